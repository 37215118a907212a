import Containment

/// A notification: its name, the object and the `userInfo` its poster gave
/// (`post(name:object:userInfo:)`, or the code's `Notification(name:object:userInfo:)`), which
/// observers read (FIDELITY-SURFACE.md N1, N6).
struct PostedNotification {
  let name: String
  let object: Value
  let userInfo: Value
}

extension UIKitType {
  /// Foundation's `Notification` / `NSNotification` (FIDELITY-SURFACE.md N6): `name`,
  /// `object` and `userInfo` are what the poster gave, or what the code made it with.
  /// Delivery is synchronous (N1), so the notification an observer reads is the one being
  /// posted. Reading it is not a trace line; posting it is (FIDELITY A18.5).
  static let nsNotification = UIKitType(
    "NSNotification", superclass: "NSObject", receiver: .notification,
    initializers: [
      // A18.5: `[NSNotification notificationWithName:object:]`, its `userInfo:` form, and
      // `initWithName:object:userInfo:`; Swift's `NSNotification(name:object:)`.
      .initializer(
        "NSNotification", ["name", "object"], objc: ["notificationWithName", "object"],
        [.any, .any], fidelity: "A18.5"
      ) { call throws(Interrupt) in try call.madeNotification(userInfo: false) },
      .initializer(
        "NSNotification", ["name", "object", "userInfo"],
        objc: ["notificationWithName", "object", "userInfo"], [.any, .any, .any],
        fidelity: "A18.5"
      ) { call throws(Interrupt) in try call.madeNotification(userInfo: true) },
      .initializer(
        "NSNotification", ["name", "object", "userInfo"],
        objc: ["initWithName", "object", "userInfo"], [.any, .any, .any], fidelity: "A18.5"
      ) { call throws(Interrupt) in try call.madeNotification(userInfo: true) },
    ]
  ) { on in
    [
      .property(on, "name", .any, fidelity: "N6") { call in
        if case .surface(.notification(let posted)) = call.receiver { return .string(posted.name) }
        return .null
      },
      .property(on, "object", .any, fidelity: "N6") { call in
        if case .surface(.notification(let posted)) = call.receiver { return posted.object }
        return .null
      },
      .property(on, "userInfo", .any, fidelity: "N6") { call in
        if case .surface(.notification(let posted)) = call.receiver { return posted.userInfo }
        return .null
      },
    ]
  }

  /// Swift's `Notification` value: `Notification(name:object:userInfo:)`, its object and
  /// `userInfo` defaulting to nil (A18.5).
  static let notification = UIKitType(
    "Notification", superclass: nil, receiver: .notification,
    initializers: [
      .initializer("Notification", ["name"], objc: nil, [.any], fidelity: "A18.5") {
        call throws(Interrupt) in try call.madeNotification(userInfo: false)
      },
      .initializer("Notification", ["name", "object"], objc: nil, [.any, .any], fidelity: "A18.5") {
        call throws(Interrupt) in try call.madeNotification(userInfo: false)
      },
      .initializer(
        "Notification", ["name", "object", "userInfo"], objc: nil, [.any, .any, .any],
        fidelity: "A18.5"
      ) { call throws(Interrupt) in try call.madeNotification(userInfo: true) },
    ])
}

extension UIKitCall {
  /// A notification the code makes: the name (argument 0) and, when given, the object and
  /// `userInfo`.
  fileprivate func madeNotification(userInfo: Bool) throws(Interrupt) -> Value {
    let name = try postedName()
    let object = arguments.count > 1 ? argument(1) : .null
    let info = userInfo && arguments.count > 2 ? argument(2) : .null
    return .surface(.notification(PostedNotification(name: name, object: object, userInfo: info)))
  }
}

extension Interpreter {
  /// The notification an observer of `name` receives: the one being posted, innermost first,
  /// or one with no object and no `userInfo` for a `run=post:` step.
  func deliveredNotification(_ name: String) -> Value {
    let posted =
      postedNotifications.last { $0.name == name }
      ?? PostedNotification(name: name, object: .null, userInfo: .null)
    return .surface(.notification(posted))
  }

  /// Posts `posted` as the code's call `member` (A18.5: a `manual` line with the deliveries
  /// under it), keeping its object and `userInfo` for the observers while it is delivered.
  func post(_ posted: PostedNotification, _ member: APIMember, _ arguments: [TraceValue]) {
    postedNotifications.append(posted)
    defer { postedNotifications.removeLast() }
    simulation.notificationCenter.post(
      member, arguments, name: posted.name, object: posted.object.object)
  }

  /// A notification's object as a post's trace line shows it.
  func notificationTraceValue(_ value: Value) -> TraceValue {
    switch value {
    case .controller(let controller): .object(simulation.traceName(of: controller))
    case .view(let view): .object(simulation.traceName(of: view))
    case .string(let text): .string(text)
    case .number(let number): .number(number)
    case .null: .null
    default: .literal(swift: "…", objc: "…")
    }
  }
}
