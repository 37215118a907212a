/// What checking one lesson found: a result per scenario, and diagnostics in source order.
package struct LessonReport: Sendable, Equatable {
  package var lesson: Lesson
  package var scenarios: [ScenarioResult]
  package var diagnostics: [SiteDiagnostic]

  package init(lesson: Lesson, scenarios: [ScenarioResult], diagnostics: [SiteDiagnostic]) {
    self.lesson = lesson
    self.scenarios = scenarios
    self.diagnostics = diagnostics
  }
}
