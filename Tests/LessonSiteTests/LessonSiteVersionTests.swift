import Testing

@testable import LessonSite

@Test func versionIsSemantic() {
  #expect(LessonSiteVersion.current.split(separator: ".").count == 3)
}
