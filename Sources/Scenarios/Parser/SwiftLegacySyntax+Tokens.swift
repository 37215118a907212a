/// The token helpers of SwiftLegacySyntax's scan: positions, spans, source text rebuilt from
/// tokens, and the diagnostics with their fix-its.
extension SwiftLegacySyntax.Scan {

  /// A use named only when the name is Swift 2's own (`dispatch_async`, `dynamicType`): the
  /// static check drops a use whose name the code declares, and a parameter's or a loop
  /// variable's name is always declared.
  mutating func add(_ message: String, at token: Token, _ fixIts: [ScenarioFixIt]) {
    var diagnostic = ScenarioProblem.syntax(message).at(token.location)
    diagnostic.fixIts = fixIts
    let name = token.identifier ?? ""
    let own: Set<String> = ["dispatch_async", "dispatch_after", "dynamicType"]
    uses.append(
      RenamedAPI.Use(
        name: own.contains(name) || name.hasPrefix("dispatch_") ? name : "", diagnostic: diagnostic,
        isSwift2: true)
    )
  }

  func fixIt(_ token: Token, length: Int, _ replacement: String) -> ScenarioFixIt {
    ScenarioFixIt(
      line: token.location.line, column: token.location.column, length: length,
      replacement: replacement)
  }

  /// Removes the token at `from` and the space up to the token at `to` (on its line).
  func deletion(from: Int, to: Int) -> ScenarioFixIt {
    let start = tokens[from]
    let next = tokens[to]
    let length =
      next.location.line == start.location.line
      ? next.location.column - start.location.column
      : (endColumn(from) ?? start.location.column)
        - start.location.column
    return fixIt(start, length: length, "")
  }

  /// The column just after the token at `index`, when its text is known from the token.
  func endColumn(_ index: Int) -> Int? {
    guard index >= 0, index < tokens.count else { return nil }
    let token = tokens[index]
    switch token.kind {
    case .identifier(let name): return token.location.column + name.count
    case .punctuation(let text): return token.location.column + text.count
    case .number(_, let text): return token.location.column + text.count
    default: return nil
    }
  }

  /// The source text of `range` rebuilt from its tokens (a space where one was), or nil when
  /// it holds a token whose text the token does not keep (a string).
  func text(_ range: Range<Int>) -> String? {
    var out = ""
    for position in range {
      let token = tokens[position]
      if position != range.lowerBound, token.followsSpace { out += " " }
      switch token.kind {
      case .identifier(let name): out += name
      case .punctuation(let text): out += text
      case .number(_, let text): out += text
      default: return nil
      }
    }
    return out.isEmpty ? nil : out
  }

  func follows(_ punctuation: String, _ index: Int) -> Bool {
    index > 0 && tokens[index - 1].isPunctuation(punctuation)
  }

  func opens(_ token: Token) -> Bool {
    token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{")
  }

  func closes(_ token: Token) -> Bool {
    token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}")
  }

  /// A token that starts a statement: the first on its line, or after `;`, `{` or `}`.
  func startsStatement(_ index: Int) -> Bool {
    if index == 0 || tokens[index].followsNewline { return true }
    let previous = tokens[index - 1]
    return previous.isPunctuation(";") || previous.isPunctuation("{")
      || previous.isPunctuation("}")
  }

  /// The index of the bracket closing the one at `open`.
  func matching(_ open: Int) -> Int? {
    var depth = 0
    for position in open..<tokens.count {
      if opens(tokens[position]) { depth += 1 }
      if closes(tokens[position]) {
        depth -= 1
        if depth == 0 { return position }
      }
    }
    return nil
  }

  /// The token ranges of the arguments of the call whose `(` is at `open`.
  func argumentRanges(open: Int) -> [Range<Int>] {
    guard let close = matching(open), close > open + 1 else { return [] }
    var ranges: [Range<Int>] = []
    var start = open + 1
    var depth = 0
    for position in (open + 1)..<close {
      let token = tokens[position]
      if opens(token) { depth += 1 } else if closes(token) { depth -= 1 }
      if depth == 0, token.isPunctuation(",") {
        ranges.append(start..<position)
        start = position + 1
      }
    }
    ranges.append(start..<close)
    return ranges
  }

