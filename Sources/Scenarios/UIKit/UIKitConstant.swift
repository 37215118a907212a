/// A constant of a UIKit type as scenarios see it, declared in its type's file beside the
/// members that take it: the Swift name it has as an implicit member (`.push`, `.equal`), its
/// Objective-C names (`UINavigationControllerOperationPush`), and the value the model gives it.
/// The interpreter reads constants from here (`UIKitDeclarations.constant(swift:)`), never
/// from a switch of its own.
struct UIKitConstant: Sendable {
  /// What the constant is in the model, by kind.
  enum Meaning: Sendable, Equatable {
    /// A value the model keeps by name (`"push"`, `"vertical"`).
    case name(String)
    case number(Double)
    /// An Auto Layout relation, by its operator (`"=="`).
    case layoutRelation(String)
  }

  /// The implicit member's name in Swift (`push`), nil for an Objective-C-only constant.
  let swiftName: String?
  let objcNames: [String]
  let meaning: Meaning
  /// The FIDELITY item that says what the constant means to the model.
  let fidelity: String

  init(swift: String?, objc: [String], _ meaning: Meaning, fidelity: String) {
    self.swiftName = swift
    self.objcNames = objc
    self.meaning = meaning
    self.fidelity = fidelity
  }

  /// The constant as a running scenario's value.
  var value: Value {
    switch meaning {
    case .name(let name): .string(name)
    case .number(let number): .number(number)
    case .layoutRelation(let relation): .surface(.layoutRelation(relation))
    }
  }
}

extension UIKitDeclarations {
  /// Every declared constant, in the order of the declaring files.
  static let constants: [UIKitConstant] =
    UIKitType.transitionConstants + UIKitType.layoutConstants + UIKitType.segmentConstants
    + UIKitType.dispatchConstants + UIKitType.comparisonConstants
    + UIKitType.runLoopModeConstants + UIKitType.alertConstants

  private static let bySwiftName: [String: UIKitConstant] = Dictionary(
    constants.compactMap { constant in constant.swiftName.map { ($0, constant) } },
    uniquingKeysWith: { first, _ in first })
  private static let byObjCName: [String: UIKitConstant] = Dictionary(
    constants.flatMap { constant in constant.objcNames.map { ($0, constant) } },
    uniquingKeysWith: { first, _ in first })

  /// The constant `.name` stands for in Swift, if a declaration has it.
  static func constant(swift name: String) -> Value? { bySwiftName[name]?.value }

  /// The constant an Objective-C name stands for, if a declaration has it.
  static func constant(objc name: String) -> Value? { byObjCName[name]?.value }
}
