/// `super.viewDidLoad()` written twice in one override: each reaches UIKit's implementation,
/// never a new message to `self`, so neither records an event.
extension UIKitSimulation {
  /// Runs `body`, a call of UIKit's implementation of `member` through an override's `super`:
  /// when the call of `member` on `receiver` is in progress, its base is reached again
  /// without a new event, however often the override calls `super`.
  public func superCall<T>(_ receiver: AnyObject, _ member: APIMember, _ body: () -> T) -> T {
    if let last = frames.indices.last, frames[last].object == ObjectIdentifier(receiver),
      frames[last].member == member
    {
      frames[last].reachedBase = false
    }
    return body()
  }
}
