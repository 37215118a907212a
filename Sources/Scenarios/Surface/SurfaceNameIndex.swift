/// Which types declare a member of a given name: where a lookup across the whole surface starts
/// (a free constant, an old spelling anywhere in the code, "is this a real member at all"), so
/// that it parses only those types' members, never all of them.
///
/// The keys are each member's Swift base name (`addChild`) and Objective-C selector's first
/// piece (`addChildViewController`, a property's, constant's, enum case's or function's name),
/// the base names of the spellings it replaced, and a type's old name (`keys(of:)`). A query
/// turns what was written into keys (`baseName`, `objcKeys`), takes the types found, and
/// checks their members exactly: the index only narrows, it never decides.
///
/// `scripts/gen-uikit-surface` writes it for the generated surface (`UIKitSurfaceData.index`):
/// one line per key, `key|n,n,...`, sorted byte for byte, the types by their positions in the
/// sorted list of the surface's Objective-C type names. A lookup is a binary search over the
/// text's lines; the only work at first use is one pass finding where the lines start.
struct SurfaceNameIndex: Sendable {
  private let text: String
  /// Where each line starts in `text`'s UTF-8 (then one more entry, past the end).
  private let lineStarts: [Int32]
  /// The index in its text form (the generator's, or `text(types:)`'s).
  init(text: String) {
    var text = text
    var starts: [Int32] = []
    text.withUTF8 { bytes in
      var start = 0
      while start < bytes.count {
        let end = SurfaceLineFormat.endOfLine(bytes, from: start, to: bytes.count)
        if end > start { starts.append(Int32(start)) }
        start = end + 1
      }
      starts.append(Int32(bytes.count + 1))
    }
    self.text = text
    self.lineStarts = starts
  }

  /// The index of these types (keyed by Objective-C name), made from their members: what the
  /// generator writes, for a surface made from texts without one (the tests' own).
  init(types: [String: SurfaceType]) {
    self.init(text: Self.text(types: types))
  }

  /// The positions (in the sorted list of type names) of the types filed under `key`,
  /// ascending; empty when none.
  func owners(of key: String) -> [Int] {
    var key = key
    var text = text  // no copy: `init` left it contiguous
    return key.withUTF8 { key in
      text.withUTF8 { bytes in
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
          let middle = (low + high) / 2
          let start = Int(lineStarts[middle])
          var bar = start
          while bar < bytes.count, bytes[bar] != Self.bar, bytes[bar] != Self.newline {
            bar += 1
          }
          let order = Self.compare(key, UnsafeBufferPointer(rebasing: bytes[start..<bar]))
          if order == 0 {
            guard bar < bytes.count, bytes[bar] == Self.bar else { return [] }
            var end = bar + 1
            while end < bytes.count, bytes[end] != Self.newline { end += 1 }
            return Self.numbers(UnsafeBufferPointer(rebasing: bytes[(bar + 1)..<end]))
          }
          if order < 0 { high = middle } else { low = middle + 1 }
        }
        return []
      }
    }
  }

  /// The keys a member is filed under.
  static func keys(of member: SurfaceMember) -> Set<String> {
    var keys: Set<String> = [member.swiftBaseName, member.objcBaseName]
    for old in member.renamedSpellings { keys.formUnion(self.keys(ofSpelling: old)) }
    return keys
  }

  /// The keys an old spelling is filed under: its base name, and the whole spelling when it
  /// has `(` without a closing `)` (which `SurfaceRenames.parse` takes whole).
  static func keys(ofSpelling spelling: String) -> Set<String> {
    var keys: Set<String> = [SurfaceMember.baseName(of: spelling)]
    if spelling.contains("("), !spelling.hasSuffix(")") { keys.insert(spelling) }
    return keys
  }

  /// The keys to look an Objective-C spelling up by: the selector's first piece, and for a
  /// setter (`setEditing:`, `setURL:`) the property names it may set (`editing`, `URL`).
  static func objcKeys(_ written: String) -> [String] {
    var keys = [String(written.prefix { $0 != ":" })]
    if written.hasPrefix("set"), written.hasSuffix(":"), written.count > 4,
      written.filter({ $0 == ":" }).count == 1
    {
      let property = String(written.dropFirst(3).dropLast())
      keys.append(property)
      keys.append(property.prefix(1).lowercased() + property.dropFirst())
    }
    return keys
  }

  /// The index's text for these types (keyed by Objective-C name): `scripts/gen-uikit-surface`
  /// writes the same for the generated surface (a test compares them).
  static func text(types: [String: SurfaceType]) -> String {
    var owners: [String: Set<Int>] = [:]
    for (position, name) in types.keys.sorted().enumerated() {
      guard let type = types[name] else { continue }
      var keys: Set<String> = type.renamed.map { self.keys(ofSpelling: $0) } ?? []
      for member in type.members { keys.formUnion(self.keys(of: member)) }
      for key in keys { owners[key, default: []].insert(position) }
    }
    return owners.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map { key in
      key + "|" + (owners[key] ?? []).sorted().map(String.init).joined(separator: ",")
    }.joined(separator: "\n")
  }

  private static let newline = UInt8(ascii: "\n")
  private static let bar = UInt8(ascii: "|")

  /// Byte order: negative when `a` sorts first.
  private static func compare(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>)
    -> Int
  {
    for index in 0..<min(a.count, b.count) where a[index] != b[index] {
      return Int(a[index]) - Int(b[index])
    }
    return a.count - b.count
  }

  /// `12,455` as numbers.
  private static func numbers(_ bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
    var out: [Int] = []
    var value = 0
    for byte in bytes {
      if byte == UInt8(ascii: ",") {
        out.append(value)
        value = 0
      } else {
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
      }
    }
    if !bytes.isEmpty { out.append(value) }
    return out
  }
}
