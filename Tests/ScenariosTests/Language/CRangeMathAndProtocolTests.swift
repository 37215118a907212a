import Testing

@testable import Scenarios

/// Foundation's `NSRange` (NSRange.h), C's transcendental functions (C11 7.12.4–7.12.6), and
/// a `@protocol`'s properties, which declare accessors and store nothing (The Objective-C
/// Programming Language, "Protocols").
@Suite struct CRangeMathAndProtocolTests {
  // Its scenarios with their expected traces: Tests/Fixtures/Traces/language/c-range-math-and-protocol.md.

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
