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
    #expect(outcome.diagnostics.map(\.id.rawValue) == ["scenario.syntax"])
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
