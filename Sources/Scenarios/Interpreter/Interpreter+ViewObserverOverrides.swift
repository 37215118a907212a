import Containment

/// Swift's observer override of an inherited property in a view class the scenario declares:
/// `override var frame: CGRect { didSet { … } }` in a `UIView` subclass, `override var
/// isHighlighted: Bool { didSet { … } }` in a `UIButton` subclass. As for a controller
/// (Interpreter+ObserverOverrides, W2), the override adds no storage: an assignment runs
/// `willSet`, UIKit's setter, then `didSet` with the value UIKit's getter gave before, and a
/// read is UIKit's getter (The Swift Programming Language, "Inheritance", Overriding Property
/// Observers; docs/FIDELITY-SURFACE.md W11).
extension Interpreter {
  /// True for a Swift property of the view class `owner` with observers and no value of its
  /// own, named as a property of `owner`'s UIKit superclass: Swift accepts it only as an
  /// `override` of that property.
  func isViewObserverOverride(_ declaration: Declaration, of owner: String) -> Bool {
    guard language == .swift, declaration.initialValue == nil,
      declaration.willSet != nil || declaration.didSet != nil,
      let base = uikitSuperclass(of: owner),
      let match = UIKitSurface.shared.member(named: declaration.name, in: base, language: language)
    else { return false }
    return match.member.kind == .property && !match.member.isClassMember
  }

  /// The observer override of `name` in `view`'s class, unless its observers are running
  /// already (an assignment inside them goes to UIKit's setter only).
  func viewObserverOverride(of name: String, in view: InterpretedView)
    -> (Declaration, ClassInfo)?
  {
    guard language == .swift, !runningObservers.contains(ObservedProperty(view, name)) else {
      return nil
    }
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
  }

  /// `willSet`, UIKit's setter, `didSet`, as Swift runs the override's assignment.
  func setObserved(
    _ name: String, of view: InterpretedView, _ value: Value, _ observed: (Declaration, ClassInfo),
    at location: SourceLocation
  ) throws(Interrupt) {
    let (declaration, owner) = observed
    let oldValue = try readMember(name, of: .view(view), at: location)
    if let willSet = declaration.willSet {
      try runObserver(willSet, with: value, on: view, owner, name)
    }
    try setModelledMember(name, of: .view(view), value, at: location)
    if let didSet = declaration.didSet {
      try runObserver(didSet, with: oldValue, on: view, owner, name)
    }
  }

  /// Runs `willSet` / `didSet` as a method of the view's class, with the view as `self`.
  private func runObserver(
    _ observer: PropertyObserver, with value: Value, on view: InterpretedView,
    _ owner: ClassInfo, _ key: String
  ) throws(Interrupt) {
    guard let receiver = fileScopeOwner else { return }
    name(value, key)
    let property = ObservedProperty(view, key)
    runningObservers.insert(property)
    defer { runningObservers.remove(property) }
    let method = MethodDecl(
      name: key, labels: [nil], parameters: [observer.parameter], body: observer.body,
      isOverride: false, location: observer.location)
    _ = try invoke(
      method, of: owner, on: receiver, arguments: [value], at: observer.location,
      valueSelf: .view(view))
  }
}
