/// The UIKit types the static check knows expressions by, from what the code declares
/// (`let nav: UINavigationController`, `let tabs = UITabBarController()`, a scenario class
/// `MSTabBarController: UITabBarController`) and from the real surface's result types
/// (`tabs.tabBar` is a `UITabBar`). An expression of a known type has the members of that
/// type's real surface: a name it lacks is "no such member" there, with its nearest real
/// members, before anything runs. An expression whose type is unknown (the result of an
/// unknown member) is never reported again: one mistake, one diagnostic.
struct StaticTypes {
  let language: ScenarioLanguage
  /// Variables and properties by name, with the UIKit type of their value.
  private var variables: [String: String] = [:]
  /// Scenario classes by name, with the nearest UIKit class they inherit from.
  private var classAncestors: [String: String] = [:]
  /// Names the body being checked binds itself, or declares without a known UIKit type
  /// (LocalBindings): they hide the controller's member of that name, so they have no type here.
  private var unknownNames: Set<String> = []
  /// The properties' types and untyped properties, which every body starts from.
  private var propertyTypes: [String: String] = [:]
  private var untypedProperties: Set<String> = []
  /// Variables (and, in `propertyClasses`, properties) holding an object of a scenario class,
  /// by that class's name (`let entry = MenuEntry()`, `MenuEntry *entry`).
  private var variableClasses: [String: String] = [:]
  private var propertyClasses: [String: String] = [:]
  /// Each scenario class's member names, its declared superclasses' included.
  private var classMembers: [String: [String]] = [:]
  /// The classes the code declares.
  private var ownClasses: Set<String> = []
  /// Each class's own properties and its declared superclasses' (its categories' included),
  /// as `variables`, `unknownNames` and `variableClasses` start a body of that class: `self.items`
  /// in a method of `Box` is Box's `items`, never another class's property of that name.
  private var classScopes: [String: ([String: String], Set<String>, [String: String])] = [:]
  /// The members a category (an extension) of a UIKit class adds to it, by class:
  /// `@implementation UIView (Frame) - (CGFloat)left` makes `left` a member of every view.
  private var categoryMembers: [String: Set<String>] = [:]
  /// The scenario class an extension's computed property or method gives, by the member's
  /// name (`snp` of `extension UIView { var snp: SnpStandIn { … } }`, a stand-in
  /// MissingPieceCategories.chainFixIts writes): `view.snp` is an object of that class.
  private var extensionResultClasses: [String: String] = [:]
  /// The UIKit class `self` is in the body being checked (a controller in the scenario's own
  /// methods; a class's UIKit ancestor in that class's methods).
  private var selfUIKitClass = "UIViewController"
  /// The property types, untyped properties and property classes of `self` in the body being
  /// checked (`classScopes`' entry, or the scenario's own).
  private var currentSelfProperties: ([String: String], Set<String>, [String: String]) = (
    [:], [], [:]
  )

  init(_ program: Program, _ language: ScenarioLanguage) {
    self.language = language
    ownClasses = Set(program.classes.map(\.name))
    var superclasses: [String: String] = [:]
    for declaration in program.classes {
      if let superclass = declaration.superclass { superclasses[declaration.name] = superclass }
    }
    for name in superclasses.keys {
      var current = name
      var seen: Set<String> = []
      while let next = superclasses[current], seen.insert(current).inserted {
        current = next
      }
      if Self.isSurfaceClass(current) { classAncestors[name] = current }
    }
    var ownNames: [String: [String]] = [:]
    for declaration in program.classes + program.extensions {
      ownNames[declaration.name, default: []] +=
        declaration.methods.map(\.name)
        + declaration.properties.compactMap { statement in
          if case .declaration(let property) = statement.kind { return property.name }
          return nil
        }
    }
    for declaration in program.classes {
      var names: [String] = []
      var current: String? = declaration.name
      var seen: Set<String> = []
      while let name = current, seen.insert(name).inserted {
        names += ownNames[name] ?? []
        current = superclasses[name]
      }
      classMembers[declaration.name] = names
    }
    for declaration in program.extensions
    where UIKitSurface.shared.type(named: declaration.name) != nil {
      categoryMembers[declaration.name, default: []].formUnion(
        declaration.methods.map(\.name)
          + declaration.properties.compactMap { statement in
            if case .declaration(let property) = statement.kind { return property.name }
            return nil
          })
    }
    for declaration in program.extensions {
      for method in declaration.methods {
        let written = (method.isProperty ? method.propertyType : method.resultType)
          .map { String($0.filter { !"*?! ".contains($0) }) }
        if let written, classMembers[written] != nil {
          extensionResultClasses[method.name] = written
        }
      }
    }
    // Each class's properties, from its root down (a subclass's redeclaration wins).
    var classProperties: [String: [Declaration]] = [:]
    for declaration in program.classes + program.extensions {
      for statement in declaration.properties {
        if case .declaration(let property) = statement.kind {
          classProperties[declaration.name, default: []].append(property)
        }
      }
    }
    for name in Set((program.classes + program.extensions).map(\.name)) {
      var chain: [String] = []
      var current: String? = name
      while let next = current, !chain.contains(next) {
        chain.insert(next, at: 0)
        current = superclasses[next] ?? program.interfaceSuperclasses[next]
      }
      (variables, unknownNames, variableClasses) = ([:], [], [:])
      for declaration in chain.flatMap({ classProperties[$0] ?? [] }) { declare(declaration) }
      classScopes[name] = (variables, unknownNames, variableClasses)
    }
    (variables, unknownNames, variableClasses) = ([:], [], [:])
    // Properties first: methods read them wherever they are declared.
    let properties =
      program.properties + program.classes.flatMap(\.properties)
      + program.extensions.flatMap(\.properties)
    for property in properties {
      if case .declaration(let declaration) = property.kind { declare(declaration) }
    }
    propertyTypes = variables
    untypedProperties = unknownNames
    propertyClasses = variableClasses
    currentSelfProperties = (propertyTypes, untypedProperties, propertyClasses)
  }

