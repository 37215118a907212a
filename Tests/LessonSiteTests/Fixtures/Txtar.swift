/// One archive in Go's txtar format (golang.org/x/tools/txtar): a free-text header, then files,
/// each introduced by a line `-- relative/path --` and holding every line up to the next such
/// line. Read as bytes, so a case can hold invalid UTF-8, a byte-order mark or CR line
/// endings exactly as a user's file would.
struct Txtar: Sendable, Equatable {
  /// One file of the archive, with the archive line its first line sits on.
  struct File: Sendable, Equatable {
    var path: String
    var bytes: [UInt8]
    /// 1-based line of the archive holding the file's first line.
    var firstLine: Int
  }

  /// Everything before the first file marker, one string per line.
  var header: [String]
  var files: [File]

  init(_ bytes: [UInt8]) {
    var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .map(Array.init)
    // A final newline ends the last line; it does not start an empty one.
    if lines.last == [] { lines.removeLast() }
    var header: [String] = []
    var files: [File] = []
    var current: File?
    for (index, line) in lines.enumerated() {
      if let path = Self.markerPath(line) {
        if let file = current { files.append(file) }
        current = File(path: path, bytes: [], firstLine: index + 2)
      } else if current != nil {
        current!.bytes += line + [UInt8(ascii: "\n")]
      } else {
        header.append(String(decoding: line, as: UTF8.self))
      }
    }
    if let file = current { files.append(file) }
    self.header = header
    self.files = files
  }

  /// `-- path --` → `path`; nil for any other line.
  static func markerPath(_ line: [UInt8]) -> String? {
    let text = String(decoding: line, as: UTF8.self)
    guard text.hasPrefix("-- "), text.hasSuffix(" --"), text.count > 6 else { return nil }
    let name = text.dropFirst(3).dropLast(3)
    return name.isEmpty || name.hasPrefix(" ") || name.hasSuffix(" ") ? nil : String(name)
  }
}
