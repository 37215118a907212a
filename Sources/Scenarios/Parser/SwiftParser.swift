/// Parses the Swift subset scenarios are written in: statements, `func`s, `class X: Y { … }`.
///
/// Grammar, informally (statements end at a line break or `;`):
/// ```
/// program   := item*
/// item      := 'import' name | class | extension | enum | struct | protocol | func | statement
/// class     := modifiers 'class' Name (':' Name (',' Name)*)? '{' member* '}'
/// member    := func | init | property (observers)? | enum | 'static'|'class' (func | property)
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
  var nestedEnums: [EnumDecl] = []
  /// `typealias` names met anywhere (Program.typeAliases).
  var typeAliases: [String] = []
  /// Structs declared inside types; they join the program's, like nested enums.
  var nestedStructs: [StructDecl] = []
  /// Classes declared inside classes (`private final class Bridge` in a controller); they join
  /// the program's, as nested enums and structs do (`Outer.Bridge` is `Bridge`).
  var nestedClasses: [ClassDecl] = []
  /// `static let` / `static var` stored properties met in type bodies.
  var staticProperties: [StaticProperty] = []
  /// The setter of the computed property just parsed (`set { … }`), for the caller to add
  /// next to its getter.
  var pendingSetter: MethodDecl?
  /// The generic parameters in scope (`T` inside `class Box<T>` or `func f<T>(…)`): a type
  /// written as one of them is read as `Any`, since the interpreter's values carry their own
  /// types and a generic parameter stands for whichever type the caller gives.
  var genericParameters: Set<String> = []
  /// The element labels of the tuple type `parseType` read last (`(min: Int, max: Int)`),
  /// nil when it read another type: a value converted to a labelled tuple type takes its
  /// labels (The Swift Programming Language, "Tuple Type").
  var lastTupleLabels: [String?]?
  /// For each parameter of the signature `parseSignatureAndBody` read last, whether an
  /// argument label was written before its name (`exist index: Int`), for subscripts, whose
  /// parameters take a label only when one is written (TSPL "Subscripts": Subscript Options).
  var lastExplicitLabels: [Bool] = []
  /// The element type of the array type `parseType` read last (`ItemType` of `[ItemType]`).
  var lastArrayElementType: String?
  /// The value type of the dictionary type `parseType` read last (`Double` of `[String:
  /// Double]`).
  var lastDictionaryValueType: String?
  /// `Program.qualifiedTypeNames`.
  var qualifiedTypeNames: Set<String> = []
  /// The types of the protocol composition `parseType` read last (`[A, B]` for `A & B`; one
  /// type otherwise).
  var lastComposition: [String] = []
  /// `Program.standardLibraryMembers`.
  var standardLibraryMembers: Set<String> = []
  /// For each closure being parsed, innermost last: the highest anonymous argument its body
  /// uses so far, plus one (`$1` makes 2).
  var anonymousArgumentCounts: [Int] = []
  /// Every tuple label met, in literals and types (`Program.tupleLabels`).
  var tupleLabels: Set<String> = []
  /// The names the conditions just parsed bind with `var` (`if var copy = maybe`), for the
  /// body to redeclare as variables (SwiftParser+Errors.swift, `redeclared`).
  var variableBindings: [(name: String, location: SourceLocation)] = []
  /// `@MainActor` or `nonisolated` among the modifiers just skipped, for the declaration that
  /// follows (ActorIsolation).
  var pendingIsolation: ActorIsolation?
  /// `async` among the effects just skipped (`skipEffects`).
  var sawAsync = false
  /// Types the code declares `@propertyWrapper` / `@resultBuilder` (SwiftParser+Attributes).
  var propertyWrapperTypes: Set<String> = []
  var resultBuilderTypes: Set<String> = []
  /// `@UserDefault(key: "k")` among the attributes just skipped, for the `var` that follows.
  var pendingWrapper: WrapperUse?
  /// Every property wrapper used, checked against the declared ones at the end.
  var wrapperUses: [WrapperUse] = []
  /// `infix operator >>>: Group` declared anywhere in the code: each operator's group
  /// (SwiftParser+Operators).
  var customOperators: [String: String?] = [:]
  /// Every result builder named on a parameter, checked against the declared ones at the end.
  var builderUses: [(name: String, location: SourceLocation)] = []

  /// Words that start a statement or declaration and can never be a value.
  static let reserved: Set<String> = [
    "let", "var", "if", "else", "guard", "for", "in", "return", "func", "class", "struct",
    "while", "repeat", "switch", "case", "default", "break", "continue", "import", "extension",
    "protocol", "enum", "init", "deinit", "defer", "do", "catch", "throw", "try",
  ]

  static let modifiers: Set<String> = [
    "override", "private", "fileprivate", "internal", "public", "open", "final", "weak",
    "unowned", "lazy", "dynamic", "static", "required", "convenience", "mutating",
    "nonisolated",
  ]

  init(tokens: [Token]) {
    cursor = TokenCursor(tokens)
  }

  /// Parses a whole scenario.
  static func parse(_ source: String) throws(ScenarioError) -> Program {
    try parse(tokens: try Lexer.tokenize(source))
  }

  /// Parses a whole scenario already split into tokens (`Lexer.tokenize`).
  static func parse(tokens written: [Token]) throws(ScenarioError) -> Program {
    let tokens = try SwiftConditionalCompilation.apply(written)
    var parser = SwiftParser(tokens: tokens)
    parser.customOperators = declaredOperators(in: tokens)
    var program: Program
    do {
      program = try parser.parseProgram()
    } catch {
      throw SwiftLegacySyntax.migrating(error, tokens)
    }
    if tokens.contains(where: { $0.identifier.map(structuredConcurrencyNames.contains) ?? false }) {
      // The members of a continuation and a task group (SE-0300, SE-0304), which the code's
      // closures take untyped (Interpreter+SwiftStructuredConcurrency).
      program.standardLibraryMembers.formUnion([
        "resume", "addTask", "addTaskUnlessCancelled", "next", "waitForAll", "cancelAll",
      ])
    }
    // `indices`, `filter`, `randomElement` inside `extension Array` / `Collection` /
    // `String`: members of the standard type `self` is (the run reads them of the value).
    for declaration in program.extensions {
      program.standardLibraryMembers.formUnion(
        SwiftStandardLibrarySurface.baseNames(ofExtended: declaration.name))
    }
    // The code's use first: parsing the standard `Result` itself declares `Result`, so it
    // never asks for it (a lazily made static must not reach itself).
    if Self.usesStandardResult(tokens, program), let result = standardResult {
      program.enums.append(result)
    }
    let renamed =
      RenamedAPI.find(in: tokens, .swift) + SwiftRemovedOperators.find(in: tokens)
      + SwiftUnavailableGeometryFunctions.find(in: tokens)
    let legacy = SwiftLegacySyntax.find(
      in: tokens, swift2Spellings: renamed.contains(where: \.isSwift2))
    program.renamedUses = SwiftLegacySyntax.withoutSubsumed(renamed, by: legacy) + legacy
    return program
  }

  /// The standard library's `Result` (SE-0235), for code that uses it without declaring it:
  /// `.success(value)`, `.failure(error)`, `switch result { case .success(let x): … }`,
  /// `try result.get()` (W24).
  static let standardResult: EnumDecl? = {
    let source = """
      enum Result {
        case success(Any)
        case failure(Error)
        func get() throws -> Any {
          switch self {
          case .success(let value): return value
          case .failure(let error): throw error
          }
        }
      }
      """
    return (try? parse(source))?.enums.first
  }()

  /// Whether the code names `Result` or its cases and declares neither itself.
  private static func usesStandardResult(_ tokens: [Token], _ program: Program) -> Bool {
    let names: Set<String> = ["Result", "success", "failure"]
    guard tokens.contains(where: { $0.identifier.map(names.contains) ?? false }) else {
      return false
    }
    return !program.enums.contains { $0.name == "Result" || $0.cases.contains("success") }
      && !program.classes.contains { $0.name == "Result" }
      && !program.structs.contains { $0.name == "Result" }
  }

  mutating func parseProgram() throws(ScenarioError) -> Program {
    var program = Program()
    var topLevel: [Stmt] = []
    var functionAfterStatements = false
    while !cursor.atEnd {
      if cursor.take(";") { continue }
      if cursor.current.isWord("import") {
        try parseImport()
        continue
      }
      if try skipOperatorDeclaration() { continue }
      let start = cursor.position
      let isOverride = try skipModifiers()
      if cursor.current.isWord("import") {
        // `@testable import Lessons`, `@_exported import UIKit`.
        try parseImport()
        continue
      }
      if cursor.current.isWord("class") && cursor.peek().identifier != nil
        && cursor.peek().identifier != "func" && cursor.peek().identifier != "var"
      {
        program.classes.append(try parseClass())
      } else if cursor.current.isWord("func") {
        if topLevel.contains(where: { !Self.isDeclaration($0) }) { functionAfterStatements = true }
        program.methods.append(try parseFunc(isOverride: isOverride))
      } else if cursor.current.isWord("enum") {
        program.enums.append(try parseEnum())
      } else if cursor.current.isWord("extension") {
        program.extensions.append(try parseClass())
      } else if cursor.current.isWord("protocol") {
        let (name, requirements, parents) = try parseProtocol()
        program.protocols.append(name)
        if !parents.isEmpty { program.protocolParents[name] = parents }
        program.protocolRequirements += requirements
      } else if cursor.current.isWord("struct") {
        program.structs.append(try parseStruct())
      } else if cursor.current.isWord("typealias") {
        try parseTypeAlias()
      } else if cursor.current.isWord("var") || cursor.current.isWord("let"),
        let property = try parseComputedProperty(isOverride: isOverride)
      {
        program.methods.append(property)
        if let setter = pendingSetter { program.methods.append(setter) }
        pendingSetter = nil
      } else {
        cursor.rewind(to: start)
        let statement = try parseStatement()
        try endOfStatement()
        if let wrapper = takeWrapper() {
          // `@UserDefault(key: "k") var name: String`: a property of `self` whose storage is the
          // wrapper (SwiftParser+Attributes).
          let (storage, accessors) = try wrapped([statement], with: wrapper)
          topLevel += storage
          program.methods += accessors
        } else {
          topLevel.append(statement)
        }
      }
      try checkUnconsumedWrapper()
    }
    // Statements shape unless the block defines methods of `self`, or declares classes
    // and properties only (DESIGN.md section 4).
    let onlyDeclarations = topLevel.allSatisfy(Self.isDeclaration)
    // Statements after plain functions are a method body with its local functions, as Swift
    // reads them in a function or a playground: the functions join `self`, which the
    // statements run in. A local function is declared before the statements that use it, so
    // a function after them is a method (for `run=`); so is an override or a computed
    // property: the block is then methods, and its statements are misplaced.
    let localFunctions =
      !functionAfterStatements && program.methods.allSatisfy { !$0.isOverride && !$0.isProperty }
    if program.methods.isEmpty && (program.classes.isEmpty || !onlyDeclarations)
      || (localFunctions && !onlyDeclarations)
    {
      program.statements = topLevel
    } else {
      for statement in topLevel {
        guard Self.isDeclaration(statement) else {
          throw ScenarioError(.statementOutsideMethod, at: statement.location)
        }
        // `var a = 1, b = 2` at top level: two stored properties of `self`.
        if case .sequence(let declarations) = statement.kind {
          program.properties += declarations
        } else {
          program.properties.append(statement)
        }
      }
    }
    program.enums += nestedEnums
    program.classes += nestedClasses
    program.typeAliases = typeAliases
    program.structs += nestedStructs
    program.staticProperties = staticProperties
    program.tupleLabels = tupleLabels
    program.standardLibraryMembers = standardLibraryMembers
    program.qualifiedTypeNames = qualifiedTypeNames
    Self.mergeValueTypeExtensions(&program)
    Self.collectOperatorFunctions(&program)
    try checkWrapperUses()
    return program
  }

  /// `extension Result { func get() throws -> Success { … } }` of an enum or struct the code
  /// declares: its methods, computed properties and `mutating` methods are the type's own (The
  /// Swift Programming Language, "Extensions": an extension adds functionality to an existing
  /// type), whatever the order of the two declarations and a `where` clause (W25).
  static func mergeValueTypeExtensions(_ program: inout Program) {
    program.extensions.removeAll { declaration in
      if let index = program.enums.firstIndex(where: { $0.name == declaration.name }) {
        program.enums[index].methods += declaration.methods
        return true
      }
      if let index = program.structs.firstIndex(where: { $0.name == declaration.name }) {
        program.structs[index].staticMethods += declaration.methods
        return true
      }
      return false
    }
  }

  /// Attributes that change nothing the model follows: availability, actors, Objective-C
  /// exposure, Interface Builder's (`@IBInspectable var cornerRadius`, `@IBDesignable`),
  /// and the compiler's (`@inlinable`, `@frozen`, an import's `@testable`).
  static let ignoredAttributes: Set<String> = [
    "available", "MainActor", "objc", "IBAction", "IBOutlet", "discardableResult", "nonobjc",
    "IBInspectable", "IBDesignable", "IBSegueAction", "objcMembers", "inlinable",
    "usableFromInline", "frozen", "preconcurrency", "NSManaged", "GKInspectable", "testable",
    "_exported", "_implementationOnly",
    // `@UIApplicationMain`, `@main`: which class is the app delegate, which the model reads
    // from `UIApplicationDelegate` (FIDELITY.md B68).
    "UIApplicationMain", "main",
    // Property wrappers of SwiftUI and Combine (SE-0258): [I] the property stores its value as
    // a plain one, since the model runs no SwiftUI (FIDELITY.md A26.1) and no publisher (W24).
    "Published", "ObservedObject", "StateObject", "State", "Binding", "EnvironmentObject",
    "Environment", "AppStorage", "SceneStorage", "FocusState", "GestureState", "Namespace",
    "ViewBuilder",
  ]

  /// The declaration kinds an import may name (`import struct Foundation.URL`: The Swift
  /// Programming Language, "Import Declaration").
  static let importKinds: Set<String> = [
    "typealias", "struct", "class", "enum", "protocol", "let", "var", "func",
  ]

  /// `import UIKit`, `import UIKit.UIViewController` (a submodule), `import class
  /// UIKit.UIView` (one declaration): every framework the model knows is always there, so an
  /// import changes nothing.
  mutating func parseImport() throws(ScenarioError) {
    cursor.advance()  // import
    if let kind = cursor.current.identifier, Self.importKinds.contains(kind),
      cursor.peek().identifier != nil
    {
      cursor.advance()
    }
    _ = try cursor.expectIdentifier("a module name after `import`")
    while cursor.current.isPunctuation("."), !cursor.current.followsSpace {
      cursor.advance()
      _ = try cursor.expectIdentifier("a name after `.` in the import path")
    }
    try endOfStatement()
  }

  /// Skips declaration modifiers and attributes; true if `override` was among them.
  mutating func skipModifiers() throws(ScenarioError) -> Bool {
    var isOverride = false
    pendingIsolation = nil
    while true {
      if case .atKeyword(let name) = cursor.current.kind {
        if name == "MainActor" { pendingIsolation = .mainActor }
        if Self.ignoredAttributes.contains(name) {
          cursor.advance()
          if cursor.current.isPunctuation("("), !cursor.current.followsSpace {
            try skipBalanced("(", ")")
          }
          continue
        }
        if try parseOwnAttribute(name) { continue }
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
          || [
            "func", "var", "let", "class", "init", "extension", "enum", "protocol", "struct",
            "typealias", "subscript", "import", "deinit",
          ].contains(next)
      else { return isOverride }
      if word == "override" { isOverride = true }
      if word == "nonisolated" { pendingIsolation = .nonisolated }
      cursor.advance()
      if cursor.current.isPunctuation("("), !cursor.current.followsSpace {
        try skipBalanced("(", ")")  // private(set), unowned(unsafe)
      }
    }
  }

  /// `typealias Completion = (Bool) -> Void` (The Swift Programming Language, "Type Alias
  /// Declaration"): the name is a declared type; values of it are what the other type's are.
  mutating func parseTypeAlias() throws(ScenarioError) {
    cursor.advance()  // typealias
    let name = try cursor.expectIdentifier("the alias's name after `typealias`")
    if cursor.current.isPunctuation("<") { try skipBalanced("<", ">") }
    try cursor.expect("=", "`=` and a type after `typealias \(name)`")
    _ = try parseType()
    typeAliases.append(name)
    try endOfStatement()
  }

  mutating func skipBalanced(_ open: String, _ close: String) throws(ScenarioError) {
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

  /// A class declared in a function body (SwiftParser+Statements).
  mutating func parseLocalClass() throws(ScenarioError) -> ClassDecl {
    try parseClass()
  }

  /// `class X: Y { … }`, or `extension X: P where … { … }` (its methods join `X`'s;
  /// an extension has no superclass and no stored properties).
  private mutating func parseClass() throws(ScenarioError) -> ClassDecl {
    let location = cursor.current.location
    let isMainActor = pendingIsolation == .mainActor
    pendingIsolation = nil
    let isExtension = cursor.current.isWord("extension")
    cursor.advance()  // class, extension
    var name = try cursor.expectIdentifier(isExtension ? "a type name" : "a class name")
    while isExtension, cursor.current.isPunctuation("."), let next = cursor.peek().identifier {
      cursor.advance()
      cursor.advance()
      name = next
    }
    let outerGenerics = genericParameters
    defer { genericParameters = outerGenerics }
    if !isExtension { try parseGenericParameters() }
    var superclass: String?
    var adopted: [String] = []
    if cursor.take(":") {
      let first = try parseType()
      if isExtension { adopted.append(first) } else { superclass = first }
      while cursor.take(",") { adopted.append(try parseType()) }
    }
    skipWhereClause()
    let open = cursor.current.location
    try cursor.expect("{", "`{` to open the class body")
    // Where the body opens, for the usual mistake: a `}` left out, found only at the next
    // declaration or at the end (swiftc: "expected '}' in class", noting the `{`).
    let opened = "class `\(name)`, whose body opens at \(open.line):\(open.column)"
    var methods: [MethodDecl] = []
    var properties: [Stmt] = []
    while !cursor.take("}") {
      if cursor.atEnd { throw cursor.unexpected("`}` to close \(opened)") }
      if cursor.take(";") { continue }
      var isOverride = try skipModifiers()
      var isStatic = precededByModifier("static")
      if cursor.current.isWord("class"),
        cursor.peek().isWord("func") || cursor.peek().isWord("var")
          || cursor.peek().isWord("subscript")
      {
        // `class func make()`: a type method, like `static func`.
        cursor.advance()
        isStatic = true
        isOverride = try skipModifiers() || isOverride
      }
      if cursor.current.isWord("func") {
        // `mutating func` in an extension of a struct or enum the code declares (W25).
        let isMutating = isExtension && precededByModifier("mutating")
        var method = try parseFunc(isOverride: isOverride)
        method.isStatic = isStatic
        method.isMutating = isMutating
        methods.append(method)
      } else if cursor.current.isWord("enum") {
        nestedEnums.append(try parseEnum())
      } else if cursor.current.isWord("struct") {
        nestedStructs.append(try parseStruct())
      } else if cursor.current.isWord("class"), cursor.current.location.column > 1,
        let next = cursor.peek().identifier, !["func", "var", "let"].contains(next)
      {
        // A nested class (The Swift Programming Language, "Nested Types").
        nestedClasses.append(try parseClass())
      } else if cursor.current.isWord("typealias") {
        try parseTypeAlias()
      } else if isStatic, cursor.current.isWord("var") || cursor.current.isWord("let") {
        if let property = try parseTypeProperty(of: name) { methods.append(property) }
      } else if cursor.current.isWord("var") || cursor.current.isWord("let") {
        if let property = try parseComputedProperty(isOverride: isOverride) {
          methods.append(property)
          if let setter = pendingSetter { methods.append(setter) }
          pendingSetter = nil
        } else if isExtension {
          // Swift: "extensions must not contain stored properties".
          throw ScenarioError(
            .unsupported(
              "a stored property in an extension",
              instead: "stored properties in the class, computed properties (`var x: T { … }`)"),
            at: cursor.current.location)
        } else {
          let declared = try parseDeclarations()
          try endOfStatement()
          if let wrapper = takeWrapper() {
            let (storage, accessors) = try wrapped(declared, with: wrapper)
            properties += storage
            methods += accessors
          } else {
            properties += declared
          }
        }
      } else if cursor.current.isWord("subscript") {
        // `subscript(index: Int) -> UIViewController { get { … } set { … } }`: the getter is
        // the method `subscript`, the setter `set subscript` (Interpreter+SwiftSubscripts).
        methods += try parseClassSubscript(isStatic: isStatic)
      } else if cursor.current.isWord("init") {
        // `init(viewModel:)`, `required init?(coder:)`: run when the code creates the object
        // with those labels (Interpreter+Calls.swift, FIDELITY-SURFACE.md K1); an extension's
        // `convenience init(title:)` joins the class's initializers, as Swift allows.
        methods.append(try parseFunc(isOverride: isOverride))
      } else if cursor.current.isWord("deinit") {
        // [I] The model has no memory management: nothing is ever deallocated, so a
        // `deinit` never runs (FIDELITY-SURFACE.md K2).
        cursor.advance()
        _ = try parseBlock()
      } else if cursor.current.location.column == 1,
        ["class", "extension", "protocol", "final", "import"].contains(
          cursor.current.identifier ?? "")
      {
        // A declaration at the start of a line inside a class body: a missing `}` above it.
        throw cursor.unexpected("`}` to close \(opened), before this declaration")
      } else {
        throw cursor.unexpected("`func`, `var` or `let` in the body of class `\(name)`")
      }
      try checkUnconsumedWrapper()
    }
    var declaration = ClassDecl(
      name: name, superclass: superclass, methods: methods, properties: properties,
      location: location)
    declaration.adopted = adopted
    declaration.isMainActor = isMainActor
    return declaration
  }

  /// `var name: Type { … }`: a read-only computed property, parsed as a method without
  /// arguments. Returns nil (and consumes nothing) for a stored property.
  mutating func parseComputedProperty(isOverride: Bool) throws(ScenarioError)
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
    var written: String?
    if cursor.take(":") { written = try parseType() }
    guard cursor.current.isPunctuation("{"), !hasObservers(after: 0) else {
      cursor.rewind(to: start)
      return nil
    }
    if cursor.peek().isWord("get") || cursor.peek().isWord("set") {
      // `{ get { … } set { … } }` in either order; `set(value)` names the new value,
      // otherwise it is `newValue` (The Swift Programming Language, "Computed Properties").
      cursor.advance()
      var getter: [Stmt]?
      while !cursor.take("}") {
        if cursor.atEnd { throw cursor.unexpected("`}` after the accessors") }
        if cursor.takeWord("get") {
          getter = try parseBlock()
        } else if cursor.current.isWord("set") {
          let setterLocation = cursor.current.location
          cursor.advance()
          var parameter = "newValue"
          if cursor.take("(") {
            parameter = try cursor.expectIdentifier("the new value's name")
            try cursor.expect(")", "`)` after the new value's name")
          }
          pendingSetter = MethodDecl(
            name: Self.setterName(name), labels: [nil], parameters: [parameter],
            body: try parseBlock(), isOverride: isOverride, location: setterLocation)
        } else {
          throw cursor.unexpected("`get` or `set`")
        }
      }
      var property = MethodDecl(
        name: name, labels: [], parameters: [], body: getter ?? [], isOverride: isOverride,
        location: location, isProperty: true)
      property.propertyType = written
      return property
    }
    let body = try parseBlock()
    var property = MethodDecl(
      name: name, labels: [], parameters: [], body: body, isOverride: isOverride,
      location: location, isProperty: true)
    property.propertyType = written
    return property
  }

  static func isDeclaration(_ statement: Stmt) -> Bool {
    switch statement.kind {
    case .declaration: true
    // Several names in one declaration (`let a = 1, b = 2`); not a tuple pattern's
    // declarations, which read their elements from a hidden value (`let (a, b) = pair`).
    case .sequence(let statements):
      !statements.isEmpty
        && statements.allSatisfy {
          if case .declaration(let declaration) = $0.kind {
            !declaration.name.hasPrefix("(")
          } else {
            false
          }
        }
    default: false
    }
  }

  /// The name a computed property's setter is kept under: not a name code can write.
  static func setterName(_ property: String) -> String { "set " + property }

  mutating func parseFunc(isOverride: Bool) throws(ScenarioError) -> MethodDecl {
    let location = cursor.current.location
    let isolation = pendingIsolation
    pendingIsolation = nil
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
    } else if let run = operatorRun() {
      // `func << (lhs: UIView, rhs: UIView)`, `static func + (…)`: an operator's
      // implementation (SwiftParser+Operators).
      name = run.text
      for _ in 0..<run.tokens { cursor.advance() }
    } else {
      name = try cursor.expectIdentifier("a function name")
    }
    let outerGenerics = genericParameters
    defer { genericParameters = outerGenerics }
    try parseGenericParameters()
    var method = try parseSignatureAndBody(name: name, at: location, isOverride: isOverride)
    method.isolation = isolation
    return method
  }

  /// The parameter list, return type and body of a function named `name`.
  mutating func parseSignatureAndBody(
    name: String, at location: SourceLocation, isOverride: Bool
  ) throws(ScenarioError) -> MethodDecl {
    try cursor.expect("(", "`(` to open the parameter list")
    var labels: [String?] = []
    var parameters: [String] = []
    var defaults: [Expr?] = []
    var functionParameters: Set<Int> = []
    var parameterTypes: [TypeReference] = []
    var metatypeParameters: [(generic: String, parameter: String, location: SourceLocation)] = []
    var variadic: Int?
    var inoutParameters: [Int] = []
    var resultBuilders: [Int: String] = [:]
    var explicitLabels: [Bool] = []
    if !cursor.take(")") {
      repeat {
        if case .atKeyword(let builder) = cursor.current.kind, builder.first?.isUppercase == true {
          // `@ConstraintBuilder using constraints: …`: a result builder type builds the
          // closure passed here (SE-0289), checked against the declared ones at the end.
          resultBuilders[labels.count] = builder
          builderUses.append((builder, cursor.current.location))
          cursor.advance()
        }
        // Swift 2's `@noescape f: …`, `var x: Int`, `let x`, `inout x: Int` (removed in Swift 3;
        // SwiftLegacySyntax reports them): read as Swift 3's parameters.
        if case .atKeyword("noescape") = cursor.current.kind { cursor.advance() }
        var legacyInout = false
        if let word = cursor.current.identifier, ["var", "let", "inout"].contains(word),
          cursor.peek().identifier != nil
        {
          legacyInout = word == "inout"
          cursor.advance()
        }
        let first: String
        if case .directive(let shorthand, _) = cursor.current.kind, cursor.peek().isPunctuation(":")
        {
          // Swift 1.2's `#name`: the name is the label too (SwiftLegacySyntax reports it).
          first = shorthand
          cursor.advance()
        } else {
          first = try cursor.expectIdentifier("a parameter name")
        }
        var inner = first
        var explicit = false
        if let second = cursor.current.identifier {
          inner = second
          explicit = true
          cursor.advance()
        }
        explicitLabels.append(explicit)
        labels.append(first == "_" ? nil : first)
        parameters.append(inner)
        try cursor.expect(":", "`:` and a type after parameter `\(inner)`")
        let typeLocation = cursor.current.location
        if let generic = cursor.current.identifier, genericParameters.contains(generic),
          cursor.peek().isPunctuation("."), cursor.peek(2).isWord("Type")
        {
          metatypeParameters.append((generic, inner, typeLocation))
        }
        if cursor.current.isWord("inout") || legacyInout {
          inoutParameters.append(parameters.count - 1)
        }
        var type = try parseType()
        if type == "Function" { functionParameters.insert(parameters.count - 1) }
        if cursor.take("...") {
          // `_ views: UIView...`: inside the function the parameter is an array of them.
          if variadic != nil {
            throw ScenarioError(
              .syntax("a function has at most one variadic parameter (`…`)"), at: typeLocation)
          }
          variadic = parameters.count - 1
          type = "Array"
        }
        parameterTypes.append(TypeReference(name: type, location: typeLocation))
        defaults.append(cursor.take("=") ? try parseExpression() : nil)
      } while cursor.take(",")
      try cursor.expect(")", "`,` or `)` in the parameter list")
    }
    lastExplicitLabels = explicitLabels
    sawAsync = false
    try skipEffects()
    let isAsync = sawAsync
    var resultLabels: [String?]?
    var resultType: String?
    if cursor.take("->") {
      resultType = try parseType()
      resultLabels = lastTupleLabels
    }
    skipWhereClause()
    let body = Self.bindingGenericParameters(metatypeParameters) + (try parseBlock())
    var method = MethodDecl(
      name: name, labels: labels, parameters: parameters, body: body, isOverride: isOverride,
      location: location)
    method.defaults = defaults
    method.functionParameters = functionParameters
    method.parameterTypes = parameterTypes
    method.variadicParameter = variadic
    method.inoutParameters = inoutParameters
    method.resultType = resultType
    method.resultTupleLabels = resultLabels
    method.isAsync = isAsync
    method.resultBuilders = resultBuilders
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
      ["escaping", "Sendable", "MainActor", "autoclosure", "noescape"].contains(attribute)
    {
      cursor.advance()
    }
    _ = cursor.takeWord("inout")
    // `some View` (an opaque type, SE-0244) and `any Delegate` (an existential, SE-0335)
    // name the protocol; the model keeps only the name.
    if cursor.current.isWord("some") || cursor.current.isWord("any"),
      cursor.peek().identifier != nil, !cursor.peek().followsNewline
    {
      cursor.advance()
    }
    lastTupleLabels = nil
    lastArrayElementType = nil
    lastDictionaryValueType = nil
    var name: String
    if cursor.take("[") {
      let element = try parseType()
      name = "Array"
      var dictionaryValue: String?
      if cursor.take(":") {
        // `[String: Int]`: a dictionary type.
        dictionaryValue = try parseType()
        name = "Dictionary"
      }
      try cursor.expect("]", "`]` to close the \(name == "Array" ? "array" : "dictionary") type")
      lastArrayElementType = name == "Array" ? element : nil
      lastDictionaryValueType = dictionaryValue
    } else if cursor.current.isPunctuation("(") {
      // `() -> Void`, `(Bool) -> Void`, `(() -> Void)?`: a function type, or a
      // parenthesized one.
      let start = cursor.position
      try skipBalanced("(", ")")
      try skipEffects()
      if cursor.take("->") {
        _ = try parseType()
        name = "Function"
      } else {
        cursor.rewind(to: start)
        cursor.advance()
        var labels: [String?] = []
        name = "Void"
        if !cursor.current.isPunctuation(")") {
          var element = try parseTupleTypeElement()
          name = element.type
          labels.append(element.label)
          while cursor.take(",") {
            // `(Int, String)`, `(x: CGFloat, y: CGFloat)`: a tuple type, whose values the
            // interpreter checks when they are used.
            element = try parseTupleTypeElement()
            labels.append(element.label)
            name = "Any"
          }
        }
        try cursor.expect(")", "`)` to close the type")
        lastTupleLabels = labels.count > 1 && labels.contains { $0 != nil } ? labels : nil
        tupleLabels.formUnion(labels.compactMap { $0 })
      }
    } else {
      name = try cursor.expectIdentifier("a type name")
      var qualifier = ""
      while cursor.current.isPunctuation("."), let next = cursor.peek().identifier {
        cursor.advance()
        cursor.advance()
        qualifier += (qualifier.isEmpty ? "" : ".") + name
        name = next
      }
      if !qualifier.isEmpty { qualifiedTypeNames.insert(qualifier + "." + name) }
      if cursor.current.isPunctuation("<") { try skipBalanced("<", ">") }
      if genericParameters.contains(name) { name = "Any" }
      if ["UnsafeMutablePointer", "UnsafePointer"].contains(name) {
        // `targetContentOffset.pointee.x = 0` in `scrollViewWillEndDragging`.
        standardLibraryMembers.insert("pointee")
      }
    }
    while !cursor.current.followsSpace,
      cursor.current.isPunctuation("?") || cursor.current.isPunctuation("!")
        || cursor.current.isPunctuation("??")  // `UIWindow??`, a double optional
    {
      cursor.advance()
    }
    // `Scrollable & Containable`: a protocol composition (The Swift Programming Language,
    // "Protocol Composition Type"). The first type stands for it; a cast checks every one
    // (`lastComposition`, read by `as?` / `is`).
    var composition = [name]
    while cursor.current.isPunctuation("&"), cursor.peek().identifier != nil,
      !cursor.current.followsNewline
    {
      cursor.advance()
      _ = try parseType()
      composition += lastComposition
    }
    lastComposition = composition
    return name
  }
}

