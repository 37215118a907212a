/// Protocols of the code's own (The Swift Programming Language, "Protocols"). Conformance for
/// `is` and `as?` ("Checking for Protocol Conformance"): an object is a value of a protocol its
/// class, a declared superclass or one of their extensions adopts (`class Pages:
/// UIViewController, Scrollable`, `extension Pages: Scrollable`), or a protocol inheriting it,
/// so `child is Scrollable` is true for it and `child as? Scrollable` gives it (FIDELITY-SURFACE
/// W18). Protocol extensions ("Providing Default Implementations"): their methods and computed
/// properties, instance and `static`, join every type that adopts the protocol or one inheriting
/// it, in its declaration or an extension, UIKit's controller and view classes included
/// (`extension UIViewController: Identifiable {}` reaches every controller), unless the type
/// implements them itself (W2, W27).
extension Interpreter {
  /// True when the scenario class `className` or a declared superclass adopts `type`.
  func adopts(_ className: String, _ type: String) -> Bool {
    guard program.protocols.contains(type) || UIKitSurface.shared.type(named: type) != nil else {
      return false
    }
    var current: String? = className
    var steps = 0
    while let name = current, steps < 64 {
      for declaration in program.classes + program.extensions where declaration.name == name {
        // `class Stack: Scrollable` (no superclass): the first name is the protocol.
        let adopted = [declaration.superclass].compactMap { $0 } + declaration.adopted
        if adopted.contains(where: { protocolAndAncestors($0).contains(type) }) { return true }
      }
      current = program.classes.first { $0.name == name }?.superclass
      steps += 1
    }
    return false
  }

  /// `name` and the protocols it inherits, nearest first (`protocol Screen: Identifiable`).
  func protocolAndAncestors(_ name: String) -> [String] {
    var found = [name]
    var index = 0
    while index < found.count, found.count < 64 {
      for parent in program.protocolParents[found[index]] ?? [] where !found.contains(parent) {
        found.append(parent)
      }
      index += 1
    }
    return found
  }

  /// `extension StatePresenting { func presentErrorVC() { … } }`: the methods of a declared
  /// protocol's extensions join each type that adopts it or a protocol inheriting it (in its
  /// declaration or an extension), unless the type implements them itself, as in Swift.
  func adoptProtocolExtensions() {
    let protocols = Set(program.protocols)
    let protocolMethods = program.extensions.filter { protocols.contains($0.name) }
    guard !protocolMethods.isEmpty else { return }
    var adopters: [String: Set<String>] = [:]
    for declaration in program.classes + program.extensions {
      let adopted = [declaration.superclass].compactMap { $0 } + declaration.adopted
      for name in adopted where protocols.contains(name) {
        for each in protocolAndAncestors(name) {
          adopters[each, default: []].insert(declaration.name)
        }
      }
    }
    for declaration in protocolMethods {
      for typeName in (adopters[declaration.name] ?? []).sorted() {
        guard let info = typeInfo(typeName) else { continue }
        for method in declaration.methods {
          let key = method.isProperty ? method.name : method.key(language)
          if info.methods[key] == nil { info.methods[key] = method }
        }
      }
    }
  }

  /// The methods of the type `name`: a scenario class, struct or enum, or the extension of
  /// UIKit's controller (every controller's) or of a view class.
  func typeInfo(_ name: String) -> ClassInfo? {
    if let info = classes[name] ?? structTypes[name] { return info }
    if Self.rootClassNames.contains(name) { return rootExtension }
    return viewExtensions.first { $0.name == name }
  }
}
