import Foundation
import LessonSite
import LessonTestSupport
import Scenarios
import Testing

@testable import LessonsCLI

/// A containment mistake in an article's code fails the article's check (sweep 29, A7): a lint
/// that only a hidden trace records is an error at the call that made the mistake, before and
/// after `--promote`; `mistake=` acknowledges one an article shows on purpose; a lesson's
/// visible trace shows its lints on the page. The lints come from docs/FIDELITY.md (A3.2: a
/// child added with `addChild` expects `didMove(toParent:)`).
@Suite struct ContainmentMistakeTests {
  /// A published article's block, marked by `marking`: the child never gets `didMove`.
  private func article(marking: String) -> String {
    "Intro.\n\n\(marking)\n```swift\nlet child = UIViewController()\naddChild(child)\n"
      + "view.addSubview(child.view)\n```\n"
  }

  static let missingDidMove =
    "containment mistake `containment.missing-did-move`: <UIViewController: child> was added "
    + "to <ParentViewController: self> with addChild, but no didMove(toParent:) came after it "
    + "[containment.mistake]"

  @Test func anArticlesMistakeFailsAtTheCallBeforeAndAfterPromotion() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let post = folder.path("post.md")
    try folder.write("post.md", article(marking: "<!-- lessons: scenario -->"))
    let first = runLessons(["check", post], executor: ScenarioRunner())
    #expect(first.status == 1)
    #expect(
      first.output.contains("\(post):6:1: error: \(Self.missingDidMove)\naddChild(child)\n^\n"))
    #expect(
      first.output.contains(
        "hint: fix the code; if the article shows this mistake on purpose and says so, mark the "
          + "block `<!-- lessons: scenario mistake=missing-did-move -->`"))
    #expect(
      first.output.hasSuffix(
        "1 file, 1 scenario: 0 verified, 1 failed, 0 without trace; 1 containment mistake; "
          + "1 file with errors\n"))
    // Promotion writes what ran, the lint included, into the hidden trace; the mistake stays
    // an error.
    let promoted = runLessons(["check", "--promote", post], executor: ScenarioRunner())
    #expect(promoted.status == 1)
    let written = try String(contentsOfFile: post, encoding: .utf8)
    #expect(written.contains("<!-- lessons: trace\n"))
    #expect(written.contains("lint    containment.missing-did-move: "))
    let again = runLessons(["check", post], executor: ScenarioRunner())
    #expect(again.status == 1)
    #expect(again.output.contains("\(post):6:1: error: \(Self.missingDidMove)"))
    let json = runLessons(["check", "--format", "json", post], executor: ScenarioRunner())
    #expect(json.output.contains("\"containmentMistakes\" : 1"))
    #expect(json.output.contains("\"id\" : \"containment.mistake\""))
  }

  @Test func aMistakeTheArticleShowsOnPurposeIsAcknowledged() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let post = folder.path("post.md")
    try folder.write(
      "post.md", article(marking: "<!-- lessons: scenario mistake=missing-did-move -->"))
    let promoted = runLessons(["check", "--promote", post], executor: ScenarioRunner())
    #expect(promoted.status == 0)
    #expect(!promoted.output.contains("containment.mistake"))
    let result = runLessons(["check", post], executor: ScenarioRunner())
    #expect(result.status == 0)
    #expect(result.output.hasSuffix("1 file, 1 scenario: 1 verified, 0 failed, 0 without trace\n"))
  }

  @Test func aClaimedMistakeTheRunDoesNotShowIsAnError() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let post = folder.path("post.md")
    try folder.write(
      "post.md",
      article(marking: "<!-- lessons: scenario mistake=missing-did-move,added-twice -->"))
    let result = runLessons(["check", post], executor: ScenarioRunner())
    #expect(result.status == 1)
    #expect(
      result.output.contains(
        "\(post):4:1: error: scenario `post#1` says `mistake=containment.added-twice`, but its "
          + "run shows no such mistake; remove it from the annotation, or make the code show "
          + "the mistake the text describes [containment.no-such-mistake]"))
    #expect(!result.output.contains("[containment.mistake]"))
  }

  @Test func aLessonsVisibleTraceShowsItsMistakeOnThePage() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let lesson = folder.path("lesson.md")
    try folder.write(
      "lesson.md",
      "```swift scenario\nlet child = UIViewController()\naddChild(child)\n"
        + "view.addSubview(child.view)\n```\n")
    // No trace yet: a warning, an error when traces are required.
    let draft = runLessons(["check", lesson], executor: ScenarioRunner())
    #expect(draft.status == 0)
    #expect(
      draft.output.contains(
        "\(lesson):3:1: warning: \(Self.missingDidMove)"))
    #expect(draft.output.contains("1 without trace; 1 containment mistake\n"))
    let required = runLessons(["check", "--require-traces", lesson], executor: ScenarioRunner())
    #expect(required.status == 1)
    #expect(required.output.contains("\(lesson):3:1: error: \(Self.missingDidMove)"))
    // Promoted into a ```trace block, the lint is on the page: nothing more to say.
    _ = runLessons(["check", "--promote", lesson], executor: ScenarioRunner())
    let shown = runLessons(["check", "--require-traces", lesson], executor: ScenarioRunner())
    #expect(shown.status == 0)
    #expect(!shown.output.contains("containment mistake"))
    #expect(try String(contentsOfFile: lesson, encoding: .utf8).contains("```trace\n"))
  }

  @Test func aStepALaterBlockOfTheGroupCompletesIsNoMistake() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let post = folder.path("post.md")
    try folder.write(
      "post.md",
      """
      First add the child and its view.

      <!-- lessons: scenario group=add -->
      ```swift
      let child = UIViewController()
      addChild(child)
      view.addSubview(child.view)
      ```

      Then tell it.

      <!-- lessons: scenario group=add -->
      ```swift
      child.didMove(toParent: self)
      ```

      """)
    let result = runLessons(["check", "--promote", post], executor: ScenarioRunner())
    #expect(result.status == 0)
    #expect(!result.output.contains("containment mistake"))
    let written = try String(contentsOfFile: post, encoding: .utf8)
    // Each block's trace is what it adds (A1.3, A5.10, B3, A3.2).
    #expect(
      written.contains(
        "<!-- lessons: trace\nmanual  self.addChild(child)\nauto      child.willMove(toParent: self)\n"
      ))
    #expect(written.contains("<!-- lessons: trace\nmanual  child.didMove(toParent: self)\n"))
  }
}
