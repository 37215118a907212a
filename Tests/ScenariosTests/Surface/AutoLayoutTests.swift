import Testing

@testable import Scenarios

/// Auto Layout as recorded facts, UIKit's common-ancestor rule, and the view-level
/// transitions (FIDELITY-SURFACE.md L1–L6, T1–T4).
@Suite struct AutoLayoutTests {
  // Its scenarios with their expected traces: Tests/Fixtures/Traces/surface/auto-layout.md.

  @Test func constraintsAfterAddSubviewAreStoredAndShownOnlyWithShowLayout() {
    let source = """
      let child = ChildViewController()
      addChild(child)
      view.addSubview(child.view)
      child.view.translatesAutoresizingMaskIntoConstraints = false
      NSLayoutConstraint.activate([
        child.view.topAnchor.constraint(equalTo: view.topAnchor, constant: 8),
        child.view.heightAnchor.constraint(equalToConstant: 120),
      ])
      child.didMove(toParent: self)
      print(view.constraints.count, child.view.constraints.count, child.view.translatesAutoresizingMaskIntoConstraints)
      """
    let plain = runScenario(source, .swift)
    #expect(problems(plain) == [])
    #expect(!plain.traceText.contains("activate"))
    #expect(plain.traceText.contains("print   1 1 false\n"))
    let layout = runScenario(source, .swift, ["show=layout"])
    #expect(
      layout.traceText.contains(
        """
        manual  NSLayoutConstraint.activate(child.view.top == self.view.top + 8)
        manual  NSLayoutConstraint.activate(child.view.height == 120)
        manual  child.didMove(toParent: self)

        """))
  }

  @Test func objectiveCActiveFlagAndAddConstraintsAsTheSeedWritesThem() {
    let source = """
      UIViewController *child = [[UIViewController alloc] init];
      [self addChildViewController:child];
      [self.view addSubview:child.view];
      child.view.translatesAutoresizingMaskIntoConstraints = NO;
      [child.view.widthAnchor constraintEqualToAnchor:self.view.widthAnchor].active = YES;
      NSArray *constraints = child.view.constraints;
      [self.view addConstraints:constraints];
      [child didMoveToParentViewController:self];
      NSLog(@"%d %d", self.view.constraints.count, constraints.count);
      """
    let outcome = runScenario(source, .objc)
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText.contains(
        "manual  [child didMoveToParentViewController:self]\nprint   1 0\n"))
  }

  @Test func layoutIfNeededRunsThePendingLayoutPassNow() {
    let source = """
      func go() {
        view.setNeedsLayout()
        view.layoutIfNeeded()
        print("after")
        view.layoutIfNeeded()
      }
      """
    let outcome = runScenario(source, .swift, ["run=go", "show=layout"])
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText.hasSuffix(
        """
        manual  self.view.layoutIfNeeded()
        auto      self.viewWillLayoutSubviews()
        auto      self.viewDidLayoutSubviews()
        print   after
        manual  self.view.layoutIfNeeded()

        """))
  }

}

/// The item-based API older tutorials use: the same constraints, the same rule.
@Suite struct ItemConstraintTests {
  @Test func objectiveCConstraintWithItemInstalledByAddConstraint() {
    let source = """
      UIViewController *child = [[UIViewController alloc] init];
      [self addChildViewController:child];
      [self.view addSubview:child.view];
      NSLayoutConstraint *top = [NSLayoutConstraint constraintWithItem:child.view attribute:NSLayoutAttributeTop relatedBy:NSLayoutRelationEqual toItem:self.view attribute:NSLayoutAttributeTop multiplier:1.0 constant:20];
      [self.view addConstraint:top];
      [child didMoveToParentViewController:self];
      NSLog(@"%@ %d", top, self.view.constraints.count);
      """
    let outcome = runScenario(source, .objc)
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText.contains(
        "print   <NSLayoutConstraint: child.view.top == self.view.top + 20> 1\n"))
  }

  @Test func swiftItemConstraintActivatedWithoutCommonAncestorRaises() {
    let source = """
      let box = UIView()
      let height = NSLayoutConstraint(item: box, attribute: .height, relatedBy: .equal, toItem: view, attribute: .height, multiplier: 0.5, constant: 0)
      height.isActive = true
      """
    let outcome = runScenario(source, .swift)
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText.hasPrefix(
        """
        manual  NSLayoutConstraint.activate(box.height == self.view.height * 0.5)
        raise     NSGenericException: Unable to activate constraint with anchors \
        <NSLayoutDimension: "UIView:box.height">
        """))
  }
}

/// `removeFromSuperview` removes the constraints that cross the removed subtree's boundary
/// (FIDELITY-SURFACE.md L7 [D], B30 [I]): a child's pins to its container go, its own
/// internal constraints stay, and adding the view back does not bring the pins back.
@Suite struct RemovedSubtreeConstraintTests {
  @Test func pinsToTheContainerGoInternalConstraintsStay() {
    let outcome = runScenario(
      """
      let child = UIViewController()
      addChild(child)
      view.addSubview(child.view)
      let badge = UIView()
      child.view.addSubview(badge)
      child.view.translatesAutoresizingMaskIntoConstraints = false
      let pins = [
        child.view.topAnchor.constraint(equalTo: view.topAnchor),
        child.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      ]
      let inner = badge.widthAnchor.constraint(equalTo: child.view.widthAnchor, multiplier: 0.5)
      let height = child.view.heightAnchor.constraint(equalToConstant: 200)
      NSLayoutConstraint.activate(pins)
      NSLayoutConstraint.activate([inner, height])
      child.didMove(toParent: self)
      print(view.constraints.count, child.view.constraints.count, pins[0].isActive)
      child.willMove(toParent: nil)
      child.view.removeFromSuperview()
      child.removeFromParent()
      print(view.constraints.count, child.view.constraints.count, pins[0].isActive, inner.isActive, height.isActive)
      """, .swift)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.contains("print   2 2 true\n"))
    #expect(outcome.traceText.contains("print   0 2 false true true\n"))
  }

  @Test func removingAnAncestorRemovesTheConstraintsOfViewsBelowIt() {
    let outcome = runScenario(
      """
      UIView *container = [[UIView alloc] init];
      [self.view addSubview:container];
      UIViewController *child = [[UIViewController alloc] init];
      [self addChildViewController:child];
      [container addSubview:child.view];
      [child didMoveToParentViewController:self];
      NSLayoutConstraint *top = [child.view.topAnchor constraintEqualToAnchor:self.view.topAnchor];
      top.active = YES;
      NSLayoutConstraint *inside = [child.view.leadingAnchor constraintEqualToAnchor:container.leadingAnchor];
      inside.active = YES;
      [container removeFromSuperview];
      NSLog(@"%d %d %lu", top.active, inside.active, (unsigned long)self.view.constraints.count);
      [self.view addSubview:container];
      NSLog(@"%d", top.active);
      """, .objc)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.contains("print   0 1 0\n"))
    #expect(outcome.traceText.contains("print   0\n"))
  }
}
