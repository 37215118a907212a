/// A Swift pattern (The Swift Programming Language, "Patterns") in a `switch` case, an
/// `if case` / `guard case` condition: what an enum case with associated values is taken
/// apart with (`case .detail(let id):`, `case let .child(vc):`).
indirect enum Pattern: Sendable, Equatable {
  /// `_`: matches anything, binds nothing.
  case wildcard
  /// `let x` (or a name inside `let (…)`, `let .x(…)`): matches anything, binds it.
  case binding(String)
  /// An expression pattern: equal to the value (`~=`), or a range containing it.
  case value(Expr)
  /// `.name(…)` / `Type.name(…)`: that enum case, its associated values matched by the
  /// elements.
  case enumCase(String, [PatternElement])
  /// `is T` (no inner pattern) / `let x as T`: a value of that type.
  case typeCast(String, Pattern?)
  /// `x?`: a value that is not nil.
  case optional(Pattern)
  /// `(a, _)`: a tuple, element by element.
  case tuple([PatternElement])

  /// The names the pattern binds, in order.
  var boundNames: [String] {
    switch self {
    case .wildcard, .value: return []
    case .binding(let name): return [name]
    case .enumCase(_, let elements), .tuple(let elements):
      return elements.flatMap(\.pattern.boundNames)
    case .typeCast(_, let inner): return inner?.boundNames ?? []
    case .optional(let inner): return inner.boundNames
    }
  }

  /// The expressions inside it (expression patterns), for the static checks.
  var expressions: [Expr] {
    switch self {
    case .wildcard, .binding, .typeCast(_, nil): return []
    case .value(let expression): return [expression]
    case .enumCase(_, let elements), .tuple(let elements):
      return elements.flatMap(\.pattern.expressions)
    case .typeCast(_, .some(let inner)), .optional(let inner): return inner.expressions
    }
  }
}

/// One element of a tuple or enum-case pattern: `id: let id`, `let vc`.
struct PatternElement: Sendable, Equatable {
  var label: String?
  var pattern: Pattern
}
