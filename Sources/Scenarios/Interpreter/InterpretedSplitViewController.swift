import Containment

/// A scenario class over `UISplitViewController` (`class SplitViewController:
/// UISplitViewController`): the core's split view controller, so its columns are its
/// children and appear as FIDELITY A24 says, with the scenario's overrides of the appearance
/// callbacks run where UIKit calls them. The object is made in the classic form
/// (`UISplitViewController()`, A24.1); a `super.init(style:)` of the class's own initializer
/// makes it the column style (`containerSuperInitializer`).
final class InterpretedSplitViewController: UISplitViewController, InterpretedController {
  let state: InterpretedState

  init(className: String, classInfo: ClassInfo?, interpreter: Interpreter) {
    state = InterpretedState(classInfo: classInfo, interpreter: interpreter)
    super.init(style: .unspecified)
    modelClassName = className
  }

  override func loadView() {
    intercept(.loadView, []) {
      super.loadView()
      interpreter?.connectOutlets(self)  // storyboard stand-in: Interpreter+Storyboard.swift
    }
  }

  override func viewDidLoad() { intercept(.viewDidLoad, []) { super.viewDidLoad() } }

  override func viewWillAppear(_ animated: Bool) {
    intercept(.viewWillAppear, [.bool(animated)]) { super.viewWillAppear(animated) }
  }

  override func viewIsAppearing(_ animated: Bool) {
    intercept(.viewIsAppearing, [.bool(animated)]) { super.viewIsAppearing(animated) }
  }

  override func viewDidAppear(_ animated: Bool) {
    intercept(.viewDidAppear, [.bool(animated)]) { super.viewDidAppear(animated) }
  }

  override func viewWillDisappear(_ animated: Bool) {
    intercept(.viewWillDisappear, [.bool(animated)]) { super.viewWillDisappear(animated) }
  }

  override func viewDidDisappear(_ animated: Bool) {
    intercept(.viewDidDisappear, [.bool(animated)]) { super.viewDidDisappear(animated) }
  }

  override func viewWillLayoutSubviews() {
    intercept(.viewWillLayoutSubviews, []) { super.viewWillLayoutSubviews() }
  }

  override func viewDidLayoutSubviews() {
    intercept(.viewDidLayoutSubviews, []) { super.viewDidLayoutSubviews() }
  }

  override func willMove(toParent parent: UIViewController?) {
    intercept(.willMoveToParent, [parent.map(Value.controller) ?? .null]) {
      super.willMove(toParent: parent)
    }
  }

  override func didMove(toParent parent: UIViewController?) {
    intercept(.didMoveToParent, [parent.map(Value.controller) ?? .null]) {
      super.didMove(toParent: parent)
    }
  }

  override func addChild(_ child: UIViewController) {
    intercept(.addChild, [.controller(child)]) { super.addChild(child) }
  }

  override func removeFromParent() {
    intercept(.removeFromParent, []) { super.removeFromParent() }
  }

  override func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    intercept(.beginAppearanceTransition, [.bool(isAppearing), .bool(animated)]) {
      super.beginAppearanceTransition(isAppearing, animated: animated)
    }
  }

  override func endAppearanceTransition() {
    intercept(.endAppearanceTransition, []) { super.endAppearanceTransition() }
  }

  override func loadViewIfNeeded() {
    intercept(.loadViewIfNeeded, []) { super.loadViewIfNeeded() }
  }

  override var shouldAutomaticallyForwardAppearanceMethods: Bool {
    interceptFlag("shouldAutomaticallyForwardAppearanceMethods") {
      super.shouldAutomaticallyForwardAppearanceMethods
    }
  }

  var superShouldAutomaticallyForwardAppearanceMethods: Bool {
    super.shouldAutomaticallyForwardAppearanceMethods
  }

  func callSuper(_ member: APIMember, _ values: [Value]) -> Bool {
    let arguments = SuperArguments(values)
    switch member {
    case .loadView:
      // S1 [D]: UIViewController's `loadView` is what loads the scene's nib and its outlets,
      // so an override that calls `super.loadView()` has them.
      super.loadView()
      interpreter?.connectOutlets(self)
    case .viewDidLoad: super.viewDidLoad()
    case .viewWillAppear: super.viewWillAppear(arguments.flag(0))
    case .viewIsAppearing: super.viewIsAppearing(arguments.flag(0))
    case .viewDidAppear: super.viewDidAppear(arguments.flag(0))
    case .viewWillDisappear: super.viewWillDisappear(arguments.flag(0))
    case .viewDidDisappear: super.viewDidDisappear(arguments.flag(0))
    case .viewWillLayoutSubviews: super.viewWillLayoutSubviews()
    case .viewDidLayoutSubviews: super.viewDidLayoutSubviews()
    case .willMoveToParent: super.willMove(toParent: arguments.controller(0))
    case .didMoveToParent: super.didMove(toParent: arguments.controller(0))
    case .addChild:
      guard let child = arguments.controller(0) else { return false }
      super.addChild(child)
    case .removeFromParent: super.removeFromParent()
    case .beginAppearanceTransition:
      super.beginAppearanceTransition(arguments.flag(0), animated: arguments.flag(1))
    case .endAppearanceTransition: super.endAppearanceTransition()
    case .loadViewIfNeeded: super.loadViewIfNeeded()
    default: return false
    }
    return true
  }
}
