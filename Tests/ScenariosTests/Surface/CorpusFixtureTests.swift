import Foundation
import Testing

@testable import Scenarios

/// One file of the container corpus (`Tests/Fixtures/Traces/corpus/NN-name.md`): container
/// code in a style found in public code, with the trace written from FIDELITY.md before it ran.
struct CorpusFile: CustomTestStringConvertible, Sendable {
  var name: String
  var language: ScenarioLanguage
  /// The fence's attributes (`run=tap:swapButton`, `self=Container`).
  var words: [String]
  var prose: String
  var source: String
  /// The trace block's lines, each ending in a newline (as `traceText` prints them).
  var trace: String

  var testDescription: String { name }

  /// The corpus folder, found from this file's path.
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Traces/corpus")

  static let all: [CorpusFile] = {
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?
      .filter { $0.hasSuffix(".md") }.sorted() ?? []
    return names.compactMap { name in
      guard let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      else { return nil }
      return CorpusFile(name: name, text: text)
    }
  }()

  /// Reads the one scenario fence and its trace fence; nil fields stay empty when missing
  /// (the shape test reports them).
  init(name: String, text: String) {
    self.name = name
    language = .swift
    words = []
    prose = ""
    source = ""
    trace = ""
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
    if lines.first == "---", let end = lines.dropFirst().firstIndex(of: "---") {
      lines = lines[(end + 1)...]
    }
    var proseLines: [Substring] = []
    while let line = lines.popFirst() {
      if line.hasPrefix("```") {
        let info = line.dropFirst(3).split(separator: " ")
        let body = lines.prefix { $0 != "```" }
        lines = lines.dropFirst(body.count + 1)
        if info.count >= 2, info[1] == "scenario" {
          language = info[0] == "objc" ? .objc : .swift
          words = info.dropFirst(2).map(String.init)
          source = body.joined(separator: "\n")
        } else if info.first == "trace" {
          trace = body.map { $0 + "\n" }.joined()
        }
      } else if source.isEmpty {
        proseLines.append(line)
      }
    }
    prose = proseLines.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
  }
}

/// The corpus as issue 10 asks for it: at least 30 files, half Swift and half Objective-C,
/// each naming the public-code style it imitates, each running as written with its trace.
/// Each file's trace is verified by `TraceFixtureTests` (LessonSiteTests), through the
/// product's own verifier, as `lessons check` would.
@Suite struct CorpusFixtureTests {
  @Test func theCorpusHasThirtyFilesHalfSwiftHalfObjectiveC() {
    let files = CorpusFile.all
    let swift = files.filter { $0.language == .swift }.count
    #expect(files.count >= 30)
    #expect(swift == files.count - swift)
  }

  @Test(arguments: CorpusFile.all)
  func eachFileSaysWhichStyleItImitates(_ file: CorpusFile) {
    #expect(file.prose.hasPrefix("Imitates "), "\(file.name)")
    #expect(!file.source.isEmpty && !file.trace.isEmpty, "\(file.name)")
  }
}
