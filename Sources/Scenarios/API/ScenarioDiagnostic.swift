/// A problem with a scenario's source, found before or while running it.
///
/// Positions are relative to the snippet: `line` 1 is the first line of code (for a
/// Markdown block, the line after the opening fence). `column` is 1-based and counts
/// characters (Swift `Character`s), not bytes, so that a caret lines up under CJK text.
/// UIKit exceptions are *not* diagnostics: they are the scenario's outcome, in its trace.
public struct ScenarioDiagnostic: Sendable, Equatable, Hashable {
  public enum Severity: String, Sendable, Equatable, Hashable {
    case error, warning, note
  }

  /// Stable dotted id, e.g. `scenario.unknown-member`; tests and docs refer to it.
  public var id: String
  public var severity: Severity
  public var message: String
  public var line: Int
  public var column: Int
  /// What to write instead ("did you mean `didMove(toParent:)`?"), when we know.
  public var hint: String?
  /// Edits that fix the problem (a renamed API's new spelling), applied by `lessons fix`.
  public var fixIts: [ScenarioFixIt] = []

  public init(
    id: String, severity: Severity = .error, message: String, line: Int, column: Int,
    hint: String? = nil
  ) {
    self.id = id
    self.severity = severity
    self.message = message
    self.line = line
    self.column = column
    self.hint = hint
  }
}
