import Testing

@testable import Scenarios

/// Foundation's `NSRange` (NSRange.h), C's transcendental functions (C11 7.12.4–7.12.6), and
/// a `@protocol`'s properties, which declare accessors and store nothing (The Objective-C
/// Programming Language, "Protocols").
@Suite struct CRangeMathAndProtocolTests {
  /// `NSMakeRange` makes a location and a length; `NSMaxRange` is their sum,
  /// `NSLocationInRange` tests `location - range.location < range.length` in NSUInteger (so
  /// a location before the range is outside), `NSStringFromRange` prints `{location,
  /// length}`.
  @Test func rangesAreValuesWithTheirFunctions() {
    let source = """
      #define DEFAULT_WIDTH_RANGE NSMakeRange(260, 40)
      NSRange range = DEFAULT_WIDTH_RANGE;
      NSLog(@"%lu %lu %lu", (unsigned long)range.location, (unsigned long)range.length,
            (unsigned long)NSMaxRange(range));
      NSLog(@"%d %d %d", NSLocationInRange(270, range), NSLocationInRange(300, range),
            NSLocationInRange(10, range));
      NSLog(@"%@ %d", NSStringFromRange(range), NSEqualRanges(range, NSMakeRange(260, 40)));
      """
    let outcome = runScenario(source, .objc)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText == "print   260 40 300\nprint   1 0 0\nprint   {260, 40} 1\n")
  }

  /// `atanf`, `sin`, `exp`, `atan2` compute what libm computes (the `f` variants the same
  /// value, printed here to two places).
  @Test func transcendentalFunctions() {
    let source = """
      CGFloat x = 1;
      NSLog(@"%.2f %.2f %.2f %.2f %.2f", atanf(x), (2.0 / M_PI) * atan(x), sin(M_PI / 2),
            exp(1.0), atan2(1.0, 1.0));
      """
    let outcome = runScenario(source, .objc)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText == "print   0.79 0.50 1.00 2.72 0.79\n")
  }

  /// A property of a `@protocol` among a methods block is no property of `self`: `self`
  /// does not implement its accessors, so `respondsToSelector:` answers NO for them (C7).
  @Test func aProtocolsPropertyIsNotAPropertyOfSelf() {
    let source = """
      @protocol DrawerChild <NSObject>
      @property (nonatomic, weak) id drawer;
      @end
      - (void)viewDidLoad {
          [super viewDidLoad];
          NSLog(@"%d", [self respondsToSelector:@selector(setDrawer:)]);
      }
      """
    let outcome = runScenario(source, .objc)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.contains("print       0\n"))
  }
}
