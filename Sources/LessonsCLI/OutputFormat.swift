/// `--format`: how `check` prints diagnostics.
enum OutputFormat: String, CaseIterable, Sendable {
  /// `path:line:column: error: message [id]`, the source line and a caret.
  case text
  /// One JSON document (sorted keys, `"version": 1`) with every diagnostic, scenario and the
  /// counts.
  case json
  /// GitHub Actions workflow commands: `::error file=…,line=…,col=…,title=ID::message`.
  case github
  /// JUnit XML, as CI systems read it: one test case per scenario, one per lesson or file
  /// with errors outside its scenarios.
  case junit
}
