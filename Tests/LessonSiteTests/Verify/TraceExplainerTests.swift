import Containment
import Scenarios
import Testing

@testable import LessonSite

/// The one sentence on the first differing event, for the mistakes tutorials make.
@Suite struct TraceExplainerTests {
  static let swapActual = [
    "manual  first.willMove(toParent: nil)",
    "manual  self.addChild(second)",
    "auto      second.willMove(toParent: self)",
    "manual  self.transition(from: first, to: second, duration: 0.5, options: .transitionFlipFromLeft)",
    "auto      first.viewWillDisappear(true)",
    "auto      second.viewWillAppear(true)",
    "block     animations()",
    "time    0.5",
    "auto      first.viewDidDisappear(true)",
    "auto      second.viewDidAppear(true)",
    "block     completion(true)",
    "manual      first.removeFromParent()",
    "auto          first.didMove(toParent: nil)",
    "manual      second.didMove(toParent: self)",
  ]

  @Test func didMoveCalledBeforeTheCompletion() {
    // A seed's mistake: didMove right after transition(...) instead of in its completion.
    var expected = Array(Self.swapActual[0...6])
    expected.append("manual  second.didMove(toParent: self)")
    #expect(
      explain(expected, Self.swapActual)
        == "expected `second.didMove(toParent: self)` here, but it happens later: "
        + "inside the completion, after `time 0.5`")
  }

  /// A lint, warning or exception with other words is not a call with other arguments.
  @Test func lintWithOtherText() {
    let expected = [
      "manual  self.addChild(child)", "lint    containment.missing-did-move: old words",
    ]
    let actual = [
      "manual  self.addChild(child)", "lint    containment.missing-did-move: new words",
    ]
    #expect(
      explain(expected, actual)
        == "expected `containment.missing-did-move: old words`, but the run reports other text "
        + "here: `containment.missing-did-move: new words`")
  }

  @Test func manualWhereUIKitCallsAutomatically() {
    let expected = ["manual  self.addChild(child)", "manual  child.willMove(toParent: self)"]
    let actual = ["manual  self.addChild(child)", "auto      child.willMove(toParent: self)"]
    #expect(
      explain(expected, actual)
        == "UIKit makes this call automatically (auto), the lesson says the code does (manual): "
        + "`child.willMove(toParent: self)`")
  }

  @Test func autoWhereTheCodeMustCall() {
    let expected = ["manual  self.addChild(child)", "auto    child.didMove(toParent: self)"]
    let actual = ["manual  self.addChild(child)", "manual  child.didMove(toParent: self)"]
    #expect(
      explain(expected, actual)
        == "the code makes this call itself (manual), the lesson says UIKit does (auto): "
        + "`child.didMove(toParent: self)`")
  }

  @Test func callTheCodeNeverMakes() {
    let expected = ["manual  self.addChild(child)", "manual  child.didMove(toParent: self)"]
    let actual = ["manual  self.addChild(child)", "auto      child.willMove(toParent: self)"]
    #expect(
      explain(expected, actual)
        == "expected `child.didMove(toParent: self)`, but the code never makes this call")
  }

  @Test func deferredToTheEndOfTheTurn() {
    let expected = [
      "auto      child.viewWillAppear(false)", "auto      child.viewDidAppear(false)",
      "manual  child.didMove(toParent: self)",
    ]
    let actual = [
      "auto      child.viewWillAppear(false)", "manual  child.didMove(toParent: self)", "turn",
      "auto      child.viewDidAppear(false)",
    ]
    #expect(
      explain(expected, actual)
        == "expected `child.viewDidAppear(false)` now, but UIKit defers it to the end of the "
        + "run-loop turn")
  }

  @Test func eventTheTraceLeavesOut() {
    let expected = ["manual  self.addChild(child)"]
    let actual = ["manual  self.addChild(child)", "auto      child.willMove(toParent: self)"]
    #expect(
      explain(expected, actual)
        == "UIKit also calls `child.willMove(toParent: self)` here (auto), which the trace "
        + "leaves out")
  }

  @Test func traceLineParsesKindDepthAndBody() {
    let line = TraceLine(written: "manual      second.didMove(toParent: self)")
    #expect(line.kind == "manual")
    #expect(line.depth == 2)
    #expect(line.body == "second.didMove(toParent: self)")
    #expect(TraceLine(written: "turn").depth == 0)
    #expect(TraceLine(written: "time    0.5").body == "0.5")
  }

  @Test func sameCallWithOtherArguments() {
    let expected = ["manual  self.transition(from: first, to: second, duration: 0.5)"]
    let actual = ["manual  self.transition(from: first, to: second, duration: 0.3)"]
    #expect(
      explain(expected, actual)
        == "expected `self.transition(from: first, to: second, duration: 0.5)`, but the run makes "
        + "this call with other arguments: `self.transition(from: first, to: second, duration: 0.3)`"
    )
  }

  /// Both sides as lessons write them (the tests' traces are text).
  func explain(_ expected: [String], _ actual: [String]) -> String {
    TraceExplainer.explain(
      expected: expected.map(TraceLine.init(written:)), actual: actual.map(TraceLine.init(written:))
    )
  }

  /// The run's lines are its events' values: printed text that starts with spaces stays at
  /// the event's depth, where reading the formatted line back would nest it a level deeper.
  @Test func theRunsLinesComeFromItsEventsNotItsText() {
    let events = [
      TraceEvent(kind: .print, depth: 0, action: .output("  indented")),
      TraceEvent(kind: .print, depth: 0, action: .output("two\nlines")),
      TraceEvent(kind: .turn, depth: 0, action: .endOfTurn),
      TraceEvent(
        kind: .auto, depth: 1,
        action: .call(receiver: "child", member: .viewDidAppear, arguments: [.bool(true)])),
    ]
    let outcome = ScenarioOutcome(
      language: .swift, events: events, diagnostics: [], showLayout: false)
    let lines = TraceLine.lines(of: outcome)
    #expect(lines.map(\.text) == TraceText.lines(outcome.traceText))
    #expect(lines[0].depth == 0 && lines[0].body == "  indented")
    #expect(TraceLine(written: lines[0].text).depth == 1)
    #expect(lines.count == 4)
    #expect(lines[2].kind == "turn" && lines[3].depth == 1)
    #expect(lines[3].body == "child.viewDidAppear(true)")
    // Explained against a written trace that nests UIKit's call a level too deep.
    let written = lines.prefix(3).map(\.text) + ["auto        child.viewDidAppear(true)"]
    #expect(
      TraceExplainer.explain(expected: written.map(TraceLine.init(written:)), actual: lines)
        == "expected `child.viewDidAppear(true)` at nesting depth 2, but it runs at depth 1")
  }
}
