import Foundation

/// Each type's lookup order (`UIKitSurface.lookupOrder(of:)`: the type, its superclasses, the
/// protocols they adopt), worked out the first time a member of that type is looked up and
/// kept: every member a scenario names is looked up through it, in every check of every
/// scenario.
final class SurfaceLookupOrders: @unchecked Sendable {
  // Scenarios run in parallel: the cache is read and written under the lock.
  private let lock = NSLock()
  private var orders: [String: [SurfaceType]] = [:]

  /// The order kept for the type with this Objective-C name, made by `make` the first time.
  func order(of objcName: String, _ make: () -> [SurfaceType]) -> [SurfaceType] {
    lock.lock()
    if let known = orders[objcName] {
      lock.unlock()
      return known
    }
    lock.unlock()
    let made = make()
    lock.lock()
    orders[objcName] = made
    lock.unlock()
    return made
  }
}
