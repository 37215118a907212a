/// The token stream both parsers walk: look-ahead, expectations that become diagnostics,
/// and the nesting guard that keeps hostile input from exhausting the stack.
struct TokenCursor {
  private(set) var tokens: [Token]
  private(set) var position = 0
  private var depth = 0

  /// Deeper nesting than this is a diagnostic, long before the stack is at risk (tests run
  /// on threads with small stacks, and debug frames are large).
  static let nestingLimit = ScenarioLimits.nesting

  init(_ tokens: [Token]) {
    self.tokens =
      tokens.isEmpty
      ? [Token(kind: .endOfInput, location: .start, followsNewline: true, followsSpace: true)]
      : tokens
  }

  var current: Token { tokens[min(position, tokens.count - 1)] }

  func peek(_ offset: Int = 1) -> Token { tokens[min(position + offset, tokens.count - 1)] }

  var atEnd: Bool { current.kind == .endOfInput }

  mutating func advance() {
    if position < tokens.count - 1 { position += 1 }
  }

  /// Moves back to a position saved earlier (for the few places that look ahead by trying).
  mutating func rewind(to saved: Int) { position = saved }

  /// Consumes the punctuation if it is next.
  mutating func take(_ symbol: String) -> Bool {
    guard current.isPunctuation(symbol) else { return false }
    advance()
    return true
  }

  /// Consumes the identifier `word` if it is next.
  mutating func takeWord(_ word: String) -> Bool {
    guard current.isWord(word) else { return false }
    advance()
    return true
  }

  /// Consumes the punctuation or reports what was found instead.
  mutating func expect(_ symbol: String, _ what: String? = nil) throws(ScenarioError) {
    guard take(symbol) else { throw unexpected(what ?? "`\(symbol)`") }
  }

  /// Consumes the `)` that closes the `(` at `open`, or reports what was found instead, with
  /// a note at the `(`: a `)` left out is noticed only where the next statement begins, or
  /// at the end of the snippet, often lines away from the call it belongs to.
  mutating func expectClosingParenthesis(
    of open: SourceLocation, _ what: String
  ) throws(ScenarioError) {
    guard take(")") else {
      var error = unexpected(what)
      error.diagnostic.notes.append(
        ScenarioDiagnostic.Note(
          message: "to match this opening `(` (column \(open.column))",
          line: open.line))
      throw error
    }
  }

  /// Consumes an identifier or reports what was found instead.
  mutating func expectIdentifier(_ what: String) throws(ScenarioError) -> String {
    guard let name = current.identifier else { throw unexpected(what) }
    advance()
    return name
  }

  /// The error for an unexpected current token.
  func unexpected(_ expected: String) -> ScenarioError {
    return ScenarioError(
      .unexpectedToken(found: current.display, expected: expected), at: current.location)
  }

  /// Enters one nesting level; pair with `leave()`.
  mutating func enter() throws(ScenarioError) {
    guard depth < Self.nestingLimit else {
      throw ScenarioError(.nestingTooDeep(limit: Self.nestingLimit), at: current.location)
    }
    depth += 1
  }

  mutating func leave() { depth -= 1 }
}
