/// Raw values of the scenario's enums (`enum Tab: Int { case home, search }`), as Swift
/// derives them: an `Int` case without a value is the previous case's plus one (the first
/// is 0), a `String` case without a value is its own name.
extension Interpreter {
  /// `Tab.home.rawValue`.
  func rawValue(ofCase name: String, in type: String, at location: SourceLocation)
    throws(Interrupt) -> Value
  {
    guard let declaration = program.enums.first(where: { $0.name == type }),
      declaration.rawType != nil
    else {
      throw Interrupt(
        .noSuchMember("rawValue", type: type, suggestion: nil),
        at: location)
    }
    let values = try rawValues(of: declaration)
    guard let index = declaration.cases.firstIndex(of: name) else { return .null }
    return values[index]
  }

  /// `Tab(rawValue: 1)`: the case with that raw value, or nil.
  func enumCase(
    _ declaration: EnumDecl, rawValueArguments arguments: [EvaluatedArgument],
    at location: SourceLocation
  ) throws(Interrupt) -> Value {
    guard declaration.rawType != nil, arguments.count == 1, arguments[0].label == "rawValue"
    else {
      let written =
        declaration.name + "(" + arguments.map { ($0.label ?? "_") + ":" }.joined() + ")"
      throw Interrupt(
        .wrongLabel(
          written: written,
          expected: declaration.rawType == nil
            ? "\(declaration.name).\(declaration.cases.first ?? "case")"
            : "\(declaration.name)(rawValue:)"), at: location)
    }
    let values = try rawValues(of: declaration)
    for (index, value) in values.enumerated() where equal(value, arguments[0].value) {
      return .enumCase(declaration.name, declaration.cases[index])
    }
    return .null
  }

  private func rawValues(of declaration: EnumDecl) throws(Interrupt) -> [Value] {
    var values: [Value] = []
    var next = 0.0
    for (index, name) in declaration.cases.enumerated() {
      let written = index < declaration.rawValues.count ? declaration.rawValues[index] : nil
      var value: Value
      if let written {
        // Swift allows only literals here.
        switch written.kind {
        case .number(let number):
          // An `Int` raw value is an integer; `enum Scale: Double { case half = 0.5 }` not.
          value =
            written.isFloatingLiteral
              || declaration.rawType.flatMap(NumericKind.init(typeName:)) == .floating
            ? .number(number) : .integer(Int(number))
        case .string(let parts):
          value = .string(parts.map { if case .text(let text) = $0 { text } else { "" } }.joined())
        default:
          throw Interrupt(
            .unsupported("this raw value", instead: "number and string literals"),
            at: written.location)
        }
      } else if declaration.rawType == "String" {
        value = .string(name)
      } else {
        value =
          declaration.rawType.flatMap(NumericKind.init(typeName:)) == .floating
          ? .number(next) : .integer(Int(next))
      }
      if let number = value.numeric { next = number + 1 }
      values.append(value)
    }
    return values
  }
}
