import Containment

/// The snippet's own subclasses of UIKit's containers (`@interface DemoNaviViewController :
/// UINavigationController`, `class Tabs: UITabBarController`).
///
/// Such a class is the container itself, under its own class name, with the snippet's
/// methods and stored properties on it (`InterpretedNavigationController`,
/// `InterpretedTabBarController`): `[[DemoNaviViewController alloc]
/// initWithRootViewController:root]` is a navigation controller whose stack, pushes and
/// appearance are UIKit's (FIDELITY A10, A11), and whose overrides run where UIKit calls them.
extension Interpreter {
  /// The UIKit containers a snippet class can extend this way.
  static let systemContainerClasses: Set<String> = [
    navigationControllerClass, tabBarControllerClass, pageViewControllerClass,
    splitViewControllerClass,
  ]

  /// The UIKit container `className` descends from through the snippet's classes, if any.
  func systemContainerAncestor(of className: String) -> String? {
    var current = className
    for _ in 0..<64 {
      let superclass =
        program.classes.first(where: { $0.name == current })?.superclass
        ?? program.interfaceSuperclasses[current]
      guard let superclass, superclass != current else { return nil }
      if Self.systemContainerClasses.contains(superclass) { return superclass }
      current = superclass
    }
    return nil
  }

  /// The object for a scenario class: the core class it sits over, chosen by the UIKit class
  /// it descends from.
  func interpretedController(_ className: String, _ info: ClassInfo?) -> InterpretedController {
    switch systemContainerAncestor(of: className) {
    case Self.navigationControllerClass?:
      return InterpretedNavigationController(
        className: className, classInfo: info, interpreter: self)
    case Self.tabBarControllerClass?:
      return InterpretedTabBarController(className: className, classInfo: info, interpreter: self)
    case Self.pageViewControllerClass?:
      return InterpretedPageViewController(
        className: className, classInfo: info, interpreter: self)
    case Self.splitViewControllerClass?:
      return InterpretedSplitViewController(
        className: className, classInfo: info, interpreter: self)
    default:
      let made = InterpretedViewController(className: className, classInfo: info, interpreter: self)
      // A35.1: a table or collection view controller's view is its list.
      switch realClassName(of: className) {
      case "UITableViewController": made.listRoot = .table
      case "UICollectionViewController": made.listRoot = .collection
      default: break
      }
      return made
    }
  }

  /// Kept as the place a future container with no core class would be refused; every
  /// container in `systemContainerClasses` is modelled, with its subclasses.
  func checkContainerSubclass(_ declaration: ClassDecl) throws(Interrupt) {}

  /// `[[DemoNaviViewController alloc] initWithRootViewController:root]`, `Tabs()`: the
  /// container's own initializers, inherited by a subclass that declares none of the same
  /// spelling (its own run through `createWithInitializer`, and their
  /// `super.init(rootViewController:)` through `containerSuperInitializer`). Nil when
  /// `className` is no container subclass or declares the initializer written.
  func createContainerSubclass(
    _ className: String, labels: [String?], _ arguments: [EvaluatedArgument],
    at location: SourceLocation, objcInit: Bool
  ) throws(Interrupt) -> Value? {
    guard let container = systemContainerAncestor(of: className) else { return nil }
    if let info = classes[className] {
      let use: MemberResolver.Use =
        objcInit || language == .objc
        ? .message(
          objcInit ? labels.compactMap { $0 } : ["init"], hasArguments: !arguments.isEmpty)
        : .swiftCall("init", labels: labels, trailing: arguments.map(\.isTrailing))
      if info.method(calledAs: use, language) != nil { return nil }
    }
    let root: UIViewController?
    switch container {
    case Self.navigationControllerClass:
      root = try navigationRoot(labels: labels, arguments, at: location, objcInit: objcInit)
    case Self.pageViewControllerClass:
      root = try checkPageInitializer(labels: labels, arguments, at: location, objcInit: objcInit)
    case Self.splitViewControllerClass:
      root = nil
      let style = try splitStyle(labels: labels, arguments, at: location, objcInit: objcInit)
      let controller = try makeController(className: className, at: location)
      (controller as? UISplitViewController)?.style = style
      if arguments.isEmpty {
        let use: MemberResolver.Use =
          language == .objc
          ? .message(["init"], hasArguments: false) : .swiftCall("init", labels: [], trailing: [])
        try runDesignatedOverride(for: use, on: controller, at: location)
      }
      return .controller(controller)
    default:
      root = try checkTabBarInitializer(labels: labels, arguments, at: location, objcInit: objcInit)
    }
    let controller = try makeController(className: className, at: location)
    if arguments.isEmpty {
      let use: MemberResolver.Use =
        language == .objc
        ? .message(["init"], hasArguments: false) : .swiftCall("init", labels: [], trailing: [])
      try runDesignatedOverride(for: use, on: controller, at: location)
    }
    if let root, let navigation = controller as? UINavigationController {
      navigation.initializeStack(withRoot: root)
    }
    return .controller(controller)
  }

