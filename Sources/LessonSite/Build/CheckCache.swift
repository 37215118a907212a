import Diagnostics
import Foundation
import Scenarios

/// What the last `lessons check` found, kept for the next one, in a folder beside the
/// content folder (`<parent>/.lessons-cache/<content name>.check`; `.gitignore` lists
/// `.lessons-cache/`): a check of unchanged lessons answers from it instead of running their
/// scenarios again.
///
/// Keyed like the build cache's groups (`SitePipeline.checkGroupKeys`): a lesson group (a
/// slug in every locale checked) holds for the tool, how scenarios run, `--require-traces`,
/// the locale order and its lessons' paths and bytes. Groups tied to others by a scenario id
/// they share get no key and always run, with the others they are tied to, since the
/// site-wide checks (cross-locale, duplicate ids) reach across groups only through such ids.
///
/// What a group keeps is what `check` shows of its lessons after the site-wide checks: each
/// lesson's diagnostics and each scenario's status. A scenario answered from here carries no
/// run (`ScenarioResult.outcome` has no events): nothing `check` prints reads one, and the
/// commands that do (`--promote`, `--fix`) never use this cache. The content's own
/// diagnostics (site.json, glossary, front matter) are found anew by loading on every check.
///
/// A file that cannot be read, or was written by another tool or for another content
/// folder, is ignored (no warning: it only makes the check slower) and replaced.
package struct CheckCache: Sendable, Equatable {
  /// The file's first line; changed whenever the file's shape or meaning changes.
  static let format = "lessons-check-cache 1"

  /// One scenario's result as `check` shows it.
  struct Scenario: Sendable, Equatable {
    /// The block's `ScenarioBlock.ordinal` in its lesson.
    var ordinal: Int
    var failed: Bool
    /// `ScenarioResult.notRun`.
    var notRun: ScenarioReach?
  }

  /// One lesson's report.
  struct Lesson: Sendable, Equatable {
    var path: String
    var diagnostics: [SiteDiagnostic]
    var scenarios: [Scenario]
  }

  /// One group's reports, under the key they hold for.
  struct Group: Sendable, Equatable {
    var key: String
    /// In the order the check had them.
    var lessons: [Lesson]
  }

  /// The largest file read: far above any real site's (a few hundred bytes a lesson), so a
  /// file that is not ours, grown without bound, is never read into memory whole.
  static let byteLimit = 256 << 20

  /// By slug.
  var groups: [String: Group] = [:]

  /// The cache file for the content folder `content` (as given; made absolute).
  package static func location(forContent content: String) -> String {
    let url = URL(fileURLWithPath: ContentLoader.root(content)).standardizedFileURL
    return url.deletingLastPathComponent().appendingPathComponent(".lessons-cache")
      .appendingPathComponent(url.lastPathComponent + ".check").path
  }

  /// The bytes of the file: the format line, the tool, the content folder, then the groups.
  func encoded(tool: String, content: String) -> [UInt8] {
    var writer = CacheWriter()
    writer.raw(Array((Self.format + "\n").utf8))
    writer.string(tool)
    writer.string(content)
    writer.list(groups.sorted { $0.key < $1.key }) { writer, group in
      writer.string(group.key)
      writer.string(group.value.key)
      writer.list(group.value.lessons) { writer, lesson in
        writer.string(lesson.path)
        writer.list(lesson.diagnostics) { BuildCache.write($1, &$0) }
        writer.list(lesson.scenarios) { writer, scenario in
          writer.int(scenario.ordinal)
          writer.bool(scenario.failed)
          writer.optional(scenario.notRun) { writer, reach in
            writer.bool(reach.runsCode)
            writer.list(reach.uncalled) { writer, method in
              writer.string(method.name)
              writer.string(method.key)
              writer.int(method.line)
              writer.bool(method.takesArguments)
            }
          }
        }
      }
    }
    return writer.bytes
  }

  /// Reads `bytes` written by `encoded(tool:content:)` with the same tool and content folder;
  /// nil for anything else.
  static func decode(_ bytes: [UInt8], tool: String, content: String) -> CheckCache? {
    let header = Array((format + "\n").utf8)
    guard bytes.starts(with: header) else { return nil }
    typealias Reader = CacheReader
    var reader = CacheReader(bytes, offset: header.count)
    do throws(Reader.Truncated) {
      guard try reader.string() == tool, try reader.string() == content else { return nil }
      var cache = CheckCache()
      for _ in 0..<(try reader.count()) {
        let slug = try reader.string()
        let key = try reader.string()
        let lessons = try reader.list { (reader: inout Reader) throws(Reader.Truncated) in
          Lesson(
            path: try reader.string(), diagnostics: try reader.list(BuildCache.diagnostic),
            scenarios: try reader.list { (reader: inout Reader) throws(Reader.Truncated) in
              Scenario(
                ordinal: try reader.int(), failed: try reader.bool(),
                notRun: try reader.optional { (reader: inout Reader) throws(Reader.Truncated) in
                  ScenarioReach(
                    runsCode: try reader.bool(),
                    uncalled: try reader.list {
                      (reader: inout Reader) throws(Reader.Truncated) in
                      ScenarioReach.Method.restored(
                        name: try reader.string(), key: try reader.string(),
                        line: try reader.int(), takesArguments: try reader.bool())
                    })
                })
            })
        }
        cache.groups[slug] = Group(key: key, lessons: lessons)
      }
      return reader.isAtEnd ? cache : nil
    } catch {
      return nil
    }
  }

  /// The cache at `path`, nil when there is none or it is not one for `tool` and `content`.
  static func read(_ path: String, tool: String, content: String) -> CheckCache? {
    guard case .bytes(let bytes) = FileBytes.read(path, limit: byteLimit)
    else { return nil }
    return decode(bytes, tool: tool, content: content)
  }

  /// Writes the file at `path` whole (a temporary file renamed over it, so a reader never
  /// sees half of one). A cache that cannot be written only makes the next check slower.
  func write(to path: String, tool: String, content: String) {
    let folder = (path as NSString).deletingLastPathComponent
    try? FileManager.default.createDirectory(
      atPath: folder, withIntermediateDirectories: true)
    let temporary = path + ".new-\(ProcessInfo.processInfo.processIdentifier)"
    unlink(temporary)
    do {
      try OutputFolder.writeFile(temporary, encoded(tool: tool, content: content))
      rename(temporary, path)
    } catch {
      unlink(temporary)
    }
  }
}
