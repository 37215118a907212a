import Foundation

/// One locale's search index as a build wrote it, kept beside the build cache in a file of
/// its own (`<output name>.index-<locale>`): the file's bytes and where their parts lie
/// (`SearchIndexLayout`), so that the next build changing some of the locale's pages splices
/// them in (`SearchIndexSplice`) instead of making the index from every page's terms.
///
/// A file of its own, not a part of the cache file: only a build making the locale's index
/// again reads it, and the build making an index writes it at once, not held until the cache
/// is written. It is used only with the cache that records its token
/// (`BuildCache.indexTokens`), written by the same build: a record of a build killed or
/// failed before its cache was written is another token, and the index is then made whole.
struct SearchIndexRecord: Sendable {
  /// The file's first line; changed whenever the file's shape or meaning changes.
  static let format = "lessons-index 1"

  /// Ties the record to the cache written with it.
  var token: String
  /// A digest of the documents after the lessons' (reference pages, the fidelity page): a
  /// splice changes lesson pages only, so these must be as they were.
  var tail: String
  /// The index file's bytes (a part of the record file's, when read from one).
  var bytes: ArraySlice<UInt8>
  var layout: SearchIndexLayout

  /// The record of `locale`'s index beside the cache file `cache`.
  static func location(cache: URL, locale: String) -> URL {
    cache.deletingPathExtension().appendingPathExtension("index-" + locale)
  }

  /// A token no other record has.
  static func newToken() -> String {
    String(UInt64.random(in: 1...UInt64.max), radix: 36) + "-"
      + String(ProcessInfo.processInfo.processIdentifier)
  }

  /// The digest `tail` holds for `documents`.
  static func tail(of documents: [SearchIndex.Document]) -> String {
    var digest = Digest()
    for document in documents {
      digest.add(document.title)
      digest.add(document.href)
      digest.add(document.summary)
      digest.add(document.text)
      digest.add(String(document.sections.count))
      for section in document.sections {
        digest.add(section.anchor)
        digest.add(section.heading)
        digest.add(section.text)
        digest.add(section.code)
      }
    }
    return digest.description
  }

  /// Writes the record at `path` (a new file beside it, then renamed over it, so a reader
  /// never sees part of one).
  func write(to path: String) throws {
    var head = CacheWriter()
    head.raw(Array((Self.format + "\n").utf8))
    head.fixed(0)
    head.string(token)
    head.string(tail)
    head.int(layout.sectionsStart)
    Self.writeAscending(layout.documentEnds, &head)
    head.list(layout.entryCounts) { $0.int($1) }
    head.int(layout.termsStart)
    Self.writeAscending(layout.lineStarts, &head)
    head.int(layout.termsEnd)
    Self.writeAscending(layout.termEnds, &head)
    head.blob(layout.termBytes[...])
    head.int(bytes.count)
    let temporary = path + ".new-\(ProcessInfo.processInfo.processIdentifier)"
    unlink(temporary)
    do {
      let file = try StreamedFile(creating: temporary)
      defer { file.close() }
      try file.append(head.bytes[...])
      try file.append(bytes)
      let total = head.bytes.count + bytes.count
      try file.finish(patching: Self.format.utf8.count + 1, with: UInt64(total).littleEndian)
    } catch {
      unlink(temporary)
      throw error
    }
    guard rename(temporary, path) == 0 else {
      unlink(temporary)
      throw CocoaError(.fileWriteUnknown)
    }
  }

  /// The record at `path` when it holds `token`; nil when there is none, it is another's,
  /// or it is not whole.
  static func read(_ path: String, token: String) -> SearchIndexRecord? {
    guard let bytes = contents(of: path) else { return nil }
    let start = format.utf8.count + 1
    guard bytes.count >= start + 8, bytes[..<(start - 1)].elementsEqual(format.utf8),
      bytes[start - 1] == 10,
      bytes[start..<(start + 8)].reversed().reduce(0, { $0 << 8 | Int($1) }) == bytes.count
    else { return nil }
    var reader = CacheReader(bytes, offset: start + 8)
    do {
      guard try reader.string() == token else { return nil }
      let tail = try reader.string()
      var layout = SearchIndexLayout()
      layout.sectionsStart = try reader.int()
      layout.documentEnds = try readAscending(&reader)
      layout.entryCounts = try reader.list { (reader) throws(CacheReader.Truncated) in
        try reader.int()
      }
      layout.termsStart = try reader.int()
      layout.lineStarts = try readAscending(&reader)
      layout.termsEnd = try reader.int()
      layout.termEnds = try readAscending(&reader)
      layout.termBytes = Array(bytes[try reader.blob()])
      let count = try reader.int()
      guard count == bytes.count - reader.offset,
        layout.isWithin(count: count)
      else { return nil }
      return SearchIndexRecord(
        token: token, tail: tail, bytes: bytes[reader.offset...], layout: layout)
    } catch {
      return nil
    }
  }

  /// The bytes of the file at `path`, read straight into an array; nil when it cannot be read.
  private static func contents(of path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return nil }
    let size = Int(status.st_size)
    var complete = true
    let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
      initialized = 0
      while initialized < size {
        let got = pread(
          descriptor, buffer.baseAddress! + initialized, size - initialized, off_t(initialized))
        if got < 0, errno == EINTR { continue }
        guard got > 0 else { break }
        initialized += got
      }
      complete = initialized == size
    }
    return complete ? bytes : nil
  }

  /// Ascending offsets, each written as its distance from the one before (small numbers,
  /// a byte or two each).
  private static func writeAscending(_ values: [Int], _ writer: inout CacheWriter) {
    writer.int(values.count)
    var previous = 0
    for value in values {
      writer.int(value - previous)
      previous = value
    }
  }

  private static func readAscending(_ reader: inout CacheReader) throws(CacheReader.Truncated)
    -> [Int]
  {
    let count = try reader.count()
    var values: [Int] = []
    values.reserveCapacity(count)
    var previous = 0
    for _ in 0..<count {
      previous += try reader.int()
      values.append(previous)
    }
    return values
  }
}

extension SearchIndexLayout {
  /// True when every offset lies in a file of `count` bytes, in order, and the parts agree
  /// with one another: a record that passes cannot make a splice read out of bounds.
  func isWithin(count: Int) -> Bool {
    func ascending(_ values: [Int], from low: Int, to high: Int) -> Bool {
      var previous = low
      for value in values {
        guard value >= previous, value <= high else { return false }
        previous = value
      }
      return true
    }
    return sectionsStart >= 0 && sectionsStart <= termsStart && termsStart <= termsEnd
      && termsEnd <= count && documentEnds.count == entryCounts.count
      && entryCounts.allSatisfy { $0 >= 0 }
      && ascending(documentEnds, from: sectionsStart, to: termsStart)
      && lineStarts.count == termEnds.count
      && ascending(lineStarts, from: termsStart, to: termsEnd)
      && ascending(termEnds, from: 0, to: termBytes.count)
      && (termEnds.last ?? 0) == termBytes.count
  }
}
