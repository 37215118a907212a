import Containment

/// The snippet's own subclasses of inert UIKit classes that are neither views nor view
/// controllers (`class BadgeItem: UITabBarItem`, `@interface GlowLayer : CALayer`, a
/// `UIBezierPath` subclass): an object of that class, with the scenario's methods and stored
/// properties on it, and every other member answered by its real ancestor's surface (inert,
/// kept per object, or not modelled with its area), never a view controller's. The object is
/// carried as the scenario's object kind (`InterpretedController`, which any declared class
/// uses); `surfaceTypeName` names its real ancestor, so the modelled controller API does not
/// apply to it (`declaredFor`).
extension Interpreter {
  /// Real ancestors that have a path of their own for the scenario's subclasses.
  private static let ownSubclassPaths: Set<String> = [
    "UIStoryboardSegue", "UIPercentDrivenInteractiveTransition", "UIViewPropertyAnimator",
  ]

  /// The inert real class `className` descends from through the scenario's classes, when it
  /// is neither a view nor a controller; nil for any other class.
  func inertAncestor(of className: String) -> String? {
    guard
      program.classes.contains(where: { $0.name == className })
        || program.interfaceSuperclasses[className] != nil,
      let real = realClassName(of: className), real != className,
      !Self.ownSubclassPaths.contains(real), UIKitClasses.isInert(real)
    else { return nil }
    let surface = UIKitSurface.shared
    guard !surface.isClass(real, kindOf: "UIView"),
      !surface.isClass(real, kindOf: "UIViewController")
    else { return nil }
    return real
  }

  /// `BadgeItem(title:image:tag:)`, `[[BadgeItem alloc] initWithTitle:…]`, `GlowLayer()`: an
  /// initializer the class inherits from its inert ancestor makes an object of the class (its
  /// arguments are not read, as for the ancestor's own objects). The class's own initializers
  /// run through `createWithInitializer`; nil when `className` has no inert ancestor or
  /// declares the initializer written.
  func createInertSubclass(
    _ className: String, labels: [String?], _ arguments: [EvaluatedArgument],
    at location: SourceLocation, objcInit: Bool
  ) throws(Interrupt) -> Value? {
    guard let ancestor = inertAncestor(of: className) else { return nil }
    let use: MemberResolver.Use =
      objcInit || language == .objc
      ? .message(
        objcInit ? labels.compactMap { $0 } : ["init"], hasArguments: !arguments.isEmpty)
      : .swiftCall("init", labels: labels, trailing: arguments.map(\.isTrailing))
    if classes[className]?.method(calledAs: use, language) != nil { return nil }
    if !Self.isPlainInit(use) {
      try inheritedInitializer(use, of: ancestor, at: location)
    }
    noteInert(ancestor, UIKitSurface.shared.type(named: ancestor)?.framework, at: location)
    return .controller(try makeController(className: className, at: location))
  }

  /// `[GlowLayer layer]`, `BadgeItem.appearance()`: a class member of the inert ancestor sent
  /// to the scenario's subclass. A factory (its result `instancetype`, or the class itself)
  /// makes an object of the subclass; any other member is the ancestor's, inert or refused.
  /// Nil when `className` has no inert ancestor.
  func inertSubclassClassMember(
    _ use: MemberResolver.Use, of className: String, at location: SourceLocation
  ) throws(Interrupt) -> Value? {
    guard let ancestor = inertAncestor(of: className) else { return nil }
    let surface = UIKitSurface.shared
    if let match = surface.member(named: use.written, in: ancestor, language: language),
      match.member.isClassMember
    {
      let type = match.member.swiftType.filter { $0 != "?" && $0 != "!" }
      let objcType = match.member.objcType.filter { $0 != "*" }
      if type == "Self" || objcType == "instancetype" || objcType == ancestor
        || type == surface.type(named: ancestor)?.swiftName
      {
        try refuseNeverInert(match, use.written, at: location)
        noteInert(
          language == .swift ? match.member.swiftName : match.member.objcName,
          match.owner.framework, at: location)
        return .controller(try makeController(className: className, at: location))
      }
    }
    return try inertObjectResult(use, of: .classReference(ancestor), at: location)
  }

  /// Checks that the inert ancestor has the initializer `use` names (one that hands UIKit a
  /// block or target it calls back is refused with its area; one it lacks is "no such member").
  private func inheritedInitializer(
    _ use: MemberResolver.Use, of ancestor: String, at location: SourceLocation
  ) throws(Interrupt) {
    let surface = UIKitSurface.shared
    let written = use.written
    guard let match = surface.member(named: written, in: ancestor, language: language),
      [.initializer, .method].contains(match.member.kind)
    else {
      throw Interrupt(
        .noSuchMember(
          written, type: ancestor,
          suggestion: surface.suggestions(for: written, in: ancestor, language: language).first),
        at: location)
    }
    try refuseNeverInert(match, written, at: location)
  }

  /// `[[Grid alloc] initWithCollectionViewLayout:layout]`, `Table(style: .plain)`: an
  /// initializer the scenario's controller class inherits from a real UIKit controller class
  /// the model does not make (`UICollectionViewController`, `UITableViewController`), as
  /// Objective-C and Swift inherit it (C26). The controller is made as `init` makes it (the
  /// arguments are the ancestor's, which the model keeps inert); the class's own initializers
  /// run through `createWithInitializer`. Nil for any other class or initializer.
  func createWithInheritedInitializer(
    _ className: String, labels: [String?], _ arguments: [EvaluatedArgument],
    at location: SourceLocation, objcInit: Bool
  ) throws(Interrupt) -> Value? {
    guard !labels.isEmpty,
      classes[className] != nil || program.interfaceSuperclasses[className] != nil,
      let real = realClassName(of: className), real != className, real != "UIViewController",
      !Self.systemContainerClasses.contains(real),
      UIKitSurface.shared.isClass(real, kindOf: "UIViewController")
    else { return nil }
    let use: MemberResolver.Use =
      objcInit
      ? .message(labels.compactMap { $0 }, hasArguments: !arguments.isEmpty)
      : .swiftCall("init", labels: labels, trailing: arguments.map(\.isTrailing))
    if Self.isPlainInit(use) || classes[className]?.method(calledAs: use, language) != nil {
      return nil
    }
    let surface = UIKitSurface.shared
    guard let match = surface.member(named: use.written, in: real, language: language),
      match.member.kind == .initializer || match.member.objcName.hasPrefix("init")
    else { return nil }
    try refuseNeverInert(match, use.written, at: location)
    noteInert(
      language == .swift ? match.member.swiftName : match.member.objcName,
      match.owner.framework, at: location)
    return .controller(try makeController(className: className, at: location))
  }
}
