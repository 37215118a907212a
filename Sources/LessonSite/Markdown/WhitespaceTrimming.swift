extension StringProtocol {
  /// The text without leading and trailing spaces and tabs: what Foundation's
  /// `trimmingCharacters(in: .whitespaces)` returns (Unicode's space separators, category
  /// Zs, plus U+0009 and, in Core Foundation's set, U+200B), without bridging every line
  /// through `NSString`, which made front matter a noticeable part of loading a large
  /// content folder.
  package func trimmingWhitespace() -> String {
    let text = Substring(self)
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !Self.isWhitespace($0) }) else { return "" }
    let last = scalars.lastIndex(where: { !Self.isWhitespace($0) })!
    // One copy of the kept bytes (appending scalar by scalar was most of the time).
    return String(Substring(scalars[first...last]))
  }

  private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x20, 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: return true
    default: return false
    }
  }
}
