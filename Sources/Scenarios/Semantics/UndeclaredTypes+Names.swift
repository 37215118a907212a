/// Which names are the project's types that the snippet leaves out: capitalised (or written
/// where a type goes, or sent `alloc`), not declared by the snippet, not a value, and unknown
/// to UIKit and the languages; and where each is first used.
extension UndeclaredTypes {
  static func declaredTypes(_ program: Program) -> Set<String> {
    // Not `program.extensions`: `extension MainTabBarController { … }` extends a class, it
    // does not declare one (UndeclaredTypes+Enums).
    var names = Set(program.classes.map(\.name))
    names.formUnion(program.enums.map(\.name))
    names.formUnion(program.structs.map(\.name))
    names.formUnion(program.protocols)
    names.formUnion(program.typeAliases)
    names.formUnion(program.interfaceSuperclasses.keys)
    return names
  }

  /// True when `name` is a type the code may use without declaring it.
  func isKnown(_ name: String) -> Bool {
    if declared.contains(name) || Self.languageTypes.contains(name) { return true }
    // SwiftUI's hosting controller and the views its root view is made of (FIDELITY A26).
    if name == Interpreter.hostingControllerClass || Interpreter.swiftUIViews.contains(name) {
      return true
    }
    if UIKitSurface.shared.type(named: name) != nil { return true }
    // `UITableViewCell.EditingStyle` written whole reaches here as its last name: UIKit's
    // nested type; written alone (`ItemType`, beside `UICollectionView.ItemType`) it names no
    // UIKit type in scope, and is the project's.
    if Self.nestedTypeShortNames.contains(name), isWrittenQualified(name) { return true }
    // `UIView.AnimationOptions` written whole reaches here as its last name: a nested type.
    if KnownTypes.others.contains(name) { return true }
    if Builtins.constant(name, language) != nil { return true }
    // `CFBridgingRelease(x)`, `NSClassFromString(…)`: the runtime's functions (Builtins+CRuntime).
    if Builtins.runtimeFunctions(language).contains(name) { return true }
    // `CAPSPageMenu` (the PageMenu pod), `CGXSegmentView`: a name that only starts like
    // QuartzCore's or CoreGraphics' is a pod's or the project's. Those two frameworks are in
    // the surface whole (scripts/gen-uikit-surface), so one of their names it lacks is none
    // of theirs; UIKit's and Foundation's prefixes stay the frameworks' (the surface adds
    // their newer types from the documentation, not all of them).
    if Builtins.unsupportedClass(name) != nil, !Self.isFrameworkLookalike(name) { return true }
    return UIKitClasses.isInert(name)
  }

  /// The last names of the surface's nested types (`EditingStyle` of
  /// `UITableViewCell.EditingStyle`).
  static let nestedTypeShortNames: Set<String> = Set(
    UIKitSurface.shared.types.values.compactMap { type in
      // The last `.` found in the UTF-8 bytes: the same index as among the characters.
      type.swiftName.utf8.lastIndex(of: UInt8(ascii: ".")).map {
        String(type.swiftName[type.swiftName.utf8.index(after: $0)...])
      }
    })

  /// True when the code writes `name` as the last name of a UIKit type
  /// (`UITableViewCell.EditingStyle`): alone (`Style`) it is no UIKit type in scope.
  func isWrittenQualified(_ name: String) -> Bool {
    program.qualifiedTypeNames.contains { qualified in
      qualified.hasSuffix("." + name) && UIKitSurface.shared.type(named: qualified) != nil
    }
  }

  /// A name with QuartzCore's (`CA`) or CoreGraphics' (`CG`) prefix that neither framework
  /// declares.
  /// So is one with UIKit's or Foundation's that their headers lack and that misspells none
  /// of their types (`NSXNewsController`, KnownTypes.isProjectLookalike).
  static func isFrameworkLookalike(_ name: String) -> Bool {
    if KnownTypes.isProjectLookalike(name) { return true }
    return (name.hasPrefix("CA") || name.hasPrefix("CG")) && name.count > 2
      && UIKitSurface.shared.type(named: name) == nil && UIKitClasses.notModelled(name) == nil
      && UIKitSurface.shared.global(objc: name) == nil
  }

