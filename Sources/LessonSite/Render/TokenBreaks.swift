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
    breakable(text, into: &html) { segment, out in out += escape(segment) }
    return html
  }

  /// `breakable(text)` appended to `html`; `escape` appends one segment, escaped.
  ///
  /// Text of ASCII without a carriage return (nearly every trace line and inline code span)
  /// is read byte by byte: there each byte is one character, and only `0`–`9` are numbers.
  /// Anything else takes the general path over characters, whose rules these are.
  package static func breakable(
    _ text: String, into html: inout String,
    escape: (Substring, inout String) -> Void = { HTML.escape($0, into: &$1) }
  ) {
    let utf8 = text.utf8
    guard utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) else {
      return breakableByCharacters(text, into: &html, escape: escape)
    }
    var segmentStart = utf8.startIndex
    var remaining = utf8.count
    var index = utf8.startIndex
    while index < utf8.endIndex {
      let byte = utf8[index]
      let after = utf8.index(after: index)
      remaining -= 1
      if isBreak(byte), remaining > shortestTail {
        let next = after < utf8.endIndex ? utf8[after] : UInt8(ascii: " ")
        switch next {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: " "), UInt8(ascii: ")"),
          UInt8(ascii: "]"):
          break
        default:
          escape(text[segmentStart..<after], &html)
          html += "<wbr>"
          segmentStart = after
        }
      }
      index = after
    }
    escape(text[segmentStart...], &html)
  }

  /// `.`, `(`, `:`, `,` and `;`: where a break may follow.
  private static func isBreak(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "."), UInt8(ascii: "("), UInt8(ascii: ":"), UInt8(ascii: ","),
      UInt8(ascii: ";"):
      true
    default: false
    }
  }

  /// The general path of `breakable(_:into:escape:)`, over characters.
  static func breakableByCharacters(
    _ text: String, into html: inout String, escape: (Substring, inout String) -> Void
  ) {
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
          escape(text[segmentStart..<after], &html)
          html += "<wbr>"
          segmentStart = after
        }
      }
      index = after
    }
    escape(text[segmentStart...], &html)
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
