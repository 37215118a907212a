/// A parsed scenario: statements to run as the body of a method of `self`, or declarations
/// of methods, properties and classes (the "methods" shape of DESIGN.md section 4).
struct Program: Sendable, Equatable {
  /// Statements at top level (statements shape). Empty in the methods shape.
  var statements: [Stmt] = []
  /// Top-level `let`/`var`: stored properties of `self` (methods shape).
  var properties: [Stmt] = []
  /// Top-level functions: methods of `self`.
  var methods: [MethodDecl] = []
  /// `class X: Y { … }` / `@implementation X … @end`.
  var classes: [ClassDecl] = []
  /// `extension X { … }` / `@implementation X (Category)`: methods added to `X`; an
  /// extension of `UIViewController` reaches every controller.
  var extensions: [ClassDecl] = []
  /// `enum Tab { case first, second }`: the scenario's own enumerations, also those nested
  /// in a class (`Container.State` is `State`).
  var enums: [EnumDecl] = []
  /// `protocol MenuDelegate { … }`: names usable as types; their requirements are not
  /// checked (the classes that adopt them implement the methods).
  var protocols: [String] = []
  /// `typealias Completion = (Bool) -> Void`: names of types the code declares as another
  /// type; declared names for the static checks, which do not look into them.
  var typeAliases: [String] = []
  /// The names of the methods and properties those protocols require
  /// (`container(_:didShow:)` is `container`): calls of them are the adopters' business.
  var protocolRequirements: [String] = []
  /// `protocol Screen: Identifiable`: the protocols each declared protocol inherits, whose
  /// extensions' members its adopters get too (TSPL "Protocol Inheritance").
  var protocolParents: [String: [String]] = [:]
  /// `struct Page { let title: String }`: value types with stored properties.
  var structs: [StructDecl] = []
  /// Labels of the tuples the code writes (`(x: 1, y: 2)`, `-> (low: Int, high: Int)`):
  /// members of those tuples.
  var tupleLabels: Set<String> = []
  /// Members of the standard library's types the code names in declarations (`pointee` where a
  /// parameter is an `UnsafeMutablePointer<CGPoint>`): names the static check lets pass.
  var standardLibraryMembers: Set<String> = []
  /// Type names the Swift code writes qualified (`UITableViewCell.EditingStyle`), whole:
  /// declarations keep only the last name (`EditingStyle`), which alone may be the project's.
  var qualifiedTypeNames: Set<String> = []
  /// `static let identifier = "Menu"` in a class, struct or enum: stored type properties.
  var staticProperties: [StaticProperty] = []
  /// Renamed UIKit spellings the code uses (found on its tokens), reported by the checker.
  var renamedUses: [RenamedAPI.Use] = []
  /// Objective-C `@interface X : Y`: each class's superclass as its interface declares it
  /// (the `@implementation` usually does not repeat it).
  var interfaceSuperclasses: [String: String] = [:]
  /// Objective-C parameters typed `Class` or `Class<P>` (`withSegmentControl:(Class)segmentControl`):
  /// values holding a class object, never a class's name, whatever else bears their name.
  var classValueNames: Set<String> = []
  /// Objective-C `@interface X : Y <P, Q>` (or a class extension's `<R>`) and `@protocol P
  /// <Q>`: each class's adopted protocols, each protocol's inherited ones, as written.
  var adoptedProtocols: [String: [String]] = [:]
  /// Objective-C methods an `@interface` or `@protocol` declares (`- (void)containerDidSwitch;`),
  /// by their first selector piece: the static check accepts messages that name them.
  var declaredMethodNames: Set<String> = []
  /// Objective-C `extern NSTimeInterval const kDuration;`: names declared here and defined in
  /// another file of the project (C11 6.9.2), with their declared types. One the snippet
  /// also defines is an ordinary constant; one it does not define is named as missing.
  var externDeclarations: [String: TypeReference] = [:]
  /// Objective-C `@synthesize leftViewController = _left;`: instance variable → the property
  /// whose storage it is.
  var synthesizedStorage: [String: String] = [:]
  /// C functions the Objective-C code defines (`static void embed(UIViewController *parent,
  /// UIViewController *child) { … }`, `NS_INLINE CGFloat half(CGFloat x) { … }`): file-scope
  /// functions called by name from anywhere in the file (C11 6.9.1), whatever the order of
  /// definition and use (a prototype, or none, as `static` functions are often written).
  var functions: [MethodDecl] = []
  /// Swift functions named by an operator (`func << (lhs: UIView, rhs: UIView)`, a type's
  /// `static func + (…)`): the implementations a use of the operator chooses from by its
  /// operands' types (Interpreter+SwiftOperators).
  var operatorFunctions: [MethodDecl] = []

