/// Swift multi-line string literals (The Swift Programming Language, "Multiline String
/// Literals"): the text starts on the line after the opening `"""` and ends on the line
/// before the closing one; the closing delimiter's indentation is removed from every line;
/// a backslash at the end of a line joins it to the next; escapes and `\(…)` interpolations
/// are those of one-line strings.
extension Lexer {
  /// Reads the rest of a `"""` string whose first quote was consumed.
  mutating func readMultilineString(_ start: SourceLocation) throws(ScenarioError)
    -> [StringSegment]
  {
    advance()
    advance()
    while sees(" ") || sees("\t") { advance() }
    guard input.isLineBreak(index) else {
      throw ScenarioError(
        .syntax("a multi-line string's text starts on the line after its opening `\"\"\"`"),
        at: start)
    }
    advance()
    guard let indentation = closingIndentation() else {
      throw ScenarioError(.unterminatedString, at: start)
    }
    var segments: [StringSegment] = []
    var text = ""
    var joinsNextLine = false
    while true {
      // A line: the closing delimiter's indentation, then its text.
      var skipped = 0
      while skipped < indentation, sees(" ") || sees("\t") {
        advance()
        skipped += 1
      }
      if sees("\""), sees("\"", 1), sees("\"", 2) {
        advance()
        advance()
        advance()
        // The line break before the closing delimiter is not part of the string.
        if !joinsNextLine, text.hasSuffix("\n") { text.removeLast() }
        break
      }
      joinsNextLine = false
      while true {
        guard code() != nil else { throw ScenarioError(.unterminatedString, at: start) }
        if input.isLineBreak(index) {
          text.append("\n")
          advance()
          break
        }
        guard sees("\\") else {
          text.append(input.character(at: index))
          advance()
          continue
        }
        let escapeStart = location
        advance()
        if input.isLineBreak(index) {
          // `\` at the end of a line: the line break is not part of the string.
          advance()
          joinsNextLine = true
          break
        }
        if sees("(") {
          advance()
          try appendInterpolation(to: &segments, after: &text, at: escapeStart)
          continue
        }
        let escapes: [UInt8: String] = [
          UInt8(ascii: "n"): "\n", UInt8(ascii: "t"): "\t", UInt8(ascii: "r"): "\r",
          UInt8(ascii: "0"): "\0", UInt8(ascii: "\\"): "\\", UInt8(ascii: "\""): "\"",
          UInt8(ascii: "'"): "'",
        ]
        guard let escaped = code(), let replacement = escapes[escaped] else {
          throw ScenarioError(
            .syntax("unknown escape sequence in a multi-line string"), at: escapeStart)
        }
        text += replacement
        advance()
      }
    }
    if !text.isEmpty || segments.isEmpty { segments.append(.text(text)) }
    return segments
  }

  /// The indentation (in characters) of the line holding the closing `"""`, looking ahead
  /// from the start of the string's first line; nil when no line closes it.
  private func closingIndentation() -> Int? {
    var position = index
    while position < input.count {
      var indentation = 0
      while let code = input.code(at: position),
        code == UInt8(ascii: " ") || code == UInt8(ascii: "\t")
      {
        indentation += 1
        position += 1
      }
      if input.code(at: position) == UInt8(ascii: "\""),
        input.code(at: position + 1) == UInt8(ascii: "\""),
        input.code(at: position + 2) == UInt8(ascii: "\"")
      {
        return indentation
      }
      while position < input.count, !input.isLineBreak(position) { position += 1 }
      position += 1
    }
    return nil
  }
}
