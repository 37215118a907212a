import Testing

@testable import Scenarios

/// The C and Foundation limits app code uses as sentinels (issue 26, item 1): their values
/// are the headers' for 64-bit iOS (NSObjCRuntime.h: `NSUIntegerMax` is `ULONG_MAX`; C11
/// 5.2.4.2.1: `INT_MAX` is 2³¹−1; CGBase.h: `CGFLOAT_MAX` is `DBL_MAX`).
@Suite struct CLimitsTests {
  /// A file-scope `CGFloat const` initialised from `NSUIntegerMax` (as sliding-menu code
  /// writes its default speed) is larger than every `int`; `NSIntegerMin` is negative.
  @Test func limitsHaveTheHeadersValues() {
    let outcome = runScenario(
      """
      CGFloat const SpeedDefault = NSUIntegerMax;
      NSInteger best = NSIntegerMax;
      if (SpeedDefault > INT_MAX && best > UINT_MAX && NSIntegerMin < INT_MIN && CGFLOAT_MAX > FLT_MAX) {
          NSLog(@"limits");
      }
      NSLog(@"%d %d", (int)MIN(INT_MAX, 5), INT_MAX);
      """, .objc)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText == "print   limits\nprint   5 2147483647\n")
  }
}
