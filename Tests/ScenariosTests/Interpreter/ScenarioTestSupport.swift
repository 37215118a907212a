import Containment
import Testing

@testable import Scenarios

/// Runs a scenario with attributes given as fence words (`run=swap`, `uikit=B1:completion-first`).
func runScenario(_ source: String, _ language: ScenarioLanguage, _ words: [String] = [])
  -> ScenarioOutcome
{
  let (attributes, problems) = ScenarioAttributes.parse(words)
  precondition(problems.isEmpty, "bad test attributes: \(problems)")
  return ScenarioRunner().run(source, language: language, attributes: attributes)
}

/// The events without source lines: what "the same scenario in both languages" must share
/// when the two sources are laid out differently.
func withoutLines(_ events: [TraceEvent]) -> [TraceEvent] {
  events.map {
    var event = $0
    event.sourceLine = nil
    return event
  }
}

/// The ids and positions of diagnostics, `line:column id`, for compact expectations.
func diagnosticSummary(_ outcome: ScenarioOutcome) -> [String] {
  outcome.diagnostics.map { "\($0.line):\($0.column) \($0.id)" }
}

/// The trace lines UIKit's `showRoot(_:traced: true)` records for a plain `self` (methods shape):
/// the window takes `self` as root (loading its view), becomes key and visible, and the deferred
/// `viewDidAppear` follows at the end of the turn (B3).
let plainRootPrelude = """
  manual  window.rootViewController = self
  auto      self.loadView()
  auto      self.viewDidLoad()
  manual  window.makeKeyAndVisible()
  auto      self.viewWillAppear(false)
  turn
  auto      self.viewDidAppear(false)

  """

/// The diagnostics a test of how code runs expects none of: all but the `scenario.undeclared`
/// notes that name a class the snippet leaves out and uses as a plain view controller
/// (`FirstViewController()`: it runs as an empty `UIViewController` subclass, and says so).
func problems(_ outcome: ScenarioOutcome) -> [ScenarioDiagnostic] {
  outcome.diagnostics.filter { !($0.id == .scenarioUndeclared && $0.severity == .note) }
}
