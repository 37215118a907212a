import Foundation
import Testing

@testable import LessonSite

/// `ParallelMap`: results in the items' order whatever the scheduling; `forEachInOrder`
/// hands them over as they come, never holding more than its window.
@Suite struct ParallelMapTests {
  /// Later items take less time, so threads finish them first.
  private static func slowFirst(_ item: Int) -> Int {
    usleep(useconds_t(max(0, 40 - item) * 100))
    return item * item
  }

  @Test func mapKeepsTheItemsOrder() {
    let items = Array(0..<40)
    #expect(ParallelMap.map(items, jobs: 4, Self.slowFirst) == items.map { $0 * $0 })
  }

  @Test func resultsComeInOrderAndNoMoreThanTheWindowIsAhead() {
    let items = Array(0..<40)
    let started = Counter()
    var seen: [Int] = []
    var mostAhead = 0
    ParallelMap.forEachInOrder(
      items, jobs: 4, window: 3,
      { item in
        started.add()
        return Self.slowFirst(item)
      },
      consume: { index, result in
        seen.append(result)
        // Items started past those consumed before this one: this one and the window after it.
        mostAhead = max(mostAhead, started.value - index)
        usleep(200)
      })
    #expect(seen == items.map { $0 * $0 })
    #expect(mostAhead <= 1 + 3)
    #expect(started.value == items.count)
  }

  @Test func aThrowingConsumerStopsTheMapping() {
    struct Stop: Error, Equatable {}
    let started = Counter()
    var consumed: [Int] = []
    #expect(throws: Stop()) {
      try ParallelMap.forEachInOrder(
        Array(0..<1_000), jobs: 2, window: 4,
        { item in
          started.add()
          return item
        },
        consume: { (_, result) throws(Stop) in
          if result == 5 { throw Stop() }
          consumed.append(result)
        })
    }
    #expect(consumed == [0, 1, 2, 3, 4])
    // Nothing past the window was started: items 0 to 5 taken, four more at most.
    #expect(started.value <= 6 + 4)
  }

  @Test func nothingToMapCallsNothing() {
    var calls = 0
    ParallelMap.forEachInOrder(
      [Int](), jobs: 2, window: 2, { $0 }, consume: { _, _ in calls += 1 })
    #expect(calls == 0)
  }
}

/// A count shared by the mapping threads.
private final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  func add() { lock.withLock { count += 1 } }
  var value: Int { lock.withLock { count } }
}
