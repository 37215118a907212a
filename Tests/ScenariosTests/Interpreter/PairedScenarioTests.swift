import Containment
import Testing

@testable import Scenarios

/// The same scenario written in Swift and in Objective-C records equal events (DESIGN.md
/// section 3: events are language-neutral). Sources are laid out line for line, so even the
/// events' source lines agree; each Swift trace is written by hand from FIDELITY.md.
@Suite struct PairedScenarioTests {
  // Its scenarios with their expected traces: Tests/Fixtures/Traces/interpreter/paired-swift-objc.md.
  /// Runs both and checks they agree; returns the Swift trace.
  private func pair(
    _ swift: String, _ objc: String, _ words: [String] = [], sameLines: Bool = true
  ) -> String {
    let swiftOutcome = runScenario(swift, .swift, words)
    let objcOutcome = runScenario(objc, .objc, words)
    #expect(problems(swiftOutcome) == [])
    #expect(problems(objcOutcome) == [])
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

}
