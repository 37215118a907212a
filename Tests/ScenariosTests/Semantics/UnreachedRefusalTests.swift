import Testing

@testable import Scenarios

/// A member the model does not cover stops a scenario only where the run could meet it: in a
/// method nothing calls (no override, no `run=` step, no other code naming it) it is a note,
/// and the scenario runs; once a step calls that method, it is the error it always was.
@Suite struct UnreachedRefusalTests {
  static let source = """
    func show() {
      let child = UIViewController()
      addChild(child)
      view.addSubview(child.view)
      child.didMove(toParent: self)
    }
    func warn() {
      let popover = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
      print(popover)
    }
    """

  @Test func aRefusalInAMethodNothingCallsIsANote() {
    let outcome = runScenario(Self.source, .swift, ["run=show"])
    #expect(outcome.succeeded)
    #expect(diagnosticSummary(outcome) == ["8:17 scenario.not-modelled"])
    let note = outcome.diagnostics.first
    #expect(note?.severity == .note)
    #expect(
      note?.message
        == "`UIPopoverPresentationController` is real UIKit API that the model does not cover "
        + "(presentation); "
        + "it is in `warn()`, which nothing in this run calls")
    #expect(outcome.events.contains { "\($0.action)".contains("didMove") })
  }

  @Test func theSameRefusalInAMethodARunStepCallsStopsTheScenario() {
    let outcome = runScenario(Self.source, .swift, ["run=show,warn"])
    #expect(!outcome.succeeded)
    #expect(outcome.diagnostics.first?.severity == .error)
    #expect(outcome.diagnostics.first?.id == .scenarioNotModelled)
    #expect(outcome.events.isEmpty)
  }

  @Test func objectiveCMethodsToo() {
    let outcome = runScenario(
      """
      - (void)show {
        UIViewController *child = [UIViewController new];
        [self addChildViewController:child];
        [self.view addSubview:child.view];
        [child didMoveToParentViewController:self];
      }
      - (void)warn {
        UIPopoverPresentationController *popover = [[UIPopoverPresentationController alloc] initWithPresentedViewController:self presentingViewController:nil];
        NSLog(@"%@", popover);
      }
      """, .objc, ["run=show"])
    #expect(outcome.succeeded)
    #expect(outcome.diagnostics.map(\.severity) == [.note])
    #expect(
      outcome.diagnostics.first?.message.hasSuffix(
        "it is in `warn`, which nothing in this run calls") == true)
  }
}

/// M3: an override of `willMove(toParent:)` / `didMove(toParent:)` that never calls super. The
/// header asks overrides to call super (docs/FIDELITY.md A3.1); the model runs the override as
/// written, without UIKit's own part, and warns.
@Suite struct MoveWithoutSuperTests {
  @Test func aSwiftOverrideWithoutSuperIsWarned() {
    let outcome = runScenario(
      """
      class Child: UIViewController {
        override func didMove(toParent parent: UIViewController?) {
          print("moved")
        }
        override func willMove(toParent parent: UIViewController?) {
          super.willMove(toParent: parent)
        }
      }
      func add() {
        let child = Child()
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
      }
      """, .swift, ["run=add"])
    #expect(outcome.succeeded)
    #expect(diagnosticSummary(outcome) == ["2:12 containment.move-without-super"])
    #expect(
      outcome.diagnostics.first?.message
        == "this `didMove(toParent:)` override never calls super; UIKit's header says an "
        + "override should call super (UIKit's own part of the move does not run without it)")
    #expect(outcome.diagnostics.first?.hint == "call `super.didMove(toParent: parent)`")
    #expect(outcome.diagnostics.first?.severity == .warning)
  }

  @Test func anObjectiveCOverrideWithoutSuperIsWarned() {
    let outcome = runScenario(
      """
      @interface Child : UIViewController
      @end
      @implementation Child
      - (void)willMoveToParentViewController:(UIViewController *)parent {
        NSLog(@"leaving");
      }
      @end
      - (void)add {
        Child *child = [Child new];
        [self addChildViewController:child];
        [child didMoveToParentViewController:self];
      }
      """, .objc, ["run=add"])
    #expect(diagnosticSummary(outcome) == ["4:1 containment.move-without-super"])
    #expect(
      outcome.diagnostics.first?.hint == "call `[super willMoveToParentViewController:parent];`")
  }
}
