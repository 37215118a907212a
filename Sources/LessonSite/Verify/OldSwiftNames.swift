import Diagnostics
import Scenarios

/// `swift=3` / `swift=4`: an article written for Swift 3 or 4.0–4.1 checked as published.
///
/// Those SDKs spelled containment differently (`addChildViewController(_:)`,
/// `didMove(toParentViewController:)`, `removeFromParentViewController()`,
/// `UIViewAnimationOptions`): the names were changed in Swift 4.2 (iOS 12 SDK), the behaviour
/// was not. Today's names are what the model knows, so such a block fails with
/// `scenario.renamed`, and only a visible edit (`lessons fix`) used to clear it. Under the
/// hidden attribute the renames are applied to the run's source, never to the page, and each
/// becomes a note that says what was checked instead.
///
/// The renames are the run's own `scenario.renamed` fix-its: the run reports them, the block
/// runs again with them applied (until no rename is left, a few rounds at most, since some
/// are found while running).
///
/// Without the attribute the spellings themselves say the code is older Swift, and the block
/// runs the same way: code cut from a 2017 app or article is correct for the compiler it was
/// written for, and its trace is today's. Each rename is then a warning rather than a note
/// (the author has not said which Swift the block is), keeping its fix-it, so `lessons fix`
/// still modernises the spelling; `swift=4` turns the warnings into notes.
package enum OldSwiftNames {
  /// The `swift=` values that name an SDK with the old spellings.
  package static let versions = ["3", "4", "4.0", "4.1"]

  /// The largest number of rounds: each finds what the last one's renames uncovered.
  static let maximumRounds = 4

  /// The run of `source` under `swift=version`: `first` (its run as written) while it reports
  /// renames, then the run of the renamed source (`rerun`), round after round; with a note
  /// for each rename applied. `check` and `run` both use it, so a block and a snippet with
  /// the same attribute mean the same.
  /// `version` nil: no `swift=` attribute, the spellings alone say the block is older Swift;
  /// each rename is a warning with its fix-it (only where no earlier round changed its line,
  /// so the fix-it's position is the written code's).
  package static func outcome(
    of source: String, first: ScenarioOutcome, version: String?,
    rerun: (String) -> ScenarioOutcome
  ) -> (outcome: ScenarioOutcome, notes: [ScenarioDiagnostic]) {
    // Swift 2 code (its removed syntax reported beside the renames) needs more than today's
    // names: its renames and its syntax are fixed together by `lessons fix`, and renamed alone
    // it would hide the syntax the fix needs to see. Without a version it stays as it is.
    if version == nil,
      first.diagnostics.contains(where: { $0.severity == .error && $0.id == .scenarioSyntax })
    {
      return (first, [])
    }
    var outcome = first
    var current = source
    var notes: [ScenarioDiagnostic] = []
    var changedLines: Set<Int> = []
    for _ in 0..<maximumRounds {
      guard
        let (renamed, found) = applied(
          to: current, outcome: outcome, version: version, changedLines: changedLines)
      else { break }
      notes += found
      changedLines.formUnion(found.map(\.line))
      current = renamed
      outcome = rerun(current)
    }
    return (outcome, notes)
  }

  /// `outcome`'s renames applied to `source`, with a note (or, without a version, a warning)
  /// for each; nil when it has none.
  static func applied(
    to source: String, outcome: ScenarioOutcome, version: String?, changedLines: Set<Int> = []
  ) -> (source: String, notes: [ScenarioDiagnostic])? {
    let renames = outcome.diagnostics.filter { $0.id == .scenarioRenamed && !$0.fixIts.isEmpty }
    guard !renames.isEmpty else { return nil }
    var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var notes: [ScenarioDiagnostic] = []
    // Right to left within a line, so earlier columns stay where they were.
    let fixIts = renames.flatMap(\.fixIts).sorted {
      ($0.line, $0.column) > ($1.line, $1.column)
    }
    var done = Set<ScenarioFixIt>()
    for fixIt in fixIts where !done.contains(fixIt) {
      done.insert(fixIt)
      guard fixIt.line >= 1, fixIt.line <= lines.count else { continue }
      var characters = Array(lines[fixIt.line - 1])
      let start = fixIt.column - 1
      guard start >= 0, start + fixIt.length <= characters.count else { continue }
      let old = String(characters[start..<start + fixIt.length])
      characters.replaceSubrange(start..<start + fixIt.length, with: Array(fixIt.replacement))
      lines[fixIt.line - 1] = String(characters)
      guard let version else { continue }
      notes.append(
        ScenarioDiagnostic(
          id: .scenarioRenamed, severity: .note,
          message: "`\(old)` is the Swift \(version) spelling; checked as "
            + "`\(fixIt.replacement)`, today's spelling of the same API (`swift=\(version)`)",
          line: fixIt.line, column: fixIt.column))
    }
    guard version == nil else { return (lines.joined(separator: "\n"), notes.reversed()) }
    // Without a version: one warning per rename, in the run's own words (which name the whole
    // member, so two renames of one label stay two warnings).
    let warnings = renames.map { rename in
      var warning = rename
      warning.severity = .warning
      warning.message +=
        "; checked as today's name (older Swift: `swift=3` or `swift=4` on the block says "
        + "which; `lessons fix` renames it)"
      if rename.fixIts.contains(where: { changedLines.contains($0.line) }) {
        warning.fixIts = []
      }
      return warning
    }
    return (lines.joined(separator: "\n"), warnings)
  }
}
