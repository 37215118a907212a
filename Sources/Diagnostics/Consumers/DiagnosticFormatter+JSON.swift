extension DiagnosticFormatter {
  /// A JSON-ready object: strings, numbers and arrays only.
  package static func jsonObject(_ diagnostic: Diagnostic) -> [String: Any] {
    var object: [String: Any] = [
      "id": diagnostic.id.rawValue, "severity": diagnostic.severity.rawValue,
      "message": diagnostic.message,
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
}
