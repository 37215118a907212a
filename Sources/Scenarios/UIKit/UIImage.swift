import Containment

extension UIKitType {
  /// `UIImage`: an image by name, kept as its name and never drawn (FIDELITY-SURFACE.md V13);
  /// its other initializers and members are inert.
  static let uiImage = UIKitType(
    "UIImage", superclass: "NSObject", receiver: .image, zero: UIKitZero(.surface(.image(""))),
    initializers: [
      .initializer("UIImage", ["named"], objc: ["imageNamed"], [.any], fidelity: "V13") {
        call throws(Interrupt) in
        try call.imageNamed()
      },
      // iOS 13's SF Symbols are images by name too.
      .initializer("UIImage", ["systemName"], objc: ["systemImageNamed"], [.any], fidelity: "V13") {
        call throws(Interrupt) in try call.imageNamed()
      },
    ])
}

extension UIKitCall {
  /// The image named by argument 0; nil for a nil name, as UIKit finds no image
  /// (`init?(named:)`).
  fileprivate func imageNamed() throws(Interrupt) -> Value {
    switch argument(0) {
    case .null: return .null
    case .string(let name): return .surface(.image(name))
    default:
      throw Interrupt(
        .typeMismatch(context: context, expected: "a string", found: argument(0).kindDescription),
        at: location(of: 0))
    }
  }
}
