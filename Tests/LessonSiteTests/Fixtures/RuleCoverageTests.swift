import Containment
import Foundation
import Scenarios
import Testing

@testable import LessonSite

/// docs/FIDELITY.md promises that every line UIKit adds to a trace names the rule that
/// produced it (`lessons run --explain`). Checked on every trace fixture and every English
/// lesson: each `auto`, `block`, `warning` and `raise` event carries a catalogue rule. An
/// exception the scenario's own code raises (`[NSException raise:…]`, `@throw`; FIDELITY-SURFACE
/// C16) is the code's line, not UIKit's: its `raise` names no rule.
@Suite struct RuleCoverageTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func files() -> [String] {
    let fixtures = TraceFixtureTests.fixtureNames().map { TraceFixtureTests.folder + "/" + $0 }
    let lessons = root.appendingPathComponent("Content/en").path
    let names = (try? FileManager.default.contentsOfDirectory(atPath: lessons)) ?? []
    return fixtures + names.filter { $0.hasSuffix(".md") }.sorted().map { lessons + "/" + $0 }
  }

  @Test(arguments: files())
  func everyUIKitLineNamesItsRule(_ path: String) {
    let run = SitePipeline(executor: ScenarioRunner(), jobs: 1).runLesson(at: path, line: nil)
    for item in run.items {
      for event in item.outcome.events
      where [.auto, .block, .warning, .raise].contains(event.kind)
        && !Self.isRaisedByTheCode(event, in: item.block.code.literal)
      {
        let known = event.provenance.map { FidelityRule.rule($0.rule) != nil } ?? false
        #expect(
          known,
          "\(path):\(item.block.code.openingFenceLine): \(event.action) has no catalogue rule")
      }
    }
  }

  /// A `raise` without provenance whose exception the block's code raises by name.
  static func isRaisedByTheCode(_ event: TraceEvent, in code: String) -> Bool {
    guard event.kind == .raise, event.provenance == nil,
      case .exception(let name, _) = event.action
    else { return false }
    let raises = code.contains("raise:") || code.contains("@throw")
    return raises && code.contains(name)
  }
}
