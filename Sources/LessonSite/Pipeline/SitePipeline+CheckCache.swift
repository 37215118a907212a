import Diagnostics
import Foundation
import Scenarios

/// `check` with its cache (`CheckCache`): the lesson groups whose key the cache holds
/// answer from it; the others run and verify as ever, the site-wide checks among them.
extension SitePipeline {
  /// Verifies `lessons` as `verify(_:localeOrder:progress:)` does, answering the groups
  /// the cache at `cacheFile` holds unchanged from it, then records the cache again when
  /// anything ran. `content` names the content folder in the file (a cache of another is
  /// not used); `slugs`, every slug it has (groups of lessons not checked this time stay
  /// recorded while theirs is one). `starting` is told how many lessons will run.
  func verifyCached(
    _ lessons: [Lesson], localeOrder: [String], cacheFile: String, content: String,
    slugs: Set<String>, starting: ((Int) -> Void)?, progress: (@Sendable (Lesson) -> Void)?
  ) -> CheckReport {
    let tool = BuildCache.toolIdentity
    let keys = checkGroupKeys(lessons, localeOrder: localeOrder, tool: tool)
    let old = CheckCache.read(cacheFile, tool: tool, content: content)
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
    let running = lessons.filter { answered[$0.path] == nil }
    starting?(running.count)
    if !running.isEmpty { preparing() }
    let fresh =
      running.isEmpty ? nil : verify(running, localeOrder: localeOrder, progress: progress)
    var byPath = answered
    for report in fresh?.lessons ?? [] { byPath[report.lesson.path] = report }
    let merged = lessons.compactMap { byPath[$0.path] }
    if !running.isEmpty {
      var cache = CheckCache()
      // Groups of this check as they are now; those of lessons not checked this time (a
      // check of some paths) as they were, while their slugs still exist.
      let checked = Set(members.keys)
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
      cache.write(to: cacheFile, tool: tool, content: content)
    }
    return CheckReport(lessons: merged, perLesson: merged)
  }

  /// Each lesson group's key (by slug) for the check cache: the cache's format, the tool,
  /// how scenarios run, `--require-traces`, the locale order, and the group's lessons' paths
  /// and bytes. Reference pages are not in any group (few; always run). Groups tied to
  /// others by a scenario id they share get no key (`GroupKeys` does the same for builds).
  func checkGroupKeys(_ lessons: [Lesson], localeOrder: [String], tool: String) -> [String:
    String]
  {
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
      var digest = common
      for lesson in group {
        digest.add(lesson.path)
        var bytes = Digest()
        bytes.add(lesson.bytes)
        digest.add(bytes.description)
      }
      keys[slug] = digest.description
    }
    return keys
  }

  /// A lesson's report as the cache keeps it.
  private static func cached(_ report: LessonReport) -> CheckCache.Lesson {
    CheckCache.Lesson(
      path: report.lesson.path, diagnostics: report.diagnostics,
      scenarios: report.scenarios.map {
        CheckCache.Scenario(
          ordinal: $0.block.ordinal, failed: $0.status == .failed, notRun: $0.notRun)
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
        guard let block = lesson.scenarios.first(where: { $0.ordinal == scenario.ordinal })
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
