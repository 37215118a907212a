import Foundation
import LessonTestSupport
import Testing

/// Issues 25 and 26, round 30's holdout (Tests/Fixtures/Sweep30Holdout): the container files of
/// that round's thirty whose repositories carry a permissive licence (twelve: ten Objective-C,
/// two Swift), cut from public repositories that no earlier sweep, test or lesson used and
/// measured before any fix saw them, each with the trace FIDELITY predicts written before the
/// first run. Each runs as `lessons run` runs it and ends as its manifest line says (the outcome
/// main gave when the files were added): the predicted trace as written or after `lessons fix`,
/// another trace (the README says why), or exactly the listed errors.
@Suite struct Sweep30HoldoutTests {
  static let manifest = SweepManifest(
    folder: URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/Sweep30Holdout"),
    layout: .outcomeAndErrors)

  @Test func theTwelveLicensedFiles() {
    let entries = Self.manifest.entries
    #expect(entries.count == 12)
    #expect(entries.filter { $0.file.hasPrefix("s") }.count == 2)
    #expect(entries.filter { $0.file.hasPrefix("o") }.count == 10)
  }

  /// The lead's rule for third-party code in the test tree: every file's first line names the
  /// permissive licence it comes under, and the manifest line gives the same licence.
  @Test(arguments: manifest.entries)
  func namesItsLicence(_ entry: SweepManifest.Entry) throws {
    let firstLine = try Self.manifest.markdown(entry).prefix { $0 != "\n" }
    let licence = Self.licences[entry.file] ?? ""
    #expect(["MIT", "WTFPL"].contains(licence), "\(entry.file): licence `\(licence)`")
    #expect(firstLine.contains(licence == "MIT" ? "MIT licence" : licence))
  }

  @Test(arguments: manifest.entries)
  func endsAsTheManifestSays(_ entry: SweepManifest.Entry) throws {
    let problems = try sweepProblems(Self.manifest, entry)
    #expect(problems.isEmpty, Comment(rawValue: problems.joined(separator: "\n")))
  }

  /// The licence column of the manifest (`file | outcome | errors | licence | source`), by file.
  static let licences: [String: String] = {
    let text =
      (try? String(
        contentsOf: manifest.folder.appendingPathComponent("manifest.txt"), encoding: .utf8))
      ?? ""
    var result: [String: String] = [:]
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      if fields.count >= 5 { result[fields[0]] = fields[3] }
    }
    return result
  }()
}
