/// Parses the Swift subset scenarios are written in: statements, `func`s, `class X: Y { … }`.
///
/// Grammar, informally (statements end at a line break or `;`):
/// ```
/// program   := item*
/// item      := 'import' name | class | func | statement
/// class     := modifiers 'class' Name (':' Name (',' Name)*)? '{' (func | property)* '}'
/// func      := modifiers 'func' name '(' (label? name ':' type ('=' expr)?),* ')'
///              ('->' type)? block
/// statement := ('let'|'var') name (':' type)? ('=' expr)?
///            | 'if' conditions block ('else' (if | block))?
///            | 'guard' conditions 'else' block | 'for' name 'in' expr block | 'return' expr?
///            | expr ('=' expr)?
/// ```
/// Modifiers (`override`, `private`, `@objc`, `@IBAction`, `weak`, `final` …) are accepted;
/// only `override` is kept.
struct SwiftParser {
  var cursor: TokenCursor
  /// Enums declared inside classes; they join the program's (`Container.State` is `State`).
  private var nestedEnums: [EnumDecl] = []
  /// `static let` / `static var` stored properties met in type bodies.
  private var staticProperties: [StaticProperty] = []

  /// Words that start a statement or declaration and can never be a value.
  static let reserved: Set<String> = [
    "let", "var", "if", "else", "guard", "for", "in", "return", "func", "class", "struct",
    "while", "repeat", "switch", "case", "default", "break", "continue", "import", "extension",
    "protocol", "enum", "init", "deinit", "defer", "do", "catch", "throw", "try",
  ]

  static let modifiers: Set<String> = [
    "override", "private", "fileprivate", "internal", "public", "open", "final", "weak",
    "unowned", "lazy", "dynamic", "static", "required", "convenience", "mutating",
  ]

  init(tokens: [Token]) {
    cursor = TokenCursor(tokens)
  }

  /// Parses a whole scenario.
  static func parse(_ source: String) throws(ScenarioError) -> Program {
    try parse(tokens: try Lexer.tokenize(source))
  }

  /// Parses a whole scenario already split into tokens (`Lexer.tokenize`).
  static func parse(tokens: [Token]) throws(ScenarioError) -> Program {
    var parser = SwiftParser(tokens: tokens)
    var program = try parser.parseProgram()
    program.renamedUses = RenamedAPI.find(in: tokens, .swift)
    return program
  }

  mutating func parseProgram() throws(ScenarioError) -> Program {
    var program = Program()
    var topLevel: [Stmt] = []
    while !cursor.atEnd {
      if cursor.take(";") { continue }
      if cursor.current.isWord("import") {
        cursor.advance()
        _ = try cursor.expectIdentifier("a module name after `import`")
        try endOfStatement()
        continue
      }
      let start = cursor.position
      let isOverride = try skipModifiers()
      if cursor.current.isWord("class") && cursor.peek().identifier != nil
        && cursor.peek().identifier != "func" && cursor.peek().identifier != "var"
      {
        program.classes.append(try parseClass())
      } else if cursor.current.isWord("func") {
        program.methods.append(try parseFunc(isOverride: isOverride))
      } else if cursor.current.isWord("enum") {
        program.enums.append(try parseEnum())
      } else if cursor.current.isWord("extension") {
        program.extensions.append(try parseClass())
      } else if cursor.current.isWord("protocol") {
        let (name, requirements) = try parseProtocol()
        program.protocols.append(name)
        program.protocolRequirements += requirements
      } else if cursor.current.isWord("struct") {
        program.structs.append(try parseStruct())
      } else if cursor.current.isWord("var") || cursor.current.isWord("let"),
        let property = try parseComputedProperty(isOverride: isOverride)
      {
        program.methods.append(property)
      } else {
        cursor.rewind(to: start)
        topLevel.append(try parseStatement())
        try endOfStatement()
      }
    }
    // Statements shape unless the block defines methods of `self`, or declares classes
    // and properties only (DESIGN.md section 4).
    let onlyDeclarations = topLevel.allSatisfy {
      if case .declaration = $0.kind { true } else { false }
    }
    if program.methods.isEmpty && (program.classes.isEmpty || !onlyDeclarations) {
      program.statements = topLevel
    } else {
      for statement in topLevel {
        guard case .declaration = statement.kind else {
          throw ScenarioError(.statementOutsideMethod, at: statement.location)
        }
        program.properties.append(statement)
      }
    }
    program.enums += nestedEnums
    program.staticProperties = staticProperties
    return program
  }

