/// A class object answers NSObject's own methods (NSObject.h: the class side of the `NSObject`
/// protocol and `+isSubclassOfClass:`), in both languages, for every class: the scenario's,
/// the surface's and the ones only named (FIDELITY-SURFACE C41).
extension Interpreter {
  /// The result of NSObject's class-side member `name` sent to the class `className`, or nil
  /// when `name` is not one of them (or the class declares its own).
  func classObjectMember(
    _ name: String, labels: [String?], _ arguments: [Value], on className: String
  ) -> Value? {
    if let info = classes[className],
      info.classMethod(
        calledAs: language == .objc
          ? .message([name], hasArguments: !arguments.isEmpty)
          : .swiftCall(name, labels: labels, trailing: labels.map { _ in false }), language)
        != nil
    {
      return nil  // the class's own `+description`
    }
    func otherClass() -> String? {
      guard arguments.count == 1, case .classReference(let other) = arguments[0] else {
        return nil
      }
      return other
    }
    switch (name, labels, arguments.count) {
    case ("isEqual", [nil], 1):
      // A class object is equal only to itself.
      return .bool(otherClass() == className)
    case ("isSubclassOfClass", _, 1), ("isSubclass", ["of"], 1):
      // YES for the class itself and each of its subclasses.
      return otherClass().map { .bool(classIsKind(className, of: $0)) } ?? .bool(false)
    case ("description", [], 0), ("debugDescription", [], 0):
      return .string(language == .swift ? qualifiedTypeName(className) : className)
    case ("superclass", [], 0):
      return declaredOrSurfaceSuperclass(of: className).map(Value.classReference) ?? .null
    case ("instancesRespond", ["to"], 1):
      // `UIScreen.instancesRespond(to: #selector(…))`: whether the class's instances
      // implement the selector, its own methods or its real surface's (NSObject.h; C46).
      guard case .string(let selector) = arguments[0], !selector.isEmpty else { return nil }
      // A Swift class's method by its Objective-C selector (`reload()` is `reload`).
      if language == .swift, let info = classes[className],
        info.chain.contains(where: { each in
          each.methods.keys.contains { Self.swiftSelector($0).objcName == selector }
        })
      {
        return .bool(true)
      }
      let location = SourceLocation(line: 0, column: 0)
      return (try? instancesRespond(of: className, to: arguments[0], at: location)).map(Value.bool)
    case ("hash", [], 0):
      // The class object's address in the app; the model gives a number the class alone
      // decides, equal for equal classes (NSObject.h: equal objects have equal hashes).
      return .integer(className.unicodeScalars.reduce(5381) { ($0 &* 33) &+ Int($1.value) })
    default:
      return nil
    }
  }

  /// Whether `className` is `ancestor` or one of its subclasses: the scenario's classes
  /// through their declared superclasses, then the surface's chain (`NSObject` is everyone's).
  func classIsKind(_ className: String, of ancestor: String) -> Bool {
    if className == ancestor || ancestor == "NSObject" { return true }
    var name: String? = className
    var steps = 0
    while let current = name, steps < 64 {
      if current == ancestor { return true }
      guard let next = declaredOrSurfaceSuperclass(of: current) else { break }
      name = next
      steps += 1
    }
    let surface = UIKitSurface.shared
    guard let real = realClassName(of: className) else { return false }
    return surface.isClass(real, kindOf: surface.type(named: ancestor)?.objcName ?? ancestor)
  }

  /// The superclass a scenario class declares, or the surface's superclass of a framework
  /// class; nil for a root class or a class nothing declares.
  fileprivate func declaredOrSurfaceSuperclass(of className: String) -> String? {
    if let declared = program.classes.first(where: { $0.name == className }) {
      return declared.superclass ?? program.interfaceSuperclasses[className]
        ?? (language == .swift ? nil : "NSObject")
    }
    if let declared = program.interfaceSuperclasses[className] { return declared }
    return UIKitSurface.shared.type(named: className)?.superclass
  }
}
