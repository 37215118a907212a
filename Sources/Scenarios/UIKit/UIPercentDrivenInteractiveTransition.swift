import Containment

extension UIKitType {
  /// `UIPercentDrivenInteractiveTransition` (docs/FIDELITY.md A22): an interaction
  /// controller the app returns from a delegate and drives with `update`, `finish`, `cancel`.
  static let uiPercentDrivenInteractiveTransition = UIKitType(
    "UIPercentDrivenInteractiveTransition", superclass: "NSObject",
    receiver: .percentDrivenTransition
  ) { on in
    [
      .method(on, traced: .percentUpdate, [.number], fidelity: "A22.2") { call in
        call.percentDrivenTransition.update(call.number(0))
        return .void
      },
      .method(on, traced: .percentFinish, fidelity: "A22.2") { call in
        call.percentDrivenTransition.finish()
        return .void
      },
      .method(on, traced: .percentCancel, fidelity: "A22.3") { call in
        call.percentDrivenTransition.cancel()
        return .void
      },
      .property(on, "percentComplete", .number, fidelity: "A22.2") { call in
        .number(call.percentDrivenTransition.percentComplete)
      },
      .property(on, "duration", .number, fidelity: "A22.1") { call in
        .number(call.percentDrivenTransition.duration)
      },
      .property(
        on, "completionSpeed", .number, fidelity: "A22.2",
        read: { call in .number(call.percentDrivenTransition.completionSpeed) },
        write: { call in
          call.percentDrivenTransition.completionSpeed = call.number(0)
          return nil
        }),
    ]
  }
}

extension UIKitCall {
  /// The receiver as the percent-driven transition it is.
  var percentDrivenTransition: UIPercentDrivenInteractiveTransition {
    if case .surface(.percentDrivenTransition(let interaction)) = receiver { return interaction }
    preconditionFailure(
      "\(member.swiftName) declared on a percent-driven transition, called on \(receiver)")
  }
}
