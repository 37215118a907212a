import Foundation

/// Helpers for trace text as written in lessons.
package enum TraceText {
  /// `\r\n` and `\r` become `\n`, and the text ends with exactly one `\n` unless empty.
  package static func normalized(_ text: String) -> String {
    var result = text.replacingOccurrences(of: "\r\n", with: "\n")
      .replacingOccurrences(of: "\r", with: "\n")
    while result.hasSuffix("\n\n") { result.removeLast() }
    if !result.isEmpty, !result.hasSuffix("\n") { result += "\n" }
    return result
  }

  /// The lines of a normalised trace, without line endings.
  package static func lines(_ text: String) -> [String] {
    var lines = normalized(text).components(separatedBy: "\n")
    if lines.last == "" { lines.removeLast() }
    return lines
  }
}
