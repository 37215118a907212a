import Testing

@testable import Scenarios

/// Statements-shape Objective-C scenarios; traces spelled as Objective-C (core-spec.md), written
/// from FIDELITY.md (A1.3, A3.4, A4, B1, B2, B13, B16).
@Suite struct ObjCScenarioTests {
  private func trace(_ source: String, _ words: [String] = []) -> String {
    let outcome = runScenario(source, .objc, words)
    #expect(outcome.diagnostics == [])
    return outcome.traceText
  }

  @Test func allocInitAddWithFrame() {
    #expect(
      trace(
        """
        ChildViewController *childController = [[ChildViewController alloc] initWithNibName:@"Child" bundle:nil];
        childController.view.translatesAutoresizingMaskIntoConstraints = NO;;
        [self addChildViewController:childController];
        [self.view addSubview:childController.view];
        childController.view.frame = CGRectMake(0, 0, 100, 50);
        [childController didMoveToParentViewController:self];
        """) == """
          manual  childController.view
          auto      [childController loadView]
          auto      [childController viewDidLoad]
          manual  [self addChildViewController:childController]
          auto      [childController willMoveToParentViewController:self]
          manual  [self.view addSubview:childController.view]
          auto      [childController viewWillAppear:NO]
          manual  [childController didMoveToParentViewController:self]
          turn
          auto      [childController viewDidAppear:NO]

          """)
  }

  @Test func newAndPlainInitAndNSLogFormats() {
    #expect(
      trace(
        """
        UIViewController *a = [UIViewController new];
        UIViewController *b = [[UIViewController alloc] init];
        [self addChildViewController:a];
        NSLog(@"%@ has %d child, b=%@, %.2f s, %% done", self, self.childViewControllers.count, b, 0.5);
        NSLog(@"parent: %@ first: %@", b.parentViewController, [self.childViewControllers firstObject]);
        """) == """
          manual  [self addChildViewController:a]
          auto      [a willMoveToParentViewController:self]
          print   <ParentViewController: self> has 1 child, b=<UIViewController: b>, 0.50 s, % done
          print   parent: (null) first: <UIViewController: a>
          lint    containment.missing-did-move: <UIViewController: a> was added to \
          <ParentViewController: self> with addChild, but no didMove(toParent:) came after it

          """)
  }

  @Test func objectAtIndexSubscriptsAndForIn() {
    #expect(
      trace(
        """
        [self addChildViewController:[FirstViewController new]];
        [self addChildViewController:[SecondViewController new]];
        UIViewController *second = [self.childViewControllers objectAtIndex:1];
        UIViewController *first = self.childViewControllers[0];
        for (UIViewController *vc in self.childViewControllers) {
          if (vc == second) NSLog(@"second is %@", vc); else NSLog(@"first is %@", first);
        }
        """) == """
          manual  [self addChildViewController:firstViewController]
          auto      [firstViewController willMoveToParentViewController:self]
          manual  [self addChildViewController:secondViewController]
          auto      [secondViewController willMoveToParentViewController:self]
          print   first is <FirstViewController: firstViewController>
          print   second is <SecondViewController: secondViewController>
          lint    containment.missing-did-move: <FirstViewController: firstViewController> was added \
          to <ParentViewController: self> with addChild, but no didMove(toParent:) came after it
          lint    containment.missing-did-move: <SecondViewController: secondViewController> was \
          added to <ParentViewController: self> with addChild, but no didMove(toParent:) came after it

          """)
  }

  @Test func animateWithBlocksAndOptionConstants() {
    #expect(
      trace(
        """
        UIView *box = [[UIView alloc] initWithFrame:CGRectZero];
        [self.view addSubview:box];
        [UIView animateWithDuration:0.3 delay:0.2
                            options:UIViewAnimationOptionCurveEaseIn | UIViewAnimationOptionBeginFromCurrentState
                         animations:^{ box.frame = CGRectMake(1, 2, 3, 4); }
                         completion:^(BOOL finished) { NSLog(@"finished=%d", finished); }];
        """) == """
          manual  [self.view addSubview:box]
          manual  [UIView animateWithDuration:0.3 delay:0.2 options:UIViewAnimationOptionBeginFromCurrentState \
          | UIViewAnimationOptionCurveEaseIn animations:^{…} completion:^(BOOL finished){…}]
          block     animations()
          time    0.5
          block     completion(YES)
          print       finished=1

          """)
  }

  @Test func weakTypeofCastsAndNull() {
    #expect(
      trace(
        """
        __weak typeof(self) weakSelf = self;
        UIViewController *child = (UIViewController *)[FirstViewController new];
        if (child.parentViewController == NULL && weakSelf != nil) {
          NSLog(@"%@ %@ %d", weakSelf, child, YES);
        }
        """) == """
          print   <ParentViewController: self> <FirstViewController: child> 1

          """)
  }

  @Test func transitionWithoutCommonParentRaises() {
    #expect(
      trace(
        """
        UIViewController *a = [UIViewController new];
        UIViewController *b = [UIViewController new];
        [self transitionFromViewController:a toViewController:b duration:0 options:0 animations:nil completion:nil];
        NSLog(@"never");
        """) == """
          manual  [self transitionFromViewController:a toViewController:b duration:0 options:0 \
          animations:nil completion:nil]
          raise     NSInvalidArgumentException: Children view controllers <UIViewController: a> and \
          <UIViewController: b> must have a common parent view controller when calling \
          -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]

          """)
  }

  @Test func superMessageAndIvarsInStatements() {
    #expect(
      trace(
        """
        [super viewDidLoad];
        first = [FirstViewController new];
        NSLog(@"%@", first);
        """) == """
          manual  [self viewDidLoad]
          print   <FirstViewController: first>

          """)
  }

  @Test func insertSubviewAtIndexAndBringToFront() {
    #expect(
      trace(
        """
        UIView *a = [UIView new];
        UIView *b = [[UIView alloc] init];
        [self.view insertSubview:a atIndex:0];
        [self.view insertSubview:b aboveSubview:a];
        [self.view bringSubviewToFront:a];
        NSLog(@"%d subviews", self.view.subviews.count);
        """) == """
          manual  [self.view insertSubview:a atIndex:0]
          manual  [self.view insertSubview:b aboveSubview:a]
          manual  [self.view bringSubviewToFront:a]
          print   2 subviews

          """)
  }

  @Test func directAppearanceCallWarns() {
    let text = trace("UIViewController *c = [UIViewController new];\n[c viewWillAppear:YES];")
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.first == "manual  [c viewWillAppear:YES]")
    #expect(lines.count >= 2 && lines[1].hasPrefix("warning   Calling -viewWillAppear: directly"))
  }
}

