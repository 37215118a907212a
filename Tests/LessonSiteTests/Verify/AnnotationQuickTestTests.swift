import Testing

@testable import LessonSite

/// `BlockAnnotations.mayHaveAnnotations`, the byte search run on every lesson before its
/// tree is walked: a false "no" would drop a lesson's hidden scenarios unseen.
struct AnnotationQuickTestTests {
  @Test(arguments: [
    ("<!-- lessons: scenario -->", true),
    ("text\n<!--lessons-->", true),
    ("<!<!-<!-- x lessons", true),
    ("lessons <!--", true),
    ("<!- - lessons", false),
    ("<!-- lesson -->", false),
    ("", false),
    ("<!--", false),
    ("本课 <!-- lessons: trace\n-->", true),
  ])
  func findsBothMarksAnywhere(text: String, expected: Bool) {
    #expect(BlockAnnotations.mayHaveAnnotations(text) == expected)
    // At the very end of a longer buffer, and inside a substring that is not the whole text.
    #expect(
      BlockAnnotations.mayHaveAnnotations(String(repeating: "x", count: 100) + text) == expected)
    let padded = "<!--lessons" + text
    #expect(BlockAnnotations.mayHaveAnnotations(padded.dropFirst(11)) == expected)
  }
}
