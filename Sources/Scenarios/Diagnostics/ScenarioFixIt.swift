/// A replacement that fixes a diagnostic: `length` characters at `line:column` (the same
/// positions as `ScenarioDiagnostic`: snippet lines from 1, columns in `Character`s from 1)
/// become `replacement`. A diagnostic's fix-its never overlap and stay on one line each, so
/// a tool (`lessons fix`) can apply them from the last to the first.
public struct ScenarioFixIt: Sendable, Equatable, Hashable {
  public var line: Int
  public var column: Int
  public var length: Int
  public var replacement: String

  public init(line: Int, column: Int, length: Int, replacement: String) {
    self.line = line
    self.column = column
    self.length = length
    self.replacement = replacement
  }
}

extension ScenarioFixIt {
  /// A declaration for the block's hidden prelude (`<!-- lessons: prelude … -->` before the
  /// block) rather than a change of its code: marked by line 0, column 0, which no code
  /// position has, so it travels through every place a fix-it is stored unchanged.
  public static func prelude(_ declaration: String) -> ScenarioFixIt {
    ScenarioFixIt(line: 0, column: 0, length: 0, replacement: declaration)
  }

  /// True for a fix-it made by `prelude(_:)`.
  public var isPrelude: Bool { line == 0 && column == 0 && length == 0 }
}
