import Testing

@testable import Scenarios

/// The visual format language (FIDELITY-SURFACE.md L8): the parse, as Apple's grammar gives
/// it, and the constraints a format makes, in both languages.
@Suite struct VisualFormatTests {
  @Test func theGrammarsPieces() throws {
    let format = try VisualFormat("H:|-10-[a(>=50,<=w@750)]-[b(==a)]-(>=8)-|", metrics: ["w": 200])
    #expect(format.isVertical == false)
    #expect(format.fromSuperview == .predicates([.init(constant: 10)]))
    #expect(format.items.map(\.name) == ["a", "b"])
    #expect(
      format.items[0].size == [
        .init(relation: ">=", constant: 50), .init(relation: "<=", constant: 200),
      ])
    #expect(format.items[1].size == [.init(view: "a")])
    #expect(format.between == [.standard])
    #expect(format.toSuperview == .predicates([.init(relation: ">=", constant: 8)]))
    let vertical = try VisualFormat("V:[a][b]", metrics: [:])
    #expect(vertical.isVertical && vertical.between == [.predicates([])])
    #expect(vertical.fromSuperview == nil && vertical.toSuperview == nil)
  }

  @Test func aMalformedFormatSaysWhere() {
    #expect(throws: VisualFormat.Problem.self) { try VisualFormat("H:|-[a", metrics: [:]) }
    #expect(throws: VisualFormat.Problem.self) { try VisualFormat("H:|-m-[a]", metrics: [:]) }
  }

  @Test func objectiveCWithVariableBindings() {
    let outcome = runScenario(
      """
      UIView *_segmentedControl = [[UIView alloc] init];
      [self.view addSubview:_segmentedControl];
      _segmentedControl.translatesAutoresizingMaskIntoConstraints = NO;
      NSDictionary *views = NSDictionaryOfVariableBindings(_segmentedControl);
      NSArray *h = [NSLayoutConstraint constraintsWithVisualFormat:@"H:|-10-[_segmentedControl]-10-|" options:0 metrics:nil views:views];
      [self.view addConstraints:h];
      [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|[_segmentedControl(44)]" options:NSLayoutFormatAlignAllLeading metrics:nil views:NSDictionaryOfVariableBindings(_segmentedControl)]];
      NSLog(@"%lu %lu", (unsigned long)h.count, (unsigned long)self.view.constraints.count);
      """, .objc)
    #expect(outcome.diagnostics.filter { $0.severity == .error }.isEmpty, "\(outcome.diagnostics)")
    #expect(outcome.traceText.hasSuffix("print   2 4\n"), "\(outcome.traceText)")
  }

  @Test func swiftWithADictionaryLiteral() {
    let outcome = runScenario(
      """
      let child = UIView()
      view.addSubview(child)
      let h = NSLayoutConstraint.constraints(withVisualFormat: "H:|[v]|", options: [], metrics: nil, views: ["v": child])
      NSLayoutConstraint.activate(h)
      NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-m-[v]-m-|", options: .alignAllLeading, metrics: ["m": 8], views: ["v": child]))
      print(h.count, h[0].isActive, h[0].constant)
      """, .swift)
    #expect(outcome.diagnostics.filter { $0.severity == .error }.isEmpty, "\(outcome.diagnostics)")
    #expect(outcome.traceText.hasSuffix("print   2 true 0.0\n"), "\(outcome.traceText)")
  }

  @Test func aViewMissingFromTheDictionaryRaisesAsUIKitDoes() {
    let outcome = runScenario(
      """
      let child = UIView()
      view.addSubview(child)
      let h = NSLayoutConstraint.constraints(withVisualFormat: "H:|[w]|", options: [], metrics: nil, views: ["v": child])
      """, .swift)
    #expect(outcome.traceText.contains("NSInvalidArgumentException"), "\(outcome.traceText)")
    #expect(outcome.traceText.contains("w is not a key in the views dictionary"))
  }
}
