/// HTML escaping, the one place it is done.
///
/// Everything an author or a scenario names goes through `escape` on its way into a page;
/// raw insertion is only for markup our own renderers generated (DESIGN.md section 8).
package enum HTML {
  /// Escapes `&`, `<`, `>`, `"` and `'`, so the result is safe in text and in quoted
  /// attribute values alike.
  package static func escape(_ text: some StringProtocol) -> String {
    // On UTF-8 bytes: the five characters are ASCII, and every other byte (of any script)
    // is copied as it is. Most text has none of them and is returned as it came.
    let utf8 = text.utf8
    guard utf8.contains(where: { $0 < 0x40 && needsEscape[Int($0)] }) else { return String(text) }
    var out: [UInt8] = []
    out.reserveCapacity(utf8.count + utf8.count / 8)
    for byte in utf8 {
      switch byte {
      case UInt8(ascii: "&"): out += "&amp;".utf8
      case UInt8(ascii: "<"): out += "&lt;".utf8
      case UInt8(ascii: ">"): out += "&gt;".utf8
      case UInt8(ascii: "\""): out += "&quot;".utf8
      case UInt8(ascii: "'"): out += "&#39;".utf8
      default: out.append(byte)
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// `escape(text)` appended to `out`, without a string of its own in between: renderers
  /// write a page into one string.
  package static func escape(_ text: String, into out: inout String) {
    escape(text[...], into: &out)
  }

  /// `escape(text)` appended to `out`.
  package static func escape(_ text: Substring, into out: inout String) {
    let utf8 = text.utf8
    var runStart = utf8.startIndex
    var index = runStart
    while index < utf8.endIndex {
      let entity: String
      switch utf8[index] {
      case UInt8(ascii: "&"): entity = "&amp;"
      case UInt8(ascii: "<"): entity = "&lt;"
      case UInt8(ascii: ">"): entity = "&gt;"
      case UInt8(ascii: "\""): entity = "&quot;"
      case UInt8(ascii: "'"): entity = "&#39;"
      default:
        index = utf8.index(after: index)
        continue
      }
      // The five are ASCII, so `index` is a character boundary.
      out.append(contentsOf: text[runStart..<index])
      out.append(entity)
      index = utf8.index(after: index)
      runStart = index
    }
    out.append(contentsOf: text[runStart..<utf8.endIndex])
  }

  /// For the bytes below 0x40: true for `&`, `<`, `>`, `"` and `'`.
  private static let needsEscape: [Bool] = (0..<0x40).map { byte in
    [
      UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""),
      UInt8(ascii: "'"),
    ]
    .contains(UInt8(byte))
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
