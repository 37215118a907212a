/// Swift type declarations besides classes: enums (cases, raw values, members), structs,
/// protocols, and the type members (`static`) of all of them.
extension SwiftParser {
  /// The raw types Swift derives raw values for (`enum Tab: Int { case home, search }`).
  static let rawTypes: Set<String> = [
    "Int", "String", "Double", "CGFloat", "Float", "UInt", "Character", "Int8", "Int16", "Int32",
    "Int64", "UInt8", "UInt16", "UInt32", "UInt64", "Float32", "Float64",
  ]

  /// `enum Name: RawType { case a, b; case c = 2 }`: cases and their raw values.
  mutating func parseEnum() throws(ScenarioError) -> EnumDecl {
    let location = cursor.current.location
    cursor.advance()  // enum
    let name = try cursor.expectIdentifier("an enum name")
    // `enum Result<Success, Failure: Error>`: generic parameters, read as `Any` inside.
    let outerGenerics = genericParameters
    defer { genericParameters = outerGenerics }
    try parseGenericParameters()
    var rawType: String?
    var adopted: [String] = []
    if cursor.take(":") {
      var first = true
      repeat {
        let type = try parseType()
        if first, Self.rawTypes.contains(type) { rawType = type } else { adopted.append(type) }
        first = false
      } while cursor.take(",")
    }
    try cursor.expect("{", "`{` to open the enum")
    var cases: [String] = []
    var rawValues: [Expr?] = []
    var methods: [MethodDecl] = []
    var payloadLabels: [String: [String?]] = [:]
    while !cursor.take("}") {
      if cursor.atEnd { throw cursor.unexpected("`}` to close enum `\(name)`") }
      if cursor.take(";") { continue }
      if let method = try parseValueTypeMember(of: name, kind: "an enum") {
        methods += method
        continue
      }
      guard cursor.takeWord("case") else {
        throw ScenarioError(
          .unsupported(
            "`\(cursor.current.identifier ?? cursor.current.display)` in an enum",
            instead: "`case a, b`, methods, computed properties, `static` members"),
          at: cursor.current.location)
      }
      repeat {
        let caseName = try cursor.expectIdentifier("a case name")
        cases.append(caseName)
        if cursor.current.isPunctuation("(") {
          // `case detail(id: Int, animated: Bool)`, `case child(UIViewController)`: associated
          // values (The Swift Programming Language, "Enumerations: Associated Values").
          payloadLabels[caseName] = try parseAssociatedValueLabels()
        }
        rawValues.append(cursor.take("=") ? try parseExpression() : nil)
      } while cursor.take(",")
    }
    var declaration = EnumDecl(
      name: name, cases: cases, location: location, rawType: rawType, rawValues: rawValues)
    declaration.methods = methods
    declaration.payloadLabels = payloadLabels
    declaration.adopted = adopted
    return declaration
  }

  /// `(id: Int, UIViewController)`: each associated value's label (nil when it has none);
  /// the types are not checked.
  private mutating func parseAssociatedValueLabels() throws(ScenarioError) -> [String?] {
    let open = cursor.current.location
    try cursor.expect("(")
    var labels: [String?] = []
    repeat {
      var label: String?
      if let word = cursor.current.identifier, cursor.peek().isPunctuation(":") {
        label = word == "_" ? nil : word
        cursor.advance()
        cursor.advance()
      } else if cursor.current.isWord("_"), cursor.peek().identifier != nil,
        cursor.peek(2).isPunctuation(":")
      {
        cursor.advance()
        cursor.advance()
        cursor.advance()
      }
      _ = try parseType()
      if cursor.take("=") { _ = try parseExpression() }  // a default value
      labels.append(label)
    } while cursor.take(",")
    try cursor.expectClosingParenthesis(of: open, "`,` or `)` after the associated values")
    return labels
  }

