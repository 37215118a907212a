import Testing

@testable import Scenarios

/// C floating constants as real Objective-C writes them (FIDELITY-SURFACE.md C5).
@Suite struct ObjCLiteralTests {
  @Test func floatLiteralsWithoutLeadingDigitOrWithSuffix() {
    let outcome = runScenario(
      """
      NSLog(@"%@ %@ %@ %@ %@", @(.25), @(40.f), @(40.0f), @(1.5F), @(.5f));
      [UIView animateWithDuration:.25 animations:^{ self.view.alpha = 0.5; }];
      self.view.layer.cornerRadius = 40.f;
      NSLog(@"%@ %@", @(self.view.layer.cornerRadius), @(self.view.frame.size.width));
      """, .objc)
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText == """
        print   0.25 40 40 1.5 0.5
        manual  [UIView animateWithDuration:0.25 animations:^{…}]
        block     animations()
        print   40 390

        """)
  }
}
