import Diagnostics

/// An override of an appearance callback that never calls `super`: Apple's documentation of
/// `viewWillAppear(_:)`, `viewDidAppear(_:)`, `viewWillDisappear(_:)` and
/// `viewDidDisappear(_:)` says "If you override this method, you must call super at some point
/// in your implementation" (docs/FIDELITY.md A5.1). The model runs the override either way,
/// so without this the mistake, common in published articles, passes unseen. A warning: the
/// scenario still runs.
enum AppearanceSuperCheck {
  static let id = MessageID.containmentAppearanceWithoutSuper

  /// The four callbacks, by base name (Swift and Objective-C alike).
  static let callbacks: Set<String> = [
    "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
  ]

  /// The two containment callbacks, Swift and Objective-C base names: their header says "If
  /// they are overridden, the overrides should ensure to call the super" (docs/FIDELITY.md
  /// A3.1). The model runs such an override as written, without UIKit's own part.
  static let moveCallbacks: [String: (swift: String, objc: String)] = [
    "willMove": ("willMove(toParent:)", "willMoveToParentViewController:"),
    "didMove": ("didMove(toParent:)", "didMoveToParentViewController:"),
    "willMoveToParentViewController": ("willMove(toParent:)", "willMoveToParentViewController:"),
    "didMoveToParentViewController": ("didMove(toParent:)", "didMoveToParentViewController:"),
  ]

  /// One warning per override whose body has no `super` call.
  static func check(_ program: Program, _ language: ScenarioLanguage) -> [ScenarioDiagnostic] {
    let methods =
      program.methods + (program.classes + program.extensions).flatMap(\.methods)
    return methods.compactMap { method in
      if let names = moveCallbacks[method.name] {
        return moveWithoutSuper(method, names, language)
      }
      guard callbacks.contains(method.name), method.parameters.count == 1,
        language == .objc || method.isOverride
      else { return nil }
      var body = Program()
      body.statements = method.body
      // The dump names every `super` the body reads (`super.viewWillAppear(animated)`,
      // `[super viewWillAppear:animated]`), however deep.
      let dump = ASTDumper.dump(body)
      guard !dump.contains("name super\n") else { return nil }
      let spelling =
        language == .swift
        ? "super.\(method.name)(\(method.parameters[0]))"
        : "[super \(method.name):\(method.parameters[0])];"
      return ScenarioDiagnostic(
        id: id, severity: .warning,
        message: "this `\(method.name)` override never calls super; Apple's documentation "
          + "says an override must call super at some point",
        line: method.location.line, column: method.location.column,
        hint: "call `\(spelling)` first")
    }
  }

  /// The M3 lint: a `willMove(toParent:)` / `didMove(toParent:)` override without `super`.
  private static func moveWithoutSuper(
    _ method: MethodDecl, _ names: (swift: String, objc: String), _ language: ScenarioLanguage
  ) -> ScenarioDiagnostic? {
    guard method.parameters.count == 1, language == .objc || method.isOverride else { return nil }
    // Swift spells it `didMove(toParent:)` (or Swift 4's `didMove(toParentViewController:)`),
    // Objective-C `didMoveToParentViewController:`.
    if language == .swift, method.name.hasSuffix("ViewController") { return nil }
    if language == .objc, !method.name.hasSuffix("ViewController") { return nil }
    var body = Program()
    body.statements = method.body
    guard !ASTDumper.dump(body).contains("name super\n") else { return nil }
    let parameter = method.parameters[0]
    let name = language == .swift ? names.swift : names.objc
    let spelling =
      language == .swift
      ? "super.\(method.name)(toParent: \(parameter))"
      : "[super \(method.name):\(parameter)];"
    return ScenarioDiagnostic(
      id: .containmentMoveWithoutSuper, severity: .warning,
      message: "this `\(name)` override never calls super; UIKit's header says an override "
        + "should call super (UIKit's own part of the move does not run without it)",
      line: method.location.line, column: method.location.column,
      hint: "call `\(spelling)`")
  }
}
