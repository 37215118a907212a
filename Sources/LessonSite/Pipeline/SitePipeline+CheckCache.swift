import Diagnostics
import Foundation
import Scenarios

/// `check` with its cache (`CheckCache`): lessons whose files are unchanged are made from
/// their recorded facts, not parsed; the lesson groups whose key the cache holds unchanged
/// answer from it; the others are parsed, run and verified as ever, the site-wide checks
/// among them.
extension SitePipeline {
  /// What the last check recorded, and the content's digests now.
  struct CheckCacheState {
    var old: CheckCache?
    var inputs: InputDigests
  }

  /// Loads the content folder for a check with its cache at `cacheFile`: every file stamped,
  /// only those whose stamp changed read and digested (`InputDigests`), and lessons whose
  /// file is unchanged made from the facts the cache recorded (`Lesson.isOpen` false).
  func loadForCheck(_ contentDirectory: String, cacheFile: String) throws(SiteBuildError) -> (
    content: SiteContent, state: CheckCacheState
  ) {
    let root = ContentLoader.root(contentDirectory)
    let old = CheckCache.read(cacheFile, tool: BuildCache.toolIdentity, content: root)
    var inputs = InputDigests(
      folders: [("content", contentDirectory)], previous: old?.inputs, jobs: jobs,
      keeping: { key, size in key.hasSuffix(".md") && size <= SiteLimits.lessonBytes })
    let keys = RecordKeys(inputs: inputs, root: root)
    var known: [String: RecordFacts] = [:]
    for (path, record) in old?.records ?? [:] where keys.key(of: path) == record.key {
      known[path] = record.source
    }
    var preread: [String: [UInt8]] = [:]
    for (key, bytes) in inputs.takeBytesRead() {
      preread[root + "/" + key.dropFirst("content/".count)] = bytes
    }
    let content = try load(
      contentDirectory: contentDirectory, preread: preread, known: known, makingFacts: true)
    return (content, CheckCacheState(old: old, inputs: inputs))
  }

  /// Verifies `lessons` as `verify(_:localeOrder:progress:)` does, answering the groups
  /// the cache holds unchanged from it (`state.old`), then records the cache again at
  /// `cacheFile` when anything ran. Lessons of groups that run are parsed first where loading
  /// made them from their facts; one whose file can no longer be read as it was is left out,
  /// its problems returned. Groups of lessons not checked this time stay recorded while
  /// their slug is one of `content`'s. `starting` is told how many lessons will run.
  func verifyCached(
    _ lessons: [Lesson], localeOrder: [String], cacheFile: String, content: SiteContent,
    state: CheckCacheState, starting: ((Int) -> Void)?, progress: (@Sendable (Lesson) -> Void)?
  ) -> (CheckReport, problems: [SiteDiagnostic]) {
    let tool = BuildCache.toolIdentity
    let digests = LessonDigests(inputs: state.inputs, contentDirectory: content.directory)
    let keys = checkGroupKeys(
      lessons, localeOrder: localeOrder, tool: tool, digest: digests.digest(of:))
    let old = state.old
    // Each group's lessons, in check order, found once (not by a scan of all per group).
    var members: [String: [Lesson]] = [:]
    for lesson in lessons where !lesson.isReference {
      members[lesson.slug, default: []].append(lesson)
    }
    var answered: [String: LessonReport] = [:]
    for (slug, key) in keys {
      guard let group = old?.groups[slug], group.key == key,
        let reports = Self.reports(group, for: members[slug] ?? [])
      else { continue }
      for report in reports { answered[report.lesson.path] = report }
    }
    var running = lessons.filter { answered[$0.path] == nil }
    var problems: [SiteDiagnostic] = []
    let closed = running.filter { !$0.isOpen }
    if !closed.isEmpty {
      let loader = ContentLoader(jobs: jobs)
      let opened = ParallelMap.map(closed, jobs: jobs) { loader.open($0) }
      var byPath: [String: Lesson] = [:]
      for (lesson, (open, found)) in zip(closed, opened) {
        guard let open else {
          // Loading's own diagnostics of the file were reported from its facts already.
          problems += found
          if !found.contains(where: { $0.severity == .error }) {
            problems.append(SiteMessages.lessonChangedWhileBuilding(lesson.path))
          }
          continue
        }
        byPath[lesson.path] = open
      }
      running = running.compactMap { $0.isOpen ? $0 : byPath[$0.path] }
    }
    starting?(running.count)
    if !running.isEmpty { preparing() }
    let fresh =
      running.isEmpty ? nil : verify(running, localeOrder: localeOrder, progress: progress)
    var byPath = answered
    for report in fresh?.lessons ?? [] { byPath[report.lesson.path] = report }
    let merged = lessons.compactMap { byPath[$0.path] }
    if !running.isEmpty && problems.isEmpty {
      var cache = CheckCache()
      // Groups of this check as they are now; those of lessons not checked this time (a
      // check of some paths) as they were, while their slugs still exist.
      let checked = Set(members.keys)
      let slugs = Set(content.lessons.map(\.slug))
      for (slug, group) in old?.groups ?? [:] where !checked.contains(slug) && slugs.contains(slug)
      {
        cache.groups[slug] = group
      }
      var reports: [String: [LessonReport]] = [:]
      for report in merged where !report.lesson.isReference {
        reports[report.lesson.slug, default: []].append(report)
      }
      for (slug, key) in keys {
        cache.groups[slug] = CheckCache.Group(
          key: key, lessons: (reports[slug] ?? []).map(Self.cached))
      }
      cache.inputs = state.inputs
      let recordKeys = RecordKeys(inputs: state.inputs, root: content.directory)
      for lesson in content.lessons {
        guard let facts = lesson.facts, let key = recordKeys.key(of: lesson.path) else { continue }
        cache.records[lesson.path] = BuildCache.Record(key: key, facts: facts)
      }
      cache.write(to: cacheFile, tool: tool, content: content.directory)
    }
    return (CheckReport(lessons: merged, perLesson: merged), problems)
  }

