/// Parses the Objective-C subset: statements, `- (void)name { … }` methods, and
/// `@implementation X … @end` bodies (`@interface … @end` is skipped: it declares nothing
/// the scenario needs).
///
/// ```
/// program   := (directive | interface | implementation | method | statement)*
/// method    := '-' '(' type ')' piece
///              (':' '(' type ')' name (piece ':' '(' type ')' name)*)? ';'? block
/// statement := type '*'* name ('=' expr)? ';' | 'if' '(' expr ')' body ('else' body)?
///            | 'for' '(' type? '*'? name 'in' expr ')' body | 'return' expr? ';'
///            | expr ('=' expr)? ';'
/// ```
struct ObjCParser {
  var cursor: TokenCursor
  /// Declarations after the first of `UIViewController *a, *b;`, handed out one by one
  /// by `takePending()` right after the statement that declared them.
  var pending: [Stmt] = []
  /// `@property` names of each `@interface` (class name → declarations).
  var interfaceProperties: [(String, Stmt)] = []
  /// `@interface X : Y`: class name → superclass name.
  var interfaceSuperclasses: [String: String] = [:]
  /// First selector pieces of the methods `@interface` and `@protocol` bodies declare.
  var declaredMethodNames: Set<String> = []

  /// C and Foundation type names that may start a declaration without a `*`.
  static let valueTypes: Set<String> = [
    "BOOL", "bool", "int", "long", "float", "double", "CGFloat", "NSInteger", "NSUInteger",
    "NSTimeInterval", "id", "CGRect", "CGPoint", "CGSize", "UIViewAnimationOptions", "void",
    "instancetype", "unsigned", "short", "char", "int8_t", "int16_t", "int32_t", "int64_t",
    "uint8_t", "uint16_t", "uint32_t", "uint64_t", "size_t", "dispatch_time_t",
  ]

  /// Qualifiers that may precede a declaration and are ignored.
  static let qualifiers: Set<String> = [
    "__weak", "__strong", "__block", "__unsafe_unretained", "__autoreleasing", "const",
    "static", "_Nullable", "_Nonnull", "__nullable", "__nonnull", "nullable", "nonnull",
    "__kindof", "IBOutlet",
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
    let compiled = try ObjCPreprocessor.apply(tokens)
    var parser = ObjCParser(tokens: compiled)
    var program = try parser.parseProgram()
    program.renamedUses = RenamedAPI.find(in: compiled, .objc)
    return program
  }

