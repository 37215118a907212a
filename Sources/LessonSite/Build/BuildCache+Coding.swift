import Diagnostics
import Foundation

/// The cache file's bytes (`CacheWriter`): the format line, the head (behind its length: the
/// summary, `BuildCache.Summary` with the tool, output, site key and report; then the input
/// stamps, output stamps, common key, search index tokens and spares), then the groups (each one's
/// key, lessons and page paths, and the token of the file holding its pages:
/// `CacheGroupFiles`), then the lessons' records (`BuildCache+Records.swift`). The summary is
/// all a rebuild with nothing to do reads. Each group and each record is a blob behind its
/// length (`CacheWriter.blob`): read on all cores; a group or record is written again unread
/// when unchanged.
extension BuildCache {
  /// Why a cache file was not used.
  package enum Rejection: Error, Equatable, Sendable {
    /// Not a cache of our shape (truncated, edited, another program's).
    case unreadable
    /// Written by another format or tool, or for another output folder.
    case foreign(String)
  }

  /// The file's bytes; groups and records encoded on up to `jobs` threads.
  package func encoded(tool: String, jobs: Int = 1) -> [UInt8] {
    var bytes: [UInt8] = []
    let total = forEachPart(tool: tool, jobs: jobs) { bytes.append(contentsOf: $0) }
    withUnsafeBytes(of: UInt64(total).littleEndian) { fixed in
      bytes.replaceSubrange(Self.totalOffset..<(Self.totalOffset + 8), with: fixed)
    }
    return bytes
  }

  /// Writes the file at `path` (created, never replaced): the bytes of `encoded(tool:jobs:)`,
  /// written as they are encoded (a few groups or records ahead of the writing). A cold build ends
  /// here holding every page it made; encoding the whole file before writing any of it
  /// added the file's size to the build's peak of memory. Blobs as read are written from
  /// where they lie.
  package func write(toFile path: String, tool: String, jobs: Int = 1) throws {
    let file = try StreamedFile(creating: path)
    defer { file.close() }
    let total = try forEachPart(tool: tool, jobs: jobs) { (part) throws(any Error) in
      try file.append(part)
    }
    try file.finish(patching: Self.totalOffset, with: UInt64(total).littleEndian)
  }

  /// Where the file's whole length is written, after the format line and the head's length.
  static var totalOffset: Int { format.utf8.count + 1 + 8 }

