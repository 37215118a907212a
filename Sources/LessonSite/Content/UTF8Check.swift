/// Finds where bytes stop being valid UTF-8, as a line and character column, so that an
/// author can find the bad byte (`Content/ko/01-x.md:3:7: error: … [content.invalid-utf8]`).
package enum UTF8Check {
  /// nil when `bytes` is valid UTF-8; otherwise the 1-based line and column (characters
  /// before the bad byte on its line, plus one) of the first invalid sequence.
  package static func firstInvalidPosition(_ bytes: [UInt8]) -> (line: Int, column: Int)? {
    // Almost every file is valid: the standard library's validation says so at memory speed;
    // only a file that fails it is decoded scalar by scalar to place the bad byte.
    if String(validating: bytes, as: UTF8.self) != nil { return nil }
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var line = 1
    var lineScalars: [Unicode.Scalar] = []
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        if scalar == "\n" {
          line += 1
          lineScalars = []
        } else {
          lineScalars.append(scalar)
        }
      case .emptyInput:
        return nil
      case .error:
        var text = ""
        text.unicodeScalars.append(contentsOf: lineScalars)
        // A "\r" before the bad byte would otherwise merge with nothing; count Characters.
        return (line, text.count + 1)
      }
    }
  }
}
