import Testing

@testable import Scenarios

/// `show=views`: the code's assignments to view properties become `manual` lines, nested
/// under `block animations()` when made inside one; without it they are never traced
/// (FIDELITY-SURFACE.md V1, V11).
@Suite struct ViewTracingTests {
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

  @Test func objectiveCAssignmentsAreTracedInItsSpelling() {
    let source = """
      UIView *box = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 100, 50)];
      box.alpha = 0.5;
      box.hidden = YES;
      box.backgroundColor = [UIColor redColor];
      [box setTag:7];
      box.layer.cornerRadius = 8;
      box.layer.masksToBounds = YES;
      box.frame = CGRectMake(0, 0, 100, 80);
      box.autoresizingMask = UIViewAutoresizingFlexibleWidth | UIViewAutoresizingFlexibleHeight;
      [self.view addSubview:box];
      self.title = @"Home";
      self.title = @"Start";
      UILabel *label = [[UILabel alloc] init];
      label.text = @"Hi";
      [box addSubview:label];
      [UIView animateWithDuration:0.3 animations:^{
        box.alpha = 1;
      }];
      """
    let outcome = runScenario(source, .objc, ["show=views"])
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText == """
        manual  box.alpha = 0.5
        manual  box.hidden = YES
        manual  box.backgroundColor = [UIColor redColor]
        manual  box.tag = 7
        manual  box.layer.cornerRadius = 8
        manual  box.layer.masksToBounds = YES
        manual  box.frame = CGRectMake(0, 0, 100, 80)
        manual  box.autoresizingMask = UIViewAutoresizingFlexibleWidth | UIViewAutoresizingFlexibleHeight
        manual  [self.view addSubview:box]
        manual  self.title = @"Home"
        manual  self.title = @"Start"
        manual  label.text = @"Hi"
        manual  [box addSubview:label]
        manual  [UIView animateWithDuration:0.3 animations:^{…}]
        block     animations()
        manual      box.alpha = 1

        """)
  }
}
