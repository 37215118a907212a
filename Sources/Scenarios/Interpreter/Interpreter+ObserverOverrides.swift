import Containment

/// Swift's observer override of an inherited UIKit property, in a controller class
/// (`override var viewControllers: [UIViewController]? { didSet { … } }` in a
/// `UITabBarController` subclass, FIDELITY-SURFACE W2) or a view class the scenario declares
/// (`override var frame: CGRect { didSet { … } }`, `override var isHighlighted: Bool { didSet {
/// … } }`, W11). The override adds no storage: an assignment calls `willSet`, then UIKit's setter
/// (so UIKit does everything its setter does), then `didSet` with the value UIKit's getter gave
/// before; a read is UIKit's getter (The Swift Programming Language, "Inheritance", Overriding
/// Property Observers).
extension Interpreter {
  /// True for a Swift property declaration of the controller class `owner` that overrides an
  /// inherited property UIKit models on controllers. A class's own `var delegate: X? { didSet {
  /// … } }` over `UIViewController`, which has no `delegate`, stays a stored property of its own.
  func isObserverOverride(_ declaration: Declaration, of owner: String) -> Bool {
    ModelledAPI.table(of: .controller).named(declaration.name, language).contains(
      where: \.isProperty) && inheritedProperty(declaration, of: owner) != nil
  }

  /// True for a Swift property declaration of the view class `owner` that overrides an instance
  /// property of its UIKit superclass.
  func isViewObserverOverride(_ declaration: Declaration, of owner: String) -> Bool {
    inheritedProperty(declaration, of: owner)?.isClassMember == false
  }

  /// The property of `owner`'s UIKit superclass that `declaration` overrides: a declaration with
  /// observers and no value of its own, named as a property of that class, which Swift accepts
  /// only as an `override` of it.
  private func inheritedProperty(_ declaration: Declaration, of owner: String) -> SurfaceMember? {
    guard language == .swift, declaration.initialValue == nil,
      declaration.willSet != nil || declaration.didSet != nil,
      let base = uikitSuperclass(of: owner),
      let match = UIKitSurface.shared.member(named: declaration.name, in: base, language: language),
      match.member.kind == .property
    else { return nil }
    return match.member
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

  /// The observer override of `name` in the class of `object` (a scenario controller or view),
  /// unless its observers are running already (an assignment inside them goes to UIKit's setter
  /// only).
  func observerOverride(of name: String, in object: Value) -> (Declaration, ClassInfo)? {
    guard language == .swift else { return nil }
    switch object {
    case .controller(let controller as InterpretedController):
      guard let (declaration, owner) = observers(of: name, in: controller),
        isObserverOverride(declaration, of: owner.name)
      else { return nil }
      return (declaration, owner)
    case .view(let view as InterpretedView):
      guard !runningObservers.contains(ObservedProperty(view, name)) else { return nil }
      var current = view.classInfo
      var steps = 0
      while let info = current, steps < 64 {
        for case .declaration(let declaration) in info.properties.map(\.kind)
        where declaration.name == name {
          return isViewObserverOverride(declaration, of: info.name) ? (declaration, info) : nil
        }
        current = info.superclass
        steps += 1
      }
      return nil
    default:
      return nil
    }
  }

  /// `willSet`, UIKit's setter, `didSet`, as Swift runs an observer override's assignment.
  func setObserved(
    _ name: String, of object: Value, _ value: Value, _ observed: (Declaration, ClassInfo),
    at location: SourceLocation
  ) throws(Interrupt) {
    let (declaration, owner) = observed
    let oldValue = try readMember(name, of: object, at: location)
    if let willSet = declaration.willSet {
      try runObserver(willSet, with: value, on: object, owner, name)
    }
    try setModelledMember(name, of: object, value, at: location)
    if let didSet = declaration.didSet {
      try runObserver(didSet, with: oldValue, on: object, owner, name)
    }
  }

  /// Runs `willSet` / `didSet` as a method of the class of `object` (a controller, or a view,
  /// which is then `self`), with `newValue` / `oldValue` (or its own name) bound; the value is
  /// named after the property, never after `newValue`.
  func runObserver(
    _ observer: PropertyObserver, with value: Value, on object: Value, _ owner: ClassInfo,
    _ key: String
  ) throws(Interrupt) {
    let receiver: InterpretedController
    let property: ObservedProperty
    var valueSelf: Value?
    switch object {
    case .controller(let controller as InterpretedController):
      receiver = controller
      property = ObservedProperty(controller, key)
    case .view(let view):
      guard let owner = fileScopeOwner else { return }
      receiver = owner
      property = ObservedProperty(view, key)
      valueSelf = object
    default:
      return
    }
    name(value, key)
    runningObservers.insert(property)
    defer { runningObservers.remove(property) }
    let method = MethodDecl(
      name: key, labels: [nil], parameters: [observer.parameter], body: observer.body,
      isOverride: false, location: observer.location)
    _ = try invoke(
      method, of: owner, on: receiver, arguments: [value], at: observer.location,
      valueSelf: valueSelf)
  }
}

/// Observers of a stored property of a view class the scenario declares (`weak var
/// containerController: UIViewController? { didSet { setupChildViews() } }` in a cell class):
/// an assignment after the view is made runs `willSet`, stores the value, then runs `didSet`
/// with the old one, the view as `self`, as for a controller's stored property (W2; The Swift
/// Programming Language, "Property Observers"); not again for an assignment inside them.
extension Interpreter {
  /// `cell.containerController = self`, `isOpen = true` in the view's own method.
  func setViewStoredProperty(
    _ property: String, of view: InterpretedView, _ value: Value, at location: SourceLocation
  ) throws(Interrupt) {
    let key = storageKey(property)
    guard let (declaration, owner) = storedObservers(of: key, in: view) else {
      setViewProperty(property, of: view, value)
      return
    }
    let oldValue = view.properties[key] ?? .null
    if let willSet = declaration.willSet {
      try runObserver(willSet, with: value, on: .view(view), owner, key)
    }
    setViewProperty(property, of: view, value)
    if let didSet = declaration.didSet {
      try runObserver(didSet, with: oldValue, on: .view(view), owner, key)
    }
  }

  /// The stored property `key` of `view`'s class with observers (not an override of UIKit's),
  /// unless they are running already.
  private func storedObservers(of key: String, in view: InterpretedView)
    -> (Declaration, ClassInfo)?
  {
    guard language == .swift, !runningObservers.contains(ObservedProperty(view, key)) else {
      return nil
    }
    var current = view.classInfo
    var steps = 0
    while let info = current, steps < 64 {
      for case .declaration(let declaration) in info.properties.map(\.kind)
      where declaration.name == key {
        guard declaration.willSet != nil || declaration.didSet != nil,
          !isViewObserverOverride(declaration, of: info.name)
        else { return nil }
        return (declaration, info)
      }
      current = info.superclass
      steps += 1
    }
    return nil
  }
}
