/// An expression of either language. Both parsers build these same nodes; spelling that
/// only one language has (a message send, `@"…"`) keeps its own case so that the
/// interpreter can resolve it against the right spelling of the modelled API.
struct Expr: Sendable, Equatable {
  indirect enum Kind: Sendable, Equatable {
    /// A name: a local, a property, `self`, `super`, a class or a global function.
    case name(String)
    /// `nil`, `NULL`, `Nil`.
    case null
    /// `true`/`false`/`YES`/`NO`.
    case boolean(Bool)
    case number(Double)
    /// Text and interpolations (`"a \(x)"`); `@"…"` has only text.
    case string([StringPart])
    /// `base.name` (Swift member access or Objective-C dot syntax).
    case member(Expr, String)
    /// `.transitionFlipFromLeft`, `.zero`: a member of the type the context expects.
    case implicitMember(String)
    /// `callee(label: value, …)` with an optional trailing closure already in `arguments`.
    case call(Expr, [Argument])
    /// `[receiver piece:arg piece:arg]`, or `[receiver name]` (one piece, no arguments).
    case message(Expr, [MessagePart])
    /// `base[index]`.
    case subscriptIndex(Expr, Expr)
    /// `{ finished in … }`, `^(BOOL finished){ … }`.
    case closure(Closure)
    /// `[a, b]`: option sets in both languages (`[.curveEaseIn, .curveEaseOut]`, `[]`).
    case array([Expr])
    /// `["a": 1, "b": 2]`, `[:]` (Swift), `@{@"a": @1}` (Objective-C): keys and values in
    /// the order written, which is the order they are evaluated in.
    case dictionary([DictionaryEntry])
    /// `(a, b)`, `(x: 1, y: 2)` (Swift): the elements with their labels, if any.
    case tuple([Argument])
    /// `a | b`, `a == b`, `a && b`, `a + b` …
    case binary(String, Expr, Expr)
    /// `!a`, `-a`, `~a`; `(int)a` (a C cast to an integer type: the fraction dropped).
    case unary(String, Expr)
    /// `a ? b : c`.
    case conditional(Expr, Expr, Expr)
    /// C's `x++`, `x--` (the old value) and `++x`, `--x` (the new one): `op` is `+` or `-`;
    /// the variable or property is assigned `x op 1` (C11 6.5.2.4, 6.5.3.1).
    case increment(Expr, String, isPrefix: Bool)
    /// `a = b`, `a += b` (as `a = a + b`) used as a value (C11 6.5.16): the target is
    /// assigned and the expression's value is the value assigned.
    case assign(Expr, Expr)
    /// `x as? T` (nil when `x` is not a `T`), `x as! T` (a crash when not), `x as T`,
    /// `x is T` (whether `x` is a `T`).
    case typeCast(Expr, String, Cast)
  }

  /// The three Swift casts, and the type check `is` (a Bool).
  enum Cast: String, Sendable, Equatable {
    case conditional = "as?"
    case forced = "as!"
    case upcast = "as"
    case check = "is"
  }

  var kind: Kind
  var location: SourceLocation
  /// Swift `x?` before a call (`completion?()`): calling it when it is nil does nothing.
  var isOptionalChained = false
  /// A number literal written with a fraction or an exponent (`0.5`, `1e3`, `40.f`, `1.`):
  /// a floating constant (C11 6.4.4.2; Swift's `FloatLiteralType`). A whole number without
  /// one is an integer constant; synthesized numbers (`x + 1` for `x++`) are integers.
  var isFloatingLiteral = false
  /// Swift `x!`: a nil value stops the program ("Unexpectedly found nil while unwrapping an
  /// Optional value"); any other value is itself.
  var isForceUnwrapped = false
  /// Swift `stack[exist: 1]`, `grid[1, 2]`: the index of a subscript written as an argument
  /// list of several or labelled arguments (a `.tuple` of them), not a tuple value.
  var isSubscriptArgumentList = false

  init(_ kind: Kind, at location: SourceLocation) {
    self.kind = kind
    self.location = location
  }
}

/// A piece of a string literal.
enum StringPart: Sendable, Equatable {
  case text(String)
  case interpolation(Expr)
}

/// One `key: value` of a dictionary literal.
struct DictionaryEntry: Sendable, Equatable {
  var key: Expr
  var value: Expr
}

/// A Swift call argument: `label: value` or an unlabelled value; also a tuple element.
struct Argument: Sendable, Equatable {
  var label: String?
  var value: Expr
  /// A trailing closure (`f(x) { … }`): it fills the next closure parameter, as in Swift.
  var isTrailing = false
}

/// One `piece:argument` of an Objective-C message; `argument` is nil for a unary selector.
struct MessagePart: Sendable, Equatable {
  var piece: String
  var argument: Expr?
  var location: SourceLocation
}

/// A closure or block literal. Parameter names may be `_`; types are ignored.
struct Closure: Sendable, Equatable {
  var parameters: [String]
  var body: [Stmt]
  /// The parameter types written (`(child: UIViewController) in`, `^(BOOL finished)`), for
  /// the static type check.
  var parameterTypes: [TypeReference] = []
  /// How many anonymous arguments the body uses (`$1` makes 2), outside nested closures.
  var anonymousArgumentCount = 0
  /// `{ @MainActor in … }`: the closure is isolated to the main actor whatever the context
  /// it is written in (SE-0316).
  var isMainActor = false
  /// A key path written as a function of its root (`\.inner.count` is `{ $0.inner.count }`):
  /// the property names in order; nil for any other closure.
  var keyPath: [String]?
}
