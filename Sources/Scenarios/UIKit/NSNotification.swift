import Containment

/// A notification while its post delivers it: the name, the object and the `userInfo` the
/// poster gave (`post(name:object:userInfo:)`), which observers read (N1, N6).
struct PostedNotification {
  let name: String
  let object: Value
  let userInfo: Value
}

extension UIKitType {
  /// Foundation's `Notification` / `NSNotification` as an observer receives it
  /// (FIDELITY-SURFACE.md N6): `name`, `object` and `userInfo` are what the poster gave.
  /// Delivery is synchronous (N1), so the notification an observer reads is the one being
  /// posted. None of it is a trace line (N5).
  static let nsNotification = UIKitType(
    "NSNotification", superclass: "NSObject", receiver: .notification
  ) { on in
    [
      .property(on, "name", .any, fidelity: "N6") { call in
        if case .surface(.notification(let name)) = call.receiver { return .string(name) }
        return .null
      },
      .property(on, "object", .any, fidelity: "N6") { call in
        call.interpreter.posted(call.receiver)?.object ?? .null
      },
      .property(on, "userInfo", .any, fidelity: "N6") { call in
        call.interpreter.posted(call.receiver)?.userInfo ?? .null
      },
    ]
  }
}

extension Interpreter {
  /// The post in flight of the notification `value` is, innermost first; nil for one that
  /// `run=post:` sends (no object, no `userInfo`).
  func posted(_ value: Value) -> PostedNotification? {
    guard case .surface(.notification(let name)) = value else { return nil }
    return postedNotifications.last { $0.name == name }
  }

  /// Posts `name` with its object and `userInfo` kept for the observers while it is delivered.
  func post(_ name: String, object: Value, userInfo: Value) {
    postedNotifications.append(PostedNotification(name: name, object: object, userInfo: userInfo))
    defer { postedNotifications.removeLast() }
    simulation.notificationCenter.post(name: name, object: object.object)
  }
}
