import Scenarios

extension SitePipeline {
  /// Open: the lessons of the groups Plan did not keep, read and parsed where Load made them
  /// from their facts alone (`Lesson.isOpen`): their scenarios run and their pages are made
  /// again. Every other lesson stays unopened, its file never read. The plan and the planned
  /// sources are made again around the opened lessons.
  ///
  /// A file that can no longer be read as it was (changed or removed since its digest was
  /// taken) stops the build as a content error, its problems in `report`.
  func openStep(
    _ loaded: LoadedSite, planned: PlannedBuild, report: inout BuildReport
  ) throws(SiteBuildError) -> (LoadedSite, PlannedBuild) {
    let closed = planned.sources.filter { !$0.isOpen }
    guard !closed.isEmpty else { return (loaded, planned) }
    let loader = ContentLoader(jobs: jobs)
    let opened = ParallelMap.map(closed, jobs: jobs) { loader.open($0) }
    var byPath: [String: Lesson] = [:]
    var problems: [SiteDiagnostic] = []
    for (lesson, (open, found)) in zip(closed, opened) {
      // Loading's own diagnostics of the file were reported from its facts already.
      if open == nil { problems += found }
      guard let open else {
        if !found.contains(where: { $0.severity == .error }) {
          problems.append(SiteMessages.lessonChangedWhileBuilding(lesson.path))
        }
        continue
      }
      byPath[lesson.path] = open
    }
    if !problems.isEmpty {
      report.diagnostics = (report.diagnostics + problems).sorted(by: SiteDiagnostic.ordered)
      throw .contentErrors
    }
    report.lessonsRead += byPath.count
    var loaded = loaded
    loaded.content.lessons = loaded.content.lessons.map { byPath[$0.path] ?? $0 }
    // Link checking gave heading ids to the lessons open then; these pages need theirs too.
    LinkChecker.fillHeadingIDs(
      &loaded.content.lessons, defaultLocale: loaded.content.config.localeCodes.first)
    loaded.plan = SitePlan(content: loaded.content)
    var translations: [String: [Lesson]] = [:]
    for lesson in loaded.content.lessons { translations[lesson.slug, default: []].append(lesson) }
    loaded.translations = translations
    var planned = planned
    planned.sources = loaded.plan.sourceLessons.filter { planned.groups[$0.slug] == nil }
    return (loaded, planned)
  }
}
