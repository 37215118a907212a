import Testing

@testable import Scenarios

/// Runs every case of Fixtures/DiagnosticsFixture.swift: bad input gives the expected
/// diagnostic id at the expected line and column (characters, 1-based), and never a crash;
/// a case may also expect the lints its run ends with (`lint <id>` lines).
@Suite struct DiagnosticFixtureTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var line: Int
    var language: ScenarioLanguage
    var attributes: [String]
    var source: String
    var expected: [String]

    var testDescription: String { "case at DiagnosticsFixture.swift:\(line)" }
  }

  /// The cases of `diagnosticsFixture`, each with its line in DiagnosticsFixture.swift.
  static func loadCases() -> [Case] {
    let text = diagnosticsFixture
    var cases: [Case] = []
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    lines.append("")
    var index = 0
    while index < lines.count {
      let header = lines[index]
      guard header.hasPrefix("~~~ ") else {
        index += 1
        continue
      }
      let words = header.dropFirst(4).split(separator: " ").map(String.init)
      let start = index + 1
      var dot = start
      while dot < lines.count, lines[dot] != "." { dot += 1 }
      var end = dot + 1
      while end < lines.count, lines[end] != "~~~" { end += 1 }
      cases.append(
        Case(
          line: diagnosticsFixtureFirstLine + index,
          language: ScenarioLanguage(rawValue: words[0]) ?? .swift,
          attributes: Array(words.dropFirst()),
          source: lines[start..<dot].joined(separator: "\n"),
          expected: Array(lines[(dot + 1)..<min(end, lines.count)])))
      index = end + 1
    }
    return cases
  }

  @Test func fixtureHasAtLeastFortyCases() {
    #expect(Self.loadCases().count >= 40)
  }

  @Test(arguments: loadCases())
  func diagnosticCase(_ fixture: Case) {
    let outcome = runScenario(fixture.source, fixture.language, fixture.attributes)
    var summary = diagnosticSummary(outcome)
    // A case that expects `lint <id>` lines lists the run's lints too, in trace order.
    if fixture.expected.contains(where: { $0.hasPrefix("lint ") }) {
      summary += outcome.events.compactMap { event -> String? in
        guard case .lint(let id, _) = event.action else { return nil }
        return "lint " + id
      }
    }
    #expect(summary == fixture.expected, "DiagnosticsFixture.swift:\(fixture.line)")
    for diagnostic in outcome.diagnostics {
      #expect(!diagnostic.message.isEmpty)
      let rendered = ScenarioRunner.render([diagnostic], source: fixture.source)
      #expect(rendered.contains("[\(diagnostic.id)]"))
    }
  }
}
