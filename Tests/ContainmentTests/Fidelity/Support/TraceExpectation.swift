import Testing

@testable import Containment

/// Builds a simulation with the given `UIKitBehavior` settings (`"B1:completion-first"`), so a
/// test can run one scenario under the default and under an alternative [I] choice.
@MainActor
func makeSimulation(_ settings: [String] = [], stepBudget: Int = 100_000) throws
  -> UIKitSimulation
{
  var behavior = UIKitBehavior()
  for setting in settings { try behavior.apply(setting) }
  return UIKitSimulation(behavior: behavior, stepBudget: stepBudget)
}

/// A plain controller named `self`, made the window's root and shown (set-up not traced), so
/// that what the test does next happens in a visible window, as in a real container.
@MainActor
func showRootNamedSelf(_ sim: UIKitSimulation) -> UIViewController {
  let root = UIViewController()
  sim.name(root, "self")
  sim.showRoot(root)
  return root
}

/// A plain controller with a trace name.
@MainActor
func controller(_ sim: UIKitSimulation, _ name: String) -> UIViewController {
  let made = UIViewController()
  sim.name(made, name)
  return made
}

/// The canonical add of FIDELITY A3.4 (S14): addChild, root view into the parent's view,
/// didMove(toParent:).
@MainActor
func embed(_ child: UIViewController, in parent: UIViewController) {
  parent.addChild(child)
  parent.view.addSubview(child.view)
  child.didMove(toParent: parent)
}

/// Compares the finished simulation's trace with a hand-written expectation.
///
/// Where the spec leaves a message to the model (lint messages, the B5/B12 exception reasons,
/// the optional suffix of the A5.12 console text), the expected line ends in `…`: it matches
/// any actual line that starts with the text before the `…`. Every other line must be equal,
/// and the number of lines must be equal.
@MainActor
func expectTrace(
  _ sim: UIKitSimulation, _ expected: String, showLayout: Bool = false,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let actual = showLayout ? sim.traceText(showLayout: true) : sim.traceText()
  #expect(
    matchingElisions(actual: actual, expected: expected) == expected,
    sourceLocation: sourceLocation)
}

/// `actual` with each line that an expected `…` line accepts replaced by that expected line, so
/// that a failing comparison still shows the whole trace as a diff.
func matchingElisions(actual: String, expected: String) -> String {
  let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
  var actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
  for index in actualLines.indices where index < expectedLines.count {
    let wanted = expectedLines[index]
    guard wanted.hasSuffix("…") else { continue }
    if actualLines[index].hasPrefix(wanted.dropLast()) { actualLines[index] = wanted }
  }
  return actualLines.joined(separator: "\n")
}

/// The ids of the lint events, in trace order.
@MainActor
func lintIDs(_ sim: UIKitSimulation) -> [String] {
  sim.events.compactMap { event in
    if case .lint(let id, _) = event.action { return id }
    return nil
  }
}
