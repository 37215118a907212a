import Foundation
import LessonTestSupport
import Testing

@testable import LessonSite

/// A file nobody touched is never refused as changed, however many promotions run at once,
/// while a change made by someone else between the read and the rename still is.
///
/// The flaky `promote.file-changed` of `LooseFilesTests` and `FixCommandTests` under load came
/// from the test hook `PromotionWriter.beforeReplacing`: a process-wide variable then, set by
/// `PromotionConcurrentEditTests` to move its file's time, so any promotion another test made
/// in that window ran the hook too and had its own file's time moved.
@Suite struct PromotionIsolationTests {
  /// Results written by other threads, read after they are joined.
  final class Record: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String] = []
    func append(_ value: String) { lock.withLock { values.append(value) } }
    var all: [String] { lock.withLock { values } }
  }

  /// Runs `body` on a thread of its own (no task, so no task-local values) and waits for it.
  static func onAnotherThread(_ body: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      body()
      done.signal()
    }
    thread.start()
    done.wait()
  }

  static func outcome(_ bytes: [UInt8], _ path: String, expecting original: [UInt8]) -> String {
    do {
      try PromotionWriter.write(bytes, to: path, expecting: original)
      return "written"
    } catch {
      return "\(error)"
    }
  }

  @Test func anotherPromotionsHookDoesNotReachThisFile() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let mine = try folder.write("mine/a.md", "mine\n")
    let theirs = try folder.write("theirs/b.md", "theirs\n")
    let hooked = Record()
    let elsewhere = Record()
    // While this promotion is in its window, another promotion (another test's, in the
    // product any other caller's) writes an unchanged file: it must not run this hook.
    let hook: @Sendable (String) -> Void = { target in
      hooked.append((target as NSString).lastPathComponent)
      Self.onAnotherThread {
        elsewhere.append(
          Self.outcome(Array("new b\n".utf8), theirs, expecting: Array("theirs\n".utf8)))
      }
      var times = [timespec(tv_sec: 1, tv_nsec: 0), timespec(tv_sec: 1, tv_nsec: 0)]
      _ = utimensat(AT_FDCWD, target, &times, 0)
    }
    let result = PromotionWriter.$beforeReplacing.withValue(hook) {
      Self.outcome(Array("new a\n".utf8), mine, expecting: Array("mine\n".utf8))
    }
    #expect(hooked.all == ["a.md"])
    #expect(elsewhere.all == ["written"])
    #expect(try folder.bytes("theirs/b.md") == Array("new b\n".utf8))
    // The file whose time the hook moved is still refused.
    #expect(result == "fileChanged")
    #expect(try folder.bytes("mine/a.md") == Array("mine\n".utf8))
  }

  @Test func unchangedFilesPromotedFromManyThreadsAtOnceAreAllWritten() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    var paths: [String] = []
    for index in 0..<24 {
      // Three folders, so that promotions share folders (and their leftover sweeps).
      paths.append(try folder.write("f\(index % 3)/\(index).md", "old \(index)\n"))
    }
    let outcomes = Record()
    let group = DispatchGroup()
    for worker in 0..<4 {
      let mine = paths.enumerated().filter { $0.offset % 4 == worker }
      group.enter()
      Thread {
        for (index, path) in mine {
          let result = Self.outcome(
            Array("new \(index)\n".utf8), path, expecting: Array("old \(index)\n".utf8))
          outcomes.append("\(index) \(result)")
        }
        group.leave()
      }.start()
    }
    group.wait()
    #expect(outcomes.all.filter { !$0.hasSuffix(" written") } == [])
    for (index, _) in paths.enumerated() {
      #expect(try folder.bytes("f\(index % 3)/\(index).md") == Array("new \(index)\n".utf8))
    }
  }

  @Test func aChangeByAnotherProcessInTheWindowIsStillRefused() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let path = try folder.write("a.md", "mine\n")
    // Another program saves the file (same size, other bytes) after the read, before the
    // rename.
    let save: @Sendable (String) -> Void = { target in
      let shell = Process()
      shell.executableURL = URL(fileURLWithPath: "/bin/sh")
      shell.arguments = ["-c", "printf 'them\\n' > \"$1\"", "sh", target]
      try? shell.run()
      shell.waitUntilExit()
    }
    let result = PromotionWriter.$beforeReplacing.withValue(save) {
      Self.outcome(Array("new\n".utf8), path, expecting: Array("mine\n".utf8))
    }
    #expect(result == "fileChanged")
    #expect(try folder.bytes("a.md") == Array("them\n".utf8))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.root) == ["a.md"])
  }
}
