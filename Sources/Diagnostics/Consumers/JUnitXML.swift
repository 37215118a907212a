/// JUnit XML, the consumer CI systems read: suites of test cases, each passed, or failed,
/// in error or skipped with a message, the first diagnostic's id as its type and every
/// diagnostic's text (`DiagnosticFormatter.text`) as its body. What the cases are (a
/// lesson's scenarios, a file's problems) is the caller's: `check`'s is `JUnitReport`.
package struct JUnitXML {
  /// One `<testcase>`.
  package struct Case {
    package var name: String
    package var file: String
    package var line: Int?
    /// `failure`, `error` or `skipped`; nil for a case that passed.
    package var outcome: String?
    package var message = ""
    package var type = ""
    package var body = ""

    package init(name: String, file: String, line: Int?, outcome: String? = nil) {
      self.name = name
      self.file = file
      self.line = line
      self.outcome = outcome
    }

    /// Fills the message, type and body from `diagnostics`: the first's message and id, every
    /// one's text; with none, `fallback` is the message.
    package mutating func fill(_ diagnostics: [Diagnostic], fallback: String) {
      guard let first = diagnostics.first else {
        message = fallback
        return
      }
      message = first.message
      type = first.id.rawValue
      body = diagnostics.map(DiagnosticFormatter.text).joined()
    }
  }

  /// `(suite name, its cases)`, in order.
  package var suites: [(String, [Case])]
  /// The `<testsuites>` element's name.
  package var name: String

  package init(name: String, suites: [(String, [Case])]) {
    self.name = name
    self.suites = suites
  }

  /// The document.
  package var xml: String {

    func count(_ cases: [Case], _ outcome: String) -> Int {
      cases.filter { $0.outcome == outcome }.count
    }
    let all = suites.flatMap(\.1)
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out +=
      "<testsuites name=\"\(Self.escape(name))\" tests=\"\(all.count)\" "
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
