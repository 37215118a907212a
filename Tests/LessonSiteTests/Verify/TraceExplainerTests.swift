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
      TraceExplainer.explain(expected: expected, actual: Self.swapActual)
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
      TraceExplainer.explain(expected: expected, actual: actual)
        == "expected `containment.missing-did-move: old words`, but the run reports other text "
        + "here: `containment.missing-did-move: new words`")
  }

  @Test func manualWhereUIKitCallsAutomatically() {
    let expected = ["manual  self.addChild(child)", "manual  child.willMove(toParent: self)"]
    let actual = ["manual  self.addChild(child)", "auto      child.willMove(toParent: self)"]
    #expect(
      TraceExplainer.explain(expected: expected, actual: actual)
        == "UIKit makes this call automatically (auto), the lesson says the code does (manual): "
        + "`child.willMove(toParent: self)`")
  }

  @Test func autoWhereTheCodeMustCall() {
    let expected = ["manual  self.addChild(child)", "auto    child.didMove(toParent: self)"]
    let actual = ["manual  self.addChild(child)", "manual  child.didMove(toParent: self)"]
    #expect(
      TraceExplainer.explain(expected: expected, actual: actual)
        == "the code makes this call itself (manual), the lesson says UIKit does (auto): "
        + "`child.didMove(toParent: self)`")
  }

  @Test func callTheCodeNeverMakes() {
    let expected = ["manual  self.addChild(child)", "manual  child.didMove(toParent: self)"]
    let actual = ["manual  self.addChild(child)", "auto      child.willMove(toParent: self)"]
    #expect(
      TraceExplainer.explain(expected: expected, actual: actual)
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
      TraceExplainer.explain(expected: expected, actual: actual)
        == "expected `child.viewDidAppear(false)` now, but UIKit defers it to the end of the "
        + "run-loop turn")
  }

  @Test func eventTheTraceLeavesOut() {
    let expected = ["manual  self.addChild(child)"]
    let actual = ["manual  self.addChild(child)", "auto      child.willMove(toParent: self)"]
    #expect(
      TraceExplainer.explain(expected: expected, actual: actual)
        == "UIKit also calls `child.willMove(toParent: self)` here (auto), which the trace "
        + "leaves out")
  }

  @Test func traceLineParsesKindDepthAndBody() {
    let line = TraceLine("manual      second.didMove(toParent: self)")
    #expect(line.kind == "manual")
    #expect(line.depth == 2)
    #expect(line.body == "second.didMove(toParent: self)")
    #expect(TraceLine("turn").depth == 0)
    #expect(TraceLine("time    0.5").body == "0.5")
  }

  @Test func sameCallWithOtherArguments() {
    let expected = ["manual  self.transition(from: first, to: second, duration: 0.5)"]
    let actual = ["manual  self.transition(from: first, to: second, duration: 0.3)"]
    #expect(
      TraceExplainer.explain(expected: expected, actual: actual)
        == "expected `self.transition(from: first, to: second, duration: 0.5)`, but the run makes "
        + "this call with other arguments: `self.transition(from: first, to: second, duration: 0.3)`"
    )
  }
}
