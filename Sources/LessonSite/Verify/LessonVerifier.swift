import Foundation
import Scenarios

/// Runs every scenario of one lesson and compares each trace with the lesson's trace block.
///
/// Interpreter diagnostics are moved from snippet positions to the Markdown file (fence line
/// + snippet line, snippet column + fence indentation); a mismatch is reported at the trace
/// block with a unified diff and one sentence on the first differing event.
package struct LessonVerifier: Sendable {
  package var executor: any ScenarioExecuting
  /// `--require-traces`: a scenario without a trace block is an error, not a warning.
  package var requireTraces: Bool

  package init(executor: any ScenarioExecuting, requireTraces: Bool = false) {
    self.executor = executor
    self.requireTraces = requireTraces
  }

  package func verify(_ lesson: Lesson) -> LessonReport {
    let (blocks, problems) = ScenarioExtractor.scenarios(in: lesson)
    let lines = lesson.lines
    var diagnostics = problems
    var results: [ScenarioResult] = []
    for block in blocks {
      let (outcome, found) = run(block, in: lesson, lines: lines)
      var failed = !outcome.succeeded
      diagnostics += found
      if outcome.succeeded {
        if let problem = compare(block, actual: outcome.traceText, lesson: lesson, lines: lines) {
          diagnostics.append(problem)
          failed = failed || problem.severity == .error
        }
      }
      results.append(
        ScenarioResult(
          block: block, lessonPath: lesson.path, locale: lesson.locale, outcome: outcome,
          status: failed ? .failed : .passed))
    }
    diagnostics += SwitchNaming.diagnostics(for: blocks, in: lesson)
    // Swift / Objective-C pairs (`id=NAME.swift`, `id=NAME.objc`) must agree.
    diagnostics += ScenarioPairs.check(&results, lines: lines)
    return LessonReport(
      lesson: lesson, scenarios: results,
      diagnostics: diagnostics.sorted(by: SiteDiagnostic.ordered))
  }

  /// Runs one scenario block of `lesson`; its diagnostics are placed in the lesson's file.
  package func run(_ block: ScenarioBlock, in lesson: Lesson, lines: TextLines? = nil)
    -> (ScenarioOutcome, [SiteDiagnostic])
  {
    let text = lines ?? lesson.lines
    // A CRLF lesson's code reaches the interpreter with plain `\n` line endings.
    let source = TraceText.withUnixLineEndings(block.code.literal)
    let outcome = executor.run(source, language: block.language, attributes: block.attributes)
    let diagnostics = outcome.diagnostics.map {
      mapped($0, block: block, lesson: lesson, lines: text)
    }
    return (outcome, diagnostics)
  }

  /// The diagnostic for a trace block that disagrees with the run (or is missing); nil when
  /// they agree.
  private func compare(_ block: ScenarioBlock, actual: String, lesson: Lesson, lines: TextLines)
    -> SiteDiagnostic?
  {
    guard let trace = block.trace, let expected = block.expectedTrace else {
      return VerifyMessages.missingTrace(block.id, required: requireTraces)
        .located(
          file: lesson.path, line: block.code.openingFenceLine,
          column: block.code.fenceIndentation + 1, text: lines)
    }
    guard expected != actual else { return nil }
    if expected.allSatisfy(\.isWhitespace) {
      return VerifyMessages.emptyTrace(block.id, required: requireTraces)
        .located(
          file: lesson.path, line: trace.openingFenceLine, column: trace.fenceIndentation + 1,
          text: lines)
    }
    let expectedLines = TraceText.lines(expected)
    let actualLines = TraceText.lines(actual)
    let explanation = TraceExplainer.explain(expected: expectedLines, actual: actualLines)
    let diff = UnifiedDiff.diff(old: expectedLines, new: actualLines)
    return VerifyMessages.mismatch(
      block.id, explanation: explanation, diff: diff, unclosed: trace.closingFenceLine == nil
    )
    .located(
      file: lesson.path, line: trace.openingFenceLine,
      column: trace.fenceIndentation + 1, text: lines)
  }

  private func mapped(
    _ diagnostic: ScenarioDiagnostic, block: ScenarioBlock, lesson: Lesson, lines: TextLines
  ) -> SiteDiagnostic {
    let (line, column) = block.fileLocation(
      snippetLine: diagnostic.line, snippetColumn: diagnostic.column)
    var placed = diagnostic.diagnostic(file: lesson.path)
    placed.line = line
    placed.column = column
    // Notes name snippet lines too: placed in the file the same way.
    placed.notes = zip(placed.notes, diagnostic.notes).map { note, snippetNote in
      var note = note
      note.line = block.fileLocation(snippetLine: snippetNote.line, snippetColumn: 1).line
      return note
    }
    return placed.located(file: lesson.path, line: line, column: column, text: lines)
  }
}
