import Foundation

/// A 128-bit fingerprint of bytes (two multiply-and-fold lanes fed eight bytes at a time),
/// for cache keys: it tells whether an input changed, it is not a defence against an
/// attacker (the cache is the user's own).
///
/// Every field is added with its length first, so `("ab", "c")` and `("a", "bc")` differ.
/// Eight bytes a step, not one: a rebuild digests every lesson body it loads.
package struct Digest: Sendable, Equatable, Hashable, CustomStringConvertible {
  private var a: UInt64 = 0xcbf2_9ce4_8422_2325
  private var b: UInt64 = 0x8422_2325_cbf2_9ce4

  package init() {}

  /// Adds one field.
  package mutating func add(_ bytes: some Collection<UInt8>) {
    mix(UInt64(bytes.count))
    if bytes.withContiguousStorageIfAvailable({ addRaw($0) }) == nil {
      Array(bytes).withUnsafeBufferPointer { addRaw($0) }
    }
  }

  /// Adds an integer field (eight bytes).
  package mutating func add(int value: Int) {
    mix(UInt64(bitPattern: Int64(value)))
  }

  /// The two 64-bit lanes, for a fingerprint that combines digests (`TreeStamp`).
  var words: (UInt64, UInt64) { (a, b) }

  /// Adds a string field.
  package mutating func add(_ text: String) {
    var text = text
    text.withUTF8 { add($0) }
  }

  private mutating func addRaw(_ bytes: UnsafeBufferPointer<UInt8>) {
    let raw = UnsafeRawBufferPointer(bytes)
    var offset = 0
    while offset + 8 <= raw.count {
      mix(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
      offset += 8
    }
    // The last one to seven bytes, as one word (the field's length, added first, tells a
    // short tail from zero bytes).
    if offset < raw.count {
      var word: UInt64 = 0
      for index in offset..<raw.count {
        word |= UInt64(raw[index]) << (UInt64(index - offset) * 8)
      }
      mix(word)
    }
  }

  /// One 64-bit word into both lanes: xor, multiply by an odd constant, fold the high half
  /// down so every input bit reaches every output bit within a few words.
  private mutating func mix(_ word: UInt64) {
    a = (a ^ word) &* 0xFF51_AFD7_ED55_8CCD
    a ^= a >> 33
    b = (b ^ word) &* 0x9E37_79B9_7F4A_7C15
    b ^= b >> 29
  }

  /// 32 hexadecimal digits (written digit by digit into the string's own storage: a build
  /// makes one for every record key and group key).
  package var description: String {
    let (a, b) = (a, b)
    return String(unsafeUninitializedCapacity: 32) { buffer in
      let digits: StaticString = "0123456789abcdef"
      for position in 0..<16 {
        let shift = 60 - 4 * UInt64(position)
        buffer[position] = digits.utf8Start[Int((a >> shift) & 0xF)]
        buffer[16 + position] = digits.utf8Start[Int((b >> shift) & 0xF)]
      }
      return 32
    }
  }

  /// The digest of every file under `folder` (relative paths and bytes, sorted by path;
  /// dot files left out), or of nothing when there is no such folder.
  package static func ofFolder(_ folder: String) -> Digest {
    var digest = Digest()
    let files = FileManager.default
    guard let enumerator = files.enumerator(atPath: folder) else { return digest }
    var paths: [String] = []
    while let path = enumerator.nextObject() as? String {
      if path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
      var isDirectory: ObjCBool = false
      if files.fileExists(atPath: folder + "/" + path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        paths.append(path)
      }
    }
    for path in paths.sorted() {
      digest.add(path)
      digest.add(Array(files.contents(atPath: folder + "/" + path) ?? Data()))
    }
    return digest
  }
}
