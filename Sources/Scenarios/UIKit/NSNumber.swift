import Containment

extension UIKitType {
  /// `NSNumber` (NSValue.h) as Objective-C app code reads it (`[index integerValue]`,
  /// `[self.pages[i] floatValue]`), on the values the interpreter holds: a boxed number
  /// (`@(3)`, `@2.5`, `@YES`, `[NSNumber numberWithInt:3]`) is the number itself. Each value
  /// is the number converted to its C type as a cast converts it (C11 6.3.1.3–4: a fraction
  /// is dropped toward zero; an integer too wide is reduced modulo 2^N, as clang does);
  /// `boolValue` is whether it is not zero; `stringValue` its description (FIDELITY-SURFACE.md
  /// C11). A message to nil gives 0, 0.0 or NO (Interpreter+NilMessages).
  static let nsNumber = UIKitType(
    "NSNumber", superclass: "NSValue", receiver: .number,
    initializers: numberInitializers
  ) { on in
    numberValues.map { selector, cType, type in
      UIKitMember.property(on, selector, type, fidelity: "C11") { call in
        Interpreter.converted(call.receiver, toCType: cType)
      }
    } + [
      .property(on, "stringValue", .string, fidelity: "C11") { call in
        .string(call.interpreter.numberDescription(call.receiver))
      },
      .property(on, "description", .string, fidelity: "C11") { call in
        .string(call.interpreter.numberDescription(call.receiver))
      },
      .method(
        on, "isEqual", ["to"], objc: ["isEqualToNumber"], [.any], returns: .bool, fidelity: "C11"
      ) { call in
        let left = Interpreter.converted(call.receiver, toCType: "double")
        let right = Interpreter.converted(call.argument(0), toCType: "double")
        return .bool(left.numeric != nil && left.numeric == right.numeric)
      },
      // A number is a value: its copy is itself.
      .method(on, "copy", returns: .any, fidelity: "C11") { call in call.receiver },
    ]
  }

  /// NSNumber's value getters and the C type each returns (NSValue.h).
  static let numberValues: [(String, String, UIKitValueType)] = [
    ("intValue", "int", .integer), ("integerValue", "long", .integer),
    ("longValue", "long", .integer), ("longLongValue", "long", .integer),
    ("unsignedIntValue", "unsigned int", .integer),
    ("unsignedIntegerValue", "unsigned long", .integer),
    ("unsignedLongValue", "unsigned long", .integer),
    ("unsignedLongLongValue", "unsigned long", .integer), ("shortValue", "short", .integer),
    ("unsignedShortValue", "unsigned short", .integer), ("charValue", "char", .integer),
    ("unsignedCharValue", "unsigned char", .integer), ("floatValue", "float", .number),
    ("doubleValue", "double", .number), ("boolValue", "BOOL", .bool),
  ]

  /// `+numberWithInt:` and its siblings, `-initWithInt:` …: the number converted to the
  /// factory's C type (`numberWithFloat:` rounds to `float`); Swift's `NSNumber(value:)`
  /// keeps it.
  static let numberInitializers: [UIKitMember] =
    [
      ("Int", "int"), ("Integer", "long"), ("Long", "long"), ("LongLong", "long"),
      ("UnsignedInt", "unsigned int"), ("UnsignedInteger", "unsigned long"),
      ("UnsignedLong", "unsigned long"), ("Short", "short"), ("Char", "char"),
      ("Float", "float"), ("Double", "double"), ("Bool", "BOOL"),
    ].flatMap { name, cType in
      ["numberWith", "initWith"].map { prefix in
        UIKitMember.initializer(
          "NSNumber", [prefix + name], objc: [prefix + name], [.any], fidelity: "C11"
        ) { call throws(Interrupt) in try call.boxed(toCType: cType) }
      }
    } + [
      .initializer("NSNumber", ["value"], objc: nil, [.any], fidelity: "C11") {
        call throws(Interrupt) in try call.boxed(toCType: nil)
      }
    ]
}

extension UIKitCall {
  /// Argument 0 as a number (nil as 0, a BOOL as 1 or 0), converted to `cType` when given.
  fileprivate func boxed(toCType cType: String?) throws(Interrupt) -> Value {
    let value = interpreter.nilAsZero(argument(0)) ?? argument(0)
    switch value {
    case .integer, .number, .bool:
      return cType.map { Interpreter.converted(value, toCType: $0) } ?? value
    default:
      throw Interrupt(
        .typeMismatch(context: context, expected: "a number", found: value.kindDescription),
        at: location(of: 0))
    }
  }
}
