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
  /// `enum Tab { case first, second }`: the scenario's own enumerations.
  var enums: [EnumDecl] = []
  /// Renamed UIKit spellings the code uses (found on its tokens), reported by the checker.
  var renamedUses: [RenamedAPI.Use] = []
  /// Objective-C `@interface X : Y`: each class's superclass as its interface declares it
  /// (the `@implementation` usually does not repeat it).
  var interfaceSuperclasses: [String: String] = [:]
  /// Objective-C methods an `@interface` or `@protocol` declares (`- (void)containerDidSwitch;`),
  /// by their first selector piece: the static check accepts messages that name them.
  var declaredMethodNames: Set<String> = []

  /// True when `name` is a class the scenario declares as a subclass of `UIView` (directly or
  /// through its other classes): a view, not a controller.
  func isViewClass(_ name: String) -> Bool {
    var current = name
    for _ in 0..<64 {
      let superclass =
        classes.first(where: { $0.name == current })?.superclass ?? interfaceSuperclasses[current]
      guard let superclass, superclass != current else { return false }
      if superclass == "UIView" { return true }
      current = superclass
    }
    return false
  }

  /// True when the block defines methods rather than being a list of statements.
  var definesMethods: Bool {
    !methods.isEmpty || !properties.isEmpty || (!classes.isEmpty && statements.isEmpty)
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

  /// `viewWillAppear(_:)` in Swift, `viewWillAppear:` in Objective-C: how calls find it.
  func key(_ language: ScenarioLanguage) -> String {
    MethodKey.make(name: name, labels: labels, argumentCount: parameters.count, language)
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
