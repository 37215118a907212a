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

  private static func absolute(_ path: String) -> String {
    var result = URL(fileURLWithPath: path).standardizedFileURL.path
    while result.count > 1 && result.hasSuffix("/") { result.removeLast() }
    return result
  }
}
