import Foundation

/// The build cache's per-lesson records (`BuildCache.records`): each lesson file's facts
/// (`LessonFacts`) under the key they hold for, so a rebuild makes unchanged lessons from
/// them without reading their files. Fields in the order `write` writes them.
extension BuildCache {
  /// One lesson file's facts and the key they hold for (`LessonFacts.key`). Read from a
  /// cache file, the facts stay undecoded where they lie until asked for (`RecordFacts`): a
  /// rebuild after one change asks for those of the few lessons it opens or links into.
  package struct Record: Sendable, Equatable {
    package var key: String
    /// The facts, decoded when first asked for.
    package var source: RecordFacts

    package init(key: String, facts: LessonFacts) {
      self.key = key
      self.source = RecordFacts(facts)
    }

    init(key: String, source: RecordFacts) {
      self.key = key
      self.source = source
    }

    package var facts: LessonFacts {
      get { source.facts }
      set { source = RecordFacts(newValue) }
    }

    package static func == (left: Record, right: Record) -> Bool {
      left.key == right.key && (left.source === right.source || left.facts == right.facts)
    }
  }

  static func write(_ record: Record, _ writer: inout CacheWriter) {
    let facts = record.facts
    writer.string(record.key)
    LessonListing.write(facts.listing, &writer)
    writer.list(facts.diagnostics) { write($1, &$0) }
    writer.list(facts.headings) { writer, heading in
      writer.int(heading.level)
      writer.string(heading.text)
      writer.optional(heading.explicitID) { $0.string($1) }
    }
    writer.list(facts.scenarioIDs) { $0.string($1) }
    writer.list(facts.links) { writer, link in
      writer.string(link.destination)
      writer.bool(link.isImage)
      writer.int(link.line)
      writer.int(link.byteColumn)
    }
    writer.list(facts.linkLines.sorted { $0.key < $1.key }) { writer, line in
      writer.int(line.key)
      writer.string(line.value)
    }
    writer.string(facts.sourceHash)
    writer.optional(facts.translationMark) { writer, mark in
      writer.string(mark.hash)
      writer.int(mark.line)
      writer.int(mark.column)
      writer.string(mark.text)
    }
    writer.list(facts.glossaryDiagnostics) { write($1, &$0) }
    writer.list(facts.glossaryTerms) { $0.string($1) }
  }

  static func record(_ reader: inout CacheReader) throws(CacheReader.Truncated) -> Record {
    let key = try reader.string()
    return Record(key: key, facts: try facts(&reader))
  }

  /// A record's key, its facts left where they lie (`RecordFacts`) once their shape is
  /// stepped over (`skipFacts`): a record that cannot be read rejects the cache when it is
  /// read, not when its facts are first asked for.
  static func lazyRecord(_ bytes: [UInt8], blob: Range<Int>) throws(CacheReader.Truncated)
    -> Record
  {
    var reader = CacheReader(bytes, blob: blob)
    let key = try reader.string()
    let start = reader.offset
    try skipFacts(&reader)
    guard reader.isAtEnd else { throw CacheReader.Truncated() }
    return Record(key: key, source: RecordFacts(bytes: bytes, range: start..<blob.upperBound))
  }

  /// Steps over what `facts` reads, checking its shape and each diagnostic's id and
  /// severity (what `facts` could refuse), without making its strings.
  static func skipFacts(_ reader: inout CacheReader) throws(CacheReader.Truncated) {
    try LessonListing.skip(&reader)
    try skipDiagnostics(&reader)
    for _ in 0..<(try reader.count()) {
      _ = try reader.int()
      try reader.skipString()
      if try reader.bool() { try reader.skipString() }
    }
    for _ in 0..<(try reader.count()) { try reader.skipString() }
    for _ in 0..<(try reader.count()) {
      try reader.skipString()
      _ = try reader.bool()
      _ = try reader.int()
      _ = try reader.int()
    }
    for _ in 0..<(try reader.count()) {
      _ = try reader.int()
      try reader.skipString()
    }
    try reader.skipString()  // sourceHash
    if try reader.bool() {
      try reader.skipString()
      _ = try reader.int()
      _ = try reader.int()
      try reader.skipString()
    }
    try skipDiagnostics(&reader)
    for _ in 0..<(try reader.count()) { try reader.skipString() }
  }

