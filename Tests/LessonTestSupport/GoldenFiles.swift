import Foundation

/// Golden files: large expected outputs (a whole site, help texts) kept as files beside the
/// tests, compared byte for byte. Run the tests with `LESSONS_UPDATE_GOLDEN=1` (or
/// `scripts/update-golden`) to rewrite them from what the code produces now, then read the
/// change with `git diff` before committing it.
package enum GoldenFiles {
  /// True when the tests should write the golden files instead of comparing with them.
  package static var updating: Bool {
    ProcessInfo.processInfo.environment["LESSONS_UPDATE_GOLDEN"] == "1"
  }

  /// `Tests/Fixtures`, found from this file.
  package static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures").path

  /// Compares `actual` with the golden file at `path`, or writes it when updating. Returns
  /// nil when they agree, else what differs: the file, the first differing line with both
  /// versions, and how to update.
  package static func check(_ actual: [UInt8], against path: String) -> String? {
    if updating {
      let folder = (path as NSString).deletingLastPathComponent
      try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      _ = FileManager.default.createFile(atPath: path, contents: Data(actual))
      return nil
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      return "\(path): no golden file; \(hint)"
    }
    return difference(expected: Array(data), actual: actual, path: path)
  }

  package static func check(_ actual: String, against path: String) -> String? {
    check(Array(actual.utf8), against: path)
  }

  /// Removes the golden files under `folder` that `kept` (paths relative to it) no longer
  /// lists, when updating: a page the build stopped writing must leave the golden tree too.
  package static func prune(_ folder: String, keeping kept: Set<String>) {
    guard updating else { return }
    for path in files(under: folder) where !kept.contains(path) {
      try? FileManager.default.removeItem(atPath: folder + "/" + path)
    }
  }

  /// Every file under `root`, relative, sorted.
  package static func files(under root: String) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: root)
    var paths: [String] = []
    while let path = enumerator?.nextObject() as? String {
      var isDirectory: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isDirectory)
      if !isDirectory.boolValue { paths.append(path) }
    }
    return paths.sorted()
  }

  static let hint = "run with LESSONS_UPDATE_GOLDEN=1 (scripts/update-golden) to accept the output"

  /// "path:LINE: expected … / actual …" at the first line that differs.
  static func difference(expected: [UInt8], actual: [UInt8], path: String) -> String? {
    if expected == actual { return nil }
    let expectedLines = expected.split(separator: 10, omittingEmptySubsequences: false)
    let actualLines = actual.split(separator: 10, omittingEmptySubsequences: false)
    var line = 0
    while line < min(expectedLines.count, actualLines.count),
      expectedLines[line] == actualLines[line]
    {
      line += 1
    }
    // Long lines (compacted CSS and JavaScript) are shown around the first differing byte.
    var column = 0
    if line < min(expectedLines.count, actualLines.count) {
      let (a, b) = (Array(expectedLines[line]), Array(actualLines[line]))
      while column < min(a.count, b.count), a[column] == b[column] { column += 1 }
    }
    func show(_ lines: [ArraySlice<UInt8>]) -> String {
      guard line < lines.count else { return "(end of file)" }
      let bytes = Array(lines[line])
      let start = max(0, column - 60)
      let end = min(bytes.count, column + 100)
      let text = String(decoding: bytes[start..<end], as: UTF8.self)
      return (start > 0 ? "…" : "") + text + (end < bytes.count ? "…" : "")
    }
    return """
      \(path):\(line + 1):\(column + 1): differs from the golden file (\(hint))
        expected: \(show(expectedLines))
        actual:   \(show(actualLines))
      """
  }
}
