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

  /// `escape(text)` appended to `out`. The bytes are scanned in place (a page writes
  /// megabytes through here: walking a substring's UTF-8 view index by index was most of
  /// escaping); runs that need nothing are appended whole.
  package static func escape(_ text: Substring, into out: inout String) {
    escape(text, into: &out, apostrophes: true)
  }

  /// `escape(text, into:)`, leaving `'` as it is without `apostrophes` (cmark's text
  /// escaping, which the Markdown renderer matches).
  package static func escape(_ text: Substring, into out: inout String, apostrophes: Bool) {
    let utf8 = text.utf8
    let escaped = utf8.withContiguousStorageIfAvailable { bytes -> Bool in
      var runStart = 0
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        guard byte < 0x40, needsEscape[Int(byte)], apostrophes || byte != UInt8(ascii: "'")
        else {
          index += 1
          continue
        }
        if runStart < index { append(runStart..<index, of: text, to: &out) }
        out.append(entity(byte))
        index += 1
        runStart = index
      }
      if runStart < bytes.count { append(runStart..<bytes.count, of: text, to: &out) }
      return true
    }
    guard escaped == nil else { return }
    // Text not stored as UTF-8 (bridged): index by index.
    var runStart = utf8.startIndex
    var index = runStart
    while index < utf8.endIndex {
      let byte = utf8[index]
      guard byte < 0x40, needsEscape[Int(byte)], apostrophes || byte != UInt8(ascii: "'") else {
        index = utf8.index(after: index)
        continue
      }
      out.append(contentsOf: text[runStart..<index])
      out.append(entity(byte))
      index = utf8.index(after: index)
      runStart = index
    }
    out.append(contentsOf: text[runStart..<utf8.endIndex])
  }

  /// Appends the UTF-8 offsets `range` of `text` to `out`. The five escaped characters are
  /// ASCII, so both ends of a run are character boundaries.
  private static func append(_ range: Range<Int>, of text: Substring, to out: inout String) {
    let utf8 = text.utf8
    let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
    let end = utf8.index(start, offsetBy: range.count)
    out.append(contentsOf: text[start..<end])
  }

  private static func entity(_ byte: UInt8) -> String {
    switch byte {
    case UInt8(ascii: "&"): return "&amp;"
    case UInt8(ascii: "<"): return "&lt;"
    case UInt8(ascii: ">"): return "&gt;"
    case UInt8(ascii: "\""): return "&quot;"
    default: return "&#39;"
    }
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
