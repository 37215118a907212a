/// Swift patterns (The Swift Programming Language, "Patterns"): the items of a `switch`
/// case and of `if case` / `guard case`, where an enum case with associated values is taken
/// apart (`case .detail(let id):`, `case let .child(vc):`, `case let n as Int:`).
extension SwiftParser {
  /// A case item: a `Pattern`, or nil (nothing consumed) when the item is a plain value the
  /// switch compares with (`.first`, `1`, `0..<3`), which `SwitchCase.patterns` keeps.
  mutating func parseCaseItemPattern() throws(ScenarioError) -> Pattern? {
    guard startsStructuralPattern() else { return nil }
    return try parsePattern(binding: false)
  }

  /// True when the case item at the cursor is more than a value: it binds a name, tests a
  /// type, has a wildcard, or takes an enum case's associated values apart.
  private func startsStructuralPattern() -> Bool {
    let token = cursor.current
    if token.isWord("let") || token.isWord("var") || token.isWord("is") || token.isWord("_") {
      return true
    }
    // `.some(.left)`: Optional's case with a pattern inside, matched as an enum case pattern
    // (TSPL "Optional Pattern"), not a value to compare with.
    if token.isPunctuation("."), cursor.peek().isWord("some"), cursor.peek(2).isPunctuation("(") {
      return true
    }
    // `.detail(…)`, `Route.detail(…)`, `(_, 0)`: look for a `let`, `var` or `_` before the
    // item's end (`:` or `,` at depth 0, `=` in a condition).
    var offset = 0
    var depth = 0
    while true {
      let next = cursor.peek(offset)
      if next.kind == .endOfInput { return false }
      if next.isPunctuation("(") || next.isPunctuation("[") { depth += 1 }
      if next.isPunctuation(")") || next.isPunctuation("]") {
        if depth == 0 { return false }
        depth -= 1
      }
      if depth == 0,
        next.isPunctuation(":") || next.isPunctuation(",") || next.isPunctuation("=")
          || next.isPunctuation("{") || next.isWord("where")
      {
        return false
      }
      if depth > 0, next.isWord("let") || next.isWord("var") || next.isWord("_") { return true }
      if next.isWord("as") { return true }
      // `.left?`, `(nil, x)?`: an optional pattern, a `?` written against what it follows and
      // ending the item or an element (TSPL "Optional Pattern").
      if next.isPunctuation("?"), !next.followsSpace, offset > 0 {
        let after = cursor.peek(offset + 1)
        if after.isPunctuation(",") || after.isPunctuation(")") || after.isPunctuation(":")
          || after.isPunctuation("=") || after.isPunctuation("{") || after.isWord("where")
        {
          return true
        }
      }
      offset += 1
    }
  }

  /// One pattern; in `binding` mode (inside `let …`) a bare name binds.
  mutating func parsePattern(binding: Bool) throws(ScenarioError) -> Pattern {
    try cursor.enter()
    defer { cursor.leave() }
    var pattern = try parsePrimaryPattern(binding: binding)
    // `_?`, `.left?`, `(a, b)?`: matches a value that is not nil, the inner pattern against it
    // unwrapped (TSPL "Optional Pattern"); `x??` through two levels.
    while cursor.current.isPunctuation("?"), !cursor.current.followsSpace {
      cursor.advance()
      pattern = .optional(pattern)
    }
    if cursor.takeWord("as") {
      pattern = .typeCast(try parseType(), pattern)
    }
    return pattern
  }

  private mutating func parsePrimaryPattern(binding: Bool) throws(ScenarioError) -> Pattern {
    let token = cursor.current
    if cursor.takeWord("let") || cursor.takeWord("var") {
      return try parsePattern(binding: true)
    }
    if cursor.takeWord("_") { return .wildcard }
    if cursor.takeWord("is") { return .typeCast(try parseType(), nil) }
    if token.isPunctuation("(") {
      let elements = try parsePatternElements(binding: binding)
      // `(let x)` is `let x` (The Swift Programming Language, "Tuple Pattern").
      if elements.count == 1, elements[0].label == nil { return elements[0].pattern }
      return .tuple(elements)
    }
    if token.isPunctuation("."), let name = cursor.peek().identifier {
      cursor.advance()
      cursor.advance()
      return .enumCase(name, try parseCasePayload(binding: binding))
    }
    if let type = token.identifier, type.first?.isUppercase == true,
      cursor.peek().isPunctuation("."), let name = cursor.peek(2).identifier,
      cursor.peek(3).isPunctuation("(")
    {
      // `Route.detail(let id)`: the case named through its type.
      cursor.advance()
      cursor.advance()
      cursor.advance()
      return .enumCase(name, try parseCasePayload(binding: binding))
    }
    if binding, let name = token.identifier {
      cursor.advance()
      return .binding(name)
    }
    return .value(try parseExpression(allowTrailingClosure: false))
  }

  /// `(let id)`, `(id: let id, _)` after an enum case's name; empty when none follows.
  private mutating func parseCasePayload(binding: Bool) throws(ScenarioError) -> [PatternElement] {
    guard cursor.current.isPunctuation("("), !cursor.current.followsSpace else { return [] }
    return try parsePatternElements(binding: binding)
  }

  private mutating func parsePatternElements(binding: Bool) throws(ScenarioError)
    -> [PatternElement]
  {
    let open = cursor.current.location
    try cursor.expect("(")
    var elements: [PatternElement] = []
    if cursor.take(")") { return elements }
    repeat {
      var label: String?
      if let word = cursor.current.identifier, cursor.peek().isPunctuation(":"),
        !cursor.current.isWord("let"), !cursor.current.isWord("var")
      {
        label = word
        cursor.advance()
        cursor.advance()
      }
      elements.append(PatternElement(label: label, pattern: try parsePattern(binding: binding)))
    } while cursor.take(",")
    try cursor.expectClosingParenthesis(of: open, "`,` or `)` in the pattern")
    return elements
  }
}
