import Containment

extension UIKitType {
  /// `UIColor`: a colour the model keeps no components of, which goes where a colour goes
  /// (FIDELITY-SURFACE.md V13); its other initializers and members are inert.
  static let uiColor = UIKitType(
    "UIColor", superclass: "NSObject", receiver: .color,
    zero: UIKitZero(.surface(.color("custom"))),
    initializers: [
      customColour(["red", "green", "blue", "alpha"]),
      customColour(["white", "alpha"]),
      customColour(["hue", "saturation", "brightness", "alpha"]),
    ])

  /// Swift's `UIColor(red:green:blue:alpha:)` and its kin: a colour made from components.
  private static func customColour(_ labels: [String]) -> UIKitMember {
    let parameters = [UIKitValueType](repeating: .any, count: labels.count)
    return UIKitMember.initializer("UIColor", labels, objc: nil, parameters, fidelity: "V13") {
      _ in .surface(.color("custom"))
    }
  }
}