  /// The type names written in declarations (`TVC *tvc`, `var hud: HUD?`), parameters and
  /// casts, without pointers, optionals and generic arguments.
  static func typePositionNames(_ program: Program) -> Set<String> {
    var names: Set<String> = []
    func add(_ written: String?) {
      guard let written else { return }
      let plain = plainTypeName(written)
      if !plain.isEmpty { names.insert(plain) }
    }
    func visit(_ statements: [Stmt]) {
      for statement in statements {
        if case .declaration(let declaration) = statement.kind {
          add(declaration.typeName)
          add(declaration.elementTypeName)
        }
        for body in bodies(of: statement) { visit(body) }
      }
    }
    let declarations = program.classes + program.extensions
    visit(program.statements)
    visit(program.properties + declarations.flatMap(\.properties))
    let methods = program.methods + declarations.flatMap(\.methods) + program.functions
    for method in methods {
      visit(method.body)
      for parameter in method.parameterTypes { add(parameter.name) }
    }
    return names
  }

  /// Swift's and C's own types, which no framework declares.
  static let languageTypes: Set<String> = Set([
    "Int", "Double", "Float", "Bool", "String", "Character", "Any", "AnyObject", "Void",
    "Array", "Dictionary", "Set", "Optional", "Self", "Type", "CGFloat", "NSInteger",
    "NSUInteger", "BOOL", "Int32", "Int64", "UInt", "UInt32", "TimeInterval", "Never", "Error",
    "DispatchQueue", "DispatchTime", "Notification", "NotificationCenter", "Bundle",
    "Task", "MainActor", "Duration", "CancellationError",
    // The Objective-C runtime's.
    "Protocol", "Class", "SEL", "IMP", "Method", "Ivar",
  ]).union(SwiftConversions.numericTypes.keys)  // `Int8`, `UInt16`, `Float64`, `CFTimeInterval`

  /// A name that reads as a type: capitalised, or a lower-case class name ending the way
  /// controller and view classes do (`bottomViewController()`).
  func looksLikeType(_ name: String) -> Bool {
    guard let first = name.first, first.isLetter else { return false }
    if first.isUppercase { return name.contains(where: \.isLowercase) }
    // `addChildViewController(x)` is UIKit's old spelling, `embedViewController()` the
    // snippet's own method: only a name that is neither reads as a lower-case class.
    guard name.hasSuffix("ViewController"), name.count > "ViewController".count,
      !ownMembers.contains(name), !declaredValues.contains(name)
    else { return false }
    let surface = UIKitSurface.shared
    return Self.candidates.allSatisfy {
      surface.members(swift: name, in: $0).isEmpty && surface.members(objc: name, in: $0).isEmpty
    }
      && surface.type(renamedFrom: name) == nil
      && !program.renamedUses.contains { $0.name == name }
  }

  func isUndeclared(_ name: String) -> Bool {
    // Objective-C `[[myTabBar alloc] init]` in the class's own getter `- (myTabBar *)myTabBar`:
    // only a class answers `alloc`, and no bare name reaches a method, so the receiver is the
    // class whatever the class's methods are called.
    // A parameter typed `Class` (`withSegmentControl:(Class)segmentControl`) holds a class
    // object, which answers `alloc` too, whatever method shares its name.
    if language == .objc, allocatedNames.contains(name), !isKnown(name),
      !declaredValues.contains(name)
        || ownMethodNames.contains(name) && !program.classValueNames.contains(name)
    {
      return true
    }
    let allocatedClass =
      (allocatedNames.contains(name) || typePositionNames.contains(name))
      && !declaredValues.contains(name) && !ownMembers.contains(name)
    // A method the snippet declares (`func Bar()`, called as `Bar()` through implicit
    // `self`) is its own, however it is spelled.
    return (looksLikeType(name) || allocatedClass) && !isKnown(name) && !ownMembers.contains(name)
      && !(declaredValues.contains(name) && name.first?.isUppercase == true)
  }

  mutating func note(_ name: String, _ member: Member?, at location: SourceLocation) {
    if member != nil { memberLines[name, default: []].insert(location.line) }
    if uses[name] == nil {
      uses[name] = (location, [])
      order.append(name)
    } else if let first = uses[name]?.location, first.line == location.line,
      location.column < first.column
    {
      // `StoryboardScene.GalleryAlbums.initialScene.instantiate()`: the call is met before its
      // receiver, but the type is named where it is written, the line's first use.
      uses[name]?.location = location
    }
    if let member, !(uses[name]?.members.contains(member) ?? true) {
      uses[name]?.members.append(member)
    }
  }
}
