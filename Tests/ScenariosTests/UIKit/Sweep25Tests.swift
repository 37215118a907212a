import Foundation
import LessonTestSupport
import Testing

@testable import Scenarios

/// The fresh sweep of issue 25 (Tests/Fixtures/Sweep25): each file, run as written with its
/// driver, reports exactly the errors its manifest line expects. A real UIKit, QuartzCore or
/// CoreGraphics member is never refused, except in a named not-modelled area.
@Suite struct Sweep25Tests {
  static let manifest = SweepManifest(
    folder: URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/Sweep25"),
    layout: .wordsAndErrors)

  @Test func twentyFilesFromPublicRepositories() {
    #expect(Self.manifest.entries.count == 20)
  }

  @Test(arguments: manifest.entries)
  func runsAsTheManifestSays(_ entry: SweepManifest.Entry) throws {
    let source = try Self.manifest.markdown(entry)
    let language: ScenarioLanguage = entry.file.hasSuffix(".m") ? .objc : .swift
    let problems = Self.manifest.problems(
      entry, expected: [],
      run: {
        let outcome = runScenario(source, language, entry.words)
        return SweepManifest.Run(
          errors: Set(outcome.diagnostics.filter { $0.severity == .error }.map(\.id.rawValue)),
          trace: [])
      },
      fixed: { SweepManifest.Run(errors: [], trace: []) })
    #expect(problems.isEmpty, Comment(rawValue: problems.joined(separator: "\n")))
  }
}
