/// Structs the scenario declares (`struct Page { let title: String; let controller:
/// UIViewController }`): values of stored properties, made by the memberwise initializer
/// Swift synthesizes, read and changed as values.
extension Interpreter {
  /// `Page(title: "A", controller: vc)`: every stored property in order, by its name as the
  /// label; a `var` with an initial value may be left out, a `let` with one is not a
  /// parameter (Swift's memberwise initializer). An unlabelled trailing closure fills the next
  /// parameter of function type, the ones with defaults before it left out (SE-0286's forward
  /// scan): `ListView { … }` is `ListView(action: { … })` (W24).
  func makeRecord(
    _ declaration: StructDecl, _ arguments: [EvaluatedArgument], at location: SourceLocation,
    _ context: MethodContext
  ) throws(Interrupt) -> Value {
    if let initialized = try initializeRecord(declaration, arguments, at: location, context) {
      return initialized
    }
    let parameters = declaration.properties.filter { !($0.isConstant && $0.initialValue != nil) }
    var fields: [(name: String, value: Value)] = []
    var next = 0
    for property in declaration.properties {
      var value: Value?
      if parameters.contains(where: { $0.name == property.name }), next < arguments.count,
        arguments[next].label == property.name
          || arguments[next].isTrailing && arguments[next].label == nil
            && property.typeName == "Function"
      {
        value = arguments[next].value
        next += 1
      } else if let initial = property.initialValue {
        if let standard = userDefaultsImplicitMember(initial, declaredAs: property.typeName) {
          value = standard  // `let storage: UserDefaults = .standard`
        } else {
          value = try evaluate(initial, in: Scope(parent: nil), context)
        }
      } else if !parameters.contains(where: { $0.name == property.name }) {
        value = .null
      }
      guard let value else { break }
      fields.append((property.name, value))
    }
    guard next == arguments.count, fields.count == declaration.properties.count else {
      let written =
        declaration.name + "(" + arguments.map { ($0.label ?? "_") + ":" }.joined() + ")"
      let expected =
        declaration.name + "(" + parameters.map { $0.name + ":" }.joined() + ")"
      throw Interrupt(.memberwiseMismatch(written: written, expected: expected), at: location)
    }
    return .record(RecordValue(type: declaration.name, fields: fields))
  }

  /// A struct that declares `init`s has no memberwise initializer (The Swift Programming
  /// Language, "Memberwise Initializers for Structure Types"): the `init` whose labels the
  /// call writes runs with the new value as its mutable `self`, its properties' initial values
  /// already set, and the value is what `self` is when it returns (W24). Nil for a struct
  /// without one.
  private func initializeRecord(
    _ declaration: StructDecl, _ arguments: [EvaluatedArgument], at location: SourceLocation,
    _ context: MethodContext
  ) throws(Interrupt) -> Value? {
    let initializers = declaration.staticMethods.filter { $0.name == "init" && !$0.isStatic }
    guard !initializers.isEmpty, let info = structTypes[declaration.name] else { return nil }
    let use = MemberResolver.Use.swiftCall(
      "init", labels: arguments.map(\.label), trailing: arguments.map(\.isTrailing))
    guard let (method, owner, bound) = info.method(calledAs: use, language),
      method.name == "init"
    else {
      // `init`s only in extensions: the memberwise initializer is still there (TSPL
      // "Initializer Delegation for Value Types"; W29).
      if !declaration.declaresInitializer { return nil }
      let written =
        declaration.name + "(" + arguments.map { ($0.label ?? "_") + ":" }.joined() + ")"
      let expected = initializers.map { declaration.name + $0.key(language).dropFirst(4) }
      throw Interrupt(
        .wrongLabel(written: written, expected: expected.joined(separator: "`, `")),
        at: location)
    }
    var fields: [(name: String, value: Value)] = []
    for property in declaration.properties {
      let initial = try property.initialValue.map { (expression) throws(Interrupt) in
        try evaluate(expression, in: Scope(parent: nil), context)
      }
      fields.append((property.name, initial ?? .null))
    }
    let base = Value.record(RecordValue(type: declaration.name, fields: fields))
    let box = ValueBox(base)
    _ = try invoke(
      method, of: owner, on: context.receiver,
      arguments: try bind(arguments.map(\.value), bound, method, context.receiver, owner),
      at: location, valueSelf: base, selfBox: box)
    return box.value
  }

