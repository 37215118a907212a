import Testing

@testable import Scenarios

/// `NSString`'s variadic formatting methods (NSString.h: `+ stringWithFormat:(NSString *)
/// format, ... NS_FORMAT_FUNCTION(1,2)`), as app code names its children's titles: the
/// arguments after the format are formatted like `NSLog`'s (issue 26, item 1).
@Suite struct FoundationFormatTests {
  @Test func stringWithFormatAndInitWithFormatFormatTheirArguments() {
    let outcome = runScenario(
      """
      - (void)viewDidLoad {
          [super viewDidLoad];
          NSInteger index = 2;
          UIViewController *child = [[UIViewController alloc] init];
          child.title = [NSString stringWithFormat:@"Page %ld of %d", (long)index, 3];
          NSString *name = [[NSString alloc] initWithFormat:@"%@-%@", child.title, @"x"];
          NSLog(@"%@", name);
      }
      """, .objc)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.contains("print       Page 2 of 3-x\n"))
  }

  /// Too few arguments for the format is the format's error, at the format.
  @Test func aMissingArgumentIsAFormatError() {
    let outcome = runScenario(
      """
      - (void)viewDidLoad {
          NSString *s = [NSString stringWithFormat:@"%d and %d", 1];
          NSLog(@"%@", s);
      }
      """, .objc)
    #expect(outcome.diagnostics.map(\.id.rawValue) == ["scenario.bad-format"])
  }
}
