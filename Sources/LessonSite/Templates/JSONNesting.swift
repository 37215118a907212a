/// A bound on how deeply JSON arrays and objects nest, checked by one linear scan before
/// Foundation parses the bytes (`site.json`, `i18n/<locale>.json`). Our files nest three
/// levels; Foundation's own parser stops at 512, but its limit is an implementation detail
/// and its error names no position we can place a diagnostic at.
package enum JSONNesting {
  /// Deeper than this is refused: `SiteLimits.jsonNesting`.
  package static let maximumDepth = SiteLimits.jsonNesting

  /// The UTF-8 offset of the first `[` or `{` that opens a level deeper than `limit`, or nil
  /// when the bytes nest no deeper. Brackets inside strings do not count; malformed JSON is
  /// left for the real parser to report.
  package static func firstExcess(in bytes: [UInt8], limit: Int = maximumDepth) -> Int? {
    var depth = 0
    var inString = false
    var escaped = false
    for (offset, byte) in bytes.enumerated() {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""):
        inString = true
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        depth += 1
        if depth > limit { return offset }
      case UInt8(ascii: "]"), UInt8(ascii: "}"):
        depth -= 1
      default:
        break
      }
    }
    return nil
  }
}