  /// The scenario class of `expression`'s value when the code says it (a variable or
  /// property declared with it or made from it).
  func scenarioClass(of expression: Expr) -> String? {
    switch expression.kind {
    case .name(let name): return variableClasses[name]
    case .member(let base, let name) where base.kind == .name("self"):
      return currentSelfProperties.2[name]
    case .member(_, let name): return extensionResultClasses[name]
    case .call(let callee, _):
      if case .member(_, let name) = callee.kind { return extensionResultClasses[name] }
      return nil
    default: return nil
    }
  }

  /// The member names of the scenario class `name` and its declared superclasses.
  func members(ofScenarioClass name: String) -> [String] {
    classMembers[name] ?? []
  }

  /// `MenuEntry` from `MenuEntry *`, `MenuEntry?`, `MenuEntry()`, `[[MenuEntry alloc] init]`.
  private func createdScenarioClass(_ declaration: Declaration) -> String? {
    let written = declaration.typeName.map { String($0.filter { !"*?! ".contains($0) }) }
    if let written, classMembers[written] != nil { return written }
    guard let value = declaration.initialValue else { return nil }
    switch value.kind {
    case .call(let callee, _):
      if case .name(let name) = callee.kind, classMembers[name] != nil { return name }
    case .message(let receiver, _):
      if case .message(let inner, let parts) = receiver.kind, parts.map(\.piece) == ["alloc"],
        case .name(let name) = inner.kind, classMembers[name] != nil
      {
        return name
      }
    default: break
    }
    return nil
  }

  /// The UIKit type a class name stands for: itself when real, or a scenario class's UIKit
  /// ancestor.
  func uikitClass(_ name: String) -> String? {
    // A class the code declares is its own, even named like a framework class (`class Host:
    // UIViewController`, not Foundation's `Host`): its UIKit ancestor.
    if ownClasses.contains(name) { return classAncestors[name] }
    return Self.isSurfaceClass(name) ? name : classAncestors[name]
  }

  /// Records a declaration's type, when it is known; a name declared without one hides the
  /// controller's member of that name (`let view = makeCard()`) and has no type.
  mutating func declare(_ declaration: Declaration) {
    variableClasses[declaration.name] = createdScenarioClass(declaration)
    let declared =
      declaration.typeName.flatMap(uikitClass)
      ?? declaration.initialValue.flatMap { self.type(of: $0) }
    if let declared {
      variables[declaration.name] = declared
      unknownNames.remove(declaration.name)
    } else {
      variables[declaration.name] = nil
      unknownNames.insert(declaration.name)
    }
  }

  /// Starts a body: `names` are its own (LocalBindings), typed only by the declarations and
  /// parameters met as it is checked. In a method of the class `className`, `self`'s properties
  /// are that class's (and its superclasses'), and `self` is of its UIKit ancestor.
  mutating func enterBody(binding names: Set<String>, ofClass className: String? = nil) {
    var (types, untyped, classes) = (propertyTypes, untypedProperties, propertyClasses)
    selfUIKitClass = "UIViewController"
    if let className, let scope = classScopes[className] {
      (types, untyped, classes) = scope
      selfUIKitClass = uikitClass(className) ?? "UIViewController"
    }
    variables = types.filter { !names.contains($0.key) }
    unknownNames = untyped.union(names)
    variableClasses = classes.filter { !names.contains($0.key) }
    currentSelfProperties = (types, untyped, classes)
  }