  /// Skips declaration modifiers and attributes; true if `override` was among them.
  mutating func skipModifiers() throws(ScenarioError) -> Bool {
    var isOverride = false
    while true {
      if case .atKeyword(let name) = cursor.current.kind {
        if name == "available" || name == "MainActor" || name == "objc" || name == "IBAction"
          || name == "IBOutlet" || name == "discardableResult" || name == "nonobjc"
        {
          cursor.advance()
          if cursor.current.isPunctuation("("), !cursor.current.followsSpace {
            try skipBalanced("(", ")")
          }
          continue
        }
        throw ScenarioError(
          .unsupported("the attribute `@\(name)`", instead: "`@objc`, `@IBAction`, `@IBOutlet`"),
          at: cursor.current.location)
      }
      guard let word = cursor.current.identifier, Self.modifiers.contains(word) else {
        return isOverride
      }
      if ["private", "fileprivate", "internal", "public", "open", "unowned"].contains(word),
        cursor.peek().isPunctuation("("),
        !cursor.peek().followsSpace || cursor.peek(2).isWord("set")
      {
        // `private(set) var`, `private (set) var`, `unowned(unsafe) let`: the parenthesis
        // makes it a modifier.
        cursor.advance()
        try skipBalanced("(", ")")
        continue
      }
      // `weak var`, `private func`: a modifier only when a declaration follows.
      guard let next = cursor.peek().identifier,
        Self.modifiers.contains(next)
          || ["func", "var", "let", "class", "init", "extension", "enum", "protocol", "struct"]
            .contains(next)
      else { return isOverride }
      if word == "override" { isOverride = true }
      cursor.advance()
      if cursor.current.isPunctuation("("), !cursor.current.followsSpace {
        try skipBalanced("(", ")")  // private(set), unowned(unsafe)
      }
    }
  }

  private mutating func skipBalanced(_ open: String, _ close: String) throws(ScenarioError) {
    let start = cursor.current.location
    var depth = 0
    repeat {
      if cursor.atEnd {
        throw ScenarioError(
          .unexpectedToken(found: "end of input", expected: "`\(close)`"), at: start)
      }
      if cursor.current.isPunctuation(open) { depth += 1 }
      if cursor.current.isPunctuation(close) { depth -= 1 }
      cursor.advance()
    } while depth > 0
  }

  /// The raw types Swift derives raw values for (`enum Tab: Int { case home, search }`).
  static let rawTypes: Set<String> = ["Int", "String", "Double", "CGFloat", "Float", "UInt"]

