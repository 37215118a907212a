import Containment

/// Swift's key-value observing (Foundation's overlay, FIDELITY-SURFACE C11):
/// `observe(_:options:changeHandler:)` on views and controllers, the same registration as
/// Objective-C's `addObserver:forKeyPath:options:context:`, and the `NSKeyValueObservation`
/// it returns, whose `invalidate()` ends it.
extension UIKitType {
  static let keyValueObservingOnViews = UIKitType(
    "UIView", superclass: "UIResponder", receiver: .view, members: observeMembers)

  static let keyValueObservingOnControllers = UIKitType(
    "UIViewController", superclass: "UIResponder", receiver: .controller, members: observeMembers)

  static let nsKeyValueObservation = UIKitType(
    "NSKeyValueObservation", superclass: "NSObject", receiver: .keyValueObservation
  ) { on in
    [
      .method(on, "invalidate", fidelity: "C11") { call in
        if case .surface(.keyValueObservation(let token)) = call.receiver {
          call.interpreter.invalidateObservation(token)
        }
        return .void
      }
    ]
  }

  /// The change an `observe` handler gets: `newValue`, `oldValue` (nil unless the options ask),
  /// `isPrior`, `kind` (a record the handler reads by field).
  static let nsKeyValueObservedChange = UIKitType(
    "NSKeyValueObservedChange", receiver: .keyValueChange
  ) { on in
    ["newValue", "oldValue", "isPrior", "kind"].map { name in
      .property(on, name, .any, fidelity: "C11") { call in
        if case .record(let record) = call.receiver { return record.field(name) ?? .null }
        return .null
      }
    }
  }

  /// `observe(\.x, options: …) { object, change in … }` and `observe(\.x) { … }`; Swift's
  /// spelling of `addObserver:forKeyPath:options:context:` and `removeObserver:forKeyPath:`.
  private static func observeMembers(_ on: ModelledAPI.Receiver) -> [UIKitMember] {
    [
      .method(
        on, "addObserver", [nil, "forKeyPath", "options", "context"],
        objc: ["addObserver", "forKeyPath", "options", "context"], [.any, .any, .any, .any],
        fidelity: "C11"
      ) { call throws(Interrupt) in
        try call.interpreter.addObserverSwift(
          call.receiver, observer: call.argument(0), keyPath: call.argument(1),
          options: call.argument(2), context: call.argument(3), at: call.location)
        return .void
      },
      .method(
        on, "removeObserver", [nil, "forKeyPath"], objc: ["removeObserver", "forKeyPath"],
        [.any, .any], fidelity: "C11"
      ) { call throws(Interrupt) in
        try call.interpreter.removeObserver(
          call.receiver, observer: call.argument(0), keyPath: call.argument(1), context: nil,
          at: call.location)
        return .void
      },
      .method(
        on, "removeObserver", [nil, "forKeyPath", "context"],
        objc: ["removeObserver", "forKeyPath", "context"], [.any, .any, .any], fidelity: "C11"
      ) { call throws(Interrupt) in
        try call.interpreter.removeObserver(
          call.receiver, observer: call.argument(0), keyPath: call.argument(1),
          context: call.argument(2), at: call.location)
        return .void
      },
      .method(
        on, "observe", [nil, "options", "changeHandler"],
        objc: ["observe", "options", "changeHandler"],
        [.any, .any, .any], returns: .any, closures: ["changeHandler"], fidelity: "C11"
      ) { call throws(Interrupt) in
        try call.interpreter.observeSwift(
          call.receiver, keyPath: call.argument(0), options: call.argument(1),
          handler: call.argument(2), at: call.location, context: call.context)
      },
      .method(
        on, "observe", [nil, "changeHandler"], objc: ["observe", "changeHandler"], [.any, .any],
        returns: .any, closures: ["changeHandler"], fidelity: "C11"
      ) { call throws(Interrupt) in
        try call.interpreter.observeSwift(
          call.receiver, keyPath: call.argument(0), options: .null,
          handler: call.argument(1), at: call.location, context: call.context)
      },
    ]
  }
}
