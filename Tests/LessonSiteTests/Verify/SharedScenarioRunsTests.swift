import Dispatch
import Foundation
import Scenarios
import Testing

@testable import LessonSite

/// Each distinct scenario runs once, however many lessons ask for it at the same moment.
@Suite struct SharedScenarioRunsTests {
  /// Counts runs, each taking a moment, so that askers overlap.
  final class SlowCounter: ScenarioExecuting, @unchecked Sendable {
    private let lock = NSLock()
    private(set) var sources: [String] = []

    func run(_ source: String, language: ScenarioLanguage, attributes: ScenarioAttributes)
      -> ScenarioOutcome
    {
      lock.lock()
      sources.append(source)
      lock.unlock()
      usleep(20_000)
      return ScenarioOutcome(language: language, events: [], diagnostics: [], showLayout: false)
    }
  }

  @Test func concurrentAskersShareOneRunPerDistinctScenario() {
    let counter = SlowCounter()
    let shared = SharedScenarioRuns(counter)
    let sources = ["a", "b", "a", "a", "b", "c", "a", "b"]
    DispatchQueue.concurrentPerform(iterations: 4 * sources.count) { index in
      _ = shared.run(
        sources[index % sources.count], language: .swift, attributes: ScenarioAttributes())
    }
    #expect(counter.sources.sorted() == ["a", "b", "c"])
    // Another language or other attributes are another scenario.
    _ = shared.run("a", language: .objc, attributes: ScenarioAttributes())
    #expect(counter.sources.count == 4)
  }
}
