import Foundation
import Testing

@testable import LessonSite

/// cmark-gfm keeps the inline parser's table of special characters in one process-wide array,
/// which each parse fills with its extensions' characters (`~` for strikethrough, `:` and `w`
/// for autolinks) and clears again when it finishes. Two parses on two threads therefore race:
/// one clears `~` while the other is still reading its inlines, and `~~old~~` comes out as
/// text. The build renders pages in parallel, so this would make pages differ from run to run.
struct CmarkConcurrencyTests {
  @Test func parsesOnManyThreadsKeepEveryExtensionsInlineSyntax() {
    let markdown = String(
      repeating: "Some ~~old~~ words and www.example.com in a line of text.\n\n"
        + "| a | b |\n|---|---|\n| ~~cell~~ | 2 |\n\n- [x] done\n\n", count: 20)
    let threads = 8
    let parsesPerThread = 40
    let failures = Counter()
    DispatchQueue.concurrentPerform(iterations: threads) { _ in
      for _ in 0..<parsesPerThread {
        let html = MarkdownHTMLRenderer().render(MarkdownDocument(parsing: markdown).root)
        // Later cmark-gfm releases parse a table row's inlines while feeding.
        let struck = html.components(separatedBy: "<del>old</del>").count - 1
        let struckCells = html.components(separatedBy: "<td><del>cell</del></td>").count - 1
        let linked = html.components(separatedBy: "href=\"http://www.example.com\"").count - 1
        let tables = html.components(separatedBy: "<table>").count - 1
        let ticked = html.components(separatedBy: "checked=\"\"").count - 1
        if struck != 20 || struckCells != 20 || linked != 20 || tables != 20 || ticked != 20 {
          failures.add()
        }
      }
    }
    #expect(failures.value == 0, "parses that lost strikethrough, autolinks, tables or tasks")
  }

  /// Only the release whose feeding was checked to leave the shared table alone parses
  /// without the lock while feeding; any other takes it for the whole parse.
  @Test func feedingHoldsTheLockWithAnyUncheckedRelease() {
    #expect(!CmarkBridge.feedNeedsLock(version: CmarkBridge.versionWithUnsharedFeed))
    for version in ["0.29.0.gfm.13", "0.29.0.gfm.5", "0.31.0", ""] {
      #expect(CmarkBridge.feedNeedsLock(version: version), "\(version)")
    }
  }
}

/// A count shared by the threads above.
private final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  func add() { lock.withLock { count += 1 } }
  var value: Int { lock.withLock { count } }
}
