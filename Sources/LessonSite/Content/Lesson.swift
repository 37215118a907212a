import Foundation

/// One lesson file, `Content/<locale>/NN-slug.md`, read and split into front matter and body.
///
/// Translations of a lesson share its `slug`; `order` comes from the `NN` of the file name.
///
/// A value, stored in one shared box (`Fields`): a build copies lessons into its plan, its
/// pages and its groups thousands of times, and a copy of a struct of twenty references
/// retained each of them, a cost in every step that passes lessons along. A setter, rare
/// after loading, gives the lesson a box of its own.
package struct Lesson: Sendable, Equatable {
  /// Every stored property. `private` so that only `Lesson`'s accessors reach it.
  private struct Fields: Sendable, Equatable {
    var locale: String
    var order: Int
    var slug: String
    var title: String
    var summary: String
    var bodyText: Substring
    var bodyFirstLine: Int
    var path: String
    var storedBytes: [UInt8]?
    var hasByteOrderMark = false
    var lines: TextLines
    var document: MarkdownDocument
    var links: [String: String] = [:]
    var headingIDs: [String]?
    var outdatedFrom: String?
    var isReference = false
    var scenarios: [ScenarioBlock] = []
    var scenarioProblems: [SiteDiagnostic] = []
    var facts: LessonFacts?
    /// The facts a build cache recorded, decoded when first asked for (`facts`).
    var recordFacts: RecordFacts?
    var isOpen = true
  }

  /// Never changed in place: a setter makes a new box (`update`), so every copy sharing this
  /// one keeps its value.
  private final class Box: Sendable {
    let fields: Fields
    init(_ fields: Fields) { self.fields = fields }
  }

  private var box: Box

  private var fields: Fields { box.fields }

  private mutating func update(_ change: (inout Fields) -> Void) {
    var fields = box.fields
    change(&fields)
    box = Box(fields)
  }

  package static func == (left: Lesson, right: Lesson) -> Bool {
    left.box === right.box || left.box.fields == right.box.fields
  }

  /// Locale code: the lesson's folder name.
  package var locale: String {
    get { fields.locale }
    set { update { $0.locale = newValue } }
  }
  /// `NN` of the file name: the lesson's place in its locale's table of contents.
  package var order: Int {
    get { fields.order }
    set { update { $0.order = newValue } }
  }
  /// The file name without `NN-` and `.md`; the same in every translation.
  package var slug: String {
    get { fields.slug }
    set {
      update { $0.slug = newValue }
      extractScenarios()
    }
  }
  /// From the front matter.
  package var title: String {
    get { fields.title }
    set { update { $0.title = newValue } }
  }
  package var summary: String {
    get { fields.summary }
    set { update { $0.summary = newValue } }
  }
  /// The Markdown after the front matter. Held as a view into `lines.text` when it is that
  /// text's tail (as the loader makes it): the file's text is held once, not once per form.
  package var body: String { String(fields.bodyText) }
  /// `body` as held, without copying it.
  package var bodyText: Substring { fields.bodyText }
  /// The file line `body` starts on, so diagnostics count from the file's first byte.
  package var bodyFirstLine: Int {
    get { fields.bodyFirstLine }
    set { update { $0.bodyFirstLine = newValue } }
  }
  /// The path as the user named it (`Content/en/01-adding-a-child.md`).
  package var path: String {
    get { fields.path }
    set {
      update { $0.path = newValue }
      extractScenarios()
    }
  }
  /// The file's bytes exactly as read: promotion edits these and checks they did not change.
  /// Made again from `lines.text` (and a byte order mark) when asked: a valid UTF-8 file is
  /// exactly that, so its bytes are held only when they are not the text's (not valid UTF-8).
  package var bytes: [UInt8] {
    if let storedBytes = fields.storedBytes { return storedBytes }
    return (fields.hasByteOrderMark ? Self.byteOrderMark : []) + Array(lines.text.utf8)
  }
  private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
  /// The file's lines (a leading byte order mark left out), split once and shared by every
  /// step that asks about a line.
  package var lines: TextLines {
    get { fields.lines }
    set {
      update { $0.lines = newValue }
      extractScenarios()
    }
  }
  /// The body parsed by cmark-gfm, lines counted from the file's first byte; `init` takes one
  /// already parsed from the same body instead of parsing again.
  package var document: MarkdownDocument {
    get { fields.document }
    set {
      update { $0.document = newValue }
      extractScenarios()
    }
  }
  /// Where the body's links to other content files lead: destination as written → site path
  /// (`02-transition.md#overview` → `en/transition.html#overview`). Filled by `LinkChecker`
  /// when the lesson is loaded with its content folder; empty for a file read on its own.
  package var links: [String: String] {
    get { fields.links }
    set { update { $0.links = newValue } }
  }
  /// The ids its page gives its headings, in order (`HeadingAnchors.ids`): what links into it
  /// were checked against, so the page uses them as they are. Filled by `LinkChecker`; nil
  /// for a file read on its own.
  package var headingIDs: [String]? {
    get { fields.headingIDs }
    set { update { $0.headingIDs = newValue } }
  }
  /// The lesson's scenario blocks in source order, each paired with its trace block:
  /// extracted once, when the lesson is made (and again only when a setter changes what they
  /// are read from). Link checking, the cache's group keys, verification and `run` read them.
  package var scenarios: [ScenarioBlock] { fields.scenarios }
  /// Problems found extracting `scenarios`: unknown languages, bad attributes, orphan
  /// traces, annotations that annotate nothing.
  package var scenarioProblems: [SiteDiagnostic] { fields.scenarioProblems }

  private mutating func extractScenarios() {
    let (blocks, problems) = ScenarioExtractor.scenarios(in: self)
    update {
      $0.scenarios = blocks
      $0.scenarioProblems = problems
    }
  }

  /// What the site-wide steps read off the lesson (`LessonFacts`): set when a build loads
  /// it (its record for the next build), or the lesson was made from them (`init(facts:)`).
  package var facts: LessonFacts? {
    get { fields.facts ?? fields.recordFacts?.facts }
    set {
      update {
        $0.facts = newValue
        $0.recordFacts = nil
      }
    }
  }
  /// False for a lesson made from its facts alone (`init(facts:path:)`): its file was not
  /// read, so it has no text, document or scenarios; a build opens it (`ContentLoader`) only
  /// when its pages are made again.
  package var isOpen: Bool { fields.isOpen }
  /// The headings as their ids are worked out (`HeadingAnchors.sources`).
  package var headingSources: [HeadingAnchors.Source] {
    facts?.headings ?? HeadingAnchors.sources(of: document.headingTree)
  }
  /// The scenario blocks' ids, in source order.
  package var scenarioIDs: [String] { facts?.scenarioIDs ?? scenarios.map(\.id) }
  /// Links and images as written.
  package var linkList: [MarkdownLink] { facts?.links ?? document.links }
  /// The text of line `number` where a link starts (a caret's line).
  package func linkLine(_ number: Int) -> String {
    facts?.linkLines[number] ?? String(lines[number])
  }

  /// Sets `links` and `headingIDs` together (one new box, not two).
  package mutating func setLinks(_ links: [String: String], headingIDs: [String]?) {
    update {
      $0.links = links
      $0.headingIDs = headingIDs
    }
  }
  /// For a translation whose `translated-from:` no longer matches its source: the default
  /// locale, whose lesson changed since (`TranslationFreshness`). Nil otherwise.
  package var outdatedFrom: String? {
    get { fields.outdatedFrom }
    set { update { $0.outdatedFrom = newValue } }
  }
  /// True for a reference page (`<locale>/guide/slug.md`): verified like a lesson, but not
  /// one of the course's numbered lessons.
  package var isReference: Bool {
    get { fields.isReference }
    set { update { $0.isReference = newValue } }
  }

  package init(
    locale: String, order: Int, slug: String, title: String, summary: String, body: String,
    bodyFirstLine: Int, path: String, bytes: [UInt8], lines: TextLines? = nil,
    document: MarkdownDocument? = nil
  ) {
    let lines = lines ?? TextLines(Self.textWithoutByteOrderMark(bytes))
    let text = lines.text
    let utf8 = text.utf8
    let bodyText: Substring
    if utf8.count >= body.utf8.count,
      case let start = utf8.index(utf8.endIndex, offsetBy: -body.utf8.count),
      ByteEquality.same(text[start...].utf8, body.utf8)
    {
      bodyText = text[start...]
    } else {
      bodyText = Substring(body)
    }
    let marked = bytes.starts(with: Self.byteOrderMark)
    let bytesAreText = ByteEquality.same(bytes.dropFirst(marked ? 3 : 0), utf8)
    box = Box(
      Fields(
        locale: locale, order: order, slug: slug, title: title, summary: summary,
        bodyText: bodyText, bodyFirstLine: bodyFirstLine, path: path,
        storedBytes: bytesAreText ? nil : bytes, hasByteOrderMark: bytesAreText && marked,
        lines: lines,
        // Without its tree: everything but a page reads the facts; a page asks for `tree`.
        document: document
          ?? MarkdownDocument(
            parsing: body, firstLine: bodyFirstLine, fileLines: lines, keepingTree: false)))
    extractScenarios()
  }

  /// A lesson of a content folder made from its facts alone: the file at `path` is not read
  /// (`isOpen` false). Everything site-wide works on it; its text, document and scenarios
  /// are empty until it is opened (read as any lesson is, its facts and what loading set
  /// carried over).
  package init(facts: LessonFacts, path: String) {
    let lines = TextLines("")
    box = Box(
      Fields(
        locale: facts.locale, order: facts.order, slug: facts.slug, title: facts.title,
        summary: facts.summary, bodyText: "", bodyFirstLine: facts.bodyFirstLine, path: path,
        storedBytes: nil, lines: lines,
        document: MarkdownDocument(
          withoutTreeFirstLine: facts.bodyFirstLine, codeBlocks: [], headings: [],
          headingTree: MarkdownNode(.document), links: [], limitHits: []),
        facts: facts, isOpen: false))
  }

  /// A lesson of a content folder made from its row in the site model (`SiteModel.Row`),
  /// as `init(facts:path:)` makes one, its recorded facts left undecoded until a step asks
  /// for them (`RecordFacts`).
  package init(unopened row: SiteModel.Row, facts: RecordFacts) {
    let listing = row.listing
    box = Box(
      Fields(
        locale: listing.locale, order: listing.order, slug: listing.slug, title: listing.title,
        summary: listing.summary, bodyText: "", bodyFirstLine: listing.bodyFirstLine,
        path: row.path, storedBytes: nil, lines: TextLines(""),
        document: MarkdownDocument(
          withoutTreeFirstLine: listing.bodyFirstLine, codeBlocks: [], headings: [],
          headingTree: MarkdownNode(.document), links: [], limitHits: []),
        recordFacts: facts, isOpen: false))
  }

  /// `opened`, the same file read, with what loading set on this unopened lesson (links,
  /// heading ids, outdated mark, facts).
  package func carried(into opened: Lesson) -> Lesson {
    var lesson = opened
    lesson.update {
      $0.links = links
      $0.headingIDs = headingIDs
      $0.outdatedFrom = outdatedFrom
      $0.facts = facts
      $0.isReference = isReference
    }
    return lesson
  }

  /// The lesson without its Markdown tree (`MarkdownDocument.withoutTree()`): loading has
  /// read everything off it that checking needs; a page parses the body again (`tree`).
  package func withoutTree() -> Lesson {
    var copy = self
    // The same facts without the tree: the scenarios extracted from them stay.
    copy.update { $0.document = document.withoutTree() }
    return copy
  }

  /// The document with its tree: `document`, or the body parsed again when the tree was
  /// dropped after loading. The same text gives the same tree.
  package var tree: MarkdownDocument {
    assert(isOpen, "\(path) was not opened: it has no text to parse")
    return document.keepsTree
      ? document : MarkdownDocument(parsing: body, firstLine: bodyFirstLine, fileLines: lines)
  }

  /// The whole file as text (a leading byte order mark kept), for source lines in diagnostics.
  package var text: String { String(decoding: bytes, as: UTF8.self) }

  /// The file decoded, a leading byte order mark dropped.
  package static func textWithoutByteOrderMark(_ bytes: [UInt8]) -> String {
    droppingByteOrderMark(String(decoding: bytes, as: UTF8.self))
  }

  /// `text` without a leading byte order mark.
  package static func droppingByteOrderMark(_ text: String) -> String {
    var text = text
    if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
    return text
  }

  /// A lesson's number as lists show it: at least two digits (`01`, `12`, `420`).
  package static func orderText(_ order: Int) -> String {
    order < 10 ? "0\(order)" : "\(order)"
  }

  /// Slugs whose page would be one of the locale's own pages (`index.html`, `search.html`,
  /// `fidelity.html`; `print` is kept free for the whole-course page).
  package static let reservedSlugs: Set<String> = ["index", "search", "fidelity", "print"]

  /// Splits a lesson file name into order and slug: `01-adding-a-child.md` gives
  /// `(1, "adding-a-child")`; the number takes any count of digits (`1-`, `07-`, `0420-`);
  /// nil for any other shape.
  package static func parseFileName(_ name: String) -> (order: Int, slug: String)? {
    guard name.hasSuffix(".md") else { return nil }
    // On UTF-8 bytes: a valid name is ASCII throughout (digits, `-`, lowercase letters), and
    // any other byte fails the slug's test as any other character did.
    let stem = Array(name.utf8.dropLast(3))
    let digits = stem.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    // Eighteen digits always fit in an Int.
    guard !digits.isEmpty, digits.count <= 18, digits.count + 1 < stem.count,
      stem[digits.count] == UInt8(ascii: "-"),
      let order = Int(String(decoding: digits, as: UTF8.self))
    else { return nil }
    let slug = stem[(digits.count + 1)...]
    let allowed = slug.allSatisfy { byte in
      (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
    }
    guard allowed, slug.first != UInt8(ascii: "-"), slug.last != UInt8(ascii: "-"),
      !zip(slug, slug.dropFirst()).contains(where: {
        $0 == UInt8(ascii: "-") && $1 == UInt8(ascii: "-")
      })
    else { return nil }
    return (order, String(decoding: slug, as: UTF8.self))
  }

}
