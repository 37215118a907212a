import Containment

/// What a member the declarations do not model is, read from the real surface
/// (`UIKitSurface`): *inert* (real, typed, can change neither containment nor call back into
/// the scenario: accepted, a property keeps the value set, no trace line, one
/// `scenario.inert` note per name), *not modelled* (real and able to change containment or
/// call back: an error that names its area), or not a member of the type at all.
extension Interpreter {
  /// The UIKit type the surface knows `value` as, or nil for values that are not UIKit's.
  func surfaceTypeName(of value: Value) -> String? {
    switch value {
    case .controller(let controller):
      // `class BadgeItem: UITabBarItem`: an object of its inert real ancestor.
      if controller is InterpretedViewController,
        let ancestor = inertAncestor(of: controller.modelClassName)
      {
        return ancestor
      }
      if let real = realControllerClassName(of: controller) { return real }
      switch controller {
      case is UINavigationController: return "UINavigationController"
      case is UITabBarController: return "UITabBarController"
      case is UIPageViewController: return "UIPageViewController"
      case is UISplitViewController: return "UISplitViewController"
      case is UIAlertController: return "UIAlertController"
      default: return "UIViewController"
      }
    case .view(let view):
      if let interpreted = view as? InterpretedView, let real = realViewClassName(of: interpreted) {
        return real
      }
      switch view {
      case is UITableView: return "UITableView"
      case is UICollectionView: return "UICollectionView"
      case is Containment.UITableViewCell: return "UITableViewCell"
      case is Containment.UICollectionViewCell: return "UICollectionViewCell"
      case is UIWindow: return "UIWindow"
      case is UIButton: return "UIButton"
      case is UISegmentedControl: return "UISegmentedControl"
      // The value controls (docs/FIDELITY.md A37): their other members are their classes'.
      case is UISwitch: return "UISwitch"
      case is UISlider: return "UISlider"
      case is UIStepper: return "UIStepper"
      case is UIPageControl: return "UIPageControl"
      case is UITextField: return "UITextField"
      case is UIDatePicker: return "UIDatePicker"
      case is UIControl: return "UIControl"
      case is UILabel: return "UILabel"
      case is UIImageView: return "UIImageView"
      case is UIScrollView: return "UIScrollView"
      case is UIStackView: return "UIStackView"
      default: return "UIView"
      }
    case .rect: return "CGRect"
    // Swift's `String` and Foundation's `NSString` are one value (UIKit/NSString.swift).
    case .string: return "NSString"
    // `[UIView beginAnimations:nil context:nil]`: a class member of a modelled class.
    case .classReference(let name) where UIKitClasses.isModelled(name):
      return UIKitSurface.shared.type(named: name) != nil ? name : nil
    case .surface(.layer): return "CALayer"
    case .surface(.point): return "CGPoint"
    case .surface(.size): return "CGSize"
    case .surface(.constraint): return "NSLayoutConstraint"
    case .surface(.navigationItem): return "UINavigationItem"
    case .surface(.screen): return "UIScreen"
    case .surface(.application): return "UIApplication"
    case .surface(.color): return "UIColor"
    case .surface(.image): return "UIImage"
    case .surface(.indexPath): return "NSIndexPath"
    case .surface(.flowLayout): return "UICollectionViewFlowLayout"
    case .surface(.inert(let object)): return object.className
    // A value of a real enum (Swift), a geometry struct kept as a record (C35, C36).
    case .surface(.enumValue(let value)): return value.type
    case .record(let record) where UIKitDeclarations.isValueType(record.type): return record.type
    case .surface(.timer): return "NSTimer"
    case .surface(.displayLink): return "CADisplayLink"
    case .surface(.alertAction): return "UIAlertAction"
    case .surface(.runLoop): return "NSRunLoop"
    default: return nil
    }
  }

