import Dispatch
import Foundation

/// Maps items on up to `jobs` threads and returns results in the items' order, so that
/// output stays deterministic however the work was scheduled.
package enum ParallelMap {
  package static func map<Item: Sendable, Result: Sendable>(
    _ items: [Item], jobs: Int, _ transform: @escaping @Sendable (Item) -> Result
  ) -> [Result] {
    let box = ResultBox<Result>(count: items.count)
    let workers = max(1, min(jobs, items.count))
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
      while let index = box.nextIndex() {
        box.store(transform(items[index]), at: index)
      }
    }
    return box.results()
  }
}

/// Shared state of one `ParallelMap.map` call, guarded by a lock.
private final class ResultBox<Result: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [Result?]
  private var next = 0

  init(count: Int) {
    slots = Array(repeating: nil, count: count)
  }

  func nextIndex() -> Int? {
    lock.lock()
    defer { lock.unlock() }
    guard next < slots.count else { return nil }
    defer { next += 1 }
    return next
  }

  func store(_ result: Result, at index: Int) {
    lock.lock()
    slots[index] = result
    lock.unlock()
  }

  func results() -> [Result] {
    lock.lock()
    defer { lock.unlock() }
    return slots.map { $0! }
  }
}
