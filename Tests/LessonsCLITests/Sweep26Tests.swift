import Foundation
import LessonTestSupport
import Testing

/// Issue 26's second fresh sweep (Tests/Fixtures/Sweep26): thirty container files cut from
/// public repositories, each with the trace FIDELITY predicts written before the first run,
/// and fifteen more of the third set (`set3-…`). Each runs as `lessons run` runs it and ends
/// as its manifest line says: the predicted trace as written, the predicted trace after
/// `lessons fix`, another trace, or the listed errors.
@Suite struct Sweep26Tests {
  static let manifest = SweepManifest(
    folder: URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/Sweep26"),
    layout: .outcomeAndErrors)

  @Test func fortyFiveFilesHalfSwiftHalfObjectiveC() {
    let set2 = Self.manifest.entries.filter { !$0.file.hasPrefix("set3-") }
    #expect(set2.count == 30)
    #expect(set2.filter { $0.file.hasPrefix("s") }.count == 15)
    #expect(Self.manifest.entries.filter { $0.file.hasPrefix("set3-") }.count == 15)
  }

  @Test(arguments: manifest.entries)
  func endsAsTheManifestSays(_ entry: SweepManifest.Entry) throws {
    let problems = try sweepProblems(Self.manifest, entry)
    #expect(problems.isEmpty, Comment(rawValue: problems.joined(separator: "\n")))
  }
}
