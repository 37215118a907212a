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

  /// One warning per override whose body has no `super` call.
  static func check(_ program: Program, _ language: ScenarioLanguage) -> [ScenarioDiagnostic] {
    let methods =
      program.methods + (program.classes + program.extensions).flatMap(\.methods)
    return methods.compactMap { method in
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
}