  /// True when `name` is a class the scenario declares as a subclass of `UIView` or of one of
  /// UIKit's view classes (directly or through its other classes): a view, not a controller.
  func isViewClass(_ name: String) -> Bool {
    var current = name
    for _ in 0..<64 {
      let superclass =
        classes.first(where: { $0.name == current })?.superclass ?? interfaceSuperclasses[current]
      guard let superclass, superclass != current else { return false }
      if superclass == "UIView" || KnownTypes.views.contains(superclass) { return true }
      current = superclass
    }
    return false
  }

  /// True when the block defines methods rather than being a list of statements (which may
  /// call functions the block declares beside them).
  var definesMethods: Bool {
    statements.isEmpty && (!methods.isEmpty || !classes.isEmpty) || !properties.isEmpty
  }
}

/// A method of a declared class or of `self`.
struct MethodDecl: Sendable, Equatable {
  /// The base name (`viewWillAppear`, Objective-C: the first selector piece).
  var name: String
  /// Swift argument labels (nil for `_`) or the Objective-C selector pieces after the first.
  var labels: [String?]
  /// Parameter names as the body uses them.
  var parameters: [String]
  var body: [Stmt]
  var isOverride: Bool
  var location: SourceLocation
  /// A Swift computed property (`override var shouldAutomaticallyForwardAppearanceMethods: Bool
  /// { false }`): read without parentheses; its body's last expression is its value.
  var isProperty = false
  /// Swift default values (`animated: Bool = true`), one per parameter (nil: none).
  var defaults: [Expr?] = []
  /// Swift parameters whose type is a function (`() -> Void`, `(() -> Void)?`): an
  /// unlabelled trailing closure fills the first of them it reaches.
  var functionParameters: Set<Int> = []
  /// The parameter types as written (`UIViewController`), where each is written, for the
  /// static type check; a type it cannot name (a block) is left out.
  var parameterTypes: [TypeReference] = []
  /// Swift `static func` / `class func`: called on the class (`Menu.make()`).
  var isStatic = false
  /// Swift `mutating func` of a struct or enum: `self` is a variable whose final value is
  /// written back to the caller's (The Swift Programming Language, "Modifying Value Types
  /// from Within Instance Methods").
  var isMutating = false
  /// Swift `_ views: UIView...`: the index of the variadic parameter, which takes its
  /// argument and every unlabelled one after it as one array (The Swift Programming
  /// Language, "Variadic Parameters").
  var variadicParameter: Int?
  /// The result type as written (`CGFloat` for `-> CGFloat`), nil without `->`: a number
  /// returned is converted to it.
  var resultType: String?
  /// A Swift computed property's type as written (`HomeView` for `var root: HomeView { … }`),
  /// for the static checks; nil for a method (whose result type is `resultType`).
  var propertyType: String?
  /// `-> (min: Int, max: Int)`: the labels the returned tuple takes.
  var resultTupleLabels: [String?]?
  /// A C function's parameter types as written (`CGFloat`, `int`, `unsigned int`; nil for a
  /// pointer or a type the conversions do not know): each argument converts to its parameter's
  /// type, as by assignment (C11 6.5.2.2p7).
  var cParameterTypeNames: [String?] = []
  /// A C function's return type when it is a scalar type (`CGFloat`, `NSInteger`): the value of
  /// `return` converts to it (C11 6.8.6.4p3).
  var cResultTypeName: String?
  /// Swift `_ count: inout Int`: the indices of the `inout` parameters, whose values are copied
  /// back to the caller's `&variable` when the call returns (The Swift Programming Language,
  /// "In-Out Parameters").
  var inoutParameters: [Int] = []
  /// Swift `func load() async`: a call is a potential suspension point (SE-0296), where the
  /// task may change executors (Interpreter+SwiftConcurrency).
  var isAsync = false
  /// `@MainActor func` / `nonisolated func` as written; nil takes the isolation of the type
  /// that declares it (SE-0316).
  var isolation: ActorIsolation?
  /// `func layout(@ConstraintBuilder using constraints: …)`: the parameters whose closures a
  /// `@resultBuilder` type builds, by index (Interpreter+SwiftResultBuilders).
  var resultBuilders: [Int: String] = [:]

