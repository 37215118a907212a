import Containment
import Testing

@testable import Scenarios

/// The same scenario written in Swift and in Objective-C records equal events (DESIGN.md
/// section 3: events are language-neutral). Sources are laid out line for line, so even the
/// events' source lines agree; each Swift trace is written by hand from FIDELITY.md.
@Suite struct PairedScenarioTests {
  /// Runs both and checks they agree; returns the Swift trace.
  private func pair(
    _ swift: String, _ objc: String, _ words: [String] = [], sameLines: Bool = true
  ) -> String {
    let swiftOutcome = runScenario(swift, .swift, words)
    let objcOutcome = runScenario(objc, .objc, words)
    #expect(swiftOutcome.diagnostics == [])
    #expect(objcOutcome.diagnostics == [])
    if sameLines {
      #expect(swiftOutcome.events == objcOutcome.events)
    } else {
      #expect(withoutLines(swiftOutcome.events) == withoutLines(objcOutcome.events))
    }
    return swiftOutcome.traceText
  }

  /// `self` showing `first` (added in its `viewDidLoad`), in both languages, lines 1-8.
  private let swiftContainer = """
    let first = FirstViewController()
    let second = SecondViewController()
    override func viewDidLoad() {
      super.viewDidLoad()
      addChild(first)
      view.addSubview(first.view)
      first.didMove(toParent: self)
    }

    """
  private let objcContainer = """
    - (void)viewDidLoad {
      first = [FirstViewController new]; second = [SecondViewController new];
      // the window shows self
      [super viewDidLoad];
      [self addChildViewController:first];
      [self.view addSubview:first.view];
      [first didMoveToParentViewController:self];
    }

    """
  private let containerPrelude = """
    manual  window.rootViewController = self
    auto      self.loadView()
    auto      self.viewDidLoad()
    manual      self.addChild(first)
    auto          first.willMove(toParent: self)
    manual      first.view
    auto          first.loadView()
    auto          first.viewDidLoad()
    manual      self.view.addSubview(first.view)
    manual      first.didMove(toParent: self)
    manual  window.makeKeyAndVisible()
    auto      self.viewWillAppear(false)
    auto      first.viewWillAppear(false)
    turn
    auto      self.viewDidAppear(false)
    auto      first.viewDidAppear(false)

    """

