import Testing

@testable import Scenarios

/// Runs every case of Fixtures/UIKitDiagnosticsFixture.swift: the diagnostics, in the order
/// the scenario reports them, each with its id, place, message and hint.
@Suite struct UIKitDiagnosticFixtureTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var line: Int
    var language: ScenarioLanguage
    var attributes: [String]
    var source: String
    var expected: [String]

    var testDescription: String { "case at UIKitDiagnosticsFixture.swift:\(line)" }
  }

  static func loadCases() -> [Case] {
    var lines = uikitDiagnosticsFixture.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    lines.append("")
    var cases: [Case] = []
    var index = 0
    while index < lines.count {
      guard lines[index].hasPrefix("~~~ ") else {
        index += 1
        continue
      }
      let words = lines[index].dropFirst(4).split(separator: " ").map(String.init)
      var dot = index + 1
      while dot < lines.count, lines[dot] != "." { dot += 1 }
      var end = dot + 1
      while end < lines.count, lines[end] != "~~~" { end += 1 }
      cases.append(
        Case(
          line: uikitDiagnosticsFixtureFirstLine + index,
          language: ScenarioLanguage(rawValue: words[0]) ?? .swift,
          attributes: Array(words.dropFirst()),
          source: lines[(index + 1)..<dot].joined(separator: "\n"),
          expected: Array(lines[(dot + 1)..<min(end, lines.count)])))
      index = end + 1
    }
    return cases
  }

  @Test func everyQuotedDiagnosticHasACase() {
    #expect(Self.loadCases().count >= 10)
  }

  @Test(arguments: loadCases())
  func uikitDiagnosticCase(_ fixture: Case) {
    let outcome = runScenario(fixture.source, fixture.language, fixture.attributes)
    var actual: [String] = []
    for diagnostic in outcome.diagnostics {
      actual.append(
        "\(diagnostic.line):\(diagnostic.column) \(diagnostic.id): \(diagnostic.message)")
      if let hint = diagnostic.hint { actual.append("  hint: \(hint)") }
    }
    #expect(actual == fixture.expected, "UIKitDiagnosticsFixture.swift:\(fixture.line)")
    // The new wording never blames "the modelled UIKit API" for a real type's member.
    #expect(!actual.contains { $0.contains("modelled UIKit API") })
  }
}
