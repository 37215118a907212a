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