  /// Hands `body` the file's bytes in order, in parts, and returns the file's length; the
  /// whole length's eight bytes at `totalOffset` are zero in the first part (the caller
  /// writes the length there: a build that reads the head only, with nothing changed, still
  /// notices a file cut short or grown by comparing it with the file's size). Each group and
  /// record is a blob: copied as read when unchanged, else encoded on all cores, a few
  /// ahead of `body`.
  func forEachPart<Failure: Error>(
    tool: String, jobs: Int, _ body: (ArraySlice<UInt8>) throws(Failure) -> Void
  ) throws(Failure) -> Int {
    // The summary first, behind its length: all a rebuild with nothing to do reads.
    var summaryPart = CacheWriter()
    summaryPart.string(tool)
    summaryPart.string(output)
    summaryPart.string(siteKey)
    summaryPart.optional(summary) { Self.write($1, &$0) }
    Self.write(report, &summaryPart)
    var head = CacheWriter()
    head.fixed(summaryPart.bytes.count)
    head.raw(summaryPart.bytes)
    head.int(inputs.takenAt)
    // Keys sorted, then looked up: sorting the pairs moved every entry's strings about.
    let entries = inputs.entries
    head.list(ByteOrder.sorted(entries, reusing: readOrder.inputs)) { writer, key in
      let entry = entries[key]!
      writer.string(key)
      Self.write(entry.stamp, &writer)
      writer.string(entry.digest)
    }
    head.list(inputs.folderDigests.sorted { $0.key < $1.key }) { writer, folder in
      writer.string(folder.key)
      writer.string(folder.value)
    }
    let files = self.files
    head.list(ByteOrder.sorted(files, reusing: readOrder.files)) { writer, path in
      writer.string(path)
      Self.write(files[path]!, &writer)
    }
    head.string(commonKey)
    head.list(indexTokens.sorted { $0.key < $1.key }) { writer, token in
      writer.string(token.key)
      writer.string(token.value)
    }
    head.list(spares.sorted { $0.key < $1.key }) { writer, spare in
      writer.string(spare.key)
      writer.string(spare.value.name)
      writer.list(spare.value.stale) { $0.string($1) }
      writer.int(spare.value.siteFolder)
      writer.int(spare.value.spareFolder)
    }
    var start = CacheWriter()
    start.raw(Array((Self.format + "\n").utf8))
    start.fixed(head.bytes.count)
    start.fixed(0)
    start.raw(head.bytes)
    var total = start.bytes.count
    try body(ArraySlice(start.bytes))
    // Each blob is preceded by its key and its length; each list by its count.
    func emit(_ frame: CacheWriter) throws(Failure) {
      total += frame.bytes.count
      try body(ArraySlice(frame.bytes))
    }
    // Blobs as read go out as they are, between the ones encoded meanwhile.
    func add(
      _ keys: [String], bytes: [String: ArraySlice<UInt8>],
      encode: @escaping @Sendable (Int) -> [UInt8]
    ) throws(Failure) {
      var count = CacheWriter()
      count.int(keys.count)
      try emit(count)
      var next = 0
      func blob(_ blob: ArraySlice<UInt8>) throws(Failure) {
        var frame = CacheWriter()
        frame.string(keys[next])
        frame.int(blob.count)
        try emit(frame)
        total += blob.count
        try body(blob)
        next += 1
      }
      func kept(upTo end: Int) throws(Failure) {
        while next < end, let read = bytes[keys[next]] { try blob(read) }
      }
      let encoding = keys.indices.filter { bytes[keys[$0]] == nil }
      try ParallelMap.forEachInOrder(
        encoding, jobs: jobs, window: 16 * max(1, jobs), encode
      ) { (index, encoded) throws(Failure) in
        try kept(upTo: encoding[index])
        try blob(ArraySlice(encoded))
      }
      try kept(upTo: keys.count)
    }
    // The keys sorted, not the entries: moving a thousand groups about in a sort retained
    // and released each one's tables at every step.
    let groupTable = groups
    let groupKeys = ByteOrder.sorted(groupTable, reusing: readOrder.groups)
    try add(groupKeys, bytes: groupBytes) {
      Self.encoded(groupTable[groupKeys[$0]]!, slug: groupKeys[$0])
    }
    let recordTable = records
    let recordKeys = ByteOrder.sorted(recordTable, reusing: readOrder.records)
    try add(recordKeys, bytes: recordBytes) {
      Self.encoded(recordTable[recordKeys[$0]]!)
    }
    // The site model last, behind its presence.
    var modelPart = CacheWriter()
    modelPart.optional(model) { SiteModel.write($1, &$0) }
    try emit(modelPart)
    return total
  }

  /// Writes the file of each group that has none yet (`GroupEntry.token` empty) into
  /// `folder`, created when missing, on up to `jobs` threads, and names it in the group's
  /// token. Before the cache file that names them: a kill in between leaves files no cache
  /// names, never a cache naming a file not yet whole.
  package mutating func writeGroups(to folder: String, jobs: Int = 1) throws {
    let unwritten = groups.filter { $0.value.token.isEmpty }.map {
      ($0.key, $0.value.pages, $0.value.runs)
    }
    guard !unwritten.isEmpty else { return }
    try FileManager.default.createDirectory(
      atPath: folder, withIntermediateDirectories: true)
    let tokens = ParallelMap.map(unwritten, jobs: jobs) { (slug, pages, runs) in
      Result { try CacheGroupFiles.write(slug: slug, pages: pages, runs: runs, in: folder) }
    }
    for ((slug, _, _), token) in zip(unwritten, tokens) {
      groups[slug]?.token = try token.get()
    }
  }

  /// The names of the group files this cache names (`CacheGroupFiles.name`).
  var groupFileNames: Set<String> {
    Set(groups.values.map { CacheGroupFiles.name(token: $0.token) })
  }

