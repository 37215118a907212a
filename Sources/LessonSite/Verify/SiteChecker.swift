/// Checks many lessons: each lesson's scenarios in parallel (`jobs` at a time), then the
/// site-wide checks (ids unique within a locale, the same run in every translation).
///
/// Output order never depends on scheduling: reports follow the lessons' order and
/// diagnostics are sorted by file and line.
package struct SiteChecker: Sendable {
  package var verifier: LessonVerifier
  package var jobs: Int

  package init(verifier: LessonVerifier, jobs: Int) {
    self.verifier = verifier
    self.jobs = max(1, jobs)
  }

  /// Checks `lessons`; `localeOrder` (site.json order) decides which translation is the
  /// reference for cross-locale comparison. `progress` is told each finished lesson.
  package func check(
    _ lessons: [Lesson], localeOrder: [String],
    progress: (@Sendable (Lesson) -> Void)? = nil
  ) -> CheckReport {
    let verifier = self.verifier
    let reports = ParallelMap.map(lessons, jobs: jobs) { lesson in
      var verifier = verifier
      verifier.executor = verifier.executor.recording(lesson: lesson.path)
      let report = verifier.verify(lesson)
      progress?(lesson)
      return report
    }
    return finish(reports, localeOrder: localeOrder)
  }

  /// Re-checks the lessons at `replaced` positions (after promotion rewrote them) and redoes
  /// the site-wide checks with the other lessons' earlier runs.
  package func recheck(
    _ report: CheckReport, replacing replaced: [Int: Lesson],
    localeOrder: [String]
  ) -> CheckReport {
    var reports = report.perLesson
    let verifier = self.verifier
    let positions = replaced.keys.sorted()
    let fresh = ParallelMap.map(positions.map { replaced[$0]! }, jobs: jobs) { verifier.verify($0) }
    for (position, lessonReport) in zip(positions, fresh) { reports[position] = lessonReport }
    return finish(reports, localeOrder: localeOrder)
  }

  /// Adds the site-wide checks to per-lesson reports.
  private func finish(_ perLesson: [LessonReport], localeOrder: [String]) -> CheckReport {
    var reports = perLesson
    for (r, s, diagnostic) in CrossLocaleChecker.check(reports, localeOrder: localeOrder) {
      reports[r].scenarios[s].status = .failed
      reports[r].diagnostics.append(diagnostic)
    }
    for (r, diagnostic) in CrossLocaleChecker.missingTranslations(reports, localeOrder: localeOrder)
    {
      reports[r].diagnostics.append(diagnostic)
    }
    for (r, s, diagnostic) in duplicateIDs(reports) {
      reports[r].scenarios[s].status = .failed
      reports[r].diagnostics.append(diagnostic)
    }
    for index in reports.indices {
      reports[index].diagnostics.sort(by: SiteDiagnostic.ordered)
    }
    return CheckReport(lessons: reports, perLesson: perLesson)
  }

  /// The same explicit id in two lessons of one locale.
  private func duplicateIDs(_ reports: [LessonReport])
    -> [(Int, Int, SiteDiagnostic)]
  {
    var seen: [String: (path: String, line: Int)] = [:]
    var found: [(Int, Int, SiteDiagnostic)] = []
    for (r, report) in reports.enumerated() {
      for (s, result) in report.scenarios.enumerated() {
        let key = result.locale + "\u{0}" + result.block.id
        let line = result.block.code.openingFenceLine
        guard let first = seen[key] else {
          seen[key] = (report.lesson.path, line)
          continue
        }
        // Duplicates inside one lesson are the extractor's to report.
        guard first.path != report.lesson.path else { continue }
        let diagnostic = VerifyMessages.duplicateIDAcrossLessons(
          result.block.id, first: first.path, line: first.line
        ).located(
          file: report.lesson.path, line: line, column: result.block.code.fenceIndentation + 1,
          text: report.lesson.lines)
        found.append((r, s, diagnostic))
      }
    }
    return found
  }
}
