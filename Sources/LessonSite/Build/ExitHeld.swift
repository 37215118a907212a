import Foundation

/// What a one-shot `lessons build` or `lessons check` holds until the process exits instead
/// of freeing it (`SiteBuilder.Options.holdsMemoryUntilExit`,
/// `SitePipeline.CheckRequest.holdsMemoryUntilExit`). The content and the old and new caches of a
/// large site are millions of small objects; releasing them one by one is a visible part of a
/// rebuild after one change, for memory the exit gives back at once. Off by
/// default: `lessons serve` builds again and again in one process, and the tests build
/// hundreds of sites.
package enum ExitHeld {
  private static let storage = Storage()

  /// Keeps `value` alive until the process exits.
  package static func hold(_ value: Any) {
    storage.add(value)
  }

  /// How many values are held.
  package static var count: Int { storage.count }

  private final class Storage: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Any] = []

    func add(_ value: Any) {
      lock.withLock { values.append(value) }
    }

    var count: Int { lock.withLock { values.count } }
  }
}
