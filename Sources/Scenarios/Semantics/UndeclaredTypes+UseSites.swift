/// A stand-in shaped by the expected type of where it is used:
/// - an undeclared name called as an argument of a UIKit initializer or method whose parameter
///   is a value type (`UIView(frame: IGRect(…))`, `[[UIView alloc] initWithFrame:IGRectMake(…)]`)
///   is a function returning that type (`UndeclaredTypes+ValueUses`);
/// - an object of an undeclared class set as a UIKit object's `dataSource` or `delegate`
///   (`self.dataSource = pages`, `[table setDelegate:handler]`) adopts that property's protocol
///   and is an `NSObject`, not a controller.
extension UndeclaredTypes {
  /// UIKit classes with protocol-typed `dataSource` / `delegate` properties (the use sites the
  /// tests generate).
  static let protocolOwners = [
    "UIPageViewController", "UITableView", "UICollectionView", "UIScrollView",
    "UINavigationController", "UITabBarController", "UIPickerView", "UITextField",
    "UISplitViewController",
  ]

  /// `target = value` where the value is an object of an undeclared class and the target a
  /// protocol-typed property.
  mutating func noteProtocolUse(_ target: Expr, _ value: Expr) {
    guard let type = typeOfReceiver(value) else { return }
    switch target.kind {
    case .member(let base, let property):
      if let adopted = protocolOf(property, on: base) { protocolUses[type] = (adopted, property) }
    case .name(let property) where language == .swift:
      if let adopted = protocolOf(property, on: nil) { protocolUses[type] = (adopted, property) }
    default: break
    }
  }

  /// The protocol a property of the receiver's class is typed with, or nil. Only a receiver
  /// whose UIKit class is known counts (a typed variable, or `self` of a class declared as a
  /// UIKit subclass): a `delegate` of an unknown receiver may be the project's own.
  private func protocolOf(_ property: String, on base: Expr?) -> String? {
    var owners: [String] = []
    if let base, base.kind != .name("self") {
      if let known = types.type(of: base) { owners.append(known) }
    } else {
      owners += program.classes.compactMap {
        $0.superclass ?? program.interfaceSuperclasses[$0.name]
      }
    }
    let surface = UIKitSurface.shared
    for owner in owners {
      guard let match = surface.member(named: property, in: owner, language: language),
        match.member.kind == .property
      else { continue }
      let written = language == .swift ? match.member.swiftType : match.member.objcType
      let name = Self.protocolName(in: written)
      if let type = surface.type(named: name), type.kind == .protocol { return name }
    }
    return nil
  }

  /// `(any UIPageViewControllerDataSource)?`, `id<UITableViewDelegate>` → the protocol's name.
  static func protocolName(in written: String) -> String {
    var text = written
    for noise in ["any ", "id<", "<", ">", "(", ")", "?", "!", "*", " "] {
      text = text.replacingOccurrences(of: noise, with: "")
    }
    return text
  }

  /// Swift `T(label: X(…))` and `receiver.method(label: X(…))`: the parameter types of the
  /// UIKit member called.
  mutating func noteArgumentUses(_ callee: Expr, _ arguments: [Argument]) {
    let labels = arguments.map { ($0.label ?? "_") + ":" }.joined()
    let surface = UIKitSurface.shared
    var member: SurfaceMember?
    switch callee.kind {
    case .name(let type) where surface.type(named: type) != nil:
      member = surface.members(swift: "init(" + labels + ")", in: type).first?.member
    case .member(let base, let name):
      if let owner = types.type(of: base).map(uikitAncestor) {
        member = surface.members(swift: name + "(" + labels + ")", in: owner).first?.member
      }
    default: break
    }
    guard let member else { return }
    for (index, argument) in arguments.enumerated() where index < member.swiftParameterTypes.count {
      noteExpected(argument.value, member.swiftParameterTypes[index])
    }
  }

  /// Objective-C `[[T alloc] initWith…:X(…)]`, `[T method:X(…)]`, `[typed method:X(…)]`, and
  /// `[object setDataSource:x]`.
  mutating func noteArgumentUses(_ receiver: Expr, _ parts: [MessagePart]) {
    let arguments = parts.compactMap(\.argument)
    guard !arguments.isEmpty else { return }
    let surface = UIKitSurface.shared
    var owner: String?
    switch receiver.kind {
    case .message(let inner, let innerParts) where innerParts.map(\.piece) == ["alloc"]:
      if case .name(let type) = inner.kind { owner = type }
    case .name(let type) where surface.type(named: type) != nil:
      owner = type
    case .name("self"):
      owner = currentClass.map(uikitAncestor)
    default:
      // `[self performSegueWithIdentifier:item.segueName sender:self]` in a controller of the
      // snippet: the UIKit class it extends declares the method.
      owner = types.type(of: receiver).map(uikitAncestor)
    }
    // `[table setDataSource:handler]`: the setter of a protocol-typed property.
    if parts.count == 1, let property = MemberResolver.setterName(parts[0].piece),
      let type = typeOfReceiver(arguments[0])
    {
      let base: Expr? = receiver.kind == .name("self") ? nil : receiver
      if let adopted = protocolOf(property, on: base) { protocolUses[type] = (adopted, property) }
    }
    guard let owner else { return }
    let selector = parts.map { $0.piece + ":" }.joined()
    guard let member = surface.members(objc: selector, in: owner).first?.member else { return }
    // `[self.scrollView setFrame:[Layout scrollFrame]]`: a property's setter takes its type.
    if member.kind == .property, arguments.count == 1 {
      noteExpected(arguments[0], member.objcType)
      return
    }
    for (index, argument) in arguments.enumerated() where index < member.objcParameterTypes.count {
      noteExpected(argument, member.objcParameterTypes[index])
    }
  }

  /// The nearest UIKit class of `type`'s chain: itself when UIKit declares it, else the
  /// superclass the snippet gives it, and so on.
  func uikitAncestor(_ type: String) -> String {
    var current = type
    var seen: Set<String> = []
    while UIKitSurface.shared.type(named: current) == nil, seen.insert(current).inserted {
      guard
        let next = program.classes.first(where: { $0.name == current })?.superclass
          ?? program.interfaceSuperclasses[current]
      else { return type }
      current = next
    }
    return current
  }

  /// An undeclared `X(…)` where a value of `type` is expected; a stand-in member's result
  /// passed there is of that type too (`UndeclaredTypes+ResultUses`).
  private mutating func noteExpected(_ value: Expr, _ type: String) {
    noteResultUse(value, expected: type)
    let plain = String(type.filter { $0 != "?" && $0 != "!" && $0 != "*" && $0 != " " })
    guard Self.neutralValues[plain] != nil, case .call(let callee, _) = value.kind,
      case .name(let name) = callee.kind, name.first?.isUppercase == true, isUndeclared(name)
    else { return }
    valueUses[name] = plain
  }
}
