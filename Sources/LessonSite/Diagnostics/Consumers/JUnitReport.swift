import Scenarios

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
  private struct Case {
    var name: String
    var file: String
    var line: Int?
    /// `failure`, `error` or `skipped`; nil when it passed.
    var outcome: String?
    var message = ""
    var type = ""
    var body = ""
  }

  package var xml: String {
    var suites: [(String, [Case])] = []
    var claimed = Set<Int>()
    let errorsByFile = Dictionary(grouping: diagnostics.indices) { diagnostics[$0].file ?? "" }
    for lesson in report.lessons {
      let path = lesson.lesson.path
      let inFile = errorsByFile[path] ?? []
      var cases: [Case] = []
      for scenario in lesson.scenarios {
        let first = scenario.block.code.openingFenceLine
        let last = scenario.block.trace?.lastLine ?? scenario.block.code.lastLine
        let mine = inFile.filter { index in
          diagnostics[index].line.map { (first...last).contains($0) } ?? false
        }
        claimed.formUnion(mine)
        var testCase = Case(name: scenario.block.id, file: path, line: first)
        switch scenario.statusWord {
        case "failed":
          testCase.outcome = "failure"
          fill(&testCase, mine.filter { diagnostics[$0].severity == .error })
        case "checked-not-run":
          testCase.outcome = "skipped"
          testCase.message =
            "checked, not run: "
            + (mine.map { diagnostics[$0] }.first { $0.id == "scenario.not-run" }?.message
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
        var testCase = Case(name: "lesson", file: path, line: nil, outcome: "error")
        fill(&testCase, rest)
        cases.append(testCase)
      }
      suites.append((path, cases))
    }
    // Files that could not be read as lessons, then everything else (site.json, …).
    var others: [Case] = []
    for (file, indices) in errorsByFile.sorted(by: { $0.key < $1.key }) {
      let errors = indices.filter { !claimed.contains($0) && diagnostics[$0].severity == .error }
      guard !errors.isEmpty else { continue }
      var testCase = Case(name: file.isEmpty ? "content" : file, file: file, line: nil)
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
    return document(suites)
  }

  /// Puts `indices`' diagnostics into `testCase`: the first one's message and id, all of them
  /// as text.
  private func fill(_ testCase: inout Case, _ indices: [Int]) {
    guard let first = indices.first else {
      testCase.message = "the scenario failed"
      return
    }
    testCase.message = diagnostics[first].message
    testCase.type = diagnostics[first].id
    testCase.body = indices.map { DiagnosticFormatter.text(diagnostics[$0]) }.joined()
  }

  private func document(_ suites: [(String, [Case])]) -> String {
    func count(_ cases: [Case], _ outcome: String) -> Int {
      cases.filter { $0.outcome == outcome }.count
    }
    let all = suites.flatMap(\.1)
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out +=
      "<testsuites name=\"lessons check\" tests=\"\(all.count)\" "
      + "failures=\"\(count(all, "failure"))\" errors=\"\(count(all, "error"))\" "
      + "skipped=\"\(count(all, "skipped"))\">\n"
    for (name, cases) in suites {
      out +=
        "  <testsuite name=\"\(Self.escape(name))\" tests=\"\(cases.count)\" "
        + "failures=\"\(count(cases, "failure"))\" errors=\"\(count(cases, "error"))\" "
        + "skipped=\"\(count(cases, "skipped"))\">\n"
      for testCase in cases {
        out +=
          "    <testcase classname=\"\(Self.escape(name))\" name=\"\(Self.escape(testCase.name))\" "
          + "file=\"\(Self.escape(testCase.file))\""
          + (testCase.line.map { " line=\"\($0)\"" } ?? "")
        guard let outcome = testCase.outcome else {
          out += "/>\n"
          continue
        }
        out += ">\n      <\(outcome) message=\"\(Self.escape(testCase.message))\""
        if !testCase.type.isEmpty { out += " type=\"\(Self.escape(testCase.type))\"" }
        out +=
          testCase.body.isEmpty
          ? "/>\n" : ">" + Self.escape(testCase.body) + "</\(outcome)>\n"
        out += "    </testcase>\n"
      }
      out += "  </testsuite>\n"
    }
    out += "</testsuites>\n"
    return out
  }

  /// Text for XML content and attributes: markup characters as entities, and characters XML
  /// 1.0 cannot hold (controls other than tab and line breaks) as U+FFFD.
  package static func escape(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) {
          out += "\u{FFFD}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }
}
