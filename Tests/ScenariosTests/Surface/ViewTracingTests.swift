import Testing

@testable import Scenarios

/// `show=views`: the code's assignments to view properties become `manual` lines, nested
/// under `block animations()` when made inside one; without it they are never traced
/// (FIDELITY-SURFACE.md V1, V11).
@Suite struct ViewTracingTests {
  // Its scenarios with their expected traces: Tests/Fixtures/Traces/surface/view-tracing.md.
  static let swiftSource = """
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    box.alpha = 0.5
    box.isHidden = true
    box.backgroundColor = .red
    box.tag = 7
    box.layer.cornerRadius = 8
    box.clipsToBounds = true
    box.frame.size.height = 80
    box.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(box)
    title = "Home"
    title = "Start"
    let label = UILabel()
    label.text = "Hi"
    box.addSubview(label)
    UIView.animate(withDuration: 0.3) {
      box.alpha = 1
      box.center = CGPoint(x: 60, y: 40)
    }
    """

  @Test func swiftAssignmentsAreTracedWithShowViews() {
    let outcome = runScenario(Self.swiftSource, .swift, ["show=views"])
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText == """
        manual  box.alpha = 0.5
        manual  box.isHidden = true
        manual  box.backgroundColor = .red
        manual  box.tag = 7
        manual  box.layer.cornerRadius = 8
        manual  box.clipsToBounds = true
        manual  box.frame = CGRect(x: 0, y: 0, width: 100, height: 80)
        manual  box.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        manual  self.view.addSubview(box)
        manual  self.title = "Home"
        manual  self.title = "Start"
        manual  label.text = "Hi"
        manual  box.addSubview(label)
        manual  UIView.animate(withDuration: 0.3)
        block     animations()
        manual      box.alpha = 1
        manual      box.center = CGPoint(x: 60, y: 40)

        """)
  }

  @Test func withoutShowViewsTheSameCodeTracesOnlyItsCalls() {
    let outcome = runScenario(Self.swiftSource, .swift)
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText == """
        manual  self.view.addSubview(box)
        manual  box.addSubview(label)
        manual  UIView.animate(withDuration: 0.3)
        block     animations()

        """)
  }

}
