/// Swift's observer override of an inherited property, as a `UITabBarController` subclass
/// writes it: `override var viewControllers: [UIViewController]? { didSet { … } }`. The
/// override adds no storage: an assignment calls `willSet`, then the superclass's setter (so
/// UIKit does everything its setter does), then `didSet` with the value the superclass's getter
/// gave before; a read is the superclass's getter (The Swift Programming Language,
/// "Inheritance", Overriding Property Observers; docs/FIDELITY-SURFACE.md W2).
extension Interpreter {
  /// True for a Swift property declaration of `owner` with observers and no value of its own
  /// whose name is a property UIKit models on controllers and that `owner`'s UIKit superclass
  /// has: Swift accepts it only as an `override` of the inherited property, so it observes
  /// UIKit's. A class's own `var delegate: X? { didSet { … } }` over `UIViewController`, which
  /// has no `delegate`, stays a stored property of its own.
  func isObserverOverride(_ declaration: Declaration, of owner: String) -> Bool {
    guard language == .swift, declaration.initialValue == nil,
      declaration.willSet != nil || declaration.didSet != nil,
      ModelledAPI.table(of: .controller).named(declaration.name, language).contains(
        where: \.isProperty),
      let base = uikitSuperclass(of: owner),
      let match = UIKitSurface.shared.member(named: declaration.name, in: base, language: language)
    else { return false }
    return match.member.kind == .property
  }

  /// The first superclass of `className` that the snippet does not declare (`UITabBarController`
  /// for `class Tabs: BaseTabs` over `class BaseTabs: UITabBarController`).
  func uikitSuperclass(of className: String) -> String? {
    var current = className
    for _ in 0..<64 {
      guard
        let superclass = program.classes.first(where: { $0.name == current })?.superclass
          ?? program.interfaceSuperclasses[current],
        superclass != current
      else { return nil }
      if !program.classes.contains(where: { $0.name == superclass }) { return superclass }
      current = superclass
    }
    return nil
  }

  /// The observer override of `name` in `controller`'s class, when one is declared and its
  /// observers are not running already (an assignment inside them goes to the setter only).
  func observerOverride(of name: String, in controller: InterpretedController)
    -> (Declaration, ClassInfo)?
  {
    guard language == .swift, let (declaration, owner) = observers(of: name, in: controller),
      isObserverOverride(declaration, of: owner.name)
    else { return nil }
    return (declaration, owner)
  }

  /// `willSet`, UIKit's setter, `didSet`, as Swift runs an observer override's assignment.
  func setObserved(
    _ name: String, of controller: InterpretedController, _ value: Value,
    _ observed: (Declaration, ClassInfo), at location: SourceLocation
  ) throws(Interrupt) {
    let (declaration, owner) = observed
    let oldValue = try readMember(name, of: .controller(controller), at: location)
    if let willSet = declaration.willSet {
      try runObserver(willSet, with: value, on: controller, owner, name)
    }
    try setModelledMember(name, of: .controller(controller), value, at: location)
    if let didSet = declaration.didSet {
      try runObserver(didSet, with: oldValue, on: controller, owner, name)
    }
  }
}
