/// `--format`: how `check` prints diagnostics.
enum OutputFormat: String, CaseIterable, Sendable {
  /// `path:line:column: error: message [id]`, the source line and a caret.
  case text
  /// One JSON document (sorted keys) with every diagnostic, scenario and the counts.
  case json
  /// GitHub Actions workflow commands: `::error file=…,line=…,col=…::message`.
  case github
}
