import Diagnostics

/// The numbers `check` ends with, counted so that they agree with its exit status: lessons
/// and scenarios apart, each scenario verified, failed or without a trace, and every file with
/// an error named as a lesson with errors or another file with errors.
///
/// ```
/// 12 lessons, 36 scenarios: 35 verified, 1 failed, 0 without trace; 1 lesson with errors
/// ```
///
/// A block that ran none of its own code adds `N checked but not run` after `verified`;
/// containment mistakes a page does not show add `; N containment mistakes`.
package struct CheckSummary: Sendable, Equatable {
  /// Lesson files checked, those that could not be read as lessons included.
  package var lessons = 0
  /// Reference pages checked (`<locale>/guide/*.md`): verified like lessons, counted apart.
  package var referencePages = 0
  package var scenarios = 0
  /// Ran and matched a non-empty trace block.
  package var verified = 0
  /// Passed every check without running the block's own code (declarations only, methods
  /// nobody calls) or recording anything: never counted as verified.
  package var checkedNotRun = 0
  /// Did not run, or ran differently from its trace block or its translations.
  package var failed = 0
  /// Ran, but has no trace block (or an empty one) to compare with.
  package var withoutTrace = 0
  /// Containment mistakes the runs found that the pages do not show (`ContainmentMistakes`):
  /// each an error of a failed scenario, counted apart so the line names them.
  package var containmentMistakes = 0
  /// Lesson files with at least one error (a failed scenario's lesson included).
  package var lessonsWithErrors = 0
  /// Reference pages with at least one error.
  package var referencePagesWithErrors = 0
  /// Other files with an error (site.json, glossary.json, a file that is not a lesson).
  package var otherFilesWithErrors = 0
  /// What the line calls the Markdown files: `lesson`, or `file` for loose files.
  package var noun = "lesson"

  package init() {}

  /// Counts `report` and the `diagnostics` shown with it (content problems included).
  package init(report: CheckReport, diagnostics: [SiteDiagnostic], noun: String = "lesson") {
    self.noun = noun
    var lessonFiles = Set(report.lessons.map(\.lesson.path))
    var failedLessons = Set<String>()
    var otherFiles = Set<String>()
    for lesson in report.lessons {
      for scenario in lesson.scenarios {
        scenarios += 1
        switch scenario.status {
        case .failed:
          failed += 1
          failedLessons.insert(lesson.lesson.path)
        case .passed:
          if scenario.isCheckedNotRun {
            checkedNotRun += 1
          } else if !scenario.block.hasExpectedTrace {
            withoutTrace += 1
          } else {
            verified += 1
          }
        }
      }
    }
    containmentMistakes = diagnostics.filter { $0.id == .containmentMistake }.count
    for diagnostic in diagnostics where diagnostic.severity == .error {
      let file = diagnostic.file ?? ""
      if lessonFiles.contains(file) || Self.isLessonFile(file) {
        lessonFiles.insert(file)
        failedLessons.insert(file)
      } else {
        otherFiles.insert(file)
      }
    }
    let references = Set(report.lessons.filter(\.lesson.isReference).map(\.lesson.path))
    referencePages = references.count
    lessons = lessonFiles.subtracting(references).count
    lessonsWithErrors = failedLessons.subtracting(references).count
    referencePagesWithErrors = failedLessons.intersection(references).count
    otherFilesWithErrors = otherFiles.count
  }

  /// A Markdown file: one that was meant to be a lesson even when it could not be read as one.
  private static func isLessonFile(_ path: String) -> Bool {
    path.hasSuffix(".md")
  }

  /// True when the numbers allow a zero exit status.
  package var isClean: Bool {
    failed == 0 && lessonsWithErrors == 0 && referencePagesWithErrors == 0
      && otherFilesWithErrors == 0
  }

  /// The summary line, without its line ending.
  package var line: String {
    var text =
      "\(Self.count(lessons, noun)), "
      + (referencePages > 0 ? "\(Self.count(referencePages, "reference page")), " : "")
      + "\(Self.count(scenarios, "scenario")): "
      + "\(verified) verified, "
      + (checkedNotRun > 0 ? "\(checkedNotRun) checked but not run, " : "")
      + "\(failed) failed, \(withoutTrace) without trace"
    if containmentMistakes > 0 {
      text += "; \(Self.count(containmentMistakes, "containment mistake"))"
    }
    if lessonsWithErrors > 0 {
      text += "; \(Self.count(lessonsWithErrors, noun)) with errors"
    }
    if referencePagesWithErrors > 0 {
      text += "; \(Self.count(referencePagesWithErrors, "reference page")) with errors"
    }
    if otherFilesWithErrors > 0 {
      text += "; \(Self.count(otherFilesWithErrors, "other file")) with errors"
    }
    return text
  }

  private static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