  /// `viewWillAppear(_:)` in Swift, `viewWillAppear:` in Objective-C: how calls find it.
  /// A variadic function's key is marked (`addChilds(_:)...`): Swift overloads it with the
  /// same labels taking an array, and calls reach it by binding (CallBinding), never by key.
  func key(_ language: ScenarioLanguage) -> String {
    MethodKey.make(name: name, labels: labels, argumentCount: parameters.count, language)
      + (variadicParameter == nil ? "" : "...")
  }
}

/// A type name as written in a declaration, with its position.
struct TypeReference: Sendable, Equatable {
  var name: String
  var location: SourceLocation
}

/// An enumeration the scenario declares; its cases are values (`Tab.first`, `.first`).
struct EnumDecl: Sendable, Equatable {
  var name: String
  var cases: [String]
  var location: SourceLocation
  /// `enum Tab: Int` / `: String`: the raw type when it is one Swift derives raw values for.
  var rawType: String?
  /// The raw value written for each case (`case home = 1`), nil where Swift derives it.
  var rawValues: [Expr?] = []
  /// The cases with associated values (`case detail(id: Int)`): each one's labels in order,
  /// nil for an unlabelled value.
  var payloadLabels: [String: [String?]] = [:]
  /// Methods and computed properties (`var title: String { switch self { … } }`), instance
  /// or `static`.
  var methods: [MethodDecl] = []
  /// The protocols named after `:` besides the raw type (`CustomStringConvertible`).
  var adopted: [String] = []
}

/// A class the scenario declares; unknown capitalised names are implicit
/// `UIViewController` subclasses without overrides.
struct ClassDecl: Sendable, Equatable {
  var name: String
  /// `UIViewController` unless the code names another declared class.
  var superclass: String?
  var methods: [MethodDecl]
  /// Stored properties (`let`/`var` in a Swift class body, `@property` is ignored).
  var properties: [Stmt]
  var location: SourceLocation
  /// The other types a Swift class or extension names after `:` (protocols it adopts): a
  /// declared protocol's extension methods join the class.
  var adopted: [String] = []
  /// `@MainActor class ViewModel`: its methods are isolated to the main actor (SE-0316).
  var isMainActor = false
}

/// The canonical text of a method name, used as the lookup key for calls and overrides.
enum MethodKey {
  /// Swift: `name(a:_:)`; Objective-C: `name:b:` (or `name` without arguments).
  static func make(
    name: String, labels: [String?], argumentCount: Int, _ language: ScenarioLanguage
  ) -> String {
    switch language {
    case .swift:
      return name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    case .objc:
      if argumentCount == 0 { return name }
      return name + ":" + labels.map { ($0 ?? "") + ":" }.joined()
    }
  }
}

/// A Swift struct the scenario declares: a value of stored properties, made by its memberwise
/// initializer (`Page(title: "A", controller: vc)`), with `static func`s called on the type.
struct StructDecl: Sendable, Equatable {
  var name: String
  /// `let`/`var` declarations in order (the memberwise initializer's parameters).
  var properties: [Declaration]
  /// `static func` members (each `isStatic`), and the non-mutating instance methods and
  /// computed properties (run with the value as `self`).
  var staticMethods: [MethodDecl]
  var location: SourceLocation
  /// The protocols named after `:` (`CustomStringConvertible`, `Equatable`).
  var adopted: [String] = []
  /// The struct's own body declares an `init`: it then has no memberwise initializer, where
  /// an `init` declared in an extension leaves it (TSPL "Initializer Delegation for Value
  /// Types").
  var declaresInitializer = false
}

/// A stored type property (`static let identifier = "Menu"`, `static var count = 0`): one
/// value per type, initialised at its first use (Swift's type properties are lazy).
struct StaticProperty: Sendable, Equatable {
  /// The class, struct or enum that declares it.
  var typeName: String
  var declaration: Declaration
  var location: SourceLocation
}
