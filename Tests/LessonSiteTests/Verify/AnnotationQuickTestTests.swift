import Testing

@testable import LessonSite

/// The quick test that lets a lesson without annotations skip the walk of its tree: it must
/// say yes whenever a `<!-- lessons … -->` comment could be there, wherever in the text, and
/// no when either piece is missing.
@Suite struct AnnotationQuickTestTests {
  @Test(arguments: [
    ("<!-- lessons: scenario -->\n```swift\n```\n", true),
    ("Text.\n\n<!-- lessons: trace -->", true),
    ("lessons first, then <!--", true),
    ("한국어 <!-- 주석 --> and the lessons", true),
    ("<!-- a comment -->", false),
    ("lessons without a comment", false),
    ("<!- lessons", false),
    ("<!-- lesson", false),
    ("", false),
  ])
  func findsBothPiecesAnywhere(text: String, expected: Bool) {
    #expect(BlockAnnotations.mayHaveAnnotations(text) == expected)
  }
}
