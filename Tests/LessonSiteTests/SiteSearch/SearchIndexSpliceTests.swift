import Foundation
import Testing

@testable import LessonSite

/// A spliced index (`SearchIndexSplice`) must be the file a whole index of the same pages is,
/// byte for byte, with the same layout, or decline.
@Suite struct SearchIndexSpliceTests {
  /// Pages of three sections each (the summary joins the first), in `locale`'s words.
  private static func documents(_ texts: [[String]]) -> [SearchIndex.Document] {
    texts.enumerated().map { position, sections in
      SearchIndex.Document(
        title: "Page \(position)", href: "\(position).html", summary: "summary \(position)",
        text: "",
        sections: sections.enumerated().map { number, text in
          SearchIndex.Section(
            anchor: number == 0 ? "" : "s\(number)", heading: number == 0 ? "" : "Part \(number)",
            text: text, code: number == 2 ? "addChild(\(position))" : "")
        })
    }
  }

  /// Splices `new`'s changed pages into the whole index of `old`, and checks the result
  /// against the whole index of `new`.
  private static func expectSplice(
    old: [SearchIndex.Document], new: [SearchIndex.Document], locale: String = "en",
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let before = SearchIndex(locale: locale, documents: old).javaScriptFile()
    let after = SearchIndex(locale: locale, documents: new).javaScriptFile(jobs: 2)
    let changes = zip(old, new).enumerated().compactMap { position, pair in
      pair.0 == pair.1
        ? nil
        : SearchIndexSplice.Change(
          position: position, oldTerms: SearchIndex.terms(of: pair.0), document: pair.1,
          terms: SearchIndex.terms(of: pair.1))
    }
    let spliced = try #require(
      SearchIndexSplice.spliced(before.bytes[...], layout: before.layout, changes: changes),
      sourceLocation: sourceLocation)
    #expect(
      String(decoding: spliced.bytes, as: UTF8.self)
        == String(decoding: after.bytes, as: UTF8.self),
      sourceLocation: sourceLocation)
    #expect(spliced.layout == after.layout, sourceLocation: sourceLocation)
  }

  private static let english = [
    ["A child view controller", "is added with addChild", "then didMove toParent"],
    ["The parent removes", "willMove toParent nil", "removeFromParent"],
    ["Appearance calls", "viewWillAppear and viewDidAppear", "forwarded by the parent"],
    ["Transitions", "between two children", "transition from to"],
  ]

  @Test func proseEditGivesTheWholeIndexBytes() throws {
    var edited = Self.english
    edited[1][1] = "willMove toParent nil (rev 2) brandnewterm"
    try Self.expectSplice(old: Self.documents(Self.english), new: Self.documents(edited))
  }

  @Test func termsLostAndGainedByTwoPagesAtOnce() throws {
    var edited = Self.english
    // `removefromparent` leaves the index; `transition` loses one page; new terms sort first
    // and last.
    edited[1][2] = "aaaa zzzz"
    edited[3][2] = "children only"
    edited[0][0] = "A child view controller: transition"
    try Self.expectSplice(old: Self.documents(Self.english), new: Self.documents(edited))
  }

  @Test func firstAndLastPagesAndCode() throws {
    var old = Self.documents(Self.english)
    var new = old
    new[0].sections[2].code = "view.addSubview(child.view)"
    new[3].sections[1].text = "between two children, animated"
    try Self.expectSplice(old: old, new: new)
    // An unchanged index: nothing to splice, the same bytes.
    try Self.expectSplice(old: old, new: old)
    old[2].sections[1].text = "<script> & \"quotes\" \\ \u{2028}"
    new = old
    new[2].sections[1].text = "<script> & \"quotes\" \\ \u{2029} more"
    try Self.expectSplice(old: old, new: new)
  }

  @Test func chineseFoldPairsFollowTheTerms() throws {
    let old = Self.documents([
      ["添加子控制器", "视图控制器", "转场"],
      ["移除", "父控制器", "外观"],
    ])
    var new = old
    // 場 folds to 场: a Han term new to the index adds its pair to `fold`.
    new[1].sections[2].text = "外观 转场 場景"
    try Self.expectSplice(old: old, new: new, locale: "zh-Hans")
    // And the pair goes when the last page holding it no longer does.
    try Self.expectSplice(old: new, new: old, locale: "zh-Hans")
  }

  @Test func declinesWhenEntriesWouldMove() {
    let old = Self.documents(Self.english)
    var new = old
    new[1].sections.append(SearchIndex.Section(anchor: "s3", heading: "More", text: "more"))
    let before = SearchIndex(locale: "en", documents: old).javaScriptFile()
    let change = SearchIndexSplice.Change(
      position: 1, oldTerms: SearchIndex.terms(of: old[1]), document: new[1],
      terms: SearchIndex.terms(of: new[1]))
    #expect(
      SearchIndexSplice.spliced(before.bytes[...], layout: before.layout, changes: [change]) == nil)
  }

  @Test func declinesOldTermsTheFileWasNotMadeFrom() {
    let old = Self.documents(Self.english)
    var new = old
    new[2].sections[0].text = "Appearance"
    let before = SearchIndex(locale: "en", documents: old).javaScriptFile()
    // Terms of another page: the file's lines do not hold page 2's entries for them.
    let change = SearchIndexSplice.Change(
      position: 2, oldTerms: SearchIndex.terms(of: old[0]), document: new[2],
      terms: SearchIndex.terms(of: new[2]))
    #expect(
      SearchIndexSplice.spliced(before.bytes[...], layout: before.layout, changes: [change]) == nil)
  }
}
