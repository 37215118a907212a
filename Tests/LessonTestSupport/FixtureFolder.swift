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
    try Self.writeClosingOnExec(bytes, to: path)
    return path
  }

  /// Writes through a descriptor opened with `O_CLOEXEC`. Tests run in parallel and some
  /// start processes (cmark-gfm, the fence oracle, the CLI); a descriptor without the flag,
  /// open for writing at the moment another test forks, stays open in that child for its whole
  /// life, and promotion then finds someone writing the file (no read lease) and refuses it as
  /// changed (`promote.file-changed`): the rare refusal PromotionOracleTests saw under load.
  private static func writeClosingOnExec(_ bytes: [UInt8], to path: String) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
    }
    defer { close(descriptor) }
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes {
        Glibc.write(descriptor, $0.baseAddress! + written, bytes.count - written)
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
      }
      written += count
    }
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
