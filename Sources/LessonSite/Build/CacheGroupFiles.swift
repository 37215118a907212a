import Foundation

/// The build cache's lesson groups' page entries, one file per group in a folder beside the
/// cache file (`<output name>.cache.groups/<slug>.<token>`), so a rebuild after one change
/// reads, decodes and writes that group's file and the cache file only: the pages' search
/// documents, terms and print sections are most of the cache, and a kept group's are needed
/// only when a locale's search index or print page is made whole.
///
/// A group file is written under a name no other file has had (its token) and only ever
/// created; the cache file, written and renamed after it, names each group's token. So a
/// build killed at any point leaves a cache file naming complete group files only, and the
/// files a later cache no longer names are removed by the build that wrote it.
final class CacheGroupFiles: @unchecked Sendable {
  /// The group file's first line; changed whenever the file's shape or meaning changes.
  static let format = "lessons-group 2"

  /// The folder holding the group files of the cache file at `cache`.
  static func folder(cache: String) -> String {
    cache + ".groups"
  }

  /// The folder the files are read from.
  let folder: String
  private let lock = NSLock()
  private var isDamaged = false

  init(folder: String) {
    self.folder = folder
  }

  /// True once a group file the cache names was missing or not of its shape when its pages
  /// were first asked for: the pages it gave are empty, and the build must not use them.
  var damaged: Bool {
    lock.lock()
    defer { lock.unlock() }
    return isDamaged
  }

  fileprivate func markDamaged() {
    lock.lock()
    isDamaged = true
    lock.unlock()
  }

  /// A group file's name: its token only (a slug may be as long as a file name may be); the
  /// file holds its slug, checked when it is read.
  static func name(token: String) -> String {
    token + ".group"
  }

  /// A group file's bytes: the format line, the slug, each page's path and entry, then each
  /// of the group's scenario runs (`ScenarioRunCoding`) by record key.
  static func encoded(
    slug: String, pages: [String: BuildCache.PageEntry],
    runs: [String: ArraySlice<UInt8>] = [:]
  ) -> [UInt8] {
    var writer = CacheWriter()
    writer.raw(Array((format + "\n").utf8))
    writer.string(slug)
    writer.list(pages.sorted { $0.key < $1.key }) { writer, page in
      writer.string(page.key)
      BuildCache.write(page.value, &writer)
    }
    writer.list(runs.sorted { $0.key < $1.key }) { writer, run in
      writer.string(run.key)
      writer.blob(run.value)
    }
    return writer.bytes
  }

  /// What a group file holds: its pages (each decoded when first asked for) and its runs'
  /// records (decoded when a run is taken).
  struct Contents {
    var pages: [String: PageValue]
    var runs: [String: ArraySlice<UInt8>]
  }

  /// The contents of a group file's bytes for `slug`, stepped over; nil when the bytes are
  /// not exactly such a file.
  static func contents(_ bytes: [UInt8], slug: String) -> Contents? {
    let start = Array((format + "\n").utf8)
    guard bytes.starts(with: start) else { return nil }
    var reader = CacheReader(bytes, offset: start.count)
    do throws(CacheReader.Truncated) {
      guard try reader.string() == slug else { return nil }
      var pages: [String: PageValue] = [:]
      for _ in 0..<(try reader.count()) {
        let path = try reader.string()
        let at = reader.offset
        try BuildCache.skipPage(&reader)
        let (bytes, range) = reader.read(since: at)
        pages[path] = PageValue(bytes: bytes, range: range, decode: BuildCache.page)
      }
      var runs: [String: ArraySlice<UInt8>] = [:]
      for _ in 0..<(try reader.count()) {
        let key = try reader.string()
        runs[key] = bytes[try reader.blob()]
      }
      return reader.isAtEnd ? Contents(pages: pages, runs: runs) : nil
    } catch {
      return nil
    }
  }

  /// Writes a group's file in `folder` under a new token and returns the token. The file is
  /// created, never written over: nothing names it until the cache file does.
  static func write(
    slug: String, pages: [String: BuildCache.PageEntry],
    runs: [String: ArraySlice<UInt8>] = [:], in folder: String
  ) throws -> String {
    let token = SearchIndexRecord.newToken()
    let file = try StreamedFile(creating: folder + "/" + name(token: token))
    defer { file.close() }
    try file.append(encoded(slug: slug, pages: pages, runs: runs)[...])
    try file.finish()
    return token
  }

  /// Removes the files of `folder` that are not named in `kept`, the file names the cache
  /// file now names: group files of builds killed before they wrote their cache, or before
  /// they removed the files of the cache they replaced. The entries are counted first, and
  /// named one by one only when there are more than `kept`.
  static func sweep(_ folder: String, keeping kept: Set<String>) {
    guard let directory = opendir(folder) else { return }
    var count = 0
    while let entry = readdir(directory) {
      let isDot = withUnsafeBytes(of: entry.pointee.d_name) { name in
        name[0] == UInt8(ascii: ".")
          && (name[1] == 0 || (name[1] == UInt8(ascii: ".") && name[2] == 0))
      }
      if !isDot { count += 1 }
    }
    closedir(directory)
    guard count > kept.count,
      let names = try? FileManager.default.contentsOfDirectory(atPath: folder)
    else { return }
    for name in names where !kept.contains(name) { unlink(folder + "/" + name) }
  }
}

/// One group's page entries as its file holds them, read the first time any of them is asked
/// for, once, whichever thread asks (`BuildCache.PageEntry`). A file that cannot be read as
/// the cache file named it gives empty entries and marks its `CacheGroupFiles` damaged.
final class GroupPages: Equatable, @unchecked Sendable {
  private let files: CacheGroupFiles
  private let slug: String
  private let name: String
  private let lock = NSLock()
  private var contents: CacheGroupFiles.Contents?
  private var isRead = false

  init(files: CacheGroupFiles, slug: String, token: String) {
    self.files = files
    self.slug = slug
    self.name = CacheGroupFiles.name(token: token)
  }

  /// The same file.
  static func == (left: GroupPages, right: GroupPages) -> Bool {
    left === right
      || (left.files.folder == right.files.folder && left.slug == right.slug
        && left.name == right.name)
  }

  /// The file's contents, read on first use; called with the lock held.
  private func read() -> CacheGroupFiles.Contents? {
    if !isRead {
      isRead = true
      let bytes = FileManager.default.contents(atPath: files.folder + "/" + name).map {
        [UInt8]($0)
      }
      contents = bytes.flatMap { CacheGroupFiles.contents($0, slug: slug) }
    }
    return contents
  }

  /// The runs the file keeps, by record key; none when it cannot be read (the scenarios then
  /// run, and the file's pages are not asked for: the group is made again).
  func runs() -> [String: ArraySlice<UInt8>] {
    lock.lock()
    defer { lock.unlock() }
    return read()?.runs ?? [:]
  }

  /// The entry of the page at `path`.
  func value(_ path: String) -> PageValue.Decoded {
    lock.lock()
    let read = read()
    if read == nil { files.markDamaged() }
    let page = read?.pages[path]
    lock.unlock()
    guard let page else {
      files.markDamaged()
      return (SearchIndex.Document(title: "", href: "", summary: "", text: ""), [], "")
    }
    return page.decoded
  }
}
