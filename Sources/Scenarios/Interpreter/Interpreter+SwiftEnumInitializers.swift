/// Initializers an enum declares (The Swift Programming Language, "Initialization":
/// Initializer Delegation for Value Types, Failable Initializers): `init(index: Int) { self =
/// .front }` runs with a `self` it must assign, and the new value is what it assigned;
/// `init?(title:)` gives nil when it runs `return nil`. An `init?(rawValue:)` the enum declares
/// replaces the one Swift derives from its raw values (W28).
extension Interpreter {
  /// `Side(index: 3)` through an `init` of the enum whose labels the call writes, or nil when
  /// it declares none that fits (the caller tries the derived `init?(rawValue:)`).
  func enumInitializer(
    _ declaration: EnumDecl, _ arguments: [EvaluatedArgument], at location: SourceLocation,
    _ context: MethodContext
  ) throws(Interrupt) -> Value? {
    guard declaration.methods.contains(where: { $0.name == "init" && !$0.isStatic }),
      let info = structTypes[declaration.name]
    else { return nil }
    let use = MemberResolver.Use.swiftCall(
      "init", labels: arguments.map(\.label), trailing: arguments.map(\.isTrailing))
    guard let (method, owner, bound) = info.method(calledAs: use, language),
      method.name == "init"
    else { return nil }
    let box = ValueBox(.null)
    let result = try invoke(
      method, of: owner, on: context.receiver,
      arguments: try bind(arguments.map(\.value), bound, method, context.receiver, owner),
      at: location, valueSelf: .null, selfBox: box)
    // `return nil` in a failable initializer: the initialization fails.
    if case .null = result { return .null }
    return box.value
  }
}
