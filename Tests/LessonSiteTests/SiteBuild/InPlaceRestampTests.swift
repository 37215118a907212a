import Foundation
import LessonTestSupport
import Testing

@testable import LessonSite

/// An in-place update removes the folder it exchanged out while the cache is recorded; the
/// kept pages are hard links whose change time that removal moves, so they are stamped after
/// it: the next build with nothing changed has nothing to do, and the one after a change
/// runs that lesson's group only.
@Suite(.serialized) struct InPlaceRestampTests {
  @Test func buildsAfterAnInPlaceUpdateKeepEveryUnchangedPage() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let options = try SiteFixture.make(in: folder)
    let pipeline = SitePipeline(executor: AddChildExecutor(), jobs: 2)
    #expect(pipeline.build(options).error == nil)
    let path = "Content/en/01-adding-a-child.md"
    for round in 1...3 {
      let text = String(decoding: try folder.bytes(path), as: UTF8.self)
      try folder.write(path, text + "\nMore prose, round \(round).\n")
      let changed = pipeline.build(options)
      #expect(changed.error == nil)
      // The adding lesson in its three locales.
      #expect(changed.lessonsRun == 3)
      let again = pipeline.build(options)
      #expect(again.upToDate)
      #expect(again.lessonsRun == 0)
    }
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.root)
      .filter { $0.contains(".building-") || $0.contains(".old-") }
    #expect(leftovers.isEmpty)
  }
}
