import Testing

@testable import Scenarios

/// C's literals and casts in Objective-C app code (issue 26, item 1), from the C standard
/// (C11) and clang's Objective-C message syntax.
@Suite struct CLiteralAndCastTests {
  /// A character constant `'c'` is an int whose value is the character's code (C11
  /// 6.4.4.4), escapes included; `%c` prints the character (7.21.6.1). Hexadecimal
  /// (6.4.4.1) and exponent (6.4.4.2) constants are numbers like any other.
  @Test func characterHexAndExponentConstants() {
    let outcome = runScenario(
      """
      - (void)viewDidLoad {
          [super viewDidLoad];
          char c = 'c';
          char newline = '\\n';
          int mask = 0x1F;
          double big = 1e3;
          NSLog(@"%c %d %d %d %.1f", c, c, newline, mask, big);
          NSLog(@"%d", 'A' + 1);
      }
      """, .objc)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.contains("print       c 99 10 31 1000.0\n"))
    #expect(outcome.traceText.contains("print       66\n"))
  }

  /// Swift has no character constant: the compiler's "single-quoted string literal found".
  @Test func swiftRejectsASingleQuotedLiteral() {
    let outcome = runScenario("let c = 'c'\n", .swift)
    #expect(outcome.diagnostics.map(\.id.rawValue) == ["scenario.other-language-spelling"])
    #expect(
      outcome.diagnostics.first?.message.hasPrefix("single-quoted string literal found") == true)
  }

  /// A cast is a unary expression (C11 6.5.4) and a message's receiver is any expression:
  /// `[(UIViewController *)x removeFromParentViewController]` sends to `x`.
  @Test func aCastIsAMessageReceiver() {
    let outcome = runScenario(
      """
      - (void)viewDidLoad {
          [super viewDidLoad];
          id child = [[UIViewController alloc] init];
          [self addChildViewController:child];
          [(UIViewController *)child didMoveToParentViewController:self];
          NSLog(@"%lu", (unsigned long)[(UIViewController *)self childViewControllers].count);
      }
      """, .objc)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.contains("manual      [child didMoveToParentViewController:self]\n"))
    #expect(outcome.traceText.contains("print       1\n"))
  }

  /// `typeof(self)` / `__typeof(self)` name `self`'s type: the weak-self idiom declares a
  /// variable holding `self` (clang's GNU `typeof` extension).
  @Test func typeofSelfDeclaresAWeakSelf() {
    let outcome = runScenario(
      """
      - (void)viewDidLoad {
          [super viewDidLoad];
          __weak typeof(self) weakSelf = self;
          __weak __typeof(self) other = self;
          NSLog(@"%@", weakSelf == other ? @"same" : @"different");
      }
      """, .objc)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.contains("print       same\n"))
  }
}

/// C's `<math.h>` and the floating constant with an empty fraction, met in the round-28
/// sweep (o13 `floor`, o14 `101.`).
@Suite struct CMathAndFloatingConstantTests {
  /// C11 6.4.4.2: `101.` is a floating constant (digit-sequence followed by `.`); C11 7.12:
  /// `floor` rounds down, `ceil` up, `round` halfway away from zero, `fabs`, `fmax`, `fmin`,
  /// `sqrt`, `pow`; Swift reaches the same functions and has `min`/`max`/`abs` of its own.
  @Test func mathFunctionsAndTrailingPointConstants() {
    let objc = runScenario(
      """
      @implementation ContainerViewController
      - (void)viewDidLoad {
        [super viewDidLoad];
        CGFloat width = 100.;
        if (width == 100.) { NSLog(@"%g %g %g %g", floor(width / 3), ceil(2.1), round(2.5), round(-2.5)); }
        NSLog(@"%g %g %g %g %g", fabs(-3.), fmax(1, 2), fmin(1, 2), sqrt(16), pow(2, 10));
      }
      @end
      """, .objc)
    #expect(objc.diagnostics == [])
    let objcPrints = objc.traceText.split(separator: "\n").filter { $0.hasPrefix("print") }
      .map { $0.dropFirst("print".count).trimmingCharacters(in: .whitespaces) }
    #expect(objcPrints == ["33 3 3 -3", "3 2 1 4 1024"])
    let swift = runScenario(
      """
      class ContainerViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          print(Int(floor(7.9)), max(1, 5, 3), min(4, 2), abs(-2))
        }
      }
      """, .swift)
    #expect(swift.diagnostics == [])
    #expect(swift.traceText.contains("7 5 2 2\n"))
  }
}
