import Foundation

/// Helpers for trace text as written in lessons, on UTF-8 bytes (no Foundation bridging:
/// every scenario's trace goes through here on every check).
package enum TraceText {
  /// `\r\n` and `\r` become `\n`, and the text ends with exactly one `\n` unless empty.
  package static func normalized(_ text: String) -> String {
    let newline = UInt8(ascii: "\n")
    let carriageReturn = UInt8(ascii: "\r")
    let utf8 = text.utf8
    // The common case: already normalised.
    if !contains(carriageReturn, in: text), utf8.last == newline, utf8.dropLast().last != newline {
      return text
    }
    var out: [UInt8] = []
    out.reserveCapacity(utf8.count + 1)
    var previousWasCarriageReturn = false
    for byte in utf8 {
      if byte == carriageReturn {
        out.append(newline)
        previousWasCarriageReturn = true
        continue
      }
      if byte == newline, previousWasCarriageReturn {
        previousWasCarriageReturn = false
        continue
      }
      previousWasCarriageReturn = false
      out.append(byte)
    }
    while out.count >= 2, out[out.count - 1] == newline, out[out.count - 2] == newline {
      out.removeLast()
    }
    if !out.isEmpty, out.last != newline { out.append(newline) }
    return String(decoding: out, as: UTF8.self)
  }

  /// The lines of a normalised trace, without line endings.
  package static func lines(_ text: String) -> [String] {
    var lines = normalized(text).split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// `text` with `\r\n` line endings as `\n` (a CRLF lesson's code, for the interpreter).
  package static func withUnixLineEndings(_ text: String) -> String {
    guard contains(UInt8(ascii: "\r"), in: text) else { return text }
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count)
    let bytes = Array(text.utf8)
    for (index, byte) in bytes.enumerated() {
      if byte == UInt8(ascii: "\r"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n")
      {
        continue
      }
      out.append(byte)
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// True when `text` holds `byte`: one `memchr` over a native string's bytes (the UTF-8
  /// view's iterator costs several instructions a byte, and every trace is scanned).
  static func contains(_ byte: UInt8, in text: String) -> Bool {
    let found = text.utf8.withContiguousStorageIfAvailable { bytes in
      guard let base = bytes.baseAddress else { return false }
      return memchr(base, Int32(byte), bytes.count) != nil
    }
    return found ?? text.utf8.contains(byte)
  }
}
