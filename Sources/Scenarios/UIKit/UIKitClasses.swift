/// Classes of the real surface (`UIKitSurface`) as scenarios meet them: modelled (a
/// declaration file or one of the model's own classes), inert (real, no declaration, and
/// nothing in it can change containment or call back: its objects exist and take their
/// messages, each member answered by the surface), or not modelled (its whole area can change
/// containment or call back, `SurfaceArea`).
enum UIKitClasses {
  /// Classes the model makes objects of itself (`Interpreter.create`).
  private static let made: Set<String> = [
    "UIViewController", "UIView", "UIWindow", "UINavigationController", "UITabBarController",
    "NSObject", "UIResponder", "UIPageViewController",
    "UISplitViewController", "UIHostingController",
  ]

  /// True for a class of the real surface that the model follows (declared or made).
  static func isModelled(_ name: String) -> Bool {
    made.contains(name) || SurfaceClasses.contains(name) || declaredNames.contains(name)
  }

  private static let declaredNames: Set<String> = Set(UIKitDeclarations.types.map(\.name))

  /// True for a real class that no declaration models and whose area the model may leave
  /// inert (`UITabBarItem`, `UIBezierPath`, `CAShapeLayer`, `CGAffineTransform`).
  static func isInert(_ name: String) -> Bool {
    guard name.first?.isUppercase == true, !isModelled(name) || isMadeInert(name) else {
      return false
    }
    let surface = UIKitSurface.shared
    guard let type = surface.type(named: name), type.kind != .protocol else { return false }
    return surface.activeArea(ofType: name) == nil
  }

  /// A UIKit or Core Animation class whose declaration models the objects the model makes
  /// itself (a view's `layer`, a controller's `navigationItem`, a view's layout guides) but
  /// that app code may also create (`CALayer()`, `UINavigationItem(title:)`): a new object of
  /// it is inert, as any real class no declaration models.
  private static func isMadeInert(_ name: String) -> Bool {
    guard !made.contains(name), !SurfaceClasses.contains(name), declaredNames.contains(name),
      let type = UIKitSurface.shared.type(named: name), type.kind == .class
    else { return false }
    return type.framework == .uiKit || type.framework == .quartzCore
  }

  /// True for an inert class that is a view (`UIActivityIndicatorView`): made with its
  /// arguments read, since its frame is a view's.
  static func isInertView(_ name: String) -> Bool {
    isInert(name) && UIKitSurface.shared.isClass(name, kindOf: "UIView")
  }

  /// True for a real function, constant or enum case of the surface that is not a class
  /// (`CGAffineTransformMakeRotation`, `UIViewAnimationTransitionFlipFromRight`) and can
  /// change neither containment nor call back: accepted, its value inert.
  static func isInertGlobal(_ name: String) -> Bool {
    let isConstantName =
      name.first == "k" && name.dropFirst().first?.isUppercase == true
    guard name.first?.isUppercase == true || isConstantName, !isModelled(name), !isBuiltin(name)
    else {
      return false
    }
    let surface = UIKitSurface.shared
    guard surface.type(named: name) == nil, let match = surface.global(objc: name) else {
      return false
    }
    // A constant, an enum case or a notification's name is a value: what it can do is the
    // member it is given to's, which is checked on its own
    // (`UIPageViewControllerOptionInterPageSpacingKey`,
    // `UIContentSizeCategoryDidChangeNotification`; FIDELITY-SURFACE C43).
    if [.constant, .enumCase, .notification].contains(match.member.kind) { return true }
    return !surface.classify(match).isNeverInert
  }

  /// Functions and constants the interpreter models itself (`CGRectMake`, `dispatch_after`,
  /// `UIControlEventTouchUpInside`).
  private static func isBuiltin(_ name: String) -> Bool {
    Builtins.rectFunctions.contains(name) || Builtins.objcFunctions.contains(name)
      || ScenarioLanguage.allCases.contains {
        SurfaceBuiltins.functions($0).contains(name) || Builtins.constant(name, $0) != nil
      }
  }

  /// The problem with a scenario class that inherits from a real class whose area is not
  /// modelled (`UITableViewController`: table views). A custom `UIStoryboardSegue` subclass is
  /// modelled (docs/FIDELITY.md A29.3).
  static func subclassProblem(of superclass: String) -> ScenarioProblem? {
    guard let problem = Builtins.unsupportedClass(superclass),
      case .notModelled = problem
    else { return nil }
    return problem
  }

  /// The problem with naming a real class that no declaration models and whose area can
  /// change containment or call back (`UIViewPropertyAnimator`: animations); nil otherwise.
  static func notModelled(_ name: String) -> ScenarioProblem? {
    guard !isModelled(name), let area = UIKitSurface.shared.activeArea(ofType: name) else {
      return nil
    }
    return .notModelled(name, area: area.name)
  }
}
