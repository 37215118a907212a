import Foundation
import LessonTestSupport
import Testing

@testable import LessonSite

/// What `lessons serve`'s watcher sees: snapshots that differ when a file was saved, added or
/// removed (editor scratch files and hidden files left out), and a wait that a change ends
/// early.
@Suite("Folder watch")
struct FolderWatchTests {
  @Test func snapshotSeesSavesAndSkipsScratchFiles() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try folder.write("Content/en/01-a.md", "one")
    try folder.write("Content/site.json", "{}")
    let before = FolderSnapshot.take([folder.path("Content")])
    #expect(
      before.files.keys.sorted() == [
        folder.path("Content/en/01-a.md"), folder.path("Content/site.json"),
      ])
    try folder.write("Content/en/.01-a.md.swp", "scratch")
    try folder.write("Content/en/01-a.md~", "backup")
    try folder.write("Content/.hidden/x.md", "hidden")
    #expect(FolderSnapshot.take([folder.path("Content")]) == before)
    // The same size, written again: the change time moves even when nothing else does.
    try folder.write("Content/en/01-a.md", "two")
    try folder.write("Content/en/02-b.md", "new")
    let after = FolderSnapshot.take([folder.path("Content")])
    #expect(
      before.changes(to: after) == [
        folder.path("Content/en/01-a.md"), folder.path("Content/en/02-b.md"),
      ])
  }

  @Test func aChangeEndsTheWaitEarly() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try folder.write("Content/en/01-a.md", "one")
    let events = FolderEvents(folders: [folder.path("Content")])
    #expect(!events.wait(timeout: 0.05))
    // In a folder made after the watch began, seen once the first change woke the wait.
    try folder.write("Content/ko/01-a.md", "하나")
    let started = Date()
    #expect(events.wait(timeout: 5))
    try folder.write("Content/ko/01-a.md", "둘")
    #expect(events.wait(timeout: 5))
    #expect(Date().timeIntervalSince(started) < 4)
  }
}
