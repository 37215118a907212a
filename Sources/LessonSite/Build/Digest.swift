import Foundation

/// A 128-bit fingerprint of bytes (two FNV-1a style lanes), for cache keys: it tells whether
/// an input changed, it is not a defence against an attacker (the cache is the user's own).
///
/// Every field is added with its length first, so `("ab", "c")` and `("a", "bc")` differ.
package struct Digest: Sendable, Equatable, Hashable, CustomStringConvertible {
  private var a: UInt64 = 0xcbf2_9ce4_8422_2325
  private var b: UInt64 = 0x8422_2325_cbf2_9ce4

  package init() {}

  /// Adds one field.
  package mutating func add(_ bytes: some Collection<UInt8>) {
    addRaw(withUnsafeBytes(of: UInt64(bytes.count).littleEndian) { Array($0) })
    addRaw(bytes)
  }

  /// Adds a string field.
  package mutating func add(_ text: String) {
    add(Array(text.utf8))
  }

  private mutating func addRaw(_ bytes: some Collection<UInt8>) {
    var a = self.a
    var b = self.b
    for byte in bytes {
      a = (a ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
      b = (b ^ UInt64(byte)) &* 0x9E37_79B9_7F4A_7C15
      b ^= b >> 29
    }
    self.a = a
    self.b = b
  }

  /// 32 hexadecimal digits.
  package var description: String {
    func hex(_ value: UInt64) -> String {
      let digits = String(value, radix: 16)
      return String(repeating: "0", count: 16 - digits.count) + digits
    }
    return hex(a) + hex(b)
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