  /// `super.init(rootViewController: root)`, `[super initWithRootViewController:root]` in a
  /// navigation subclass's own initializer: UIKit's initializer sets up the stack (A10.1).
  /// Nil for any other call.
  func containerSuperInitializer(
    _ use: MemberResolver.Use, _ arguments: [Value], on receiver: InterpretedController
  ) -> Value? {
    if receiver is UIPageViewController, Self.pageInitializers.contains(use.written) {
      return .controller(receiver)  // the style changes nothing the model traces
    }
    if let split = receiver as? UISplitViewController, Self.splitInitializers.contains(use.written)
    {
      // A24.1 [D]: `super.init(style: .doubleColumn)` makes the column style.
      if case .string(let name) = arguments.first,
        let style = UISplitViewController.Style(rawValue: name)
      {
        split.style = style
      }
      return .controller(receiver)
    }
    guard let navigation = receiver as? UINavigationController,
      ["initWithRootViewController:", "init(rootViewController:)"].contains(use.written),
      case .controller(let root) = arguments.first
    else { return nil }
    navigation.initializeStack(withRoot: root)
    return .controller(receiver)
  }

  /// A storyboard scene of a UIKit container class, or of a subclass of one.
  func createStoryboardContainer(_ className: String, at location: SourceLocation)
    throws(Interrupt) -> Value?
  {
    let created: Value?
    if className == Self.pageViewControllerClass {
      created = .controller(UIPageViewController())
    } else if className == Self.splitViewControllerClass {
      created = .controller(UISplitViewController())
    } else if Self.systemContainerClasses.contains(className) {
      created =
        className == Self.navigationControllerClass
        ? try createNavigationController(labels: [], [], at: location, objcInit: false)
        : try createTabBarController(labels: [], [], at: location, objcInit: false)
    } else {
      let controller = try makeController(className: className, at: location)
      simulation.markFromStoryboard(controller)
      try awakeFromStoryboard(controller)  // A41.1: a subclass's scene, as any scene
      return .controller(controller)
    }
    if case .controller(let controller) = created { simulation.markFromStoryboard(controller) }
    return created
  }

  /// A page view controller's initializers, as a subclass inherits them or calls `super`'s.
  static let pageInitializers: Set<String> = [
    "init(transitionStyle:navigationOrientation:options:)",
    "initWithTransitionStyle:navigationOrientation:options:",
    "init(transitionStyle:navigationOrientation:)",
  ]

  /// `Pages()`, `Pages(transitionStyle:navigationOrientation:options:)`, their Objective-C
  /// spellings: no root; another spelling is the wrong-label diagnostic.
  func checkPageInitializer(
    labels: [String?], _ arguments: [EvaluatedArgument], at location: SourceLocation,
    objcInit: Bool
  ) throws(Interrupt) -> UIViewController? {
    let written =
      objcInit
      ? labels.compactMap { $0 }.joined(separator: ":") + (arguments.isEmpty ? "" : ":")
      : "init(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    guard written == "init" || written == "init()" || Self.pageInitializers.contains(written)
    else {
      throw Interrupt(
        .wrongLabel(
          written: written,
          expected: objcInit
            ? "initWithTransitionStyle:navigationOrientation:options:"
            : "init(transitionStyle:navigationOrientation:options:)"), at: location)
    }
    return nil
  }

  /// A split view controller's initializers, as a subclass inherits them or calls `super`'s.
  static let splitInitializers: Set<String> = [
    "init(style:)", "initWithStyle:", "init(nibName:bundle:)", "initWithNibName:bundle:",
  ]

  /// `Split()`, `Split(style: .doubleColumn)`, their Objective-C spellings: the style;
  /// another spelling is the wrong-label diagnostic.
  func splitStyle(
    labels: [String?], _ arguments: [EvaluatedArgument], at location: SourceLocation,
    objcInit: Bool
  ) throws(Interrupt) -> UISplitViewController.Style {
    let written =
      objcInit
      ? labels.compactMap { $0 }.joined(separator: ":") + (arguments.isEmpty ? "" : ":")
      : "init(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    guard written == "init" || written == "init()" || Self.splitInitializers.contains(written)
    else {
      throw Interrupt(
        .wrongLabel(
          written: written, expected: objcInit ? "init` or `initWithStyle:" : "init(style:)"),
        at: location)
    }
    if labels.first == "style" || labels.first == "initWithStyle",
      case .string(let name) = arguments.first?.value,
      let style = UISplitViewController.Style(rawValue: name)
    {
      return style
    }
    return .unspecified
  }
}
