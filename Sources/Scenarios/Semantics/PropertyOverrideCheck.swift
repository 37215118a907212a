/// `override func prefersStatusBarHidden() -> Bool`: Swift 2 code overrode these as methods;
/// since Swift 3 they are properties of `UIViewController`, so the compiler rejects the
/// method ("method does not override any method from its superclass") and UIKit would never
/// call it. The model would silently ignore it (for `shouldAutomaticallyForwardAppearanceMethods`
/// that changes the containment trace), so it reports it as the compiler does.
enum PropertyOverrideCheck {
  /// The read-only `UIViewController` properties Swift 2 code overrode as methods, with their
  /// type and a typical value for the hint.
  static let properties: [String: (type: String, value: String)] = [
    "shouldAutomaticallyForwardAppearanceMethods": ("Bool", "false"),
    "prefersStatusBarHidden": ("Bool", "true"),
    "preferredStatusBarStyle": ("UIStatusBarStyle", ".lightContent"),
    "preferredStatusBarUpdateAnimation": ("UIStatusBarAnimation", ".fade"),
    "shouldAutorotate": ("Bool", "true"),
    "supportedInterfaceOrientations": ("UIInterfaceOrientationMask", ".portrait"),
    "preferredInterfaceOrientationForPresentation": ("UIInterfaceOrientation", ".portrait"),
    "canBecomeFirstResponder": ("Bool", "true"),
    "prefersHomeIndicatorAutoHidden": ("Bool", "true"),
    "childForStatusBarHidden": ("UIViewController?", "children.first"),
    "childForStatusBarStyle": ("UIViewController?", "children.first"),
  ]

  /// One diagnostic per `override func` of such a property.
  static func check(_ program: Program, _ language: ScenarioLanguage) -> [ScenarioDiagnostic] {
    guard language == .swift else { return [] }
    let methods =
      program.methods + (program.classes + program.extensions).flatMap(\.methods)
    return methods.compactMap { method in
      guard method.isOverride, !method.isProperty, method.parameters.isEmpty,
        let property = properties[method.name]
      else { return nil }
      return ScenarioProblem.overrideOfProperty(
        method.name, type: property.type, value: property.value
      ).at(method.location)
    }
  }
}
