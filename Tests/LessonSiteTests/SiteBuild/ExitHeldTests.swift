import Foundation
import LessonTestSupport
import Testing

@testable import LessonSite

/// A one-shot command leaves what it built to the process's exit; any other build frees it.
@Suite(.serialized) struct ExitHeldTests {
  private final class Marker {}

  @Test func aHeldValueOutlivesItsLastReference() {
    weak var weakMarker: Marker?
    do {
      let marker = Marker()
      weakMarker = marker
      ExitHeld.hold(marker)
    }
    #expect(weakMarker != nil)
  }

  @Test func onlyABuildAskedToHoldsItsMemory() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    var options = try SiteFixture.make(in: folder)
    let before = ExitHeld.count
    #expect(SiteBuilder(options: options, executor: CountingExecutor()).build().error == nil)
    #expect(ExitHeld.count == before)
    options.holdsMemoryUntilExit = true
    options.useCache = false
    #expect(SiteBuilder(options: options, executor: CountingExecutor()).build().error == nil)
    // The loaded content with the plan, and the caches with the file's parts.
    #expect(ExitHeld.count == before + 2)
  }

  @Test func onlyACheckAskedToHoldsItsMemory() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let options = try SiteFixture.make(in: folder)
    let pipeline = SitePipeline(executor: CountingExecutor(), jobs: 2)
    var request = SitePipeline.CheckRequest(contentDirectory: options.contentDirectory)
    let before = ExitHeld.count
    _ = try pipeline.check(request)
    #expect(ExitHeld.count == before)
    request.holdsMemoryUntilExit = true
    _ = try pipeline.check(request)
    #expect(ExitHeld.count == before + 1)
  }
}