  /// The `(` of the parameter list of the `func` at `index` (after a name and generics).
  func parameterListOpen(after index: Int) -> Int? {
    var position = index + 1
    guard position < tokens.count, tokens[position].identifier != nil else { return nil }
    position += 1
    if position < tokens.count, tokens[position].isPunctuation("<") {
      var depth = 0
      while position < tokens.count {
        if tokens[position].isPunctuation("<") { depth += 1 }
        if tokens[position].isPunctuation(">") {
          depth -= 1
          if depth == 0 { break }
        }
        position += 1
      }
      position += 1
    }
    guard position < tokens.count, tokens[position].isPunctuation("(") else { return nil }
    return position
  }

  /// The first token of each parameter of the list opened at `open`.
  func parameterStarts(_ open: Int) -> [Int] {
    argumentRanges(open: open).compactMap { $0.isEmpty ? nil : $0.lowerBound }
  }

  /// The `{` of the body of the `func` at `index`.
  func bodyBrace(ofFunctionAt index: Int) -> Int? {
    guard let open = parameterListOpen(after: index), let close = matching(open) else {
      return nil
    }
    var position = close + 1
    while position < tokens.count {
      let token = tokens[position]
      if token.isPunctuation("{") { return position }
      if token.isPunctuation("}") || token.isWord("func") { return nil }
      position += 1
    }
    return nil
  }

  /// The indentation of the first statement of the body opened at `brace`.
  func bodyIndent(_ brace: Int) -> String {
    let next = brace + 1 < tokens.count ? tokens[brace + 1] : tokens[brace]
    if next.followsNewline, next.location.line > tokens[brace].location.line,
      !next.isPunctuation("}")
    {
      return String(repeating: " ", count: max(0, next.location.column - 1))
    }
    var start = brace
    while start > 0, !tokens[start].followsNewline { start -= 1 }
    return String(repeating: " ", count: max(0, tokens[start].location.column - 1) + 4)
  }

  /// Whether the `func` at `index` is declared `override` (among the words before it).
  func isOverride(_ index: Int) -> Bool {
    var position = index - 1
    while position >= 0 {
      let token = tokens[position]
      if token.isWord("override") { return true }
      if token.identifier == nil, !isAttribute(token) { return false }
      if token.followsNewline { return false }
      position -= 1
    }
    return false
  }

  func isAttribute(_ token: Token) -> Bool {
    if case .atKeyword = token.kind { return true }
    return false
  }
}

extension SwiftLegacySyntax {
  /// A parse error in a file with Swift 2 syntax: the error at a Swift 2 form says so, and it
  /// carries the fix-its of every Swift 2 form found, so one `lessons fix` pass migrates them
  /// and the next run parses.
  static func migrating(_ error: ScenarioError, _ tokens: [Token]) -> ScenarioError {
    let renamed =
      RenamedAPI.find(in: tokens, .swift) + SwiftRemovedOperators.find(in: tokens)
      + SwiftUnavailableGeometryFunctions.find(in: tokens)
    let found = find(in: tokens, swift2Spellings: renamed.contains(where: \.isSwift2))
    let legacy = withoutSubsumed(SwiftRemovedOperators.find(in: tokens), by: found) + found
    guard !legacy.isEmpty else { return error }
    var migrated = error
    if let here = legacy.first(where: { $0.diagnostic.line == error.diagnostic.line }) {
      migrated.diagnostic = here.diagnostic
    }
    var fixIts: [ScenarioFixIt] = []
    for use in legacy {
      for fixIt in use.diagnostic.fixIts where !fixIts.contains(fixIt) { fixIts.append(fixIt) }
    }
    migrated.diagnostic.fixIts = fixIts
    return migrated
  }
}

extension SwiftLegacySyntax {
  /// `uses` without those whose every edit falls inside a span one of `legacy`'s fix-its
  /// replaces (the `i++` of a C-style loop's header, which the loop's rewrite replaces).
  static func withoutSubsumed(_ uses: [RenamedAPI.Use], by legacy: [RenamedAPI.Use])
    -> [RenamedAPI.Use]
  {
    let spans = legacy.flatMap(\.diagnostic.fixIts).filter { $0.length > 0 }
    // The same name reported by both (`componentsSeparatedByString`): the standard library's
    // spelling here is the one to write.
    let places = Set(legacy.map { "\($0.diagnostic.line):\($0.diagnostic.column)" })
    let uses = uses.filter { !places.contains("\($0.diagnostic.line):\($0.diagnostic.column)") }
    guard !spans.isEmpty else { return uses }
    return uses.filter { use in
      let edits = use.diagnostic.fixIts
      return edits.isEmpty
        || !edits.allSatisfy { edit in
          spans.contains { span in
            span.line == edit.line && edit.column >= span.column
              && edit.column + edit.length <= span.column + span.length
          }
        }
    }
  }
}
