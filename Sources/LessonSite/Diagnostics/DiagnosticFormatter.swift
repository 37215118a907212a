import Foundation
import Scenarios

/// The site's consumers of the one `Diagnostic`: people's text and GitHub annotations (both
/// written by `DiagnosticRenderer`, in Scenarios), JSON objects for tools, and HTML for pages.
package enum DiagnosticFormatter {
  /// People's text with a caret (`DiagnosticRenderer.text`, the one text renderer).
  package static func text(_ diagnostic: SiteDiagnostic) -> String {
    DiagnosticRenderer.text(diagnostic)
  }

  /// A GitHub Actions annotation (`DiagnosticRenderer.github`) titled with the diagnostic's
  /// id (`::error file=…,line=9,col=1,title=trace.mismatch::…`), so the checks page lists
  /// each problem by kind.
  package static func github(_ diagnostic: SiteDiagnostic) -> String {
    let annotation = DiagnosticRenderer.github(diagnostic)
    // `::command[ properties]::message`: the properties end at the second `::`.
    let afterCommand = annotation.index(annotation.startIndex, offsetBy: 2)
    guard let end = annotation.range(of: "::", range: afterCommand..<annotation.endIndex) else {
      return annotation
    }
    let head = annotation[..<end.lowerBound]
    let separator = head.contains(" ") ? "," : " "
    return head + separator + "title=" + githubProperty(diagnostic.id)
      + annotation[end.lowerBound...]
  }

  /// A workflow command property value, escaped as GitHub's toolkit does.
  private static func githubProperty(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A").replacingOccurrences(of: ":", with: "%3A")
      .replacingOccurrences(of: ",", with: "%2C")
  }

  /// A JSON-ready object: strings, numbers and arrays only.
  package static func jsonObject(_ diagnostic: SiteDiagnostic) -> [String: Any] {
    var object: [String: Any] = [
      "id": diagnostic.id, "severity": diagnostic.severity.rawValue, "message": diagnostic.message,
    ]
    if let file = diagnostic.file { object["file"] = file }
    if let line = diagnostic.line { object["line"] = line }
    if let column = diagnostic.column { object["column"] = column }
    if let detail = diagnostic.detail { object["detail"] = detail }
    if !diagnostic.fixIts.isEmpty {
      object["fixIts"] = diagnostic.fixIts.map { fixIt -> [String: Any] in
        var value: [String: Any] = ["message": fixIt.message]
        if let replacement = fixIt.replacement { value["replacement"] = replacement }
        return value
      }
    }
    if !diagnostic.notes.isEmpty {
      object["notes"] = diagnostic.notes.map { note -> [String: Any] in
        var value: [String: Any] = ["message": note.message, "file": note.file]
        if let line = note.line { value["line"] = line }
        return value
      }
    }
    return object
  }

  /// The diagnostic as a page shows it: the message, id and place, the source line and caret,
  /// fix-its and detail, all escaped, in one `<pre>`.
  package static func html(_ diagnostic: SiteDiagnostic) -> String {
    "<pre class=\"diagnostic diagnostic-\(diagnostic.severity.rawValue)\">"
      + HTML.escape(text(diagnostic).trimmingCharacters(in: .newlines)) + "</pre>"
  }
}
