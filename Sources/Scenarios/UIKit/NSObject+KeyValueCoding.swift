import Containment

extension UIKitType {
  /// Foundation's key-value coding (NSKeyValueCoding.h) on controllers and views:
  /// `valueForKey:` reads the property of that name as the dot syntax does (the class's own
  /// getter first), `valueForKeyPath:` follows a dotted path, `setValue:forKey:` sets it,
  /// `setValue:forKeyPath:` sets the last key of the path on the object the rest reads,
  /// `setValuesForKeysWithDictionary:` sets each key, and `dictionaryWithValuesForKeys:` reads
  /// each into a dictionary (FIDELITY-SURFACE.md C18, C32). A real property of a view whose
  /// Swift name is `value` (`UIStepper.value`) is still the view's: a property use never
  /// resolves to a method that needs arguments (the receiver's real member answers).
  static let nsKeyValueCodingOnControllers = nsKeyValueCoding(.controller)
  static let nsKeyValueCodingOnViews = nsKeyValueCoding(.view)

  private static func nsKeyValueCoding(_ receiver: ModelledAPI.Receiver) -> UIKitType {
    UIKitType("NSObject", receiver: receiver) { on in
      keyValueReads(on) + keyValueWrites(on) + [
        .method(
          on, "setValuesForKeys", [nil], objc: ["setValuesForKeysWithDictionary"], [.any],
          fidelity: "C32"
        ) { call throws(Interrupt) in
          guard case .dictionary(let dictionary) = call.argument(0) else {
            throw Interrupt(
              .typeMismatch(
                context: call.context, expected: "a dictionary of keys and values",
                found: call.argument(0).kindDescription), at: call.location(of: 0))
          }
          for (key, value) in dictionary.entries {
            guard case .string(let name) = key else {
              throw Interrupt(
                .typeMismatch(
                  context: call.context, expected: "string keys", found: key.kindDescription),
                at: call.location(of: 0))
            }
            // `NSNull` in the dictionary sets nil (NSKeyValueCoding.h).
            try call.interpreter.setValue(value, forKey: name, of: call.receiver, call)
          }
          return .void
        },
        .method(
          on, "dictionaryWithValues", ["forKeys"], objc: ["dictionaryWithValuesForKeys"],
          [.array], returns: .any, fidelity: "C32"
        ) { call throws(Interrupt) in
          guard case .array(let keys) = call.argument(0) else { return .void }
          var dictionary = DictionaryValue()
          for key in keys {
            guard case .string(let name) = key else {
              throw Interrupt(
                .typeMismatch(
                  context: call.context, expected: "string keys", found: key.kindDescription),
                at: call.location(of: 0))
            }
            let value = try call.interpreter.value(forKeyPath: [name], of: call.receiver, call)
            // A nil value is `NSNull` in the dictionary (NSKeyValueCoding.h), kept as nil.
            call.interpreter.set(key, value, in: &dictionary)
          }
          return .dictionary(dictionary)
        },
      ]
    }
  }

  /// `setValue:forKey:` and `setValue:forKeyPath:` on one object.
  private static func keyValueWrites(_ on: ModelledAPI.Receiver) -> [UIKitMember] {
    [
      .method(
        on, "setValue", [nil, "forKey"], objc: ["setValue", "forKey"], [.any, .string],
        fidelity: "C18"
      ) { call throws(Interrupt) in
        try call.interpreter.setValue(
          call.argument(0), forKey: call.string(1), of: call.receiver, call)
        return .void
      },
      .method(
        on, "setValue", [nil, "forKeyPath"], objc: ["setValue", "forKeyPath"], [.any, .string],
        fidelity: "C32"
      ) { call throws(Interrupt) in
        try call.interpreter.setValue(
          call.argument(0), forKeyPath: Interpreter.keyPath(call.string(1)), of: call.receiver,
          call)
        return .void
      },
    ]
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
      // Each element's path (NSArray.h: `setValue:forKey:` on every element; a key path
      // through each element).
      .method(
        on, "setValue", [nil, "forKeyPath"], objc: ["setValue", "forKeyPath"], [.any, .string],
        fidelity: "C32"
      ) { call throws(Interrupt) in
        let path = Interpreter.keyPath(call.string(1))
        for item in call.items {
          try call.interpreter.setValue(call.argument(0), forKeyPath: path, of: item, call)
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
