import Foundation

/// `lessons check PATH…`: which lessons of the content folder the paths name.
package enum LessonSelection {
  /// The lessons at or under `paths` (files or folders, relative to the working directory or
  /// absolute), in content order, and the paths that named no lesson.
  package static func select(_ paths: [String], from content: SiteContent)
    -> (lessons: [Lesson], unmatched: [String])
  {
    guard !paths.isEmpty else { return (content.lessons, []) }
    let wanted = paths.map { (given: $0, absolute: absolute($0)) }
    var matched = Set<String>()
    let lessons = content.lessons.filter { lesson in
      let path = absolute(lesson.path)
      let hits = wanted.filter { path == $0.absolute || path.hasPrefix($0.absolute + "/") }
      for hit in hits { matched.insert(hit.given) }
      return !hits.isEmpty
    }
    return (lessons, paths.filter { !matched.contains($0) })
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
