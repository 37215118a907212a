import Containment

extension UIKitType {
  /// Foundation's key-value coding (NSKeyValueCoding.h) on controllers: `valueForKey:` reads
  /// the property of that name as the dot syntax does (the class's own getter first),
  /// `valueForKeyPath:` follows a dotted path, `setValue:forKey:` sets it
  /// (FIDELITY-SURFACE.md C18). Not declared on views: Swift's `value(forKey:)` would take
  /// the name of real view properties called `value` (`UIStepper.value`, `UISlider.value`),
  /// so a view's key-value coding stays inert.
  static let nsKeyValueCodingOnControllers = nsKeyValueCoding(.controller)

  private static func nsKeyValueCoding(_ receiver: ModelledAPI.Receiver) -> UIKitType {
    UIKitType("NSObject", receiver: receiver) { on in
      keyValueReads(on) + [
        .method(
          on, "setValue", [nil, "forKey"], objc: ["setValue", "forKey"], [.any, .string],
          fidelity: "C18"
        ) { call throws(Interrupt) in
          try call.interpreter.setValue(
            call.argument(0), forKey: call.string(1), of: call.receiver, call)
          return .void
        }
      ]
    }
  }

  /// `valueForKey:` and `valueForKeyPath:`, the same two reads on controllers and arrays: the
  /// interpreter's `value(forKeyPath:of:)` tells an object's property from an array's map.
  private static func keyValueReads(_ on: ModelledAPI.Receiver) -> [UIKitMember] {
    [
      .method(
        on, "value", ["forKey"], objc: ["valueForKey"], [.string], returns: .any,
        fidelity: "C18"
      ) { call throws(Interrupt) in
        try call.interpreter.value(forKeyPath: [call.string(0)], of: call.receiver, call)
      },
      .method(
        on, "value", ["forKeyPath"], objc: ["valueForKeyPath"], [.string], returns: .any,
        fidelity: "C18"
      ) { call throws(Interrupt) in
        try call.interpreter.value(
          forKeyPath: Interpreter.keyPath(call.string(0)), of: call.receiver, call)
      },
    ]
  }

  /// Key-value coding and `makeObjectsPerformSelector:` on arrays (NSArray.h,
  /// NSKeyValueCoding.h): a key maps over the elements, a collection operator (`@count`,
  /// `@max.x`, `@sum.x`, `@distinctUnionOfObjects.x`) folds them, and a selector is sent to
  /// each element in order, as a loop over the array sending it would (C18).
  static let nsArrayKeyValueCoding = UIKitType("NSArray", receiver: .array) { on in
    keyValueReads(on) + [
      .method(
        on, "setValue", [nil, "forKey"], objc: ["setValue", "forKey"], [.any, .string],
        fidelity: "C18"
      ) { call throws(Interrupt) in
        for item in call.items {
          try call.interpreter.setValue(call.argument(0), forKey: call.string(1), of: item, call)
        }
        return .void
      },
      .method(
        on, "makeObjectsPerform", [nil], objc: ["makeObjectsPerformSelector"], [.any],
        fidelity: "C18"
      ) { call throws(Interrupt) in
        try call.interpreter.makeObjectsPerform(call, with: nil)
      },
      .method(
        on, "makeObjectsPerform", [nil, "with"],
        objc: ["makeObjectsPerformSelector", "withObject"],
        [.any, .any], fidelity: "C18"
      ) { call throws(Interrupt) in
        try call.interpreter.makeObjectsPerform(call, with: call.argument(1))
      },
    ]
  }
}