  /// `enum Name: RawType { case a, b; case c = 2 }`: cases and their raw values.
  private mutating func parseEnum() throws(ScenarioError) -> EnumDecl {
    let location = cursor.current.location
    cursor.advance()  // enum
    let name = try cursor.expectIdentifier("an enum name")
    var rawType: String?
    if cursor.take(":") {
      var first = true
      repeat {
        let type = try parseType()
        if first, Self.rawTypes.contains(type) { rawType = type }
        first = false
      } while cursor.take(",")
    }
    try cursor.expect("{", "`{` to open the enum")
    var cases: [String] = []
    var rawValues: [Expr?] = []
    var methods: [MethodDecl] = []
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
        cases.append(try cursor.expectIdentifier("a case name"))
        if cursor.current.isPunctuation("("), !cursor.current.followsSpace {
          throw ScenarioError(
            .unsupported("associated values", instead: "plain cases, raw values"),
            at: cursor.current.location)
        }
        rawValues.append(cursor.take("=") ? try parseExpression() : nil)
      } while cursor.take(",")
    }
    var declaration = EnumDecl(
      name: name, cases: cases, location: location, rawType: rawType, rawValues: rawValues)
    declaration.methods = methods
    return declaration
  }

  /// A method, computed property or `static` member of an enum or struct; `[]` for a `static
  /// let` (kept in `staticProperties`), nil (nothing consumed) for anything else. A
  /// `mutating func` is reported: a value's `self` cannot change in the model.
  private mutating func parseValueTypeMember(of typeName: String, kind: String)
    throws(ScenarioError) -> [MethodDecl]?
  {
    let start = cursor.position
    _ = try skipModifiers()
    let isStatic = precededByModifier("static")
    let location = cursor.current.location
    if precededByModifier("mutating") {
      throw ScenarioError(
        .unsupported(
          "a `mutating func` in \(kind)", instead: "non-mutating methods; for state, a class"),
        at: location)
    }
    if cursor.current.isWord("func") {
      var method = try parseFunc(isOverride: false)
      method.isStatic = isStatic
      return [method]
    }
    if cursor.current.isWord("var") || cursor.current.isWord("let") {
      if isStatic { return try parseTypeProperty(of: typeName).map { [$0] } ?? [] }
      if let computed = try parseComputedProperty(isOverride: false) { return [computed] }
    }
    if cursor.current.isWord("enum") {
      nestedEnums.append(try parseEnum())
      return []
    }
    cursor.rewind(to: start)
    return nil
  }

  /// `struct Name: P { let a: T; var b = 1; static func make() -> Name { … } }`: stored
  /// properties and type methods; instance methods, computed properties and initializers
  /// are reported (a value has no `self` of its own in the model).
  private mutating func parseStruct() throws(ScenarioError) -> StructDecl {
    let location = cursor.current.location
    cursor.advance()  // struct
    let name = try cursor.expectIdentifier("a struct name")
    if cursor.current.isPunctuation("<") {
      throw ScenarioError(
        .unsupported("a generic struct", instead: "plain structs"), at: cursor.current.location)
    }
    if cursor.take(":") {
      repeat { _ = try parseType() } while cursor.take(",")
    }
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
        guard case .declaration(let declaration) = try parseDeclaration().kind else { continue }
        if declaration.willSet != nil || declaration.didSet != nil {
          throw ScenarioError(
            .unsupported("property observers in a struct", instead: "stored properties"),
            at: memberLocation)
        }
        properties.append(declaration)
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
    return StructDecl(
      name: name, properties: properties, staticMethods: staticMethods, location: location)
  }

  /// `static let identifier = "Menu"` (kept in `staticProperties`, nil returned) or
  /// `static var shared: Menu { … }` (returned: a computed type property).
  private mutating func parseTypeProperty(of typeName: String) throws(ScenarioError)
    -> MethodDecl?
  {
    if var computed = try parseComputedProperty(isOverride: false) {
      computed.isStatic = true
      return computed
    }
    let statement = try parseDeclaration()
    try endOfStatement()
    guard case .declaration(let declaration) = statement.kind else { return nil }
    guard declaration.initialValue != nil else {
      throw ScenarioError(
        .unsupported(
          "a `static` stored property without an initial value",
          instead: "`static let name = value`"), at: statement.location)
    }
    staticProperties.append(
      StaticProperty(typeName: typeName, declaration: declaration, location: statement.location))
    return nil
  }

  /// `protocol Name: AnyObject { requirements }`: the name becomes a type; the
  /// requirements are skipped (the classes that adopt it implement them).
  private mutating func parseProtocol() throws(ScenarioError) -> (String, [String]) {
    cursor.advance()  // protocol
    let name = try cursor.expectIdentifier("a protocol name")
    if cursor.take(":") {
      repeat { _ = try parseType() } while cursor.take(",")
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
    return (name, requirements)
  }

  /// `class X: Y { … }`, or `extension X: P where … { … }` (its methods join `X`'s;
  /// an extension has no superclass and no stored properties).
  private mutating func parseClass() throws(ScenarioError) -> ClassDecl {
    let location = cursor.current.location
    let isExtension = cursor.current.isWord("extension")
    cursor.advance()  // class, extension
    var name = try cursor.expectIdentifier(isExtension ? "a type name" : "a class name")
    while isExtension, cursor.current.isPunctuation("."), let next = cursor.peek().identifier {
      cursor.advance()
      cursor.advance()
      name = next
    }
    if isExtension, KnownTypes.views.contains(name) {
      // Methods run with a controller as `self`; a view as `self` is not modelled.
      throw ScenarioError(ScenarioProblem.viewExtension(name), at: location)
    }
    var superclass: String?
    var adopted: [String] = []
    if cursor.take(":") {
      let first = try parseType()
      if isExtension { adopted.append(first) } else { superclass = first }
      while cursor.take(",") { adopted.append(try parseType()) }
    }
    if isExtension, cursor.takeWord("where") {
      while !cursor.atEnd, !cursor.current.isPunctuation("{") { cursor.advance() }
    }
    try cursor.expect("{", "`{` to open the class body")
    var methods: [MethodDecl] = []
    var properties: [Stmt] = []
    while !cursor.take("}") {
      if cursor.atEnd { throw cursor.unexpected("`}` to close class `\(name)`") }
      if cursor.take(";") { continue }
      var isOverride = try skipModifiers()
      var isStatic = precededByModifier("static")
      if cursor.current.isWord("class"), cursor.peek().isWord("func") || cursor.peek().isWord("var")
      {
        // `class func make()`: a type method, like `static func`.
        cursor.advance()
        isStatic = true
        isOverride = try skipModifiers() || isOverride
      }
      if cursor.current.isWord("func") {
        var method = try parseFunc(isOverride: isOverride)
        method.isStatic = isStatic
        methods.append(method)
      } else if cursor.current.isWord("enum") {
        nestedEnums.append(try parseEnum())
      } else if isStatic, cursor.current.isWord("var") || cursor.current.isWord("let") {
        if let property = try parseTypeProperty(of: name) { methods.append(property) }
      } else if cursor.current.isWord("var") || cursor.current.isWord("let") {
        if let property = try parseComputedProperty(isOverride: isOverride) {
          methods.append(property)
        } else if isExtension {
          // Swift: "extensions must not contain stored properties".
          throw ScenarioError(
            .unsupported(
              "a stored property in an extension",
              instead: "stored properties in the class, computed properties (`var x: T { … }`)"),
            at: cursor.current.location)
        } else {
          properties.append(try parseDeclaration())
          try endOfStatement()
        }
      } else if cursor.current.isWord("init"), !isExtension {
        // `init(viewModel:)`, `required init?(coder:)`: run when the code creates the object
        // with those labels (Interpreter+Initializers.swift).
        methods.append(try parseFunc(isOverride: isOverride))
      } else if cursor.current.isWord("deinit") {
        // [I] The model has no memory management: nothing is ever deallocated, so a
        // `deinit` never runs.
        cursor.advance()
        _ = try parseBlock()
      } else if cursor.current.isWord("init") || cursor.current.isWord("required") {
        throw ScenarioError(
          .unsupported(
            "an initializer in an extension",
            instead: "initializers in the class body, stored properties with initial values"),
          at: cursor.current.location)
      } else {
        throw cursor.unexpected("`func`, `var` or `let` in the body of class `\(name)`")
      }
    }
    var declaration = ClassDecl(
      name: name, superclass: superclass, methods: methods, properties: properties,
      location: location)
    declaration.adopted = adopted
    return declaration
  }

  /// `var name: Type { … }`: a read-only computed property, parsed as a method without
  /// arguments. Returns nil (and consumes nothing) for a stored property.
  private mutating func parseComputedProperty(isOverride: Bool) throws(ScenarioError)
    -> MethodDecl?
  {
    let start = cursor.position
    let location = cursor.current.location
    cursor.advance()
    guard let name = cursor.current.identifier else {
      cursor.rewind(to: start)
      return nil
    }
    cursor.advance()
    if cursor.take(":") { _ = try parseType() }
    guard cursor.current.isPunctuation("{"), !hasObservers(after: 0) else {
      cursor.rewind(to: start)
      return nil
    }
    if cursor.peek().isWord("get") {
      cursor.advance()
      cursor.advance()
      let body = try parseBlock()
      try cursor.expect("}", "`}` after the getter")
      return MethodDecl(
        name: name, labels: [], parameters: [], body: body, isOverride: isOverride,
        location: location, isProperty: true)
    }
    let body = try parseBlock()
    return MethodDecl(
      name: name, labels: [], parameters: [], body: body, isOverride: isOverride,
      location: location, isProperty: true)
  }

  mutating func parseFunc(isOverride: Bool) throws(ScenarioError) -> MethodDecl {
    let location = cursor.current.location
    let isInitializer = cursor.current.isWord("init")
    cursor.advance()  // func, init
    var name = "init"
    if isInitializer {
      // `init?(coder:)`, `init!(…)`: failable; the model's initializers always succeed.
      while !cursor.current.followsSpace,
        cursor.current.isPunctuation("?") || cursor.current.isPunctuation("!")
      {
        cursor.advance()
      }
    } else {
      name = try cursor.expectIdentifier("a function name")
    }
    if cursor.current.isPunctuation("<") {
      throw ScenarioError(
        .unsupported("a generic function", instead: "plain methods"), at: cursor.current.location)
    }
    try cursor.expect("(", "`(` to open the parameter list")
    var labels: [String?] = []
    var parameters: [String] = []
    var defaults: [Expr?] = []
    var functionParameters: Set<Int> = []
    var parameterTypes: [TypeReference] = []
    if !cursor.take(")") {
      repeat {
        let first = try cursor.expectIdentifier("a parameter name")
        var inner = first
        if let second = cursor.current.identifier {
          inner = second
          cursor.advance()
        }
        labels.append(first == "_" ? nil : first)
        parameters.append(inner)
        try cursor.expect(":", "`:` and a type after parameter `\(inner)`")
        let typeLocation = cursor.current.location
        let type = try parseType()
        if type == "Function" { functionParameters.insert(parameters.count - 1) }
        parameterTypes.append(TypeReference(name: type, location: typeLocation))
        defaults.append(cursor.take("=") ? try parseExpression() : nil)
      } while cursor.take(",")
      try cursor.expect(")", "`,` or `)` in the parameter list")
    }
    if cursor.take("->") { _ = try parseType() }
    let body = try parseBlock()
    var method = MethodDecl(
      name: name, labels: labels, parameters: parameters, body: body, isOverride: isOverride,
      location: location)
    method.defaults = defaults
    method.functionParameters = functionParameters
    method.parameterTypes = parameterTypes
    return method
  }

  /// A type as written; only its last plain name is kept (`UIViewController` from
  /// `UIViewController?`, `[UIViewController]` is `Array`).
  mutating func parseType() throws(ScenarioError) -> String {
    // `[[[Int]]]` and `() -> () -> …` recurse: the nesting guard keeps hostile depth a
    // diagnostic (issue 14).
    try cursor.enter()
    defer { cursor.leave() }
    while case .atKeyword(let attribute) = cursor.current.kind,
      ["escaping", "Sendable", "MainActor", "autoclosure"].contains(attribute)
    {
      cursor.advance()
    }
    _ = cursor.takeWord("inout")
    var name: String
    if cursor.take("[") {
      _ = try parseType()
      try cursor.expect("]", "`]` to close the array type")
      name = "Array"
    } else if cursor.current.isPunctuation("(") {
      // `() -> Void`, `(Bool) -> Void`, `(() -> Void)?`: a function type, or a
      // parenthesized one.
      let start = cursor.position
      try skipBalanced("(", ")")
      if cursor.take("->") {
        _ = try parseType()
        name = "Function"
      } else {
        cursor.rewind(to: start)
        cursor.advance()
        name = cursor.current.isPunctuation(")") ? "Void" : try parseType()
        while cursor.take(",") { _ = try parseType() }
        try cursor.expect(")", "`)` to close the type")
      }
    } else {
      name = try cursor.expectIdentifier("a type name")
      while cursor.current.isPunctuation("."), let next = cursor.peek().identifier {
        cursor.advance()
        cursor.advance()
        name = next
      }
      if cursor.current.isPunctuation("<") { try skipBalanced("<", ">") }
    }
    while !cursor.current.followsSpace,
      cursor.current.isPunctuation("?") || cursor.current.isPunctuation("!")
    {
      cursor.advance()
    }
    return name
  }
}
