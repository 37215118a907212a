import Testing

@testable import Scenarios

/// `containment.did-move-during-transition`: didMove(toParent:) sent to a child of a
/// `transition(from:to:…)` before the transition ended (FIDELITY.md A3.2: didMove comes once
/// the transition to the new child has finished). Sent in the completion, nothing is reported.
@Suite struct TransitionLintTests {
  static let message =
    "<SecondViewController: second> got didMove(toParent: <ParentViewController: self>) while "
    + "the transition from <FirstViewController: first> to <SecondViewController: second> was "
    + "still running: the move is complete only when the transition ends, so send "
    + "didMove(toParent:) to the incoming child in the transition's completion"

  static func lints(_ outcome: ScenarioOutcome) -> [String] {
    outcome.events.compactMap { event in
      guard case .lint(let id, let message) = event.action else { return nil }
      return id + ": " + message
    }
  }

  static let swiftContainer = """
    let first = FirstViewController()
    let second = SecondViewController()
    func showFirst() {
      addChild(first)
      view.addSubview(first.view)
      first.didMove(toParent: self)
    }

    """

  @Test func swiftDidMoveRightAfterTheCallIsReported() {
    let outcome = runScenario(
      Self.swiftContainer + """
        func swap() {
          first.willMove(toParent: nil)
          addChild(second)
          transition(from: first, to: second, duration: 0, options: [], animations: nil) { _ in
            first.removeFromParent()
          }
          second.didMove(toParent: self)
        }
        """, .swift, ["run=showFirst,swap"])
    #expect(problems(outcome) == [])
    #expect(Self.lints(outcome) == ["containment.did-move-during-transition: " + Self.message])
  }

  @Test func swiftDidMoveInTheCompletionIsNotReported() {
    let outcome = runScenario(
      Self.swiftContainer + """
        func swap() {
          first.willMove(toParent: nil)
          addChild(second)
          transition(from: first, to: second, duration: 0.3, options: [], animations: nil) { _ in
            first.removeFromParent()
            self.second.didMove(toParent: self)
          }
        }
        """, .swift, ["run=showFirst,swap"])
    #expect(problems(outcome) == [])
    #expect(Self.lints(outcome) == [])
  }

  @Test func objectiveCDidMoveInTheAnimationsIsReported() {
    let outcome = runScenario(
      """
      - (void)showFirst {
        first = [FirstViewController new];
        second = [SecondViewController new];
        [self addChildViewController:first];
        [self.view addSubview:first.view];
        [first didMoveToParentViewController:self];
      }

      - (void)swap {
        [first willMoveToParentViewController:nil];
        [self addChildViewController:second];
        [self transitionFromViewController:first toViewController:second duration:0.3 options:0 animations:^{
          [second didMoveToParentViewController:self];
        } completion:^(BOOL finished) {
          [first removeFromParentViewController];
        }];
      }
      """, .objc, ["run=showFirst,swap"])
    #expect(problems(outcome) == [])
    #expect(Self.lints(outcome) == ["containment.did-move-during-transition: " + Self.message])
  }
}
