import Foundation
import LessonTestSupport
import Testing

@testable import LessonSite

/// The cache file written as it is encoded (`BuildCache.write(toFile:tool:jobs:)`) holds the
/// bytes `encoded(tool:jobs:)` makes, whether its records are copied as read,
/// encoded anew, or a mix of both; and it is only ever created, never written over.
@Suite("Cache file streamed")
struct CacheFileStreamTests {
  @Test func streamedFileHoldsTheEncodedBytes() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let options = try SiteFixture.make(in: folder)
    let report = SiteBuilder(options: options, executor: CountingExecutor()).build()
    #expect(report.error == nil)
    let output = URL(fileURLWithPath: report.outputPath)
    let bytes = try folder.bytes(
      String(BuildCache.location(for: output).path.dropFirst(folder.root.count + 1)))
    let tool = BuildCache.toolIdentity
    let read = try BuildCache.decode(bytes, tool: tool, output: output.path)
    // Copied as read; encoded anew; one record encoded among copies.
    var fresh = read
    fresh.recordBytes = [:]
    var mixed = read
    mixed.recordBytes.removeValue(forKey: try #require(read.recordBytes.keys.sorted().first))
    for (name, cache) in [("read", read), ("fresh", fresh), ("mixed", mixed)] {
      for jobs in [1, 4] {
        let path = folder.path("\(name)-\(jobs).cache")
        try cache.write(toFile: path, tool: tool, jobs: jobs)
        #expect(try folder.bytes("\(name)-\(jobs).cache") == bytes, "\(name), \(jobs) jobs")
      }
    }
    // Never over an existing file: the build writes a temporary file and renames it.
    #expect(throws: (any Error).self) {
      try read.write(toFile: folder.path("read-1.cache"), tool: tool)
    }
  }
}
