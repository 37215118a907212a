import Containment

/// Whether a scenario block's own code can run at all, and which of its methods nobody calls.
///
/// A block that only declares (`class Menu: UIViewController { func show() { … } }` with no
/// `run=`) passes every check without running a line the author wrote: counting it as
/// verified would claim what was never tested. This is decided on the block's text, before
/// and apart from any run: a method runs when UIKit calls it (an `override`, or in
/// Objective-C a UIKit callback's name), when `run=` names it, or when the code names it
/// anywhere else (a call, `#selector`, a property read); a class's methods run when the
/// class is `self` or named elsewhere in the code. Naming counts as calling, so the answer
/// errs towards "runs": it never calls a block not run whose code a run could reach.
public struct ScenarioReach: Sendable, Equatable {
  /// A method of the block that nothing calls.
  public struct Method: Sendable, Equatable {
    /// The method's name as `run=` would take it (`showChild`).
    public var name: String
    /// Its full name (`show(_:animated:)`, `show:animated:`), for the hint.
    public var key: String
    /// 1-based line in the block.
    public var line: Int
    /// True when it has parameters: `run=` needs the arguments spelled out.
    public var takesArguments: Bool
  }

  /// False when none of the block's own statements can execute: declarations only, or
  /// methods nobody calls.
  public var runsCode: Bool
  /// Methods that no override, `run=` step or other code reaches, in source order.
  public var uncalled: [Method]

  public init(runsCode: Bool, uncalled: [Method]) {
    self.runsCode = runsCode
    self.uncalled = uncalled
  }

  /// Methods UIKit itself calls on a controller or view: an Objective-C implementation of
  /// one of these is an override (Objective-C has no `override` keyword).
  static let uikitCallbacks: Set<String> = [
    "loadView", "viewDidLoad", "viewWillAppear", "viewIsAppearing", "viewDidAppear",
    "viewWillDisappear", "viewDidDisappear", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
    "willMoveToParentViewController", "didMoveToParentViewController", "willMove", "didMove",
    "addChildViewController", "addChild", "removeFromParentViewController", "removeFromParent",
    "beginAppearanceTransition", "endAppearanceTransition", "loadViewIfNeeded",
    "shouldAutomaticallyForwardAppearanceMethods", "init", "initWithNibName", "initWithCoder",
    "initWithFrame", "awakeFromNib", "dealloc", "deinit", "layoutSubviews", "didMoveToSuperview",
    "willMoveToSuperview", "didMoveToWindow", "willMoveToWindow", "didAddSubview",
    "willRemoveSubview", "updateConstraints",
    "traitCollectionDidChange", "viewWillTransitionToSize", "viewWillTransition",
    "prepareForSegue", "prepare", "preferredContentSizeDidChangeForChildContentContainer",
    "childViewControllerForStatusBarStyle", "preferredStatusBarStyle", "updateViewConstraints",
    "setEditing", "encodeWithCoder", "viewSafeAreaInsetsDidChange",
    // Segues and the questions a container answers (docs/FIDELITY.md A29, A31).
    "shouldPerformSegueWithIdentifier", "canPerformUnwindSegueAction",
    "childViewControllerForStatusBarHidden", "prefersStatusBarHidden",
    "preferredStatusBarUpdateAnimation", "childViewControllerForHomeIndicatorAutoHidden",
    "prefersHomeIndicatorAutoHidden", "childViewControllerForScreenEdgesDeferringSystemGestures",
    "preferredScreenEdgesDeferringSystemGestures",
  ]

  /// A34.1 [D]: what UIKit calls only when the window's size or traits change (a rotation, a
  /// resized window), which no scenario does: an override of one runs only when the code
  /// calls it.
  static let sizeChangeCallbacks: Set<String> = [
    "viewWillTransition", "viewWillTransitionToSize", "willTransition",
    "willTransitionToTraitCollection",
  ]

