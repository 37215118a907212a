import Containment
import Foundation
import Scenarios
import Testing

@testable import LessonSite

/// The marks `lessons run --explain` puts on the lines review 34 found over-claimed (items
/// 1.2, 1.3 and 2.4, the last carried over to a tab bar controller's animator). Each expected mark is written from docs/FIDELITY.md: the rule that says
/// the line is there, and its tag.
@Suite struct ReviewMarkTests {
  /// Each visible line of a scenario in the trace fixture `name` (the one whose id is `id`,
  /// or the first), with its mark (`[A1.3 D]`) after two spaces when it has one.
  func explained(_ name: String, _ id: String? = nil) throws -> [String] {
    let path = TraceFixtureTests.folder + "/" + name
    let run = SitePipeline(executor: ScenarioRunner(), jobs: 1).runLesson(at: path, line: nil)
    let item = try #require(
      run.items.first { id == nil || $0.block.id == id }, "\(name) has no \(id ?? "scenario")")
    let formatter = TraceFormatter()
    return formatter.visibleEvents(item.outcome.events).map { event in
      let line = formatter.line(for: event)
      guard let provenance = event.provenance else { return line }
      return line + "  " + TraceFormatter.explanation(provenance)
    }
  }

  @Test("A24.6 O: setViewController pushes a plain secondary over a navigation controller")
  func setViewControllerPush() throws {
    let lines = try explained("splits/03-columns-expanded-replace.md")
    #expect(
      lines.contains(
        "auto      navigationController#2.pushViewController(second, animated: false)  [A24.6 O]"))
  }

  @Test("B57 I: showDetailViewController pushes onto the secondary's navigation controller")
  func showDetailPush() throws {
    let lines = try explained("splits/05-show-detail-over-navigation.md", "push.swift")
    #expect(
      lines.contains(
        "auto        navigationController#2.pushViewController(message, animated: false)  [B57 I]"
      ))
    #expect(!lines.contains { $0.hasSuffix("[A24.3 D]") && $0.contains("pushViewController") })
  }

  @Test("A18.7 O: a tap's action; B58 I: sendActions(for:) from code, either timing")
  func actionTiming() throws {
    let file = "events/01-action-timing.md"
    #expect(
      try explained(file, "tap.swift").contains(
        "auto    self.perform(#selector(tapped))  [A18.7 O]"))
    #expect(
      try explained(file, "inside-call.swift").contains(
        "auto    self.perform(#selector(tapped))  [B58 I]"))
    #expect(
      try explained(file, "end-of-turn.swift").contains(
        "auto      self.perform(#selector(tapped))  [B58 I]"))
  }

  @Test("A11.1 O, A11.2 O: the will-callbacks of a push and a pop a delegate's animator runs")
  func navigationAnimatorWillCallbacks() throws {
    let lines = try explained("transitions/02-navigation-animator.md")
    let expected = [
      "auto      list.viewWillDisappear(true)  [A11.1 O]",
      "auto      detail.viewWillAppear(true)  [A11.1 O]",
      "auto      detail.viewWillDisappear(true)  [A11.2 O]",
      "auto      list.viewWillAppear(true)  [A11.2 O]",
    ]
    try expectInOrder(expected, in: lines)
  }

  @Test("A11.4 O, A11.2 O: a push without animation and an animated pop name their own rules")
  func plainPushAndPop() throws {
    let lines = try explained("containment-model/navigation-controller.md", "pop-animated")
    let expected = [
      "auto      a.viewWillDisappear(false)  [A11.4 O]",
      "auto      b.viewWillAppear(false)  [A11.4 O]",
      "auto      a.viewDidDisappear(false)  [A11.4 O]",
      "auto      b.viewDidAppear(false)  [A11.4 O]",
      "auto      b.viewWillDisappear(true)  [A11.2 O]",
      "auto      a.viewWillAppear(true)  [A11.2 O]",
      "auto      b.viewDidDisappear(true)  [A11.2 O]",
      "auto      a.viewDidAppear(true)  [A11.2 O]",
    ]
    try expectInOrder(expected, in: lines)
  }

  @Test("A15.5 O: the will-callbacks of a tab switch a delegate's animator runs")
  func tabAnimatorWillCallbacks() throws {
    let lines = try explained("transitions/04-tab-bar-animator.md")
    let expected = [
      "auto      second.viewWillAppear(true)  [A15.5 O]",
      "auto      first.viewWillDisappear(true)  [A15.5 O]",
    ]
    try expectInOrder(expected, in: lines)
  }

  func expectInOrder(_ expected: [String], in lines: [String]) throws {
    var rest = lines[...]
    for line in expected {
      let index = try #require(rest.firstIndex(of: line), "no \(line) in order")
      rest = rest[(index + 1)...]
    }
  }
}
