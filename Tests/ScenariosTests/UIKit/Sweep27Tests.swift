import Foundation
import Testing

@testable import Scenarios

/// The container-subclass sweep of issue 25 (Tests/Fixtures/Sweep27): each real file runs as
/// its manifest line says: with its predicted trace, with a trace that differs for the reason
/// given there, or with exactly the errors listed.
@Suite struct Sweep27Tests {
  struct Entry: Sendable, CustomTestStringConvertible {
    var file: String
    var outcome: String

    var testDescription: String { file }
  }

  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Sweep27")

  static let entries: [Entry] = {
    guard
      let text = try? String(
        contentsOf: folder.appendingPathComponent("manifest.txt"), encoding: .utf8)
    else { return [] }
    return text.split(separator: "\n").compactMap { line -> Entry? in
      guard !line.hasPrefix("#") else { return nil }
      let fields = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard fields.count >= 2 else { return nil }
      return Entry(file: fields[0], outcome: fields[1])
    }
  }()

  /// The block's fence words, its code and the trace block after it.
  static func parts(of markdown: String) -> (words: [String], code: String, trace: String) {
    var words: [String] = []
    var code: [Substring] = []
    var trace: [Substring] = []
    var inside: String?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if inside == nil, line.hasPrefix("```") {
        let fence = line.dropFirst(3).split(separator: " ").map(String.init)
        inside = fence.first
        if fence.contains("scenario") { words = fence.filter { $0.contains("=") } }
      } else if line.hasPrefix("```") {
        inside = nil
      } else if inside == "trace" {
        trace.append(line)
      } else if inside != nil {
        code.append(line)
      }
    }
    return (words, code.joined(separator: "\n"), trace.joined(separator: "\n") + "\n")
  }

  @Test func eightFilesFromPublicRepositories() {
    #expect(Self.entries.count == 8)
  }

  @Test(arguments: entries)
  func runsAsTheManifestSays(_ entry: Entry) throws {
    let markdown = try String(
      contentsOf: Self.folder.appendingPathComponent(entry.file), encoding: .utf8)
    let (words, code, trace) = Self.parts(of: markdown)
    let language: ScenarioLanguage = entry.file.hasSuffix(".m.md") ? .objc : .swift
    let outcome = runScenario(code, language, words)
    let errors = Set(outcome.diagnostics.filter { $0.severity == .error }.map(\.id.rawValue))
    switch entry.outcome {
    case "trace":
      #expect(errors.isEmpty, "\(entry.file)")
      #expect(outcome.traceText == trace, "\(entry.file)")
    case "differs":
      #expect(errors.isEmpty, "\(entry.file)")
      #expect(outcome.traceText != trace, "\(entry.file): now as predicted; update the manifest")
    default:
      #expect(
        errors == Set(entry.outcome.split(separator: ",").map(String.init)),
        "\(entry.file)")
    }
  }
}
