import Foundation

/// The terms of one text seen so far, unique as a `Set<String>` makes them (canonically
/// equivalent strings are one term), kept as their UTF-8 bytes joined by spaces in
/// first-seen order: the form the search index keeps (`SearchTokenizer.joinedTerms`).
///
/// While every term is plain (`SearchTokenizer.isPlain`: text in NFC, so equal exactly when
/// the bytes are), terms are found by their bytes in an open-addressing table of positions in
/// the joined bytes, and no `String` is made. At the first other term, the terms so far
/// become a `Set<String>`, which decides for that term and every later one.
///
/// The search index finds its keys the same way (`position(of:)`, `TermPostings`): they are
/// compared by their bytes, as JavaScript compares them.
struct SearchTermSet {
  /// The terms, each after a space but the first.
  private(set) var joined: [UInt8] = []
  /// Where each term starts in `joined`, and its length.
  private var spans: [(start: Int, count: Int)] = []
  /// Open addressing, linear probing: 1 + a `spans` index, 0 for an empty slot. The count is
  /// a power of two, at least twice the number of terms.
  private var slots: [Int32]
  /// Set at the first term that is not plain; from then on it decides.
  private var general: Set<String>?

  /// A set for the terms of a text of `textCount` UTF-8 bytes: a slot per byte (at least
  /// 64), room for the terms of most texts at once (ASCII terms take three bytes or more
  /// with their separator), so the table seldom grows.
  init(textCount: Int) {
    var count = 64
    while count < textCount { count *= 2 }
    slots = Array(repeating: 0, count: count)
    joined.reserveCapacity(textCount)
  }

  /// Adds the term `bytes` (UTF-8, no space) unless it is there; `plain`: each of its scalars
  /// is plain.
  mutating func insert(_ bytes: UnsafeBufferPointer<UInt8>, plain: Bool) {
    guard general == nil, plain else {
      if general == nil {
        general = Set(
          spans.map { String(decoding: joined[$0.start..<$0.start + $0.count], as: UTF8.self) })
      }
      if general!.insert(String(decoding: bytes, as: UTF8.self)).inserted { append(bytes) }
      return
    }
    _ = position(of: bytes)
  }

  /// The position of the term `bytes` among the terms in first-seen order, added if new,
  /// comparing bytes alone (as for plain terms; the search index's keys are compared so).
  /// Only while no term that is not plain was inserted.
  mutating func position(of bytes: UnsafeBufferPointer<UInt8>) -> (
    position: Int, inserted: Bool
  ) {
    precondition(general == nil, "terms are compared by their bytes only while all are plain")
    let mask = slots.count - 1
    var slot = Self.hash(bytes) & mask
    while slots[slot] != 0 {
      let position = Int(slots[slot]) - 1
      let span = spans[position]
      if span.count == bytes.count, equal(span.start, bytes) { return (position, false) }
      slot = (slot + 1) & mask
    }
    slots[slot] = Int32(spans.count + 1)
    append(bytes)
    if spans.count * 2 > slots.count { grow() }
    return (spans.count - 1, true)
  }

  /// Number of terms.
  var count: Int { spans.count }

  /// Where the term at `position` (first-seen order) is in `joined`.
  func range(of position: Int) -> Range<Int> {
    spans[position].start..<spans[position].start + spans[position].count
  }

  private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    if !joined.isEmpty { joined.append(UInt8(ascii: " ")) }
    spans.append((joined.count, bytes.count))
    joined.append(contentsOf: bytes)
  }

  /// True when `joined` holds `bytes` at `start`.
  private func equal(_ start: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard bytes.count > 0 else { return true }
    return joined.withUnsafeBufferPointer {
      memcmp($0.baseAddress! + start, bytes.baseAddress!, bytes.count) == 0
    }
  }

  /// Twice the slots, every plain term placed again.
  private mutating func grow() {
    slots = Array(repeating: 0, count: slots.count * 2)
    let mask = slots.count - 1
    joined.withUnsafeBufferPointer { joined in
      for (position, span) in spans.enumerated() {
        var slot =
          Self.hash(UnsafeBufferPointer(rebasing: joined[span.start..<span.start + span.count]))
          & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(position + 1)
      }
    }
  }

  /// FNV-1a: terms are short, and only the table's lookups depend on it (not the order).
  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return Int(truncatingIfNeeded: hash ^ hash >> 32)
  }
}
