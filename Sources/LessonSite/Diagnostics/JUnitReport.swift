import Diagnostics

/// `check --format junit`: JUnit XML for CI systems that show test results from it.
///
/// One `<testsuite>` per lesson file, one `<testcase>` per scenario (named by its id, with
/// the file and the line of its opening fence); a failed scenario has a `<failure>` with its
/// diagnostics, a scenario without a trace is `<skipped>`. Errors outside every scenario of
/// a lesson (a bad link, no title) are one more test case, `lesson`, with an `<error>`; files
/// that are not lessons (site.json) make a last suite, `content`.
package struct JUnitReport {
  package var report: CheckReport
  package var diagnostics: [SiteDiagnostic]

  package init(report: CheckReport, diagnostics: [SiteDiagnostic]) {
    self.report = report
    self.diagnostics = diagnostics
  }

  /// One test case: its name, place and outcome.

  package var xml: String {
    var suites: [(String, [JUnitXML.Case])] = []
    var claimed = Set<Int>()
    let errorsByFile = Dictionary(grouping: diagnostics.indices) { diagnostics[$0].file ?? "" }
    for lesson in report.lessons {
      let path = lesson.lesson.path
      let inFile = errorsByFile[path] ?? []
      var cases: [JUnitXML.Case] = []
      for scenario in lesson.scenarios {
        let first = scenario.block.code.openingFenceLine
        let last = scenario.block.trace?.lastLine ?? scenario.block.code.lastLine
        let mine = inFile.filter { index in
          diagnostics[index].line.map { (first...last).contains($0) } ?? false
        }
        claimed.formUnion(mine)
        var testCase = JUnitXML.Case(name: scenario.block.id, file: path, line: first)
        switch scenario.statusWord {
        case "failed":
          testCase.outcome = "failure"
          fill(&testCase, mine.filter { diagnostics[$0].severity == .error })
        case "checked-not-run":
          testCase.outcome = "skipped"
          testCase.message =
            "checked, not run: "
            + (mine.map { diagnostics[$0] }.first { $0.id == .scenarioNotRun }?.message
              ?? "the block's own code never executed")
        case "without-trace":
          testCase.outcome = "skipped"
          testCase.message = "no trace block to compare with: run `lessons check --promote`"
        default:
          break
        }
        cases.append(testCase)
      }
      let rest = inFile.filter { !claimed.contains($0) && diagnostics[$0].severity == .error }
      claimed.formUnion(inFile)
      if !rest.isEmpty {
        var testCase = JUnitXML.Case(name: "lesson", file: path, line: nil, outcome: "error")
        fill(&testCase, rest)
        cases.append(testCase)
      }
      suites.append((path, cases))
    }
    // Files that could not be read as lessons, then everything else (site.json, …).
    var others: [JUnitXML.Case] = []
    for (file, indices) in errorsByFile.sorted(by: { $0.key < $1.key }) {
      let errors = indices.filter { !claimed.contains($0) && diagnostics[$0].severity == .error }
      guard !errors.isEmpty else { continue }
      var testCase = JUnitXML.Case(name: file.isEmpty ? "content" : file, file: file, line: nil)
      testCase.outcome = "error"
      fill(&testCase, errors)
      if file.hasSuffix(".md") {
        testCase.name = "lesson"
        suites.append((file, [testCase]))
      } else {
        others.append(testCase)
      }
    }
    if !others.isEmpty { suites.append(("content", others)) }
    return JUnitXML(name: "lessons check", suites: suites).xml
  }

  /// Puts `indices`' diagnostics into `testCase`: the first one's message and id, all of them
  /// as text.
  private func fill(_ testCase: inout JUnitXML.Case, _ indices: [Int]) {
    testCase.fill(indices.map { diagnostics[$0] }, fallback: "the scenario failed")
  }
}
