import Containment

/// The core's `UIViewController`, subclassed once for every class a scenario names: it
/// carries the scenario class name UIKit would print, the stored properties and instance
/// variables the code gives it, and sends each overridable callback to the interpreter,
/// which runs the scenario's override if its class declares one.
///
/// An override's `super.viewDidLoad()` reaches `callSuper`, which runs the core's own
/// implementation; the core recognises it as the base of the call in progress and records
/// nothing twice.
final class InterpretedController: UIViewController {
  weak var interpreter: Interpreter?
  let classInfo: ClassInfo?
  /// Stored properties and Objective-C instance variables, by name.
  var properties: [String: Value] = [:]
  var constantProperties: Set<String> = []
  /// `lazy var` properties not read yet: their declaration and the class that declares it.
  var lazyProperties: [String: (Declaration, ClassInfo)] = [:]

  /// True when the object has the stored property `name`, read or not.
  func hasStoredProperty(_ name: String) -> Bool {
    properties[name] != nil || lazyProperties[name] != nil
  }

  init(className: String, classInfo: ClassInfo?, interpreter: Interpreter) {
    self.classInfo = classInfo
    self.interpreter = interpreter
    super.init(nibName: nil, bundle: nil)
    modelClassName = className
  }

  private func overridden(_ member: APIMember, _ arguments: [Value]) -> Bool {
    interpreter?.runOverride(on: self, member, arguments) ?? false
  }

  override func loadView() {
    if !overridden(.loadView, []) {
      super.loadView()
      interpreter?.connectOutlets(self)  // storyboard stand-in: Interpreter+Storyboard.swift
    }
  }

  override func viewDidLoad() {
    if !overridden(.viewDidLoad, []) { super.viewDidLoad() }
  }

  override func viewWillAppear(_ animated: Bool) {
    if !overridden(.viewWillAppear, [.bool(animated)]) { super.viewWillAppear(animated) }
  }

  override func viewIsAppearing(_ animated: Bool) {
    if !overridden(.viewIsAppearing, [.bool(animated)]) { super.viewIsAppearing(animated) }
  }

  override func viewDidAppear(_ animated: Bool) {
    if !overridden(.viewDidAppear, [.bool(animated)]) { super.viewDidAppear(animated) }
  }

  override func viewWillDisappear(_ animated: Bool) {
    if !overridden(.viewWillDisappear, [.bool(animated)]) { super.viewWillDisappear(animated) }
  }

  override func viewDidDisappear(_ animated: Bool) {
    if !overridden(.viewDidDisappear, [.bool(animated)]) { super.viewDidDisappear(animated) }
  }

  override func viewWillLayoutSubviews() {
    if !overridden(.viewWillLayoutSubviews, []) { super.viewWillLayoutSubviews() }
  }

  override func viewDidLayoutSubviews() {
    if !overridden(.viewDidLayoutSubviews, []) { super.viewDidLayoutSubviews() }
  }

  override func willMove(toParent parent: UIViewController?) {
    if !overridden(.willMoveToParent, [parent.map(Value.controller) ?? .null]) {
      super.willMove(toParent: parent)
    }
  }

  override func didMove(toParent parent: UIViewController?) {
    if !overridden(.didMoveToParent, [parent.map(Value.controller) ?? .null]) {
      super.didMove(toParent: parent)
    }
  }

  override func addChild(_ child: UIViewController) {
    if !overridden(.addChild, [.controller(child)]) { super.addChild(child) }
  }

  override func removeFromParent() {
    if !overridden(.removeFromParent, []) { super.removeFromParent() }
  }

  override func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    if !overridden(.beginAppearanceTransition, [.bool(isAppearing), .bool(animated)]) {
      super.beginAppearanceTransition(isAppearing, animated: animated)
    }
  }

  override func endAppearanceTransition() {
    if !overridden(.endAppearanceTransition, []) { super.endAppearanceTransition() }
  }

  override func loadViewIfNeeded() {
    if !overridden(.loadViewIfNeeded, []) { super.loadViewIfNeeded() }
  }

  override var shouldAutomaticallyForwardAppearanceMethods: Bool {
    interpreter?.overriddenFlag(on: self, "shouldAutomaticallyForwardAppearanceMethods")
      ?? super.shouldAutomaticallyForwardAppearanceMethods
  }

  /// UIKit's own implementation of `member` (what `super.x()` reaches when no declared
  /// superclass overrides it). Returns false for members that are not overridable.
  func callSuper(_ member: APIMember, _ arguments: [Value]) -> Bool {
    func flag(_ index: Int) -> Bool {
      if index < arguments.count, case .bool(let value) = arguments[index] { return value }
      return false
    }
    func controller(_ index: Int) -> UIViewController? {
      if index < arguments.count, case .controller(let value) = arguments[index] { return value }
      return nil
    }
    switch member {
    case .loadView: super.loadView()
    case .viewDidLoad: super.viewDidLoad()
    case .viewWillAppear: super.viewWillAppear(flag(0))
    case .viewIsAppearing: super.viewIsAppearing(flag(0))
    case .viewDidAppear: super.viewDidAppear(flag(0))
    case .viewWillDisappear: super.viewWillDisappear(flag(0))
    case .viewDidDisappear: super.viewDidDisappear(flag(0))
    case .viewWillLayoutSubviews: super.viewWillLayoutSubviews()
    case .viewDidLayoutSubviews: super.viewDidLayoutSubviews()
    case .willMoveToParent: super.willMove(toParent: controller(0))
    case .didMoveToParent: super.didMove(toParent: controller(0))
    case .addChild:
      guard let child = controller(0) else { return false }
      super.addChild(child)
    case .removeFromParent: super.removeFromParent()
    case .beginAppearanceTransition: super.beginAppearanceTransition(flag(0), animated: flag(1))
    case .endAppearanceTransition: super.endAppearanceTransition()
    case .loadViewIfNeeded: super.loadViewIfNeeded()
    default: return false
    }
    return true
  }

  /// UIKit's default for an overridable property (`super.shouldAutomatically…`).
  var superShouldAutomaticallyForwardAppearanceMethods: Bool {
    super.shouldAutomaticallyForwardAppearanceMethods
  }
}
