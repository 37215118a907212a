import Foundation
import LessonTestSupport
import Testing

/// The shared sweep runner's checks of a manifest line itself, with runs given by hand: an
/// outcome that cannot be checked (a `fixed-…` or `error` line with no ids, an unknown word)
/// is a problem even when the file's run agrees with it.
@Suite struct SweepManifestTests {
  static func manifest(_ lines: [String], layout: SweepManifest.Layout) throws -> SweepManifest {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("sweep-manifest-" + UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try (["# header"] + lines).joined(separator: "\n")
      .write(to: folder.appendingPathComponent("manifest.txt"), atomically: true, encoding: .utf8)
    return SweepManifest(folder: folder, layout: layout)
  }

  static let ran = SweepManifest.Run(errors: [], trace: ["add a"])
  static let stopped = SweepManifest.Run(
    errors: ["scenario.renamed"], trace: [], firstError: "scenario.renamed")
  static let stillStopped = SweepManifest.Run(
    errors: ["scenario.undeclared", "scenario.syntax"], trace: [], firstError: "scenario.syntax")

  func problems(
    _ line: String, layout: SweepManifest.Layout = .outcomeAndErrors,
    asWritten: SweepManifest.Run, afterFix: SweepManifest.Run = ran
  ) throws -> [String] {
    let manifest = try Self.manifest([line], layout: layout)
    let entry = try #require(manifest.entries.first)
    return manifest.problems(entry, expected: ["add a"], run: { asWritten }, fixed: { afterFix })
  }

  @Test func linesThatAgreeWithTheirRunsHaveNoProblems() throws {
    #expect(try problems("a.md | trace | - | x/y", asWritten: Self.ran).isEmpty)
    #expect(
      try problems("a.md | fixed-trace | scenario.renamed | x/y", asWritten: Self.stopped).isEmpty)
    #expect(
      try problems(
        "a.md | error | scenario.renamed ; after fix: scenario.syntax | x/y",
        asWritten: Self.stopped, afterFix: Self.stillStopped
      ).isEmpty)
    #expect(
      try problems("a.md | - | - | x/y", layout: .wordsAndErrors, asWritten: Self.ran).isEmpty)
  }

  @Test func aFixedOutcomeWithNothingToFixIsAProblem() throws {
    #expect(
      try problems("a.md | fixed-trace | - | x/y", asWritten: Self.ran)
        == ["a.md: `fixed-trace` lists no errors for lessons fix to answer"])
  }

  @Test func anErrorOutcomeWithoutIdsIsAProblemOutsideSweep25() throws {
    #expect(
      try problems("a.md | error | - | x/y", asWritten: Self.ran)
        == [
          "a.md: `error` lists no error ids",
          "a.md: `error` gives no first error after lessons fix (`; after fix: id`)",
        ])
  }

  @Test func anErrorLineThatRunsAfterFixIsAProblem() throws {
    #expect(
      try problems(
        "a.md | error | scenario.renamed ; after fix: scenario.syntax | x/y",
        asWritten: Self.stopped, afterFix: Self.ran)
        == ["a.md: runs after lessons fix; the line should be fixed-trace or fixed-differs"])
  }

  @Test func anErrorLineWhoseFirstErrorAfterFixMovedIsAProblem() throws {
    #expect(
      try problems(
        "a.md | error | scenario.renamed ; after fix: scenario.undeclared | x/y",
        asWritten: Self.stopped, afterFix: Self.stillStopped)
        == ["a.md: after lessons fix, first error scenario.syntax, expected scenario.undeclared"])
  }

  @Test func anErrorLineWithoutItsFirstErrorAfterFixIsAProblem() throws {
    #expect(
      try problems(
        "a.md | error | scenario.renamed | x/y", asWritten: Self.stopped,
        afterFix: Self.stillStopped)
        == ["a.md: `error` gives no first error after lessons fix (`; after fix: id`)"])
  }

  @Test func sweep25ErrorLinesAreNotFixed() throws {
    #expect(
      try problems(
        "a.md | - | scenario.renamed | x/y", layout: .wordsAndErrors, asWritten: Self.stopped
      ).isEmpty)
  }

  @Test func anUnknownOutcomeIsAProblem() throws {
    #expect(
      try problems("a.md | trac | - | x/y", asWritten: Self.ran)
        == ["a.md: unknown outcome `trac`"])
  }

  @Test func aDifferentTraceNamesItsFirstLine() throws {
    let other = SweepManifest.Run(errors: [], trace: ["add b"])
    #expect(
      try problems("a.md | trace | - | x/y", asWritten: other)
        == ["a.md: trace line 1 is `add b`, predicted `add a`"])
  }
}