  /// The reach of `source`; nil when it does not parse (the run reports why).
  public static func of(
    _ source: String, language: ScenarioLanguage, attributes: ScenarioAttributes
  ) -> ScenarioReach? {
    guard let tokens = try? Lexer.tokenize(source, language: language),
      let program = try? ScenarioRunner.parse(tokens, language: language)
    else { return nil }
    guard program.definesMethods else {
      return ScenarioReach(runsCode: !program.statements.isEmpty, uncalled: [])
    }
    var uses: [String: Int] = [:]
    for token in tokens {
      if let name = token.identifier { uses[name, default: 0] += 1 }
      if case .string(let segments, _) = token.kind {
        // `NSSelectorFromString(@"show")`, `addTarget(…, action: "show")`.
        for case .text(let text) in segments { uses[text, default: 0] += 1 }
      }
    }
    // Each declaration spells its own name once: only further uses call it.
    var declarations: [String: Int] = [:]
    let allMethods =
      program.methods + program.classes.flatMap(\.methods) + program.extensions.flatMap(\.methods)
    for method in allMethods { declarations[method.name, default: 0] += 1 }
    for declaration in program.classes { declarations[declaration.name, default: 0] += 1 }
    for name in program.interfaceSuperclasses.keys { declarations[name, default: 0] += 1 }
    func named(_ name: String) -> Bool { uses[name, default: 0] > declarations[name, default: 0] }
    let selfClass: String
    switch SelfClassInference.selfClass(for: program, given: attributes.selfClass, language) {
    case .success(let name): selfClass = name
    case .failure: return nil
    }
    // An unwind segue's action runs when the segue finds it (A29.4).
    let unwindActions = attributes.segues.values.filter { $0.kind == .unwind }.map(\.destination)
    let steps = Set(
      attributes.run.map { step in String(step.prefix { $0 != "(" && $0 != ":" }) }
        + unwindActions)
    let required = Set(program.protocolRequirements)
    // `- (void)setSelectIndex:` runs for `self.selectIndex = …` (dot syntax calls the setter).
    func namedAsSetter(_ method: MethodDecl) -> Bool {
      guard language == .objc, method.parameters.count == 1, method.name.hasPrefix("set"),
        let first = method.name.dropFirst(3).first, first.isUppercase
      else { return false }
      return named(first.lowercased() + method.name.dropFirst(4))
    }
    func called(_ method: MethodDecl) -> Bool {
      // A34.1: a size or trait change never comes, so only a `run=` step calls these (the
      // code that names them is their own `super` call, or forwarding inside another).
      if sizeChangeCallbacks.contains(method.name) { return steps.contains(method.name) }
      return method.isOverride || (language == .objc && uikitCallbacks.contains(method.name))
        || steps.contains(method.name) || named(method.name) || required.contains(method.name)
        || method.isStatic || namedAsSetter(method)
    }
    // An event step (`tap:button`) reaches actions the storyboard or `addTarget` connects.
    var runs = attributes.run.contains { $0.contains(":") && !$0.contains("(") }
    var uncalled: [Method] = []
    func visit(_ methods: [MethodDecl], classRuns: Bool) {
      for method in methods {
        if classRuns, called(method) {
          runs = true
        } else if !method.isProperty {
          uncalled.append(
            Method(
              name: method.name, key: method.key(language), line: method.location.line,
              takesArguments: !method.parameters.isEmpty))
        }
      }
    }
    visit(program.methods, classRuns: true)
    for declaration in program.classes {
      let classRuns = declaration.name == selfClass || named(declaration.name)
      visit(declaration.methods, classRuns: classRuns)
    }
    visit(program.extensions.flatMap(\.methods), classRuns: true)
    uncalled.sort { $0.line < $1.line }
    return ScenarioReach(runsCode: runs, uncalled: uncalled)
  }
}

/// How a block's code is shaped, for a page's hidden driver (`<!-- lessons: driver -->`):
/// statements run where they stand, methods need a method of `self` to call them from.
public struct ScenarioShape: Sendable, Equatable {
  /// True when the code defines methods (a `run=` step calls them) rather than being
  /// statements that run as the body of a method of `self`.
  public var definesMethods: Bool
  /// The class `self` is: `self=`, or the one controller class the block declares.
  public var selfClass: String
  /// True when `selfClass` is one the block declares (a driver joins it as an extension).
  public var selfIsDeclared: Bool

  /// The shape of `source`; nil when it does not parse (the run reports why).
  public static func of(
    _ source: String, language: ScenarioLanguage, attributes: ScenarioAttributes
  ) -> ScenarioShape? {
    guard let tokens = try? Lexer.tokenize(source, language: language),
      let program = try? ScenarioRunner.parse(tokens, language: language),
      case .success(let name) = SelfClassInference.selfClass(
        for: program, given: attributes.selfClass, language)
    else { return nil }
    return ScenarioShape(
      definesMethods: program.definesMethods, selfClass: name,
      selfIsDeclared: program.classes.contains { $0.name == name })
  }
}