  /// Each lesson group's key (by slug) for the check cache: the cache's format, the tool,
  /// how scenarios run, `--require-traces`, the locale order, and the group's lessons' paths
  /// and the digests of their bytes (`digest`). Reference pages are not in any group (few;
  /// always run). Groups tied to others by a scenario id they share get no key (`GroupKeys`
  /// does the same for builds).
  func checkGroupKeys(
    _ lessons: [Lesson], localeOrder: [String], tool: String, digest: (Lesson) -> String
  ) -> [String: String] {
    var common = Digest()
    common.add(CheckCache.format)
    common.add(tool)
    common.add(executor.cacheIdentity)
    common.add("requireTraces=\(requireTraces)")
    common.add(localeOrder.joined(separator: "\u{0}"))
    var members: [String: [Lesson]] = [:]
    var slugsByID: [String: Set<String>] = [:]
    for lesson in lessons {
      // A reference page is a group of its own for ties: an id it shares with a lesson
      // ties that lesson's group to it.
      let group = lesson.isReference ? "\u{0}" + lesson.path : lesson.slug
      if !lesson.isReference { members[lesson.slug, default: []].append(lesson) }
      for id in lesson.scenarioIDs { slugsByID[id, default: []].insert(group) }
    }
    let tied = Set(slugsByID.values.filter { $0.count > 1 }.flatMap { $0 })
    var keys: [String: String] = [:]
    for (slug, group) in members where !tied.contains(slug) {
      var key = common
      for lesson in group {
        key.add(lesson.path)
        key.add(digest(lesson))
      }
      keys[slug] = key.description
    }
    return keys
  }

  /// A lesson's report as the cache keeps it.
  private static func cached(_ report: LessonReport) -> CheckCache.Lesson {
    CheckCache.Lesson(
      path: report.lesson.path, diagnostics: report.diagnostics,
      scenarios: report.scenarios.map {
        CheckCache.Scenario(
          ordinal: $0.block.ordinal, failed: $0.status == .failed, notRun: $0.notRun,
          id: $0.block.id, language: $0.block.language, line: $0.block.code.openingFenceLine,
          lastLine: $0.block.code.lastLine, traceLastLine: $0.block.trace?.lastLine,
          hasExpectedTrace: $0.block.hasExpectedTrace)
      })
  }

  /// The reports of `lessons` (one group, in check order) from the cache's `group`; nil when
  /// they do not match it lesson for lesson and block for block.
  private static func reports(_ group: CheckCache.Group, for lessons: [Lesson]) -> [LessonReport]? {
    guard group.lessons.map(\.path) == lessons.map(\.path) else { return nil }
    var reports: [LessonReport] = []
    for (lesson, cached) in zip(lessons, group.lessons) {
      var results: [ScenarioResult] = []
      for scenario in cached.scenarios {
        // An unopened lesson has no blocks: the cache's place of each stands in.
        guard
          let block = lesson.isOpen
            ? lesson.scenarios.first(where: { $0.ordinal == scenario.ordinal }) : scenario.block
        else { return nil }
        // No run: nothing `check` shows reads one (see `CheckCache`).
        let outcome = ScenarioOutcome(
          language: block.language, events: [], diagnostics: [], showLayout: false)
        results.append(
          ScenarioResult(
            block: block, lessonPath: lesson.path, locale: lesson.locale, outcome: outcome,
            status: scenario.failed ? .failed : .passed, notRun: scenario.notRun))
      }
      reports.append(
        LessonReport(lesson: lesson, scenarios: results, diagnostics: cached.diagnostics))
    }
    return reports
  }
}
