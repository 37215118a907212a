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
    case .returnStatement, .breakStatement, .continueStatement: return true
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
}

/// One `case …:` (or `default:`, with no patterns) of a `switch`.
struct SwitchCase: Sendable, Equatable {
  /// Values the subject is compared with (`.first`, `1`, `"a"`, `0..<3`); empty for `default`.
  var patterns: [Expr]
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
}
