/// Traditional Chinese characters folded to Simplified ones for search, so a reader finds 转场
/// by typing 轉場 on either Chinese site, and the reverse.
///
/// The index folds the text it tokenises (`SearchIndex.terms(of:)`); `site.js` folds the
/// query and the text it highlights with the pairs the index file carries (`pairs(for:)`):
/// only those whose Simplified side occurs in the locale's terms, since a query character
/// folding to anything else cannot match. Every pair maps one character of the Basic
/// Multilingual Plane to another (`HanFolding+Table.swift`, generated from OpenCC), so
/// folding keeps a text's length and the positions of its highlights.
package enum HanFolding {
  /// Traditional → Simplified, as scalar values.
  static let table: [UInt32: Unicode.Scalar] = {
    var table: [UInt32: Unicode.Scalar] = [:]
    var pending: Unicode.Scalar?
    for scalar in pairs.unicodeScalars where scalar.value >= 0x2E80 {
      if let source = pending {
        table[source.value] = scalar
        pending = nil
      } else {
        pending = scalar
      }
    }
    return table
  }()

  /// One bit per scalar value of the Basic Multilingual Plane, set where the table folds it.
  static let folded: [UInt64] = {
    var bits = [UInt64](repeating: 0, count: 0x10000 / 64)
    for value in table.keys where value < 0x10000 {
      bits[Int(value >> 6)] |= 1 << (value & 63)
    }
    return bits
  }()

  /// `text` with every Traditional character the table knows in its Simplified form.
  package static func fold(_ text: String) -> String {
    guard holdsFolded(text) else { return text }
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      out.append(table[scalar.value] ?? scalar)
    }
    return String(out)
  }

  /// True when `text` holds a character the table folds. Read off its UTF-8 bytes: every
  /// such character lies in the Basic Multilingual Plane above U+07FF, a three-byte sequence,
  /// so the other sequences are stepped over undecoded.
  static func holdsFolded(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      var index = 0
      while index < bytes.count {
        let lead = bytes[index]
        guard lead >= 0xE0 else {
          index += lead < 0x80 ? 1 : 2
          continue
        }
        guard lead < 0xF0 else {
          index += 4
          continue
        }
        guard index + 2 < bytes.count else { return false }
        let value =
          UInt32(lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6
          | UInt32(bytes[index + 2] & 0x3F)
        if folded[Int(value >> 6)] & (1 << (value & 63)) != 0 { return true }
        index += 3
      }
      return false
    }
  }

  /// The pairs (`TSTS…`, sorted by the Traditional character) whose Simplified character
  /// occurs in `folded`, text already folded: what `site.js` needs to fold a query for an
  /// index of that text. Empty when the text has no Han character the table yields.
  package static func pairs(for folded: some Sequence<String>) -> String {
    var targets: Set<UInt32> = []
    let yielded = Set(table.values.map(\.value))
    for text in folded {
      for scalar in text.unicodeScalars
      where scalar.value >= 0x2E80 && yielded.contains(scalar.value) {
        targets.insert(scalar.value)
      }
    }
    guard !targets.isEmpty else { return "" }
    var out = String.UnicodeScalarView()
    for (source, target) in table.sorted(by: { $0.key < $1.key })
    where targets.contains(target.value) {
      if let scalar = Unicode.Scalar(source) { out.append(scalar) }
      out.append(target)
    }
    return String(out)
  }
}
