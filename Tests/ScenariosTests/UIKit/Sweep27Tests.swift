import Foundation
import LessonTestSupport
import Testing

@testable import Scenarios

/// The container-subclass sweep of issue 25 (Tests/Fixtures/Sweep27): each real file runs as
/// its manifest line says: with its predicted trace, with a trace that differs for the reason
/// given there, or with exactly the errors listed.
@Suite struct Sweep27Tests {
  static let manifest = SweepManifest(
    folder: URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/Sweep27"),
    layout: .outcomeOrErrors)

  @Test func eightFilesFromPublicRepositories() {
    #expect(Self.manifest.entries.count == 8)
  }

  @Test(arguments: manifest.entries)
  func runsAsTheManifestSays(_ entry: SweepManifest.Entry) throws {
    let (words, code, trace) = SweepManifest.blockParts(try Self.manifest.markdown(entry))
    let language: ScenarioLanguage = entry.file.hasSuffix(".m.md") ? .objc : .swift
    let problems = Self.manifest.problems(
      entry, expected: trace,
      run: {
        let outcome = runScenario(code, language, words)
        return SweepManifest.Run(
          errors: Set(outcome.diagnostics.filter { $0.severity == .error }.map(\.id.rawValue)),
          trace: outcome.traceText.split(separator: "\n").map(String.init))
      },
      fixed: { SweepManifest.Run(errors: [], trace: []) })
    #expect(problems.isEmpty, Comment(rawValue: problems.joined(separator: "\n")))
  }
}
