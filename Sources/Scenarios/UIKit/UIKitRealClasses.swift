import Containment

/// The real class an object is, for the members the surface answers: a scenario class is its
/// nearest real ancestor (`class Spinner: UIActivityIndicatorView` is an activity indicator),
/// and an object of an inert real class is that class. So every subclass of `UIView`, inert
/// or the scenario's, is a view with its class's members, and every subclass of
/// `UIViewController` is a controller.
extension Interpreter {
  /// The nearest class of the real surface in `className`'s chain: itself when real, else
  /// the scenario's declared superclasses walked up; nil when the chain reaches none.
  func realClassName(of className: String) -> String? {
    let surface = UIKitSurface.shared
    var name: String? = className
    var steps = 0
    while let current = name, steps < 64 {
      if program.classes.contains(where: { $0.name == current }) == false,
        let type = surface.type(named: current), type.kind == .class
      {
        return type.objcName
      }
      name =
        program.classes.first { $0.name == current }?.superclass
        ?? program.interfaceSuperclasses[current]
      steps += 1
    }
    return nil
  }

  /// The real class of a view the scenario made, when it is more than a plain `UIView`
  /// (`UIActivityIndicatorView`, or the real superclass of the scenario's view class).
  func realViewClassName(of view: InterpretedView) -> String? {
    guard let real = realClassName(of: view.className), real != "UIView" else { return nil }
    return UIKitSurface.shared.isClass(real, kindOf: "UIView") ? real : nil
  }

  /// The real class of a controller the scenario made, when it is a real subclass of
  /// `UIViewController` the model does not make (`UIActivityViewController`), or the
  /// scenario's class over one.
  func realControllerClassName(of controller: UIViewController) -> String? {
    guard controller is InterpretedViewController,
      let real = realClassName(of: controller.modelClassName), real != "UIViewController"
    else { return nil }
    return UIKitSurface.shared.isClass(real, kindOf: "UIViewController") ? real : nil
  }

  /// An object of the real class `className` that no declaration models, as its superclass
  /// chain says: a view (`UIActivityIndicatorView`), a controller (`UIActivityViewController`),
  /// or an inert object that keeps its properties (`CAShapeLayer`).
  func inertInstance(
    of className: String, frame: CGRect = .zero, at location: SourceLocation
  ) throws(Interrupt) -> Value {
    let surface = UIKitSurface.shared
    if surface.isClass(className, kindOf: "UIView") {
      return .view(try makeView(className: className, frame: frame))
    }
    if surface.isClass(className, kindOf: "UIViewController") {
      return .controller(
        try makeController(className: className, at: location))
    }
    return .surface(.inert(InertObject(className: className)))
  }
}
