import Foundation
import LessonTestSupport
import Testing

@testable import LessonSite

/// Promotion against an independent CommonMark parser (issue 31): generated lessons, with
/// blocks in every container (indented, quoted, nested quotes, list items of every marker,
/// lists in quotes), every fence (backticks, tildes, longer fences; closed, unclosed, closed
/// outside the container, a last line that only looks like a fence), every line ending
/// (LF, CRLF, lone CR, mixed; a final one or not), a BOM or not, and Unicode prose, are
/// promoted; markdown-it-py (`scripts/fence-oracle`) then decides which spans promotion owned:
/// the bodies of trace blocks it reads as closed inside their container, and the lines right
/// after such a scenario block. Every other byte must be identical, a refused file untouched,
/// a file refused only when the parser too finds a block promotion needed unclosed, and a
/// promoted file must check clean.
///
/// `PROMOTION_CASES` sets the case count (the fuzz stage runs 10,000: `scripts/fuzz
/// promotion-property`).
@Suite(.serialized) struct PromotionOracleTests {
  static let caseCount =
    ProcessInfo.processInfo.environment["PROMOTION_CASES"].flatMap { Int($0) } ?? 300

  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

  /// One container shape: the prefix of its first line, of the lines after it, and the
  /// prefix a careless author gives the closing fence (none: the container's own).
  struct Container {
    var first: String
    var rest: String
  }

  static let containers: [Container] = [
    Container(first: "", rest: ""),
    Container(first: " ", rest: " "),
    Container(first: "   ", rest: "   "),
    Container(first: "> ", rest: "> "),
    Container(first: ">", rest: ">"),
    Container(first: "> > ", rest: "> > "),
    Container(first: ">\t", rest: ">\t"),
    Container(first: "- ", rest: "  "),
    Container(first: "*   ", rest: "    "),
    Container(first: "1. ", rest: "   "),
    Container(first: "10) ", rest: "    "),
    Container(first: "-\t", rest: "    "),
    Container(first: "> - ", rest: ">   "),
    Container(first: "- > ", rest: "  > "),
    Container(first: "- ", rest: "\t"),
  ]

  static let words = [
    "alpha", "Beta", "é", "e\u{301}", "한국어", "日本語", "👩‍👩‍👧", "שלום", "tab\there",
    "two  spaces", "*em*", "trailing ", "`code`", "\u{200B}", "ﬁ",
  ]

  static func lessonLines(_ random: inout PromotionPropertyTests.Random) -> [String] {
    var lines = ["---", "title: T", "---"]
    func prose() -> String {
      "Prose " + (0..<random.below(5)).map { _ in random.pick(words) }.joined(separator: " ")
    }
    for _ in 0..<(1 + random.below(4)) {
      for _ in 0..<random.below(3) {
        lines.append(random.pick([prose(), "", "# Heading " + random.pick(words), "- item"]))
      }
      lines.append("")
      let container = random.pick(containers)
      let fence = random.pick(["```", "~~~", "````", "~~~~~"])
      // Closing fences: the container's own, a longer one, indented up to 3, or one a
      // reader might take for a fence (lacking the prefix, indented 4, another character).
      func closing(_ careful: Bool) -> String {
        let other = fence.first == "`" ? "~~~" : "```"
        if careful || random.below(6) != 0 {
          return container.rest
            + random.pick([fence, fence + "`", fence + fence.prefix(1), " " + fence, fence + " "])
            .replacingOccurrences(of: "`~", with: "~~").replacingOccurrences(of: "~`", with: "``")
        }
        return random.pick([
          fence, "    " + fence, container.rest + "    " + fence, container.rest + other,
          "> " + fence, "\t" + fence,
        ])
      }
      var block = [container.first + fence + "swift scenario", container.rest + "add"]
      block.append(closing(random.below(3) != 0))
      switch random.below(5) {
      case 0: break  // no trace: one is inserted
      case 1:
        block += [container.rest + fence + "trace", container.rest + "old"]
        if random.below(4) != 0 { block.append(closing(false)) }
      case 2: block += [container.rest + fence + "trace", closing(true)]
      case 3:
        block +=
          [container.rest + fence + "trace", container.rest + "stale\tline ", closing(false)]
      default:
        block +=
          [container.rest + fence + "trace"]
          + FakeExecutor.addSwiftText.split(separator: "\n").map { container.rest + $0 }
          + [closing(true)]
      }
      lines += block
      if random.below(2) == 0 { lines += ["", prose()] }
      if random.below(4) == 0 { lines.append(random.pick(["    ```", "\t```", "> ```", "~~~"])) }
    }
    return lines
  }

  struct Case {
    var seed: UInt64
    var before: [UInt8]
    var after: [UInt8]
    var problems: [SiteDiagnostic]
    var passedAfter: Bool
  }

  struct Fence: Decodable {
    var info: String
    var open: Int
    var close: Int?
    var isTrace: Bool { info.split(separator: " ").first == "trace" }
    var isScenario: Bool {
      let words = info.split(separator: " ")
      return words.count >= 2 && ["swift", "objc"].contains(words[0]) && words[1] == "scenario"
    }
  }

  struct Answer: Decodable { var fences: [Fence] }

