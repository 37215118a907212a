import Diagnostics
import Scenarios

/// Every diagnostic verification and promotion report, with its id and wording in one place.
package enum VerifyMessages {
  package static func unknownScenarioLanguage(_ word: String) -> SiteDiagnostic {
    SiteDiagnostic(
      id: .scenarioUnknownLanguage,
      message: "`\(word) scenario` is not a scenario language; write `swift scenario` or "
        + "`objc scenario`"
        + (Suggestion.closest(to: word, in: ["swift", "objc"], minimumAllowance: 1).map {
          " (did you mean `\($0)`?)"
        }
          ?? ""))
  }

  /// The info string's own syntax (`show` with no value, an unknown `show=` value); a `uikit=`
  /// value or a `run=` event the scenario rejects has its own id from the runner.
  package static func badAttribute(_ problem: String) -> SiteDiagnostic {
    SiteDiagnostic(id: .scenarioBadAttribute, message: problem)
  }

  package static func duplicateID(_ id: String, firstLine: Int, file: String) -> SiteDiagnostic {
    SiteDiagnostic(
      id: .scenarioDuplicateId,
      message: "scenario id `\(id)` is already used on line \(firstLine); give one of them "
        + "another `id=`",
      notes: [SiteDiagnostic.Note(message: "first used here", file: file, line: firstLine)])
  }

  package static func duplicateIDAcrossLessons(_ id: String, first: String, line: Int)
    -> SiteDiagnostic
  {
    SiteDiagnostic(
      id: .scenarioDuplicateId,
      message: "scenario id `\(id)` is already used in \(first):\(line); ids must be unique "
        + "within a locale",
      notes: [SiteDiagnostic.Note(message: "first used here", file: first, line: line)])
  }

  package static func orphanTrace() -> SiteDiagnostic {
    SiteDiagnostic(
      id: .traceOrphan,
      message: "this trace block follows no scenario; put it right after a ```swift scenario "
        + "or ```objc scenario block (only blank lines between), or make it another kind of block")
  }

  package static func missingTrace(_ id: String, required: Bool, hidden: Bool = false)
    -> SiteDiagnostic
  {
    SiteDiagnostic(
      id: .traceMissing, severity: required ? .error : .warning,
      message: hidden
        ? "scenario `\(id)` has no trace to compare with; `lessons check --promote` writes "
          + "the trace it produces in a `<!-- lessons: trace … -->` comment after it"
        : "scenario `\(id)` has no ```trace block after it; `lessons check --promote` "
          + "adds the trace it produces")
  }

  /// A block that passed without running its own code: "checked, not run", never verified.
  package static func notRun(
    _ id: String, reach: ScenarioReach, language: ScenarioLanguage, required: Bool
  ) -> SiteDiagnostic {
    let severity: SiteDiagnostic.Severity = required ? .error : .warning
    guard !reach.uncalled.isEmpty else {
      return SiteDiagnostic(
        id: .scenarioNotRun, severity: severity,
        message: "scenario `\(id)` was checked, not run: "
          + (reach.runsCode
            ? "its code ran but did nothing a trace records"
            : "it only declares, and nothing of it executes"),
        detail: "hint: call the UIKit API the text is about (`addChild`, `addSubview`, "
          + "`didMove(toParent:)` …), or hide the calls in a comment before the block: "
          + "`<!-- lessons: driver`, the calls, `-->`\n")
    }
    let names = reach.uncalled.map { "`\($0.key)` (line \($0.line))" }
    let plain = reach.uncalled.filter { !$0.takesArguments }.map(\.name)
    let withArguments = reach.uncalled.filter(\.takesArguments)
    var hint = "hint: "
    if !plain.isEmpty {
      hint +=
        "name them in `run=`, each its own run-loop event: `run=\(plain.joined(separator: ","))`"
    }
    if let first = withArguments.first {
      hint +=
        (plain.isEmpty ? "" : "; ")
        + "a method that takes arguments is a `run=` step with them: "
        + (language == .swift
          ? "`run=\(first.name)(…)`" : "`run=[self \(first.name):…]`")
    }
    hint +=
      "; on a published page, put the attributes in a comment the page hides: "
      + "`<!-- lessons: scenario run=\(reach.uncalled[0].name) -->` before the block\n"
    return SiteDiagnostic(
      id: .scenarioNotRun, severity: severity,
      message: "scenario `\(id)` was checked, not run: nobody calls "
        + names.joined(separator: ", "),
      detail: hint)
  }

  /// A containment mistake (a lint) the page does not show (`ContainmentMistakes`).
  package static func containmentMistake(
    id: String, message: String, severity: SiteDiagnostic.Severity
  ) -> SiteDiagnostic {
    let short = id.hasPrefix("containment.") ? String(id.dropFirst("containment.".count)) : id
    return SiteDiagnostic(
      id: .containmentMistake, severity: severity,
      message: "containment mistake `\(id)`: \(message)",
      detail: "hint: fix the code; if the article shows this mistake on purpose and says so, "
        + "mark the block `<!-- lessons: scenario mistake=\(short) -->`\n")
  }

  /// A `mistake=` the block's run does not show.
  package static func noSuchMistake(_ id: String, mistake: String) -> SiteDiagnostic {
    SiteDiagnostic(
      id: .containmentNoSuchMistake,
      message: "scenario `\(id)` says `mistake=\(mistake)`, but its run shows no such mistake; "
        + "remove it from the annotation, or make the code show the mistake the text describes")
  }

  package static func emptyTrace(_ id: String, required: Bool) -> SiteDiagnostic {
    SiteDiagnostic(
      id: .traceEmpty, severity: required ? .error : .warning,
      message: "this trace is empty: run `lessons check --promote` to write what `\(id)` does "
        + "into it")
  }

  /// `unclosed`: the trace block has no closing fence, which promotion refuses to rewrite,
  /// so the hint says to close it rather than to promote.
  package static func mismatch(
    _ id: String, explanation: String, diff: String, unclosed: Bool = false
  ) -> SiteDiagnostic {
    SiteDiagnostic(
      id: .traceMismatch,
      message: "the trace of `\(id)` does not match what runs: \(explanation)",
      detail: diff
        + (unclosed
          ? "hint: this trace block has no closing fence, so promotion leaves it alone; close "
            + "it with a fence like the one that opens it"
          : "hint: if the run is right, `lessons check --promote` rewrites this trace"))
  }

  package static func crossLocale(
    _ id: String, here: String, hereLine: Int, other: String, otherLine: Int,
    explanation: String, diff: String
  ) -> SiteDiagnostic {
    SiteDiagnostic(
      id: .traceCrossLocale,
      message: "scenario `\(id)` runs differently in \(here):\(hereLine) than in its translation "
        + "\(other):\(otherLine): \(explanation)",
      detail: diff,
      notes: [
        SiteDiagnostic.Note(
          message: "the translation it differs from", file: other, line: otherLine)
      ])
  }

  package static func missingInTranslation(_ id: String, reference: String) -> SiteDiagnostic {
    SiteDiagnostic(
      id: .traceMissingInTranslation, severity: .warning,
      message: "scenario `\(id)` of \(reference) has no block with the same id in this "
        + "translation; translate the block too, so every locale shows the same runs",
      notes: [SiteDiagnostic.Note(message: "the scenario is here", file: reference, line: nil)])
  }

  package static func fileChanged() -> SiteDiagnostic {
    SiteDiagnostic(
      id: .promoteFileChanged,
      message: "the file changed on disk while the check was running; not promoting it. "
        + "Run `lessons check --promote` again")
  }

  package static func writeFailed(_ reason: String) -> SiteDiagnostic {
    SiteDiagnostic(id: .promoteWriteFailed, message: "cannot write the promoted file: \(reason)")
  }

  package static func unclosedScenario(_ id: String) -> SiteDiagnostic {
    SiteDiagnostic(
      id: .promoteUnclosedScenario,
      message: "scenario `\(id)` has no closing fence, so no trace block can be added after it")
  }

  package static func promotedTooLarge(_ bytes: Int, limit: Int) -> SiteDiagnostic {
    SiteDiagnostic(
      id: .promoteTooLarge,
      message: "the promoted lesson would be \(bytes) bytes, more than the limit of \(limit) "
        + "that every later run checks; not promoting it. Split the lesson, or shorten its "
        + "scenarios' traces")
  }

  package static func fenceOutsideContainer() -> SiteDiagnostic {
    SiteDiagnostic(
      id: .promoteFenceOutsideContainer,
      message: "this block is in a block quote or list item, but the line that ends it is "
        + "outside (it lacks the `>` or the item's indentation), so the block has no closing "
        + "fence of its own; not promoting it (the trace would be written outside the quote or "
        + "item). Give the closing fence the same prefix as the opening one")
  }

  package static func cannotPlace() -> SiteDiagnostic {
    SiteDiagnostic(
      id: .promoteCannotPlace,
      message: "the promoted trace would not read back as written (the block's container "
        + "prefix could not be copied faithfully); not promoting this file. Write the trace "
        + "block by hand, or indent its container with spaces instead of tabs")
  }

  package static func unclosedTrace(_ id: String) -> SiteDiagnostic {
    SiteDiagnostic(
      id: .promoteUnclosedTrace,
      message: "the trace block of `\(id)` has no closing fence, so it runs to the end of its "
        + "container; not promoting it (that would replace the text after it). Close it with "
        + "a fence like the one that opens it")
  }

  package static func unnamedSwitch(
    _ id: String, item: String, value: String, defaultValue: String
  ) -> SiteDiagnostic {
    SiteDiagnostic(
      id: .scenarioUnnamedSwitch, severity: .warning,
      message: "scenario `\(id)` runs with `uikit=\(item):\(value)` instead of the model's "
        + "default (`\(item):\(defaultValue)`), but the lesson's text never names \(item)",
      fixIts: [
        SiteDiagnostic.FixIt(
          message: "say in the text that this trace rests on the inferred choice \(item) "
            + "(for example `uikit=\(item):\(value)`), so readers do not take it for UIKit's "
            + "documented behaviour")
      ])
  }
}