@Suite struct ObjCSetterMessageTests {
  @Test func setterMessagesSetModelledProperties() {
    let outcome = runScenario(
      """
      UIView *box = [UIView new];
      [box setFrame:CGRectMake(1, 2, 3, 4)];
      [box setTranslatesAutoresizingMaskIntoConstraints:NO];
      NSLog(@"%@ %d", NSStringFromCGRect(box.frame), box.translatesAutoresizingMaskIntoConstraints);
      """, .objc)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText == "print   {{1, 2}, {3, 4}} 0\n")
  }

  @Test func setterOfAReadOnlyPropertyIsUnknown() {
    let outcome = runScenario("[self.view setSuperview:nil];", .objc)
    #expect(diagnosticSummary(outcome) == ["1:12 scenario.unknown-member"])
  }
}

@Suite struct ObjCControlFlowTests {
  @Test func earlyReturnAndElseIfInMethods() {
    let source = """
      - (void)tap {
        if (self.childViewControllers.count == 0) {
          NSLog(@"empty");
        } else if (self.parentViewController) {
          NSLog(@"child");
        } else {
          NSLog(@"root");
        }
        if (!self.childViewControllers.firstObject) return;
        NSLog(@"never");
      }
      """
    let outcome = runScenario(source, .objc, ["run=tap"])
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText == """
        manual  window.rootViewController = self
        auto      [self loadView]
        auto      [self viewDidLoad]
        manual  [window makeKeyAndVisible]
        auto      [self viewWillAppear:NO]
        turn
        auto      [self viewDidAppear:NO]
        print   empty

        """)
  }
}
