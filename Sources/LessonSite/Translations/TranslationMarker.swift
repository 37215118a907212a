import Foundation

/// Reads and writes a translation's `translated-from:` front-matter line, changing no other
/// byte of the file: an existing line gets the new value, otherwise a line is added just
/// before the closing `---`, with the file's own line ending.
package enum TranslationMarker {
  /// The front-matter key.
  package static let key = "translated-from"

  /// The recorded hash of the file at `path`, or nil when it has none (or cannot be read).
  package static func recordedHash(inFile path: String) -> String? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return recordedHash(in: Array(data))
  }

  /// The recorded hash in a lesson's bytes, or nil.
  package static func recordedHash(in bytes: [UInt8]) -> String? {
    var text = String(decoding: bytes, as: UTF8.self)
    if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
    let (frontMatter, _) = FrontMatter.split(text, path: "")
    return frontMatter.values[key].flatMap { $0.isEmpty ? nil : $0 }
  }

  /// `bytes` with `translated-from: hash` set; nil when the file has no closed front matter.
  /// Works on bytes: in a Swift `String`, `\r\n` is one character and would hide the line
  /// ending.
  package static func marked(_ bytes: [UInt8], hash: String) -> [UInt8]? {
    var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .map(Array.init)
    func text(_ line: [UInt8]) -> String {
      var string = String(decoding: line, as: UTF8.self)
      if string.unicodeScalars.first == "\u{FEFF}" { string.unicodeScalars.removeFirst() }
      return string.trimmingCharacters(in: .whitespacesAndNewlines)
    }
    guard let first = lines.first, text(first) == "---" else { return nil }
    let ending: [UInt8] = first.last == UInt8(ascii: "\r") ? [UInt8(ascii: "\r")] : []
    let newLine = Array("\(key): \(hash)".utf8) + ending
    var index = 1
    while index < lines.count {
      let line = text(lines[index])
      if line == "---" { break }
      if let colon = line.firstIndex(of: ":"),
        line[..<colon].trimmingCharacters(in: .whitespaces) == key
      {
        lines[index] = newLine
        return Array(lines.joined(separator: [UInt8(ascii: "\n")]))
      }
      index += 1
    }
    guard index < lines.count else { return nil }
    lines.insert(newLine, at: index)
    return Array(lines.joined(separator: [UInt8(ascii: "\n")]))
  }
}
