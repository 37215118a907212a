/// The type of a declared parameter, result or property, as the binder converts it and the
/// checker names it. A value of the wrong type is one `scenario.type-mismatch` at the
/// argument, raised by the binder for every member alike.
enum UIKitValueType: Sendable, Equatable {
  case controller, optionalController
  case view, optionalView
  case number
  /// A number without a fractional part (`NSInteger`, `Int`).
  case integer
  case bool
  case string, optionalString
  case rect, point, size
  case array
  /// A `UIColor` or nil (kept by name, FIDELITY-SURFACE.md V1).
  case optionalColor
  /// `UIView.AutoresizingMask`: a mask, an array of masks, or its bits.
  case autoresizingMask
  /// `UIControl.Event`: events, an array of them, or their bits.
  case controlEvents
  /// `NSLayoutConstraint.Axis` as a stack view takes it (`.horizontal`).
  case stackAxis
  /// A closure UIKit calls back, or nil.
  case optionalClosure
  /// An array of view controllers (a stack, tabs).
  case controllers
  /// An array of view controllers or nil (`UITabBarController.viewControllers`).
  case optionalControllers
  /// `UIModalPresentationStyle` (`.fullScreen`).
  case presentationStyle
  /// A block UIKit or Dispatch runs, which cannot be nil.
  case block
  /// A layout anchor, a constraint, or an array of constraints.
  case anchor, constraint, constraints
  /// The animations closure of an animation, which cannot be nil.
  case animations
  /// `UIView.AnimationOptions`: options, an array of them, or none.
  case animationOptions
  /// A Core Graphics or UIKit struct kept as a record (`CGAffineTransform`, `UIEdgeInsets`,
  /// C35), by its type's name.
  case structValue(String)
  /// Any value (`id`, `Any`): converted by nothing.
  case any
  /// What a method without a result gives.
  case void

  /// How a mismatch names what was expected ("a view controller").
  var expected: String {
    switch self {
    case .controller: "a view controller"
    case .optionalController: "a view controller or nil"
    case .view: "a view"
    case .optionalView: "a view or nil"
    case .number: "a number"
    case .integer: "a whole number"
    case .bool: "a Bool"
    case .string: "a string"
    case .optionalString: "a string or nil"
    case .rect: "a CGRect"
    case .point: "a CGPoint"
    case .size: "a CGSize"
    case .array: "an array"
    case .optionalColor: "a UIColor"
    case .autoresizingMask: "an autoresizing mask (`.flexibleWidth`)"
    case .controlEvents: "control events (`.touchUpInside`)"
    case .stackAxis: "`.horizontal` or `.vertical`"
    case .optionalClosure: "a closure or nil"
    case .animations: "an animations closure"
    case .block: "a block"
    case .anchor: "a layout anchor"
    case .constraint: "a layout constraint"
    case .constraints: "an array of constraints"
    case .controllers: "an array of view controllers"
    case .optionalControllers: "an array of view controllers or nil"
    case .presentationStyle: "a UIModalPresentationStyle"
    case .animationOptions: "animation options"
    case .structValue(let name): "a `\(name)`"
    case .any: "a value"
    case .void: "no value"
    }
  }
}
