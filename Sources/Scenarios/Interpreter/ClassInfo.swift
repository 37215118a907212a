/// A class as the interpreter sees it: declared (`class X: Y`, `@implementation X`) or
/// implicit (any other capitalised name is a `UIViewController` subclass without overrides).
final class ClassInfo {
  let name: String
  /// The declared superclass if it is itself declared in the scenario; otherwise nil
  /// (meaning UIKit's `UIViewController`).
  var superclass: ClassInfo?
  /// Methods by their key in the scenario's language (`viewWillAppear(_:)`, `viewWillAppear:`).
  var methods: [String: MethodDecl] = [:]
  /// Class methods whose key an instance method of the class also has (`+ sharedInstance`
  /// beside `- sharedInstance`, Swift's `static func f()` beside `func f()`): class and
  /// instance methods are separate namespaces in both languages, so the instance method keeps
  /// its place in `methods` and the class method is kept here (`classMethod(calledAs:_:)`).
  var classMethods: [String: MethodDecl] = [:]
  /// Stored properties, created with each instance.
  var properties: [Stmt] = []

  init(name: String) {
    self.name = name
  }

  /// The method `key` of this class or its nearest declared superclass that has it.
  func method(_ key: String) -> (MethodDecl, ClassInfo)? {
    var current: ClassInfo? = self
    var steps = 0
    while let info = current, steps < 64 {
      if let method = info.methods[key] { return (method, info) }
      current = info.superclass
      steps += 1
    }
    return nil
  }

  /// This class, then its declared superclasses, nearest first; at most 64, so that code
  /// declaring `A: B` and `B: A` cannot make a walk up the chain endless.
  var chain: [ClassInfo] {
    var classes: [ClassInfo] = []
    var current: ClassInfo? = self
    while let info = current, classes.count < 64 {
      classes.append(info)
      current = info.superclass
    }
    return classes
  }

  /// The first method along the chain that `matches`, in no particular order within a class.
  func firstMethod(where matches: (MethodDecl) -> Bool) -> MethodDecl? {
    for info in chain {
      if let method = info.methods.values.first(where: matches) { return method }
    }
    return nil
  }

  /// A method of this class or its superclasses with base name `name` and parameters, for
  /// telling "takes arguments" from "no such method".
  func methodTakingArguments(named name: String) -> MethodDecl? {
    firstMethod { $0.name == name && !$0.parameters.isEmpty }
  }

  /// True when this class or a declared superclass has the Objective-C `@property` `name`
  /// (which gives it the synthesized accessors `name` and `setName:`).
  func declaresObjCProperty(_ name: String) -> Bool {
    objcProperty { $0.name == name } != nil
  }

  /// The `@property` whose getter is `getter`: its `getter=` name, or its own name when it has
  /// none (`@property (getter=isOpen) BOOL open;` is read by `isOpen`, not `open`).
  func objcProperty(getter: String) -> Declaration? {
    objcProperty { ($0.objcGetter ?? $0.name) == getter }
  }

  /// The first `@property` of this class or a declared superclass that `matches`.
  func objcProperty(where matches: (Declaration) -> Bool) -> Declaration? {
    var current: ClassInfo? = self
    var steps = 0
    while let info = current, steps < 64 {
      for case .declaration(let declaration) in info.properties.map(\.kind)
      where declaration.isObjCProperty && matches(declaration) {
        return declaration
      }
      current = info.superclass
      steps += 1
    }
    return nil
  }

  /// Every method and property name along the chain, for "did you mean".
  var memberNames: [String] {
    var names: [String] = []
    var current: ClassInfo? = self
    var steps = 0
    while let info = current, steps < 64 {
      names += info.methods.values.map(\.name)
      for property in info.properties {
        if case .declaration(let declaration) = property.kind { names.append(declaration.name) }
      }
      current = info.superclass
      steps += 1
    }
    return names
  }
}
