import Testing

@testable import LessonSite

/// A blank line inside a trace block is no event. Its empty text must not be taken for a
/// `turn`'s (whose text is empty too): the sentence names the blank line.
@Suite struct TraceExplainerBlankLineTests {
  static let run = [
    "manual  self.addChild(child)", "auto      child.willMove(toParent: self)", "turn",
    "auto      child.viewDidAppear(false)",
  ].map(TraceLine.init(written:))

  @Test func aBlankLineWhereTheRunHasAnEvent() {
    let written = ["", "auto      child.willMove(toParent: self)", "turn"].map(
      TraceLine.init(written:))
    #expect(
      TraceExplainer.explain(expected: written, actual: Self.run)
        == "the trace has a blank line where the run has `self.addChild(child)`; a trace has "
        + "one event on every line")
  }

  @Test func aBlankLineAfterTheRunsLastEvent() {
    let written = (Self.run.map(\.text) + [""]).map(TraceLine.init(written:))
    #expect(
      TraceExplainer.explain(expected: written, actual: Self.run)
        == "the trace has a blank line after the run's last event; a trace has one event on "
        + "every line")
  }
}
