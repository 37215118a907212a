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

  /// One diagnostic per `override func` of such a property, with the Swift 3 migrator's
  /// fix-it when the declaration's head is on one line: `func shouldAutomaticallyForward…() ->
  /// Bool {` → `var shouldAutomaticallyForward…: Bool {`, the body kept as the getter's.
  static func check(_ program: Program, _ language: ScenarioLanguage, tokens: [Token] = [])
    -> [ScenarioDiagnostic]
  {
    guard language == .swift else { return [] }
    let methods =
      program.methods + (program.classes + program.extensions).flatMap(\.methods)
    return methods.compactMap { method in
      guard method.isOverride, !method.isProperty, method.parameters.isEmpty,
        let property = properties[method.name]
      else { return nil }
      var diagnostic = ScenarioProblem.overrideOfProperty(
        method.name, type: property.type, value: property.value
      ).at(method.location)
      if let fixIt = propertyFixIt(method, tokens) { diagnostic.fixIts = [fixIt] }
      return diagnostic
    }
  }

  /// `func name() ->` → `var name:` on the declaration's line: the tokens `func`, the name,
  /// `(`, `)` and `->` in a row, found from the method's location.
  private static func propertyFixIt(_ method: MethodDecl, _ tokens: [Token]) -> ScenarioFixIt? {
    guard
      let start = tokens.indices.first(where: { index in
        index + 4 < tokens.count && tokens[index].isWord("func")
          && tokens[index + 1].identifier == method.name
          && tokens[index + 1].location.line == method.location.line
          && tokens[index + 2].isPunctuation("(") && tokens[index + 3].isPunctuation(")")
          && tokens[index + 4].isPunctuation("->")
      })
    else { return nil }
    let first = tokens[start]
    let arrow = tokens[start + 4]
    guard arrow.location.line == first.location.line else { return nil }
    return ScenarioFixIt(
      line: first.location.line, column: first.location.column,
      length: arrow.location.column + 2 - first.location.column,
      replacement: "var " + method.name + ":")
  }
}
