import Foundation
import Testing

@testable import Scenarios

/// The fresh sweep of issue 25 (Tests/Fixtures/Sweep25): each file, run as written with its
/// driver, reports exactly the errors its manifest line expects. A real UIKit, QuartzCore or
/// CoreGraphics member is never refused, except in a named not-modelled area.
@Suite struct Sweep25Tests {
  struct Entry: Sendable, CustomTestStringConvertible {
    var file: String
    var words: [String]
    var expected: [String]

    var testDescription: String { file }
  }

  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Sweep25")

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
        file: fields[0], words: fields[1].split(separator: " ").map(String.init),
        expected: fields[2] == "-" ? [] : fields[2].split(separator: ",").map(String.init))
    }
  }()

  @Test func twentyFilesFromPublicRepositories() {
    #expect(Self.entries.count == 20)
  }

  @Test(arguments: entries)
  func runsAsTheManifestSays(_ entry: Entry) throws {
    let source = try String(
      contentsOf: Self.folder.appendingPathComponent(entry.file), encoding: .utf8)
    let language: ScenarioLanguage = entry.file.hasSuffix(".m") ? .objc : .swift
    let outcome = runScenario(source, language, entry.words)
    let errors = Set(outcome.diagnostics.filter { $0.severity == .error }.map(\.id.rawValue))
    #expect(errors == Set(entry.expected), "\(entry.file)")
  }
}
