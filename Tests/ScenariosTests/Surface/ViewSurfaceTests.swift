import Testing

@testable import Scenarios

/// Views and controls as real views, styling stored and read back but never traced, and
/// `CGRect` fields assignable (FIDELITY-SURFACE.md V1–V10).
@Suite struct ViewSurfaceTests {
  @Test func stylingIsStoredReadableAnimatableAndUntraced() {
    let source = """
      let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
      box.alpha = 0.5
      box.backgroundColor = .red
      box.tag = 7
      box.layer.cornerRadius = 8
      box.clipsToBounds = true
      box.frame.size.height = 80
      box.frame.origin.x = 10
      box.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(box)
      print(box.alpha, box.tag, box.layer.cornerRadius, box.layer.masksToBounds)
      print(box.frame.size.height, box.frame.origin.x, box.frame.width, box.isHidden)
      print(view.viewWithTag(7) == box, box.backgroundColor == nil)
      UIView.animate(withDuration: 0.3) {
        box.alpha = 0
      }
      print(box.alpha)
      """
    let outcome = runScenario(source, .swift)
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText == """
        manual  self.view.addSubview(box)
        print   0.5 7 8 true
        print   80 10 100 false
        print   true false
        manual  UIView.animate(withDuration: 0.3)
        block     animations()
        print   0

        """)
  }

  @Test func objectiveCControlsAndStyling() {
    let source = """
      UILabel *label = [[UILabel alloc] initWithFrame:CGRectMake(0, 0, 200, 20)];
      label.text = @"Hello";
      label.hidden = YES;
      [label setAlpha:0.25];
      label.backgroundColor = [UIColor whiteColor];
      UIButton *button = [UIButton buttonWithType:UIButtonTypeSystem];
      [button setTitle:@"Go" forState:UIControlStateNormal];
      UISegmentedControl *segments = [[UISegmentedControl alloc] initWithItems:@[@"A", @"B", @"C"]];
      segments.selectedSegmentIndex = 2;
      UIStackView *stack = [[UIStackView alloc] init];
      [stack addArrangedSubview:label];
      [stack addArrangedSubview:button];
      [self.view addSubview:stack];
      NSLog(@"%@ %d %@ %d %d", label.text, label.hidden, [button titleForState:UIControlStateNormal], segments.selectedSegmentIndex, segments.numberOfSegments);
      NSLog(@"%d %d", stack.arrangedSubviews.count, stack.subviews.count);
      """
    let outcome = runScenario(source, .objc)
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText == """
        manual  [stack addArrangedSubview:label]
        manual  [stack addArrangedSubview:button]
        manual  [self.view addSubview:stack]
        print   Hello 1 Go 2 3
        print   2 2

        """)
  }

  @Test func aChildViewInAStackViewAppearsWhenTheStackIsInTheWindow() {
    let source = """
      let stack = UIStackView()
      let child = ChildViewController()
      view.addSubview(stack)
      addChild(child)
      stack.addArrangedSubview(child.view)
      child.didMove(toParent: self)
      """
    let outcome = runScenario(source, .swift)
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText == """
        manual  self.view.addSubview(stack)
        manual  self.addChild(child)
        auto      child.willMove(toParent: self)
        manual  child.view
        auto      child.loadView()
        auto      child.viewDidLoad()
        manual  stack.addArrangedSubview(child.view)
        auto      child.viewWillAppear(false)
        manual  child.didMove(toParent: self)
        turn
        auto      child.viewDidAppear(false)

        """)
  }

  @Test func unknownButtonInitialiserIsAWrongLabel() {
    let outcome = runScenario("let b = UIButton(style: .system)", .swift)
    #expect(diagnosticSummary(outcome) == ["1:9 scenario.wrong-label"])
  }
}

@Suite struct ViewDescriptionTests {
  @Test func printShowsTheControlsOwnClass() {
    let outcome = runScenario(
      "let button = UIButton(type: .system)\nlet plain = UIView()\nprint(button, plain)", .swift)
    #expect(outcome.traceText == "print   <UIButton: button> <UIView: plain>\n")
  }
}
