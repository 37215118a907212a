import Diagnostics
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
  /// Within `SiteLimits.lessonBytes`, checked before reading; a FIFO is refused without blocking.
  package static func read(path: String) -> Reading {
    switch FileBytes.read(path, limit: SiteLimits.lessonBytes) {
    case .bytes(let bytes): return text(of: bytes, path: path)
    case .tooLarge(let size):
      return .problem(
        ContentMessages.fileTooLarge(size, limit: SiteLimits.lessonBytes, kind: "snippet")
          .placed(at: path))
    case .unreadable:
      var diagnostic = ContentMessages.unreadableFile(
        "no such file, not a regular file, or not readable")
      diagnostic.file = path
      return .problem(diagnostic)
    }
  }
}
