import Foundation
import LessonSite

/// Prints what `check` found in the chosen format. Text and GitHub output end with the
/// `N passed, N failed` line; JSON is one document with sorted keys.
struct CheckPrinter {
  var format: OutputFormat
  var environment: CommandEnvironment

  func print(
    report: CheckReport, diagnostics: [SiteDiagnostic], changes: [LessonPromoter.FileChange]
  ) {
    switch format {
    case .text, .github:
      var out = ""
      for change in changes {
        out += change.written ? UsageMessages.promoted(change.path) : change.diff
      }
      for diagnostic in diagnostics {
        out +=
          format == .text
          ? DiagnosticFormatter.text(diagnostic) : DiagnosticFormatter.github(diagnostic)
      }
      out += UsageMessages.summary(passed: report.passed, failed: report.failed)
      environment.write(out)
    case .json:
      environment.write(json(report: report, diagnostics: diagnostics, changes: changes))
    }
  }

  private func json(
    report: CheckReport, diagnostics: [SiteDiagnostic], changes: [LessonPromoter.FileChange]
  ) -> String {
    let scenarios = report.scenarios.map { result -> [String: Any] in
      [
        "id": result.block.id, "file": result.lessonPath, "locale": result.locale,
        "line": result.block.code.openingFenceLine, "language": result.block.language.rawValue,
        "status": result.status.rawValue,
      ]
    }
    var document: [String: Any] = [
      "diagnostics": diagnostics.map(DiagnosticFormatter.jsonObject),
      "scenarios": scenarios, "passed": report.passed, "failed": report.failed,
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
