import Testing

@testable import LessonSite

/// What the search index keeps of each section (`SearchIndex.terms(of:)`): its prose's terms,
/// then the terms found only in its code, each after a `` ` ``; Traditional characters
/// folded to Simplified ones first (`HanFolding`).
@Suite struct SectionTermsTests {
  @Test func codeTermsNotInTheProseFollowMarked() {
    let document = SearchIndex.Document(
      title: "Adding", href: "01-a.html", summary: "", text: "",
      sections: [
        .init(
          anchor: "", heading: "", text: "Add the child",
          code: "addChild(child)\nview.addSubview(child.view)"),
        .init(anchor: "step", heading: "Step", text: "", code: "step x"),
        .init(anchor: "code", heading: "", text: "", code: "a b cc cc"),
      ])
    #expect(
      SearchIndex.terms(of: document) == [
        "add the child `addchild `view `addsubview", "step", "`cc",
      ])
  }

  @Test func foldedCodeTermsAreComparedWithFoldedProse() {
    let document = SearchIndex.Document(
      title: "轉場", href: "01-a.html", summary: "", text: "",
      sections: [.init(anchor: "", heading: "", text: "轉場", code: "转场 轉換")])
    #expect(SearchIndex.terms(of: document) == ["转场 `转换"])
  }

  @Test func aTextHoldsFoldedCharactersExactlyWhenOneOfItsScalarsIsFolded() {
    #expect(HanFolding.holdsFolded("轉場"))
    #expect(HanFolding.holdsFolded("see 轉"))
    #expect(!HanFolding.holdsFolded("转场"))
    #expect(!HanFolding.holdsFolded("addChild é 컨트롤러 😀"))
    #expect(!HanFolding.holdsFolded(""))
    // Every scalar of the Basic Multilingual Plane, alone and after one of each UTF-8 length,
    // against the table itself.
    for value in UInt32(0x20)..<0x10000 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let folds = HanFolding.table[value] != nil
      #expect(HanFolding.holdsFolded(String(scalar)) == folds, "U+\(String(value, radix: 16))")
      if value % 97 == 0 {
        #expect(HanFolding.holdsFolded("aé转😀" + String(scalar)) == folds)
      }
    }
  }
}
