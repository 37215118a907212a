import Foundation
import LessonSite
import LessonTestSupport
import Testing

/// The default theme compiled into the binary (issue 27 item 6): `EmbeddedTheme` holds
/// exactly what `Templates/` holds, and the `lessons` executable builds a site, and `init`
/// writes one, in a folder with no `Templates/` anywhere near it.
@Suite struct EmbeddedThemeTests {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

  /// Fails while `Templates/` and the generated Swift source disagree.
  @Test func theEmbeddedThemeIsTheTemplatesFolder() {
    let folder = Self.packageRoot + "/Templates"
    let paths = GoldenFiles.files(under: folder).filter {
      !($0 as NSString).lastPathComponent.hasPrefix(".")
    }
    #expect(
      Set(EmbeddedTheme.files.keys) == Set(paths),
      "Templates/ and EmbeddedTheme+Files.swift list different files: run scripts/embed-theme")
    for path in paths {
      let bytes = FileManager.default.contents(atPath: folder + "/" + path)
      #expect(
        EmbeddedTheme.contents(path) == bytes,
        "\(path) differs from its embedded copy: run scripts/embed-theme")
    }
  }

  /// The built executable, run in an empty temporary folder.
  func runExecutable(_ arguments: [String], in folder: String) throws -> (Int32, String) {
    let executable = Self.packageRoot + "/.build/debug/lessons"
    try #require(FileManager.default.isExecutableFile(atPath: executable), "build first")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
  }

  @Test func theExecutableBuildsASiteWithNoTemplatesFolder() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try folder.write("Content/site.json", FixtureFolder.siteJSON(["en"]))
    try folder.write(
      "Content/en/01-adding.md",
      """
      ---
      title: Adding
      ---

      ```swift scenario
      let child = UIViewController()
      addChild(child)
      ```

      """)
    let (status, output) = try runExecutable(["build", "--jobs", "1"], in: folder.root)
    #expect(status == 0, "\(output)")
    #expect(!FileManager.default.fileExists(atPath: folder.path("Templates")))
    let page = String(decoding: try folder.bytes("_site/en/adding.html"), as: UTF8.self)
    #expect(page.contains("<h1"))
    #expect(try folder.bytes("_site/assets/style.css").count > 1000)
  }

  @Test func initWritesTheEmbeddedThemeWhereNoneIsFound() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let (status, output) = try runExecutable(["init", "site"], in: folder.root)
    // The executable lives in this checkout, whose Templates/ it finds; either way the
    // written theme is the project's.
    #expect(status == 0, "\(output)")
    for (path, text) in EmbeddedTheme.files {
      #expect(try folder.bytes("site/Templates/" + path) == Array(text.utf8), "\(path)")
    }
  }
}