  /// The UIKit type of `expression`'s value, when the code and the surface tell it.
  func type(of expression: Expr) -> String? {
    switch expression.kind {
    case .name(let name):
      // `view`, `navigationController`: a real property of the controller the code runs in,
      // reached through its implicit `self`.
      if let declared = variables[name] { return declared }
      if unknownNames.contains(name) { return nil }
      return language == .swift ? memberType(name, ofClass: selfUIKitClass) : nil
    case .call(let callee, _):
      switch callee.kind {
      case .name(let name) where name.first?.isUppercase == true: return uikitClass(name)
      case .member(let base, let name): return memberType(name, of: base)
      default: return nil
      }
    case .member(let base, let name):
      return memberType(name, of: base)
    default:
      return nil
    }
  }

  /// The declared type of `name` on `base`'s type, when both are real and the result is a
  /// class (`UITabBar` for `tabs.tabBar`).
  /// `self.view`: `self` is not typed (the scenario's own members on it are the code's), but
  /// a real property of the controller it is has that property's type.
  private func memberType(_ name: String, of base: Expr) -> String? {
    if base.kind == .name("self") {
      // The scenario's own property of that name (`let next = …` beside UIResponder's `next`)
      // is the code's, with its own type if any.
      if let declared = currentSelfProperties.0[name] { return declared }
      if currentSelfProperties.1.contains(name) { return nil }
      return memberType(name, ofClass: selfUIKitClass)
    }
    return type(of: base).flatMap { memberType(name, ofClass: $0) }
  }

  private func memberType(_ name: String, ofClass baseType: String) -> String? {
    guard let member = UIKitSurface.shared.member(named: name, in: baseType, language: language)
    else { return nil }
    let result = member.member.swiftType.filter { $0 != "?" && $0 != "!" }
    return Self.isSurfaceClass(result) ? result : nil
  }

  /// A class, or a protocol a value can be typed by (`UIViewControllerTransitionCoordinator`,
  /// a parameter's declared type): either has the members of its real surface.
  private static func isSurfaceClass(_ name: String) -> Bool {
    guard let type = UIKitSurface.shared.type(named: name) else { return false }
    return type.kind == .class || type.kind == .protocol
  }

  /// The problem with `use` on `base` when `base`'s type is known: nil when that type has
  /// the member and it may be inert (the run keeps it), "not modelled" with its area when it
  /// can change containment or call back, else "no such member" with the type's nearest real
  /// members. `.some(nil)`: the type is unknown, the caller goes on.
  func problem(with use: MemberResolver.Use, on base: Expr) -> ScenarioProblem?? {
    guard let type = type(of: base) else { return .none }
    let surface = UIKitSurface.shared
    // `child.view.HJ_x = 20` with the snippet's `@implementation UIView (HJ_Category)`: a
    // category adds its methods to the class and every subclass (The Objective-C Programming
    // Language, "Categories and Extensions"); dot syntax sends its accessors.
    let setterBase = use.baseName.hasPrefix("set") ? Self.propertyName(ofSetter: use.baseName) : nil
    for (owner, names) in categoryMembers
    where names.contains(use.baseName) || setterBase.map(names.contains) == true
      || names.contains("set" + use.baseName.prefix(1).uppercased() + use.baseName.dropFirst())
    {
      let valueName = surface.type(named: type)?.objcName ?? type
      let ownerName = surface.type(named: owner)?.objcName ?? owner
      if valueName == ownerName || surface.isClass(valueName, kindOf: ownerName) {
        return .some(nil)
      }
    }
    if let match = surface.member(named: use.written, in: type, language: language)
      ?? surface.member(named: use.baseName, in: type, language: language)
    {
      // `tabs.tabBar.delegate = self`: real, and able to call back into the code: refused with
      // its area before anything runs (an inert member is the run's to keep).
      let classification = surface.classify(match)
      guard classification.isNeverInert, !match.isRenamedSpelling else { return .some(nil) }
      // `animator.interruptibleAnimator?(using: context)`, `delegate?.scrollViewDidScroll?(s)`:
      // an optional requirement called on a value typed by the protocol is the adopting
      // object's own method, which the run finds on the object's class (FIDELITY-SURFACE
      // C45). A required one of a protocol UIKit adopts (a transition coordinator's) stays
      // refused with its area.
      if surface.type(named: type)?.kind == .protocol, match.owner.kind == .protocol,
        match.member.isOptional
      {
        return .some(nil)
      }
      let area = classification.area?.name ?? SurfaceArea.callbacks.name
      return .some(.notModelled(use.written, area: area))
    }
    // A protocol-typed value is often an object of a class that has more (`NSObject`'s
    // members, the adopter's own): not "no such member" on the protocol alone.
    if surface.type(named: type)?.kind == .protocol { return .none }
    let suggestion = surface.suggestions(for: use.written, in: type, language: language).first
    return .some(.noSuchMember(use.written, type: type, suggestion: suggestion))
  }

  /// `HJ_x` of `setHJ_x`: the property a setter's name sets.
  private static func propertyName(ofSetter name: String) -> String? {
    let rest = name.dropFirst(3)
    guard let first = rest.first, first.isUppercase || first == "_" else { return nil }
    return String(rest)
  }
}