extension SwiftParser {
  /// `<T>`, `<T: UIViewController, U>` after a class or function name: the generic
  /// parameters, in scope until the declaration ends.
  mutating func parseGenericParameters() throws(ScenarioError) {
    guard cursor.take("<") else { return }
    repeat {
      genericParameters.insert(try cursor.expectIdentifier("a generic parameter name"))
      if cursor.take(":") {
        repeat { _ = try parseType() } while cursor.take("&")
      }
    } while cursor.take(",")
    try cursor.expect(">", "`>` to close the generic parameters")
  }

  /// `where T: Equatable, Element == Int` before a body: requirements the compiler checks;
  /// they change nothing at run time, so they are skipped up to the `{`.
  mutating func skipWhereClause() {
    guard cursor.takeWord("where") else { return }
    while !cursor.atEnd, !cursor.current.isPunctuation("{") { cursor.advance() }
  }

  /// One element of a tuple type and its label, if any (`x: CGFloat`).
  private mutating func parseTupleTypeElement() throws(ScenarioError) -> (
    label: String?, type: String
  ) {
    var label: String?
    if let word = cursor.current.identifier, cursor.peek().isPunctuation(":") {
      label = word
      cursor.advance()
      cursor.advance()
    }
    return (label, try parseType())
  }
}
