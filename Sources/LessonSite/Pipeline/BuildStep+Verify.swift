import Diagnostics

/// What the Verify and Present steps give the Render step: each run lesson's scenarios as
/// its pages show them (tables, diagrams, player data; the runs themselves let go), and each
/// run lesson's cache entry.
struct PresentedBuild {
  /// By lesson path: lessons run in this build and the reference pages.
  var scenarios: [String: LessonScenarios]
  /// By lesson path: what the cache records of each lesson run in this build.
  var fresh: [String: BuildCache.LessonEntry]
  /// By slug: the runs of each group made in this build, by record key
  /// (`ScenarioRunCoding`), for the group's cache file.
  var runs: [String: [String: ArraySlice<UInt8>]] = [:]
}

extension SitePipeline {
  /// Verify: the planned sources and the reference pages (few, always verified: their
  /// scenarios fail a build like a lesson's), each distinct scenario run once for every
  /// lesson that has it (`SharedScenarioRuns`: translations carry their original's code).
  /// A scenario the cache kept a run of (with its group, `ScenarioRunCoding`), whose code,
  /// language and attributes are as they were, takes that run instead of running: a change
  /// to a lesson's prose runs nothing. The runs of the groups verified here go back to the
  /// cache (`PresentedBuild.runs`).
  /// Present: the report's runs (events and UIKit states) read into what pages show, then
  /// let go before any page renders.
  ///
  /// Counts and every diagnostic (content, run, and those the cache kept) go into `report`.
  /// Throws when a scenario failed or a lesson has an error, unless `--keep-going`.
  func verifyStep(
    _ loaded: LoadedSite, planned: PlannedBuild, cache: BuildCache?, options: SiteBuilder.Options,
    report: inout BuildReport, progress: (@Sendable (Int, Int) -> Void)?
  ) throws(SiteBuildError) -> PresentedBuild {
    let codes = loaded.content.config.localeCodes
    let sources = planned.sources
    report.lessonsRun = sources.count
    report.lessonFiles = loaded.plan.sourceLessons.count
    let counter = ProgressCounter(total: sources.count, report: progress)
    // The runs the cache kept with the groups made again: a scenario whose code, language
    // and attributes are as they were (a change to a lesson's prose) is not run again.
    var prior: [String: ArraySlice<UInt8>] = [:]
    let guides = loaded.content.guides
    for slug in Set(sources.map(\.slug) + (guides.isEmpty ? [] : [BuildCache.guideRuns])) {
      guard let runs = cache?.groups[slug]?.file?.runs() else { continue }
      prior.merge(runs) { first, _ in first }
    }
    let shared = SharedScenarioRuns(executor, prior: prior)
    let sharing = SitePipeline(executor: shared, jobs: jobs, requireTraces: requireTraces)
    var check: CheckReport? = sharing.verify(
      sources + guides, localeOrder: codes
    ) { _ in counter.advance() }
    var diagnostics = loaded.content.diagnostics + (check?.diagnostics ?? [])
    var fresh: [String: BuildCache.LessonEntry] = [:]
    var scenarios: [String: LessonScenarios] = [:]
    // Players made once per distinct run; let go with the runs' states (`check = nil`).
    var players = TracePlayers()
    for lessonReport in check?.lessons ?? [] {
      let lessonScenarios = LessonScenarios(lessonReport, players: &players)
      scenarios[lessonReport.lesson.path] = lessonScenarios
      fresh[lessonReport.lesson.path] = BuildCache.LessonEntry(
        diagnostics: lessonReport.diagnostics, verified: lessonScenarios.verifiedCount,
        failed: lessonScenarios.failedCount,
        unverified: lessonScenarios.items.count - lessonScenarios.verifiedCount
          - lessonScenarios.failedCount)
    }
    check = nil
    players = TracePlayers()
    var runs: [String: [String: ArraySlice<UInt8>]] = [:]
    var pathsBySlug: [String: [String]] = [:]
    for lesson in sources { pathsBySlug[lesson.slug, default: []].append(lesson.path) }
    if !guides.isEmpty { pathsBySlug[BuildCache.guideRuns] = guides.map(\.path) }
    let records = shared.records(of: (sources + guides).map(\.path), jobs: jobs)
    for (slug, paths) in pathsBySlug {
      var own: [String: ArraySlice<UInt8>] = [:]
      for path in paths {
        for key in shared.recordKeys(of: path) { own[key] = records[key] }
      }
      runs[slug] = own
    }
    for entry in planned.groups.values {
      for (path, lesson) in entry.lessons {
        diagnostics += lesson.diagnostics
        fresh[path] = nil
      }
    }
    for lesson in fresh.values + planned.groups.values.flatMap(\.lessons.values) {
      report.verified += lesson.verified
      report.failed += lesson.failed
      report.unverified += lesson.unverified
    }
    report.diagnostics = diagnostics.sorted(by: SiteDiagnostic.ordered)
    let errors = report.diagnostics.filter { $0.severity == .error }.count
    if !options.keepGoing {
      if report.failed > 0 { throw .verificationFailed(count: report.failed) }
      if errors > 0 { throw .lessonErrors(count: errors) }
    }
    return PresentedBuild(scenarios: scenarios, fresh: fresh, runs: runs)
  }
}
