import Foundation
import LessonTestSupport
import Testing

@testable import LessonSite

/// A byte-level property of promotion: for random lessons (LF, CRLF, lone CR and mixed line
/// endings, a BOM or not, a final newline or not, blocks indented, quoted or in list items),
/// every byte outside the trace blocks' bodies is the same after promotion, the inserted
/// blocks aside, and the promoted file checks clean.
@Suite(.serialized) struct PromotionPropertyTests {
  static let caseCount = 200

  /// SplitMix64, so a failing case replays from its seed.
  struct Random {
    var state: UInt64
    mutating func below(_ bound: Int) -> Int {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((z ^ (z >> 31)) % UInt64(bound))
    }
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
  }

  /// A lesson as lines (without endings); the endings are chosen afterwards.
  static func lessonLines(_ random: inout Random) -> [String] {
    var lines = ["---", "title: T", "---"]
    let words = ["alpha", "Beta", "é", "한국어", "tab\there", "two  spaces", "*em*", "trailing "]
    func prose() -> String {
      "Prose " + (0..<random.below(5)).map { _ in random.pick(words) }.joined(separator: " ")
    }
    for _ in 0..<(1 + random.below(4)) {
      for _ in 0..<random.below(3) { lines.append(random.pick([prose(), "", "# Heading"])) }
      lines.append("")
      // The container: plain, indented, quoted, or a list item (marker on the fence line).
      let container = random.below(4)
      let indent = String(repeating: " ", count: random.below(4))
      let (first, rest) =
        switch container {
        case 0: ("", "")
        case 1: (indent, indent)
        case 2: ("> ", "> ")
        default: ("- ", "  ")
        }
      var block = [first + "```swift scenario", rest + "add", rest + "```"]
      switch random.below(4) {
      case 0: break  // no trace: one is inserted
      case 1: block += [rest + "```trace", rest + "old", rest + "stale\tline ", rest + "```"]
      case 2: block += [rest + "```trace", rest + "```"]
      default:
        block +=
          [rest + "```trace"]
          + FakeExecutor.addSwiftText.split(separator: "\n").map {
            rest + $0
          } + [rest + "```"]
      }
      if container != 2, block.count > 3, random.below(2) == 0 {
        block.insert("", at: 3)
      }
      lines += block
      if random.below(2) == 0 { lines += ["", prose()] }
    }
    return lines
  }

  static func bytes(_ lines: [String], _ random: inout Random) -> [UInt8] {
    let style = random.below(4)
    var bytes: [UInt8] = random.below(4) == 0 ? [0xEF, 0xBB, 0xBF] : []
    for (index, line) in lines.enumerated() {
      bytes += Array(line.utf8)
      if index == lines.count - 1, random.below(3) == 0 { break }
      let ending =
        switch style {
        case 0: "\n"
        case 1: "\r\n"
        case 2: "\r"
        default: random.pick(["\n", "\r\n", "\r"])
        }
      bytes += Array(ending.utf8)
    }
    return bytes
  }

  /// The lines of `bytes` outside every trace block's body; blocks of `inserted` scenarios
  /// (by ordinal) are dropped whole, with the blank line before them.
  static func skeleton(_ bytes: [UInt8], _ scenarios: [ScenarioResult], inserted: Set<Int>)
    -> [ByteLines.Line]
  {
    let lines = ByteLines(bytes).lines
    var dropped = Set<Int>()
    for scenario in scenarios {
      guard let trace = scenario.block.trace, let closing = trace.closingFenceLine else {
        continue
      }
      dropped.formUnion(trace.firstCodeLine..<closing)
      if inserted.contains(scenario.block.ordinal), let code = scenario.block.code.closingFenceLine
      {
        dropped.formUnion((code + 1)...closing)
      }
    }
    return lines.enumerated().filter { !dropped.contains($0.offset + 1) }.map(\.element)
  }

  @Test func everyByteOutsideTraceBodiesSurvives() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try folder.write("site.json", FixtureFolder.siteJSON(["en"]))
    let checker = SiteChecker(verifier: LessonVerifier(executor: FakeExecutor()), jobs: 1)
    var promotedCount = 0
    for seed in 0..<UInt64(Self.caseCount) {
      var random = Random(state: seed &* 0x1234_5678_9ABC)
      let before = Self.bytes(Self.lessonLines(&random), &random)
      try folder.write("en/01-add.md", bytes: before)
      let content = try ContentLoader().load(contentDirectory: folder.root)
      let report = checker.check(content.lessons, localeOrder: ["en"])
      let (changes, problems) = LessonPromoter(dryRun: false).promote(report)
      let context = "seed \(seed): \(String(decoding: before, as: UTF8.self).debugDescription)"
      #expect(problems.isEmpty, "\(context)")
      let after = try folder.bytes("en/01-add.md")
      guard let change = changes[0] else {
        #expect(after == before, "\(context)")
        continue
      }
      promotedCount += 1
      let reread = try #require(change.reread, "\(context)")
      let recheck = checker.recheck(report, replacing: [0: reread], localeOrder: ["en"])
      let newScenarios = recheck.perLesson[0].scenarios
      #expect(newScenarios.count == report.perLesson[0].scenarios.count, "\(context)")
      #expect(newScenarios.allSatisfy { $0.status == .passed }, "\(context)")
      let inserted = Set(
        report.perLesson[0].scenarios.filter { $0.block.trace == nil }.map(\.block.ordinal))
      var old = Self.skeleton(before, report.perLesson[0].scenarios, inserted: [])
      let new = Self.skeleton(after, newScenarios, inserted: inserted)
      // A file without a final newline gains one only where a block was added at its end.
      if old.last?.terminator == [], new.count == old.count {
        old[old.count - 1].terminator = new[new.count - 1].terminator
      }
      func text(_ lines: [ByteLines.Line]) -> String {
        String(decoding: lines.flatMap { $0.content + $0.terminator }, as: UTF8.self)
          .debugDescription
      }
      #expect(text(old) == text(new), "\(context)")
    }
    // The generator must exercise promotion, not only leave files alone.
    #expect(promotedCount > Self.caseCount / 2)
  }
}
