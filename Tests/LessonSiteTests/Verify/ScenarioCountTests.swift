import Testing

@testable import LessonSite

/// `ScenarioExtractor.count(in:)` reserves the figures' ids (`scenario-N`) while loading and
/// `ids(in:)` groups lessons that share an id, both without extracting: they must count and
/// name exactly the scenarios extraction finds.
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
    let extracted = ScenarioExtractor.scenarios(in: lesson).0.count
    #expect(extracted == 5)
    #expect(ScenarioExtractor.count(in: lesson) == extracted)
    #expect(
      ScenarioExtractor.ids(in: lesson) == ScenarioExtractor.scenarios(in: lesson).0.map(\.id))
    #expect(ScenarioExtractor.ids(in: lesson) == ["a#1", "a", "a", "a#4", "a#5"])
  }
}
