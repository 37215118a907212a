extension TokenCursor {
  /// The selector text between the parentheses of `#selector(…)` / `@selector(…)`, with
  /// the cursor on the `(`: `showSecond(_:)`, `showSecond:`, `a:b:`. A Swift type or `self`
  /// qualifier (`#selector(self.showSecond)`, `#selector(Parent.showSecond(_:))`) is dropped.
  /// The selector becomes a string literal: the interpreter resolves it against the target.
  /// A Swift selector is a call of the global `#selector` with that string, so that the static
  /// check can verify the method exists, as the Swift compiler does (SelectorChecker).
  mutating func parseSelectorLiteral(at location: SourceLocation, swift: Bool = false)
    throws(ScenarioError) -> Expr
  {
    try expect("(", "`(` after `selector`")
    // `#selector(getter: UINavigationController.interactivePopGestureRecognizer)`: the
    // property's getter is the selector `name`; `setter:` names `setName:` (The Swift
    // Programming Language, "Selector Expression").
    var accessor: String?
    if swift, current.isWord("getter") || current.isWord("setter"), peek().isPunctuation(":") {
      accessor = current.identifier
      advance()
      advance()
    }
    var text = ""
    var nameLocation = location
    var depth = 0
    while true {
      let token = current
      switch token.kind {
      case .endOfInput:
        throw ScenarioError(.unexpectedToken(found: "end of input", expected: "`)`"), at: location)
      case .identifier(let name):
        if text.isEmpty { nameLocation = token.location }
        text += name
      case .punctuation(let symbol):
        if symbol == ")" {
          if depth == 0 {
            advance()
            if accessor == "setter", let first = text.first {
              text = "set" + first.uppercased() + text.dropFirst() + ":"
            }
            let literal = Expr(.string([.text(text)]), at: nameLocation)
            guard swift else { return literal }
            // An accessor's selector names a property, not a method: labelled, so that the
            // static check does not look for a method of that name (SelectorChecker).
            return Expr(
              .call(
                Expr(.name("#selector"), at: location),
                [Argument(label: accessor, value: literal)]),
              at: location)
          }
          depth -= 1
        } else if symbol == "(" {
          depth += 1
        } else if symbol == ".", depth == 0 {
          text = ""  // a qualifier: keep only the last component
          advance()
          continue
        } else if symbol != ":" {
          throw ScenarioError(
            .unexpectedToken(found: token.display, expected: "a method name in the selector"),
            at: token.location)
        }
        text += symbol
      default:
        throw ScenarioError(
          .unexpectedToken(found: token.display, expected: "a method name in the selector"),
          at: token.location)
      }
      advance()
    }
  }
}
