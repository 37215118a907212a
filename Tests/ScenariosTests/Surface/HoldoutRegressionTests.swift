import Testing

@testable import Scenarios

/// Two faults the unseen half of sweep 28 (holdout s08, s01) found in this round's own
/// changes: a capitalised case of the code's own enum was taken for Swift 2's spelling of a
/// UIKit case, so `lessons fix` broke the app's code; and `isDescendant(of:)`, a query of the
/// hierarchy the model keeps, was refused as not modelled before anything ran.
@Suite struct HoldoutRegressionTests {
  private func printed(_ outcome: ScenarioOutcome) -> [String] {
    outcome.events.compactMap { event in
      guard case .output(let text) = event.action else { return nil }
      return text
    }
  }

  /// The Swift book: an enum's cases are the names its `case` declarations give; `.First`
  /// then names the code's case, whatever UIKit declares.
  @Test func aCapitalisedCaseOfTheCodesOwnEnumIsNotRenamed() {
    let outcome = runScenario(
      """
      enum Page: Int {
        case First = 1, Second
        case Third
      }

      func name(of page: Page) -> String {
        switch page {
        case .First: return "first"
        case .Second: return "second"
        case .Third: return "third"
        }
      }

      func go() {
        print(name(of: .First), name(of: .Second), name(of: .Third), Page.Second.rawValue)
      }
      """, .swift, ["run=go"])
    #expect(outcome.diagnostics.filter { $0.id == .scenarioRenamed } == [])
    #expect(printed(outcome) == ["first second third 2"])
  }

  /// The same spelling with no enum of the code's own is still Swift 2's UIKit case.
  @Test func aSwift2CaseOfUIKitIsStillRenamed() {
    let outcome = runScenario(
      """
      let child = UIViewController()
      UIView.transition(with: child.view, duration: 0.3, options: .TransitionCrossDissolve, animations: nil, completion: nil)
      """, .swift)
    #expect(outcome.diagnostics.map(\.id) == [.scenarioRenamed])
  }

  /// UIView.h: `isDescendantOfView:` is true "if the receiver is an immediate or distant
  /// subview of view or if view is the receiver itself".
  @Test func isDescendantFollowsTheModelsHierarchy() {
    let swift = runScenario(
      """
      let outer = UIView()
      let inner = UIView()
      let label = UIView()
      outer.addSubview(inner)
      inner.addSubview(label)
      print(label.isDescendant(of: outer), label.isDescendant(of: label), outer.isDescendant(of: label))
      label.removeFromSuperview()
      print(label.isDescendant(of: outer))
      """, .swift)
    #expect(swift.diagnostics == [])
    #expect(printed(swift) == ["true true false", "false"])

    let objc = runScenario(
      """
      UIView *outer = [UIView new];
      UIView *inner = [UIView new];
      [outer addSubview:inner];
      NSLog(@"%d %d", [inner isDescendantOfView:outer], [outer isDescendantOfView:inner]);
      """, .objc)
    #expect(objc.diagnostics == [])
    #expect(printed(objc) == ["1 0"])
  }
}
