import Foundation

/// A content folder built in a fresh temporary directory for one test, removed by `remove()`.
package struct FixtureFolder {
  package let root: String

  package init() throws {
    root =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("lessons-test-" + UUID().uuidString).path
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
  }

  /// Writes `text` as UTF-8 at `relativePath`, creating folders.
  @discardableResult
  package func write(_ relativePath: String, _ text: String) throws -> String {
    try write(relativePath, bytes: Array(text.utf8))
  }

  /// Writes raw bytes at `relativePath`, creating folders; returns the full path.
  @discardableResult
  package func write(_ relativePath: String, bytes: [UInt8]) throws -> String {
    let path = root + "/" + relativePath
    let folder = (path as NSString).deletingLastPathComponent
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
  }

  package func bytes(_ relativePath: String) throws -> [UInt8] {
    Array(try Data(contentsOf: URL(fileURLWithPath: root + "/" + relativePath)))
  }

  package func path(_ relativePath: String) -> String { root + "/" + relativePath }

  package func remove() {
    try? FileManager.default.removeItem(atPath: root)
  }

  /// site.json listing `codes`, each titled "Site <code>".
  package static func siteJSON(_ codes: [String]) -> String {
    let locales = codes.map { "{\"code\": \"\($0)\", \"title\": \"Site \($0)\"}" }
    return "{\n  \"version\": 1,\n  \"locales\": [\n    "
      + locales.joined(separator: ",\n    ") + "\n  ]\n}\n"
  }
}
