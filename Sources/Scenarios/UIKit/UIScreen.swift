import Containment

extension UIKitType {
  /// `UIScreen.main`: its bounds are a phone's screen (FIDELITY-SURFACE.md V12,
  /// docs/FIDELITY.md B81).
  static let uiScreen = UIKitType("UIScreen", receiver: .screen) { on in
    [
      .property(on, "bounds", .rect, fidelity: "V12") { call in
        .rect(call.simulation.screenBounds)
      }
    ]
  }
}
