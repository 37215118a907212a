import Testing

@testable import Scenarios

/// A message to nil returns 0 for a scalar (FIDELITY-SURFACE.md C6).
@Suite struct ObjCNilMessagingTests {
  @Test func aMessageToNilIsZeroInNumericContexts() {
    let outcome = runScenario(
      """
      UISegmentedControl *seg = nil;
      if (seg.selectedSegmentIndex == 0) { NSLog(@"zero"); } else { NSLog(@"nonzero"); }
      NSInteger i = seg.selectedSegmentIndex;
      NSLog(@"%ld %ld %@", (long)i, (long)(seg.selectedSegmentIndex + 1), i < 1 ? @"less" : @"more");
      BOOL hidden = seg.hidden;
      if (hidden == NO) { NSLog(@"NO"); }
      switch (seg.selectedSegmentIndex) {
          case 0: NSLog(@"case 0"); break;
          default: NSLog(@"default"); break;
      }
      NSLog(@"%@ %.1f", seg.superview, seg.alpha);
      """, .objc)
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText == """
        print   zero
        print   0 1 less
        print   NO
        print   case 0
        print   (null) 0.0

        """)
  }

  @Test func anUntypedInstanceVariableBeforeItsFirstAssignmentCountsFromZero() {
    // `taps` is declared in the part of the file the snippet leaves out; its type is unknown
    // here, so it is nil until assigned, and nil is 0 in arithmetic.
    let source = """
      - (void)tap {
          taps = taps + 1;
          NSLog(@"%ld", (long)taps);
      }
      """
    let outcome = runScenario(source, .objc, ["run=tap,tap"])
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.hasSuffix("print   1\nprint   2\n"))
  }
}
