import Testing

@testable import Scenarios

/// Methods-shape scenarios: the window shows `self` traced, then each `run=` method runs as
/// its own run-loop event (DESIGN.md section 4). Traces from core-spec.md and FIDELITY.md.
@Suite struct MethodsShapeTests {
  // Its scenarios with their expected traces: Tests/Fixtures/Traces/interpreter/methods-shape.md.

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
    #expect(outcome.diagnostics.map(\.id) == [.scenarioRunaway])
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
    #expect(outcome.diagnostics.map(\.id) == [.scenarioRunaway])
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
    #expect(outcome.diagnostics.map(\.id) == [.scenarioRunaway])
  }

  @Test func objcBlockThatCallsItsMethodForeverIsARunaway() {
    let source = """
      - (void)spin {
        [UIView animateWithDuration:0 animations:^{ [self spin]; }];
      }
      """
    let outcome = runScenario(source, .objc, ["run=spin"])
    #expect(outcome.diagnostics.map(\.id) == [.scenarioRunaway])
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
    #expect(outcome.diagnostics.map(\.id) == [.scenarioRunaway])
    // Reported at the override UIKit kept re-entering.
    #expect(outcome.diagnostics.first?.line == 2)
  }
}
