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
  /// `extern` declarations without a definition met so far (`Program.externDeclarations`).
  var externDeclarations: [String: TypeReference] = [:]
  /// `typedef struct { … } Name;` met so far (`Program.structs`).
  var fileStructs: [StructDecl] = []
  /// `@synthesize name = _ivar;` met so far (`Program.synthesizedStorage`).
  var synthesizedStorage: [String: String] = [:]
  /// `@property` names of each `@interface` (class name → declarations).
  var interfaceProperties: [(String, Stmt)] = []
  /// `@interface X : Y <P>`, `@protocol P <Q>`: class or protocol → the protocols it adopts
  /// (`Program.adoptedProtocols`).
  var adoptedProtocols: [String: [String]] = [:]
  /// `@interface X : Y`: class name → superclass name.
  var interfaceSuperclasses: [String: String] = [:]
  /// The parameters typed `Class` so far (`Program.classValueNames`).
  var classValueNames: Set<String> = []
  /// First selector pieces of the methods `@interface` and `@protocol` bodies declare.
  var declaredMethodNames: Set<String> = []
  /// File-scope declarations written between the methods of an `@implementation`
  /// (`static CGFloat const kMargin = 16;`, a `typedef`): C gives them file scope (C11
  /// 6.2.1) wherever they are written outside a function.
  var fileDeclarations: [Stmt] = []
  /// The types those `typedef`s name.
  var fileTypedefs: [EnumDecl] = []
  /// C functions defined so far (`Program.functions`), at file scope or inside an
  /// `@implementation`.
  var functions: [MethodDecl] = []
  /// The exception names of the `@catch` blocks being read, innermost last: what `@throw;`
  /// rethrows.
  var catchVariables: [String] = []
  /// Type names the code declares before this point (`typedef`s, `@interface` and `@class`
  /// names): `(JKDrawerSide)side` is a cast to one of them (C11 6.5.4, 6.7.8).
  var typeNames: Set<String> = []
  /// The sizes in bytes of the variables declared so far, for `sizeof` (the last declaration
  /// of a name): the whole object, and an array's element.
  var declaredSizes: [String: (whole: Int?, element: Int?)] = [:]
  /// The type each variable so far is declared with, to name it where its size is not known.
  var declaredTypeNames: [String: String] = [:]
  /// The size and alignment of each struct the code declares so far, by its typedef name and
  /// its tag, laid out as the compiler does (ObjCParser+StructLayout); absent when a member's
  /// size is not known.
  var structLayouts: [String: CStructLayout] = [:]
  /// The widths of the bit-fields declared so far, by member name (the last declaration).
  var bitFieldWidths: [String: Int] = [:]
  /// The last selector pieces of the code's variadic methods (ObjCParser+VariadicMethods).
  var variadicPieces: Set<String> = []
  /// Variables declared as pointers to a struct (`CGRect *p = &frame;`), whose `p->m` is
  /// `(*p).m` (C11 6.5.2.3), not an object's instance variable.
  var structPointers: Set<String> = []

  /// C and Foundation type names that may start a declaration without a `*`.
  static let valueTypes: Set<String> = [
    "BOOL", "bool", "int", "long", "float", "double", "CGFloat", "NSInteger", "NSUInteger",
    "NSTimeInterval", "id", "CGRect", "CGPoint", "CGSize", "UIViewAnimationOptions", "void",
    "instancetype", "unsigned", "short", "char", "int8_t", "int16_t", "int32_t", "int64_t",
    "uint8_t", "uint16_t", "uint32_t", "uint64_t", "size_t", "dispatch_time_t", "signed",
    "ssize_t", "intptr_t", "uintptr_t", "ptrdiff_t", "CFTimeInterval",
  ]

  /// Qualifiers that may precede a declaration and are ignored.
  static let qualifiers: Set<String> = [
    "__weak", "__strong", "__block", "__unsafe_unretained", "__autoreleasing", "const",
    "static", "_Nullable", "_Nonnull", "__nullable", "__nonnull", "nullable", "nonnull",
    "__kindof", "IBOutlet", "__bridge", "__bridge_transfer", "__bridge_retained", "volatile",
    "__unused", "IBInspectable", "register", "_Null_unspecified", "__null_unspecified",
    "null_unspecified",
  ]

  init(tokens: [Token]) {
    cursor = TokenCursor(tokens)
  }

  /// Parses a whole scenario.
  static func parse(_ source: String) throws(ScenarioError) -> Program {
    try parse(tokens: try Lexer.tokenize(source, language: .objc))
  }

  /// Parses a whole scenario already split into tokens (`Lexer.tokenize`).
  static func parse(tokens: [Token]) throws(ScenarioError) -> Program {
    let compiled = try ObjCPreprocessor.apply(tokens)
    var parser = ObjCParser(tokens: resolvingCompatibilityAliases(compiled))
    parser.variadicPieces = variadicPieces(in: compiled)
    parser.typeNames.insert("va_list")  // <stdarg.h>
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
        // nothing the scenario runs, but the class names are type names from here on.
        let isClass = token.kind == .atKeyword("class")
        while !cursor.atEnd, !cursor.take(";") {
          if isClass, let name = cursor.current.identifier { typeNames.insert(name) }
          cursor.advance()
        }
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
        typeNames.insert(name)
        // The type name is known to the type check; enum constants are integer constants. A
        // type declared before its definition (`typedef NS_ENUM(NSInteger, Side);`) is one.
        if !fileStructs.contains(where: { $0.name == name }),
          !program.enums.contains(where: { $0.name == name })
        {
          program.enums.append(EnumDecl(name: name, cases: [], location: token.location))
        }
        topLevel += constants
      case .atKeyword("try"), .atKeyword("synchronized"), .atKeyword("autoreleasepool"),
        .atKeyword("throw"):
        // Statements of the block's code, as in a method body.
        topLevel.append(try parseStatement())
      case .atKeyword("property"):
        // `@property (nonatomic, strong) UIScrollView *scrollView;` among the block's code (a
        // published sample's class extension without its `@interface` lines): a property of
        // `self`, as the class extension declares it.
        topLevel += try parsePropertyDeclarations()
      case .atKeyword(let word):
        throw ScenarioError(
          .unsupported(
            "`@\(word)` here",
            instead: "`@interface … @end`, `@implementation … @end`, `@import`, `@class`"),
          at: token.location)
      case .punctuation("-") where cursor.peek().isPunctuation("("):
        program.methods.append(try parseMethod())
      case .punctuation("+") where cursor.peek().isPunctuation("("):
        // `+ (instancetype)sharedContainer { … }` among the block's methods: a class method of
        // `self`'s class, sent to the class (`[[self class] sharedContainer]`), as in an
        // `@implementation`.
        var method = try parseMethod()
        method.isStatic = true
        program.methods.append(method)
      case .punctuation(";"):
        cursor.advance()
      case .identifier("enum") where isEnumDeclaration():
        let (tag, constants) = try parseEnumDeclaration()
        if let tag {
          typeNames.insert(tag)
          program.enums.append(EnumDecl(name: tag, cases: [], location: token.location))
        }
        topLevel += constants
      case .identifier where isCFunctionDeclaration():
        if let function = try parseCFunction() { functions.append(function) }
      case .identifier(let word)
      where Self.looksLikeMacro(word) && cursor.peek().isPunctuation("("):
        try rejectUndeclaredMacro(word, at: token.location)
        topLevel.append(try parseStatement())
        topLevel += takePending()
      default:
        topLevel.append(try parseStatement())
        topLevel += takePending()
      }
    }
    topLevel += fileDeclarations
    // An `extern` declaration without a definition declares nothing to run.
    topLevel.removeAll {
      if case .sequence(let inner) = $0.kind { inner.isEmpty } else { false }
    }
    program.enums += fileTypedefs
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
    program.classValueNames = classValueNames
    program.adoptedProtocols = adoptedProtocols
    program.declaredMethodNames = declaredMethodNames
    program.externDeclarations = externDeclarations
    program.structs += fileStructs
    program.synthesizedStorage = synthesizedStorage
    program.functions = functions
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
    try Self.checkGotoLabels(program.statements)
    for method in program.methods + program.functions
      + (program.classes + program.extensions).flatMap(\.methods)
    {
      try Self.checkGotoLabels(method.body)
    }
    // `extern` names the file defines itself (at file scope, before or after) are its own.
    let defined = Set(
      (program.statements + program.properties).compactMap { statement -> String? in
        if case .declaration(let declaration) = statement.kind { return declaration.name }
        return nil
      })
    program.externDeclarations = externDeclarations.filter { !defined.contains($0.key) }
    return program
  }

  /// `@implementation X … @end`, or a category `@implementation X (Name) … @end` (true).
  private mutating func parseImplementation() throws(ScenarioError) -> (ClassDecl, Bool) {
    let location = cursor.current.location
    cursor.advance()
    let name = try cursor.expectIdentifier("a class name after `@implementation`")
    var superclass: String?
    var isCategory = false
    if cursor.take("(") {
      // A category of a view class (`@implementation UIView (Frame)`): its methods run with
      // the view as `self` (Interpreter+ViewExtensions).
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
      case .atKeyword("synthesize"):
        // `@synthesize leftViewController = _left;`: the property's storage is the instance
        // variable `_left` (The Objective-C Programming Language, "Property Implementation
        // Directives"); without `= name` it is the property's own name, as it always is here.
        cursor.advance()
        while !cursor.atEnd && !cursor.take(";") {
          if let property = cursor.current.identifier, cursor.peek().isPunctuation("="),
            let ivar = cursor.peek(2).identifier
          {
            synthesizedStorage[ivar] = property
            cursor.advance()
            cursor.advance()
          } else if let property = cursor.current.identifier,
            cursor.peek().isPunctuation(",") || cursor.peek().isPunctuation(";")
          {
            // `@synthesize contentView;`: the storage is the property's own name.
            synthesizedStorage[property] = property
          }
          cursor.advance()
        }
      case .atKeyword("dynamic"):
        while !cursor.atEnd && !cursor.take(";") { cursor.advance() }
      case .directive(let directive, _):
        throw Self.unsupportedDirective(directive, at: token.location)
      case .punctuation("-") where cursor.peek().isPunctuation("("):
        methods.append(try parseMethod())
      case .punctuation("+") where cursor.peek().isPunctuation("("):
        // A class method (`+ (instancetype)menuWithTitle:…`), sent to the class.
        var method = try parseMethod()
        method.isStatic = true
        methods.append(method)
      case .punctuation(";"):
        cursor.advance()
      case .identifier("typedef"):
        let typedefLocation = cursor.current.location
        let (typeName, constants) = try parseTypedef()
        typeNames.insert(typeName)
        if !fileStructs.contains(where: { $0.name == typeName }),
          !fileTypedefs.contains(where: { $0.name == typeName })
        {
          fileTypedefs.append(EnumDecl(name: typeName, cases: [], location: typedefLocation))
        }
        fileDeclarations += constants
      case .identifier("enum") where isEnumDeclaration():
        let enumLocation = cursor.current.location
        let (tag, constants) = try parseEnumDeclaration()
        if let tag {
          typeNames.insert(tag)
          fileTypedefs.append(EnumDecl(name: tag, cases: [], location: enumLocation))
        }
        fileDeclarations += constants
      case .identifier where isCFunctionDeclaration():
        if let function = try parseCFunction() { functions.append(function) }
      case .identifier(let word) where ["static", "const", "extern"].contains(word):
        fileDeclarations.append(try parseStatement())
        fileDeclarations += takePending()
      case .identifier where isFileScopeVariableDeclaration():
        // `NSString * const SlideNavigationControllerDidOpen = @"…";` between `@implementation`
        // and its first method: outside any function, so a declaration of the file (C11
        // 6.2.1, 6.9), as `static` ones are.
        fileDeclarations.append(try parseStatement())
        fileDeclarations += takePending()
      case .identifier(let word) where cursor.peek().isPunctuation("("):
        // `WMZPagePropSetFuncImplementation(WMZPageParam, NSArray*, titles)` among the methods:
        // only a macro can stand there, and no header the snippet includes defines it.
        throw Self.undeclaredMacroError(word, at: token.location)
      case .endOfInput:
        throw cursor.unexpected("`@end` to close `@implementation \(name)`")
      default:
        throw cursor.unexpected(
          "a method `- (void)name { … }` or `@end` in `@implementation \(name)`")
      }
    }
  }

  /// True at a variable declaration without a storage word: a type (`NSString`, `CGFloat`,
  /// `UIColor`), `*`s and qualifiers, a name, then `=`, `;`, `,` or `[`. Nothing is consumed.
  func isFileScopeVariableDeclaration() -> Bool {
    guard let type = cursor.current.identifier,
      Self.valueTypes.contains(type) || typeNames.contains(type) || type.first?.isUppercase == true
    else { return false }
    var offset = 1
    while true {
      let token = cursor.peek(offset)
      if token.isPunctuation("*") {
        offset += 1
      } else if let word = token.identifier, Self.qualifiers.contains(word) {
        offset += 1
      } else {
        break
      }
    }
    guard cursor.peek(offset).identifier != nil else { return false }
    let after = cursor.peek(offset + 1)
    return after.isPunctuation("=") || after.isPunctuation(";") || after.isPunctuation(",")
      || after.isPunctuation("[")
  }

  /// `- (void)piece:(Type *)name piece:(Type)name { … }` (or `+` for a class method).
  private mutating func parseMethod() throws(ScenarioError) -> MethodDecl {
    let location = cursor.current.location
    cursor.advance()  // -
    // `- (CGRect)frameForSide:…`: a result type that is not an object, which a message to nil
    // gives as zero (Interpreter+NilMessages).
    let result = parameterType()
    let resultTypeName =
      result.flatMap { type in cursor.peek(2).isPunctuation(")") ? type.name : nil }
    // A result or parameter type left out is `id` ("a method without an explicit type
    // defaults to id", The Objective-C Programming Language, Defining a Class; clang accepts
    // `- (void)setTarget:x` and `- name`, C48).
    try parseOptionalMethodType()
    let name = try cursor.expectIdentifier("a method name")
    var labels: [String?] = []
    var parameters: [String] = []
    var parameterTypes: [TypeReference] = []
    if cursor.take(":") {
      let type = parameterType()
      if let type { parameterTypes.append(type) }
      try parseOptionalMethodType()
      parameters.append(try cursor.expectIdentifier("a parameter name"))
      if type?.name == "Class", let last = parameters.last { classValueNames.insert(last) }
      while let piece = cursor.current.identifier, cursor.peek().isPunctuation(":") {
        cursor.advance()
        cursor.advance()
        let type = parameterType()
        if let type { parameterTypes.append(type) }
        try parseOptionalMethodType()
        labels.append(piece)
        parameters.append(try cursor.expectIdentifier("a parameter name"))
        if type?.name == "Class", let last = parameters.last { classValueNames.insert(last) }
      }
    }
    if takeVariadicMarker() { parameters.append(Self.variadicRest) }  // `, ...`
    while let word = cursor.current.identifier, Self.isAvailabilityMacro(word) {
      try skipAvailabilityMacro()
    }
    _ = cursor.take(";")
    let body = try parseBlock()
    var method = MethodDecl(
      name: name, labels: labels, parameters: parameters, body: body, isOverride: false,
      location: location)
    method.parameterTypes = parameterTypes
    method.cResultTypeName = resultTypeName
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
      || word == "IB_DESIGNABLE" || word == "NS_REQUIRES_NIL_TERMINATION"
      || word == "NS_FORMAT_FUNCTION" || word == "DEPRECATED_ATTRIBUTE"
      || word == "DEPRECATED_MSG_ATTRIBUTE" || word == "NS_SWIFT_UNAVAILABLE"
  }

  /// Skips one annotation macro and its parenthesized arguments.
  mutating func skipAvailabilityMacro() throws(ScenarioError) {
    cursor.advance()
    if cursor.current.isPunctuation("(") { try parseParenthesizedType() }
  }

  /// A method's parenthesized result or parameter type, when written (C48: `id` otherwise).
  private mutating func parseOptionalMethodType() throws(ScenarioError) {
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
