/// The theme's stylesheet and script as the site ships them: the same code without the
/// comments and indentation that explain it in `Templates/`, so every page loads the
/// explanations of neither. Line by line, so the result is deterministic and a line's code
/// is never touched: a script line that is only a `//` comment goes, a stylesheet's
/// `/* … */` comments go (the theme never puts `/*` inside a string), leading spaces go,
/// and blank lines go.
enum AssetCompactor {
  static func compact(_ bytes: [UInt8], name: String) -> [UInt8] {
    guard name.hasSuffix(".js") || name.hasSuffix(".css") else { return bytes }
    var text = String(decoding: bytes, as: UTF8.self)
    if name.hasSuffix(".css") { text = withoutBlockComments(text) }
    var out: [Substring] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
      let code = line.drop(while: { $0 == " " })
      if code.isEmpty || (name.hasSuffix(".js") && code.hasPrefix("//")) { continue }
      out.append(code)
    }
    return Array((out.joined(separator: "\n") + "\n").utf8)
  }

  /// `text` without its `/* … */` comments.
  static func withoutBlockComments(_ text: String) -> String {
    var out = ""
    var rest = text[...]
    while let open = rest.range(of: "/*") {
      out += rest[..<open.lowerBound]
      guard let close = rest[open.upperBound...].range(of: "*/") else { return out }
      rest = rest[close.upperBound...]
    }
    return out + rest
  }
}