  /// Asks markdown-it-py for the fences of each file, body from line 4 (after front matter).
  static func oracle(_ paths: [String]) throws -> [Answer] {
    let python = packageRoot + "/.build/oracle/bin/python"
    guard FileManager.default.isExecutableFile(atPath: python) else {
      Issue.record("the CommonMark oracle is missing: run scripts/setup (it installs \(python))")
      return []
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = [packageRoot + "/scripts/fence-oracle"]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    let requests = paths.map { "{\"path\": \(quoted($0)), \"firstLine\": 4}\n" }.joined()
    // Written from another thread: the answers may fill the pipe before the requests end.
    let writer = Thread {
      input.fileHandleForWriting.write(Data(requests.utf8))
      try? input.fileHandleForWriting.close()
    }
    writer.start()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    return try String(decoding: data, as: UTF8.self).split(separator: "\n").map {
      try JSONDecoder().decode(Answer.self, from: Data($0.utf8))
    }
  }

  static func quoted(_ text: String) -> String {
    String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
  }

  /// The lines outside the owned spans: bodies of closed trace blocks; with `inserted`, the
  /// scenario ordinals whose trace block promotion inserted, those blocks whole (from the
  /// line after the scenario's closing fence).
  static func skeleton(_ bytes: [UInt8], _ fences: [Fence], inserted: Set<Int>)
    -> [ByteLines.Line]
  {
    var dropped = Set<Int>()
    var ordinal = -1
    for (index, fence) in fences.enumerated() {
      if fence.isScenario { ordinal += 1 }
      guard fence.isTrace, let close = fence.close else { continue }
      dropped.formUnion((fence.open + 1)..<close)
      if index > 0, fences[index - 1].isScenario, inserted.contains(ordinal),
        let scenarioClose = fences[index - 1].close
      {
        dropped.formUnion((scenarioClose + 1)...close)
      }
    }
    return ByteLines(bytes).lines.enumerated().filter { !dropped.contains($0.offset + 1) }
      .map(\.element)
  }

  @Test func everyByteOutsideTheSpansAnIndependentParserOwnsSurvives() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try folder.write("site.json", FixtureFolder.siteJSON(["en"]))
    let checker = SiteChecker(verifier: LessonVerifier(executor: FakeExecutor()), jobs: 1)
    var cases: [Case] = []
    var paths: [String] = []
    for seed in 0..<UInt64(Self.caseCount) {
      var random = PromotionPropertyTests.Random(state: seed &* 0x9E37_79B9 &+ 17)
      let before = PromotionPropertyTests.bytes(Self.lessonLines(&random), &random)
      try folder.write("en/01-add.md", bytes: before)
      let content = try ContentLoader().load(contentDirectory: folder.root)
      let report = checker.check(content.lessons, localeOrder: ["en"])
      let (changes, problems) = LessonPromoter(dryRun: false).promote(report)
      let after = try folder.bytes("en/01-add.md")
      var passedAfter = true
      if let reread = changes[0]?.reread {
        let recheck = checker.recheck(report, replacing: [0: reread], localeOrder: ["en"])
        passedAfter = recheck.perLesson[0].scenarios.allSatisfy { $0.status == .passed }
      }
      cases.append(
        Case(
          seed: seed, before: before, after: after, problems: problems, passedAfter: passedAfter))
      paths.append(try folder.write("cases/\(seed)-before.md", bytes: before))
      paths.append(try folder.write("cases/\(seed)-after.md", bytes: after))
    }
    let answers = try Self.oracle(paths)
    guard answers.count == paths.count else {
      Issue.record("the oracle answered \(answers.count) of \(paths.count) files")
      return
    }
    var promoted = 0
    var refused = 0
    for (number, item) in cases.enumerated() {
      let old = answers[2 * number].fences
      let new = answers[2 * number + 1].fences
      let context =
        "seed \(item.seed): \(String(decoding: item.before, as: UTF8.self).debugDescription)"
      let promotionIds = item.problems.map(\.id.rawValue).filter { $0.hasPrefix("promote.") }
      // A block the oracle reads as unclosed, after a scenario or as its trace.
      let oracleSeesUnclosed = old.enumerated().contains { index, fence in
        fence.close == nil
          && (fence.isScenario || (fence.isTrace && index > 0 && old[index - 1].isScenario))
      }
      if !promotionIds.isEmpty {
        refused += 1
        let untouched = item.after == item.before
        #expect(untouched, "refused but written: \(context)")
        #expect(
          oracleSeesUnclosed,
          "refused \(promotionIds) where the oracle sees no unclosed block: \(context)")
        continue
      }
      guard item.after != item.before else { continue }
      promoted += 1
      #expect(item.passedAfter, "the promoted file does not check clean: \(context)")
      // Scenario ordinals whose trace was inserted: no trace after them before, one after.
      func hasTrace(_ fences: [Fence]) -> [Bool] {
        fences.enumerated().filter { $0.element.isScenario }.map { index, _ in
          index + 1 < fences.count && fences[index + 1].isTrace
        }
      }
      let hadTrace = hasTrace(old)
      let hasTraceNow = hasTrace(new)
      #expect(hadTrace.count == hasTraceNow.count, "scenario count changed: \(context)")
      let inserted = Set(
        zip(hadTrace, hasTraceNow).enumerated().filter { !$0.element.0 && $0.element.1 }
          .map(\.offset))
      var oldSkeleton = Self.skeleton(item.before, old, inserted: [])
      let newSkeleton = Self.skeleton(item.after, new, inserted: inserted)
      // A file without a final newline gains one only where a block was added at its end.
      if oldSkeleton.last?.terminator == [], newSkeleton.count == oldSkeleton.count {
        oldSkeleton[oldSkeleton.count - 1].terminator =
          newSkeleton[newSkeleton.count - 1]
          .terminator
      }
      func text(_ lines: [ByteLines.Line]) -> String {
        String(decoding: lines.flatMap { $0.content + $0.terminator }, as: UTF8.self)
          .debugDescription
      }
      #expect(text(oldSkeleton) == text(newSkeleton), "\(context)")
    }
    // The generator must exercise both sides: promotions and refusals.
    #expect(promoted > Self.caseCount / 4)
    #expect(refused > Self.caseCount / 20)
  }
}
