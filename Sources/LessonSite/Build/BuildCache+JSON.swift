import Foundation

/// The cache file's JSON: written with sorted keys, read back strictly (any missing or
/// mistyped field makes the whole cache unreadable, so it is never trusted in part).
extension BuildCache {
  /// The file's bytes.
  package func encoded(tool: String) -> Data {
    let object: [String: Any] = [
      "format": Self.format, "tool": tool, "siteKey": siteKey, "output": output,
      "report": Self.object(report),
      "files": files.mapValues { [$0.size, $0.modified] },
      "groups": groups.mapValues { group -> [String: Any] in
        [
          "key": group.key,
          "lessons": group.lessons.mapValues { lesson -> [String: Any] in
            [
              "diagnostics": lesson.diagnostics.map(Self.object), "verified": lesson.verified,
              "failed": lesson.failed, "unverified": lesson.unverified,
            ]
          },
          "documents": group.documents.mapValues(Self.object),
        ]
      },
    ]
    return Data(JSONWriter.bytes(object))
  }

  /// Why a cache file was not used.
  package enum Rejection: Error, Equatable, Sendable {
    /// Not JSON of our shape (truncated, edited, another program's).
    case unreadable
    /// Written by another format or tool, or for another output folder.
    case foreign(String)
  }

  /// Reads a cache file written by `encoded(tool:)` for `output` by `tool`.
  package static func decode(_ data: Data, tool: String, output: String) throws(Rejection)
    -> BuildCache
  {
    guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let format = root["format"] as? String
    else { throw .unreadable }
    guard format == Self.format else { throw .foreign("format `\(format)`") }
    guard root["tool"] as? String == tool else { throw .foreign("another build of the tool") }
    guard root["output"] as? String == output else { throw .foreign("another output folder") }
    guard let siteKey = root["siteKey"] as? String,
      let report = (root["report"] as? [String: Any]).flatMap(Self.report),
      let filesObject = root["files"] as? [String: [Int]],
      let groupsObject = root["groups"] as? [String: [String: Any]]
    else { throw .unreadable }
    var files: [String: FileStamp] = [:]
    for (path, pair) in filesObject {
      guard pair.count == 2 else { throw .unreadable }
      files[path] = FileStamp(size: pair[0], modified: pair[1])
    }
    var groups: [String: GroupEntry] = [:]
    for (slug, object) in groupsObject {
      guard let key = object["key"] as? String,
        let lessonsObject = object["lessons"] as? [String: [String: Any]],
        let documentsObject = object["documents"] as? [String: [String: Any]]
      else { throw .unreadable }
      var lessons: [String: LessonEntry] = [:]
      for (path, lesson) in lessonsObject {
        guard let list = lesson["diagnostics"] as? [[String: Any]],
          let verified = lesson["verified"] as? Int, let failed = lesson["failed"] as? Int,
          let unverified = lesson["unverified"] as? Int
        else { throw .unreadable }
        let diagnostics = list.compactMap(Self.diagnostic)
        guard diagnostics.count == list.count else { throw .unreadable }
        lessons[path] = LessonEntry(
          diagnostics: diagnostics, verified: verified, failed: failed, unverified: unverified)
      }
      var documents: [String: SearchIndex.Document] = [:]
      for (path, document) in documentsObject {
        guard let decoded = Self.document(document) else { throw .unreadable }
        documents[path] = decoded
      }
      groups[slug] = GroupEntry(key: key, lessons: lessons, documents: documents)
    }
    return BuildCache(
      siteKey: siteKey, output: output, report: report, files: files, groups: groups)
  }

  private static func object(_ report: BuildReport) -> [String: Any] {
    [
      "diagnostics": report.diagnostics.map(object), "warnings": report.warnings,
      "pages": report.pages, "locales": report.locales, "lessons": report.lessons,
      "verified": report.verified, "failed": report.failed, "unverified": report.unverified,
    ]
  }

  private static func report(_ object: [String: Any]) -> BuildReport? {
    guard let list = object["diagnostics"] as? [[String: Any]],
      let warnings = object["warnings"] as? [String], let pages = object["pages"] as? Int,
      let locales = object["locales"] as? Int, let lessons = object["lessons"] as? Int,
      let verified = object["verified"] as? Int, let failed = object["failed"] as? Int,
      let unverified = object["unverified"] as? Int
    else { return nil }
    let diagnostics = list.compactMap(diagnostic)
    guard diagnostics.count == list.count else { return nil }
    var report = BuildReport()
    report.diagnostics = diagnostics
    report.warnings = warnings
    report.pages = pages
    report.locales = locales
    report.lessons = lessons
    report.verified = verified
    report.failed = failed
    report.unverified = unverified
    return report
  }

  private static func object(_ diagnostic: SiteDiagnostic) -> [String: Any] {
    var object = DiagnosticFormatter.jsonObject(diagnostic)
    if let source = diagnostic.sourceLine { object["sourceLine"] = source }
    return object
  }

  private static func diagnostic(_ object: [String: Any]) -> SiteDiagnostic? {
    guard let id = object["id"] as? String,
      let severity = (object["severity"] as? String).flatMap(SiteDiagnostic.Severity.init),
      let message = object["message"] as? String
    else { return nil }
    var notes: [SiteDiagnostic.Note] = []
    for note in object["notes"] as? [[String: Any]] ?? [] {
      guard let message = note["message"] as? String, let file = note["file"] as? String else {
        return nil
      }
      notes.append(SiteDiagnostic.Note(message: message, file: file, line: note["line"] as? Int))
    }
    return SiteDiagnostic(
      id: id, severity: severity, message: message, file: object["file"] as? String,
      line: object["line"] as? Int, column: object["column"] as? Int,
      sourceLine: object["sourceLine"] as? String, detail: object["detail"] as? String,
      notes: notes)
  }

  private static func object(_ document: SearchIndex.Document) -> [String: Any] {
    [
      "title": document.title, "href": document.href, "summary": document.summary,
      "text": document.text,
      "sections": document.sections.map {
        ["anchor": $0.anchor, "heading": $0.heading, "text": $0.text]
      },
    ]
  }

  private static func document(_ object: [String: Any]) -> SearchIndex.Document? {
    guard let title = object["title"] as? String, let href = object["href"] as? String,
      let summary = object["summary"] as? String, let text = object["text"] as? String,
      let sections = object["sections"] as? [[String: String]]
    else { return nil }
    var decoded: [SearchIndex.Section] = []
    for section in sections {
      guard let anchor = section["anchor"], let heading = section["heading"],
        let text = section["text"]
      else { return nil }
      decoded.append(SearchIndex.Section(anchor: anchor, heading: heading, text: text))
    }
    return SearchIndex.Document(
      title: title, href: href, summary: summary, text: text, sections: decoded)
  }
}
