import Diagnostics
import Foundation
import Scenarios

/// The one pipeline every command runs (DESIGN.md section 1):
///
/// ```
/// load → parse → extract scenarios → run → verify → (promote → re-check) → render → write
/// ```
///
/// Each step is a method with typed input and output (`build`'s are in `BuildStep+*.swift`);
/// `check`, `build` and `runLesson` are the three ways through it that the commands use (`lessons check [--promote]`,
/// `lessons build`, `lessons run FILE.md`). The CLI parses arguments, calls one of them and
/// prints what comes back. Lessons are independent of each other, so the per-lesson steps run
/// on all cores; then one site-wide pass.
package struct SitePipeline: Sendable {
  /// Runs scenarios: the interpreter, or a fake in tests.
  package var executor: any ScenarioExecuting
  /// Lessons verified and pages rendered at once.
  package var jobs: Int
  /// `--require-traces`: a scenario without a trace block is an error.
  package var requireTraces: Bool

  package init(executor: any ScenarioExecuting, jobs: Int, requireTraces: Bool = false) {
    self.executor = executor
    self.jobs = max(1, jobs)
    self.requireTraces = requireTraces
  }

  /// Starts `executor.prepare()` on another thread: what every scenario run needs and is
  /// made once a process (the interpreter's UIKit tables) is made while the content loads,
  /// not after it, when the first scenario waits for it.
  func preparing() {
    let executor = self.executor
    DispatchQueue.global(qos: .userInitiated).async { executor.prepare() }
  }

  private var checker: SiteChecker {
    SiteChecker(
      verifier: LessonVerifier(executor: executor, requireTraces: requireTraces), jobs: jobs)
  }

  // MARK: Steps

  /// Load and parse: every lesson of the content folder, each parsed once. Lessons come
  /// without their Markdown trees (`ContentLoader.lesson`): a page parses its lesson again
  /// when it renders, so memory stays flat in the number of lessons.
  /// `preread`: lesson files' bytes already read (`ContentLoader.preread`);
  /// `known`: facts of unchanged lessons, which are then not read (`ContentLoader.known`);
  /// `makingFacts`: each lesson read gets its facts (`ContentLoader.makesFacts`).
  package func load(
    contentDirectory: String, preread: [String: [UInt8]] = [:],
    known: [String: RecordFacts] = [:], makingFacts: Bool = false
  ) throws(SiteBuildError) -> SiteContent {
    do {
      var loader = ContentLoader(jobs: jobs)
      loader.preread = preread
      loader.known = known
      loader.makesFacts = makingFacts
      return try loader.load(contentDirectory: contentDirectory)
    } catch {
      switch error {
      case .missingContentDirectory(let path): throw .missingContentFolder(path: path)
      case .missingSiteConfig(let path): throw .missingSiteConfig(path: path)
      }
    }
  }

  /// Extract, run and verify: each lesson's scenarios against their trace blocks (in
  /// parallel), then the site-wide checks. `progress` is told each finished lesson.
  package func verify(
    _ lessons: [Lesson], localeOrder: [String], progress: (@Sendable (Lesson) -> Void)? = nil
  ) -> CheckReport {
    checker.check(lessons, localeOrder: localeOrder, progress: progress)
  }

  /// What promotion did: the report after re-checking what was written, the file changes,
  /// and problems writing them.
  package struct Promotion: Sendable {
    package var report: CheckReport
    package var changes: [LessonPromoter.FileChange]
    package var problems: [SiteDiagnostic]
  }

  /// Promote, re-read and re-check: writes what ran into the trace blocks (or, for a dry run,
  /// only describes it), then verifies the files as written.
  package func promote(_ report: CheckReport, dryRun: Bool, localeOrder: [String]) -> Promotion {
    let (found, problems) = LessonPromoter(dryRun: dryRun).promote(report)
    var reread: [Int: Lesson] = [:]
    for (index, change) in found { reread[index] = change.reread }
    let rechecked =
      reread.isEmpty ? report : checker.recheck(report, replacing: reread, localeOrder: localeOrder)
    return Promotion(
      report: rechecked, changes: found.keys.sorted().map { found[$0]! }, problems: problems)
  }

  // MARK: Ways through

  /// What `lessons check` asks for.
  package struct CheckRequest: Sendable {
    package var contentDirectory: String
    /// Lesson files or folders to check; empty for all.
    package var paths: [String] = []
    package var promote = false
    package var dryRun = false
    /// Leave what the check held to the process's exit (`ExitHeld`).
    package var holdsMemoryUntilExit = false
    /// Answer unchanged lesson groups from the check cache beside the content folder, and
    /// record it (`CheckCache`). Never with `promote`, which needs every scenario's run.
    package var usesCache = false

    package init(contentDirectory: String) {
      self.contentDirectory = contentDirectory
    }
  }

  /// What `lessons check` found.
  package struct CheckOutcome: Sendable {
    package var report: CheckReport
    /// Every diagnostic to show, sorted: content, verification and promotion problems.
    package var diagnostics: [SiteDiagnostic]
    /// Files promotion changed (or would change, on a dry run).
    package var changes: [LessonPromoter.FileChange]

    /// True when nothing failed and no error was reported.
    package var isClean: Bool {
      report.failed == 0 && !diagnostics.contains { $0.severity == .error }
    }
  }

  /// `check` and `check --promote`: load → parse → extract → run → verify → (promote →
  /// re-check). `starting` is told how many lessons will be checked.
  package func check(
    _ request: CheckRequest, starting: ((Int) -> Void)? = nil,
    progress: (@Sendable (Lesson) -> Void)? = nil
  ) throws(SiteBuildError) -> CheckOutcome {
    let cacheFile =
      request.usesCache && !request.promote
      ? CheckCache.location(forContent: request.contentDirectory) : nil
    // With a cache to answer from, the UIKit tables are made only when a group must run.
    if cacheFile.map({ access($0, F_OK) != 0 }) ?? true { preparing() }
    // Without the cache, nothing keeps what `check` parses. With it, lessons whose files are
    // as the cache recorded them are made from their facts, not parsed (`loadForCheck`).
    var state: CheckCacheState?
    let content: SiteContent
    if let cacheFile {
      let loaded = try loadForCheck(request.contentDirectory, cacheFile: cacheFile)
      content = loaded.content
      state = loaded.state
    } else {
      content = try load(contentDirectory: request.contentDirectory)
    }
    let (lessons, unmatched) = LessonSelection.select(request.paths, from: content)
    if let path = unmatched.first {
      throw .notInContent(path: path, content: request.contentDirectory)
    }
    var extra = content.diagnostics.filter { diagnostic in
      request.paths.isEmpty
        || diagnostic.file.map {
          LessonSelection.covers(request.paths, file: $0) || $0.hasSuffix("/site.json")
            || $0.hasSuffix("/" + Glossary.fileName)
        } ?? true
    }
    let localeOrder = content.config.localeCodes
    // No page shows what `check` runs: its scenarios skip the trace player's states.
    var verifying = self
    verifying.executor = executor.forVerificationOnly
    var report: CheckReport
    if let cacheFile, let state {
      let problems: [SiteDiagnostic]
      (report, problems) = verifying.verifyCached(
        lessons, localeOrder: localeOrder, cacheFile: cacheFile, content: content,
        state: state, starting: starting, progress: progress)
      extra += problems
    } else {
      starting?(lessons.count)
      report = verifying.verify(lessons, localeOrder: localeOrder, progress: progress)
    }
    var changes: [LessonPromoter.FileChange] = []
    if request.promote {
      let promotion = verifying.promote(report, dryRun: request.dryRun, localeOrder: localeOrder)
      report = promotion.report
      changes = promotion.changes
      extra += promotion.problems
    }
    let diagnostics = (report.diagnostics + extra).sorted(by: SiteDiagnostic.ordered)
    if request.holdsMemoryUntilExit { ExitHeld.hold(content) }
    return CheckOutcome(report: report, diagnostics: diagnostics, changes: changes)
  }

  /// What `lessons run FILE.md[:LINE]` ran.
  package struct LessonRun: Sendable {
    /// One scenario that ran: its block, its outcome, and its diagnostics placed in the file.
    package struct Item: Sendable {
      package var block: ScenarioBlock
      package var outcome: ScenarioOutcome
      package var diagnostics: [SiteDiagnostic]
    }

    /// Nil when the file could not be read as a lesson (`problems` say why).
    package var lesson: Lesson?
    /// Reading and extraction problems that concern the chosen scenarios.
    package var problems: [SiteDiagnostic]
    /// The scenarios that ran, in source order.
    package var items: [Item]
    /// Opening fence lines of every scenario of the file, for "no scenario at LINE".
    package var available: [Int]

    /// True when everything ran without an error.
    package var succeeded: Bool {
      lesson != nil && !problems.contains { $0.severity == .error }
        && items.allSatisfy(\.outcome.succeeded)
    }
  }

  /// `run FILE.md[:LINE]`: load → parse → extract → run, for one file outside any content
  /// folder; with `line`, only the scenario whose block (or trace block) holds it.
  package func runLesson(at path: String, line: Int?) -> LessonRun {
    let (loaded, problems) = ContentLoader().loadStandaloneLesson(at: path)
    guard let lesson = loaded else {
      return LessonRun(lesson: nil, problems: problems, items: [], available: [])
    }
    let blocks = lesson.scenarios
    let extraction = lesson.scenarioProblems
    func span(_ block: ScenarioBlock) -> ClosedRange<Int> {
      block.code.openingFenceLine...(block.trace?.lastLine ?? block.code.lastLine)
    }
    let selected = line.map { line in blocks.filter { span($0).contains(line) } } ?? blocks
    // With :LINE, only problems inside the chosen blocks are this run's business.
    let relevant = (problems + extraction).filter { diagnostic in
      guard line != nil, let at = diagnostic.line else { return true }
      return selected.contains { span($0).contains(at) }
    }
    let verifier = LessonVerifier(executor: executor)
    let items = ParallelMap.map(selected, jobs: jobs) { block in
      // A block that continues earlier ones shows what its part adds to their run.
      let earlier = LessonVerifier.earlier(block, in: blocks)
      var (outcome, diagnostics) = verifier.run(block, in: lesson, earlier: earlier)
      if let last = earlier.last {
        let prior = verifier.run(last, in: lesson, earlier: Array(earlier.dropLast())).0
        outcome = LessonVerifier.added(outcome, after: prior)
      }
      return LessonRun.Item(block: block, outcome: outcome, diagnostics: diagnostics)
    }
    return LessonRun(
      lesson: lesson, problems: relevant, items: items,
      available: blocks.map(\.code.openingFenceLine))
  }
}

/// Counts finished lessons across worker threads and reports each step.
final class ProgressCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var done = 0
  private let total: Int
  private let report: (@Sendable (Int, Int) -> Void)?

  init(total: Int, report: (@Sendable (Int, Int) -> Void)?) {
    self.total = total
    self.report = report
  }

  func advance() {
    lock.lock()
    done += 1
    let now = done
    lock.unlock()
    report?(now, total)
  }
}
