import Testing

@testable import Scenarios

/// Values Objective-C app code computes, as clang and Foundation compute them on iOS (arm64,
/// LP64), met as wrong values or blockers on round 32's fresh files (issue 26 §1). Each
/// expectation was written from the rule it cites before the fix ran.
@Suite struct ObjCValueSemanticsTests {
  /// NSValue.h / NSString.h: a boxed number answers its value in each C type (the fraction
  /// dropped toward zero, C11 6.3.1.4; `boolValue` is "not zero"); a string reads a leading
  /// decimal number after whitespace and a sign, 0 when there is none, and `boolValue` is YES
  /// for `Y`/`y`/`T`/`t` or a digit 1–9 after whitespace, a sign and zeros. A message to nil
  /// returns 0 ("Sending Messages to nil").
  @Test func numbersAndStringsAnswerTheirNumericValues() {
    let outcome = runScenario(
      """
      - (void)viewDidLoad {
          [super viewDidLoad];
          NSNumber *three = @(3);
          NSNumber *half = @2.5;
          NSLog(@"%ld %d %.1f %.1f %d %@", (long)[three integerValue], [half intValue],
                [half floatValue], [three doubleValue], [half boolValue], [half stringValue]);
          NSLog(@"%ld %ld %d %.2f %.1f", (long)[@"42abc" integerValue], (long)[@"  -7" integerValue],
                [@"abc" intValue], [@" 2.5x" doubleValue], [@"" floatValue]);
          NSLog(@"%d %d %d %d", [@"YES" boolValue], [@"no" boolValue], [@" +0012" boolValue],
                [@"true" boolValue]);
          NSDictionary *settings = @{@"index": @7};
          NSArray *pages = @[@"1", @"2"];
          NSNumber *missing = nil;
          NSLog(@"%ld %ld %ld %d", (long)[settings[@"index"] integerValue],
                (long)[pages[1] integerValue], (long)[missing integerValue], missing.boolValue);
      }
      """, .objc)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.contains("print       3 2 2.5 3.0 1 2.5\n"))
    #expect(outcome.traceText.contains("print       42 -7 0 2.50 0.0\n"))
    #expect(outcome.traceText.contains("print       1 0 1 1\n"))
    #expect(outcome.traceText.contains("print       7 2 0 0\n"))
  }

  /// NSValue.h: `+numberWithInt:` and its siblings box the argument converted to that C type;
  /// `numberWithFloat:0.1` holds the `float` nearest 0.1 (0.100000001490116…), which
  /// `%.10f` shows (C11 7.21.6.1).
  @Test func numberFactoriesConvertToTheirType() {
    let outcome = runScenario(
      """
      - (void)viewDidLoad {
          [super viewDidLoad];
          NSNumber *a = [NSNumber numberWithInt:7];
          NSNumber *b = [NSNumber numberWithFloat:0.1];
          NSNumber *c = [NSNumber numberWithBool:YES];
          NSNumber *d = [[NSNumber alloc] initWithInteger:12];
          NSNumber *e = [NSNumber numberWithInteger:2.9];
          NSLog(@"%ld %.10f %d %ld %ld", (long)[a integerValue], [b doubleValue], [c boolValue],
                (long)[d integerValue], (long)[e integerValue]);
      }
      """, .objc)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.contains("print       7 0.1000000015 1 12 2\n"))
  }

  /// C11 6.3.1.3 and clang on arm64: a value stored in a narrower or unsigned integer type is
  /// reduced modulo 2^N (`int` 32 bits, `unsigned char` 8, `NSUInteger` 64 unsigned), so
  /// `INT_MAX + 1` stored in an `int` is `INT_MIN` and `0u - 1` is `UINT_MAX`; a cast reduces
  /// the same way (6.5.4).
  @Test func integerTypesWrapAsClangStoresThem() {
    let outcome = runScenario(
      """
      - (void)viewDidLoad {
          [super viewDidLoad];
          int i = INT_MAX;
          i = i + 1;
          unsigned int u = 0;
          u = u - 1;
          NSUInteger n = 0;
          n--;
          unsigned char c = 255;
          c++;
          uint8_t b = 300;
          short s = 40000;
          NSLog(@"%d %u %lu %d %d %d", i, u, (unsigned long)n, c, b, s);
          NSLog(@"%u %d %lu", (unsigned int)-1, (int)3000000000, (unsigned long)NSUIntegerMax);
      }
      """, .objc)
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText.contains(
        "print       -2147483648 4294967295 18446744073709551615 0 44 -25536\n"))
    #expect(
      outcome.traceText.contains("print       4294967295 -1294967296 18446744073709551615\n"))
  }

  /// C11 6.3.1.3 for a property: `self.level = x` stores through the synthesized setter into
  /// an `unsigned char` instance variable, reduced modulo 256.
  @Test func anIntegerPropertyWrapsToItsType() {
    let outcome = runScenario(
      """
      @interface ParentViewController ()
      @property (nonatomic) unsigned char level;
      @end
      @implementation ParentViewController
      - (void)viewDidLoad {
          [super viewDidLoad];
          self.level = 250;
          self.level += 10;
          NSLog(@"%d", self.level);
      }
      @end
      """, .objc)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.contains("print       4\n"))
  }

  /// C11 7.21.6.1: a conversion reads its argument as the type its length modifier names:
  /// `%d` an `int`, `%u` and `%x` an `unsigned int`, `%lu` an `unsigned long`, `%hhd` a
  /// `signed char` (the promoted value converted back), `%zd` a `ssize_t`.
  @Test func formatLengthModifiersReadTheirType() {
    let outcome = runScenario(
      """
      - (void)viewDidLoad {
          [super viewDidLoad];
          int minusOne = -1;
          NSLog(@"%u %x %X %lu %hhd %hu %zd", minusOne, minusOne, 255, (unsigned long)minusOne,
                200, 70000, (ssize_t)-5);
      }
      """, .objc)
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText.contains(
        "print       4294967295 ffffffff FF 18446744073709551615 -56 4464 -5\n"))
  }

  /// C11 7.21.6.1 `%f`: the exact binary value rounded to the precision (2.345 is
  /// 2.34500000000000019…, 1.005 is 1.00499999999999989…, 0.25 and 2.5 are exact ties,
  /// rounded to even by clang's libc); a negative value keeps its sign.
  @Test func fixedPrecisionRoundsTheExactValue() {
    let outcome = runScenario(
      """
      - (void)viewDidLoad {
          [super viewDidLoad];
          NSLog(@"%.2f %.2f %.1f %.0f %.1f %f %.3f", 2.345, 1.005, 0.25, 2.5, -0.04, 0.1, 1.0005);
      }
      """, .objc)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.contains("print       2.35 1.00 0.2 2 -0.0 0.100000 1.000\n"))
  }

  /// C11 6.2.4p3: a `static` local has static storage duration: initialised once, kept between
  /// calls of its function or method; 6.7.9p10: without an initializer it is zero. A
  /// singleton's `static dispatch_once_t onceToken` is its own token (dispatch_once(3)), so two
  /// singletons are made once each and the same object is returned every time.
  @Test func staticLocalsKeepTheirValueBetweenCalls() {
    let outcome = runScenario(
      """
      static NSInteger counter(void) {
          static NSInteger calls = 0;
          calls += 1;
          return calls;
      }
      @interface Store : NSObject
      @end
      @implementation Store
      + (instancetype)shared {
          static Store *instance = nil;
          static dispatch_once_t onceToken;
          dispatch_once(&onceToken, ^{ instance = [[Store alloc] init]; NSLog(@"store made"); });
          return instance;
      }
      @end
      @interface Cache : NSObject
      @end
      @implementation Cache
      + (instancetype)shared {
          static Cache *instance = nil;
          static dispatch_once_t onceToken;
          dispatch_once(&onceToken, ^{ instance = [[Cache alloc] init]; NSLog(@"cache made"); });
          return instance;
      }
      @end
      @implementation ParentViewController
      - (NSInteger)tick {
          static NSInteger ticks;
          ticks++;
          return ticks;
      }
      - (void)viewDidLoad {
          [super viewDidLoad];
          counter();
          counter();
          [self tick];
          NSLog(@"%ld %ld", (long)counter(), (long)[self tick]);
          Store *a = [Store shared];
          Store *b = [Store shared];
          Cache *c = [Cache shared];
          NSLog(@"%@ %@", a == b ? @"same" : @"different", c == nil ? @"nil" : @"cache");
      }
      @end
      """, .objc)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.contains("print       3 2\n"))
    #expect(outcome.traceText.contains("print       store made\n"))
    #expect(outcome.traceText.contains("print       cache made\n"))
    #expect(outcome.traceText.contains("print       same cache\n"))
  }

  /// The Objective-C Programming Language, "Sending Messages to nil": a message to nil
  /// returns 0, 0.0, NO, nil, or a zero-filled struct for a struct result, so a nil drawer's
  /// `view.frame` is `CGRectZero` wherever it is used (UIView.h declares `frame` a `CGRect`,
  /// `center` a `CGPoint`; the snippet's own `- (CGSize)panelSize` a `CGSize`).
  @Test func messagesToNilReturnZeroFilledStructs() {
    let outcome = runScenario(
      """
      @interface Drawer : UIViewController
      @end
      @implementation Drawer
      - (CGSize)panelSize { return CGSizeMake(10, 20); }
      - (NSInteger)depth { return 3; }
      @end
      @implementation ParentViewController
      - (void)viewDidLoad {
          [super viewDidLoad];
          Drawer *drawer = nil;
          CGFloat width = [drawer.view frame].size.width + 1;
          CGRect moved = CGRectOffset(drawer.view.frame, 10, 0);
          CGPoint center = drawer.view.center;
          center.x += 5;
          CGSize panel = [drawer panelSize];
          NSInteger depth = [drawer depth] + 1;
          NSLog(@"%.1f %.1f %.1f %.1f %ld %d", width, moved.origin.x, center.x, panel.height,
                (long)depth, drawer.view.hidden);
      }
      @end
      """, .objc)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.contains("print       1.0 10.0 5.0 0.0 1 0\n"))
  }

  /// C11 6.5.17: the comma operator evaluates its left operand, discards it, and gives the
  /// right one; 6.5.4: `(long)-3` casts the unary expression `-3`, since `long` can only be a
  /// type.
  @Test func commaOperatorAndCastOfANegatedValue() {
    let outcome = runScenario(
      """
      - (void)viewDidLoad {
          [super viewDidLoad];
          int i = 1;
          int k = (i++, i + 100);
          NSLog(@"%d %d %ld %d", i, k, (long)-3, (int)!0);
      }
      """, .objc)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.contains("print       2 102 -3 1\n"))
  }
}
