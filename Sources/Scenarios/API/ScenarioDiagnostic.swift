import Diagnostics

/// A problem with a scenario's source, found before or while running it, as the interpreter
/// reports it: placed in the snippet. `diagnostic(file:…)` places it in a file as the one
/// `Diagnostic` every output renders.
///
/// Positions are relative to the snippet: `line` 1 is the first line of code (for a
/// Markdown block, the line after the opening fence). `column` is 1-based and counts
/// characters (Swift `Character`s), not bytes, so that a caret lines up under CJK text.
/// UIKit exceptions are *not* diagnostics: they are the scenario's outcome, in its trace.
public struct ScenarioDiagnostic: Sendable, Equatable, Hashable {
  /// The one severity scale (`Diagnostic.Severity`).
  public typealias Severity = Diagnostic.Severity

  /// Stable dotted id, e.g. `scenario.unknown-member` (`MessageID`); tests and docs refer
  /// to it.
  public var id: MessageID
  public var severity: Severity
  public var message: String
  public var line: Int
  public var column: Int
  /// What to write instead ("did you mean `didMove(toParent:)`?"), when we know.
  public var hint: String?
  /// Edits that fix the problem (a renamed API's new spelling), applied by `lessons fix`.
  public var fixIts: [ScenarioFixIt] = []
  /// Other places that explain it (the `(` a missing `)` would close), by snippet line.
  public var notes: [Note] = []

  /// A place the diagnostic points to besides its own.
  public struct Note: Sendable, Equatable, Hashable {
    public var message: String
    public var line: Int

    public init(message: String, line: Int) {
      self.message = message
      self.line = line
    }
  }

  public init(
    id: MessageID, severity: Severity = .error, message: String, line: Int, column: Int,
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

extension ScenarioDiagnostic {
  /// The diagnostic placed in its file: snippet line 1 is file line `lineOffset + 1`, and
  /// `columnOffset` characters precede the snippet's columns (a fence's indentation). The
  /// hint becomes a fix-it. Line 0 (the block's info string) stays at the fence line.
  package func diagnostic(
    file: String?, lineOffset: Int = 0, columnOffset: Int = 0, sourceLine: String? = nil
  ) -> Diagnostic {
    Diagnostic(
      id: id, severity: severity, message: message, file: file, line: line + lineOffset,
      column: column + columnOffset, sourceLine: sourceLine,
      notes: notes.map {
        Diagnostic.Note(message: $0.message, file: file ?? "", line: $0.line + lineOffset)
      },
      fixIts: hint.map { [Diagnostic.FixIt(message: $0)] } ?? [])
  }
}
