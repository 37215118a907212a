import Containment

/// Class members of the snippet's own classes (declared, or stand-ins `lessons fix` wrote),
/// reached however the code names them, and the class members and initializers those classes
/// inherit from their real UIKit ancestor.
///
/// Objective-C looks a class method up along the metaclass chain, so `[MYTitleButton
/// buttonWithType:UIButtonTypeCustom]` runs `UIButton`'s `+buttonWithType:`, whose
/// `instancetype` result is an object of the receiving class (The Objective-C Programming
/// Language, "Class Objects"; UIButton.h). Swift inherits static members and, from a subclass
/// that declares no designated initializer of its own, every initializer (TSPL "Automatic
/// Initializer Inheritance"): `MyButton(type: .custom)`, `MyView.animate(withDuration:…)`.
/// Objective-C's dot syntax on a class sends the class method (`Menu.shared`).
extension Interpreter {
  /// `[Menu shared]` sent through dot syntax or `callMember`, and a class member the class
  /// inherits: its own class method first (with the class as `self`), then its real
  /// ancestor's member. Nil for any other receiver, or a member neither has (the caller
  /// reports it).
  func appClassMember(
    _ use: MemberResolver.Use, on receiver: Value, _ arguments: [EvaluatedArgument],
    at location: SourceLocation
  ) throws(Interrupt) -> Value? {
    guard case .classReference(let className) = receiver, isAppClass(className) else {
      return nil
    }
    if let info = classes[className], let owner = fileScopeOwner,
      let (method, methodOwner, bound) = info.classMethod(calledAs: use, language)
    {
      return try invoke(
        method, of: methodOwner, on: owner,
        arguments: try bind(arguments.map(\.value), bound, method, owner, methodOwner),
        at: location, valueSelf: receiver)
    }
    // Inert ancestors (`CALayer`, `UITabBarItem`) have their own path (UIKitInertSubclasses).
    // By its full name, else (a Swift trailing closure has no label) its base name.
    let surface = UIKitSurface.shared
    guard inertAncestor(of: className) == nil, let real = realClassName(of: className),
      real != className,
      let match = surface.member(named: use.written, in: real, language: language)
        ?? surface.members(named: use.baseName, in: real, language: language).first(where: {
          $0.member.isClassMember
        }),
      match.member.isClassMember
    else { return nil }
    if let made = try makeWithModelledInitializer(className, use, arguments, at: location) {
      return made
    }
    if isFactory(match.member, of: real) {
      try refuseNeverInert(match, use.written, at: location)
      noteInert(
        language == .swift ? match.member.swiftName : match.member.objcName,
        match.owner.framework, at: location)
      return try makeAppObject(className, at: location)
    }
    // Any other class member is the ancestor's own (`+animateWithDuration:animations:`,
    // `setAnimationsEnabled:`): sent to it, as the metaclass chain sends it.
    // The class that declares it answers (`UIView` for `+animateWithDuration:animations:`
    // sent to a `UIButton` subclass), as its implementation is the one that runs.
    let declaring = match.owner.kind == .class ? match.owner.objcName : real
    if case .property(let name) = use {
      return try readMember(name, of: .classReference(declaring), at: location)
    }
    return try callMember(use, on: .classReference(declaring), arguments, at: location)
  }

  /// `MyButton(type: .custom)`, `[[MyImageView alloc] initWithImage:…]`: an initializer the
  /// snippet's view class inherits from its real view ancestor. The view is made as that
  /// ancestor's designated initializer makes it (`initWithFrame:` with a zero frame, which
  /// runs the class's own `init(frame:)` / `initWithFrame:` or `init` override); the
  /// arguments are the ancestor's, kept inert with a `scenario.inert` note naming the
  /// initializer. Nil when the class declares the initializer written, is no app view class, or the
  /// ancestor has no such initializer.
  func createWithInheritedViewInitializer(
    _ className: String, labels: [String?], _ arguments: [EvaluatedArgument],
    at location: SourceLocation, objcInit: Bool
  ) throws(Interrupt) -> Value? {
    guard !labels.isEmpty, program.isViewClass(className), listCellKind(of: className) == nil,
      let real = realClassName(of: className), real != className
    else { return nil }
    let use: MemberResolver.Use =
      objcInit
      ? .message(labels.compactMap { $0 }, hasArguments: !arguments.isEmpty)
      : .swiftCall("init", labels: labels, trailing: arguments.map(\.isTrailing))
    if Self.isPlainInit(use) || ["initWithFrame:", "init(frame:)"].contains(use.written) {
      return nil
    }
    let info = classes[className]
    if info?.method(calledAs: use, language) != nil { return nil }
    // Swift: a class that declares a designated initializer of its own (`init(title:)`)
    // inherits none; one that declares only UIView's own (`init(frame:)`, `init?(coder:)`)
    // still inherits the convenience ones (`init(type:)`), TSPL's rules 1 and 2.
    if !objcInit, let info,
      info.chain.contains(where: { each in
        each.methods.keys.contains {
          Self.isInitializerKey($0) && !["init(coder:)", "init(frame:)", "init()"].contains($0)
        }
      })
    {
      return nil
    }
    if let made = try makeWithModelledInitializer(className, use, arguments, at: location) {
      return made
    }
    guard
      let match = UIKitSurface.shared.member(named: use.written, in: real, language: language),
      match.member.kind == .initializer || isFactory(match.member, of: real)
    else { return nil }
    try refuseNeverInert(match, use.written, at: location)
    noteInert(
      language == .swift ? match.member.swiftName : match.member.objcName,
      match.owner.framework, at: location)
    return try makeAppObject(className, at: location)
  }

