import Foundation

/// Strings in the order of their UTF-8 bytes, compared as memory: the order the cache file
/// writes its tables in (inputs, output files, groups, records). `String`'s own `<` compares
/// by Unicode scalars with a normalization check, several times slower for the long common
/// prefixes of paths; the file needs an order that is the same every time, not that one.
enum ByteOrder {
  /// `keys` sorted by their UTF-8 bytes.
  static func sorted(_ keys: some Collection<String>) -> [String] {
    Array(keys).sorted(by: precedes)
  }

  /// The keys of `table` sorted by their UTF-8 bytes: `order` itself when it holds exactly
  /// those keys (the order a cache file held them in, already sorted), without sorting.
  static func sorted<Value>(_ table: [String: Value], reusing order: [String]) -> [String] {
    if order.count == table.count, order.allSatisfy({ table[$0] != nil }) { return order }
    return sorted(table.keys)
  }

  /// True when `left`'s UTF-8 bytes come before `right`'s.
  static func precedes(_ left: String, _ right: String) -> Bool {
    let compared = left.utf8.withContiguousStorageIfAvailable { a in
      right.utf8.withContiguousStorageIfAvailable { b in
        let common = min(a.count, b.count)
        let order = common == 0 ? 0 : memcmp(a.baseAddress!, b.baseAddress!, common)
        return order != 0 ? order < 0 : a.count < b.count
      }
    }
    return (compared ?? nil) ?? left.utf8.lexicographicallyPrecedes(right.utf8)
  }
}
