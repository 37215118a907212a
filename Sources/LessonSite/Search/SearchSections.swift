/// Splits a lesson's rendered HTML, its headings already given ids by `HeadingAnchors`, into
/// the sections search results link to: the text before the first heading (empty anchor),
/// then one section per heading with an id.
///
/// Whitespace is collapsed, so a section's text is one line a result can quote from.
package enum SearchSections {
  /// The sections of `html`, in reading order; the leading one is left out when empty.
  package static func split(anchoredHTML html: String) -> [SearchIndex.Section] {
    var sections: [SearchIndex.Section] = []
    var anchor = ""
    var heading = ""
    var rest = Substring(html)
    func close(_ body: Substring) {
      let text = collapse(HTML.textContent(body))
      if !anchor.isEmpty || !text.isEmpty {
        sections.append(SearchIndex.Section(anchor: anchor, heading: heading, text: text))
      }
    }
    while let open = nextHeading(in: rest) {
      close(rest[..<open.range.lowerBound])
      let afterOpen = rest[open.range.upperBound...]
      guard let idEnd = afterOpen.firstIndex(of: "\""),
        let tagEnd = afterOpen[idEnd...].firstIndex(of: ">"),
        let end = afterOpen.firstRange(of: "</h\(open.level)>")
      else { break }
      anchor = HTML.decodeEntities(String(afterOpen[..<idEnd]))
      var inner = afterOpen[afterOpen.index(after: tagEnd)..<end.lowerBound]
      if let mark = inner.firstRange(of: "<a class=\"anchor\"") {
        inner = inner[..<mark.lowerBound]
      }
      heading = collapse(HTML.textContent(inner))
      rest = afterOpen[end.upperBound...]
    }
    close(rest)
    return sections
  }

  /// The next `<hN id="` (N from 1 to 6) in `html`.
  private static func nextHeading(in html: Substring) -> (
    range: Range<Substring.Index>, level: Int
  )? {
    var rest = html
    while let open = rest.firstRange(of: "<h") {
      let after = rest[open.upperBound...]
      if let level = after.first?.wholeNumberValue, (1...6).contains(level),
        after.dropFirst().hasPrefix(" id=\"")
      {
        let end = after.index(after.startIndex, offsetBy: 6)
        return (open.lowerBound..<end, level)
      }
      rest = after
    }
    return nil
  }

  /// Runs of whitespace as one space, trimmed.
  static func collapse(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}
