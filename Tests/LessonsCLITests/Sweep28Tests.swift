import Foundation
import LessonSite
import Scenarios
import Testing

@testable import LessonsCLI

/// Issues 25 and 26, round 28 (Tests/Fixtures/Sweep28): thirty container files cut from public
/// repositories no earlier sweep, test or lesson used, each with the trace FIDELITY predicts
/// written before the first run. Each runs as `lessons run` runs it and ends as its manifest
/// line says: the predicted trace as written, the predicted trace after `lessons fix`, another
/// trace (the reason is in the README), or exactly the listed errors.
@Suite struct Sweep28Tests {
  struct Entry: Sendable, CustomTestStringConvertible {
    var file: String
    var outcome: String
    var errors: Set<String>

    var testDescription: String { file }
  }

  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Sweep28")

  static let entries: [Entry] = {
    guard
      let text = try? String(
        contentsOf: folder.appendingPathComponent("manifest.txt"), encoding: .utf8)
    else { return [] }
    return text.split(separator: "\n").compactMap { line -> Entry? in
      guard !line.hasPrefix("#") else { return nil }
      let fields = line.split(separator: "|", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard fields.count >= 3 else { return nil }
      return Entry(
        file: fields[0], outcome: fields[1],
        errors: fields[2] == "-" ? [] : Set(fields[2].split(separator: ",").map(String.init)))
    }
  }()

  @Test func thirtyFilesHalfSwiftHalfObjectiveC() {
    #expect(Self.entries.count == 30)
    #expect(Self.entries.filter { $0.file.hasPrefix("s") }.count == 15)
    #expect(Self.entries.filter { $0.file.hasPrefix("o") }.count == 15)
  }

  /// The trace lines of `lessons run`'s output (each starts with its tag word), lint lines
  /// (the model's advice, not UIKit's behaviour) left out.
  static func traceLines(_ text: String) -> [Substring] {
    text.split(separator: "\n").filter { line in
      guard let first = line.first, first.isLowercase else { return false }
      return !line.hasPrefix("lint ")
    }
  }

  /// The expected trace block of a sweep file: the first ```` ```trace ```` block (a revised
  /// prediction keeps the first one in a `predicted-first` block after it).
  static func expectedTrace(_ markdown: String) -> [Substring] {
    guard let start = markdown.range(of: "```trace\n"),
      let end = markdown.range(of: "\n```", range: start.upperBound..<markdown.endIndex)
    else { return [] }
    return traceLines(String(markdown[start.upperBound..<end.lowerBound]))
  }

  static func errorIDs(_ result: CLIResult) -> Set<String> {
    var ids: Set<String> = []
    for line in (result.output + result.error).split(separator: "\n")
    where line.contains(": error: ") {
      if let open = line.lastIndex(of: "["), line.hasSuffix("]") {
        ids.insert(String(line[line.index(after: open)..<line.index(before: line.endIndex)]))
      }
    }
    return ids
  }

  @Test(arguments: entries)
  func endsAsTheManifestSays(_ entry: Entry) throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("sweep28-" + UUID().uuidString)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let copy = directory.appendingPathComponent(entry.file).path
    let markdown = try String(
      contentsOf: Self.folder.appendingPathComponent(entry.file), encoding: .utf8)
    try markdown.write(toFile: copy, atomically: true, encoding: .utf8)
    let expected = Self.expectedTrace(markdown)
    #expect(!expected.isEmpty, "\(entry.file): no trace block")
    let asWritten = runLessons(["run", copy], executor: ScenarioRunner())
    switch entry.outcome {
    case "trace":
      #expect(Self.errorIDs(asWritten) == [], "\(entry.file)")
      #expect(Self.traceLines(asWritten.output) == expected, "\(entry.file)")
    case "differs":
      #expect(Self.errorIDs(asWritten) == [], "\(entry.file)")
      #expect(
        Self.traceLines(asWritten.output) != expected,
        "\(entry.file): now as predicted; update the manifest")
    case "fixed-trace", "fixed-differs":
      #expect(Self.errorIDs(asWritten) == entry.errors, "\(entry.file)")
      _ = runLessons(["fix", copy], executor: ScenarioRunner())
      let fixed = runLessons(["run", copy], executor: ScenarioRunner())
      #expect(Self.errorIDs(fixed) == [], "\(entry.file) after lessons fix")
      if entry.outcome == "fixed-trace" {
        #expect(Self.traceLines(fixed.output) == expected, "\(entry.file) after lessons fix")
      } else {
        #expect(
          Self.traceLines(fixed.output) != expected,
          "\(entry.file): now as predicted after lessons fix; update the manifest")
      }
    default:
      #expect(Self.errorIDs(asWritten) == entry.errors, "\(entry.file)")
    }
  }
}
