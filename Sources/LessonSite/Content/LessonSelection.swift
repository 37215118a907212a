import Foundation

/// `lessons check PATH…`: which lessons of the content folder the paths name.
package enum LessonSelection {
  /// The lessons at or under `paths` (files or folders, relative to the working directory or
  /// absolute), in content order, and the paths that named no lesson. A path that names a
  /// file the content folder could not read as a lesson is matched too: its diagnostics are
  /// what `check` reports for it.
  package static func select(_ paths: [String], from content: SiteContent)
    -> (lessons: [Lesson], unmatched: [String])
  {
    // Reference pages are verified like lessons.
    let all = content.lessons + content.guides
    guard !paths.isEmpty else { return (all, []) }
    let wanted = paths.map { (given: $0, absolute: absolute($0)) }
    var matched = Set<String>()
    let lessons = all.filter { lesson in
      let path = absolute(lesson.path)
      let hits = wanted.filter { path == $0.absolute || path.hasPrefix($0.absolute + "/") }
      for hit in hits { matched.insert(hit.given) }
      return !hits.isEmpty
    }
    let problemFiles = Set(content.diagnostics.compactMap(\.file).map(absolute))
    let unmatched = paths.filter { given in
      guard !matched.contains(given) else { return false }
      let path = absolute(given)
      return !problemFiles.contains { $0 == path || $0.hasPrefix(path + "/") }
    }
    return (lessons, unmatched)
  }

  /// True when `file` (a diagnostic's file) lies at or under one of `paths`.
  package static func covers(_ paths: [String], file: String) -> Bool {
    let path = absolute(file)
    return paths.map(absolute).contains { path == $0 || path.hasPrefix($0 + "/") }
  }

  /// The content folder that `paths` (files or folders, none of them under the content
  /// folder a command was given) lie in, when they all lie in the same one, and the paths to
  /// check in it (empty for all of it): `lessons check corpus` with `corpus/site.json` checks
  /// `corpus` as `--content corpus` does, its translations compared and links checked.
  ///
  /// A path lies in a content folder when it is one (a folder holding `site.json`), or when the
  /// nearest folder above it holding a `site.json` lists the locale folder it is in. Folders
  /// are found from the paths as given (a relative path is searched up to the working
  /// directory), so diagnostics name files as the paths do. Nil when a path is missing or
  /// lies in no content folder, or two lie in different ones: the paths are then loose files.
  package static func contentFolder(of paths: [String]) -> (folder: String, paths: [String])? {
    guard !paths.isEmpty else { return nil }
    var folder: String?
    var whole = false
    for path in paths {
      guard let found = contentFolder(of: path) else { return nil }
      if let folder, absolute(folder) != absolute(found.folder) { return nil }
      folder = folder ?? found.folder
      whole = whole || found.isWhole
    }
    guard let folder else { return nil }
    return (folder, whole ? [] : paths)
  }

  /// The content folder `path` is or lies in (`contentFolder(of:)`), and whether it is the
  /// folder itself.
  private static func contentFolder(of path: String) -> (folder: String, isWhole: Bool)? {
    let files = FileManager.default
    var isDirectory: ObjCBool = false
    guard files.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
    let trimmed = ContentLoader.root(path)
    if isDirectory.boolValue, files.fileExists(atPath: trimmed + "/site.json") {
      return (trimmed, true)
    }
    // Up the path as given, component by component, on the string itself (Foundation's
    // `deletingLastPathComponent` traps on some relative paths, `.` among them).
    var child = trimmed
    while true {
      var parent = ""
      var name = child
      if let slash = child.lastIndex(of: "/") {
        parent = slash == child.startIndex ? "/" : String(child[..<slash])
        name = String(child[child.index(after: slash)...])
      }
      if parent.isEmpty {
        // A relative path's last folder up is the working directory.
        guard child != "." else { return nil }
        parent = "."
      }
      guard parent != child else { return nil }
      let config = parent + "/site.json"
      if files.fileExists(atPath: config) {
        guard case .bytes(let bytes) = FileBytes.read(config, limit: SiteLimits.glossaryBytes)
        else { return nil }
        let codes = SiteConfig.parse(bytes, path: config).0.localeCodes
        return codes.contains(name) ? (parent, false) : nil
      }
      child = parent
    }
  }

  private static func absolute(_ path: String) -> String {
    var result = URL(fileURLWithPath: path).standardizedFileURL.path
    while result.count > 1 && result.hasSuffix("/") { result.removeLast() }
    return result
  }
}
