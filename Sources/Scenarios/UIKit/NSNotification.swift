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
    "NSNotification", superclass: "NSObject", receiver: .notification,
    initializers: notificationInitializers("NSNotification")
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

extension UIKitType {
  /// Swift's `Notification(name:object:userInfo:)`, the value a `post(_:)` takes.
  static let notification = UIKitType(
    "Notification", receiver: .notification, initializers: notificationInitializers("Notification"))

  /// `+notificationWithName:object:`, `+notificationWithName:object:userInfo:`,
  /// `-initWithName:object:userInfo:` and Swift's `Notification(name:object:userInfo:)` (whose
  /// `object` and `userInfo` default to nil): a notification not yet posted, whose name,
  /// object and `userInfo` a `postNotification:` gives its observers (N6).
  static func notificationInitializers(_ className: String) -> [UIKitMember] {
    @Sendable func make(_ call: UIKitCall) throws(Interrupt) -> Value {
      guard let name = try call.notificationName(0) else {
        throw Interrupt(
          .typeMismatch(context: call.context, expected: "a notification name", found: "nil"),
          at: call.location(of: 0))
      }
      return .record(
        RecordValue(
          type: "NSNotification",
          fields: [
            ("name", .string(name)), ("object", call.argument(1)), ("userInfo", call.argument(2)),
          ]))
    }
    let swift: [UIKitMember] = [
      ["name"], ["name", "object"], ["name", "object", "userInfo"],
    ].map { labels in
      .initializer(
        className, labels, objc: nil, labels.map { _ in .any }, fidelity: "N6"
      ) { call throws(Interrupt) in try make(call) }
    }
    guard className == "NSNotification" else { return swift }
    return [
      ["notificationWithName", "object"], ["notificationWithName", "object", "userInfo"],
      ["initWithName", "object", "userInfo"],
    ].map { pieces in
      .initializer(
        className, pieces.map { $0 }, objc: pieces, pieces.map { _ in .any }, fidelity: "N6"
      ) { call throws(Interrupt) in try make(call) }
    }
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