  /// The member `use` names on `receiver` when no declaration has it: an inert member, or
  /// the problem (not modelled, with its area). Nil when the surface does not know the
  /// receiver's type or the name, so the caller reports its own problem.
  func undeclaredMember(
    _ use: MemberResolver.Use, on receiver: Value, at location: SourceLocation
  ) throws(Interrupt) -> UIKitMember? {
    guard let typeName = surfaceTypeName(of: receiver) else { return nil }
    // `[self setTitle:t]` where the class writes its own `setTitle:`: its method runs (it
    // reaches UIKit's through `super`), never an inert stand-in for it.
    if case .controller(let controller as InterpretedController) = receiver,
      controller.classInfo?.method(calledAs: use, language) != nil
    {
      return nil
    }
    if case .surface(.enumValue(let value)) = receiver,
      let member = surfaceEnumMember(use, of: value)
    {
      return member
    }
    let surface = UIKitSurface.shared
    guard let match = surface.member(named: use.written, in: typeName, language: language)
    else { return nil }
    // `r.union(s)`, `orientation.isLandscape`: the C function the SDK imports as the member.
    if match.member.kind == .function, !match.isRenamedSpelling,
      let imported = importedFunctionMember(use, in: typeName)
    {
      return imported
    }
    // `addChildViewController(_:)` in Swift: UIKit's old spelling of a member, whatever the
    // model does with it under its current name.
    if match.isRenamedSpelling {
      let current = language == .swift ? match.member.swiftName : match.member.objcName
      throw Interrupt(.renamed(old: use.written, new: current), at: location)
    }
    if let absent = unimplementedOptionalRequirement(match, use, on: receiver) { return absent }
    try refuseNeverInert(match, use.written, at: location)
    return inertMember(match, written: use, on: receiver, at: location)
  }

  /// `animator.interruptibleAnimator?(using: context)` where the object's class does not
  /// implement that optional requirement: Swift's optional chaining gives nil, and nothing
  /// runs (FIDELITY-SURFACE C45). Nil for any other member or receiver (an Objective-C message
  /// to an object that does not implement it is the runtime's unrecognized selector).
  func unimplementedOptionalRequirement(
    _ use: MemberResolver.Use, on receiver: Value
  ) -> UIKitMember? {
    guard language == .swift, let ownClass = ownClassInfo(of: receiver) else { return nil }
    // One the class implements is its own method, which runs.
    let base = use.baseName
    if ownClass.chain.contains(where: { info in
      info.methods.keys.contains { $0.prefix { $0 != "(" && $0 != ":" } == base }
    }) {
      return nil
    }
    // The protocols the object's classes adopt, then its real class's surface.
    // (Objective-C's `<P>` lists, Swift's names after `:` and in extensions)
    var types = ownClass.chain.flatMap { info in
      (program.adoptedProtocols[info.name] ?? [])
        + program.classes.filter { $0.name == info.name }.flatMap(\.adopted)
    }
    if let typeName = surfaceTypeName(of: receiver) { types.append(typeName) }
    for type in types {
      if let match = UIKitSurface.shared.member(named: use.written, in: type, language: language),
        let absent = unimplementedOptionalRequirement(match, use, on: receiver)
      {
        return absent
      }
    }
    return nil
  }

  /// The scenario's own class of an object, if it is one of the scenario's objects.
  private func ownClassInfo(of receiver: Value) -> ClassInfo? {
    switch receiver {
    case .controller(let object as InterpretedController): object.classInfo
    case .view(let view as InterpretedView): view.classInfo
    default: nil
    }
  }

  private func unimplementedOptionalRequirement(
    _ match: SurfaceMemberMatch, _ use: MemberResolver.Use, on receiver: Value
  ) -> UIKitMember? {
    guard language == .swift, ownClassInfo(of: receiver) != nil, match.owner.kind == .protocol,
      match.member.isOptional, match.member.kind == .method || match.member.kind == .property
    else { return nil }
    let labels: [String?]
    let isProperty: Bool
    switch use {
    case .swiftCall(_, let written, _): (labels, isProperty) = (written, false)
    default: (labels, isProperty) = ([], true)
    }
    return UIKitMember(
      behaviour: UIKitBehaviour(fidelity: "C45") { _ in .null }, receiver: .controller,
      swiftName: use.baseName, swiftLabels: labels, objcPieces: [use.baseName],
      isProperty: isProperty, parameters: Array(repeating: .any, count: labels.count))
  }

