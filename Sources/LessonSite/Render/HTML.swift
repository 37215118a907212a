/// HTML escaping, the one place it is done.
///
/// Everything an author or a scenario names goes through `escape` on its way into a page;
/// raw insertion is only for markup our own renderers generated (DESIGN.md section 8).
package enum HTML {
  /// Escapes `&`, `<`, `>`, `"` and `'`, so the result is safe in text and in quoted
  /// attribute values alike.
  package static func escape(_ text: some StringProtocol) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// Decodes named entities cmark emits (`&amp;` `&lt;` `&gt;` `&quot;` `&#39;`) and numeric
  /// character references; anything else is kept as written.
  package static func decodeEntities(_ text: String) -> String {
    guard text.contains("&") else { return text }
    var out = ""
    var rest = Substring(text)
    while let amp = rest.firstIndex(of: "&") {
      out += rest[..<amp]
      let after = rest[amp...]
      guard let semi = after.prefix(12).firstIndex(of: ";") else {
        out += "&"
        rest = rest[rest.index(after: amp)...]
        continue
      }
      let name = after[after.index(after: after.startIndex)..<semi]
      if let decoded = decodeEntity(name) {
        out += decoded
        rest = rest[rest.index(after: semi)...]
      } else {
        out += "&"
        rest = rest[rest.index(after: amp)...]
      }
    }
    out += rest
    return out
  }

  private static func decodeEntity(_ name: Substring) -> String? {
    switch name {
    case "amp": return "&"
    case "lt": return "<"
    case "gt": return ">"
    case "quot": return "\""
    case "apos": return "'"
    case "nbsp": return "\u{A0}"
    default: break
    }
    guard name.hasPrefix("#") else { return nil }
    let digits = name.dropFirst()
    let value: UInt32?
    if digits.hasPrefix("x") || digits.hasPrefix("X") {
      value = UInt32(digits.dropFirst(), radix: 16)
    } else {
      value = UInt32(digits, radix: 10)
    }
    return value.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
  }
}
