import Foundation

/// A cached page's search document, terms and print section (`BuildCache.PageEntry`), read from the cache
/// file's bytes the first time they are asked for, once, whichever thread asks.
final class PageValue: @unchecked Sendable {
  typealias Decoded = (document: SearchIndex.Document, terms: [String], print: String)
  typealias Decode =
    @Sendable (inout CacheReader) throws(CacheReader.Truncated) -> (
      SearchIndex.Document, [String], String
    )

  private let lock = NSLock()
  private var value: Decoded?
  /// Until decoded: the cache file's bytes, where the entry lies, and how to read it.
  private var source: (bytes: [UInt8], range: Range<Int>, decode: Decode)?

  init(bytes: [UInt8], range: Range<Int>, decode: @escaping Decode) {
    source = (bytes, range, decode)
  }

  var decoded: Decoded {
    lock.lock()
    defer { lock.unlock() }
    if let value { return value }
    guard let (bytes, range, decode) = source else {
      preconditionFailure("a page value has either its value or its source")
    }
    var reader = CacheReader(bytes, blob: range)
    // Stepped over with the same shape when the cache was read; strings are decoded with
    // repairs, so reading them again cannot fail.
    guard let (document, terms, print) = try? decode(&reader), reader.isAtEnd else {
      preconditionFailure("a cached page entry stepped over once did not read again")
    }
    value = (document, terms, print)
    source = nil
    return (document, terms, print)
  }
}