  /// A wrong label or a missing argument against the declared members of a name, where the
  /// receiver's real class has a member spelled exactly as written (`stepper.value` beside
  /// key-value coding's `value(forKey:)`, `-[NSObject setValue:forUndefinedKey:]` beside
  /// `setValue:forKey:`): that member, inert or refused with its area (C32). A property use
  /// takes only a real property (`view.layoutIfNeeded` without parentheses stays a missing
  /// argument). Nil when the problem is another or no such member is real.
  func realMemberBesideDeclared(
    _ use: MemberResolver.Use, _ problem: ScenarioProblem, on receiver: Value,
    at location: SourceLocation
  ) throws(Interrupt) -> UIKitMember? {
    switch problem {
    case .wrongLabel, .missingArgument: break
    default: return nil
    }
    guard let typeName = surfaceTypeName(of: receiver),
      let match = UIKitSurface.shared.member(named: use.written, in: typeName, language: language),
      !match.isRenamedSpelling
    else { return nil }
    if case .property = use, match.member.kind != .property { return nil }
    return try undeclaredMember(use, on: receiver, at: location)
  }

  /// A member that holds a value and does nothing else: a property keeps what the code sets
  /// (per object) and reads it back, or its type's zero value; a method gives its result
  /// type's zero value. The first use of each name is a `scenario.inert` note.
  private func inertMember(
    _ match: SurfaceMemberMatch, written use: MemberResolver.Use, on receiver: Value,
    at location: SourceLocation
  ) -> UIKitMember {
    let member = match.member
    let name = language == .swift ? member.swiftBaseName : member.objcBaseName
    noteInert(
      language == .swift ? member.swiftName : member.objcName, match.owner.framework, at: location)
    let key = InertKey(object: receiver.object.map(ObjectIdentifier.init), name: name)
    // A scenario object keeps what Objective-C's dot syntax sets on it among its own properties
    // (`x.editing = YES`): the getter message (`[x isEditing]`) and Swift read the same value.
    let ownName = receiver.controllerObject.map { _ in storageKey(member.objcBaseName) }
    // `instancetype` (`Self`): an object of the class that declares it (C27).
    let type =
      member.swiftType.hasPrefix("Self")
      ? match.owner.swiftName + member.swiftType.dropFirst(4) : member.swiftType
    // `[view setFoo:x]`: Objective-C's setter message of an inert property stores the value.
    let isSetterMessage: Bool
    if case .message(_, true) = use, member.kind == .property {
      isSetterMessage = true
    } else {
      isSetterMessage = false
    }
    let isProperty = member.kind == .property && !isSetterMessage
    let owner = match.owner.objcName
    // `UIColor.black.withAlphaComponent(0.5)`: a colour derived from a colour is the colour
    // itself (the model keeps no components), so it goes where a colour goes (V13).
    let sameColour: String?
    if case .surface(.color(let colour)) = receiver, !isProperty,
      member.swiftType.filter({ $0 != "?" && $0 != "!" }) == "UIColor"
    {
      sameColour = colour
    } else {
      sameColour = nil
    }
    let behaviour = UIKitBehaviour(
      fidelity: "inert",
      read: { call in
        if let sameColour { return .surface(.color(sameColour)) }
        if isSetterMessage {
          // A value has its declared type (C27): `[layer setLineWidth:2]` keeps 2.0.
          let value = call.interpreter.typed(call.argument(0), asSwiftType: type)
            .converted(toNumericType: type)
          call.interpreter.inertValues[key] = value
          if let ownName { call.receiver.controllerObject?.properties[ownName] = value }
          return .void
        }
        // Its documented default, of its declared type (C36): an enum's case in Swift.
        let zero = call.interpreter.inertDefault(
          ofSwiftType: type, owner: owner, member: member.objcName)
        // A view the member makes (`snapshotView(afterScreenUpdates:)`) is a new view of its
        // declared class, a real one (V15).
        guard isProperty else {
          return call.interpreter.realView(for: zero, at: call.location) ?? zero
        }
        if let ownName, let stored = call.receiver.controllerObject?.properties[ownName] {
          return stored
        }
        if let stored = call.interpreter.inertValues[key] { return stored }
        // A view a read-only property gives (`button.titleLabel`, an effect view's
        // `contentView`) is one real view of its declared class, the same at every read (V15).
        if !member.isSettable, let view = call.interpreter.realView(for: zero, at: call.location) {
          call.interpreter.inertValues[key] = view
          return view
        }
        // `label.layer`, `button.titleLabel`-like objects: the same one at every read.
        if case .surface(.inert) = zero { call.interpreter.inertValues[key] = zero }
        return zero
      },
      write: member.isSettable ? Self.storeInert(key, ownName, type) : nil)
    let arity = isSetterMessage ? 1 : member.arity
    let labels: [String?]
    let pieces: [String]
    switch use {
    case .swiftCall(_, let written, _): labels = written
    default: labels = isProperty ? [] : Array(repeating: nil, count: arity)
    }
    switch use {
    case .message(let written, _): pieces = written
    default: pieces = [member.objcBaseName]
    }
    return UIKitMember(
      behaviour: behaviour, receiver: .controller,
      swiftName: member.swiftBaseName, swiftLabels: labels, objcPieces: pieces,
      isProperty: isProperty, isSettable: member.isSettable,
      parameters: Array(repeating: .any, count: max(arity, labels.count)))
  }

