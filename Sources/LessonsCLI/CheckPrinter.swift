import Diagnostics
import Foundation
import LessonSite

/// Prints what `check` found in the chosen format. Text and GitHub output end with the
/// summary line (`CheckSummary`); JSON is one document with sorted keys and a schema
/// `version`; JUnit is one XML document.
struct CheckPrinter {
  /// The JSON document's schema: raised when a field changes meaning or goes away.
  static let jsonVersion = 1

  var format: OutputFormat
  var environment: CommandEnvironment
  /// `lesson`, or `file` when checking loose Markdown files.
  var noun = "lesson"

  func print(
    report: CheckReport, diagnostics: [SiteDiagnostic], changes: [LessonPromoter.FileChange]
  ) {
    let summary = CheckSummary(report: report, diagnostics: diagnostics, noun: noun)
    switch format {
    case .text, .github:
      var out = ""
      for change in changes {
        out += change.written ? UsageMessages.promoted(change.path) : change.diff
      }
      // A dry run's diff already shows each trace it would write: the trace's own
      // mismatch, missing or empty diagnostic would say it a second time.
      let shown = Set(changes.filter { !$0.written }.map(\.path))
      for diagnostic in RepeatedDiagnostics.merged(diagnostics)
      where !(shown.contains(diagnostic.file ?? "") && Self.promotable.contains(diagnostic.id)) {
        out +=
          format == .text
          ? DiagnosticFormatter.text(diagnostic) : DiagnosticFormatter.github(diagnostic)
      }
      out += summary.line + "\n"
      environment.write(out)
    case .json:
      environment.write(
        json(report: report, summary: summary, diagnostics: diagnostics, changes: changes))
    case .junit:
      environment.write(JUnitReport(report: report, diagnostics: diagnostics).xml)
    }
  }

  /// A check that could not run (no site.json, a broken theme, errors in the content): its
  /// `SiteBuildError` as a diagnostic in the chosen format, so a tool reading JSON, JUnit or
  /// GitHub annotations gets one it can read. Text stays the one line it was.
  func print(failure: SiteBuildError) {
    let diagnostic = failure.diagnostic
    switch format {
    case .text: environment.write(failure.description + "\n")
    case .github: environment.write(DiagnosticFormatter.github(diagnostic))
    case .json, .junit:
      print(
        report: CheckReport(lessons: [], perLesson: []), diagnostics: [diagnostic], changes: [])
    }
  }

  /// Diagnostics that promotion answers by writing the trace.
  static let promotable: Set<MessageID> = [.traceMismatch, .traceMissing, .traceEmpty]

  /// A scenario's status word in JSON: `verified`, `checked-not-run`, `failed` or
  /// `without-trace`.
  static func status(_ result: ScenarioResult) -> String { result.statusWord }

  private func json(
    report: CheckReport, summary: CheckSummary, diagnostics: [SiteDiagnostic],
    changes: [LessonPromoter.FileChange]
  ) -> String {
    let scenarios = report.scenarios.map { result -> [String: Any] in
      [
        "id": result.block.id, "file": result.lessonPath, "locale": result.locale,
        "line": result.block.code.openingFenceLine, "language": result.block.language.rawValue,
        "status": Self.status(result),
      ]
    }
    var document: [String: Any] = [
      "version": Self.jsonVersion,
      "diagnostics": diagnostics.map(DiagnosticFormatter.jsonObject),
      "scenarios": scenarios,
      "summary": [
        "lessons": summary.lessons, "referencePages": summary.referencePages,
        "referencePagesWithErrors": summary.referencePagesWithErrors,
        "scenarios": summary.scenarios,
        "verified": summary.verified, "failed": summary.failed,
        "withoutTrace": summary.withoutTrace, "checkedNotRun": summary.checkedNotRun,
        "containmentMistakes": summary.containmentMistakes,
        "lessonsWithErrors": summary.lessonsWithErrors,
        "otherFilesWithErrors": summary.otherFilesWithErrors, "clean": summary.isClean,
      ],
      "passed": report.passed - summary.checkedNotRun, "failed": report.failed,
    ]
    if !changes.isEmpty {
      document["promoted"] = changes.map { change -> [String: Any] in
        ["file": change.path, "diff": change.diff, "written": change.written]
      }
    }
    let options: JSONSerialization.WritingOptions = [
      .sortedKeys, .prettyPrinted, .withoutEscapingSlashes,
    ]
    guard let data = try? JSONSerialization.data(withJSONObject: document, options: options)
    else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
