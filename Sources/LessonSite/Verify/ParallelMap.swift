import Dispatch
import Foundation

/// Maps items on up to `jobs` threads and returns results in the items' order, so that
/// output stays deterministic however the work was scheduled.
package enum ParallelMap {
  package static func map<Item: Sendable, Result: Sendable>(
    _ items: [Item], jobs: Int, _ transform: @escaping @Sendable (Item) -> Result
  ) -> [Result] {
    // Nothing to share out: on this thread. A rebuild with nothing changed maps no file, and
    // starting Dispatch's threads for it cost more than that rebuild's own work.
    if items.count < 2 || jobs < 2 { return items.map(transform) }
    // Every item within the window: no thread ever waits for the caller.
    let box = OrderedResults<Result>(count: items.count, window: items.count)
    let workers = max(1, min(jobs, items.count))
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
      while let index = box.nextIndex() {
        box.store(transform(items[index]), at: index)
      }
    }
    return box.all()
  }
}

extension ParallelMap {
  /// Maps `items` on up to `jobs` threads and hands each result to `consume` on the calling
  /// thread, in the items' order, as soon as it and every one before it are ready. The
  /// caller works (writes files) while the threads go on mapping, where a map in chunks left
  /// the cores idle during each chunk's writing and waited at its end for its slowest item.
  /// Threads run at most `window` items ahead of `consume`, so no more results than that are
  /// ever held. When `consume` throws, mapping stops and the error is rethrown once every
  /// thread has finished its item.
  package static func forEachInOrder<Item: Sendable, Result: Sendable, Failure: Error>(
    _ items: [Item], jobs: Int, window: Int,
    _ transform: @escaping @Sendable (Item) -> Result,
    consume: (_ index: Int, _ result: Result) throws(Failure) -> Void
  ) throws(Failure) {
    guard !items.isEmpty else { return }
    let queue = OrderedResults<Result>(count: items.count, window: max(1, window))
    let workers = max(1, min(jobs, items.count))
    let group = DispatchGroup()
    for _ in 0..<workers {
      DispatchQueue.global().async(group: group) {
        while let index = queue.nextIndex() {
          queue.store(transform(items[index]), at: index)
        }
      }
    }
    do {
      for index in items.indices {
        try consume(index, queue.take(index))
      }
    } catch {
      queue.stop()
      group.wait()
      throw error
    }
    group.wait()
  }
}

/// The shared state of one `ParallelMap.map` or `forEachInOrder` call, guarded by a
/// condition.
private final class OrderedResults<Result: Sendable>: @unchecked Sendable {
  private let condition = NSCondition()
  private var slots: [Result?]
  private let window: Int
  /// The next index to hand out, and the first not yet taken by the consumer.
  private var next = 0
  private var taken = 0
  private var stopped = false

  init(count: Int, window: Int) {
    slots = Array(repeating: nil, count: count)
    self.window = window
  }

  /// The next index to map, once it is within the window; nil when none is left.
  func nextIndex() -> Int? {
    condition.lock()
    defer { condition.unlock() }
    while !stopped, next < slots.count, next >= taken + window { condition.wait() }
    guard !stopped, next < slots.count else { return nil }
    defer { next += 1 }
    return next
  }

  func store(_ result: Result, at index: Int) {
    condition.lock()
    slots[index] = result
    condition.broadcast()
    condition.unlock()
  }

  /// The result at `index`, waiting for it; its slot is emptied and the window moves on.
  func take(_ index: Int) -> Result {
    condition.lock()
    defer { condition.unlock() }
    while slots[index] == nil { condition.wait() }
    let result = slots[index]!
    slots[index] = nil
    taken = index + 1
    condition.broadcast()
    return result
  }

  /// Every result, once all are stored (`map`, whose threads have all returned).
  func all() -> [Result] {
    condition.lock()
    defer { condition.unlock() }
    return slots.map { $0! }
  }

  /// No more indexes are handed out.
  func stop() {
    condition.lock()
    stopped = true
    condition.broadcast()
    condition.unlock()
  }
}
