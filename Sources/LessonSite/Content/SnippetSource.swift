import Foundation

/// The text of a scenario kept outside a lesson (`lessons run FILE.swift`, `FILE.m`, or
/// standard input), read with the same UTF-8 rules as lessons.
package enum SnippetSource {
  /// The decoded text, or why there is none.
  package enum Reading: Sendable {
    case text(String)
    case problem(SiteDiagnostic)
  }

  /// Decodes `bytes` (a leading BOM is dropped); invalid UTF-8 is a diagnostic at its
  /// line:column, as in a lesson.
  package static func text(of bytes: [UInt8], path: String) -> Reading {
    if let (line, column) = UTF8Check.firstInvalidPosition(bytes) {
      var diagnostic = ContentMessages.invalidUTF8()
      diagnostic.file = path
      diagnostic.line = line
      diagnostic.column = column
      return .problem(diagnostic)
    }
    var text = String(decoding: bytes, as: UTF8.self)
    if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
    return .text(text)
  }

  /// Reads and decodes the file at `path`.
  package static func read(path: String) -> Reading {
    guard let data = FileManager.default.contents(atPath: path) else {
      var diagnostic = ContentMessages.unreadableFile("no such file or not readable")
      diagnostic.file = path
      return .problem(diagnostic)
    }
    return text(of: Array(data), path: path)
  }
}
