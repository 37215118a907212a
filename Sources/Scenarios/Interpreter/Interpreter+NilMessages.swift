/// What a message to nil returns in Objective-C (The Objective-C Programming Language,
/// "Sending Messages to nil"): nil for an object, 0 for an integer, 0.0 for a floating-point
/// number, NO for a BOOL, and a struct zero-filled (`CGRectZero`, `CGSizeZero`,
/// `CGPointZero`), as the modern runtime and clang's code for struct results give it. So
/// `CGRect frame = self.drawer.view.frame;` with a nil drawer is `CGRectZero`, and
/// `CGRectOffset(self.drawer.view.frame, 10, 0)` is `{{10, 0}, {0, 0}}`.
///
/// The result type is the member's: the snippet's own method or property of that name, else
/// what UIKit declares for it on the views and controllers a nil receiver stands for.
extension Interpreter {
  /// The classes whose members a nil receiver's member is looked up in.
  private static let nilReceiverClasses = [
    "UIView", "UIViewController", "UIScrollView", "UIWindow", "UINavigationController",
    "UITabBarController", "UIPageViewController", "UIScreen", "UIGestureRecognizer",
    "UIPanGestureRecognizer", "CALayer", "NSNumber", "NSString",
  ]

  /// The value a message `use` sent to nil returns.
  func nilMessageResult(_ use: MemberResolver.Use) -> Value {
    guard language == .objc, let type = nilResultType(use) else { return .null }
    // A struct the declarations model (`CGRect`, `CGSize`, `CGPoint`): its declared zero.
    if UIKitDeclarations.isValueType(type), let zero = UIKitDeclarations.zeroValues[type] {
      return zero.value
    }
    switch type {
    case "BOOL", "bool": return .bool(false)
    default:
      guard let kind = NumericKind(typeName: type) else { return .null }
      return kind == .floating ? .number(0) : .integer(0)
    }
  }

  /// The result type of the member `use` names, when it is not an object; nil otherwise.
  private func nilResultType(_ use: MemberResolver.Use) -> String? {
    let selector: String
    switch use {
    case .property(let name): selector = name
    case .message(let pieces, let hasArguments):
      selector = pieces.joined(separator: ":") + (hasArguments ? ":" : "")
    default: return nil
    }
    for declaration in program.classes + program.extensions {
      for method in declaration.methods where method.key(.objc) == selector {
        return method.cResultTypeName
      }
      for property in declaration.properties {
        if case .declaration(let declared) = property.kind, declared.name == selector {
          return declared.typeName
        }
      }
    }
    for className in Self.nilReceiverClasses {
      if let match = UIKitSurface.shared.members(objc: selector, in: className).first {
        let type = match.member.objcType
        return type.contains("*") || type == "id" ? nil : type
      }
    }
    return nil
  }
}
