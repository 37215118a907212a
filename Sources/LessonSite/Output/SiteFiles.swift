/// A whole site in memory: relative path → bytes, written in one go by
/// `OutputFolder.write(_:)`. For tests and small sites; `lessons build` streams its pages to
/// the output instead (`SiteRenderer.render(into:)`), so it never holds them all.
package struct SiteFiles: Sendable, Equatable {
  /// Relative path → content.
  package private(set) var files: [String: [UInt8]] = [:]

  package init() {}

  /// Adds or replaces `path` (relative, `/`-separated, no `..`).
  package mutating func add(_ path: String, _ text: String) {
    precondition(!path.hasPrefix("/") && !path.split(separator: "/").contains(".."))
    files[path] = Array(text.utf8)
  }

  /// Adds raw bytes (copied assets).
  package mutating func add(_ path: String, bytes: [UInt8]) {
    precondition(!path.hasPrefix("/") && !path.split(separator: "/").contains(".."))
    files[path] = bytes
  }

  /// Paths in sorted order: the order files are written in.
  package var paths: [String] { files.keys.sorted() }

  /// The bytes at `path`, if the site has it.
  package subscript(path: String) -> [UInt8]? { files[path] }

  /// The text of an HTML or other text file, for tests and link checks.
  package func text(_ path: String) -> String? {
    files[path].map { String(decoding: $0, as: UTF8.self) }
  }
}
