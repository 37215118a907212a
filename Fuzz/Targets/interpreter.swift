// Fuzz target: a scenario parsed and run by the interpreter with a small step budget. The
// first byte picks the language and the `run=`/`show=` attributes; the rest is the source.
@testable import Scenarios

private let attributeChoices: [[String]] = [
  [], ["run=add"], ["run=swap"], ["run=swap,swap"], ["show=layout"], ["uikit=B1:completion-first"],
  ["self=ContainerViewController", "run=show"],
]

func fuzzInterpreter(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
  guard size > 0 else { return 0 }
  let selector = Int(data.load(as: UInt8.self))
  let language: ScenarioLanguage = selector & 1 == 0 ? .swift : .objc
  let (attributes, _) = ScenarioAttributes.parse(
    attributeChoices[(selector >> 1) % attributeChoices.count])
  let source = fuzzText(data + 1, size - 1)
  var runner = ScenarioRunner()
  runner.stepBudget = 2_000
  let outcome = runner.run(source, language: language, attributes: attributes)
  _ = outcome.traceText
  if !outcome.diagnostics.isEmpty {
    _ = ScenarioRunner.render(outcome.diagnostics, source: source)
  }
  return 0
}
