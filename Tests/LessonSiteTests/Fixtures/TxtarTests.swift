import Testing

/// The txtar reader of the bad-input catalogue: header, markers, bytes kept as they are.
@Suite struct TxtarTests {
  @Test func splitsHeaderAndFilesKeepingBytes() {
    let archive = Txtar(Array("note\nexpect: x a.md:1\n-- a.md --\none\r\n\n-- b/c.md --\n".utf8))
    #expect(archive.header == ["note", "expect: x a.md:1"])
    #expect(archive.files.map(\.path) == ["a.md", "b/c.md"])
    #expect(archive.files[0].bytes == Array("one\r\n\n".utf8))
    #expect(archive.files[0].firstLine == 4)
    #expect(archive.files[1].bytes.isEmpty)
  }

  @Test func onlyWholeMarkerLinesStartFiles() {
    let archive = Txtar(Array("-- a.md --\n--  --\n -- b --\n-- c --x\n".utf8))
    #expect(archive.files.map(\.path) == ["a.md"])
    #expect(archive.files[0].bytes == Array("--  --\n -- b --\n-- c --x\n".utf8))
  }

  @Test func expectationsParsePathLineAndColumn() {
    let full = BadInputCase.expectation("expect: a.b en/01-a.md:5:3", caseLine: 2)
    #expect(full?.path == "en/01-a.md" && full?.line == 5 && full?.column == 3)
    let lineOnly = BadInputCase.expectation("expect: a.b Templates/page.html:7", caseLine: 2)
    #expect(lineOnly?.path == "Templates/page.html" && lineOnly?.line == 7)
    #expect(lineOnly?.column == nil)
    let fileOnly = BadInputCase.expectation("expect: a.b site.json", caseLine: 2)
    #expect(fileOnly?.path == "site.json" && fileOnly?.line == nil)
    #expect(BadInputCase.expectation("expect: a.b", caseLine: 2) == nil)
  }
}