  /// A method, computed property or `static` member of an enum or struct; `[]` for a `static
  /// let` (kept in `staticProperties`), nil (nothing consumed) for anything else; a
  /// `mutating func` changes the caller's value (Interpreter+SwiftMutating), and a
  /// `subscript` is the method `subscript`.
  private mutating func parseValueTypeMember(of typeName: String, kind: String)
    throws(ScenarioError) -> [MethodDecl]?
  {
    let start = cursor.position
    _ = try skipModifiers()
    if cursor.current.isWord("typealias") {
      try parseTypeAlias()
      return []
    }
    let isStatic = precededByModifier("static")
    let isMutating = precededByModifier("mutating")
    if cursor.current.isWord("func") {
      var method = try parseFunc(isOverride: false)
      method.isStatic = isStatic
      method.isMutating = isMutating
      return [method]
    }
    if cursor.current.isWord("init"), kind == "a struct" || kind == "an enum" {
      // `init(title: String) { self.title = … }`: an initializer assigns the new value's
      // properties, as a mutating method does (The Swift Programming Language,
      // "Initialization": Initializer Delegation for Value Types; W24); an enum's assigns
      // `self` (W28).
      var method = try parseFunc(isOverride: false)
      method.isMutating = true
      return [method]
    }
    if cursor.current.isWord("subscript") {
      // `subscript(index: Int) -> Page { pages[index] }`: a method named `subscript`; its
      // setter changes the value, as a mutating method does (TSPL "Subscripts").
      return try parseClassSubscript(isStatic: isStatic, mutatingSetter: true)
    }
    if cursor.current.isWord("var") || cursor.current.isWord("let") {
      if isStatic { return try parseTypeProperty(of: typeName).map { [$0] } ?? [] }
      if let computed = try parseComputedProperty(isOverride: false) {
        defer { pendingSetter = nil }
        return [computed] + (pendingSetter.map { [$0] } ?? [])
      }
    }
    if cursor.current.isWord("enum") {
      nestedEnums.append(try parseEnum())
      return []
    }
    if cursor.current.isWord("struct") {
      nestedStructs.append(try parseStruct())
      return []
    }
    cursor.rewind(to: start)
    return nil
  }

  /// `struct Name: P { let a: T; var b = 1; static func make() -> Name { … } }`: stored
  /// properties and type methods; instance methods, computed properties and initializers
  /// are reported (a value has no `self` of its own in the model).
  mutating func parseStruct() throws(ScenarioError) -> StructDecl {
    let location = cursor.current.location
    cursor.advance()  // struct
    let name = try cursor.expectIdentifier("a struct name")
    let outerGenerics = genericParameters
    defer { genericParameters = outerGenerics }
    try parseGenericParameters()
    var conformances: [String] = []
    if cursor.take(":") {
      repeat { conformances.append(try parseType()) } while cursor.take(",")
    }
    skipWhereClause()
    try cursor.expect("{", "`{` to open the struct")
    var properties: [Declaration] = []
    var staticMethods: [MethodDecl] = []
    while !cursor.take("}") {
      if cursor.atEnd { throw cursor.unexpected("`}` to close struct `\(name)`") }
      if cursor.take(";") { continue }
      if let members = try parseValueTypeMember(of: name, kind: "a struct") {
        staticMethods += members
        continue
      }
      _ = try skipModifiers()
      let memberLocation = cursor.current.location
      if cursor.current.isWord("var") || cursor.current.isWord("let") {
        if let wrapper = takeWrapper() {
          throw ScenarioError(
            .unsupported(
              "the property wrapper `@\(wrapper.type)` on a struct's property",
              instead: "property wrappers on a class's properties"),
            at: wrapper.location)
        }
        for case .declaration(let declaration) in try parseDeclarations().map(\.kind) {
          if declaration.willSet != nil || declaration.didSet != nil {
            throw ScenarioError(
              .unsupported("property observers in a struct", instead: "stored properties"),
              at: memberLocation)
          }
          properties.append(declaration)
        }
        try endOfStatement()
      } else {
        throw ScenarioError(
          .unsupported(
            "`\(cursor.current.identifier ?? cursor.current.display)` in a struct",
            instead: "stored properties, methods, computed properties, `static` members, "
              + "nested enums"),
          at: memberLocation)
      }
    }
    if conformances.contains("View") {
      // A SwiftUI view (`struct Card: View { var body: some View { … } }`): SwiftUI reads its
      // `body` and calls its members, never the UIKit code the model runs (FIDELITY.md A26.1:
      // "no SwiftUI code runs"). They are kept, inert: each runs nothing and returns nothing.
      staticMethods = staticMethods.map { member in
        guard !member.isStatic else { return member }
        var inert = member
        inert.body = []
        return inert
      }
    }
    var declaration = StructDecl(
      name: name, properties: properties, staticMethods: staticMethods, location: location)
    declaration.adopted = conformances
    declaration.declaresInitializer = staticMethods.contains { $0.name == "init" && !$0.isStatic }
    return declaration
  }

