import Foundation
import LessonTestSupport
import Testing

@testable import LessonSite

/// The build cache keeps each lesson's parsed document, so a rebuild parses only the lessons
/// whose body changed (issue 9 item 7).
@Suite struct ParsedDocumentCacheTests {
  /// Markdown with every kind of node cmark-gfm gives us, and the passes' own kinds.
  static let rich = """
    # Title with `code`, *emphasis*, **strong**, ~~gone~~ and [a link](other.md#x "t")

    > quoted ![an image](pic.png "p") and <span>inline html</span>\\
    > after a hard break
    soft break

    1. ordered, tight
    2. [x] done
    - [ ] open

    <div>block html</div>

    ---

    | left | center | right | none |
    |:-----|:------:|------:|------|
    | a    | b      | c     | d    |

    ```swift title="x"
    addChild(child)
    ```

        indented code

    See https://example.com and ![remote](https://example.com/p.png).
    """

  @Test func everyNodeKindRoundTripsThroughTheCacheCoding() throws {
    let parsed = MarkdownDocument(parsing: Self.rich, firstLine: 3)
    // Trusted HTML and network links come from the page's passes, not from cmark.
    var tree = MarkdownPasses.replacingCodeBlocks(parsed.root, with: [0: "<figure></figure>"])
    tree = ExternalLinks.neutralize(tree)
    tree.children.append(MarkdownNode(.heading(level: 2, id: "given-id")))
    var kinds: Set<String> = []
    tree.walk { kinds.insert(String("\($0.kind)".prefix { $0 != "(" })) }
    #expect(kinds.count >= 24)
    let document = MarkdownDocument(
      withoutTreeFirstLine: parsed.firstLine, codeBlocks: parsed.codeBlocks,
      headings: parsed.headings, headingTree: tree, links: parsed.links,
      limitHits: [MarkdownLimitHit(kind: .tableTooWide, line: 9, byteColumn: 2)])
    var writer = CacheWriter()
    BuildCache.write(document, &writer)
    var reader = CacheReader(writer.bytes)
    #expect(try BuildCache.document(&reader) == document)
    #expect(reader.isAtEnd)
    // A parsed document, as loading keeps it, too.
    writer = CacheWriter()
    BuildCache.write(parsed.withoutTree(), &writer)
    reader = CacheReader(writer.bytes)
    #expect(try BuildCache.document(&reader) == parsed.withoutTree())
    #expect(parsed.codeBlocks.count == 1 && parsed.links.count >= 3)
    // Cut short anywhere, it is refused, never read as something else.
    for length in stride(from: 0, to: writer.bytes.count, by: 7) {
      var short = CacheReader(Array(writer.bytes.prefix(length)))
      #expect(throws: CacheReader.Truncated.self) { _ = try BuildCache.document(&short) }
    }
  }

  @Test func loaderTakesKnownDocumentsAndParsesChangedBodies() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let options = try SiteFixture.make(in: folder)
    let first = try ContentLoader(jobs: 2).load(contentDirectory: options.contentDirectory)
    #expect(first.documents.count == first.lessons.count)
    for lesson in first.lessons {
      let key = MarkdownDocument.key(parsing: lesson.body, firstLine: lesson.bodyFirstLine)
      #expect(first.documents[key] == lesson.document)
    }
    // A document given for a body is taken as it is: doctor one and see it come back.
    let path = folder.path("Content/en/02-removing-a-child.md")
    let lesson = try #require(first.lessons.first { $0.path == path })
    let key = MarkdownDocument.key(parsing: lesson.body, firstLine: lesson.bodyFirstLine)
    let doctored = MarkdownDocument(
      withoutTreeFirstLine: lesson.bodyFirstLine, codeBlocks: [],
      headings: [MarkdownHeading(level: 2, text: "From the cache", line: 1)],
      headingTree: MarkdownNode(.document), links: [], limitHits: [])
    var loader = ContentLoader(jobs: 2)
    loader.parsed = first.documents
    loader.parsed[key] = doctored
    let second = try loader.load(contentDirectory: options.contentDirectory)
    #expect(second.lessons.first { $0.path == path }?.document == doctored)
    #expect(
      second.lessons.filter { $0.path != path }.map(\.document)
        == first.lessons.filter { $0.path != path }.map(\.document))
    // The body changed: its key changed, so it is parsed, whatever the cache holds.
    let text = try String(contentsOfFile: path, encoding: .utf8)
    try text.replacingOccurrences(of: "## Steps", with: "## Steps, again")
      .write(toFile: path, atomically: true, encoding: .utf8)
    let third = try loader.load(contentDirectory: options.contentDirectory)
    let fresh = try ContentLoader().load(contentDirectory: options.contentDirectory)
    let changed = try #require(third.lessons.first { $0.path == path })
    #expect(changed.document != doctored)
    #expect(changed.document.headings.map(\.text).contains("Steps, again"))
    #expect(third.lessons == fresh.lessons)
  }

  /// `check` keeps no documents: the loader neither keys them nor takes given ones, and the
  /// lessons are what a keeping load gives.
  @Test func aLoaderThatKeepsNoDocumentsLoadsTheSameLessons() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let options = try SiteFixture.make(in: folder)
    let keeping = try ContentLoader(jobs: 2).load(contentDirectory: options.contentDirectory)
    var loader = ContentLoader(jobs: 2)
    loader.keepsDocuments = false
    // Given documents are not taken either: nothing could have keyed them.
    loader.parsed = keeping.documents.mapValues { _ in
      MarkdownDocument(
        withoutTreeFirstLine: 1, codeBlocks: [], headings: [], headingTree: MarkdownNode(.document),
        links: [], limitHits: [])
    }
    let checking = try loader.load(contentDirectory: options.contentDirectory)
    #expect(checking.documents.isEmpty)
    #expect(!checking.lessons.isEmpty)
    #expect(checking.lessons == keeping.lessons)
  }

  /// The same body on another first line is another document (its lines are counted from
  /// the file's first byte).
  @Test func keyCoversTheFirstLine() {
    #expect(
      MarkdownDocument.key(parsing: "# A\n", firstLine: 1)
        != MarkdownDocument.key(parsing: "# A\n", firstLine: 4))
    #expect(
      MarkdownDocument.key(parsing: "# A\n", firstLine: 4)
        == MarkdownDocument.key(parsing: "# A\n", firstLine: 4))
    #expect(
      MarkdownDocument.key(parsing: "# A\n", firstLine: 4)
        != MarkdownDocument.key(parsing: "# B\n", firstLine: 4))
  }
}
