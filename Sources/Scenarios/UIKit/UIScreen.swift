import Containment

extension UIKitType {
  /// `UIScreen.main`: its bounds are the window's (FIDELITY-SURFACE.md V12).
  static let uiScreen = UIKitType("UIScreen", receiver: .screen) { on in
    [
      .property(on, "bounds", .rect, fidelity: "V12") { call in
        .rect(call.simulation.window.bounds)
      }
    ]
  }
}
