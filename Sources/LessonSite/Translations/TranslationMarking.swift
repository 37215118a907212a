import Foundation

/// `lessons translations --mark`: writes `translated-from:` into translations.
package enum TranslationMarking {
  /// Marks each of `paths` (or, when empty, every unmarked translation) with the hash of
  /// its source as it is now. Returns the paths written, in order. A path that is not a
  /// translation in `status` throws before anything is written.
  package static func mark(_ paths: [String], in status: TranslationStatus)
    throws(AuthoringError) -> [String]
  {
    var chosen: [TranslationStatus.Entry] = []
    if paths.isEmpty {
      chosen = status.entries.filter { $0.state == .unmarked }
    } else {
      for path in paths {
        let wanted = canonical(path)
        guard
          let entry = status.entries.first(where: { $0.path.map(canonical) == wanted })
        else { throw .notATranslation(path) }
        chosen.append(entry)
      }
    }
    var written: [String] = []
    for entry in chosen {
      guard let path = entry.path else { continue }
      let source = FileManager.default.contents(atPath: entry.source).map(Array.init) ?? []
      guard let data = FileManager.default.contents(atPath: path) else {
        throw .write(path: path, reason: "cannot read it")
      }
      let original = Array(data)
      guard let bytes = TranslationMarker.marked(original, hash: SourceHash.of(source)) else {
        throw .write(path: path, reason: "it has no front matter (`---` lines) to add to")
      }
      if bytes != original {
        do {
          try PromotionWriter.write(bytes, to: path, expecting: original)
        } catch {
          throw .write(path: path, reason: "\(error)")
        }
      }
      written.append(path)
    }
    return written
  }

  private static func canonical(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
  }
}
