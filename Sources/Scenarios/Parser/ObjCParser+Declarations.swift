/// Objective-C declarations around the code: `typedef`s, `@interface` and `@protocol` bodies
/// (properties, instance variables, declared methods), forward declarations.
extension ObjCParser {
  /// `@protocol Delegate;` or `@protocol A, B;` at the cursor: a forward declaration, with no
  /// `@end` to look for.
  func isForwardProtocolDeclaration() -> Bool {
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
  mutating func parseTypedef() throws(ScenarioError) -> (String, [Stmt]) {
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
      try skipEnumUnderlyingType()
      braced = true
    } else if cursor.current.isWord("struct") {
      return (try parseStructTypedef(), [])
    }
    if braced, !cursor.current.isPunctuation("{") {
      // `typedef NS_ENUM(NSInteger, Side);`, `typedef enum Side Side;`: a declaration of the
      // type whose enumerators come with its definition (C11 6.7.2.3).
      if name == nil { name = cursor.current.identifier }
      while !cursor.atEnd, !cursor.current.isPunctuation(";") { cursor.advance() }
    } else if braced {
      constants = try parseEnumeratorList()
      if name == nil { name = cursor.current.identifier }
      if name != nil, !cursor.current.isPunctuation(";") { cursor.advance() }
    } else if let (type, end) = scanTypeName(from: 0, named: true),
      let declared = type.declarator.name,
      cursor.peek(end).isPunctuation(";")
    {
      // `typedef void (^Name)(…);`, `typedef NSString *(*Formatter)(id);`, `typedef Type *Name;`,
      // `typedef void (^ _Nullable Name)(void)`: the name its declarator declares (C11 6.7.8).
      name = declared
      for _ in 0..<end { cursor.advance() }
    } else {
      // `typedef void (^Name)(…);` or `typedef Type *Name;`: the name is after `^` and any
      // nullability or ownership qualifier (`(^ _Nullable Name)`, clang's nullability), else last.
      while !cursor.atEnd, !cursor.current.isPunctuation(";") {
        if cursor.current.isPunctuation("^") {
          var ahead = 1
          while let word = cursor.peek(ahead).identifier, Self.qualifiers.contains(word) {
            ahead += 1
          }
          if let next = cursor.peek(ahead).identifier {
            name = next
            break
          }
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

  /// `: NSUInteger` after `enum` or its tag: the enumeration's fixed underlying type (clang's
  /// extension, "Clang Language Extensions", Enumerations with a fixed underlying type),
  /// which changes no constant's value.
  private mutating func skipEnumUnderlyingType() throws(ScenarioError) {
    guard cursor.take(":") else { return }
    _ = try cursor.expectIdentifier("the underlying type after `:`")
    while cursor.current.identifier != nil { cursor.advance() }  // `unsigned long`
  }

  /// True at `enum {`, `enum Tag {`, `enum : NSUInteger {`, `enum Tag : int {`: an
  /// enumeration declared without `typedef`.
  func isEnumDeclaration() -> Bool {
    guard cursor.current.isWord("enum") else { return false }
    var offset = 1
    if cursor.peek(offset).identifier != nil { offset += 1 }
    if cursor.peek(offset).isPunctuation(":") {
      offset += 1
      while cursor.peek(offset).identifier != nil { offset += 1 }
    }
    return cursor.peek(offset).isPunctuation("{")
  }

  /// `enum { IIViewDeckLeftSide = 1, IIViewDeckRightSide = 2 };` (C11 6.7.2.2): its constants
  /// are integer constants of the file like a `typedef enum`'s, and its tag (`enum Side`), if
  /// any, names a type. Returns the tag and the constants.
  mutating func parseEnumDeclaration() throws(ScenarioError) -> (String?, [Stmt]) {
    cursor.advance()  // enum
    var tag: String?
    if let word = cursor.current.identifier {
      tag = word
      cursor.advance()
    }
    try skipEnumUnderlyingType()
    let constants = try parseEnumeratorList()
    // `enum { … } side;` declares a variable as well; the constants are what code uses.
    while !cursor.atEnd, !cursor.current.isPunctuation(";") { cursor.advance() }
    try cursor.expect(";", "`;` after the enumeration")
    return (tag, constants)
  }

  /// `{ A, B = 4, C }`: each constant one more than the one before unless it has its own
  /// value (C11 6.7.2.2).
  private mutating func parseEnumeratorList() throws(ScenarioError) -> [Stmt] {
    var constants: [Stmt] = []
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
    return constants
  }

  /// `@interface … @end`: skipped, except its `@property` declarations and the instance
  /// variables between `{` and `}` after its name.
  mutating func skipInterface() throws(ScenarioError) {
    let start = cursor.current
    cursor.advance()
    let className = cursor.current.identifier ?? ""
    if start.kind == .atKeyword("interface"), !className.isEmpty { typeNames.insert(className) }
    // `@interface X : Y <P, Q>`, `@interface X () <R>`, `@protocol P <Q>`: the protocols the
    // class adopts, or the protocol inherits (`conformsToProtocol:`).
    var offset = 1
    if cursor.peek(offset).isPunctuation(":"), cursor.peek(offset + 1).identifier != nil {
      offset += 2
    } else if cursor.peek(offset).isPunctuation("(") {
      while !cursor.peek(offset).isPunctuation(")"), offset < 8 { offset += 1 }
      offset += 1
    }
    if cursor.peek(offset).isPunctuation("<"), !className.isEmpty {
      offset += 1
      while let name = cursor.peek(offset).identifier {
        adoptedProtocols[className, default: []].append(name)
        guard cursor.peek(offset + 1).isPunctuation(",") else { break }
        offset += 2
      }
    }
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
        for property in try parsePropertyDeclarations() {
          // A `@protocol`'s property declares accessors for the adopting class to implement
          // (no storage is synthesized for it, The Objective-C Programming Language,
          // "Protocols"): a property of no class here, never of `self`.
          if start.kind == .atKeyword("interface") {
            interfaceProperties.append((className, property))
          }
          // A property declares its accessor methods (The Objective-C Programming Language,
          // "Declared Properties"): `drawer` and `setDrawer:` are the snippet's selectors,
          // which `respondsToSelector:` asks about.
          if case .declaration(let declaration) = property.kind {
            declaredMethodNames.insert(declaration.objcGetter ?? declaration.name)
            if let setter = declaration.objcSetter {
              declaredMethodNames.insert(setter)
            } else if let first = declaration.name.first {
              declaredMethodNames.insert("set" + first.uppercased() + declaration.name.dropFirst())
            }
          }
        }
      case .identifier("typedef"):
        // `typedef NS_ENUM(NSInteger, Mode) { … };` in a class extension or a header's
        // `@interface`: a file-scope declaration wherever it is written outside a function
        // (C11 6.2.1), its constants visible to the whole file, as in an `@implementation`.
        let location = cursor.current.location
        let (typeName, constants) = try parseTypedef()
        typeNames.insert(typeName)
        if !fileStructs.contains(where: { $0.name == typeName }),
          !fileTypedefs.contains(where: { $0.name == typeName })
        {
          fileTypedefs.append(EnumDecl(name: typeName, cases: [], location: location))
        }
        fileDeclarations += constants
      default:
        cursor.advance()
      }
    }
    throw ScenarioError(
      .unexpectedToken(found: "end of input", expected: "`@end` to close \(start.display)"),
      at: start.location)
  }

  /// `@property (nonatomic, strong) UIViewController *child` (the `;` is left): the declarations
  /// of properties with synthesized accessors, none when no name is written;
  /// `@property (nonatomic, copy) NSString *title, *subtitle;` declares one per declarator
  /// (C11 6.7: a declaration declares each name of its list with the one type).
  mutating func parsePropertyDeclarations() throws(ScenarioError) -> [Stmt] {
    let location = cursor.current.location
    cursor.advance()
    var getter: String?
    var setter: String?
    if cursor.current.isPunctuation("(") { (getter, setter) = try parsePropertyAttributes() }
    // The name is the last identifier before `;`, or the one after `^` of a block; the type is
    // the first identifier that is not a qualifier (generic arguments skipped).
    var name: String?
    var blockName: String?
    if let (declared, _) = scanTypeName(from: 0, named: true), declared.declarator.isCallable {
      // `void (*handler)(id)`, `void (^(^maker)(int))(void)`: a function pointer or a block,
      // named inside its declarator (C11 6.7.6).
      blockName = declared.declarator.name
    }
    var type: (name: String, location: SourceLocation)?
    var genericDepth = 0
    var parenthesisDepth = 0
    var names: [String] = []
    while !cursor.atEnd, !cursor.current.isPunctuation(";") {
      if let word = cursor.current.identifier, Self.isAvailabilityMacro(word) {
        // `BOOL open NS_AVAILABLE_IOS(8_0);`, `API_AVAILABLE(ios(11.0))`: annotations.
        try skipAvailabilityMacro()
        continue
      }
      if cursor.current.isPunctuation("(") { parenthesisDepth += 1 }
      if cursor.current.isPunctuation(")") { parenthesisDepth -= 1 }
      if cursor.current.isPunctuation(","), genericDepth == 0, parenthesisDepth == 0,
        let current = name
      {
        names.append(current)
        name = nil
      }
      if blockName == nil, cursor.current.isPunctuation("^"), let next = cursor.peek().identifier {
        blockName = next
      }
      if cursor.current.isPunctuation("<") { genericDepth += 1 }
      if cursor.current.isPunctuation(">") { genericDepth -= 1 }
      if cursor.current.isWord("IBOutletCollection"), cursor.peek().isPunctuation("(") {
        // `IBOutletCollection(UIButton) NSArray *buttons`: UIKit's marker for Interface
        // Builder (UINibDeclarations.h defines it as nothing); the type is `NSArray`.
        cursor.advance()
        try parseParenthesizedType()
        continue
      }
      if let word = cursor.current.identifier {
        name = word
        if type == nil, genericDepth == 0, !Self.qualifiers.contains(word) {
          type = (word, cursor.current.location)
        } else if let first = type, genericDepth == 0, Self.valueTypes.contains(word),
          Self.valueTypes.contains(String(first.name.split(separator: " ").last ?? "")),
          cursor.peek().identifier != nil
        {
          // `@property unsigned char level;`: a C type of several words.
          type = (first.name + " " + word, first.location)
        }
      }
      cursor.advance()
    }
    if let name { names.append(name) }
    if let blockName { names = [blockName] }
    return names.map { property in
      // A block property's type is its return type: not checked.
      let typeName = blockName == nil && type?.name != property ? type?.name : nil
      var declaration = Declaration(
        name: property, isConstant: false, typeName: typeName, initialValue: nil,
        typeLocation: typeName == nil ? nil : type?.location, isObjCProperty: true,
        objcGetter: getter)
      declaration.objcSetter = setter
      return Stmt(.declaration(declaration), at: location)
    }
  }

  /// `(nonatomic, strong, getter=isOpen, setter=turn:)` after `@property`: skipped, except the
  /// accessors' names, which dot syntax sends instead of the property's `name` and `setName:`
  /// (The Objective-C Programming Language, "Property Declaration Attributes"; C2).
  mutating func parsePropertyAttributes() throws(ScenarioError) -> (
    getter: String?, setter: String?
  ) {
    let open = cursor.position
    var getter: String?
    var setter: String?
    cursor.advance()
    while !cursor.atEnd, !cursor.current.isPunctuation(")") {
      if cursor.current.isWord("getter"), cursor.peek().isPunctuation("="),
        let name = cursor.peek(2).identifier
      {
        getter = name
      }
      if cursor.current.isWord("setter"), cursor.peek().isPunctuation("="),
        let name = cursor.peek(2).identifier
      {
        setter = name
      }
      cursor.advance()
    }
    cursor.rewind(to: open)
    try parseParenthesizedType()
    return (getter, setter)
  }

  /// `{ UIViewController *first; @private BOOL _shown; }` after `@interface X ()` or
  /// `@implementation X`: instance variables (visibility keywords change nothing here).
  mutating func parseInstanceVariables() throws(ScenarioError) -> [Stmt] {
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
          .declarationExpected(
            "only instance variable declarations may appear between `{` and `}` here"),
          at: declaration.location)
      }
      properties.append(declaration)
      properties += takePending()
    }
    return properties
  }

  /// `typedef struct [Tag] { CGFloat top; CGFloat bottom; } Insets;` (C11 6.7.2.1, 6.7.8): a
  /// struct whose values are records with these members (`Program.structs`); an initializer
  /// list or a compound literal makes one. `typedef struct Tag Name;` names a struct declared
  /// elsewhere.
  private mutating func parseStructTypedef() throws(ScenarioError) -> String {
    let location = cursor.current.location
    cursor.advance()  // struct
    var tag: String?
    if let word = cursor.current.identifier, !cursor.peek().isPunctuation(";") {
      tag = word
      cursor.advance()
    }
    var fields: [Declaration] = []
    let hasBody = cursor.current.isPunctuation("{")
    if hasBody { fields = try parseStructBody() }
    let name = try cursor.expectIdentifier("the new type's name after the struct")
    try cursor.expect(";", "`;` after the `typedef`")
    if !hasBody, let tag, let declared = fileStructs.first(where: { $0.name == tag }) {
      // `typedef struct Span Span;` of a struct declared before: the same members.
      fields = declared.properties
    }
    if !fileStructs.contains(where: { $0.name == name }) {
      fileStructs.append(
        StructDecl(name: name, properties: fields, staticMethods: [], location: location))
    }
    if hasBody {
      structLayouts[name] = layout(of: fields)
      if let tag { structLayouts["struct " + tag] = structLayouts[name] }
    } else if let tag {
      structLayouts[name] = structLayouts["struct " + tag]
    }
    if hasBody, let tag, tag != name {
      // `typedef struct Tag { … } Name;`: `struct Tag` names the same type (C11 6.7.2.3).
      typeNames.insert(tag)
      fileStructs.append(
        StructDecl(name: tag, properties: fields, staticMethods: [], location: location))
    }
    return name
  }

  /// `{ CGFloat top; unsigned int open : 1; }`: a struct's member declarations.
  mutating func parseStructBody() throws(ScenarioError) -> [Declaration] {
    try cursor.expect("{", "`{` to open the struct")
    var fields: [Declaration] = []
    while !cursor.take("}") {
      if cursor.atEnd { throw cursor.unexpected("`}` to close the struct") }
      if cursor.take(";") { continue }
      let member = try parseStatement()
      for statement in [member] + takePending() {
        guard case .declaration(let declaration) = statement.kind else {
          throw ScenarioError(
            .declarationExpected(
              "only member declarations (`CGFloat top;`) may appear in a struct"),
            at: statement.location)
        }
        fields.append(declaration)
      }
    }
    return fields
  }

  /// `struct { unsigned int open : 1; } _flags;`, `struct Tag value;`: the struct type's
  /// name (a struct declared here in place gets one from its position), nil when the
  /// cursor is not at `struct`.
  mutating func parseStructSpecifier() throws(ScenarioError) -> String? {
    guard cursor.current.isWord("struct") else { return nil }
    let location = cursor.current.location
    cursor.advance()
    var name = "struct@\(location.line):\(location.column)"
    if let tag = cursor.current.identifier {
      name = tag
      cursor.advance()
    }
    if cursor.current.isPunctuation("{") {
      let fields = try parseStructBody()
      structLayouts["struct " + name] = layout(of: fields)
      fileStructs.append(
        StructDecl(name: name, properties: fields, staticMethods: [], location: location))
    }
    return name
  }
}
