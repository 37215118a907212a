import Testing

@testable import Scenarios

/// Methods-shape scenarios: the window shows `self` traced, then each `run=` method runs as
/// its own run-loop event (DESIGN.md section 4). Traces from core-spec.md and FIDELITY.md.
@Suite struct MethodsShapeTests {
  @Test func viewDidLoadOverrideAddsAChildWhileTheWindowShowsSelf() {
    let source = """
      let first = FirstViewController()

      override func viewDidLoad() {
        super.viewDidLoad()
        addChild(first)
        view.addSubview(first.view)
        first.didMove(toParent: self)
      }
      """
    let outcome = runScenario(source, .swift)
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText == """
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

        """)
  }

  @Test func runMethodsAreSeparateRunLoopEvents() {
    let source = """
      func showFirst() {
        print("tap 1")
      }
      func showSecond() {
        print("tap 2")
      }
      """
    let outcome = runScenario(source, .swift, ["run=showFirst,showSecond,showFirst"])
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText == plainRootPrelude + """
        print   tap 1
        print   tap 2
        print   tap 1

        """)
  }

  @Test func overriddenChildCallbacksSeeIsMovingToParent() {
    let source = """
      class ChildViewController: UIViewController {
        override func viewWillAppear(_ animated: Bool) {
          super.viewWillAppear(animated)
          print("moving", isMovingToParent)
        }
      }
      func add() {
        let child = ChildViewController()
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
      }
      """
    let outcome = runScenario(source, .swift, ["run=add"])
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText == plainRootPrelude + """
        manual  self.addChild(child)
        auto      child.willMove(toParent: self)
        manual  child.view
        auto      child.loadView()
        auto      child.viewDidLoad()
        manual  self.view.addSubview(child.view)
        auto      child.viewWillAppear(false)
        print       moving true
        manual  child.didMove(toParent: self)
        turn
        auto      child.viewDidAppear(false)

        """)
  }

  @Test func nonForwardingContainerKeepsChildCallbacksToItself() {
    let source = """
      class Container: UIViewController {
        override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
        func add() {
          let child = UIViewController()
          addChild(child)
          view.addSubview(child.view)
          child.didMove(toParent: self)
        }
      }
      """
    let outcome = runScenario(source, .swift, ["self=Container", "run=add"])
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText == """
        manual  window.rootViewController = self
        auto      self.loadView()
        auto      self.viewDidLoad()
        manual  window.makeKeyAndVisible()
        auto      self.viewWillAppear(false)
        turn
        auto      self.viewDidAppear(false)
        manual  self.addChild(child)
        auto      child.willMove(toParent: self)
        manual  child.view
        auto      child.loadView()
        auto      child.viewDidLoad()
        manual  self.view.addSubview(child.view)
        manual  child.didMove(toParent: self)

        """)
  }

  @Test func objcIvarsAssignedInOneMethodAreSeenInTheNext() {
    let source = """
      - (void)viewDidLoad {
        [super viewDidLoad];
        first = [[FirstViewController alloc] initWithNibName:nil bundle:nil];
      }
      - (void)embed {
        [self addChildViewController:first];
        [self.view addSubview:first.view];
        [first didMoveToParentViewController:self];
      }
      """
    let outcome = runScenario(source, .objc, ["run=embed"])
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
        manual  [self addChildViewController:first]
        auto      [first willMoveToParentViewController:self]
        manual  first.view
        auto      [first loadView]
        auto      [first viewDidLoad]
        manual  [self.view addSubview:first.view]
        auto      [first viewWillAppear:NO]
        manual  [first didMoveToParentViewController:self]
        turn
        auto      [first viewDidAppear:NO]

        """)
  }

  @Test func implementationOfSelfClassProvidesTheRunMethods() {
    let source = """
      @interface MainViewController : UIViewController
      @end
      @implementation MainViewController
      - (void)tap { NSLog(@"tapped %@", self); }
      @end
      """
    let outcome = runScenario(source, .objc, ["self=MainViewController", "run=tap"])
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.hasSuffix("print   tapped <MainViewController: self>\n"))
  }

  @Test func unknownRunMethodSuggestsTheClosestName() {
    let outcome = runScenario("func showFirst() {}", .swift, ["run=showFrist"])
    #expect(diagnosticSummary(outcome) == ["1:1 scenario.unknown-run-method"])
    #expect(outcome.diagnostics.first?.hint == "did you mean `showFirst`?")
  }

  /// A step naming a method that takes arguments says so, at the method, instead of "no
  /// such method; did you mean" the same name.
  @Test func runMethodThatTakesArgumentsIsNamedAsSuch() {
    let outcome = runScenario(
      "let a = 1\n\nfunc show(_ index: Int) {\n  print(index)\n}", .swift, ["run=show"])
    #expect(diagnosticSummary(outcome) == ["3:1 scenario.unknown-run-method"])
    #expect(
      outcome.diagnostics.first?.message
        == "`run=show` names `show(_:)`, which takes arguments; a step calls a method without any"
    )
    let objc = runScenario("- (void)show:(NSInteger)index {\n}", .objc, ["run=show"])
    #expect(objc.diagnostics.first?.message.contains("names `show:`, which takes") == true)
  }

  @Test func topLevelPropertiesAreReachableAsSelfMembers() {
    let source = """
      var count = 0
      func tap() {
        self.count = count + 1
        print("count", self.count)
      }
      """
    let outcome = runScenario(source, .swift, ["run=tap,tap"])
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.hasSuffix("print   count 1\nprint   count 2\n"))
  }

  @Test func endlessRecursionIsARunawayDiagnostic() {
    let source = """
      func again() {
        again()
      }
      """
    let outcome = runScenario(source, .swift, ["run=again"])
    #expect(outcome.diagnostics.map(\.id) == ["scenario.runaway"])
    #expect(outcome.diagnostics.first?.line == 2)
  }

  @Test func endlessReschedulingHitsTheStepBudget() {
    let source = """
      func spin() {
        UIView.animate(withDuration: 1, animations: {}) { _ in
          self.spin()
        }
      }
      """
    let outcome = runScenario(source, .swift, ["run=spin"])
    #expect(outcome.diagnostics.map(\.id) == ["scenario.runaway"])
  }
}

@Suite struct RunawayThroughUIKitTests {
  /// viewDidAppear comes at the end of the turn (B3); re-adding the view there schedules
  /// another one, turn after turn, until the step budget stops it.
  @Test func overrideThatRetriggersItsOwnCallbackIsARunaway() {
    let source = """
      class Bouncer: UIViewController {
        override func viewDidAppear(_ animated: Bool) {
          super.viewDidAppear(animated)
          let host = parent!.view!
          view.removeFromSuperview()
          host.addSubview(view)
        }
      }
      func add() {
        let child = Bouncer()
        addChild(child)
        view.addSubview(child.view)
      }
      """
    let outcome = runScenario(source, .swift, ["run=add"])
    #expect(outcome.diagnostics.map(\.id) == ["scenario.runaway"])
  }

  @Test func objcBlockThatCallsItsMethodForeverIsARunaway() {
    let source = """
      - (void)spin {
        [UIView animateWithDuration:0 animations:^{ [self spin]; }];
      }
      """
    let outcome = runScenario(source, .objc, ["run=spin"])
    #expect(outcome.diagnostics.map(\.id) == ["scenario.runaway"])
  }

  /// addChild sends willMove again for the same parent (B4), so this recursion is synchronous,
  /// through UIKit's frames: the interpreter's call-depth limit stops it.
  @Test func synchronousRecursionThroughUIKitIsARunaway() {
    let source = """
      class Clingy: UIViewController {
        override func willMove(toParent parent: UIViewController?) {
          super.willMove(toParent: parent)
          parent?.addChild(self)
        }
      }
      func add() {
        addChild(Clingy())
      }
      """
    let outcome = runScenario(source, .swift, ["run=add"])
    #expect(outcome.diagnostics.map(\.id) == ["scenario.runaway"])
    // Reported at the override UIKit kept re-entering.
    #expect(outcome.diagnostics.first?.line == 2)
  }
}
