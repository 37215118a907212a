import Containment

extension UIKitType {
  /// `NSLayoutAnchor`: the constraints an anchor makes, not active until activated
  /// (FIDELITY-SURFACE.md L1). The `Constant` forms (`constraint(equalToConstant:)`) belong to
  /// `NSLayoutDimension` in UIKit; the model keeps every anchor as one kind.
  static let nsLayoutAnchor = UIKitType("NSLayoutAnchor", superclass: "NSObject", receiver: .anchor)
  { on in
    [
      ("equalTo", "Equal", "=="), ("greaterThanOrEqualTo", "GreaterThanOrEqual", ">="),
      ("lessThanOrEqualTo", "LessThanOrEqual", "<="),
    ].flatMap { label, objc, relation -> [UIKitMember] in
      [
        .method(
          on, "constraint", [label], objc: ["constraint\(objc)ToAnchor"], [.anchor],
          returns: .any, fidelity: "L1"
        ) { call in
          .surface(.constraint(NSLayoutConstraint(call.anchor, relation, call.anchor(0))))
        },
        .method(
          on, "constraint", [label, "constant"], objc: ["constraint\(objc)ToAnchor", "constant"],
          [.anchor, .number], returns: .any, fidelity: "L1"
        ) { call in
          .surface(
            .constraint(
              NSLayoutConstraint(call.anchor, relation, call.anchor(0), constant: call.number(1))))
        },
      ]
    }
  }

  /// `NSLayoutDimension` (`widthAnchor`, `heightAnchor`): constraints to a constant and with a
  /// multiplier (FIDELITY-SURFACE.md L1). The model keeps every anchor as one kind, so these
  /// resolve on any anchor.
  static let nsLayoutDimension = UIKitType(
    "NSLayoutDimension", superclass: "NSLayoutAnchor", receiver: .anchor
  ) { on in
    [
      ("equalTo", "Equal", "=="), ("greaterThanOrEqualTo", "GreaterThanOrEqual", ">="),
      ("lessThanOrEqualTo", "LessThanOrEqual", "<="),
    ].map { label, objc, relation in
      .method(
        on, "constraint", [label + "Constant"], objc: ["constraint\(objc)ToConstant"],
        [.number], returns: .any, fidelity: "L1"
      ) { call in
        .surface(
          .constraint(NSLayoutConstraint(call.anchor, relation, nil, constant: call.number(0))))
      }
    }
      + [
        ("equalTo", "Equal", "=="), ("greaterThanOrEqualTo", "GreaterThanOrEqual", ">="),
        ("lessThanOrEqualTo", "LessThanOrEqual", "<="),
      ].flatMap { label, objc, relation -> [UIKitMember] in
        [
          .method(
            on, "constraint", [label, "multiplier"],
            objc: ["constraint\(objc)ToAnchor", "multiplier"], [.anchor, .number], returns: .any,
            fidelity: "L1"
          ) { call in
            .surface(
              .constraint(
                NSLayoutConstraint(
                  call.anchor, relation, call.anchor(0), multiplier: call.number(1))))
          },
          .method(
            on, "constraint", [label, "multiplier", "constant"],
            objc: ["constraint\(objc)ToAnchor", "multiplier", "constant"],
            [.anchor, .number, .number], returns: .any, fidelity: "L1"
          ) { call in
            .surface(
              .constraint(
                NSLayoutConstraint(
                  call.anchor, relation, call.anchor(0), multiplier: call.number(1),
                  constant: call.number(2))))
          },
        ]
      }
  }

  /// `NSLayoutConstraint`: activation with UIKit's common-ancestor rule, the constant kept,
  /// the priority accepted (FIDELITY-SURFACE.md L4, L5, L8).
  static let nsLayoutConstraint = UIKitType(
    "NSLayoutConstraint", superclass: "NSObject", receiver: .constraint,
    initializers: [
      // Swift's initializer; Objective-C's `constraintWithItem:…` is a class message.
      .initializer(
        "NSLayoutConstraint",
        ["item", "attribute", "relatedBy", "toItem", "attribute", "multiplier", "constant"],
        objc: nil, Array(repeating: .any, count: 7), fidelity: "L4"
      ) { call throws(Interrupt) in
        try call.interpreter.itemConstraint(
          call.evaluatedArguments, call.context, at: call.location)
      }
    ]
  ) { on in
    [
      .property(
        on, "isActive", objc: "active", .bool, fidelity: "L5",
        read: { call in .bool(call.constraint.isActive) },
        write: { call in
          if call.bool(0) { call.constraint.setActive(true) } else { call.constraint.deactivate() }
          return nil
        }),
      .property(
        on, "constant", .number, fidelity: "L4",
        read: { call in .number(call.constraint.constant) },
        write: { call in
          call.constraint.constant = call.number(0)
          return nil
        }),
      // Stored nowhere: nothing is solved (L8).
      .property(
        on, "priority", .number, fidelity: "L8", read: { _ in .number(1000) },
        write: { _ in nil }),
    ]
  }
}

extension UIKitCall {
  /// The receiver anchor.
  var anchor: NSLayoutAnchor {
    if case .surface(.anchor(let anchor)) = receiver { return anchor }
    preconditionFailure("\(member.swiftName) declared on an anchor, called on \(receiver)")
  }

  /// The receiver constraint.
  var constraint: NSLayoutConstraint {
    if case .surface(.constraint(let constraint)) = receiver { return constraint }
    preconditionFailure("\(member.swiftName) declared on a constraint, called on \(receiver)")
  }
}

extension UIKitType {
  /// A constraint's relations (`.equal`, `NSLayoutRelationGreaterThanOrEqual`, L7), the item
  /// form's "no attribute" (`NSLayoutAttributeNotAnAttribute`, 0 in NSLayoutConstraint.h), and
  /// a stack view's axes (`.vertical`, `UILayoutConstraintAxisHorizontal`, V1), kept by name.
  static let layoutConstants: [UIKitConstant] = [
    UIKitConstant(
      swift: "equal", objc: ["NSLayoutRelationEqual"], .layoutRelation("=="), fidelity: "L7"),
    UIKitConstant(
      swift: "greaterThanOrEqual", objc: ["NSLayoutRelationGreaterThanOrEqual"],
      .layoutRelation(">="), fidelity: "L7"),
    UIKitConstant(
      swift: "lessThanOrEqual", objc: ["NSLayoutRelationLessThanOrEqual"], .layoutRelation("<="),
      fidelity: "L7"),
    UIKitConstant(
      swift: nil, objc: ["NSLayoutAttributeNotAnAttribute"], .number(0), fidelity: "L7"),
    UIKitConstant(
      swift: "vertical", objc: ["UILayoutConstraintAxisVertical"], .name("vertical"),
      fidelity: "V1"),
    UIKitConstant(
      swift: "horizontal", objc: ["UILayoutConstraintAxisHorizontal"], .name("horizontal"),
      fidelity: "V1"),
  ]
}