  mutating func parseProgram() throws(ScenarioError) -> Program {
    var program = Program()
    var topLevel: [Stmt] = []
    while !cursor.atEnd {
      let token = cursor.current
      switch token.kind {
      case .directive(let name, _):
        throw Self.unsupportedDirective(name, at: token.location)
      case .atKeyword("import"), .atKeyword("class"):
        // `@import UIKit;` (a module import), `@class Detail, Menu;` (forward declarations):
        // nothing the scenario runs.
        while !cursor.atEnd, !cursor.take(";") { cursor.advance() }
      case .atKeyword("protocol") where isForwardProtocolDeclaration():
        while !cursor.atEnd, !cursor.take(";") { cursor.advance() }
      case .atKeyword("interface"), .atKeyword("protocol"):
        try skipInterface()
      case .atKeyword("implementation"):
        let (declaration, isCategory) = try parseImplementation()
        if isCategory {
          program.extensions.append(declaration)
        } else {
          program.classes.append(declaration)
        }
      case .identifier(let word) where Self.isAvailabilityMacro(word):
        try skipAvailabilityMacro()
      case .identifier("typedef"):
        let (name, constants) = try parseTypedef()
        // The type name is known to the type check; enum constants are integer constants.
        program.enums.append(EnumDecl(name: name, cases: [], location: token.location))
        topLevel += constants
      case .atKeyword(let word):
        throw ScenarioError(
          .unsupported(
            "`@\(word)` here",
            instead: "`@interface … @end`, `@implementation … @end`, `@import`, `@class`"),
          at: token.location)
      case .punctuation("-") where cursor.peek().isPunctuation("("):
        program.methods.append(try parseMethod())
      case .punctuation("+") where cursor.peek().isPunctuation("("):
        throw ScenarioError(
          .unsupported("class methods `+ (…)`", instead: "instance methods `- (void)name { … }`"),
          at: token.location)
      case .punctuation(";"):
        cursor.advance()
      default:
        topLevel.append(try parseStatement())
        topLevel += takePending()
      }
    }
    // `@property` and instance variables of an `@interface`: stored properties of the class
    // that implements it, or of `self` in a methods block (a property's `_name` instance
    // variable is the same storage; the interpreter creates it once).
    for (className, property) in interfaceProperties {
      if let index = program.classes.firstIndex(where: { $0.name == className }) {
        program.classes[index].properties.append(property)
      } else if !program.methods.isEmpty {
        topLevel.append(property)
      }
    }
    program.interfaceSuperclasses = interfaceSuperclasses
    program.declaredMethodNames = declaredMethodNames
    for index in program.classes.indices where program.classes[index].superclass == nil {
      program.classes[index].superclass = interfaceSuperclasses[program.classes[index].name]
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
    return program
  }

  /// `@protocol Delegate;` or `@protocol A, B;` at the cursor: a forward declaration, with no
  /// `@end` to look for.
  private func isForwardProtocolDeclaration() -> Bool {
    var offset = 1
    while cursor.peek(offset).identifier != nil {
      let next = cursor.peek(offset + 1)
      if next.isPunctuation(";") { return true }
      guard next.isPunctuation(",") else { return false }
      offset += 2
    }
    return false
  }

  /// `typedef NS_ENUM(NSInteger, Tab) { TabFirst, TabSecond = 4 };`, `typedef enum { … } Tab;`,
  /// `typedef void (^Completion)(BOOL finished);`, `typedef CGFloat Width;`: the new type's
  /// name, and for an enumeration its constants as integer constants (each one more than
  /// the one before, unless it has its own value).
  private mutating func parseTypedef() throws(ScenarioError) -> (String, [Stmt]) {
    cursor.advance()  // typedef
    var name: String?
    var constants: [Stmt] = []
    var braced = false
    if let word = cursor.current.identifier,
      ["NS_ENUM", "NS_OPTIONS", "NS_CLOSED_ENUM", "NS_ERROR_ENUM"].contains(word)
    {
      cursor.advance()
      try cursor.expect("(", "`(` after `\(word)`")
      _ = try cursor.expectIdentifier("the underlying type")
      while cursor.current.identifier != nil { cursor.advance() }  // `unsigned long`
      try cursor.expect(",", "`,` after the underlying type")
      name = try cursor.expectIdentifier("the new type's name")
      try cursor.expect(")", "`)` after the type's name")
      braced = true
    } else if cursor.takeWord("enum") {
      if cursor.current.identifier != nil { cursor.advance() }  // tag
      braced = true
    }
    if braced {
      try cursor.expect("{", "`{` to open the enumeration")
      var previous: String?
      while !cursor.take("}") {
        if cursor.atEnd { throw cursor.unexpected("`}` to close the enumeration") }
        let location = cursor.current.location
        let constant = try cursor.expectIdentifier("an enumeration constant")
        while let word = cursor.current.identifier, Self.isAvailabilityMacro(word) {
          try skipAvailabilityMacro()
        }
        var value: Expr
        if cursor.take("=") {
          value = try parseExpression()
        } else if let previous {
          value = Expr(
            .binary("+", Expr(.name(previous), at: location), Expr(.number(1), at: location)),
            at: location)
        } else {
          value = Expr(.number(0), at: location)
        }
        constants.append(
          Stmt(
            .declaration(
              Declaration(name: constant, isConstant: true, typeName: nil, initialValue: value)),
            at: location))
        previous = constant
        if !cursor.take(",") {
          guard cursor.current.isPunctuation("}") else {
            throw cursor.unexpected("`,` or `}` after the enumeration constant")
          }
        }
      }
      if name == nil { name = cursor.current.identifier }
      if name != nil, !cursor.current.isPunctuation(";") { cursor.advance() }
    } else {
      // `typedef void (^Name)(…);` or `typedef Type *Name;`: the name is after `^`, else last.
      while !cursor.atEnd, !cursor.current.isPunctuation(";") {
        if cursor.current.isPunctuation("^"), let next = cursor.peek().identifier {
          name = next
          break
        }
        if let word = cursor.current.identifier { name = word }
        cursor.advance()
      }
      while !cursor.atEnd, !cursor.current.isPunctuation(";") { cursor.advance() }
    }
    guard let name else { throw cursor.unexpected("the new type's name") }
    try cursor.expect(";", "`;` after the `typedef`")
    return (name, constants)
  }

  /// `@interface … @end`: skipped, except its `@property` declarations and the instance
  /// variables between `{` and `}` after its name.
  private mutating func skipInterface() throws(ScenarioError) {
    let start = cursor.current
    cursor.advance()
    let className = cursor.current.identifier ?? ""
    if start.kind == .atKeyword("interface"), cursor.peek().isPunctuation(":"),
      let superclass = cursor.peek(2).identifier
    {
      interfaceSuperclasses[className] = superclass
    }
    var sawMember = false
    while !cursor.atEnd {
      switch cursor.current.kind {
      case .atKeyword("end"):
        cursor.advance()
        return
      case .punctuation("{") where !sawMember && start.kind == .atKeyword("interface"):
        sawMember = true
        for ivar in try parseInstanceVariables() { interfaceProperties.append((className, ivar)) }
      case .punctuation("-"), .punctuation("+"):
        sawMember = true
        cursor.advance()
        if cursor.current.isPunctuation("(") { try parseParenthesizedType() }
        if let name = cursor.current.identifier { declaredMethodNames.insert(name) }
      case .atKeyword("property"):
        sawMember = true
        let location = cursor.current.location
        cursor.advance()
        var getter: String?
        if cursor.current.isPunctuation("(") { getter = try parsePropertyAttributes() }
        // The name is the last identifier before `;`, or the one after `^` of a block; the
        // type is the first identifier that is not a qualifier (generic arguments skipped).
        var name: String?
        var blockName: String?
        var type: (name: String, location: SourceLocation)?
        var genericDepth = 0
        while !cursor.atEnd, !cursor.current.isPunctuation(";") {
          if cursor.current.isPunctuation("^"), let next = cursor.peek().identifier {
            blockName = next
          }
          if cursor.current.isPunctuation("<") { genericDepth += 1 }
          if cursor.current.isPunctuation(">") { genericDepth -= 1 }
          if let word = cursor.current.identifier {
            name = word
            if type == nil, genericDepth == 0, !Self.qualifiers.contains(word) {
              type = (word, cursor.current.location)
            }
          }
          cursor.advance()
        }
        if let property = blockName ?? name {
          // A block property's type is its return type: not checked.
          let typeName = blockName == nil && type?.name != property ? type?.name : nil
          interfaceProperties.append(
            (
              className,
              Stmt(
                .declaration(
                  Declaration(
                    name: property, isConstant: false, typeName: typeName, initialValue: nil,
                    typeLocation: typeName == nil ? nil : type?.location, isObjCProperty: true,
                    objcGetter: getter)
                ), at: location)
            ))
        }
      default:
        cursor.advance()
      }
    }
    throw ScenarioError(
      .unexpectedToken(found: "end of input", expected: "`@end` to close \(start.display)"),
      at: start.location)
  }

  /// `(nonatomic, strong, getter=isOpen)` after `@property`: skipped, except the getter's
  /// name, which dot syntax sends instead of the property's (FIDELITY-SURFACE.md C2).
  private mutating func parsePropertyAttributes() throws(ScenarioError) -> String? {
    let open = cursor.position
    var getter: String?
    cursor.advance()
    while !cursor.atEnd, !cursor.current.isPunctuation(")") {
      if cursor.current.isWord("getter"), cursor.peek().isPunctuation("="),
        let name = cursor.peek(2).identifier
      {
        getter = name
      }
      cursor.advance()
    }
    cursor.rewind(to: open)
    try parseParenthesizedType()
    return getter
  }

  /// `@implementation X … @end`, or a category `@implementation X (Name) … @end` (true).
  private mutating func parseImplementation() throws(ScenarioError) -> (ClassDecl, Bool) {
    let location = cursor.current.location
    cursor.advance()
    let name = try cursor.expectIdentifier("a class name after `@implementation`")
    var superclass: String?
    var isCategory = false
    if cursor.take("(") {
      if KnownTypes.views.contains(name) {
        throw ScenarioError(ScenarioProblem.viewExtension(name), at: location)
      }
      isCategory = true
      _ = try cursor.expectIdentifier("a category name")
      try cursor.expect(")", "`)` after the category name")
    } else if cursor.take(":") {
      superclass = try cursor.expectIdentifier("a superclass name")
    }
    var properties: [Stmt] = []
    if cursor.current.isPunctuation("{") { properties = try parseInstanceVariables() }
    var methods: [MethodDecl] = []
    while true {
      let token = cursor.current
      switch token.kind {
      case .atKeyword("end"):
        cursor.advance()
        let declaration = ClassDecl(
          name: name, superclass: superclass, methods: methods, properties: properties,
          location: location)
        return (declaration, isCategory)
      case .identifier(let word) where Self.isAvailabilityMacro(word):
        try skipAvailabilityMacro()
      case .atKeyword("synthesize"), .atKeyword("dynamic"):
        while !cursor.atEnd && !cursor.take(";") { cursor.advance() }
      case .directive(let directive, _):
        throw Self.unsupportedDirective(directive, at: token.location)
      case .punctuation("-") where cursor.peek().isPunctuation("("):
        methods.append(try parseMethod())
      case .punctuation(";"):
        cursor.advance()
      case .endOfInput:
        throw cursor.unexpected("`@end` to close `@implementation \(name)`")
      default:
        throw cursor.unexpected(
          "a method `- (void)name { … }` or `@end` in `@implementation \(name)`")
      }
    }
  }

  /// `{ UIViewController *first; @private BOOL _shown; }` after `@interface X ()` or
  /// `@implementation X`: instance variables (visibility keywords change nothing here).
  private mutating func parseInstanceVariables() throws(ScenarioError) -> [Stmt] {
    try cursor.expect("{", "`{` to open the instance variables")
    var properties: [Stmt] = []
    while !cursor.take("}") {
      if cursor.atEnd { throw cursor.unexpected("`}` to close the instance variables") }
      if cursor.take(";") { continue }
      if case .atKeyword(let word) = cursor.current.kind,
        ["private", "public", "protected", "package"].contains(word)
      {
        cursor.advance()
        continue
      }
      let declaration = try parseStatement()
      guard case .declaration = declaration.kind else {
        throw ScenarioError(
          .syntax("only instance variable declarations may appear between `{` and `}` here"),
          at: declaration.location)
      }
      properties.append(declaration)
      properties += takePending()
    }
    return properties
  }

  /// `- (void)piece:(Type *)name piece:(Type)name { … }`.
  private mutating func parseMethod() throws(ScenarioError) -> MethodDecl {
    let location = cursor.current.location
    cursor.advance()  // -
    try parseParenthesizedType()
    let name = try cursor.expectIdentifier("a method name")
    var labels: [String?] = []
    var parameters: [String] = []
    var parameterTypes: [TypeReference] = []
    if cursor.take(":") {
      if let type = parameterType() { parameterTypes.append(type) }
      try parseParenthesizedType()
      parameters.append(try cursor.expectIdentifier("a parameter name"))
      while let piece = cursor.current.identifier, cursor.peek().isPunctuation(":") {
        cursor.advance()
        cursor.advance()
        if let type = parameterType() { parameterTypes.append(type) }
        try parseParenthesizedType()
        labels.append(piece)
        parameters.append(try cursor.expectIdentifier("a parameter name"))
      }
    }
    while let word = cursor.current.identifier, Self.isAvailabilityMacro(word) {
      try skipAvailabilityMacro()
    }
    _ = cursor.take(";")
    let body = try parseBlock()
    var method = MethodDecl(
      name: name, labels: labels, parameters: parameters, body: body, isOverride: false,
      location: location)
    method.parameterTypes = parameterTypes
    return method
  }

  /// The class named by `(UIViewController *)` at the cursor (not consumed); nil for a
  /// block, `id` or a C type written in several words.
  private func parameterType() -> TypeReference? {
    var offset = 1
    while let word = cursor.peek(offset).identifier, Self.qualifiers.contains(word) { offset += 1 }
    let token = cursor.peek(offset)
    guard cursor.current.isPunctuation("("), let name = token.identifier else { return nil }
    let next = cursor.peek(offset + 1)
    guard next.isPunctuation("*") || next.isPunctuation(")") || next.isPunctuation("<") else {
      return nil
    }
    return TypeReference(name: name, location: token.location)
  }

  /// A directive `ObjCPreprocessor` leaves in place (`#define`): not modelled.
  static func unsupportedDirective(_ name: String, at location: SourceLocation) -> ScenarioError {
    ScenarioError(
      .unsupported(
        "the preprocessor directive `#\(name)`",
        instead: "`#import`, `#pragma mark`, `#if 0` … `#endif`"),
      at: location)
  }

  /// `NS_AVAILABLE_IOS(5_0)`, `API_AVAILABLE(ios(13.0))`, `NS_REQUIRES_SUPER`,
  /// `__attribute__((…))`: annotations for the compiler, accepted and ignored.
  static func isAvailabilityMacro(_ word: String) -> Bool {
    word.hasPrefix("NS_AVAILABLE") || word.hasPrefix("NS_DEPRECATED") || word.hasPrefix("API_")
      || word.hasPrefix("NS_SWIFT_") || word.hasPrefix("__IOS_") || word == "__attribute__"
      || word == "NS_REQUIRES_SUPER" || word == "NS_DESIGNATED_INITIALIZER"
      || word == "NS_UNAVAILABLE" || word == "UI_APPEARANCE_SELECTOR"
      || word == "NS_ASSUME_NONNULL_BEGIN" || word == "NS_ASSUME_NONNULL_END"
  }

  /// Skips one annotation macro and its parenthesized arguments.
  mutating func skipAvailabilityMacro() throws(ScenarioError) {
    cursor.advance()
    if cursor.current.isPunctuation("(") { try parseParenthesizedType() }
  }

  /// `(UIViewController *)`, `(void)`, `(void (^)(BOOL))`: skipped, types are not checked.
  mutating func parseParenthesizedType() throws(ScenarioError) {
    try cursor.expect("(", "`(` and a type")
    var depth = 1
    while depth > 0 {
      if cursor.atEnd { throw cursor.unexpected("`)` to close the type") }
      if cursor.current.isPunctuation("(") { depth += 1 }
      if cursor.current.isPunctuation(")") { depth -= 1 }
      cursor.advance()
    }
  }
}