  /// Keeps the value set on an inert property.
  /// The value is kept as its declared type (C27): `ring.lineWidth = 2` reads back 2.0.
  private static func storeInert(
    _ key: InertKey, _ ownName: String?, _ type: String
  ) -> UIKitBehaviour.Write {
    { call in
      let value = call.interpreter.typed(call.argument(0), asSwiftType: type)
        .converted(toNumericType: type)
      call.interpreter.inertValues[key] = value
      if let ownName { call.receiver.controllerObject?.properties[ownName] = value }
      return nil
    }
  }

  /// The zero value of a property or result of this Swift type: what an untouched inert
  /// property reads, as Objective-C's zero-filled objects give it.
  static func zeroValue(ofSwiftType type: String) -> Value {
    let plain = type.hasSuffix("?") || type.hasSuffix("!") ? String(type.dropLast()) : type
    switch plain {
    case "Bool", "ObjCBool": return .bool(false)
    // A number of its declared kind (C27): an `Int` prints `0`, a `CGFloat` `0.0`.
    case "Int", "UInt", "Int32", "UInt32", "Int64", "NSInteger", "NSUInteger":
      return .integer(0)
    case "Float", "Double", "CGFloat", "TimeInterval", "CFTimeInterval":
      return .number(0)
    case "Void", "": return .void
    case "String": return .string("")
    // A Foundation generic's parameter (`NSCache`'s `- (nullable ObjectType)objectForKey:`)
    // is an object pointer, which the headers make nullable: its zero is nil, as for `id`.
    case "ObjectType", "KeyType", "ValueType": return .null
    default:
      // A declared type's own zero (`CGRect`, `UIColor`: UIKitType.zero).
      if let zero = UIKitDeclarations.zeroValues[plain] { return zero.value }
      if type.hasSuffix("?") || type.hasSuffix("!") { return .null }
      if plain.hasPrefix("["), plain.contains(":") { return .dictionary(DictionaryValue()) }
      if plain.hasPrefix("[") { return .array([]) }
      let surface = UIKitSurface.shared
      switch surface.type(swift: plain)?.kind {
      // An enum or option set the headers type as an integer: its zero (`edges & .top`).
      case .enum?, .options?: return .number(0)
      case .class?:
        // An object of a real class the model does not follow: it exists, is itself, and
        // takes its messages (a view or controller stays the inert name it was).
        guard let objc = surface.type(swift: plain)?.objcName,
          !surface.isClass(objc, kindOf: "UIView"),
          !surface.isClass(objc, kindOf: "UIViewController")
        else { return .ignored(plain) }
        return .surface(.inert(InertObject(className: objc)))
      default: return .ignored(plain)
      }
    }
  }