  /// `subscript(…) -> T { … }` in a class: the getter, a method named `subscript` whose
  /// parameters take no argument labels, and for `get { … } set(value) { … }` the setter,
  /// `set subscript`, which takes the same parameters and then the new value (`newValue` unless
  /// named) (The Swift Programming Language, "Subscripts": Subscript Syntax).
  ///
  /// The whole declaration (TSPL "Subscripts": Subscript Options, and "Type Subscripts";
  /// SE-0148 generic subscripts): any number of parameters, each without an argument label
  /// unless one is written (`subscript(exist index: Int)` is used `stack[exist: 1]`), default
  /// values, generic parameters, `static` / `class` subscripts of the type; in a struct or
  /// enum the setter is `mutating` (`mutatingSetter`).
  mutating func parseClassSubscript(isStatic: Bool = false, mutatingSetter: Bool = false)
    throws(ScenarioError) -> [MethodDecl]
  {
    let location = cursor.current.location
    cursor.advance()  // subscript
    let outerGenerics = genericParameters
    defer { genericParameters = outerGenerics }
    try parseGenericParameters()
    var getter = try parseSignatureAndBody(name: "subscript", at: location, isOverride: false)
    let explicit = lastExplicitLabels
    getter.labels = getter.labels.indices.map { index in
      index < explicit.count && explicit[index] ? getter.labels[index] : nil
    }
    getter.isStatic = isStatic
    let (getBody, setter) = Self.subscriptAccessors(getter.body)
    getter.body = getBody
    guard let setter else { return [getter] }
    let (parameter, setBody, setLocation) = setter
    var set = getter
    set.name = Self.setterName("subscript")
    set.labels = getter.labels + [nil]
    set.parameters = getter.parameters + [parameter]
    set.defaults = getter.defaults + [nil]
    set.body = setBody
    set.location = setLocation
    set.resultType = nil
    set.isMutating = mutatingSetter
    return [getter, set]
  }

  /// The `get { … }` and `set { … }` / `set(value) { … }` of an accessor block parsed as
  /// statements, or the whole body as the getter when it has none.
  static func subscriptAccessors(_ body: [Stmt])
    -> (getter: [Stmt], setter: (String, [Stmt], SourceLocation)?)
  {
    var getter: [Stmt]?
    var setter: (String, [Stmt], SourceLocation)?
    for statement in body {
      guard case .expression(let expression) = statement.kind,
        case .call(let callee, let arguments) = expression.kind,
        case .name(let accessor) = callee.kind, accessor == "get" || accessor == "set",
        let last = arguments.last, case .closure(let closure) = last.value.kind
      else { return (body, nil) }
      if accessor == "get" {
        getter = closure.body
        continue
      }
      var parameter = "newValue"
      if arguments.count == 2, case .name(let name) = arguments[0].value.kind { parameter = name }
      setter = (parameter, closure.body, statement.location)
    }
    return (getter ?? [], setter)
  }

  /// `static let identifier = "Menu"` (kept in `staticProperties`, nil returned) or
  /// `static var shared: Menu { … }` (returned: a computed type property).
  mutating func parseTypeProperty(of typeName: String) throws(ScenarioError)
    -> MethodDecl?
  {
    if var computed = try parseComputedProperty(isOverride: false) {
      pendingSetter = nil  // a type property's setter is not modelled
      computed.isStatic = true
      return computed
    }
    let statements = try parseDeclarations()
    try endOfStatement()
    // `static let a = 1, b = 2`: each name is a type property of its own.
    for statement in statements {
      guard case .declaration(var declaration) = statement.kind else { continue }
      if declaration.initialValue == nil, !declaration.isConstant {
        // `static var shared: Menu?`: a variable of optional type starts as nil (The Swift
        // Programming Language, "Optionals": "automatically set to nil").
        declaration.initialValue = Expr(.null, at: statement.location)
      }
      guard declaration.initialValue != nil else {
        throw ScenarioError(
          .unsupported(
            "a `static` stored property without an initial value",
            instead: "`static let name = value`"), at: statement.location)
      }
      staticProperties.append(
        StaticProperty(typeName: typeName, declaration: declaration, location: statement.location)
      )
    }
    return nil
  }

  /// `protocol Name: AnyObject { requirements }`: the name becomes a type; the
  /// requirements are skipped (the classes that adopt it implement them).
  mutating func parseProtocol() throws(ScenarioError) -> (String, [String], parents: [String]) {
    cursor.advance()  // protocol
    let name = try cursor.expectIdentifier("a protocol name")
    var parents: [String] = []
    if cursor.take(":") {
      repeat { parents.append(try parseType()) } while cursor.take(",")
    }
    if cursor.takeWord("where") {
      while !cursor.atEnd, !cursor.current.isPunctuation("{") { cursor.advance() }
    }
    guard cursor.current.isPunctuation("{") else {
      throw cursor.unexpected("`{` to open the protocol")
    }
    let start = cursor.position
    try skipBalanced("{", "}")
    let end = cursor.position
    var requirements: [String] = []
    for offset in (start - end)..<0 {
      let token = cursor.peek(offset)
      if token.isWord("func") || token.isWord("var"),
        let required = cursor.peek(offset + 1).identifier
      {
        requirements.append(required)
      }
    }
    return (name, requirements, parents)
  }
}
