import Testing

@testable import Scenarios

/// The Swift and Objective-C that tutorials write (issue 10 item 5): one construct a test,
/// traces written from FIDELITY.md (A1.3, A2.3, A5, B3) before running.
@Suite struct TutorialSwiftTests {
  // Its scenarios with their expected traces: Tests/Fixtures/Traces/interpreter/tutorial-swift.md.
  private func trace(
    _ source: String, _ language: ScenarioLanguage = .swift, _ words: [String] = []
  ) -> String {
    let outcome = runScenario(source, language, words)
    #expect(outcome.diagnostics == [])
    return outcome.traceText
  }

  @Test func switchSelectsTheChildToShow() {
    let source = """
      enum Segment {
        case list, grid
      }
      let listChild = FirstViewController()
      let gridChild = SecondViewController()

      func show(_ segment: Segment) {
        let child: UIViewController
        switch segment {
        case .list: child = listChild
        case .grid: child = gridChild
        }
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
      }

      func tapGrid() {
        show(.grid)
      }
      """
    #expect(
      trace(source, .swift, ["run=tapGrid"]) == plainRootPrelude + """
        manual  self.addChild(gridChild)
        auto      gridChild.willMove(toParent: self)
        manual  gridChild.view
        auto      gridChild.loadView()
        auto      gridChild.viewDidLoad()
        manual  self.view.addSubview(gridChild.view)
        auto      gridChild.viewWillAppear(false)
        manual  gridChild.didMove(toParent: self)
        turn
        auto      gridChild.viewDidAppear(false)

        """)
  }

  @Test func nestedFunctionsAndClosuresInVariables() {
    let source = """
      func show() {
        func embed(_ child: UIViewController) {
          addChild(child)
          child.didMove(toParent: self)
        }
        let log: (String) -> Void = { text in print("log:", text) }
        let child = FirstViewController()
        embed(child)
        log("\\(child) embedded")
      }
      """
    #expect(
      trace(source, .swift, ["run=show"]) == plainRootPrelude + """
        manual  self.addChild(child)
        auto      child.willMove(toParent: self)
        manual  child.didMove(toParent: self)
        print   log: <FirstViewController: child> embedded

        """)
  }

  @Test func failedForcedCastEndsTheScenario() {
    let outcome = runScenario(
      """
      let first = FirstViewController()
      print("before")
      let second = first as! SecondViewController
      print("after", second)
      """, .swift)
    #expect(diagnosticSummary(outcome) == ["3:20 scenario.assertion-failed"])
    #expect(outcome.traceText == "print   before\n")
  }

  @Test func computedPropertyAndOptionalChaining() {
    let source = """
      var current: UIViewController?
      var hasChild: Bool {
        return current != nil
      }
      func show() {
        print(hasChild, current?.parent == nil)
        current = FirstViewController()
        addChild(current!)
        print(hasChild, current?.parent === self)
      }
      """
    #expect(
      trace(source, .swift, ["run=show"]) == plainRootPrelude + """
        print   false true
        manual  self.addChild(current)
        auto      current.willMove(toParent: self)
        print   true true
        lint    containment.missing-did-move: <FirstViewController: current> was added to \
        <ParentViewController: self> with addChild, but no didMove(toParent:) came after it

        """)
  }

  @Test func passingAssertionsDoNothing() {
    #expect(
      trace(
        """
        let child = UIViewController()
        assert(child.parent == nil)
        precondition(children.isEmpty, "no children yet")
        print("ok")
        """) == "print   ok\n")
  }

  @Test(arguments: [
    ("assert(children.count == 1, \"one child\")", "assert failed: one child"),
    ("precondition(false)", "precondition failed"),
    ("fatalError(\"unreachable\")", "fatalError failed: unreachable"),
  ])
  func failedAssertionEndsTheScenario(_ statement: String, _ message: String) {
    let outcome = runScenario("print(\"before\")\n" + statement + "\nprint(\"after\")", .swift)
    #expect(diagnosticSummary(outcome) == ["2:1 scenario.assertion-failed"])
    #expect(outcome.diagnostics.first?.message == message)
    #expect(outcome.traceText == "print   before\n")
  }

  @Test func objcSeveralDeclaratorsAndBlockVariables() {
    #expect(
      trace(
        """
        UIViewController *first = [UIViewController new], *second = [UIViewController new];
        UIViewController *none, *other;
        void (^embed)(UIViewController *) = ^(UIViewController *child) {
          [self addChildViewController:child];
          [child didMoveToParentViewController:self];
        };
        embed(first);
        embed(second);
        NSLog(@"%@ %@", none, other);
        """, .objc) == """
          manual  [self addChildViewController:first]
          auto      [first willMoveToParentViewController:self]
          manual  [first didMoveToParentViewController:self]
          manual  [self addChildViewController:second]
          auto      [second willMoveToParentViewController:self]
          manual  [second didMoveToParentViewController:self]
          print   (null) (null)

          """)
  }

  @Test func objcPropertyAndItsIvar() {
    let source = """
      @interface ParentViewController ()
      @property (nonatomic, strong) UIViewController *current;
      @property (nonatomic, copy) void (^onShow)(void);
      @end

      - (void)show {
        NSLog(@"before: %@", self.current);
        _current = [FirstViewController new];
        [self addChildViewController:self.current];
        [_current didMoveToParentViewController:self];
        if (self.onShow) { self.onShow(); }
      }
      """
    #expect(
      trace(source, .objc, ["run=show"]) == """
        manual  window.rootViewController = self
        auto      [self loadView]
        auto      [self viewDidLoad]
        manual  [window makeKeyAndVisible]
        auto      [self viewWillAppear:NO]
        turn
        auto      [self viewDidAppear:NO]

        """
          + """
          print   before: (null)
          manual  [self addChildViewController:current]
          auto      [current willMoveToParentViewController:self]
          manual  [current didMoveToParentViewController:self]

          """)
  }

  @Test func objcCompoundAssignmentsAndIncrements() {
    #expect(
      trace(
        """
        NSInteger count = 0;
        for (UIViewController *c in @[[UIViewController new], [UIViewController new]]) {
          count++;
        }
        count += 10;
        count--;
        NSLog(@"%ld", (long)count);
        """, .objc) == """
          print   11

          """)
  }

  @Test func whileLoopsInBothLanguages() {
    #expect(
      trace(
        """
        let inner = FirstViewController()
        let outer = SecondViewController()
        addChild(outer)
        outer.addChild(inner)
        var current: UIViewController? = inner
        while let controller = current {
          print(controller)
          current = controller.parent
        }
        """) == """
          manual  self.addChild(outer)
          auto      outer.willMove(toParent: self)
          manual  outer.addChild(inner)
          auto      inner.willMove(toParent: outer)
          print   <FirstViewController: inner>
          print   <SecondViewController: outer>
          print   <ParentViewController: self>
          lint    containment.missing-did-move: <FirstViewController: inner> was added to \
          <SecondViewController: outer> with addChild, but no didMove(toParent:) came after it
          lint    containment.missing-did-move: <SecondViewController: outer> was added to \
          <ParentViewController: self> with addChild, but no didMove(toParent:) came after it

          """)
    #expect(
      trace(
        """
        NSInteger n = 3;
        while (n > 0) {
          n--;
          if (n == 1) continue;
          NSLog(@"%ld", (long)n);
        }
        """, .objc) == """
          print   2
          print   0

          """)
  }

}