  /// Reads the cache file at `path` (nil when there is none): with `groups: false`, only
  /// the format line and the head are read from the disk. Groups' pages are read from their
  /// files (`CacheGroupFiles.folder(cache: path)`) when first asked for.
  ///
  /// With `summaryOnly`, only the format line and the summary (`Summary`, the site key and
  /// the report) are read: the cache has no inputs, output stamps, groups or records.
  package static func read(
    _ path: String, tool: String, output: String, groups: Bool = true, summaryOnly: Bool = false,
    jobs: Int = 1, head: BuildCache? = nil
  ) throws(Rejection) -> BuildCache? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    func read(_ count: Int) -> [UInt8] {
      [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
        initialized = 0
        while initialized < count {
          let got = pread(
            descriptor, buffer.baseAddress! + initialized, count - initialized,
            off_t(initialized))
          if got < 0, errno == EINTR { continue }
          guard got > 0 else { break }
          initialized += got
        }
      }
    }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw .unreadable }
    let size = Int(status.st_size)
    if groups && !summaryOnly {
      return try decode(
        read(size), tool: tool, output: output, jobs: jobs,
        groupFolder: CacheGroupFiles.folder(cache: path), head: head)
    }
    let start = read(min(size, 80))
    guard let newline = start.firstIndex(of: 10), newline + 25 <= start.count,
      start[..<newline].elementsEqual(Self.format.utf8)
    else {
      // Not this format: `decode` says how.
      return try decode(start, tool: tool, output: output, groups: false)
    }
    let length = fixed(start, at: newline + 1)
    let summaryLength = fixed(start, at: newline + 17)
    guard length >= 8, length <= size, fixed(start, at: newline + 9) == size,
      summaryLength >= 0, summaryLength <= length - 8
    else {
      throw .unreadable
    }
    if summaryOnly {
      return try decode(
        read(newline + 25 + summaryLength), tool: tool, output: output, groups: false,
        summaryOnly: true)
    }
    return try decode(
      read(min(size, newline + 17 + length)), tool: tool, output: output, groups: false)
  }

  /// The eight little-endian bytes at `offset` (`CacheWriter.fixed`).
  private static func fixed(_ bytes: [UInt8], at offset: Int) -> Int {
    bytes[offset..<(offset + 8)].reversed().reduce(0) { $0 << 8 | Int($1) }
  }

  /// Reads a cache file's bytes written by `encoded(tool:)` for `output` by `tool`; with
  /// `groups: false`, only its head (`groups` is then empty; `bytes` may end there). Groups
  /// and records are decoded on up to `jobs` threads; any one that is not exactly its blob
  /// rejects the whole file. The groups' pages are read from their files in `groupFolder`
  /// when first asked for.
  package static func decode(
    _ bytes: [UInt8], tool: String, output: String, groups: Bool = true,
    summaryOnly: Bool = false, jobs: Int = 1, groupFolder: String = "", head: BuildCache? = nil
  ) throws(Rejection) -> BuildCache {
    guard let newline = bytes.prefix(64).firstIndex(of: 10) else { throw .unreadable }
    let format = String(decoding: bytes[..<newline], as: UTF8.self)
    guard format.hasPrefix("lessons-cache ") else { throw .unreadable }
    guard format == Self.format else { throw .foreign("format `\(format)`") }
    guard newline + 17 <= bytes.count else { throw .unreadable }
    let length = fixed(bytes, at: newline + 1)
    // Read whole, the bytes are the file: their count must be the length it was written with.
    guard !groups || fixed(bytes, at: newline + 9) == bytes.count else { throw .unreadable }
    let headEnd = newline + 17 + length
    guard newline + 25 <= bytes.count else { throw .unreadable }
    let summaryEnd = newline + 25 + fixed(bytes, at: newline + 17)
    var reader = CacheReader(bytes, offset: newline + 25)
    do {
      // The head as read already from the same file (`read(…, groups: false)` before):
      // not decoded a second time.
      if groups, let head {
        var cache = head
        cache.readOrder.groups = []
        cache.readOrder.records = []
        reader = CacheReader(bytes, offset: headEnd)
        try decodeBlobs(&reader, bytes: bytes, into: &cache, jobs: jobs, groupFolder: groupFolder)
        return cache
      }
      guard try reader.string() == tool else {
        throw Rejection.foreign("another build of the tool")
      }
      guard try reader.string() == output else { throw Rejection.foreign("another output folder") }
      var cache = BuildCache(
        siteKey: try reader.string(), output: output, inputs: InputDigests(),
        report: BuildReport(), files: [:], commonKey: "", groups: [:])
      cache.summary = try reader.optional(summary)
      cache.report = try report(&reader)
      guard reader.offset == summaryEnd else { throw Rejection.unreadable }
      guard !summaryOnly else { return cache }
      cache.inputs.takenAt = try reader.int()
      let inputCount = try reader.count()
      cache.inputs.entries.reserveCapacity(inputCount)
      cache.readOrder.inputs.reserveCapacity(inputCount)
      for _ in 0..<inputCount {
        let key = try reader.string()
        let stamp = try stamp(&reader)
        cache.inputs.entries[key] = InputDigests.Entry(stamp: stamp, digest: try reader.string())
        cache.readOrder.inputs.append(key)
      }
      for _ in 0..<(try reader.count()) {
        let name = try reader.string()
        cache.inputs.folderDigests[name] = try reader.string()
      }
      let fileCount = try reader.count()
      cache.files.reserveCapacity(fileCount)
      cache.readOrder.files.reserveCapacity(fileCount)
      for _ in 0..<fileCount {
        let path = try reader.string()
        cache.files[path] = try stamp(&reader)
        cache.readOrder.files.append(path)
      }
      cache.commonKey = try reader.string()
      for _ in 0..<(try reader.count()) {
        let locale = try reader.string()
        cache.indexTokens[locale] = try reader.string()
      }
      for _ in 0..<(try reader.count()) {
        let folder = try reader.string()
        cache.spares[folder] = SpareFolders.Record(
          name: try reader.string(),
          stale: try reader.list { (reader) throws(CacheReader.Truncated) in try reader.string() },
          siteFolder: try reader.int(), spareFolder: try reader.int())
      }
      guard reader.offset == headEnd else { throw Rejection.unreadable }
      guard groups else { return cache }
      try decodeBlobs(&reader, bytes: bytes, into: &cache, jobs: jobs, groupFolder: groupFolder)
      return cache
    } catch let rejection as Rejection {
      throw rejection
    } catch {
      throw .unreadable
    }
  }

  /// The part of the file after the head, read into `cache`: the groups, the records and the
  /// site model.
  private static func decodeBlobs(
    _ reader: inout CacheReader, bytes: [UInt8], into cache: inout BuildCache, jobs: Int,
    groupFolder: String
  ) throws(Rejection) {
    do {
      // Blobs stepped over first, then decoded on all cores.
      var groupBlobs: [(key: String, range: Range<Int>)] = []
      for _ in 0..<(try reader.count()) {
        groupBlobs.append((try reader.string(), try reader.blob()))
      }
      var recordBlobs: [(key: String, range: Range<Int>)] = []
      for _ in 0..<(try reader.count()) {
        recordBlobs.append((try reader.string(), try reader.blob()))
      }
      cache.model = try reader.optional(SiteModel.read)
      let files = CacheGroupFiles(folder: groupFolder)
      // Records are stepped over, their facts left where they lie until asked for.
      let lazyRecords = ParallelMap.map(recordBlobs, jobs: jobs) { blob in
        try? lazyRecord(bytes, blob: blob.range)
      }
      var records: [String: Record] = [:]
      records.reserveCapacity(recordBlobs.count)
      for (blob, record) in zip(recordBlobs, lazyRecords) {
        guard let record else { throw Rejection.unreadable }
        records[blob.key] = record
      }
      guard reader.isAtEnd,
        let groups = decodeBlobs(
          groupBlobs, of: bytes, jobs: jobs,
          { (reader) throws(CacheReader.Truncated) in try group(&reader, files: files) }),
        groups.allSatisfy({ $0.key == $0.value.slug })
      else { throw Rejection.unreadable }
      cache.groups = groups.mapValues(\.entry)
      cache.groupFiles = files
      cache.records = records
      for blob in recordBlobs { cache.recordBytes[blob.key] = bytes[blob.range] }
      for blob in groupBlobs { cache.groupBytes[blob.key] = bytes[blob.range] }
      cache.readOrder.groups = groupBlobs.map(\.key)
      cache.readOrder.records = recordBlobs.map(\.key)
    } catch let rejection as Rejection {
      throw rejection
    } catch {
      throw .unreadable
    }
  }

  /// A group's blob: its key, its slug and the token of its file, its lessons and its
  /// pages' paths (the pages themselves are in the file).
  private static func encoded(_ group: GroupEntry, slug: String) -> [UInt8] {
    var writer = CacheWriter()
    writer.string(group.key)
    writer.string(slug)
    writer.string(group.token)
    writer.list(group.lessons.sorted { $0.key < $1.key }) { writer, lesson in
      writer.string(lesson.key)
      writer.list(lesson.value.diagnostics) { Self.write($1, &$0) }
      writer.int(lesson.value.verified)
      writer.int(lesson.value.failed)
      writer.int(lesson.value.unverified)
    }
    writer.list(group.pages.keys.sorted()) { $0.string($1) }
    return writer.bytes
  }

  /// Reads a group's blob (`encoded(_:)`) and the slug its pages' file is named by (the
  /// group's key in the cache; the caller checks they agree). Its pages are read from
  /// `files` when first asked for.
  private static func group(_ reader: inout CacheReader, files: CacheGroupFiles)
    throws(CacheReader.Truncated) -> (slug: String, entry: GroupEntry)
  {
    var group = GroupEntry(key: try reader.string(), lessons: [:], pages: [:])
    let slug = try reader.string()
    group.token = try reader.string()
    for _ in 0..<(try reader.count()) {
      let path = try reader.string()
      group.lessons[path] = LessonEntry(
        diagnostics: try reader.list(diagnostic), verified: try reader.int(),
        failed: try reader.int(), unverified: try reader.int())
    }
    let pages = GroupPages(files: files, slug: slug, token: group.token)
    group.file = pages
    for _ in 0..<(try reader.count()) {
      let path = try reader.string()
      group.pages[path] = PageEntry(group: pages, path: path)
    }
    return (slug, group)
  }

  /// A page entry: its document, its terms, then its print section.
  static func write(_ page: PageEntry, _ writer: inout CacheWriter) {
    write(page.document, &writer)
    writer.list(page.terms) { $0.string($1) }
    writer.string(page.print)
  }

  /// A page entry's document, terms and print section (`write(_:_:)`), decoded.
  static func page(_ reader: inout CacheReader) throws(CacheReader.Truncated) -> (
    SearchIndex.Document, [String], String
  ) {
    (
      try searchDocument(&reader),
      try reader.list { (reader) throws(CacheReader.Truncated) in try reader.string() },
      try reader.string()
    )
  }

  /// Steps over what `page` reads, checking its shape: a corrupt entry rejects the cache
  /// when it is read, not when the page is first asked for.
  static func skipPage(_ reader: inout CacheReader) throws(CacheReader.Truncated) {
    // Title, link, summary and text; then each section's anchor, heading, text and code.
    for _ in 0..<4 { try reader.skipString() }
    for _ in 0..<(try reader.count()) {
      for _ in 0..<4 { try reader.skipString() }
    }
    for _ in 0..<(try reader.count()) { try reader.skipString() }
    try reader.skipString()
  }

  /// Decodes each blob of `bytes` with `decode` on up to `jobs` threads; nil when one is
  /// not all of its blob.
  static func decodeBlobs<T: Sendable>(
    _ blobs: [(key: String, range: Range<Int>)], of bytes: [UInt8], jobs: Int,
    _ decode: @escaping @Sendable (inout CacheReader) throws(CacheReader.Truncated) -> T
  ) -> [String: T]? {
    let values = ParallelMap.map(blobs, jobs: jobs) { blob -> T? in
      var reader = CacheReader(bytes, blob: blob.range)
      guard let value = try? decode(&reader), reader.isAtEnd else { return nil }
      return value
    }
    var decoded: [String: T] = [:]
    decoded.reserveCapacity(blobs.count)
    for (blob, value) in zip(blobs, values) {
      guard let value else { return nil }
      decoded[blob.key] = value
    }
    return decoded
  }

  private static func write(_ stamp: FileStamp, _ writer: inout CacheWriter) {
    writer.int(stamp.size)
    writer.int(stamp.modified)
    writer.int(stamp.changed)
    writer.int(stamp.inode)
  }

  private static func stamp(_ reader: inout CacheReader) throws(CacheReader.Truncated)
    -> FileStamp
  {
    FileStamp(
      size: try reader.int(), modified: try reader.int(), changed: try reader.int(),
      inode: try reader.int())
  }

  private static func write(_ summary: Summary, _ writer: inout CacheWriter) {
    writer.string(summary.optionsKey)
    for tree in [summary.inputs, summary.outputs] {
      let parts = tree.parts
      writer.int(parts.count)
      writer.word(parts.a)
      writer.word(parts.b)
    }
    writer.bool(summary.inputsSettled)
  }

  private static func summary(_ reader: inout CacheReader) throws(CacheReader.Truncated)
    -> Summary
  {
    let options = try reader.string()
    var trees: [TreeStamp] = []
    for _ in 0..<2 {
      let count = try reader.int()
      let a = try reader.word()
      let b = try reader.word()
      trees.append(TreeStamp(count: count, a: a, b: b))
    }
    return Summary(
      optionsKey: options, inputs: trees[0], inputsSettled: try reader.bool(), outputs: trees[1])
  }

  private static func write(_ report: BuildReport, _ writer: inout CacheWriter) {
    writer.list(report.diagnostics) { write($1, &$0) }
    writer.list(report.warnings) { write($1, &$0) }
    for number in [
      report.pages, report.locales, report.lessons, report.verified, report.failed,
      report.unverified,
    ] {
      writer.int(number)
    }
  }

  private static func report(_ reader: inout CacheReader) throws(CacheReader.Truncated)
    -> BuildReport
  {
    var report = BuildReport()
    report.diagnostics = try reader.list(diagnostic)
    report.warnings = try reader.list(diagnostic)
    report.pages = try reader.int()
    report.locales = try reader.int()
    report.lessons = try reader.int()
    report.verified = try reader.int()
    report.failed = try reader.int()
    report.unverified = try reader.int()
    return report
  }

  static func write(_ diagnostic: SiteDiagnostic, _ writer: inout CacheWriter) {
    writer.string(diagnostic.id.rawValue)
    writer.string(diagnostic.severity.rawValue)
    writer.string(diagnostic.message)
    writer.optional(diagnostic.file) { $0.string($1) }
    writer.optional(diagnostic.line) { $0.int($1) }
    writer.optional(diagnostic.column) { $0.int($1) }
    writer.optional(diagnostic.sourceLine) { $0.string($1) }
    writer.optional(diagnostic.detail) { $0.string($1) }
    writer.list(diagnostic.notes) { writer, note in
      writer.string(note.message)
      writer.string(note.file)
      writer.optional(note.line) { $0.int($1) }
    }
    writer.list(diagnostic.fixIts) { writer, fixIt in
      writer.string(fixIt.message)
      writer.optional(fixIt.replacement) { $0.string($1) }
    }
  }

  static func diagnostic(_ reader: inout CacheReader) throws(CacheReader.Truncated)
    -> SiteDiagnostic
  {
    // An id this tool does not know (a cache of another version) rejects the cache.
    guard let id = MessageID(rawValue: try reader.string()),
      let severity = SiteDiagnostic.Severity(rawValue: try reader.string())
    else {
      throw CacheReader.Truncated()
    }
    let message = try reader.string()
    let file = try reader.optional { (reader) throws(CacheReader.Truncated) in try reader.string() }
    let line = try reader.optional { (reader) throws(CacheReader.Truncated) in try reader.int() }
    let column = try reader.optional { (reader) throws(CacheReader.Truncated) in try reader.int() }
    let sourceLine = try reader.optional { (reader) throws(CacheReader.Truncated) in
      try reader.string()
    }
    let detail = try reader.optional { (reader) throws(CacheReader.Truncated) in
      try reader.string()
    }
    let notes = try reader.list { (reader) throws(CacheReader.Truncated) in
      SiteDiagnostic.Note(
        message: try reader.string(), file: try reader.string(),
        line: try reader.optional { (reader) throws(CacheReader.Truncated) in try reader.int() })
    }
    let fixIts = try reader.list { (reader) throws(CacheReader.Truncated) in
      SiteDiagnostic.FixIt(
        message: try reader.string(),
        replacement: try reader.optional { (reader) throws(CacheReader.Truncated) in
          try reader.string()
        })
    }
    return SiteDiagnostic(
      id: id, severity: severity, message: message, file: file, line: line, column: column,
      sourceLine: sourceLine, detail: detail, notes: notes, fixIts: fixIts)
  }

  private static func write(_ document: SearchIndex.Document, _ writer: inout CacheWriter) {
    writer.string(document.title)
    writer.string(document.href)
    writer.string(document.summary)
    writer.string(document.text)
    writer.list(document.sections) { writer, section in
      writer.string(section.anchor)
      writer.string(section.heading)
      writer.string(section.text)
      writer.string(section.code)
    }
  }

  private static func searchDocument(_ reader: inout CacheReader) throws(CacheReader.Truncated)
    -> SearchIndex.Document
  {
    SearchIndex.Document(
      title: try reader.string(), href: try reader.string(), summary: try reader.string(),
      text: try reader.string(),
      sections: try reader.list { (reader) throws(CacheReader.Truncated) in
        SearchIndex.Section(
          anchor: try reader.string(), heading: try reader.string(), text: try reader.string(),
          code: try reader.string())
      })
  }
}
