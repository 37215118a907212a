import LessonTestSupport
import Testing

@testable import LessonSite

/// A content file read with one open and one `fstat`: its bytes as they are, refused past
/// the limit, and nothing for what is not a readable file.
@Suite struct FileBytesTests {
  @Test func readsBytesRefusesLargeFilesAndNonFiles() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let text = "\u{FEFF}# 视图\r\nbytes as they are\n" + String(repeating: "x", count: 9_000)
    try folder.write("a.md", text)
    guard case .bytes(let bytes) = FileBytes.read(folder.path("a.md"), limit: 20_000) else {
      Issue.record("not read")
      return
    }
    #expect(bytes == Array(text.utf8))
    guard case .tooLarge(let size) = FileBytes.read(folder.path("a.md"), limit: 9_000) else {
      Issue.record("read past the limit")
      return
    }
    #expect(size == text.utf8.count)
    try folder.write("empty.md", "")
    guard case .bytes(let empty) = FileBytes.read(folder.path("empty.md"), limit: 10) else {
      Issue.record("empty file not read")
      return
    }
    #expect(empty.isEmpty)
    try folder.write("folder.md/inside.md", "x")
    for path in [folder.path("missing.md"), folder.path("folder.md")] {
      guard case .unreadable = FileBytes.read(path, limit: 10) else {
        Issue.record("\(path) read")
        continue
      }
    }
  }
}
