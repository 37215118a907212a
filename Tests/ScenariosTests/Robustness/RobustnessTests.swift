import Foundation
import LessonTestSupport
import Testing

@testable import Scenarios

/// Generated and mutated inputs through both parsers and the interpreter: every run must end
/// with a trace or with diagnostics placed inside the source; never a crash, never a hang
/// (DESIGN.md section 8). Seeded, so failures replay.
///
/// The unit suite runs a smoke test of a few hundred inputs; `scripts/fuzz robustness` runs
/// 10,000 per language (`ROBUSTNESS_INPUTS`), beside the coverage-guided fuzz targets.
@Suite struct RobustnessTests {
  /// Inputs per language; each runs through the full pipeline.
  static let inputCount =
    ProcessInfo.processInfo.environment["ROBUSTNESS_INPUTS"].flatMap { Int($0) } ?? 300

  private func mutate(_ source: String, _ random: inout SeededGenerator) -> String {
    var chunks = MutationCorpus.chunks(source)
    switch random.below(9) {
    case 0:  // truncation
      return String(source.prefix(random.below(source.count + 1)))
    case 1, 2:  // token swaps
      for _ in 0..<(1 + random.below(3)) where chunks.count > 1 {
        chunks.swapAt(random.below(chunks.count), random.below(chunks.count))
      }
      return chunks.joined()
    case 3:  // deletions
      for _ in 0..<(1 + random.below(4)) where !chunks.isEmpty {
        chunks.remove(at: random.below(chunks.count))
      }
      return chunks.joined()
    case 4:  // insertions
      for _ in 0..<(1 + random.below(4)) {
        chunks.insert(random.pick(MutationCorpus.fragments), at: random.below(chunks.count + 1))
      }
      return chunks.joined()
    case 5:  // deep nesting
      let depth = 1 + random.below(400)
      let open = random.pick(["(", "[", "{", "^{", "if true {", "{ _ in ", "\"\\(", "[self ", "!"])
      let close = random.pick([")", "]", "}", "}", "", ")\""])
      return String(repeating: open, count: depth) + "self.view"
        + String(repeating: close, count: depth)
    case 6:  // huge literals
      let size = 1 + random.below(20_000)
      return random.pick([
        "let n = " + String(repeating: "9", count: size),
        "print(\"" + String(repeating: "a", count: size) + "\")",
        "NSLog(@\"" + String(repeating: "%@", count: size % 300) + "\", self);",
        "let " + String(repeating: "x", count: size) + " = 1",
        "[self " + String(repeating: "a:", count: size % 500) + "1];",
      ])
    case 7:  // invalid UTF-8, decoded lossily
      let bytes = (0..<random.below(200)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
      let prefix = Array(source.utf8.prefix(random.below(source.utf8.count)))
      return String(decoding: prefix + bytes, as: UTF8.self)
    default:  // token soup
      let vocabulary = MutationCorpus.fragments + MutationCorpus.chunks(source)
      return (0..<random.below(60)).map { _ in random.pick(vocabulary) }.joined(separator: " ")
    }
  }

  private func check(_ source: String, _ language: ScenarioLanguage, _ words: [String]) {
    let (attributes, _) = ScenarioAttributes.parse(words)
    let outcome = ScenarioRunner().run(source, language: language, attributes: attributes)
    let lineCount = 1 + source.reduce(0) { $0 + ($1.isLineBreak ? 1 : 0) }
    if outcome.succeeded {
      _ = outcome.traceText
      return
    }
    for diagnostic in outcome.diagnostics {
      let inside =
        diagnostic.line >= 1 && diagnostic.line <= lineCount + 1 && diagnostic.column >= 1
      let attribute =
        diagnostic.line == 0
        && ["scenario.bad-uikit-setting", "scenario.bad-run-event"].contains(diagnostic.id.rawValue)
      if !(diagnostic.id.rawValue.hasPrefix("scenario.") && (inside || attribute)) {
        Issue.record("bad diagnostic \(diagnostic) for \(language) input: \(source.prefix(300))")
      }
      _ = ScenarioRunner.render([diagnostic], source: source)
    }
  }

  @Test(arguments: [ScenarioLanguage.swift, .objc])
  func mutatedAndGeneratedInputsNeverCrash(_ language: ScenarioLanguage) {
    var random = SeededGenerator(seed: language == .swift ? 0x5157_4946_5400 : 0x4F42_4A43_0000)
    let corpus = language == .swift ? MutationCorpus.swift : MutationCorpus.objc
    for index in 0..<Self.inputCount {
      let base = random.pick(corpus)
      let source = index < corpus.count ? corpus[index] : mutate(base, &random)
      let words = random.pick([
        [], ["run=swap"], ["run=add"], ["run=swap,swap"], ["uikit=B1:completion-first"],
        ["show=layout", "run=add"],
      ])
      check(source, language, words)
    }
  }

  @Test func corpusScenariosRunCleanly() {
    for (source, words) in zip(MutationCorpus.swift, [[], ["run=swap"], ["run=add"]]) {
      #expect(problems(runScenario(source, .swift, words)) == [])
    }
    for (source, words) in zip(MutationCorpus.objc, [[], ["run=swap"], ["run=add"]]) {
      #expect(problems(runScenario(source, .objc, words)) == [])
    }
  }
}
