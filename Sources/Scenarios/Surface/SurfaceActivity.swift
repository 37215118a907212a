/// Why a member can never be inert: what it can do to containment or to the scenario's code.
package struct SurfaceActivity: OptionSet, Sendable, Hashable {
  package let rawValue: Int
  package init(rawValue: Int) { self.rawValue = rawValue }

  /// Takes (or is) a block / closure that UIKit calls.
  package static let closure = Self(rawValue: 1 << 0)
  /// Takes (or is) a selector, a target-action pair.
  package static let selector = Self(rawValue: 1 << 1)
  /// Is a delegate or data source (UIKit calls the object's methods), or a requirement of
  /// such a protocol.
  package static let delegate = Self(rawValue: 1 << 2)
  /// Names, posts or observes a notification.
  package static let notification = Self(rawValue: 1 << 3)
  /// Adds, removes, presents, shows or reads view controllers or views in a container, or
  /// runs the callbacks such a change sends (appearance, lifecycle, layout).
  package static let containment = Self(rawValue: 1 << 4)
  /// A requirement UIKit calls on an object the scenario writes (an override point or a
  /// protocol method).
  package static let callback = Self(rawValue: 1 << 5)
}
