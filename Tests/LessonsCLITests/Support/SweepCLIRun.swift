import Foundation
import LessonSite
import LessonTestSupport
import Scenarios

/// Runs one sweep file the way a user does (`lessons run`, and `lessons fix` then `lessons run`
/// for the `fixed-…` outcomes and after an `error`) on a copy in a fresh temporary folder, and returns what is wrong
/// against its manifest line (nothing when it ends as the line says).
func sweepProblems(_ manifest: SweepManifest, _ entry: SweepManifest.Entry) throws -> [String] {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("sweep-" + UUID().uuidString)
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  let copy = directory.appendingPathComponent(entry.file).path
  let markdown = try manifest.markdown(entry)
  try markdown.write(toFile: copy, atomically: true, encoding: .utf8)
  let expected = SweepManifest.expectedTrace(markdown)
  guard !expected.isEmpty else { return ["\(entry.file): no trace block"] }
  func run() -> SweepManifest.Run {
    let result = runLessons(["run", copy], executor: ScenarioRunner())
    let text = result.output + "\n" + result.error
    return SweepManifest.Run(
      errors: SweepManifest.errorIDs(text), trace: SweepManifest.traceLines(result.output),
      firstError: SweepManifest.firstErrorID(text))
  }
  return manifest.problems(
    entry, expected: expected, run: run,
    fixed: {
      _ = runLessons(["fix", copy], executor: ScenarioRunner())
      return run()
    })
}
