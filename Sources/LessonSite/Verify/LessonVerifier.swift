import Containment
import Diagnostics
import Foundation
import Scenarios

/// Runs every scenario of one lesson and compares each trace with the lesson's trace block.
///
/// Interpreter diagnostics are moved from snippet positions to the Markdown file (fence line
/// + snippet line, snippet column + fence indentation; through the block's source map when
/// its run has a hidden prelude or driver, or continues earlier blocks); a mismatch is
/// reported at the trace block with a unified diff and one sentence on the first differing
/// event. A block that continues earlier ones runs after them, and its trace is what its
/// own part adds.
package struct LessonVerifier: Sendable {
  package var executor: any ScenarioExecuting
  /// `--require-traces`: a scenario without a trace block, or whose code never ran, is an
  /// error, not a warning.
  package var requireTraces: Bool

  package init(executor: any ScenarioExecuting, requireTraces: Bool = false) {
    self.executor = executor
    self.requireTraces = requireTraces
  }

  package func verify(_ lesson: Lesson) -> LessonReport {
    let blocks = lesson.scenarios
    let problems = lesson.scenarioProblems
    let lines = lesson.lines
    var diagnostics = problems
    var results: [ScenarioResult] = []
    // The whole run of each group up to its last block: a block that continues it reports
    // only what its own part adds.
    var groupRuns: [String: ScenarioOutcome] = [:]
    // Blocks whose own run failed: they reported their errors already.
    var failedBlocks: Set<Int> = []
    // The whole run of each group up to its latest block that continues it, and the blocks
    // whose containment mistakes wait for it (`ContainmentMistakes`).
    var chainRuns: [String: ScenarioOutcome] = [:]
    // The block each of those runs belongs to (its source map says whose lines ran), and the
    // results that are "checked, not run" only (`notRunOnly`): a later run of the group may
    // have run them (A16).
    var chainPlaced: [String: ScenarioBlock] = [:]
    var notRunOnly: [Int: Bool] = [:]
    var mistakeChecks: [(result: Int, block: ScenarioBlock, outcome: ScenarioOutcome)] = []
    for block in blocks {
      let earlier = Self.earlier(block, in: blocks)
      let (full, found, placed) = runPlaced(
        block, in: lesson, lines: lines, earlier: earlier, reported: failedBlocks)
      let group = block.hidden.group ?? ""
      let outcome = Self.added(full, after: earlier.isEmpty ? nil : groupRuns[group])
      groupRuns[group] = full
      if !earlier.isEmpty {
        chainRuns[group] = full
        chainPlaced[group] = placed
      }
      var failed = !outcome.succeeded
      diagnostics += found
      var notRun: ScenarioReach?
      if outcome.succeeded, !earlier.isEmpty, outcome.traceText.allSatisfy(\.isWhitespace),
        block.expectedTrace == nil, GroupDeclarations.ranOwnCode(placed, in: full)
      {
        // Declarations an earlier block of the group called: checked by that block's run.
      } else if outcome.succeeded {
        notRun = Self.notRun(
          placed, outcome: outcome, continues: !earlier.isEmpty, full: full)
        if let reach = notRun {
          notRunOnly[results.count] = !failed
          let problem = VerifyMessages.notRun(
            block.id, reach: reach, language: block.language, required: requireTraces
          )
          .located(
            file: lesson.path, line: block.anchorLine,
            column: block.code.fenceIndentation + 1, text: lines)
          diagnostics.append(problem)
          failed = failed || problem.severity == .error
        } else if let problem = compare(block, run: outcome, lesson: lesson, lines: lines) {
          diagnostics.append(problem)
          failed = failed || problem.severity == .error
        }
      }
      if failed { failedBlocks.insert(block.ordinal) }
      if outcome.succeeded { mistakeChecks.append((results.count, placed, outcome)) }
      results.append(
        ScenarioResult(
          block: placed, lessonPath: lesson.path, locale: lesson.locale, outcome: outcome,
          status: failed ? .failed : .passed, notRun: notRun))
    }
    // A block of a group whose code only a later block's run executes (a method the later
    // block's driver calls) was run by the group: not "checked, not run" (A16).
    for (index, alone) in notRunOnly {
      let block = results[index].block
      let group = block.hidden.group ?? ""
      guard block.hidden.group != nil || block.hidden.continues,
        let whole = chainRuns[group], let wholePlaced = chainPlaced[group],
        wholePlaced.ordinal > block.ordinal,
        GroupDeclarations.ranLines(of: block, placed: wholePlaced, in: whole)
      else { continue }
      results[index].notRun = nil
      diagnostics.removeAll {
        $0.id == .scenarioNotRun && $0.file == lesson.path && $0.line == block.anchorLine
      }
      if alone { results[index].status = .passed }
    }
    for check in mistakeChecks {
      // A block of a group is one step of one program: a mistake it leaves that a later
      // block of the group undoes (the `didMove` a later step sends) is no mistake.
      let group = check.block.hidden.group ?? ""
      let chained = blocks.contains { later in
        later.ordinal > check.block.ordinal
          && Self.earlier(later, in: blocks).contains { $0.ordinal == check.block.ordinal }
      }
      var outcome = check.outcome
      if chained, let whole = chainRuns[group] {
        let remaining = Set(whole.events.filter { $0.kind == .lint }.map(\.action))
        outcome.events.removeAll { $0.kind == .lint && !remaining.contains($0.action) }
      }
      let found = ContainmentMistakes.diagnostics(
        check.block, outcome: outcome, lesson: lesson, lines: lines,
        requireTraces: requireTraces)
      diagnostics += found
      if found.contains(where: { $0.severity == .error }) {
        results[check.result].status = .failed
      }
    }
    diagnostics += SwitchNaming.diagnostics(for: blocks, in: lesson)
    // Swift / Objective-C pairs (`id=NAME.swift`, `id=NAME.objc`) must agree.
    diagnostics += ScenarioPairs.check(&results, lines: lines)
    return LessonReport(
      lesson: lesson, scenarios: results,
      diagnostics: diagnostics.sorted(by: SiteDiagnostic.ordered))
  }

  /// The blocks `block` continues, in order: with `continue`, the earlier blocks of its
  /// group (the file's blocks without `group=`); with `group=NAME`, the earlier blocks of
  /// that group.
  package static func earlier(_ block: ScenarioBlock, in blocks: [ScenarioBlock])
    -> [ScenarioBlock]
  {
    guard block.hidden.continues || block.hidden.group != nil else { return [] }
    return blocks.filter {
      $0.ordinal < block.ordinal && $0.hidden.group == block.hidden.group
    }
  }

  /// What `full` adds to `prior` (the run up to the block before): its events after the
  /// prior run's, when the prior run is where it starts; the whole run otherwise. The prior
  /// run's closing turn (the end of its last run-loop turn, and what UIKit does there, such
  /// as `viewDidAppear`) is where that run ended: in `full` the later block's code runs
  /// before it, so `full` may part from `prior` there. Its closing lints come again at the
  /// end of `full` when their cause is still there: one root cause, reported by the block
  /// that caused it, so they are left out here.
  static func added(_ full: ScenarioOutcome, after prior: ScenarioOutcome?) -> ScenarioOutcome {
    guard let prior, prior.succeeded, full.succeeded else { return full }
    var core = prior.events[...]
    var closingLints = Set<TraceEvent>()
    while let last = core.last, last.kind == .lint {
      closingLints.insert(last)
      core = core.dropLast()
    }
    let shared = zip(core, full.events).prefix { $0 == $1 }.count
    if shared < core.count {
      // Only the closing turn may differ: everything before it must be where `full` starts.
      guard let closingTurn = core.lastIndex(where: { $0.kind == .turn }),
        shared >= closingTurn - core.startIndex
      else { return full }
    }
    var outcome = full
    outcome.events = full.events.dropFirst(shared).filter {
      !($0.kind == .lint && closingLints.contains($0))
    }
    return outcome
  }

  /// Runs one scenario block of `lesson`; its diagnostics are placed in the lesson's file.
  package func run(
    _ block: ScenarioBlock, in lesson: Lesson, lines: TextLines? = nil,
    earlier: [ScenarioBlock] = []
  ) -> (ScenarioOutcome, [SiteDiagnostic]) {
    let (outcome, diagnostics, _) = runPlaced(
      block, in: lesson, lines: lines ?? lesson.lines, earlier: earlier)
    return (outcome, diagnostics)
  }

  /// `run`, with the block as it ran: its source map set when its source is more than its
  /// code (a hidden prelude or driver, earlier blocks). Diagnostics in the code of an
  /// earlier block that failed on its own (`reported`) are that block's to report: left out
  /// here, the block still fails. One in an earlier block that ran cleanly alone is this
  /// block's doing (it changed how the whole reads, e.g. a method turned the group into
  /// methods shape) and is kept, so a failure never comes without its error.
  private func runPlaced(
    _ block: ScenarioBlock, in lesson: Lesson, lines: TextLines, earlier: [ScenarioBlock],
    reported: Set<Int> = []
  ) -> (ScenarioOutcome, [SiteDiagnostic], ScenarioBlock) {
    var placed = block
    let source: String
    var attributes = block.attributes
    if earlier.isEmpty, block.hidden.prelude.isEmpty, block.hidden.drivers.isEmpty,
      block.hidden.callSteps.isEmpty, block.hidden.laterDeclarations.isEmpty,
      block.hidden.groupSelfClass == nil, block.hidden.inClass == nil
    {
      // A CRLF lesson's code reaches the interpreter with plain `\n` line endings.
      source = TraceText.withUnixLineEndings(block.code.literal)
    } else {
      let (assembled, combined) = DriverCode.assemble(block, after: earlier)
      placed.sourceMap = assembled
      placed.attributes = combined
      source = assembled.source
      attributes = combined
    }
    var outcome = executor.run(source, language: block.language, attributes: attributes)
    var renameNotes: [ScenarioDiagnostic] = []
    if block.language == .swift {
      // `swift=4`, or old spellings without it: the old SDK's names, checked as today's
      // (`OldSwiftNames`).
      (outcome, renameNotes) = OldSwiftNames.outcome(
        of: source, first: outcome, version: block.hidden.oldSwift
      ) { renamed in
        executor.run(renamed, language: block.language, attributes: attributes)
      }
      renameNotes = renameNotes.filter { note in
        placed.sourceMap.map { $0.piece(at: note.line)?.piece.owner == block.ordinal } ?? true
      }
      if block.hidden.oldSwift == nil {
        // Warnings with fix-its: in the outcome, where `lessons fix` reads fix-its.
        outcome.diagnostics = renameNotes + outcome.diagnostics
        renameNotes = []
      }
    }
    if GroupDeclarations.failedInLaterBlock(placed, outcome: outcome) {
      // A later block's declarations broke this run: they are that block's to report, and
      // this block runs as it would without them.
      var alone = block
      alone.hidden.laterDeclarations = []
      return runPlaced(alone, in: lesson, lines: lines, earlier: earlier, reported: reported)
    }
    let diagnostics = (renameNotes + outcome.diagnostics).filter { diagnostic in
      guard let map = placed.sourceMap, diagnostic.line > 0,
        let (piece, _) = map.piece(at: diagnostic.line)
      else { return true }
      return piece.owner == block.ordinal || !reported.contains(piece.owner)
    }.map { mapped($0, block: placed, lesson: lesson, lines: lines) }
    return (outcome, diagnostics, placed)
  }

  /// What the block's run left unexercised, when it ran none of its own code or recorded
  /// nothing at all; nil when its code ran and the trace shows it. A run that recorded an
  /// event at one of the block's lines ran its code, whatever the text alone suggests; a
  /// block that continues others ran when its part added anything. The uncalled methods'
  /// lines are file lines.
  static func notRun(
    _ block: ScenarioBlock, outcome: ScenarioOutcome, continues: Bool = false,
    full: ScenarioOutcome? = nil
  ) -> ScenarioReach? {
    if outcome.traceText.allSatisfy(\.isWhitespace) {
      return ScenarioReach(runsCode: !block.code.literal.allSatisfy(\.isWhitespace), uncalled: [])
    }
    if continues {
      // What a continuing block adds may be its driver's events alone: it ran when a line
      // of its own code did (A15). Declarations alone (the class the group's `self` is) are
      // used by the run, not run.
      guard let full, !GroupDeclarations.ranLines(of: block, placed: block, in: full),
        ScenarioDeclarations.hasCode(
          TraceText.withUnixLineEndings(block.code.literal), language: block.language)
      else { return nil }
      return ScenarioReach(runsCode: false, uncalled: [])
    }
    if outcome.events.contains(where: { $0.sourceLine != nil }) { return nil }
    let source = block.sourceMap?.source ?? TraceText.withUnixLineEndings(block.code.literal)
    guard
      var reach = ScenarioReach.of(
        source, language: block.language, attributes: block.attributes)
    else { return nil }
    if reach.runsCode {
      // Code that only defines methods, none of whose lines shows in the run: what ran of
      // it (a `run=` step that returned early, overrides UIKit never called) did nothing a
      // trace records, so the trace verifies nothing the block says.
      let shape = ScenarioShape.of(
        source, language: block.language, attributes: block.attributes)
      return shape?.definesMethods == true ? ScenarioReach(runsCode: true, uncalled: []) : nil
    }
    reach.uncalled = reach.uncalled.filter { method in
      block.sourceMap.map { $0.piece(at: method.line)?.piece.isGenerated == false } ?? true
    }
    for index in reach.uncalled.indices {
      reach.uncalled[index].line =
        block.fileLocation(snippetLine: reach.uncalled[index].line, snippetColumn: 1).line
    }
    return reach
  }

  /// The diagnostic for a trace block that disagrees with the run (or is missing); nil when
  /// they agree. The run's side of the explanation and the diff are its events' lines
  /// (`TraceLine.lines(of:)`), not its trace text read back.
  private func compare(
    _ block: ScenarioBlock, run: ScenarioOutcome, lesson: Lesson, lines: TextLines
  ) -> SiteDiagnostic? {
    let anchor: (line: Int, column: Int)
    if let trace = block.trace {
      anchor = (trace.openingFenceLine, trace.fenceIndentation + 1)
    } else if let hidden = block.hidden.trace {
      anchor = (hidden.openingLine, 1)
    } else {
      return VerifyMessages.missingTrace(
        block.id, required: requireTraces, hidden: block.hidden.isAnnotated
      )
      .located(
        file: lesson.path, line: block.anchorLine,
        column: block.code.fenceIndentation + 1, text: lines)
    }
    guard let expected = block.expectedTrace, expected != run.traceText else { return nil }
    if expected.allSatisfy(\.isWhitespace) {
      return VerifyMessages.emptyTrace(block.id, required: requireTraces)
        .located(file: lesson.path, line: anchor.line, column: anchor.column, text: lines)
    }
    let written = TraceText.lines(expected).map(TraceLine.init(written:))
    let ran = TraceLine.lines(of: run)
    let explanation = TraceExplainer.explain(expected: written, actual: ran)
    let diff = UnifiedDiff.diff(old: written.map(\.text), new: ran.map(\.text))
    return VerifyMessages.mismatch(
      block.id, explanation: explanation, diff: diff,
      unclosed: block.trace.map { $0.closingFenceLine == nil } ?? false
    )
    .located(file: lesson.path, line: anchor.line, column: anchor.column, text: lines)
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