  /// A modelled initializer or factory of the snippet class's real ancestor, sent to the
  /// class (FIDELITY-SURFACE.md V1, V5): `[TitleButton buttonWithType:UIButtonTypeCustom]`,
  /// `TitleButton(type: .custom)` make a button of that type of the receiving class (UIButton.h:
  /// the receiving class), `SegmentBar(items: […])` / `initWithItems:` one with those
  /// segments, each through the class's own initializer as UIKit's runs `initWithFrame:`
  /// first. Nil for any other member or class (the ancestor's other initializers stay inert).
  private func makeWithModelledInitializer(
    _ className: String, _ use: MemberResolver.Use, _ arguments: [EvaluatedArgument],
    at location: SourceLocation
  ) throws(Interrupt) -> Value? {
    guard arguments.count == 1, let real = realClassName(of: className) else { return nil }
    let surface = UIKitSurface.shared
    func isKind(_ name: String) -> Bool { real == name || surface.isClass(real, kindOf: name) }
    let argument = arguments[0]
    if ["buttonWithType:", "init(type:)"].contains(use.written), isKind("UIButton") {
      buttonTypeOfNextView = try buttonType(
        argument.value, "`\(use.written)`", at: argument.location)
      defer { buttonTypeOfNextView = nil }
      return try makeAppObject(className, at: location)
    }
    guard ["initWithItems:", "init(items:)"].contains(use.written), isKind("UISegmentedControl")
    else { return nil }
    let titles = try strings(argument.value, "`\(use.written)`", at: argument.location)
    let made = try makeAppObject(className, at: location)
    if case .view(let control as UISegmentedControl) = made {
      for (index, title) in titles.enumerated() {
        control.insertSegment(withTitle: title, at: index)
      }
    }
    return made
  }

  /// True when a category (extension) of `className` in the snippet declares the method `use`
  /// names (a private method of `@implementation UIViewController (Slide)`): `lessons fix` never
  /// declares it there a second time.
  func snippetDeclaresMethod(_ use: MemberResolver.Use, in className: String) -> Bool {
    program.extensions.contains { declaration in
      declaration.name == className
        && declaration.methods.contains { $0.key(language) == use.written }
    }
  }

  /// True when `className` is a class the snippet declares (an `@interface`, a class, a
  /// stand-in of the hidden prelude), not UIKit's.
  func isAppClass(_ className: String) -> Bool {
    classes[className] != nil || program.interfaceSuperclasses[className] != nil
  }

  /// A class member whose result is an object of the receiving class: `instancetype`, Swift's
  /// `Self` or an initializer it is imported as (`init(type:)`), or the ancestor itself.
  private func isFactory(_ member: SurfaceMember, of real: String) -> Bool {
    let swiftType = member.swiftType.filter { $0 != "?" && $0 != "!" }
    let objcType = member.objcType.filter { $0 != "*" && $0 != " " }
    return member.kind == .initializer || swiftType == "Self" || objcType == "instancetype"
      || objcType == real || swiftType == UIKitSurface.shared.type(named: real)?.swiftName
      || member.swiftBaseName == "init"
  }

  /// A new object of the snippet's class `className` as `init` makes it: a view through its
  /// initializer (`initWithFrame:` with a zero frame, as UIView's `init` is), anything else
  /// through `create`.
  private func makeAppObject(_ className: String, at location: SourceLocation)
    throws(Interrupt) -> Value
  {
    guard program.isViewClass(className) else {
      return try create(className, labels: [], [], at: location)
    }
    let view = try makeView(className: className, frame: .zero)
    try runViewInitializer(view, labels: [], [], objcInit: false, at: location)
    return .view(view)
  }

  /// "Did you mean" for a member an object of the snippet's own class (declared, or a
  /// stand-in) lacks: the modelled API's nearest name only when the object's class has it
  /// (its own members along its declared superclasses, or its real ancestor's surface),
  /// else the nearest of those, or none (then the member is the snippet's own missing piece,
  /// `scenario.undeclared`). A hint for `itemTitle` on the project's `MenuEntry`
  /// is never `itemSize` of an unrelated UIKit class. Other receivers keep `suggestion`.
  func appObjectSuggestion(
    _ use: MemberResolver.Use, on receiver: Value, replacing suggestion: String?
  ) -> String? {
    let info: ClassInfo?
    switch receiver {
    case .controller(let controller as InterpretedController): info = controller.classInfo
    case .view(let view as InterpretedView): info = view.classInfo
    default: info = nil
    }
    guard let info, isAppClass(info.name), let suggestion else { return suggestion }
    let surface = UIKitSurface.shared
    let real = realClassName(of: info.name) ?? "NSObject"
    let own = info.memberNames
    if own.contains(SurfaceMember.baseName(of: suggestion))
      || surface.member(named: suggestion, in: real, language: language) != nil
    {
      return suggestion
    }
    if let close = Suggestion.closest(to: use.baseName, in: own) { return close }
    return surface.suggestions(for: use.written, in: real, language: language).first
  }
}

extension Value {
  /// A string value (Swift's `String`, Objective-C's `NSString`).
  var isString: Bool {
    if case .string = self { return true }
    return false
  }
}
