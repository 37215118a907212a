import Foundation
import LessonTestSupport
import Testing

/// Issues 25 and 26, round 32's holdout (Tests/Fixtures/Sweep32Holdout): thirty container files
/// from public repositories that no earlier sweep, test or lesson used, measured before any fix
/// saw them, each with the trace FIDELITY predicts written before the first run. Seven are kept
/// as cut (MIT); twenty-three are imitations written here of files whose repositories carry no
/// permissive licence (README.md). Each runs as `lessons run` runs it and ends as its manifest
/// line says: the predicted trace as written or after `lessons fix`, another trace (the README
/// says why), or exactly the listed errors.
@Suite struct Sweep32HoldoutTests {
  static let manifest = SweepManifest(
    folder: URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/Sweep32Holdout"),
    layout: .outcomeAndErrors)

  @Test func thirtyFilesHalfSwiftHalfObjectiveC() {
    let entries = Self.manifest.entries
    #expect(entries.count == 30)
    #expect(entries.filter { $0.file.hasPrefix("s") }.count == 15)
    #expect(entries.filter { $0.file.hasPrefix("o") }.count == 15)
  }

  @Test(arguments: manifest.entries)
  func endsAsTheManifestSays(_ entry: SweepManifest.Entry) throws {
    let problems = try sweepProblems(Self.manifest, entry)
    #expect(problems.isEmpty, Comment(rawValue: problems.joined(separator: "\n")))
  }
}
