import Containment
import Foundation

/// What the last build left for the next one, in one file in a folder beside the output
/// folder (`<parent>/.lessons-cache/<output name>.cache`): outside the site, so swapping the
/// site in does not lose it, and never inside the content.
///
/// Two levels, both keyed by the tool (version and executable), the UIKit behaviour
/// settings, the templates and the options that change output:
/// - the whole site: a digest of every input file's digest. Equal, with the output as it
///   was left, means nothing to do: no scenario runs and no file is written. Input files
///   whose stamp (`FileStamp`) is as recorded are not read again (`InputDigests`).
/// - each lesson group (a slug in every locale): its lessons' bytes plus what every page
///   shows of the others (the lesson list, the locales, ids shared between groups). Equal
///   means its pages stay in the output as they are, with the diagnostics and search
///   documents recorded here; only the other groups run and render.
/// - each lesson file: its facts (`records`), what the site-wide steps read off it, so
///   loading reads and parses only changed lessons and the lessons of groups made again.
///
/// The file is read in two parts: the head (everything a rebuild with nothing to do needs)
/// and, only when something changed, the groups and records. Each group's page entries (its
/// pages' search documents, terms and print sections: most of what the cache holds) are in a
/// file of their own (`CacheGroupFiles`), read only when asked for and written only when the
/// group was made again. A cache that cannot be read, or was
/// written for another output folder or format, is ignored with a warning and replaced; it
/// is never trusted in part.
package struct BuildCache: Sendable {
  /// The file's first line; changed whenever the file's shape or meaning changes.
  package static let format = "lessons-cache 14"

  /// What the cache remembers of one lesson.
  package struct LessonEntry: Sendable, Equatable {
    package var diagnostics: [SiteDiagnostic]
    package var verified: Int
    package var failed: Int
    package var unverified: Int
  }

  /// A page's search document and its search terms, entry by entry (`SearchIndex.Piece`),
  /// so an unchanged page is not tokenised again; and its section of the locale's
  /// `print.html` ("" when the site has none), so a kept page is never read back.
  ///
  /// Read from the cache, it is decoded when first asked (`GroupPages`, `PageValue`): a
  /// rebuild needs the documents and terms of the pages it renders again and, only when it
  /// makes a locale's search index or print page whole, of every page.
  package struct PageEntry: Sendable, Equatable {
    /// Made by a build: the values. Read from a cache: where to decode them from.
    private enum Storage: Sendable {
      case values(SearchIndex.Document, [String], String)
      case cached(PageValue)
      case grouped(GroupPages, String)
    }

    private let storage: Storage

    package init(document: SearchIndex.Document, terms: [String], print: String = "") {
      storage = .values(document, terms, print)
    }

    /// The entry `decode` reads from `range` of `bytes`, on first use. `decode` must not
    /// fail there: the caller has stepped over the same bytes with the same shape.
    init(bytes: [UInt8], range: Range<Int>, decode: @escaping PageValue.Decode) {
      storage = .cached(PageValue(bytes: bytes, range: range, decode: decode))
    }

    /// The entry of the page at `path` in a group's file, read on first use.
    init(group: GroupPages, path: String) {
      storage = .grouped(group, path)
    }

    private var decoded: PageValue.Decoded {
      switch storage {
      case .values(let document, let terms, let print):
        return (document: document, terms: terms, print: print)
      case .cached(let value): return value.decoded
      case .grouped(let group, let path): return group.value(path)
      }
    }

    package var document: SearchIndex.Document {
      if case .values(let document, _, _) = storage { return document }
      return decoded.document
    }

    /// Each entry's terms, joined by spaces (`SearchIndex.terms(of:)`).
    package var terms: [String] {
      if case .values(_, let terms, _) = storage { return terms }
      return decoded.terms
    }

    /// The page's section of `print.html` (`PrintPage`), "" when the site has none.
    package var print: String {
      if case .values(_, _, let print) = storage { return print }
      return decoded.print
    }

    package static func == (left: PageEntry, right: PageEntry) -> Bool {
      switch (left.storage, right.storage) {
      case (.cached(let one), .cached(let other)) where one === other: return true
      case (.grouped(let one, let path), .grouped(let other, let otherPath))
      where one === other && path == otherPath:
        return true
      default:
        return left.document == right.document && left.terms == right.terms
          && left.print == right.print
      }
    }
  }

  /// What the cache remembers of one lesson group.
  package struct GroupEntry: Sendable, Equatable {
    package var key: String
    /// Names the group's file (`CacheGroupFiles`) holding `pages`; "" until it is written.
    package var token = ""
    /// By lesson path.
    package var lessons: [String: LessonEntry]
    /// By site-relative page path.
    package var pages: [String: PageEntry]
    /// The runs of the group's scenarios made by this build, by record key
    /// (`ScenarioRunCoding`): written into the group's file.
    var runs: [String: ArraySlice<UInt8>] = [:]
    /// The group's file, when the entry was read from a cache: its runs are read from it
    /// when the group is made again (`GroupPages.runs`).
    var file: GroupPages?
  }

  /// What a rebuild with nothing to do compares first, without reading the rest of the
  /// file or making a table of any folder: the options and fingerprints (`TreeStamp`) of the
  /// input files' and the output's stamps as this build left them.
  package struct Summary: Sendable, Equatable {
    /// The tool, how scenarios run and the options that change output (`SitePipeline.optionsKey`).
    package var optionsKey: String
    /// The stamps of the content and templates folders' files (keys as `InputDigests`'s).
    package var inputs: TreeStamp
    /// True when every input's stamp was older than `InputDigests.racyWindow` when taken: an
    /// input with an equal stamp now is then the same file.
    package var inputsSettled: Bool
    /// The stamps of the output's files.
    package var outputs: TreeStamp
  }

  /// The digest of every input; equal means an unchanged site.
  package var siteKey: String
  /// Nil in a cache read from a file that has none, or made without one.
  package var summary: Summary?
  /// The output folder the cache belongs to, absolute.
  package var output: String
  /// Every input file's stamp and digest, for the next build's `InputDigests`.
  package var inputs: InputDigests
  /// The report of the build that wrote the output.
  package var report: BuildReport
  /// Site-relative path → stamp of each file as written, so a site someone changed
  /// afterwards is rebuilt.
  package var files: [String: FileStamp]
  /// What every page shows besides its own lesson (`SitePipeline.commonKey`): equal means
  /// the locale index, search and fidelity pages are unchanged.
  package var commonKey: String
  /// Each locale's search index record's token (`SearchIndexRecord`): the record beside
  /// the cache holding it was written with this cache's page entries.
  package var indexTokens: [String: String] = [:]
  /// The spares of the site's top-level folders (`SpareFolders`) as this cache's build left
  /// them, by folder.
  package var spares: [String: SpareFolders.Record] = [:]
  /// By slug. Empty when only the head was read. The reference pages' scenario runs are
  /// kept as a group of their own, under `guideRuns`, with no lessons or pages.
  package var groups: [String: GroupEntry]
  /// The key of the reference pages' runs in `groups`: no lesson's slug (a slug has no `/`).
  static let guideRuns = "guide/"
  /// Each lesson file's facts by path as the loader names it (`LessonFacts`), so the next
  /// build makes unchanged lessons without reading them. Empty when only the head was read.
  package var records: [String: Record] = [:]
  /// Where the groups' files were read from, when the cache was read with its groups.
  var groupFiles: CacheGroupFiles?
  /// The keys of the file's tables in the order the file held them (sorted by `ByteOrder`
  /// when written): a cache written again with the same keys writes them in this order
  /// without sorting them again.
  struct ReadOrder: Sendable {
    var inputs: [String] = []
    var files: [String] = []
    var groups: [String] = []
    var records: [String] = []
  }

  /// As read; empty in a cache made by a build (then the tables are sorted when written).
  var readOrder = ReadOrder()
  /// The site as this cache's build loaded it (`SiteModel`): what a rebuild after changes to
  /// lesson files alone starts from. Nil when only the head was read, or in a cache made
  /// without one.
  package var model: SiteModel?
  /// Each record's bytes as the file held them, by path: written again as they are while
  /// the record is the one read with them.
  package var recordBytes: [String: ArraySlice<UInt8>] = [:]
  /// Each group's bytes as the file held them, by slug: written again as they are while the
  /// group is the one read with them (a group the Plan step kept).
  package var groupBytes: [String: ArraySlice<UInt8>] = [:]

  /// The cache file for `output` (absolute).
  package static func location(for output: URL) -> URL {
    output.deletingLastPathComponent().appendingPathComponent(".lessons-cache")
      .appendingPathComponent(output.lastPathComponent + ".cache")
  }

  /// Who wrote a cache: the version, the executable (path, size, time), and UIKit's
  /// behaviour defaults, so a rebuilt tool or changed model never reuses old runs. Worked
  /// out once a process (describing the behaviour settings goes through reflection).
  package static let toolIdentity: String = {
    var identity = "lessons \(LessonSiteVersion.current)"
    // The running binary itself (`/proc/self/exe` on Linux), not `argv[0]`, which may be a
    // bare name found on PATH.
    let executable =
      Bundle.main.executablePath
      ?? CommandLine.arguments.first.map { URL(fileURLWithPath: $0).path } ?? ""
    if let stamp = FileStamp.of(executable) {
      identity += " \(executable) \(stamp.size) \(stamp.modified)"
    }
    identity += " " + UIKitBehavior().settingsDescription
    return identity
  }()

  /// Stamps of every file under `folder` (the marker included), relative paths.
  package static func stamps(of folder: URL) -> [String: FileStamp] {
    FileTree.stamps(under: folder.path)
  }

  /// True when the page at `path` of the output is as the cache recorded it; `current` are
  /// the output's stamps now.
  package func isUnchanged(_ path: String, current: [String: FileStamp]) -> Bool {
    guard let recorded = files[path] else { return false }
    return current[path] == recorded
  }
}
