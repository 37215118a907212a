/// The one diagnostic type of the project: a problem in a lesson, a scenario, a theme or a
/// content folder, with a stable dotted id, a severity, a place, a message, notes and
/// fix-its. Scenarios and the site both report in it; the consumers (`DiagnosticFormatter`:
/// text with a caret, GitHub annotations, JSON, HTML, JUnit XML) write it for each audience.
///
/// Lines count from the file's first byte (front matter included); columns are 1-based and
/// count characters (Swift `Character`s), so that a caret lines up under CJK text.
public struct Diagnostic: Sendable, Equatable, Hashable {
  /// How bad it is: errors fail a check or a build, warnings do not.
  public enum Severity: String, Sendable, Equatable, Hashable, Comparable {
    case error, warning, note

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
      lhs.rank < rhs.rank
    }

    private var rank: Int {
      switch self {
      case .error: 0
      case .warning: 1
      case .note: 2
      }
    }
  }

  /// A second place the diagnostic is about (the other translation, the first duplicate).
  public struct Note: Sendable, Equatable, Hashable {
    public var message: String
    public var file: String
    public var line: Int?

    public init(message: String, file: String, line: Int?) {
      self.message = message
      self.file = file
      self.line = line
    }
  }

  /// What to write instead, in words ("did you mean `didMove(toParent:)`?") and, when the
  /// exact edit is known, as a replacement of the diagnostic's line from `column` on.
  public struct FixIt: Sendable, Equatable, Hashable {
    public var message: String
    public var replacement: String?

    public init(message: String, replacement: String? = nil) {
      self.message = message
      self.replacement = replacement
    }
  }

  /// Stable dotted id, e.g. `trace.mismatch` (`MessageID`); tests and docs refer to it.
  public var id: MessageID
  public var severity: Severity
  /// One sentence, no trailing newline.
  public var message: String
  /// The file as the user named it (`Content/en/01-adding-a-child.md`); nil for problems
  /// with no file (an empty content folder).
  public var file: String?
  public var line: Int?
  public var column: Int?
  /// The text of `line`, for the source line and caret under the message.
  public var sourceLine: String?
  /// More lines after the caret: a unified diff, an explanation.
  public var detail: String?
  public var notes: [Note]
  public var fixIts: [FixIt]

  public init(
    id: MessageID, severity: Severity = .error, message: String, file: String? = nil,
    line: Int? = nil, column: Int? = nil, sourceLine: String? = nil, detail: String? = nil,
    notes: [Note] = [], fixIts: [FixIt] = []
  ) {
    self.id = id
    self.severity = severity
    self.message = message
    self.file = file
    self.line = line
    self.column = column
    self.sourceLine = sourceLine
    self.detail = detail
    self.notes = notes
    self.fixIts = fixIts
  }

  /// Deterministic order for output: by file, line, column, then id.
  public static func ordered(_ lhs: Self, _ rhs: Self) -> Bool {
    let left = (lhs.file ?? "", lhs.line ?? 0, lhs.column ?? 0, lhs.id.rawValue, lhs.message)
    let right = (rhs.file ?? "", rhs.line ?? 0, rhs.column ?? 0, rhs.id.rawValue, rhs.message)
    return left < right
  }
}