  /// `page.title`.
  func field(_ name: String, of record: RecordValue, at location: SourceLocation)
    throws(Interrupt) -> Value
  {
    if let value = record.field(name) { return value }
    // `t.isIdentity`, `insets.top` of a geometry struct: its declared members (C35).
    if UIKitDeclarations.isValueType(record.type),
      !program.structs.contains(where: { $0.name == record.type })
    {
      return try readMember(name, of: .record(record), at: location)
    }
    throw Interrupt(
      .noSuchMember(
        name, type: record.type,
        suggestion: Suggestion.closest(to: name, in: record.fields.map(\.name))),
      at: location)
  }

  /// The record with `name` set to `value`; a `let` property cannot change, except in the
  /// struct's own `init` (`initializing`).
  func setting(
    _ name: String, of record: RecordValue, to value: Value, at location: SourceLocation,
    initializing: Bool = false
  ) throws(Interrupt) -> RecordValue {
    guard let index = record.fields.firstIndex(where: { $0.name == name }) else {
      _ = try field(name, of: record, at: location)
      return record
    }
    let declaration = program.structs.first { $0.name == record.type }
    if !initializing,
      declaration?.properties.first(where: { $0.name == name })?.isConstant == true
    {
      throw Interrupt(.assignToConstant("\(record.type).\(name)"), at: location)
    }
    var changed = record
    // A geometry struct's fields are `CGFloat`s (C35): `insets.top = 20` keeps 20.0.
    if declaration == nil, UIKitDeclarations.isValueType(record.type), let number = value.numeric {
      changed.fields[index].value = .number(number)
      return changed
    }
    changed.fields[index].value = value
    return changed
  }
}

/// Type properties (`static let identifier = "Menu"`, `static var shared: Menu { … }`) of the
/// scenario's classes and structs, read as `Menu.identifier` or `Self.identifier`.
extension Interpreter {
  /// The type property `base.member`, or nil when `base` names no type that has one. A stored
  /// one is initialised at its first read, as Swift initialises type properties lazily.
  func typeProperty(_ base: Expr, _ member: String, _ context: MethodContext)
    throws(Interrupt) -> Value?
  {
    guard let typeName = typeName(base, context) else { return nil }
    let owner = typeInfo(typeName)
    // A subclass reaches its superclass's stored type property, one storage (TSPL
    // "Inheritance": type properties are inherited).
    let declaring =
      owner?.chain.first { staticProperty($0.name, member) != nil }?.name ?? typeName
    if let property = staticProperty(declaring, member) {
      let key = declaring + "." + member
      if let value = staticValues[key] { return value }
      guard let initial = property.declaration.initialValue else { return .null }
      let savedLine = simulation.currentSourceLine
      defer { simulation.currentSourceLine = savedLine }
      simulation.currentSourceLine = property.location.line
      let value = try evaluate(
        initial, in: Scope(parent: nil),
        MethodContext(receiver: context.receiver, classInfo: owner))
      staticValues[key] = value
      name(value, member)
      return value
    }
    if let (method, methodOwner) = owner?.method(member), method.isProperty, method.isStatic {
      // Its `self` is the type it is read on (`ErrorViewController.identifier` of a protocol
      // extension's `String(describing: self)`, W27).
      return try invoke(
        method, of: methodOwner, on: context.receiver, arguments: [], at: base.location,
        valueSelf: .classReference(typeName))
    }
    return nil
  }

