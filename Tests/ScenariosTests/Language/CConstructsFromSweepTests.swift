import Testing

@testable import Scenarios

/// C and Objective-C constructs sweep 29's unseen files used (brief 30 item 2), each expected
/// result written from the standard (or the GCC manual for its extension) before the run.
@Suite struct CConstructsFromSweepTests {
  /// C11 6.7.9 (initializer lists, designators, members left out are zero) and 6.5.2.5
  /// (compound literals); 6.7.6.2 (an array declarator with its initializer).
  @Test func initializerListsCompoundLiteralsAndArrays() {
    let outcome = runScenario(
      """
      CGRect a = {0, 0, 10, 20};
      CGRect b = (CGRect){{1, 2}, {3, 4}};
      CGPoint c = {.y = 6};
      CGSize d = {.height = 2, .width = 7};
      int widths[3] = {10, 20, 30};
      int total = 0;
      for (int i = 0; i < 3; i++) { total += widths[i]; }
      NSLog(@"%.0f %.0f %.0f %.0f %.0f %d", a.size.height, b.size.width, c.x, c.y, d.width, total);
      """, .objc)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText == "print   20 3 0 6 7 60\n")
  }

  /// C11 6.7.8 and 6.7.2.1: a `typedef struct` names a struct whose members an initializer
  /// list gives in order; a member is read and assigned with `.`.
  @Test func typedefStructValues() {
    let outcome = runScenario(
      """
      typedef struct {
          CGFloat top;
          CGFloat bottom;
      } Insets;
      Insets insets = {4, 8};
      insets.bottom = 10;
      Insets other = (Insets){.bottom = 1};
      NSLog(@"%.0f %.0f %.0f", insets.top + insets.bottom, other.top, other.bottom);
      """, .objc)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText == "print   14 0 1\n")
  }

  /// GCC's statement expressions, which clang accepts ("Statements and Declarations in
  /// Expressions"): `({ … })` runs its statements, and its value is the last one's; its
  /// declarations are its own (sweep 29 holdout o10's lazy getters).
  @Test func statementExpressions() {
    let outcome = runScenario(
      """
      NSInteger base = 3;
      NSInteger value = ({
          NSInteger doubled = base * 2;
          doubled + 1;
      });
      UIView *box = ({
          UIView *view = [[UIView alloc] init];
          view.tag = value;
          view;
      });
      NSLog(@"%ld %ld", (long)value, (long)box.tag);
      """, .objc)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText == "print   7 7\n")
  }

  /// C11 6.10.3: `@TABBAR_HEIGHT` is `@` followed by the macro's replacement, a boxed number
  /// (`@40`); `extern T const k;` declares a constant the file defines further on (C11 6.9.2);
  /// a bit-field's width (6.7.2.1) is a storage detail.
  @Test func boxedMacroExternAndBitField() {
    let outcome = runScenario(
      """
      #define TABBAR_HEIGHT 40
      extern NSTimeInterval const kDuration;
      @interface Panel : UIViewController {
          unsigned int isOpen : 1;
      }
      @end
      @implementation Panel
      - (void)viewDidLoad {
          [super viewDidLoad];
          NSDictionary *metrics = @{@"height": @TABBAR_HEIGHT};
          isOpen = 1;
          NSLog(@"%@ %.1f %d", metrics[@"height"], kDuration, isOpen);
      }
      @end
      NSTimeInterval const kDuration = 0.5f;
      """, .objc, ["self=Panel"])
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.contains("print       40 0.5 1\n"))
  }
}
