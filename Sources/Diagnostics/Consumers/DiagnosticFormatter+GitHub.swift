extension DiagnosticFormatter {
  /// A GitHub Actions annotation titled with the diagnostic's id
  /// (`::error file=…,line=9,col=1,title=trace.mismatch::message [id]`), so the checks page
  /// lists each problem by kind; fix-its and detail are folded into the message.
  package static func github(_ diagnostic: Diagnostic) -> String {
    let command: String
    switch diagnostic.severity {
    case .error: command = "error"
    case .warning: command = "warning"
    case .note: command = "notice"
    }
    var properties: [String] = []
    if let file = diagnostic.file { properties.append("file=" + githubProperty(file)) }
    if let line = diagnostic.line { properties.append("line=\(line)") }
    if let column = diagnostic.column { properties.append("col=\(column)") }
    properties.append("title=" + githubProperty(diagnostic.id.rawValue))
    var message = "\(diagnostic.message) [\(diagnostic.id.rawValue)]"
    for fixIt in diagnostic.fixIts { message += "\nhint: " + fixIt.message }
    if let detail = diagnostic.detail { message += "\n" + detail }
    return "::\(command) " + properties.joined(separator: ",") + "::" + githubData(message)
      + "\n"
  }

  /// GitHub's workflow-command escaping for the message part, as its toolkit does.
  private static func githubData(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": out += "%25"
      case "\r": out += "%0D"
      case "\n": out += "%0A"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// GitHub's escaping for property values: the message's, and `:` and `,`.
  private static func githubProperty(_ text: String) -> String {
    var out = ""
    for scalar in githubData(text).unicodeScalars {
      switch scalar {
      case ":": out += "%3A"
      case ",": out += "%2C"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
