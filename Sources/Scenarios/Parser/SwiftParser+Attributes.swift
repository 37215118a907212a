/// The attributes Swift code declares itself: `@propertyWrapper` types and the properties they
/// wrap (SE-0258), and `@resultBuilder` types (SE-0289).
///
/// A wrapped property is what the compiler makes of it (SE-0258, "Detailed design"): the
/// storage `_name`, initialised with the wrapper's initializer (`wrappedValue:` first when the
/// property has an initial value), and the computed property `name`, whose getter reads
/// `_name.wrappedValue` and whose setter assigns it:
///
/// ```swift
/// @UserDefault(key: "seen") var seen: Bool      // var _seen = UserDefault(key: "seen")
///                                              // var seen: Bool {
///                                              //   get { _seen.wrappedValue }
///                                              //   set { _seen.wrappedValue = newValue } }
/// ```
struct WrapperUse: Sendable, Equatable {
  /// The wrapper type, without its generic arguments (`UserDefault` of `@UserDefault<Bool>`).
  var type: String
  var arguments: [Argument]
  var location: SourceLocation
}

extension SwiftParser {
  /// Consumes an attribute the code's own declarations give meaning to, true when it did:
  /// `@propertyWrapper` / `@resultBuilder` before a type declaration (the type is recorded),
  /// or `@Name(…)` before a property (a property wrapper, checked at the end).
  mutating func parseOwnAttribute(_ name: String) throws(ScenarioError) -> Bool {
    let location = cursor.current.location
    if name == "propertyWrapper" || name == "resultBuilder" {
      cursor.advance()
      // The declared type's name: after the modifiers and `struct` / `class` / `enum`.
      var offset = 0
      while let word = cursor.peek(offset).identifier, Self.modifiers.contains(word) {
        offset += 1
      }
      guard let kind = cursor.peek(offset).identifier, ["struct", "class", "enum"].contains(kind),
        let typeName = cursor.peek(offset + 1).identifier
      else {
        throw ScenarioError(
          .unsupported("`@\(name)` here", instead: "`@\(name)` before a struct, class or enum"),
          at: location)
      }
      if name == "propertyWrapper" {
        propertyWrapperTypes.insert(typeName)
      } else {
        resultBuilderTypes.insert(typeName)
      }
      return true
    }
    guard name.first?.isUppercase == true else { return false }
    cursor.advance()
    if cursor.current.isPunctuation("<"), !cursor.current.followsSpace {
      try skipBalanced("<", ">")
    }
    var arguments: [Argument] = []
    if cursor.current.isPunctuation("("), !cursor.current.followsSpace {
      arguments = try parseArguments()
    }
    let use = WrapperUse(type: name, arguments: arguments, location: location)
    pendingWrapper = use
    wrapperUses.append(use)
    return true
  }

  /// The property wrapper the attributes just skipped named, now consumed.
  mutating func takeWrapper() -> WrapperUse? {
    defer { pendingWrapper = nil }
    return pendingWrapper
  }

  /// A wrapper attribute before something that is not a stored property (`@Foo func`).
  mutating func checkUnconsumedWrapper() throws(ScenarioError) {
    guard let wrapper = takeWrapper() else { return }
    throw ScenarioError(
      .unsupported(
        "the attribute `@\(wrapper.type)` here", instead: "a property wrapper before `var`"),
      at: wrapper.location)
  }

  /// Every `@Name` used as a property wrapper names a `@propertyWrapper` type the code
  /// declares; any other attribute is not supported, as before.
  func checkWrapperUses() throws(ScenarioError) {
    for use in builderUses where !resultBuilderTypes.contains(use.name) {
      throw ScenarioError(
        .unsupported(
          "the attribute `@\(use.name)` on a parameter",
          instead: "result builders the code declares (`@resultBuilder`)"),
        at: use.location)
    }
    for use in wrapperUses where !propertyWrapperTypes.contains(use.type) {
      throw ScenarioError(
        .unsupported(
          "the attribute `@\(use.type)`",
          instead: "`@objc`, `@IBAction`, `@IBOutlet`, property wrappers the code declares"),
        at: use.location)
    }
  }

  /// The storage and accessors of the wrapped property `declarations` declares (SE-0258).
  func wrapped(_ declarations: [Stmt], with wrapper: WrapperUse) throws(ScenarioError)
    -> (storage: [Stmt], accessors: [MethodDecl])
  {
    guard declarations.count == 1, case .declaration(let property) = declarations[0].kind,
      property.willSet == nil, property.didSet == nil, !property.isLazy
    else {
      throw ScenarioError(
        .unsupported(
          "the property wrapper `@\(wrapper.type)` here",
          instead: "one stored `var` without observers after it"),
        at: wrapper.location)
    }
    let location = declarations[0].location
    func name(_ text: String) -> Expr { Expr(.name(text), at: location) }
    let storageName = "_" + property.name
    var arguments = wrapper.arguments
    if let initial = property.initialValue {
      arguments.insert(Argument(label: "wrappedValue", value: initial), at: 0)
    }
    let initializer = Expr(.call(name(wrapper.type), arguments), at: wrapper.location)
    let storage = Declaration(
      name: storageName, isConstant: false, typeName: wrapper.type, initialValue: initializer)
    let wrappedValue = Expr(.member(name(storageName), "wrappedValue"), at: location)
    let getter = MethodDecl(
      name: property.name, labels: [], parameters: [],
      body: [Stmt(.returnStatement(wrappedValue), at: location)], isOverride: false,
      location: location, isProperty: true)
    let setter = MethodDecl(
      name: Self.setterName(property.name), labels: [nil], parameters: ["newValue"],
      body: [Stmt(.assignment(wrappedValue, name("newValue")), at: location)],
      isOverride: false, location: location)
    return ([Stmt(.declaration(storage), at: location)], [getter, setter])
  }
}
