import Containment
import Diagnostics
import Scenarios

/// The containment mistakes a block's run found (its `lint` events) as diagnostics at the call
/// that made each one, when the page does not show them (`containment.mistake`).
///
/// A lint is a line of the trace. A lesson shows its trace in a ```` ```trace ```` block, so a
/// mistake it makes is on the page, on purpose, and the trace check already compares it. A
/// published article keeps its trace in a hidden comment, or has none: there a lint that is
/// only a trace line is a mistake no reader is told about, which `--promote` would write
/// into the hidden trace and CI would then pass. So:
///
/// - a block marked by a `<!-- lessons: … -->` comment (a published article's: the page shows
///   neither the marking nor a trace), or whose trace is a hidden comment, gets an error for
///   each lint, before and after `--promote`, and fails: a warning would leave the writer's CI
///   green on the very mistake the run found;
/// - a block marked in its info string without a trace block yet (a lesson being written)
///   gets a warning, an error with `--require-traces`; once promoted, its trace block shows
///   the lint on the page.
///
/// An article that shows a mistake on purpose says so with `mistake=ID` (the lint id, with or
/// without its `containment.` prefix; several separated by commas); such a lint is not
/// reported, and a `mistake=` that the run does not show is an error
/// (`containment.no-such-mistake`), since the article then claims a mistake its code does not
/// make. The step budget, an error of its own, is no mistake here.
enum ContainmentMistakes {
  /// The diagnostics for `block` (as it ran, with its source map) and what its own part of
  /// the run recorded, `outcome`; empty for a block with a visible trace block or a failed run.
  static func diagnostics(
    _ block: ScenarioBlock, outcome: ScenarioOutcome, lesson: Lesson, lines: TextLines,
    requireTraces: Bool
  ) -> [SiteDiagnostic] {
    let severity: SiteDiagnostic.Severity =
      block.hidden.isAnnotated || block.hidden.trace != nil || requireTraces ? .error : .warning
    guard outcome.succeeded, block.trace == nil else { return [] }
    let source = (block.sourceMap?.source ?? TraceText.withUnixLineEndings(block.code.literal))
      .split(separator: "\n", omittingEmptySubsequences: false)
    var acknowledged = Set(block.hidden.mistakes)
    var seen = Set<String>()
    var diagnostics: [SiteDiagnostic] = []
    for event in outcome.events where event.kind == .lint {
      guard case .lint(let id, let message) = event.action, id != TraceIDs.stepBudget else {
        continue
      }
      if acknowledged.contains(id) {
        seen.insert(id)
        continue
      }
      let (line, column): (Int, Int)
      if let snippetLine = event.sourceLine, snippetLine >= 1, snippetLine <= source.count {
        let text = source[snippetLine - 1]
        let indentation = text.prefix { $0 == " " || $0 == "\t" }.count
        (line, column) = block.fileLocation(
          snippetLine: snippetLine, snippetColumn: indentation + 1)
      } else {
        (line, column) = (block.anchorLine, block.code.fenceIndentation + 1)
      }
      diagnostics.append(
        VerifyMessages.containmentMistake(id: id, message: message, severity: severity)
          .located(file: lesson.path, line: line, column: column, text: lines))
    }
    acknowledged.subtract(seen)
    for id in acknowledged.sorted() {
      diagnostics.append(
        VerifyMessages.noSuchMistake(block.id, mistake: id)
          .located(
            file: lesson.path, line: block.anchorLine, column: block.code.fenceIndentation + 1,
            text: lines))
    }
    return diagnostics
  }

  /// The lint id a `mistake=` value names: `missing-did-move` is `containment.missing-did-move`;
  /// a value with a dot is an id already (`appearance.unfinished-transition`).
  static func lintID(_ value: String) -> String {
    value.contains(".") ? value : "containment." + value
  }
}
