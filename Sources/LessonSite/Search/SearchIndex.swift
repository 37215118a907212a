import Foundation

/// A locale's search index, written as a JavaScript file that assigns a global
/// (`window.LESSONS_SEARCH_INDEX = {…};`), so `search.html` can load it with a plain
/// `<script src>` from `file://`, where fetching JSON is not allowed.
///
/// Its entries are sections (a heading's anchor, the heading, the passage under it), so a
/// result links to the passage and can show it; terms map to the sorted list of sections
/// containing them. Output is byte-for-byte deterministic (sorted keys, no timestamps).
package struct SearchIndex: Sendable, Equatable {
  /// One section of a page: the text under one heading (or before the first heading, with an
  /// empty anchor), so a search result can link to the passage, not only the page.
  package struct Section: Sendable, Equatable {
    /// The heading's id on the page (`#anchor`); empty for the text before the first heading.
    package var anchor: String
    /// The heading's text; empty for the text before the first heading.
    package var heading: String
    /// The section's prose (code and traces left out).
    package var text: String
    /// The code and trace blocks of the section, as written: searchable (an API named only
    /// in code, `insertSubview`, finds the section) but ranked below prose, and never shown.
    package var code: String

    package init(anchor: String, heading: String, text: String, code: String = "") {
      self.anchor = anchor
      self.heading = heading
      self.text = text
      self.code = code
    }
  }

  /// One searchable page.
  package struct Document: Sendable, Equatable {
    /// Shown as the result's link text.
    package var title: String
    /// Relative to the locale folder (`01-adding-a-child.html`).
    package var href: String
    /// Shown under the result.
    package var summary: String
    /// Headings and prose of a page that was not split into sections; empty when it was
    /// (the sections hold the same text: every page of a build is held until the index is
    /// written, and holding its text twice would add to the build's peak of memory).
    package var text: String
    /// The page's sections in reading order (empty when the page was not split).
    package var sections: [Section]

    package init(
      title: String, href: String, summary: String, text: String, sections: [Section] = []
    ) {
      self.title = title
      self.href = href
      self.summary = summary
      self.text = sections.isEmpty ? text : ""
      self.sections = sections
    }
  }

  /// The locale whose pages the index covers.
  package var locale: String
  /// In reading order; terms refer to them by position.
  package var documents: [Document]

  package init(locale: String, documents: [Document]) {
    self.locale = locale
    self.documents = documents
  }

  /// The global the script assigns; `site.js` reads it.
  package static let globalName = "LESSONS_SEARCH_INDEX"
  /// The file name inside each locale folder.
  package static let fileName = "search-index.js"

  /// One search result: a section of a page, as the index lists it.
  package struct Entry: Sendable, Equatable {
    /// Position of the page in `documents`.
    package var document: Int
    /// The section (its text includes the page summary for the top section).
    package var section: Section
  }

  /// Every section of every page, in reading order: the units a search returns. A page
  /// always has a top entry (empty anchor) carrying its summary, so a title match has
  /// somewhere to land; a page not split into sections is one entry with all its text.
  package var entries: [Entry] {
    var entries: [Entry] = []
    for (index, document) in documents.enumerated() {
      for section in Self.sections(of: document) {
        entries.append(Entry(document: index, section: section))
      }
    }
    return entries
  }

  /// One page's entries (see `entries`).
  static func sections(of document: Document) -> [Section] {
    var sections = document.sections
    if sections.isEmpty { sections = [Section(anchor: "", heading: "", text: document.text)] }
    if sections[0].anchor.isEmpty {
      sections[0].text = joined(document.summary, sections[0].text)
    } else {
      sections.insert(Section(anchor: "", heading: "", text: document.summary), at: 0)
    }
    return sections
  }

  /// The terms of each of one page's entries, in order, each entry's terms joined by spaces
  /// (terms never contain one): all the index needs to tokenise of a page, so the build
  /// cache keeps it per page and a rebuild tokenises only pages that changed. One string per
  /// entry, not one per term, keeps that small in memory and in the cache file.
  /// Chinese text is folded to Simplified characters first (`HanFolding`). A term found
  /// only in the section's code is written with a leading `` ` `` (`` `insertsubview ``):
  /// `site.js` ranks those below prose.
  package static func terms(of document: Document) -> [String] {
    sections(of: document).map { section in
      let prose = HanFolding.fold(joined(section.heading, section.text))
      let code = HanFolding.fold(section.code)
      // One set for both: the code's terms that come after the prose's are the new ones.
      var seen = SearchTermSet(textCount: prose.utf8.count + code.utf8.count)
      SearchTokenizer.insertTerms(prose, into: &seen)
      let proseTerms = seen.count
      if !code.isEmpty { SearchTokenizer.insertTerms(code, into: &seen) }
      guard seen.count > proseTerms else { return String(decoding: seen.joined, as: UTF8.self) }
      var out = [UInt8]()
      out.reserveCapacity(seen.joined.count + seen.count - proseTerms)
      seen.joined.withUnsafeBufferPointer { joined in
        for position in 0..<seen.count {
          if !out.isEmpty { out.append(UInt8(ascii: " ")) }
          if position >= proseTerms { out.append(UInt8(ascii: "`")) }
          out.append(contentsOf: UnsafeBufferPointer(rebasing: joined[seen.range(of: position)]))
        }
      }
      return String(decoding: out, as: UTF8.self)
    }
  }

  /// Term → indices of the entries (sections) whose heading or text contains it. Page
  /// titles are not here: `site.js` matches them itself, against the few titles.
  /// `pageTerms` are `terms(of:)` of each document, when already known.
  package func terms(pageTerms: [[String]]? = nil) -> [String: [Int]] {
    var terms: [String: [Int]] = [:]
    for (term, entries) in postings(pageTerms: pageTerms) {
      terms[String(decoding: term, as: UTF8.self), default: []] += entries
    }
    return terms
  }

  /// Each term's entries, in the order the index writes them: terms by their UTF-8 bytes
  /// (for text in NFC, as lessons are, the order of `String`'s `<`), entries ascending.
  /// Terms are keyed by their bytes (`TermPostings`): a `String` key hashes its text in
  /// canonical (NFC) form, which for Han and Hangul terms was most of building an index, and
  /// JavaScript compares keys by code units anyway.
  func postings(pageTerms: [[String]]? = nil) -> [(
    term: ArraySlice<UInt8>, entries: ArraySlice<Int>
  )] {
    var postings = TermPostings()
    var index = 0
    for (position, document) in documents.enumerated() {
      let known = pageTerms.map { $0[position] } ?? Self.terms(of: document)
      for var entryTerms in known {
        // Split on the space byte: terms never hold one.
        entryTerms.withUTF8 { bytes in
          var start = 0
          for end in 0...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: " ") {
            if end > start {
              postings.add(UnsafeBufferPointer(rebasing: bytes[start..<end]), entry: index)
            }
            start = end + 1
          }
        }
        index += 1
      }
    }
    return postings.sorted()
  }

  /// Term → entries, computed from the documents (see `terms(pageTerms:)`).
  package var terms: [String: [Int]] { terms() }

  /// The `.js` file's text:
  ///
  /// ```
  /// window.LESSONS_SEARCH_INDEX = {"locale": "en",
  /// "pages": [["Adding a child", "adding-a-child.html"]],
  /// "sections": [[0, "", "", "summary and text before the first heading"],
  ///   [0, "the-pattern", "The pattern", "text under the heading"]],
  /// "terms": {"child": [0,1,3]}};
  /// ```
  ///
  /// Sections are `[page, anchor, heading, text]`; terms list section positions, ascending,
  /// each but the first as its distance from the one before (`[0,1,3]` is sections 0, 1 and
  /// 4): a common term's list of four-digit positions becomes one of small numbers, which
  /// shrinks a large locale's index. `site.js` adds them up again when it loads the index.
  /// `pageTerms`: `terms(of:)` of each document, when already known (from the build cache).
  package func javaScript(pageTerms: [[String]]? = nil) -> String {
    String(decoding: javaScriptBytes(pageTerms: pageTerms), as: UTF8.self)
  }

  /// `javaScript(pageTerms:)` as the file's bytes, the form the site writes. Built as bytes
  /// (appending to a `String` goes through its general path for each of millions of small
  /// pieces), reserved once at its estimated size: the index of a large locale is
  /// megabytes, built while other locales' are, and grown by
  /// doubling it held up to twice its size, twice over while copied. With `jobs` above one,
  /// the terms are made on another thread while the pages and sections are written, then
  /// appended: a rebuild after one change makes one locale's index again, the longest step
  /// it does on one thread; the two parts are held at once, so a build making several
  /// indexes at a time makes each with one job.
  package func javaScriptBytes(pageTerms: [[String]]? = nil, jobs: Int = 1) -> [UInt8] {
    javaScriptFile(pageTerms: pageTerms, jobs: jobs).bytes
  }

  /// `javaScriptBytes(pageTerms:jobs:)` with where its parts lie (`SearchIndexLayout`), so a
  /// later build can splice changed pages into it (`SearchIndexSplice`).
  func javaScriptFile(pageTerms: [[String]]? = nil, jobs: Int = 1) -> (
    bytes: [UInt8], layout: SearchIndexLayout
  ) {
    var layout = SearchIndexLayout()
    if jobs < 2 {
      let postings = postings(pageTerms: pageTerms)
      var js: [UInt8] = []
      js.reserveCapacity(pagesEstimate() + Self.termsEstimate(postings))
      appendPagesAndSections(to: &js, layout: &layout)
      Self.appendTerms(postings, to: &js, layout: &layout)
      return (js, layout)
    }
    let parts = ParallelMap.map([false, true], jobs: 2) { isTerms in
      var part: [UInt8] = []
      var partLayout = SearchIndexLayout()
      if isTerms {
        let postings = postings(pageTerms: pageTerms)
        part.reserveCapacity(Self.termsEstimate(postings))
        Self.appendTerms(postings, to: &part, layout: &partLayout)
      } else {
        part.reserveCapacity(pagesEstimate())
        appendPagesAndSections(to: &part, layout: &partLayout)
      }
      return (part, partLayout)
    }
    layout = parts[0].1
    layout.takeTerms(of: parts[1].1, shiftedBy: parts[0].0.count)
    return (parts[0].0 + parts[1].0, layout)
  }

  /// A little over the bytes `appendPagesAndSections` writes.
  private func pagesEstimate() -> Int {
    var estimate = 64
    for document in documents {
      estimate += document.title.utf8.count + document.href.utf8.count + 12
      for section in Self.sections(of: document) {
        estimate +=
          section.anchor.utf8.count + section.heading.utf8.count + section.text.utf8.count + 24
      }
    }
    return estimate + estimate / 16
  }

  /// A little over the bytes `appendTerms` writes.
  private static func termsEstimate(
    _ postings: [(term: ArraySlice<UInt8>, entries: ArraySlice<Int>)]
  ) -> Int {
    var estimate = 64
    for posting in postings {
      estimate += posting.term.count + 8 + posting.entries.count * 4
    }
    return estimate + estimate / 16
  }

  /// The index file up to its terms: `window.… = {"locale": …, "pages": […], "sections": [`
  /// and every section; where the sections lie goes into `layout`.
  private func appendPagesAndSections(to js: inout [UInt8], layout: inout SearchIndexLayout) {
    func add(_ text: StaticString) {
      text.withUTF8Buffer { js.append(contentsOf: $0) }
    }
    js.append(contentsOf: "window.\(Self.globalName) = {\n\"locale\": ".utf8)
    Self.quote(locale, into: &js)
    add(",\n\"pages\": [\n")
    for (position, document) in documents.enumerated() {
      if position > 0 { add(",\n") }
      add("[")
      Self.quote(document.title, into: &js)
      add(", ")
      Self.quote(document.href, into: &js)
      add("]")
    }
    add("\n],\n\"sections\": [\n")
    layout.sectionsStart = js.count
    for (position, document) in documents.enumerated() {
      if position > 0 { add(",\n") }
      let count = Self.appendSections(of: document, position: position, to: &js)
      layout.documentEnds.append(js.count)
      layout.entryCounts.append(count)
    }
  }

  /// One document's sections, `[position, anchor, heading, text]` each, separated by `,\n`;
  /// returns how many (its entries).
  static func appendSections(of document: Document, position: Int, to js: inout [UInt8]) -> Int {
    let sections = sections(of: document)
    for (number, section) in sections.enumerated() {
      if number > 0 { js.append(contentsOf: ",\n".utf8) }
      js.append(UInt8(ascii: "["))
      append(number: position, to: &js)
      js.append(contentsOf: ", ".utf8)
      quote(section.anchor, into: &js)
      js.append(contentsOf: ", ".utf8)
      quote(section.heading, into: &js)
      js.append(contentsOf: ", ".utf8)
      quote(section.text, into: &js)
      js.append(UInt8(ascii: "]"))
    }
    return sections.count
  }

  /// The rest of the index file: the end of the sections, then `"terms": {…}` and the end;
  /// where each term's line lies goes into `layout`.
  private static func appendTerms(
    _ postings: [(term: ArraySlice<UInt8>, entries: ArraySlice<Int>)], to js: inout [UInt8],
    layout: inout SearchIndexLayout
  ) {
    js.append(contentsOf: "\n],\n\"terms\": {\n".utf8)
    layout.termsStart = js.count
    layout.lineStarts.reserveCapacity(postings.count)
    layout.termEnds.reserveCapacity(postings.count)
    for (position, posting) in postings.enumerated() {
      if position > 0 { js.append(contentsOf: ",\n".utf8) }
      layout.lineStarts.append(js.count)
      layout.termBytes.append(contentsOf: posting.term)
      layout.termEnds.append(layout.termBytes.count)
      posting.term.withUnsafeBufferPointer {
        appendLine(term: $0, entries: posting.entries, to: &js)
      }
    }
    layout.termsEnd = js.count
    appendEnd(
      hanTerms: postings.lazy.filter { $0.term.contains(where: { $0 >= 0xE2 }) }
        .map { String(decoding: $0.term, as: UTF8.self) }, to: &js)
  }

  /// One term's line: `"term":[first,delta,delta…]`.
  static func appendLine(
    term: UnsafeBufferPointer<UInt8>, entries: some Collection<Int>, to js: inout [UInt8]
  ) {
    quote(utf8: term, into: &js)
    js.append(contentsOf: ":[".utf8)
    var previous = 0
    for (count, entry) in zip(0..., entries) {
      if count > 0 { js.append(UInt8(ascii: ",")) }
      append(number: entry - previous, to: &js)
      previous = entry
    }
    js.append(UInt8(ascii: "]"))
  }

  /// The file's end after the last term's line: `\n}`, the Traditional → Simplified pairs a
  /// query may need (`HanFolding.pairs(for:)`) when `hanTerms` (the terms holding Chinese, if
  /// any) give some, `"fold": "轉转場场…"`, and `\n};\n`.
  static func appendEnd(hanTerms: some Sequence<String>, to js: inout [UInt8]) {
    js.append(contentsOf: "\n}".utf8)
    let fold = HanFolding.pairs(for: hanTerms)
    if !fold.isEmpty {
      js.append(contentsOf: ",\n\"fold\": ".utf8)
      quote(fold, into: &js)
    }
    js.append(contentsOf: "\n};\n".utf8)
  }

  /// `number` in decimal, appended to `js`.
  static func append(number: Int, to js: inout [UInt8]) {
    var value = number
    if value < 0 {
      js.append(UInt8(ascii: "-"))
      value = -value
    }
    // Least significant digit first, then reversed in place.
    let start = js.count
    repeat {
      js.append(UInt8(ascii: "0") + UInt8(value % 10))
      value /= 10
    } while value > 0
    js[start...].reverse()
  }

  private static func joined(_ first: String, _ second: String) -> String {
    first.isEmpty ? second : second.isEmpty ? first : first + "\n" + second
  }

  /// A JSON string literal that is also safe inside HTML and JavaScript source: `"` and `\`
  /// escaped, control characters, `<`, `>`, `&`, U+2028 and U+2029 as `\u` escapes (`\n`,
  /// `\r`, `\t` short). Works on UTF-8 bytes: the escaped characters are all ASCII but the
  /// two separators, whose three-byte forms are matched whole.
  package static func quote(_ text: String) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count + 2)
    quote(text, into: &out)
    return String(decoding: out, as: UTF8.self)
  }

  /// `quote(_:)`, appended to `out`.
  static func quote(_ text: String, into out: inout [UInt8]) {
    var text = text
    text.withUTF8 { quote(utf8: $0, into: &out) }
  }

  private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

  /// `quote(_:into:)` of text given as its UTF-8 bytes.
  static func quote(utf8 bytes: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
    out.append(0x22)
    func unicode(_ value: Int) {
      out += [0x5C, 0x75]  // \u
      for shift in [12, 8, 4, 0] { out.append(hexDigits[(value >> shift) & 0xF]) }
    }
    // Runs of bytes that need nothing are copied whole; only the few that do are looked at.
    var runStart = 0
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      let isSeparator =
        byte == 0xE2 && index + 2 < bytes.count && bytes[index + 1] == 0x80
        && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9)
      guard
        byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x3C || byte == 0x3E
          || byte == 0x26 || isSeparator
      else {
        index += 1
        continue
      }
      out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
      switch byte {
      case 0x22: out += [0x5C, 0x22]
      case 0x5C: out += [0x5C, 0x5C]
      case 0x0A: out += [0x5C, 0x6E]
      case 0x0D: out += [0x5C, 0x72]
      case 0x09: out += [0x5C, 0x74]
      case 0xE2:
        unicode(bytes[index + 2] == 0xA8 ? 0x2028 : 0x2029)
        index += 2
      default: unicode(Int(byte))
      }
      index += 1
      runStart = index
    }
    out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
    out.append(0x22)
  }
}
