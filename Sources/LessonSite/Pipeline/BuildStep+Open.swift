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
    // Link checking gave heading ids to the lessons open then; these pages need theirs too.
    // A translation's ids follow its slug's lesson in the default locale, which is in the
    // same group: the groups of the opened lessons are all the table needs.
    let slugs = Set(byPath.values.map(\.slug)).sorted()
    var groups = slugs.flatMap { slug in
      (loaded.translations[slug] ?? []).map { byPath[$0.path] ?? $0 }
    }
    LinkChecker.fillHeadingIDs(&groups, defaultLocale: loaded.content.config.localeCodes.first)
    for lesson in groups where byPath[lesson.path] != nil { byPath[lesson.path] = lesson }
    // The rest of the site is as Load made it: the opened lessons are patched in, the plan
    // and each slug's translations not made again.
    loaded.content.lessons = loaded.content.lessons.map { byPath[$0.path] ?? $0 }
    loaded.plan.replace(byPath)
    for slug in slugs {
      loaded.translations[slug] = loaded.translations[slug]?.map { byPath[$0.path] ?? $0 }
    }
    var planned = planned
    planned.sources = planned.sources.map { byPath[$0.path] ?? $0 }
    return (loaded, planned)
  }
}
