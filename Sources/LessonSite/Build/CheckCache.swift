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
/// lesson's diagnostics and each scenario's status and place (id, language, lines). A
/// scenario answered from here carries no run (`ScenarioResult.outcome` has no events) and
/// a block with no code (`Scenario.block`): nothing `check` prints reads either, and the
/// commands that do (`--promote`, `--fix`) never use this cache.
///
/// It also keeps each content file's stamp and digest (`inputs`) and each lesson's facts
/// (`records`, as the build cache does): a check reads only files whose stamp changed, and
/// makes unchanged lessons from their facts without parsing them; only lessons of groups
/// that run are parsed. The content's own diagnostics (site.json, glossary, front matter)
/// come from loading on every check, a lesson's from its facts.
///
/// A file that cannot be read, or was written by another tool or for another content
/// folder, is ignored (no warning: it only makes the check slower) and replaced.
package struct CheckCache: Sendable, Equatable {
  /// The file's first line; changed whenever the file's shape or meaning changes.
  static let format = "lessons-check-cache 2"

  /// One scenario's result as `check` shows it.
  struct Scenario: Sendable, Equatable {
    /// The block's `ScenarioBlock.ordinal` in its lesson.
    var ordinal: Int
    var failed: Bool
    /// `ScenarioResult.notRun`.
    var notRun: ScenarioReach?
    /// Where the block is and what it is, as `check`'s output shows it.
    var id = ""
    var language = ScenarioLanguage.swift
    var line = 0
    var lastLine = 0
    var traceLastLine: Int?
    var hasExpectedTrace = false

    /// A block as the check that ran it saw it, without its code: what `check` shows of an
    /// answered scenario (`ScenarioBlock.id`, `code.openingFenceLine`, `code.lastLine`,
    /// `trace?.lastLine`, `hasExpectedTrace`).
    var block: ScenarioBlock {
      func fence(_ first: Int, _ last: Int, _ literal: String) -> FencedCodeBlock {
        FencedCodeBlock(
          index: 0, info: "", literal: literal, openingFenceLine: first, closingFenceLine: last,
          lastLine: last, fenceIndentation: 0, fenceCharacter: "`", fenceLength: 3)
      }
      // A hidden trace (no trace block) shows as a trace ending where the code does.
      let trace =
        traceLastLine.map { fence($0, $0, hasExpectedTrace ? "trace\n" : "") }
        ?? (hasExpectedTrace ? fence(lastLine, lastLine, "trace\n") : nil)
      return ScenarioBlock(
        id: id, ordinal: ordinal, language: language, attributes: ScenarioAttributes(),
        code: fence(line, lastLine, ""), trace: trace)
    }
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
  /// Each content file's stamp and digest (keys `content/<path>`), for the next check.
  var inputs = InputDigests()
  /// Each lesson's facts under the key they hold for, by path as the loader names it.
  var records: [String: BuildCache.Record] = [:]

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
          writer.string(scenario.id)
          writer.string(scenario.language.rawValue)
          writer.int(scenario.line)
          writer.int(scenario.lastLine)
          writer.optional(scenario.traceLastLine) { $0.int($1) }
          writer.bool(scenario.hasExpectedTrace)
        }
      }
    }
    writer.int(inputs.takenAt)
    writer.list(inputs.entries.sorted { $0.key < $1.key }) { writer, entry in
      writer.string(entry.key)
      for number in [
        entry.value.stamp.size, entry.value.stamp.modified, entry.value.stamp.changed,
        entry.value.stamp.inode,
      ] {
        writer.int(number)
      }
      writer.string(entry.value.digest)
    }
    writer.list(inputs.folderDigests.sorted { $0.key < $1.key }) { writer, folder in
      writer.string(folder.key)
      writer.string(folder.value)
    }
    writer.list(records.sorted { $0.key < $1.key }) { writer, record in
      writer.string(record.key)
      BuildCache.write(record.value, &writer)
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
              var scenario = Scenario(
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
              scenario.id = try reader.string()
              guard let language = ScenarioLanguage(rawValue: try reader.string()) else {
                throw Reader.Truncated()
              }
              scenario.language = language
              scenario.line = try reader.int()
              scenario.lastLine = try reader.int()
              scenario.traceLastLine = try reader.optional {
                (reader: inout Reader) throws(Reader.Truncated) in try reader.int()
              }
              scenario.hasExpectedTrace = try reader.bool()
              return scenario
            })
        }
        cache.groups[slug] = Group(key: key, lessons: lessons)
      }
      cache.inputs.takenAt = try reader.int()
      for _ in 0..<(try reader.count()) {
        let key = try reader.string()
        let stamp = FileStamp(
          size: try reader.int(), modified: try reader.int(), changed: try reader.int(),
          inode: try reader.int())
        cache.inputs.entries[key] = InputDigests.Entry(stamp: stamp, digest: try reader.string())
      }
      for _ in 0..<(try reader.count()) {
        let name = try reader.string()
        cache.inputs.folderDigests[name] = try reader.string()
      }
      for _ in 0..<(try reader.count()) {
        let path = try reader.string()
        cache.records[path] = try BuildCache.record(&reader)
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