  /// A real view for `zero`, the value an inert member of a view type would give (`UIView`,
  /// `UILabel` kept by name): a view the model makes of that class, with the class's modelled
  /// members, so it can be added, laid out and read as UIKit's own would (V15). Nil for any
  /// other value. A controller type stays as it was: UIKit's inert members that give one
  /// (`targetViewController(forAction:sender:)`) answer nil or an existing controller, never a
  /// new one.
  func realView(for zero: Value, at location: SourceLocation) -> Value? {
    guard case .ignored(let name) = zero,
      let type = UIKitSurface.shared.type(swift: name) ?? UIKitSurface.shared.type(objc: name),
      type.kind == .class, UIKitSurface.shared.isClass(type.objcName, kindOf: "UIView")
    else { return nil }
    return try? inertInstance(of: type.objcName, at: location)
  }

  /// Records the first use of an inert member, listed under the trace.
  func noteInert(_ name: String, _ framework: SurfaceFramework?, at location: SourceLocation) {
    guard inertNoted.insert(name).inserted else { return }
    let framework = (framework ?? .uiKit).displayName
    inertNotes.append(
      ScenarioProblem.inert(name, framework: framework).at(location, severity: .note))
  }
}

/// Where an inert property's value is kept: the object (nil for values) and the name.
struct InertKey: Hashable {
  let object: ObjectIdentifier?
  let name: String
}

extension UIKitDeclarations {
  /// True when some type of the real surface has a member spelled as `use` writes it: the
  /// static check leaves it to the run, which knows the receiver's type (inert, not
  /// modelled, or no such member there).
  static func isRealMember(_ use: MemberResolver.Use, _ language: ScenarioLanguage) -> Bool {
    UIKitSurface.shared.hasMember(spelled: use.written, language)
  }

  /// True when `written` names a member of some UIKit type in either language (`addChild(_:)`,
  /// `addChildViewController:`, `view`), or an old spelling UIKit replaced
  /// (`addChildViewController(_:)`).
  static func isRealName(_ written: String) -> Bool {
    let surface = UIKitSurface.shared
    return surface.hasMember(spelled: written, .swift) || surface.hasMember(spelled: written, .objc)
      || surface.hasRenamedMember(spelled: written)
  }

  /// True when `written` is an old spelling UIKit replaced (`addChildViewController(_:)`).
  static func isRenamedName(_ written: String) -> Bool {
    UIKitSurface.shared.hasRenamedMember(spelled: written)
  }
}

extension Value {
  /// A `Bool` or a number: what an inert function of such a result gives as itself.
  var isScalar: Bool {
    switch self {
    case .bool, .number, .integer: true
    default: false
    }
  }

  /// A zero value of a declared result type that stands for itself: a scalar, a string, a
  /// geometry value (C35). An object, nil or a collection is not (an inert function's object
  /// result stays an inert value of that name: the model cannot say which object it would be).
  var isTypedResult: Bool {
    switch self {
    case .bool, .number, .integer, .string, .rect, .record: true
    case .surface(.point), .surface(.size), .surface(.enumValue): true
    default: false
    }
  }
}

extension Value {
  /// The scenario's own controller object this value is, if any.
  var controllerObject: InterpretedController? {
    if case .controller(let controller as InterpretedController) = self { return controller }
    return nil
  }
}
