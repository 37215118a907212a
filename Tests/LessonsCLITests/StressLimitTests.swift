import Foundation
import LessonTestSupport
import Testing

/// One stress test per limit (issue 31): the built `lessons` binary, in a child process, on
/// an input past the limit; the run must end with the limit's diagnostic, within a time and
/// a peak resident size that do not grow with the input. The peak is the child's `VmHWM`,
/// read from /proc while it runs (`wait4`'s `ru_maxrss` would count the test process's own
/// memory: a spawned child keeps its parent's high-water mark across `exec`).
@Suite(.serialized) struct StressLimitTests {
  struct Run {
    var status: Int32
    var seconds: Double
    var peakMegabytes: Int
    var output: String
  }

  /// The `lessons` executable beside the test bundle.
  static let binary: String = {
    let bundle = URL(
      fileURLWithPath: CommandLine.arguments.first { $0.hasSuffix(".xctest") }
        ?? Bundle.main.bundlePath)
    return bundle.deletingLastPathComponent().appendingPathComponent("lessons").path
  }()

  /// Runs `lessons arguments…` with output to a file; kills it after `timeout` seconds.
  static func run(_ arguments: [String], in folder: FixtureFolder, timeout: Double = 120) -> Run {
    let outputPath = folder.path("stress-output.txt")
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    let argv = ([binary] + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var pid: pid_t = 0
    let started = Date()
    guard posix_spawn(&pid, binary, &actions, nil, argv, environ) == 0 else {
      return Run(status: -1, seconds: 0, peakMegabytes: 0, output: "cannot start \(binary)")
    }
    var status: Int32 = 0
    var peakKilobytes = 0
    while true {
      // The child's own high-water mark, from the moment it exec'd the binary.
      if let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
        text.contains(binary.split(separator: "/").last.map { "Name:\t" + $0.prefix(15) } ?? ""),
        let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
        let kilobytes = Int(line.split(separator: " ", omittingEmptySubsequences: true)[1])
      {
        peakKilobytes = max(peakKilobytes, kilobytes)
      }
      if waitpid(pid, &status, WNOHANG) == pid { break }
      if Date().timeIntervalSince(started) > timeout {
        kill(pid, SIGKILL)
        _ = waitpid(pid, &status, 0)
        break
      }
      usleep(5_000)
    }
    let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    return Run(
      status: status, seconds: Date().timeIntervalSince(started),
      peakMegabytes: peakKilobytes / 1024, output: output)
  }

  /// 255 columns, then 20,000 one-cell rows (81 KB): cmark-gfm pads every row to the header's
  /// width, so the cells, not the bytes, are what costs.
  @Test func aWideTableWithManyRowsIsBoundedByItsCells() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let header = "|" + String(repeating: "h|", count: 255) + "\n"
    let delimiter = "|" + String(repeating: "-|", count: 255) + "\n"
    let rows = String(repeating: "|x|\n", count: 20_000)
    let path = try folder.write("table.md", "# Table\n\n" + header + delimiter + rows)
    let run = Self.run(["check", path], in: folder)
    #expect(run.output.contains("markdown.table-too-large"), "\(run.output.prefix(2000))")
    #expect(run.peakMegabytes < 300, "peak \(run.peakMegabytes) MB")
    #expect(run.seconds < 30, "\(run.seconds) s")
  }

  /// 16,000 views, each inside the one before.
  @Test func nestedViewsStopAtTheDepthLimitQuickly() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let path = try folder.write(
      "nested.swift",
      """
      let root = UIView()
      var current = root
      for _ in 0..<160 {
        for _ in 0..<100 {
          let next = UIView()
          current.addSubview(next)
          current = next
        }
      }
      print("done")

      """)
    let run = Self.run(["run", path], in: folder)
    #expect(run.output.contains("more than 1000 levels"), "\(run.output.suffix(2000))")
    #expect(run.seconds < 20, "\(run.seconds) s")
  }

  @Test func aHugeLooseFileIsRefusedBeforeItIsRead() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let line = String(repeating: "word ", count: 20) + "\n"
    let path = try folder.write("post.md", "# Post\n\n" + String(repeating: line, count: 500_000))
    let run = Self.run(["check", path], in: folder)
    #expect(run.output.contains("content.file-too-large"), "\(run.output.prefix(2000))")
    #expect(run.peakMegabytes < 150, "peak \(run.peakMegabytes) MB")
    #expect(run.seconds < 10, "\(run.seconds) s")
  }

  @Test func aHugeSnippetIsRefusedBeforeItIsRead() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let path = try folder.write(
      "big.swift", "let " + String(repeating: "x", count: 50_000_000) + " = 1\n")
    let run = Self.run(["run", path], in: folder)
    #expect(run.output.contains("content.file-too-large"), "\(run.output.prefix(2000))")
    #expect(run.output.utf8.count < 10_000)
    #expect(run.peakMegabytes < 150, "peak \(run.peakMegabytes) MB")
    #expect(run.seconds < 10, "\(run.seconds) s")
  }

  @Test func aHugeGlossaryIsRefusedBeforeItIsRead() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try folder.write("content/site.json", FixtureFolder.siteJSON(["en"]))
    try folder.write("content/en/01-a.md", "---\ntitle: A\n---\nText.\n")
    let entry = "{\"term\": \"view controller\", \"avoid\": [\"VC\"]},"
    try folder.write(
      "content/glossary.json",
      "{\"terms\": [" + String(repeating: entry, count: 400_000) + "{\"term\": \"x\"}]}")
    let run = Self.run(["check", "--content", folder.path("content")], in: folder)
    #expect(run.output.contains("content.glossary-too-large"), "\(run.output.prefix(2000))")
    #expect(run.peakMegabytes < 150, "peak \(run.peakMegabytes) MB")
    #expect(run.seconds < 10, "\(run.seconds) s")
  }

  /// Block quotes nested 200,000 deep: folded at the nesting limit.
  @Test func deepNestingIsBoundedByTheNestingLimit() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let path = try folder.write("deep.md", String(repeating: ">", count: 200_000) + " x\n")
    let run = Self.run(["check", path], in: folder)
    #expect(run.output.contains("markdown.too-deep"), "\(run.output.prefix(2000))")
    #expect(run.peakMegabytes < 300, "peak \(run.peakMegabytes) MB")
    #expect(run.seconds < 30, "\(run.seconds) s")
  }
}