  /// A list of diagnostics stepped over; each one's id and severity read (a cache of
  /// another version names ids this one does not know).
  private static func skipDiagnostics(_ reader: inout CacheReader) throws(CacheReader.Truncated) {
    for _ in 0..<(try reader.count()) { _ = try diagnostic(&reader) }
  }

  /// The facts of a record, after its key.
  static func facts(_ reader: inout CacheReader) throws(CacheReader.Truncated) -> LessonFacts {
    typealias Reader = CacheReader
    let listing = try LessonListing.read(&reader)
    let diagnostics = try reader.list(diagnostic)
    let headings = try reader.list { (reader: inout Reader) throws(Reader.Truncated) in
      HeadingAnchors.Source(
        level: try reader.int(), text: try reader.string(),
        explicitID: try reader.optional { (reader: inout Reader) throws(Reader.Truncated) in
          try reader.string()
        })
    }
    let scenarioIDs = try reader.list { (reader: inout Reader) throws(Reader.Truncated) in
      try reader.string()
    }
    let links = try reader.list { (reader: inout Reader) throws(Reader.Truncated) in
      MarkdownLink(
        destination: try reader.string(), isImage: try reader.bool(), line: try reader.int(),
        byteColumn: try reader.int())
    }
    var linkLines: [Int: String] = [:]
    for _ in 0..<(try reader.count()) {
      let line = try reader.int()
      linkLines[line] = try reader.string()
    }
    let sourceHash = try reader.string()
    let mark = try reader.optional { (reader: inout Reader) throws(Reader.Truncated) in
      LessonFacts.TranslationMark(
        hash: try reader.string(), line: try reader.int(), column: try reader.int(),
        text: try reader.string())
    }
    let glossaryDiagnostics = try reader.list(diagnostic)
    let glossaryTerms = try reader.list { (reader: inout Reader) throws(Reader.Truncated) in
      try reader.string()
    }
    return LessonFacts(
      listing: listing, diagnostics: diagnostics, headings: headings,
      scenarioIDs: scenarioIDs, links: links, linkLines: linkLines, sourceHash: sourceHash,
      translationMark: mark, glossaryDiagnostics: glossaryDiagnostics,
      glossaryTerms: glossaryTerms)
  }

  /// A record's blob.
  static func encoded(_ record: Record) -> [UInt8] {
    var writer = CacheWriter()
    write(record, &writer)
    return writer.bytes
  }
}

/// A lesson's facts (`LessonFacts`) as made, or as a cache file holds them: decoded the first
/// time they are asked for, once, whichever thread asks. Shared by the record and the
/// unopened lesson made from it (`Lesson(unopened:…)`), so that neither decodes them unless
/// a step reads them.
package final class RecordFacts: @unchecked Sendable {
  private let lock = NSLock()
  private var value: LessonFacts?
  /// Until decoded: the cache file's bytes and where the facts lie.
  private var source: (bytes: [UInt8], range: Range<Int>)?

  package init(_ facts: LessonFacts) {
    value = facts
  }

  init(bytes: [UInt8], range: Range<Int>) {
    source = (bytes, range)
  }

  /// True until the facts are decoded (for tests: a rebuild decodes only those it needs).
  package var isUndecoded: Bool {
    lock.lock()
    defer { lock.unlock() }
    return value == nil
  }

  package var facts: LessonFacts {
    lock.lock()
    defer { lock.unlock() }
    if let value { return value }
    guard let (bytes, range) = source else {
      preconditionFailure("a record has either its facts or where they lie")
    }
    var reader = CacheReader(bytes, blob: range)
    // Stepped over with the same shape, ids and severities when the cache was read
    // (`skipFacts`); strings are decoded with repairs, so reading them cannot fail.
    guard let facts = try? BuildCache.facts(&reader), reader.isAtEnd else {
      preconditionFailure("a record's facts stepped over once did not read again")
    }
    value = facts
    source = nil
    return facts
  }
}

extension RecordFacts: Equatable {
  package static func == (left: RecordFacts, right: RecordFacts) -> Bool {
    left === right || left.facts == right.facts
  }
}