  @Test func addChild() {
    let trace = pair(
      """
      let child = UIViewController()
      addChild(child)
      view.addSubview(child.view)
      child.didMove(toParent: self)
      """,
      """
      UIViewController *child = [[UIViewController alloc] init];
      [self addChildViewController:child];
      [self.view addSubview:child.view];
      [child didMoveToParentViewController:self];
      """)
    #expect(
      trace == """
        manual  self.addChild(child)
        auto      child.willMove(toParent: self)
        manual  child.view
        auto      child.loadView()
        auto      child.viewDidLoad()
        manual  self.view.addSubview(child.view)
        auto      child.viewWillAppear(false)
        manual  child.didMove(toParent: self)
        turn
        auto      child.viewDidAppear(false)

        """)
  }

  @Test func removeChild() {
    let trace = pair(
      swiftContainer + """
        func remove() {
          first.willMove(toParent: nil)
          first.view.removeFromSuperview()
          first.removeFromParent()
        }
        """,
      objcContainer + """
        - (void)remove {
          [first willMoveToParentViewController:nil];
          [first.view removeFromSuperview];
          [first removeFromParentViewController];
        }
        """, ["run=remove"])
    #expect(
      trace == containerPrelude + """
        manual  first.willMove(toParent: nil)
        manual  first.view.removeFromSuperview()
        auto      first.viewWillDisappear(false)
        auto      first.viewDidDisappear(false)
        manual  first.removeFromParent()
        auto      first.didMove(toParent: nil)

        """)
  }

  @Test func swapWithTransition() {
    let trace = pair(
      swiftContainer + """
        func swap() {
          first.willMove(toParent: nil)
          addChild(second)
          transition(from: first, to: second, duration: 0.5, options: .transitionFlipFromLeft, animations: nil) { finished in
            first.removeFromParent()
            second.didMove(toParent: self)
          }
        }
        """,
      objcContainer + """
        - (void)swap {
          [first willMoveToParentViewController:nil];
          [self addChildViewController:second];
          [self transitionFromViewController:first toViewController:second duration:0.5 options:UIViewAnimationOptionTransitionFlipFromLeft animations:nil completion:^(BOOL finished) {
            [first removeFromParentViewController];
            [second didMoveToParentViewController:self];
          }];
        }
        """, ["run=swap"])
    #expect(
      trace == containerPrelude + """
        manual  first.willMove(toParent: nil)
        manual  self.addChild(second)
        auto      second.willMove(toParent: self)
        manual  self.transition(from: first, to: second, duration: 0.5, options: .transitionFlipFromLeft)
        auto      second.loadView()
        auto      second.viewDidLoad()
        auto      first.viewWillDisappear(true)
        auto      second.viewWillAppear(true)
        auto      self.view.insertSubview(second.view, aboveSubview: first.view)
        time    0.5
        auto      first.view.removeFromSuperview()
        auto      first.viewDidDisappear(true)
        auto      second.viewDidAppear(true)
        block     completion(true)
        manual      first.removeFromParent()
        auto          first.didMove(toParent: nil)
        manual      second.didMove(toParent: self)

        """)
  }

  /// Seed tutorial mistake: `didMove(toParent:)` right after `transition` returns, long before
  /// the animation (and the appearance) has finished (A3.2 wants it after the transition).
  @Test func didMoveRightAfterTransitionInsteadOfInTheCompletion() {
    let trace = pair(
      swiftContainer + """
        func swap() {
          first.willMove(toParent: nil)
          addChild(second)
          transition(from: first, to: second, duration: 0.3, options: [.transitionFlipFromLeft], animations: {}) { _ in
            first.removeFromParent()
          }
          second.didMove(toParent: self)
        }
        """,
      objcContainer + """
        - (void)swap {
          [first willMoveToParentViewController:nil];
          [self addChildViewController:second];
          [self transitionFromViewController:first toViewController:second duration:0.3 options:UIViewAnimationOptionTransitionFlipFromLeft animations:^{} completion:^(BOOL finished) {
            [first removeFromParentViewController];
          }];
          [second didMoveToParentViewController:self];
        }
        """, ["run=swap"])
    #expect(
      trace == containerPrelude + """
        manual  first.willMove(toParent: nil)
        manual  self.addChild(second)
        auto      second.willMove(toParent: self)
        manual  self.transition(from: first, to: second, duration: 0.3, options: .transitionFlipFromLeft)
        auto      second.loadView()
        auto      second.viewDidLoad()
        auto      first.viewWillDisappear(true)
        auto      second.viewWillAppear(true)
        auto      self.view.insertSubview(second.view, aboveSubview: first.view)
        block     animations()
        manual  second.didMove(toParent: self)
        time    0.3
        auto      first.view.removeFromSuperview()
        auto      first.viewDidDisappear(true)
        auto      second.viewDidAppear(true)
        block     completion(true)
        manual      first.removeFromParent()
        auto          first.didMove(toParent: nil)
        lint    containment.did-move-during-transition: <SecondViewController: second> got didMove(toParent: <ParentViewController: self>) while the transition from <FirstViewController: first> to <SecondViewController: second> was still running: the move is complete only when the transition ends, so send didMove(toParent:) to the incoming child in the transition's completion

        """)
  }

  /// Seed tutorial mistake: `willMove(toParent: nil)` sent to the incoming child instead of the
  /// outgoing one; the outgoing child is then removed without it, and the incoming one was
  /// told it is leaving but stays (two lints).
  @Test func willMoveToNilSentToTheWrongChild() {
    let trace = pair(
      swiftContainer + """
        func showSecond() {
          addChild(second)
          second.willMove(toParent: nil)
          transition(from: first, to: second, duration: 0.3, options: .transitionFlipFromLeft, animations: {}) { _ in
            first.removeFromParent()
            second.didMove(toParent: self)
          }
        }
        """,
      objcContainer + """
        - (void)showSecond {
          [self addChildViewController:second];
          [[self.childViewControllers objectAtIndex:1] willMoveToParentViewController:nil];
          [self transitionFromViewController:[self.childViewControllers objectAtIndex:0] toViewController:second duration:0.3 options:UIViewAnimationOptionTransitionFlipFromLeft animations:^{} completion:^(BOOL finished) {
            [first removeFromParentViewController];
            [second didMoveToParentViewController:self];
          }];
        }
        """, ["run=showSecond"])
    let expectedStart =
      containerPrelude + """
        manual  self.addChild(second)
        auto      second.willMove(toParent: self)
        manual  second.willMove(toParent: nil)
        manual  self.transition(from: first, to: second, duration: 0.3, options: .transitionFlipFromLeft)
        auto      second.loadView()
        auto      second.viewDidLoad()
        auto      first.viewWillDisappear(true)
        auto      second.viewWillAppear(true)
        auto      self.view.insertSubview(second.view, aboveSubview: first.view)
        block     animations()
        time    0.3
        auto      first.view.removeFromSuperview()
        auto      first.viewDidDisappear(true)
        auto      second.viewDidAppear(true)
        block     completion(true)
        manual      first.removeFromParent()
        auto          first.didMove(toParent: nil)
        manual      second.didMove(toParent: self)
        lint    containment.missing-will-move: <FirstViewController: first> was removed with \
        removeFromParent without willMove(toParent: nil) before it
        lint    containment.will-move-without-remove: <SecondViewController: second>
        """
    #expect(trace.hasPrefix(expectedStart))
    #expect(trace.split(separator: "\n").count == expectedStart.split(separator: "\n").count)
  }

  /// Seed tutorial mistake: the transition runs from the child that is not on screen to the
  /// one that is. `from.view` has no superview, so nothing is inserted (B16).
  @Test func transitionInTheWrongDirection() {
    let trace = pair(
      swiftContainer + """
        func showSecond() {
          first.willMove(toParent: nil)
          addChild(second)
          transition(from: second, to: first, duration: 0.3, options: .transitionFlipFromLeft, animations: {}) { _ in
            first.removeFromParent()
            second.didMove(toParent: self)
          }
        }
        """,
      objcContainer + """
        - (void)showSecond {
          [first willMoveToParentViewController:nil];
          [self addChildViewController:second];
          [self transitionFromViewController:second toViewController:first duration:0.3 options:UIViewAnimationOptionTransitionFlipFromLeft animations:^{} completion:^(BOOL finished) {
            [first removeFromParentViewController];
            [second didMoveToParentViewController:self];
          }];
        }
        """, ["run=showSecond"])
    #expect(
      trace.contains(
        """
        manual  self.addChild(second)
        auto      second.willMove(toParent: self)
        manual  self.transition(from: second, to: first, duration: 0.3, options: .transitionFlipFromLeft)

        """))
    #expect(!trace.contains("insertSubview"))
    #expect(trace.contains("block     completion(true)\nmanual      first.removeFromParent()\n"))
  }

  /// Seed tutorial mistake: `[newVC didMoveToParentViewController]` has no argument. Both
  /// languages report it before anything runs, at the member name.
  @Test func didMoveWithoutItsArgumentIsADiagnostic() {
    let swift = runScenario(
      """
      let newVC = UIViewController()
      addChild(newVC)
       newVC.didMove()
      """, .swift)
    let objc = runScenario(
      """
      UIViewController *newVC = [UIViewController new];
      [self addChildViewController:newVC];
      [newVC didMoveToParentViewController];
      """, .objc)
    #expect(diagnosticSummary(swift) == ["3:8 scenario.missing-argument"])
    #expect(diagnosticSummary(objc) == ["3:8 scenario.missing-argument"])
    #expect(swift.diagnostics.first?.hint == "write `didMove(toParent:)`")
    #expect(objc.diagnostics.first?.hint == "write `didMoveToParentViewController:`")
    #expect(swift.events.isEmpty && objc.events.isEmpty)
  }

  @Test func animateWithCompletion() {
    let trace = pair(
      """
      let box = UIView()
      view.addSubview(box)
      UIView.animate(withDuration: 0.4, animations: {
        box.frame = CGRect(x: 0, y: 0, width: 5, height: 5)
      }, completion: { finished in
        print("finished", box.superview == self.view)
      })
      """,
      """
      UIView *box = [UIView new];
      [self.view addSubview:box];
      [UIView animateWithDuration:0.4 animations:^{
        box.frame = CGRectMake(0, 0, 5, 5);
      } completion:^(BOOL finished) {
        NSLog(@"finished %@", box.superview == self.view ? @"true" : @"false");
      }];
      """)
    #expect(
      trace == """
        manual  self.view.addSubview(box)
        manual  UIView.animate(withDuration: 0.4)
        block     animations()
        time    0.4
        block     completion(true)
        print       finished true

        """)
  }

  @Test func manualAppearanceCallsOfANonForwardingStyleContainer() {
    let trace = pair(
      """
      let child = UIViewController()
      child.beginAppearanceTransition(true, animated: true)
      child.beginAppearanceTransition(false, animated: true)
      child.endAppearanceTransition()
      """,
      """
      UIViewController *child = [UIViewController new];
      [child beginAppearanceTransition:YES animated:YES];
      [child beginAppearanceTransition:NO animated:YES];
      [child endAppearanceTransition];
      """)
    #expect(
      trace == """
        manual  child.beginAppearanceTransition(true, animated: true)
        auto      child.loadView()
        auto      child.viewDidLoad()
        auto      child.viewWillAppear(true)
        manual  child.beginAppearanceTransition(false, animated: true)
        auto      child.viewWillDisappear(true)
        manual  child.endAppearanceTransition()
        auto      child.viewDidDisappear(true)

        """)
  }

  @Test func transitionWithoutCommonParentRaisesInBoth() {
    let trace = pair(
      """
      let a = UIViewController()
      let b = UIViewController()
      addChild(a)
      transition(from: a, to: b, duration: 0, options: [], animations: nil, completion: nil)
      """,
      """
      UIViewController *a = [UIViewController new];
      UIViewController *b = [UIViewController new];
      [self addChildViewController:a];
      [self transitionFromViewController:a toViewController:b duration:0 options:0 animations:nil completion:nil];
      """)
    #expect(
      trace == """
        manual  self.addChild(a)
        auto      a.willMove(toParent: self)
        manual  self.transition(from: a, to: b, duration: 0, options: [])
        raise     NSInvalidArgumentException: Children view controllers <UIViewController: a> and \
        <UIViewController: b> must have a common parent view controller when calling \
        -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]

        """)
  }

  @Test func declaredChildClassOverrides() {
    let trace = pair(
      """
      class ChildViewController: UIViewController {
        override func didMove(toParent parent: UIViewController?) {
          super.didMove(toParent: parent)
          print("moved to \\(parent)")
        }
      }
      func add() {
        let child = ChildViewController()
        addChild(child)
        child.didMove(toParent: self)
      }
      """,
      """
      @implementation ChildViewController
      - (void)didMoveToParentViewController:(UIViewController *)parent {
        [super didMoveToParentViewController:parent];
        NSLog(@"moved to %@", parent);
      }
      @end
      - (void)add {
        UIViewController *child = [ChildViewController new];
        [self addChildViewController:child];
        [child didMoveToParentViewController:self];
      }
      """, ["run=add"])
    #expect(
      trace == plainRootPrelude + """
        manual  self.addChild(child)
        auto      child.willMove(toParent: self)
        manual  child.didMove(toParent: self)
        print     moved to <ParentViewController: self>

        """)
  }

  /// Neither child got `didMove(toParent: self)`: removing them does not excuse it (the
  /// `containment.missing-did-move` lint of issue 10's regression).
  @Test func loopRemovingEveryChild() {
    let trace = pair(
      """
      addChild(FirstViewController())
      addChild(SecondViewController())
      for child in children {
        child.willMove(toParent: nil)
        child.removeFromParent()
      }
      print(children.count)
      """,
      """
      [self addChildViewController:[FirstViewController new]];
      [self addChildViewController:[SecondViewController new]];
      for (UIViewController *child in self.childViewControllers) {
        [child willMoveToParentViewController:nil];
        [child removeFromParentViewController];
      }
      NSLog(@"%d", self.childViewControllers.count);
      """)
    #expect(
      trace == """
        manual  self.addChild(firstViewController)
        auto      firstViewController.willMove(toParent: self)
        manual  self.addChild(secondViewController)
        auto      secondViewController.willMove(toParent: self)
        manual  firstViewController.willMove(toParent: nil)
        manual  firstViewController.removeFromParent()
        auto      firstViewController.didMove(toParent: nil)
        manual  secondViewController.willMove(toParent: nil)
        manual  secondViewController.removeFromParent()
        auto      secondViewController.didMove(toParent: nil)
        print   0
        lint    containment.missing-did-move: <FirstViewController: firstViewController> was \
        added to <ParentViewController: self> with addChild, but no didMove(toParent:) came after it
        lint    containment.missing-did-move: <SecondViewController: secondViewController> was \
        added to <ParentViewController: self> with addChild, but no didMove(toParent:) came after it

        """)
  }

  /// B18: a container whose `shouldAutomaticallyForwardAppearanceMethods` is false gets no
  /// automatic child callbacks; Swift overrides the property, Objective-C the method.
  @Test func nonForwardingContainer() {
    let trace = pair(
      """
      override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
      func add() {
        let child = UIViewController()
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
      }
      """,
      """
      - (BOOL)shouldAutomaticallyForwardAppearanceMethods { return NO; }
      - (void)add {
        UIViewController *child = [UIViewController new];
        [self addChildViewController:child];
        [self.view addSubview:child.view];
        [child didMoveToParentViewController:self];
      }
      """, ["run=add"])
    #expect(
      trace == plainRootPrelude + """
        manual  self.addChild(child)
        auto      child.willMove(toParent: self)
        manual  child.view
        auto      child.loadView()
        auto      child.viewDidLoad()
        manual  self.view.addSubview(child.view)
        manual  child.didMove(toParent: self)

        """)
  }

  /// Both languages evaluate the receiver before the arguments, so `a`'s view loads first.
  @Test func receiverIsEvaluatedBeforeArguments() {
    let trace = pair(
      """
      let a = UIViewController()
      let b = UIViewController()
      a.view.addSubview(b.view)
      """,
      """
      UIViewController *a = [UIViewController new];
      UIViewController *b = [UIViewController new];
      [a.view addSubview:b.view];
      """)
    #expect(
      trace == """
        manual  a.view
        auto      a.loadView()
        auto      a.viewDidLoad()
        manual  b.view
        auto      b.loadView()
        auto      b.viewDidLoad()
        manual  a.view.addSubview(b.view)

        """)
  }
}
