import Testing

@testable import LessonSite

/// A lesson's scenarios are extracted once, when it is made (`Lesson.scenarios`): link
/// checking reserves their figures' ids (`scenario-N`), the build groups lessons that share
/// an id, and verification runs them, all from that one extraction.
struct ScenarioCountTests {
  @Test func countsWhatExtractionFinds() throws {
    let body = """
      ```swift scenario
      addChild(child)
      ```

      ```trace
      manual  self.addChild(child)
      ```

      ```kotlin scenario
      x()
      ```

      ```swift
      not a scenario
      ```

      ```scenario
      only one word
      ```

      ```objc scenario id=a id=a
      [self addChildViewController:child];
      ```

      ```swift scenario id=a
      addChild(child)
      ```

      ```swift   scenario   run=tap:button
      x()
      ```

      ~~~objc scenario
      y();
      ~~~
      """
    let text = "---\ntitle: T\n---\n" + body + "\n"
    let (loaded, _) = ContentLoader.lesson(
      bytes: Array(text.utf8), path: "en/01-a.md", locale: "en", order: 1, slug: "a")
    let lesson = try #require(loaded)
    #expect(lesson.scenarios.map(\.id) == ["a#1", "a", "a", "a#4", "a#5"])
    #expect(lesson.scenarios == ScenarioExtractor.scenarios(in: lesson).0)
    // The tree let go after loading, the blocks stay as extracted.
    #expect(lesson.withoutTree().scenarios == lesson.scenarios)
    // A new path is a new lesson: its problems are placed in the file it names.
    var moved = lesson
    moved.path = "en/02-b.md"
    #expect(!moved.scenarioProblems.isEmpty)
    #expect(moved.scenarioProblems.allSatisfy { $0.file == "en/02-b.md" })
  }
}
