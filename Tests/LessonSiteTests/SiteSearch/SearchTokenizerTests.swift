import Testing

@testable import LessonSite

@Suite struct SearchTokenizerTests {
  @Test func latinWordsAreLowercased() {
    #expect(SearchTokenizer.terms("addChild(_:) then View") == ["addchild", "then", "view"])
  }

  @Test func hanIsIndexedByBigramsAndTheRun() {
    #expect(SearchTokenizer.terms("视图控制器") == ["视图", "图控", "控制", "制器", "视图控制器"])
  }

  @Test func hangulWordsGiveBigramsAndTheWord() {
    #expect(
      SearchTokenizer.terms("컨트롤러를 추가") == ["컨트", "트롤", "롤러", "러를", "컨트롤러를", "추가"])
  }

  @Test func singleCJKCharacterStandsForItself() {
    #expect(SearchTokenizer.terms("子 a") == ["子"])
  }

  @Test func mixedWordsKeepTheirLatinPart() {
    #expect(SearchTokenizer.terms("addChild를") == ["addchild", "를", "addchild를"])
  }

  @Test func indexMapsTermsToDocumentsAndIsJavaScript() {
    let index = SearchIndex(
      locale: "zh-Hans",
      documents: [
        .init(title: "添加子控制器", href: "01-a.html", summary: "", text: "addChild"),
        .init(title: "移除", href: "02-b.html", summary: "</script>", text: "控制器"),
      ])
    #expect(index.terms["控制"] == [0, 1])
    #expect(index.terms["addchild"] == [0])
    let js = index.javaScript()
    #expect(js.hasPrefix("window.LESSONS_SEARCH_INDEX = {"))
    #expect(js.contains("\"s\": \"\\u003c/script\\u003e\""))
    #expect(js == index.javaScript())
  }
}