  /// `Menu.count = 2`; false when `base.member` is no stored type property.
  func assignTypeProperty(
    _ value: Value, _ base: Expr, _ member: String, at location: SourceLocation,
    _ context: MethodContext
  ) throws(Interrupt) -> Bool {
    guard let typeName = typeName(base, context),
      let property = staticProperty(typeName, member)
    else { return false }
    if property.declaration.isConstant {
      throw Interrupt(.assignToConstant("\(typeName).\(member)"), at: location)
    }
    let key = typeName + "." + member
    let declaration = property.declaration
    guard declaration.willSet != nil || declaration.didSet != nil,
      !runningStaticObservers.contains(key)
    else {
      staticValues[key] = value
      return true
    }
    // `static var shared: Menu? { didSet { … } }`: the type property's observers run around
    // the assignment, as a stored property's do (W2); an assignment inside them only stores.
    let oldValue = try evaluate(
      Expr(.member(Expr(.name(typeName), at: location), member), at: location),
      in: Scope(parent: nil), context)
    runningStaticObservers.insert(key)
    defer { runningStaticObservers.remove(key) }
    func run(_ observer: PropertyObserver, with argument: Value) throws(Interrupt) {
      let method = MethodDecl(
        name: member, labels: [nil], parameters: [observer.parameter], body: observer.body,
        isOverride: false, location: observer.location)
      _ = try invoke(
        method, of: classes[typeName] ?? structTypes[typeName], on: context.receiver,
        arguments: [argument], at: observer.location)
    }
    if let willSet = declaration.willSet { try run(willSet, with: value) }
    staticValues[key] = value
    if let didSet = declaration.didSet { try run(didSet, with: oldValue) }
    return true
  }

  private func typeName(_ base: Expr, _ context: MethodContext) -> String? {
    // `Notification.Name.didClear`: a type the code extends, named through its outer type
    // (`extension Notification.Name { static let didClear = … }`, FIDELITY-SURFACE N6).
    if case .member(let outer, let inner) = base.kind, case .name = outer.kind,
      inner.first?.isUppercase == true,
      program.staticProperties.contains(where: { $0.typeName == inner })
    {
      return inner
    }
    guard case .name(let name) = base.kind else { return nil }
    if name == "Self" {
      // The dynamic type: the type a type member runs on, or the receiver's class in an
      // instance method of a class (one of a protocol extension or a UIKit class's extension
      // included); a struct's or enum's own type in theirs.
      switch context.valueSelf {
      case .classReference(let typeName)?: return typeName
      case nil: return context.receiver.classInfo?.name ?? context.classInfo?.name
      default: return context.classInfo?.name
      }
    }
    return name.first?.isUppercase == true ? name : nil
  }

  /// The one type of the code's own that has the stored type property `member`, for an
  /// implicit member (`.panGesture` where an `InterruptTrigger` is expected: The Swift
  /// Programming Language, "Implicit Member Expression"); nil when none or several have it,
  /// since the model's values carry no static type to choose by (W24).
  func soleStaticPropertyOwner(_ member: String) -> String? {
    let owners = Set(
      program.staticProperties.filter { $0.declaration.name == member }.map(\.typeName))
    return owners.count == 1 ? owners.first : nil
  }

  private func staticProperty(_ typeName: String, _ member: String) -> StaticProperty? {
    program.staticProperties.first { $0.typeName == typeName && $0.declaration.name == member }
  }
}

/// Methods and computed properties of the scenario's enums and structs, run with the value
/// as `self` (`switch self { case .home: … }`).
extension Interpreter {
  /// The methods of the enum or struct `value` is a value of, or nil.
  func valueTypeInfo(_ value: Value) -> ClassInfo? {
    switch value {
    case .enumCase(let type, _), .enumValue(let type, _, _): return structTypes[type]
    case .record(let record): return structTypes[record.type]
    case .view(let view): return viewExtension(of: view)
    default:
      if let info = standardLibraryExtension(of: value) { return info }
      // `"title".localized`: the project's `extension String` (`NSString` category).
      if case .string = value { return classes[language == .swift ? "String" : "NSString"] }
      return nil
    }
  }

  /// `tab.title`: the computed property `name` of the enum or struct `value`, or nil.
  func valueTypeMember(
    _ name: String, of value: Value, at location: SourceLocation, _ context: MethodContext
  ) throws(Interrupt) -> Value? {
    // Objective-C's dot syntax sends the getter, a method of no arguments, to a string too.
    let getter = isViewValue(value) || (language == .objc && value.isString)
    guard let info = valueTypeInfo(value), let (method, owner) = info.method(name),
      method.isProperty || (getter && method.parameters.isEmpty), !method.isStatic
    else { return nil }
    return try invoke(
      method, of: owner, on: context.receiver, arguments: [], at: location, valueSelf: value)
  }
}
