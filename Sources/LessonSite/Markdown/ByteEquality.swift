import Foundation

/// Whether two byte sequences hold the same bytes: compared as memory where both are
/// contiguous, element by element otherwise. A generic `elementsEqual` over UTF-8 views or
/// `Data` walks iterators byte by byte, on every lesson loaded and every page a rebuild
/// compares with the one it was about to rewrite.
enum ByteEquality {
  static func same(_ first: some Collection<UInt8>, _ second: some Collection<UInt8>) -> Bool {
    guard first.count == second.count else { return false }
    let compared = first.withContiguousStorageIfAvailable { a in
      second.withContiguousStorageIfAvailable { b in
        a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0
      }
    }
    return (compared ?? nil) ?? first.elementsEqual(second)
  }
}
