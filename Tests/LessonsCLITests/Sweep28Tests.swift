import Foundation
import LessonTestSupport
import Testing

/// Issues 25 and 26, round 28 (Tests/Fixtures/Sweep28): thirty container files cut from public
/// repositories no earlier sweep, test or lesson used, each with the trace FIDELITY predicts
/// written before the first run. Each runs as `lessons run` runs it and ends as its manifest
/// line says: the predicted trace as written, the predicted trace after `lessons fix`, another
/// trace (the reason is in the README), or exactly the listed errors.
@Suite struct Sweep28Tests {
  static let manifest = SweepManifest(
    folder: URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/Sweep28"),
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
