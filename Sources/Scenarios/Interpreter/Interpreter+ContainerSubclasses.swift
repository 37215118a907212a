/// The snippet's own subclasses of UIKit's containers (`@interface DemoNaviViewController :
/// UINavigationController`, `class Tabs: UITabBarController`).
///
/// An empty subclass, as the stand-ins `lessons fix` writes for what an excerpt leaves out,
/// is the container itself under its own class name: `[[DemoNaviViewController alloc]
/// initWithRootViewController:root]` is a navigation controller, printed as a
/// `DemoNaviViewController`. A subclass with methods or stored properties of its own would
/// need UIKit's container and the snippet's overrides in one object, which the model does
/// not have: it is reported where the class is declared rather than run as a plain view
/// controller that silently ignores `viewControllers`, pushes and selections.
extension Interpreter {
  /// The UIKit containers a snippet class can extend this way.
  static let systemContainerClasses: Set<String> = [
    navigationControllerClass, tabBarControllerClass,
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

  /// True when `className` and the snippet classes between it and the container declare
  /// nothing: no methods, no stored properties, no extensions.
  private func isEmptySubclass(_ className: String, of container: String) -> Bool {
    var current = className
    for _ in 0..<64 where current != container {
      let declarations = (program.classes + program.extensions).filter { $0.name == current }
      if declarations.contains(where: { !$0.methods.isEmpty || !$0.properties.isEmpty }) {
        return false
      }
      guard
        let superclass = program.classes.first(where: { $0.name == current })?.superclass
          ?? program.interfaceSuperclasses[current]
      else { return false }
      current = superclass
    }
    return true
  }

  /// Reports a snippet class that extends a UIKit container with members of its own.
  func checkContainerSubclass(_ declaration: ClassDecl) throws(Interrupt) {
    guard let container = systemContainerAncestor(of: declaration.name),
      !isEmptySubclass(declaration.name, of: container)
    else { return }
    throw Interrupt(
      .unsupported(
        "a subclass of `\(container)` with methods or properties of its own (`\(declaration.name)`)",
        instead:
          "an empty subclass, or a `UIViewController` subclass that holds a `\(container)` "
          + "as its child"),
      at: declaration.location)
  }

  /// `[[DemoNaviViewController alloc] initWithRootViewController:root]`: the container,
  /// named as the snippet's class; nil when `className` is no empty container subclass.
  func createContainerSubclass(
    _ className: String, labels: [String?], _ arguments: [EvaluatedArgument],
    at location: SourceLocation, objcInit: Bool
  ) throws(Interrupt) -> Value? {
    guard let container = systemContainerAncestor(of: className),
      isEmptySubclass(className, of: container)
    else { return nil }
    let created =
      container == Self.navigationControllerClass
      ? try createNavigationController(labels: labels, arguments, at: location, objcInit: objcInit)
      : try createTabBarController(labels: labels, arguments, at: location, objcInit: objcInit)
    if case .controller(let controller) = created { controller.modelClassName = className }
    return created
  }

  /// A storyboard scene of a UIKit container class, or of an empty subclass of one.
  func createStoryboardContainer(_ className: String, at location: SourceLocation)
    throws(Interrupt) -> Value?
  {
    let created: Value?
    if Self.systemContainerClasses.contains(className) {
      created =
        className == Self.navigationControllerClass
        ? try createNavigationController(labels: [], [], at: location, objcInit: false)
        : try createTabBarController(labels: [], [], at: location, objcInit: false)
    } else {
      created = try createContainerSubclass(
        className, labels: [], [], at: location, objcInit: false)
    }
    if case .controller(let controller) = created { simulation.markFromStoryboard(controller) }
    return created
  }
}
