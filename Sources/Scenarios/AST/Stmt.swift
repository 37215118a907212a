/// A statement of either language.
struct Stmt: Sendable, Equatable {
  enum Kind: Sendable, Equatable {
    case expression(Expr)
    /// `let x = e`, `var x: T = e`, `UIViewController *x = e;` (`type` as written, if any).
    case declaration(Declaration)
    /// `target = value`; targets are names, members (`a.view.frame`) or ivars.
    case assignment(Expr, Expr)
    /// `if c1, c2 { … } else { … }`; `else if` is an `else` holding one `if`.
    case ifElse([Condition], [Stmt], [Stmt]?)
    /// `guard c else { … }`: the else branch must leave the scope (`return`).
    case guardElse([Condition], [Stmt])
    /// `for x in sequence { … }` / `for (UIViewController *x in sequence) { … }`.
    case forIn(String, Expr, [Stmt])
    /// `return` / `return value`.
    case returnStatement(Expr?)
    /// `switch subject { case p1, p2 where c: … default: … }` (Swift).
    case switchCase(Expr, [SwitchCase])
    /// `while c { … }` / `while (c) { … }`; the statement budget stops an endless one.
    case whileLoop([Condition], [Stmt])
    /// `break`: leaves the innermost loop or `switch` case.
    case breakStatement
    /// `continue`: goes on with the innermost loop's next element.
    case continueStatement
    /// `defer { … }` (Swift): runs when the enclosing block is left, by its end, `return`,
    /// `break` or `continue`; several run last first.
    case deferBlock([Stmt])
    /// Statements in the enclosing scope, not a scope of their own: what one written
    /// statement means when it declares several names (`let (a, b) = pair`).
    case sequence([Stmt])
    /// `throw value` (Swift): the error leaves every scope up to the nearest `catch` that
    /// matches it, running their `defer` bodies on the way (The Swift Programming Language,
    /// "Error Handling").
    case throwStatement(Expr)
    /// `do { … } catch pattern where c { … } catch { … }` (Swift): the first clause whose
    /// pattern matches the error runs; with no match the error goes on outward.
    case doCatch([Stmt], [CatchClause])
    /// `outer: for … { … }` (Swift labelled statement): a loop, `if`, `switch` or `do` that
    /// `break outer` / `continue outer` name (The Swift Programming Language, "Labeled
    /// Statement").
    indirect case labeled(String, Stmt)
    /// `break outer` / `continue outer`: leaves, or goes on with, the labelled statement.
    case labeledJump(String, isBreak: Bool)
  }

  var kind: Kind
  var location: SourceLocation

  init(_ kind: Kind, at location: SourceLocation) {
    self.kind = kind
    self.location = location
  }
}

extension Stmt {
  /// `return`, `break`, `continue`, or a call that never returns (`fatalError(…)`,
  /// `preconditionFailure(…)`): what may end the `else` of a `guard`.
  var leavesScope: Bool {
    switch kind {
    case .returnStatement, .breakStatement, .continueStatement, .throwStatement, .labeledJump:
      return true
    case .expression(let expression):
      guard case .call(let callee, _) = expression.kind, case .name(let name) = callee.kind else {
        return false
      }
      return name == "fatalError" || name == "preconditionFailure"
    default: return false
    }
  }

  /// The name a declaration statement declares, or nil.
  var declaredName: String? {
    if case .declaration(let declaration) = kind { return declaration.name }
    return nil
  }
}

extension Stmt {
  /// `repeat { body } while condition` / `do { body } while (condition);`, as a `while` that
  /// skips its first test: `{ var first = true; while first || condition { first = false;
  /// body } }` (`continue` tests the condition, as it does in a `repeat`). The flag's name
  /// cannot be written in code.
  static func repeatWhile(_ body: [Stmt], _ condition: Expr, at location: SourceLocation) -> Stmt {
    let flag = "repeat@\(location.line):\(location.column)"
    let flagExpr = Expr(.name(flag), at: location)
    let test = Expr(.binary("||", flagExpr, condition), at: condition.location)
    let loop = Stmt(
      .whileLoop(
        [.test(test)],
        [Stmt(.assignment(flagExpr, Expr(.boolean(false), at: location)), at: location)] + body),
      at: location)
    let declaration = Stmt(
      .declaration(
        Declaration(
          name: flag, isConstant: false, typeName: nil,
          initialValue: Expr(.boolean(true), at: location))), at: location)
    return block([declaration, loop], at: location)
  }

