import Foundation

/// Term → the entries (sections) that hold it, for one locale's search index: terms found by
/// their bytes in a `SearchTermSet` (the tokeniser's table), and every (term, entry) pair in
/// one array, grouped by term only once all are in.
///
/// A locale of 1,000 lessons has hundreds of thousands of term occurrences; a dictionary of
/// `Substring` keys hashed each with SipHash and appended to one array per term weighs on
/// a rebuild after one lesson changed, which writes the locale's whole index again.
struct TermPostings {
  private var terms = SearchTermSet(textCount: 1 << 16)
  /// (term, entry) in the order they were added.
  private var pairs: [(term: Int32, entry: Int32)] = []

  /// Number of distinct terms.
  var count: Int { terms.count }

  /// Records that entry `entry` holds the term whose UTF-8 bytes are `term`. Entries are added
  /// in ascending order, so each term's entries come out ascending.
  mutating func add(_ term: UnsafeBufferPointer<UInt8>, entry: Int) {
    pairs.append((Int32(terms.position(of: term).position), Int32(entry)))
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
    let joined = terms.joined
    let ranges = (0..<count).map { terms.range(of: $0) }
    let order = joined.withUnsafeBufferPointer { bytes in
      (0..<count).sorted { left, right in
        Self.precedes(
          UnsafeBufferPointer(rebasing: bytes[ranges[left]]),
          UnsafeBufferPointer(rebasing: bytes[ranges[right]]))
      }
    }
    return order.map { term in
      (joined[ranges[term]], entries[offsets[term]..<offsets[term + 1]])
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
}
