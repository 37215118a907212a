/// The fingerprint a translation records of the default-locale lesson it translates:
/// 64-bit FNV-1a over the file's bytes, as 16 lowercase hex digits.
///
/// It only has to notice that the source changed (any byte: text, front matter or a
/// promoted trace), not resist an adversary, so a short non-cryptographic hash suffices and
/// needs nothing outside the standard library.
package enum SourceHash {
  /// `SourceHash.of(Array("a".utf8))` is `"af63dc4c8601ec8c"`.
  package static func of(_ bytes: [UInt8]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01B3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}
