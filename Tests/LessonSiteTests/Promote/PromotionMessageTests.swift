import Foundation
import LessonTestSupport
import Testing

@testable import LessonSite

/// What promotion and fixes say when they cannot do their work (issue 31).
@Suite struct PromotionMessageTests {
  /// A trace promotion refuses to rewrite is not one `--promote` "rewrites": the mismatch
  /// says to close the fence instead.
  @Test func anUnclosedTracesMismatchDoesNotOfferPromotion() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try folder.write("site.json", FixtureFolder.siteJSON(["en"]))
    try folder.write(
      "en/01-add.md", "---\ntitle: T\n---\n```swift scenario\nadd\n```\n\n```trace\nold\n\nText.\n")
    let content = try ContentLoader().load(contentDirectory: folder.root)
    let checker = SiteChecker(verifier: LessonVerifier(executor: FakeExecutor()), jobs: 1)
    let report = checker.check(content.lessons, localeOrder: ["en"])
    let mismatch = try #require(report.diagnostics.first { $0.id == .traceMismatch })
    #expect(!(mismatch.detail ?? "").contains("--promote"))
    #expect(
      (mismatch.detail ?? "").hasSuffix(
        "hint: this trace block has no closing fence, so promotion leaves it alone; close it "
          + "with a fence like the one that opens it"))
  }

  @Test func aFailedFixWriteSaysWhatFailed() {
    let diagnostic = FixItMessages.writeFailed("No space left on device")
    #expect(diagnostic.id == .fixWriteFailed)
    #expect(
      diagnostic.message
        == "cannot write the fixed lesson (it is unchanged): No space left on device")
  }
}
