/// What `lessons check` found across lessons.
package struct CheckReport: Sendable, Equatable {
  package var lessons: [LessonReport]
  /// The same reports before the site-wide checks, kept so a re-check after promotion need
  /// not run unchanged lessons again.
  package var perLesson: [LessonReport]

  package init(lessons: [LessonReport], perLesson: [LessonReport]) {
    self.lessons = lessons
    self.perLesson = perLesson
  }

  package var scenarios: [ScenarioResult] { lessons.flatMap(\.scenarios) }
  package var passed: Int { scenarios.filter { $0.status == .passed }.count }
  package var failed: Int { scenarios.filter { $0.status == .failed }.count }

  /// Every diagnostic, sorted by file, line and column.
  package var diagnostics: [SiteDiagnostic] {
    lessons.flatMap(\.diagnostics).sorted(by: SiteDiagnostic.ordered)
  }

  /// True when nothing failed and no error was reported.
  package var isClean: Bool {
    failed == 0 && !diagnostics.contains { $0.severity == .error }
  }
}
