/// The theme's stylesheet and script as the site ships them: the same code without the
/// comments and indentation that explain it in `Templates/`, so every page loads the
/// explanations of neither. Line by line, so the result is deterministic and a line's code
/// is never touched: a script line that is only a `//` comment goes, a stylesheet's
/// `/* … */` comments go (the theme never puts `/*` inside a string), leading spaces go,
/// and blank lines go.
///
/// Every build makes the theme, so the work is done on the bytes; the rules are those of
/// the text version (`compactText`, Swift's characters), which a file or line the bytes
/// cannot decide alike goes through: a carriage return, bytes that are not UTF-8, or a
/// character outside ASCII right next to what a rule looks at (a combining mark after a
/// leading space joins it into another character).
enum AssetCompactor {
  static func compact(_ bytes: [UInt8], name: String) -> [UInt8] {
    let script = name.hasSuffix(".js")
    guard script || name.hasSuffix(".css") else { return bytes }
    guard !bytes.contains(13), String(decoding: bytes, as: UTF8.self).utf8.elementsEqual(bytes)
    else {
      return compactText(bytes, name: name)
    }
    var source = bytes[...]
    if !script {
      guard let stripped = withoutBlockComments(bytes) else {
        return compactText(bytes, name: name)
      }
      source = stripped[...]
    }
    var out: [UInt8] = []
    out.reserveCapacity(source.count)
    for line in source.split(separator: 10, omittingEmptySubsequences: true) {
      var start = line.startIndex
      while start < line.endIndex, line[start] == 32 { start += 1 }
      let code = line[start...]
      if let first = code.first,
        first >= 0x80
          || (script && code.starts(with: [47, 47])
            && code.dropFirst(2).first.map({ $0 >= 0x80 }) == true)
      {
        // Where characters, not bytes, decide: this line as the text version takes it.
        let text = String(decoding: line, as: UTF8.self)
        let code = text.drop(while: { $0 == " " })
        if code.isEmpty || (script && code.hasPrefix("//")) { continue }
        out += code.utf8
        out.append(10)
        continue
      }
      if code.isEmpty || (script && code.starts(with: [47, 47])) { continue }
      out += code
      out.append(10)
    }
    return out.isEmpty ? [10] : out
  }

  /// `bytes` without their `/* … */` comments; nil when a character outside ASCII touches a
  /// `/*` or `*/`, where the text version might read them otherwise.
  static func withoutBlockComments(_ bytes: [UInt8]) -> [UInt8]? {
    func find(_ first: UInt8, _ second: UInt8, from start: Int) -> Int? {
      var index = start
      while index + 1 < bytes.count {
        if bytes[index] == first, bytes[index + 1] == second { return index }
        index += 1
      }
      return nil
    }
    func touched(_ at: Int) -> Bool {
      (at > 0 && bytes[at - 1] >= 0x80) || (at + 2 < bytes.count && bytes[at + 2] >= 0x80)
    }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var rest = 0
    while let open = find(47, 42, from: rest) {
      guard !touched(open) else { return nil }
      out += bytes[rest..<open]
      guard let close = find(42, 47, from: open + 2) else { return out }
      guard !touched(close) else { return nil }
      rest = close + 2
    }
    return out + bytes[rest...]
  }

  /// The same rules on Swift's text: what the byte version matches.
  static func compactText(_ bytes: [UInt8], name: String) -> [UInt8] {
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
