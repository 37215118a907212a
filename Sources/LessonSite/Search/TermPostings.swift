import Foundation

/// Term → the entries (sections) that hold it, for one locale's search index: the terms' bytes
/// in one arena, found through an open-addressing table keyed by a hash of the bytes, and
/// every (term, entry) pair in one array, grouped by term only once all are in.
///
/// A locale of 1,000 lessons has hundreds of thousands of term occurrences; a dictionary of
/// `Substring` keys hashed each with SipHash and appended to one array per term was a fifth of
/// a rebuild after one lesson changed, which writes the locale's whole index again.
struct TermPostings {
  /// Every term's bytes, one after another; term `t` is `arena[starts[t]..<starts[t + 1]]`.
  private var arena: [UInt8] = []
  private var starts: [Int] = [0]
  private var hashes: [UInt64] = []
  /// Term index + 1 per slot, 0 for an empty slot; the count is a power of two.
  private var slots: [Int32] = Array(repeating: 0, count: 1024)
  /// (term, entry) in the order they were added.
  private var pairs: [(term: Int32, entry: Int32)] = []

  /// Number of distinct terms.
  var count: Int { hashes.count }

  /// Records that entry `entry` holds the term whose UTF-8 bytes are `term`. Entries are added
  /// in ascending order, so each term's entries come out ascending.
  mutating func add(_ term: UnsafeBufferPointer<UInt8>, entry: Int) {
    let hash = Self.hash(term)
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while true {
      let stored = Int(slots[slot])
      if stored == 0 { break }
      let index = stored - 1
      if hashes[index] == hash, equal(index, term) {
        pairs.append((Int32(index), Int32(entry)))
        return
      }
      slot = (slot + 1) & mask
    }
    let index = hashes.count
    arena.append(contentsOf: term)
    starts.append(arena.count)
    hashes.append(hash)
    slots[slot] = Int32(index + 1)
    pairs.append((Int32(index), Int32(entry)))
    // At most half full, so a probe meets an empty slot soon.
    if hashes.count * 2 > slots.count { grow() }
  }

  /// Each term (as its bytes) with its entries, terms in the order of their bytes (`memcmp`,
  /// then the shorter first), entries ascending.
  func sorted() -> [(term: ArraySlice<UInt8>, entries: ArraySlice<Int>)] {
    // Group the pairs by term with a counting sort: stable, so entries stay ascending.
    var offsets = [Int](repeating: 0, count: count + 1)
    for pair in pairs { offsets[Int(pair.term) + 1] += 1 }
    for index in 0..<count { offsets[index + 1] += offsets[index] }
    var entries = [Int](repeating: 0, count: pairs.count)
    var next = offsets
    for pair in pairs {
      entries[next[Int(pair.term)]] = Int(pair.entry)
      next[Int(pair.term)] += 1
    }
    let order = arena.withUnsafeBufferPointer { bytes in
      (0..<count).sorted { left, right in
        Self.precedes(
          UnsafeBufferPointer(rebasing: bytes[starts[left]..<starts[left + 1]]),
          UnsafeBufferPointer(rebasing: bytes[starts[right]..<starts[right + 1]]))
      }
    }
    return order.map { term in
      (arena[starts[term]..<starts[term + 1]], entries[offsets[term]..<offsets[term + 1]])
    }
  }

  /// True when `left`'s bytes sort before `right`'s: `memcmp` over the shorter length, then
  /// the shorter first (the order of `String`'s `<` for text in NFC).
  static func precedes(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    let length = min(left.count, right.count)
    let order = length == 0 ? 0 : memcmp(left.baseAddress!, right.baseAddress!, length)
    return order != 0 ? order < 0 : left.count < right.count
  }

  private func equal(_ index: Int, _ term: UnsafeBufferPointer<UInt8>) -> Bool {
    let start = starts[index]
    guard starts[index + 1] - start == term.count else { return false }
    guard !term.isEmpty else { return true }
    return arena.withUnsafeBufferPointer {
      memcmp($0.baseAddress! + start, term.baseAddress!, term.count) == 0
    }
  }

  private mutating func grow() {
    slots = Array(repeating: 0, count: slots.count * 2)
    let mask = slots.count - 1
    for (index, hash) in hashes.enumerated() {
      var slot = Int(truncatingIfNeeded: hash) & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = Int32(index + 1)
    }
  }

  /// FNV-1a over the bytes, then mixed so the low bits (the slot) depend on every byte.
  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    hash ^= hash >> 29
    hash = hash &* 0xBF58_476D_1CE4_E5B9
    return hash ^ (hash >> 32)
  }
}
