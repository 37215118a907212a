import Containment

extension UIKitType {
  /// `CATransaction`'s class methods (docs/FIDELITY.md A30, B64): `begin()` and `commit()`
  /// open and close a group, whose completion block UIKit calls once the animations added
  /// while it was open have finished, or at the commit when there were none. The duration and
  /// disabled actions are kept, not traced (A30.2).
  static let caTransaction = UIKitType(
    "CATransaction", superclass: "NSObject", receiver: .transactionClass
  ) { on in
    [
      .method(on, tracing: "begin", [], objc: ["begin"], [], fidelity: "A30.1") { call in
        call.simulation.dispatch(.manual, call.simulation.caTransactionReceiver, call.traced) {
          call.simulation.beginTransaction()
        }
        return .void
      }.highlighted,
      .method(on, tracing: "commit", [], objc: ["commit"], [], fidelity: "A30.1") { call in
        call.simulation.dispatch(.manual, call.simulation.caTransactionReceiver, call.traced) {
          call.simulation.commitTransaction()
        }
        return .void
      }.highlighted,
      .method(
        on, tracing: "setCompletionBlock", [nil], objc: ["setCompletionBlock"],
        [.optionalClosure], closures: ["_"], fidelity: "A30.1"
      ) { call in
        let block = call.closure(0).map(call.interpreter.noArgumentBlock)
        call.simulation.dispatch(
          .manual, call.simulation.caTransactionReceiver, call.traced,
          [.closure(present: block != nil, role: .plainCompletion)]
        ) {
          call.simulation.setTransactionCompletion(block)
        }
        return .void
      }.highlighted,
      // A30.2 [D]: how layers animate by themselves; kept, not traced.
      .method(
        on, "setAnimationDuration", [nil], objc: ["setAnimationDuration"], [.number],
        fidelity: "A30.2"
      ) { call in
        call.simulation.transactionAnimationDuration = call.number(0)
        return .void
      },
      .method(
        on, "animationDuration", [], objc: ["animationDuration"], returns: .number,
        fidelity: "A30.2"
      ) { call in
        .number(call.simulation.transactionAnimationDuration)
      },
      .method(
        on, "setDisableActions", [nil], objc: ["setDisableActions"], [.bool], fidelity: "A30.2"
      ) { call in
        call.simulation.transactionDisablesActions = call.bool(0)
        return .void
      },
      .method(on, "disableActions", [], objc: ["disableActions"], returns: .bool, fidelity: "A30.2")
      { call in
        .bool(call.simulation.transactionDisablesActions)
      },
      .method(
        on, "setAnimationTimingFunction", [nil], objc: ["setAnimationTimingFunction"], [.any],
        fidelity: "A30.2"
      ) { _ in .void },
      .method(on, "flush", [], objc: ["flush"], fidelity: "A30.2") { _ in .void },
    ]
  }
}
