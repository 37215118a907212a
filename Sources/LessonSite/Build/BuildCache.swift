import Containment
import Foundation

/// What the last build left for the next one, in one JSON file in a folder beside the output
/// folder (`<parent>/.lessons-cache/<output name>.json`): outside the site, so swapping the
/// site in does not lose it, and never inside the content.
///
/// Two levels, both keyed by the tool (version and executable), the UIKit behaviour
/// settings, the templates and the options that change output:
/// - the whole site: a digest of every input byte. Equal, with the output as it was left,
///   means nothing to do: no scenario runs and no file is written.
/// - each lesson group (a slug in every locale): its lessons' bytes plus what every page
///   shows of the others (the lesson list, the locales, ids shared between groups). Equal
///   means its pages are taken from the output as they are, with the diagnostics and search
///   documents recorded here; only the other groups run and render.
///
/// A cache that cannot be read, or was written for another output folder or format, is
/// ignored with a warning and replaced; it is never trusted in part.
package struct BuildCache: Sendable {
  /// Bumped whenever the file's shape or meaning changes.
  package static let format = "lessons-cache 2"

  /// What the cache remembers of one lesson.
  package struct LessonEntry: Sendable, Equatable {
    package var diagnostics: [SiteDiagnostic]
    package var verified: Int
    package var failed: Int
    package var unverified: Int
  }

  /// What the cache remembers of one lesson group.
  package struct GroupEntry: Sendable, Equatable {
    package var key: String
    /// By lesson path.
    package var lessons: [String: LessonEntry]
    /// Search documents of the group's pages, by site-relative page path.
    package var documents: [String: SearchIndex.Document]
  }

  /// The digest of every input; equal means an unchanged site.
  package var siteKey: String
  /// The output folder the cache belongs to, absolute.
  package var output: String
  /// The report of the build that wrote the output.
  package var report: BuildReport
  /// Site-relative path → size and modification time of each file as written, so a site
  /// someone changed afterwards is rebuilt.
  package var files: [String: FileStamp]
  /// By slug.
  package var groups: [String: GroupEntry]

  /// Size and modification time (nanoseconds) of one output file.
  package struct FileStamp: Sendable, Equatable {
    package var size: Int
    package var modified: Int
  }

  /// The cache file for `output` (absolute).
  package static func location(for output: URL) -> URL {
    output.deletingLastPathComponent().appendingPathComponent(".lessons-cache")
      .appendingPathComponent(output.lastPathComponent + ".json")
  }

  /// Who wrote a cache: the version, the executable (path, size, time), and UIKit's
  /// behaviour defaults, so a rebuilt tool or changed model never reuses old runs.
  package static var toolIdentity: String {
    var identity = "lessons \(LessonSiteVersion.current)"
    // The running binary itself (`/proc/self/exe` on Linux), not `argv[0]`, which may be a
    // bare name found on PATH.
    let executable =
      Bundle.main.executablePath
      ?? CommandLine.arguments.first.map { URL(fileURLWithPath: $0).path } ?? ""
    if let attributes = try? FileManager.default.attributesOfItem(atPath: executable) {
      let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
      let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
      identity += " \(executable) \(size) \(date)"
    }
    identity += " \(UIKitBehavior())"
    return identity
  }

  /// Stamps of every file under `folder`, relative paths.
  package static func stamps(of folder: URL) -> [String: FileStamp] {
    var stamps: [String: FileStamp] = [:]
    let files = FileManager.default
    guard let enumerator = files.enumerator(atPath: folder.path) else { return [:] }
    while let path = enumerator.nextObject() as? String {
      let full = folder.appendingPathComponent(path).path
      guard let attributes = try? files.attributesOfItem(atPath: full),
        attributes[.type] as? FileAttributeType == .typeRegular
      else { continue }
      stamps[path] = stamp(attributes)
    }
    return stamps
  }

  private static func stamp(_ attributes: [FileAttributeKey: Any]) -> FileStamp {
    let size = (attributes[.size] as? NSNumber)?.intValue ?? -1
    let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
    return FileStamp(size: size, modified: Int((date * 1_000_000_000).rounded()))
  }

  /// True when every file the cache recorded is in `folder` as it was written, and no other.
  package func outputIsIntact(_ folder: URL) -> Bool {
    Self.stamps(of: folder) == files
  }

  /// The bytes of a page of the output when it is as the cache recorded it.
  package func unchangedFile(_ path: String, in folder: URL) -> [UInt8]? {
    let full = folder.appendingPathComponent(path).path
    guard let recorded = files[path],
      let attributes = try? FileManager.default.attributesOfItem(atPath: full),
      Self.stamp(attributes) == recorded,
      let data = FileManager.default.contents(atPath: full)
    else { return nil }
    return Array(data)
  }
}
