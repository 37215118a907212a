/// Where code may break across lines: after `.`, `(`, `:`, `,` and `;` (a narrow column
/// breaks `window.rootViewController` after `window.`), never inside a name, never inside a
/// number (`0.5`), never before a closing bracket (`()`), and never so that a short tail such
/// as `true)` or `nil]` is left alone on the last line.
package enum TokenBreaks {
  /// A tail this short (in characters) stays with what comes before it.
  static let shortestTail = 6

  /// `text` escaped by `escape` (HTML by default), with a `<wbr>` at each allowed break.
  package static func breakable(
    _ text: String, escape: (Substring) -> String = { HTML.escape($0) }
  ) -> String {
    var html = ""
    html.reserveCapacity(text.utf8.count + 16)
    var segmentStart = text.startIndex
    var remaining = text.count
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      let after = text.index(after: index)
      remaining -= 1
      if ".(:,;".contains(character), remaining > shortestTail {
        let next = after < text.endIndex ? text[after] : " "
        if !next.isNumber, !" )]".contains(next) {
          html += escape(text[segmentStart..<after]) + "<wbr>"
          segmentStart = after
        }
      }
      index = after
    }
    return html + escape(text[segmentStart...])
  }

  /// `text` split after each allowed break (and after spaces).
  static func tokens(_ text: String) -> [String] {
    var tokens: [String] = []
    var current = ""
    for character in text {
      current.append(character)
      if ".(:, ".contains(character) {
        tokens.append(current)
        current = ""
      }
    }
    if !current.isEmpty { tokens.append(current) }
    return tokens
  }
}
