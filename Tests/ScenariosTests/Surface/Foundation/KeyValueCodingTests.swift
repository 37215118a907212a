import Testing

@testable import Scenarios

/// Key-value coding and `makeObjectsPerformSelector:` around containers
/// (FIDELITY-SURFACE.md C18), with the values the Key-Value Coding Programming Guide gives.
@Suite struct KeyValueCodingTests {
  static let children = """
    UIViewController *a = [[UIViewController alloc] init];
    a.title = @"A";
    UIViewController *b = [[UIViewController alloc] init];
    b.title = @"B";
    [self addChildViewController:a];
    [self addChildViewController:b];

    """

  @Test func anArrayMapsAKeyOverItsElements() {
    let outcome = runScenario(
      Self.children + """
        NSArray *titles = [self.childViewControllers valueForKeyPath:@"title"];
        NSLog(@"%@,%@", titles[0], [titles objectAtIndex:1]);
        NSArray *titles2 = [self.childViewControllers valueForKey:@"title"];
        NSLog(@"%lu", (unsigned long)titles2.count);
        NSLog(@"%@", [self.childViewControllers valueForKeyPath:@"@count"]);
        """, .objc)
    #expect(outcome.diagnostics.filter { $0.severity == .error }.isEmpty, "\(outcome.diagnostics)")
    #expect(
      outcome.traceText.contains("print   A,B\nprint   2\nprint   2\n"), "\(outcome.traceText)")
  }

  @Test func aPathReadsThroughTheModelAndCollectionOperatorsFold() {
    let outcome = runScenario(
      """
      let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
      let b = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 50))
      let views: NSArray = [a, b]
      print(views.value(forKeyPath: "@max.frame.size.height")!)
      print(views.value(forKeyPath: "@sum.frame.size.width")!)
      let vc = UIViewController()
      vc.title = "T"
      print(vc.value(forKeyPath: "title")!)
      """, .swift)
    #expect(outcome.diagnostics.filter { $0.severity == .error }.isEmpty, "\(outcome.diagnostics)")
    #expect(
      outcome.traceText.hasSuffix("print   50.0\nprint   30.0\nprint   T\n"),
      "\(outcome.traceText)")
  }

  @Test func setValueForKeySetsTheProperty() {
    let outcome = runScenario(
      """
      UIViewController *a = [[UIViewController alloc] init];
      [a setValue:@"Z" forKey:@"title"];
      NSLog(@"%@ %@", a.title, [a valueForKey:@"title"]);
      """, .objc)
    #expect(outcome.diagnostics.filter { $0.severity == .error }.isEmpty, "\(outcome.diagnostics)")
    #expect(outcome.traceText.hasSuffix("print   Z Z\n"), "\(outcome.traceText)")
  }

  @Test func makeObjectsPerformSelectorSendsEachElementTheMessage() {
    let outcome = runScenario(
      Self.children + """
        [self.childViewControllers makeObjectsPerformSelector:@selector(removeFromParentViewController)];
        NSLog(@"%lu", (unsigned long)self.childViewControllers.count);
        """, .objc)
    #expect(outcome.diagnostics.filter { $0.severity == .error }.isEmpty, "\(outcome.diagnostics)")
    let removals = outcome.traceText.split(separator: "\n").filter {
      $0.contains("removeFromParentViewController]")
    }
    #expect(removals.count == 2, "\(outcome.traceText)")
    #expect(outcome.traceText.contains("print   0\n"), "\(outcome.traceText)")
  }

  @Test func anUnknownCollectionOperatorIsATypeMismatch() {
    let outcome = runScenario(
      "NSArray *a = @[];\nid x = [a valueForKeyPath:@\"@median.x\"];", .objc)
    #expect(outcome.diagnostics.first?.id == .scenarioTypeMismatch, "\(outcome.diagnostics)")
  }
}
