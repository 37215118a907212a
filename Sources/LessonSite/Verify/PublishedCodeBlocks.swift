import Foundation

/// Code a published page shows as a code block although CommonMark does not read it as one:
/// a Liquid block tag of Jekyll, Octopress or Hexo, and an HTML `<pre>` element. An
/// annotation right before one takes it as its block, as it takes a fenced or an indented
/// block (`BlockAnnotations`).
///
/// - Liquid (`{% highlight objc %}` … `{% endhighlight %}`, Jekyll's "Code snippet
///   highlighting"; `{% codeblock lang:objc %}` … `{% endcodeblock %}`, Hexo and
///   Octopress): the generator runs Liquid before Markdown, and the page shows the lines
///   between the two tags verbatim. CommonMark sees paragraphs (or headings, list items:
///   `#import`, `- (void)…`), so the lines are found in the file's text: a tag line opens
///   the block, the matching end tag line closes it.
/// - `<pre>` (WordPress and Drupal exports, hand-written HTML): an HTML block whose first
///   `<pre…>` element holds the code; tags inside it (syntax colouring `<span>`s, `<code>`)
///   are dropped and character references decoded (HTML, "The pre element"; "Character
///   references"), so the code is what the reader sees.
///
/// Each is a `FencedCodeBlock` with no fence index (`index` −1), like an indented block: its
/// "opening fence" is the line before its first code line, its language word the info.
package enum PublishedCodeBlocks {
  /// The Liquid code blocks of `lines`, by the line of their opening tag; empty when the
  /// text has no `{%`.
  static func liquidBlocks(in lines: TextLines, text: some StringProtocol) -> [Int: FencedCodeBlock]
  {
    var text = Substring(text)
    // Bytes, not `String.contains`: see `BlockAnnotations.mayHaveAnnotations`.
    guard text.withUTF8({ BlockAnnotations.contains($0, "{%") }) else { return [:] }
    var blocks: [Int: FencedCodeBlock] = [:]
    var line = 1
    while line <= lines.count {
      guard let (tag, language, indentation) = openingTag(lines[line]) else {
        line += 1
        continue
      }
      var end = line + 1
      while end <= lines.count, !isClosingTag(lines[end], of: tag) { end += 1 }
      guard end <= lines.count else { break }
      var literal = ""
      if end > line + 1 {
        for codeLine in (line + 1)...(end - 1) {
          literal += strippingIndentation(lines[codeLine], indentation) + "\n"
        }
      }
      blocks[line] = FencedCodeBlock(
        index: -1, info: language, literal: literal, openingFenceLine: line,
        closingFenceLine: end, lastLine: end, fenceIndentation: indentation,
        fenceCharacter: "{", fenceLength: 0)
      line = end + 1
    }
    return blocks
  }

  /// `{% highlight objc linenos %}` → ("highlight", "objc", indentation);
  /// `{% codeblock Title lang:swift %}` → ("codeblock", "swift", indentation).
  static func openingTag(_ line: Substring) -> (tag: String, language: String, indentation: Int)? {
    let indentation = line.prefix { $0 == " " || $0 == "\t" }.count
    var rest = line.dropFirst(indentation)
    guard rest.hasPrefix("{%") else { return nil }
    rest = rest.dropFirst(2)
    if rest.hasPrefix("-") { rest = rest.dropFirst() }
    guard let close = rest.range(of: "%}") else { return nil }
    var words = rest[..<close.lowerBound].split(whereSeparator: { $0 == " " || $0 == "\t" })
    if words.last == "-" { words.removeLast() }
    guard let tag = words.first.map(String.init), tag == "highlight" || tag == "codeblock"
    else { return nil }
    let arguments = words.dropFirst()
    let language: String
    if tag == "highlight" {
      language = arguments.first.map(String.init) ?? ""
    } else {
      language = arguments.first { $0.hasPrefix("lang:") }.map { String($0.dropFirst(5)) } ?? ""
    }
    return (tag, language, indentation)
  }

  /// True for `{% endhighlight %}` (for `highlight`) or `{% endcodeblock %}`.
  static func isClosingTag(_ line: Substring, of tag: String) -> Bool {
    let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
      .filter { $0 != "{%" && $0 != "%}" && $0 != "{%-" && $0 != "-%}" }
    let joined = words.joined(separator: " ")
    return joined == "end\(tag)" || joined == "{%end\(tag)%}" || joined == "{%-end\(tag)-%}"
      || joined == "{%end\(tag)" || joined == "end\(tag)%}"
  }

  private static func strippingIndentation(_ line: Substring, _ count: Int) -> Substring {
    var line = line
    var removed = 0
    while removed < count, let first = line.first, first == " " || first == "\t" {
      line = line.dropFirst()
      removed += 1
    }
    return line
  }

  /// The `<pre>` element of an HTML block on file lines `startLine…endLine`, as a code block
  /// (its last line the HTML block's, where promotion writes a trace after it): nil when the
  /// block has no `<pre`, or no code in it.
  static func preBlock(html: String, startLine: Int, endLine: Int, startColumn: Int)
    -> FencedCodeBlock?
  {
    guard let open = html.range(of: "<pre", options: .caseInsensitive),
      let openEnd = html[open.upperBound...].firstIndex(of: ">")
    else { return nil }
    let afterOpen = html.index(after: openEnd)
    let close = html.range(of: "</pre", options: .caseInsensitive, range: afterOpen..<html.endIndex)
    let inner = html[afterOpen..<(close?.lowerBound ?? html.endIndex)]
    // The line of `<pre…>`: code on that line after the tag is the block's first line.
    let linesBefore = html[..<afterOpen].filter { $0 == "\n" }.count
    var text = decodedCharacterReferences(withoutTags(inner))
    var firstLine = startLine + linesBefore
    if text.hasPrefix("\n") {
      // A line break right after `<pre>` is not part of the content (HTML, "The pre element").
      text.removeFirst()
      firstLine += 1
    }
    if let last = text.lastIndex(of: "\n"),
      text[text.index(after: last)...].allSatisfy(\.isWhitespace)
    {
      text = String(text[...last])
    } else if !text.isEmpty {
      text += "\n"
    }
    guard !text.allSatisfy(\.isWhitespace) else { return nil }
    let language = preLanguage(html[open.lowerBound..<openEnd])
    return FencedCodeBlock(
      index: -1, info: language, literal: text, openingFenceLine: firstLine - 1,
      closingFenceLine: nil, lastLine: max(endLine, firstLine),
      fenceIndentation: startColumn - 1, fenceCharacter: "<", fenceLength: 0)
  }

  /// The language a `<pre class="objc">` / `<pre lang="swift">` names, or "".
  private static func preLanguage(_ tag: Substring) -> String {
    for attribute in ["lang=", "class=", "data-lang="] {
      guard let found = tag.range(of: attribute, options: .caseInsensitive) else { continue }
      var value = tag[found.upperBound...]
      let quote = value.first
      if quote == "\"" || quote == "'" { value = value.dropFirst() }
      let word = value.prefix { $0.isLetter || $0 == "-" || $0 == "_" || $0 == ":" }
      let trimmed = word.hasPrefix("language-") ? word.dropFirst(9) : word
      let name = trimmed.split(separator: ":").last.map(String.init) ?? ""
      if !name.isEmpty { return name }
    }
    return ""
  }

  /// `text` without its HTML tags (`<span class="kw">`, `<code>`, `<br>` as a line break).
  package static func withoutTags(_ text: Substring) -> String {
    var result = ""
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if character == "<", let end = text[index...].firstIndex(of: ">"),
        let next = text.index(index, offsetBy: 1, limitedBy: text.endIndex), next < text.endIndex,
        text[next].isLetter || text[next] == "/" || text[next] == "!"
      {
        let name = text[next..<end].lowercased()
        if name.hasPrefix("br") { result.append("\n") }
        index = text.index(after: end)
        continue
      }
      result.append(character)
      index = text.index(after: index)
    }
    return result
  }

  /// `text` with its character references decoded: the named ones code uses (`&lt;`, `&gt;`,
  /// `&amp;`, `&quot;`, `&apos;`, `&nbsp;`) and every numeric one (`&#91;`, `&#x5B;`).
  package static func decodedCharacterReferences(_ text: String) -> String {
    guard text.contains("&") else { return text }
    let named: [Substring: String] = [
      "lt": "<", "gt": ">", "amp": "&", "quot": "\"", "apos": "'", "nbsp": " ", "#39": "'",
    ]
    var result = ""
    var rest = Substring(text)
    while let ampersand = rest.firstIndex(of: "&") {
      result += rest[..<ampersand]
      let after = rest[rest.index(after: ampersand)...]
      if let semicolon = after.prefix(10).firstIndex(of: ";") {
        let name = after[..<semicolon]
        var decoded: String?
        if let value = named[name] {
          decoded = value
        } else if name.hasPrefix("#x") || name.hasPrefix("#X") {
          decoded = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map {
            String(Character($0))
          }
        } else if name.hasPrefix("#") {
          decoded = UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init).map {
            String(Character($0))
          }
        }
        if let decoded {
          result += decoded
          rest = after[after.index(after: semicolon)...]
          continue
        }
      }
      result.append("&")
      rest = after
    }
    result += rest
    return result
  }
}
