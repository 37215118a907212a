/// Gives each heading of a rendered lesson an id and collects the table of contents.
///
/// Ids keep letters of every script, so `## 뷰 컨트롤러 추가` becomes `뷰-컨트롤러-추가` and
/// `## 添加子控制器` stays `添加子控制器`: readable in the address bar and stable across
/// builds. Punctuation and spaces become single hyphens; repeats get `-2`, `-3`.
package struct HeadingAnchors: Sendable {
  /// One table-of-contents entry.
  package struct Entry: Sendable, Equatable {
    /// Heading level, 2 or 3.
    package var level: Int
    /// The heading's `id`, unique on the page.
    package var id: String
    /// The heading as plain text.
    package var text: String
  }

  /// Ids already taken on the page (template anchors), never given to a heading.
  package var reserved: Set<String>

  package init(reserved: Set<String> = ["top", "main", "toc", "content"]) {
    self.reserved = reserved
  }

  /// The id for a heading's text, before deduplication.
  package static func slug(_ text: String) -> String {
    var slug = ""
    var pendingHyphen = false
    for character in text.lowercased() {
      if character.isLetter || character.isNumber {
        if pendingHyphen, !slug.isEmpty { slug += "-" }
        pendingHyphen = false
        slug.append(character)
      } else {
        pendingHyphen = true
      }
    }
    return slug.isEmpty ? "section" : slug
  }

  /// `html` with `id`s on its `<h1>`…`<h6>` elements (as cmark writes them, without
  /// attributes) and the headings of levels 2 and 3 as table-of-contents entries.
  package func apply(to html: String) -> (html: String, toc: [Entry]) {
    var used = reserved
    var toc: [Entry] = []
    var out = ""
    var rest = Substring(html)
    while let open = rest.firstRange(of: "<h") {
      let afterH = open.upperBound
      guard afterH < rest.endIndex, let level = rest[afterH].wholeNumberValue,
        (1...6).contains(level),
        rest[rest.index(after: afterH)...].hasPrefix(">"),
        let close = rest[afterH...].firstRange(of: "</h\(level)>")
      else {
        out += rest[..<afterH]
        rest = rest[afterH...]
        continue
      }
      let contentStart = rest.index(afterH, offsetBy: 2)
      let inner = rest[contentStart..<close.lowerBound]
      let text = HTML.textContent(inner)
      var id = Self.slug(text)
      if used.contains(id) {
        var number = 2
        while used.contains("\(id)-\(number)") { number += 1 }
        id = "\(id)-\(number)"
      }
      used.insert(id)
      if level == 2 || level == 3 { toc.append(Entry(level: level, id: id, text: text)) }
      let escaped = HTML.escape(id)
      out += rest[..<open.lowerBound]
      out += "<h\(level) id=\"\(escaped)\">" + inner
      // Hidden from assistive technology, so kept out of the tab order too (reader, issue 12).
      out +=
        "<a class=\"anchor\" href=\"#\(escaped)\" aria-hidden=\"true\" tabindex=\"-1\">#</a></h\(level)>"
      rest = rest[close.upperBound...]
    }
    out += rest
    return (out, toc)
  }
}
