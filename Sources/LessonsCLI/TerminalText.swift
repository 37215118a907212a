/// Text made safe for a terminal: control characters that a scenario prints or a source line
/// contains would otherwise be obeyed by the terminal (retitle the window, clear the screen,
/// rewrite earlier lines, ring the bell), so they are shown as visible escapes instead.
///
/// ```
/// TerminalText.sanitize("A\u{1b}]0;TITLE\u{07}B")  // "A\\u{1b}]0;TITLE\\u{07}B"
/// ```
package enum TerminalText {
  /// `text` with every C0 control character but line feed and tab, DEL, and every C1 control
  /// character written as `\u{XX}` (Swift's spelling, lower-case hex, at least two digits).
  /// Everything else, printable Unicode included, is unchanged.
  package static func sanitize(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      guard isControl(scalar) else {
        result.append(scalar)
        continue
      }
      let hex = String(scalar.value, radix: 16)
      result.append(contentsOf: ("\\u{" + (hex.count < 2 ? "0" + hex : hex) + "}").unicodeScalars)
    }
    return String(result)
  }

  /// True for the characters a terminal may act on: C0 but `\n` and `\t`, DEL, and C1.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A, 0x09: return false
    case 0x00...0x1F, 0x7F...0x9F: return true
    default: return false
    }
  }
}
