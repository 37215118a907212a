import Foundation
import LessonTestSupport
import Testing

@testable import LessonsCLI

/// A published article's code is plain ```` ```swift ```` / ```` ```objc ```` fences until its
/// writer marks them: `check` says how many went unchecked instead of passing in silence, and
/// `--require-traces` fails a file in which nothing at all was checked.
@Suite struct UnmarkedBlocksTests {
  /// An article as published: two Swift blocks and an Objective-C one, none marked.
  static let article =
    "# Adding a child\n\n```swift\naddChild(child)\n```\n\nText.\n\n```Swift\nchild.didMove(toParent: self)\n```\n\n"
    + "```objective-c\n[self addChildViewController:child];\n```\n\n```text\nnot code\n```\n"
  /// One block marked (a scenario), one Objective-C block left plain.
  static let mixed =
    "Intro.\n\n<!-- lessons: scenario -->\n```swift\nadd\n```\n\n" + LooseFilesTests.trace
    + "\n```objc\n[self addChildViewController:child];\n```\n"

  @Test func anUnmarkedArticleSaysWhatWentUnchecked() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try folder.write("post.md", Self.article)
    let result = runLessons(["check", folder.path("post.md")])
    #expect(result.status == 0)
    #expect(
      result.output.contains(
        "\(folder.path("post.md")):3:1: note: 2 Swift and 1 Objective-C code blocks are not "
          + "scenarios, so nothing checked them (this file has no scenario) "
          + "[scenario.unmarked-blocks]"))
    #expect(
      result.output.contains("hint: mark a block that runs with `<!-- lessons: scenario -->`"))
    let required = runLessons(["check", "--require-traces", folder.path("post.md")])
    #expect(required.status == 1)
    #expect(
      required.output.contains(
        "\(folder.path("post.md")):3:1: error: 2 Swift and 1 Objective-C code blocks"))
  }

  @Test func aFileWithScenariosNotesTheRestWithoutFailing() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try folder.write("readme.md", Self.mixed)
    for arguments in [["check"], ["check", "--require-traces"]] {
      let result = runLessons(arguments + [folder.path("readme.md")])
      #expect(result.status == 0, "\(arguments)")
      #expect(
        result.output.contains(
          ": note: 1 Objective-C code block is not a scenario, so nothing checked it "
            + "[scenario.unmarked-blocks]"), "\(arguments)")
    }
  }
}