  /// C's `for (initial; condition; step) body`: `{ initial; var stepNow = false; while true {
  /// if stepNow { step }; stepNow = true; if !condition { break }; body } }`, so that
  /// `continue` runs the step and tests the condition, as in C.
  static func cFor(
    _ initial: Stmt?, _ condition: Expr?, _ step: Stmt?, _ body: [Stmt], at location: SourceLocation
  ) -> Stmt {
    let flag = "for@\(location.line):\(location.column)"
    let flagExpr = Expr(.name(flag), at: location)
    var iteration: [Stmt] = []
    if let step { iteration.append(Stmt(.ifElse([.test(flagExpr)], [step], nil), at: location)) }
    iteration.append(
      Stmt(.assignment(flagExpr, Expr(.boolean(true), at: location)), at: location))
    if let condition {
      let negated = Expr(.unary("!", condition), at: condition.location)
      iteration.append(
        Stmt(.ifElse([.test(negated)], [Stmt(.breakStatement, at: location)], nil), at: location))
    }
    let loop = Stmt(
      .whileLoop([.test(Expr(.boolean(true), at: location))], iteration + body), at: location)
    let declaration = Stmt(
      .declaration(
        Declaration(
          name: flag, isConstant: false, typeName: nil,
          initialValue: Expr(.boolean(false), at: location))), at: location)
    return block((initial.map { [$0] } ?? []) + [declaration, loop], at: location)
  }

  /// Statements in a scope of their own (`{ … }` in C; an `if true { … }`).
  static func block(_ statements: [Stmt], at location: SourceLocation) -> Stmt {
    Stmt(.ifElse([.test(Expr(.boolean(true), at: location))], statements, nil), at: location)
  }
}

/// A local, stored property or instance variable declaration.
struct Declaration: Sendable, Equatable {
  var name: String
  var isConstant: Bool
  /// The declared type name without pointers or optionals (`UIViewController`), if written.
  var typeName: String?
  var initialValue: Expr?
  /// Where the declared type is written (for `scenario.unknown-type`).
  var typeLocation: SourceLocation?
  /// Swift `lazy var`: the initial value is evaluated at the first read, not at creation.
  var isLazy = false
  /// Objective-C `@property`: the class gets the synthesized accessors `name` and `setName:`
  /// (an instance variable alone has none).
  var isObjCProperty = false
  /// Objective-C `@property (getter=isOpen) BOOL open;`: the getter's name, when it is not
  /// the property's own.
  var objcGetter: String?
  /// Objective-C `@property (setter=turn:) BOOL on;`: the setter's first piece (`turn`), when it
  /// is not `setOn`.
  var objcSetter: String?
  /// Swift property observers of a stored property: `willSet { … }` sees the new value as
  /// `newValue`, `didSet { … }` the old one as `oldValue` (or the name written in
  /// parentheses).
  var willSet: PropertyObserver?
  var didSet: PropertyObserver?
  /// `let p: (x: Int, y: Int) = (1, 2)`: the labels the tuple value takes.
  var tupleLabels: [String?]?
  /// `let items: [ItemType]`: the element type of a declared Swift array (`typeName` is
  /// `Array`), for what the excerpt leaves out (UndeclaredTypes+Enums), and for its numbers'
  /// kind (`[CGFloat]`, Interpreter+SwiftTypedCollections).
  var elementTypeName: String?
  /// `let rates: [String: Double]`: the value type of a declared Swift dictionary
  /// (Interpreter+SwiftTypedCollections).
  var dictionaryValueTypeName: String?
  /// `CGFloat stops[] = {0, 0.5, 1};`: a C array (C11 6.7.6.2) of this element type; its
  /// `typeName` is then nil (the value is an array).
  var cArrayElementType: String?
  /// `int counts[3];`: the length written in a C array's declarator, when it is a constant.
  var cArrayCount: Int?
  /// Objective-C `static NSInteger count = 0;` inside a function or method: one object for
  /// every run (C11 6.2.4p3), initialised once.
  var hasStaticStorage = false

  /// The type a value assigned at the declaration converts to: the declared one, or a C
  /// array's (`CGFloat[]`, Interpreter+CValues.swift).
  var valueTypeName: String? { cArrayElementType.map { $0 + "[]" } ?? typeName }
}

/// `willSet { … }` / `didSet(old) { … }`.
struct PropertyObserver: Sendable, Equatable {
  /// `newValue` / `oldValue` unless the code names it.
  var parameter: String
  var body: [Stmt]
  var location: SourceLocation
}

/// One `case …:` (or `default:`, with no patterns) of a `switch`.
struct SwitchCase: Sendable, Equatable {
  /// Values the subject is compared with (`.first`, `1`, `"a"`, `0..<3`); empty for `default`
  /// (and for a case of `bindingPatterns`).
  var patterns: [Expr]
  /// The case's items when one is more than a value (`case .detail(let id):`, `case let n as
  /// Int:`): matched in order, binding names for the body; `patterns` is then empty.
  var bindingPatterns: [Pattern] = []
  /// The `where` clause, if any.
  var condition: Expr?
  var body: [Stmt]
  var location: SourceLocation
}

/// One clause of an `if`/`guard` condition.
enum Condition: Sendable, Equatable {
  /// A Boolean test (Objective-C: any value; nil and 0 are false).
  case test(Expr)
  /// `let name = value` (optional binding): true when the value is not nil.
  case binding(String, Expr)
  /// `case pattern = value` (`if case .detail(let id) = route`): true when the value
  /// matches; the pattern's names are bound.
  case pattern(Pattern, Expr)
}
