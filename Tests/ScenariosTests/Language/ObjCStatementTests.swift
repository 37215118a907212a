import Testing

@testable import Scenarios

/// Objective-C's `@` statements as app code writes them (issue 26, item 1), each from the
/// language's definition: The Objective-C Programming Language, "Exception Handling" and
/// "Threading", and clang's Automatic Reference Counting, "@autoreleasepool".
@Suite struct ObjCStatementTests {
  /// `@autoreleasepool { … }` is a statement whose block runs once, in order; the pool
  /// (ARC 7.3: objects released at its end) changes nothing the trace follows.
  @Test func autoreleasepoolRunsItsBlock() {
    let outcome = runScenario(
      """
      - (void)viewDidLoad {
          [super viewDidLoad];
          NSLog(@"before");
          @autoreleasepool {
              UIViewController *child = [[UIViewController alloc] init];
              [self addChildViewController:child];
              NSLog(@"%lu", (unsigned long)self.childViewControllers.count);
          }
          NSLog(@"after");
      }
      """, .objc)
    #expect(outcome.diagnostics.filter { $0.severity == .error } == [])
    #expect(outcome.traceText.contains("print       before\n"))
    #expect(outcome.traceText.contains("print       1\nprint       after\n"))
  }

  /// `@synchronized (token) { … }`: the token expression is evaluated, then the block runs
  /// (one thread here, so the lock is always free).
  @Test func synchronizedEvaluatesItsTokenAndRunsItsBlock() {
    let outcome = runScenario(
      """
      - (void)viewDidLoad {
          [super viewDidLoad];
          @synchronized (self) {
              NSLog(@"locked");
          }
      }
      """, .objc)
    #expect(outcome.diagnostics.filter { $0.severity == .error } == [])
    #expect(outcome.traceText.contains("print       locked\n"))
  }

  /// Without an exception the `@try` block runs, no `@catch` block does, and the `@finally`
  /// block runs after it ("the @finally block … is always executed").
  @Test func tryRunsItsBlockThenFinallyWithoutCatching() {
    let outcome = runScenario(
      """
      - (void)viewDidLoad {
          [super viewDidLoad];
          @try {
              NSLog(@"try");
          } @catch (NSException *exception) {
              NSLog(@"catch %@", exception);
          } @finally {
              NSLog(@"finally");
          }
          @try {
              NSLog(@"again");
          } @catch (id anything) {
              NSLog(@"never");
          }
      }
      """, .objc)
    #expect(outcome.diagnostics.filter { $0.severity == .error } == [])
    #expect(outcome.traceText.contains("print       try\nprint       finally\nprint       again\n"))
    #expect(!outcome.traceText.contains("catch"))
    #expect(!outcome.traceText.contains("never"))
  }

  /// `@try` needs a `@catch` or `@finally` after it (clang: "@try statement without a @catch
  /// and @finally clause").
  @Test func tryWithoutHandlerIsAnError() {
    let outcome = runScenario(
      """
      - (void)viewDidLoad {
          @try {
              NSLog(@"x");
          }
          NSLog(@"y");
      }
      """, .objc)
    #expect(outcome.diagnostics.map(\.id.rawValue) == ["scenario.unexpected-token"])
    #expect(outcome.diagnostics.first?.message.contains("`@catch` or `@finally`") == true)
  }
}

/// C's comma operator in a `for` loop's clauses (issue 26, item 3).
@Suite struct CForCommaTests {
  /// C11 6.5.17: the comma operator evaluates its left operand, then its right; C11 6.8.5.3:
  /// `for (clause-1; expression-2; expression-3)` runs clause-1 once, then tests expression-2
  /// before each pass and evaluates expression-3 after it.
  @Test func commaSeparatedInitialisersAndSteps() {
    let outcome = runScenario(
      """
      @implementation ContainerViewController
      - (void)viewDidLoad {
        [super viewDidLoad];
        int i, j;
        for (i = 0, j = 10; i < 3; i++, j--) { NSLog(@"%d %d", i, j); }
        NSLog(@"end %d %d", i, j);
      }
      @end
      """, .objc)
    #expect(outcome.diagnostics == [])
    let prints = outcome.traceText.split(separator: "\n").filter { $0.hasPrefix("print") }
      .map { $0.dropFirst("print".count).trimmingCharacters(in: .whitespaces) }
    #expect(prints == ["0 10", "1 9", "2 8", "end 3 7"])
  }
}

/// `++` and `--` inside expressions (issue 26, item 3).
@Suite struct CIncrementExpressionTests {
  /// C11 6.5.2.4: the value of `k++` is `k`'s value before; then `k` is incremented.
  /// C11 6.5.3.1: `++k` is `k += 1`, its value the new one. `i++;` alone still steps a loop.
  @Test func postfixGivesTheOldValueAndPrefixTheNew() {
    let outcome = runScenario(
      """
      @implementation ContainerViewController
      - (void)viewDidLoad {
        [super viewDidLoad];
        int k = 0;
        int a = k++;
        int b = ++k;
        NSArray *pages = @[@"x", @"y", @"z"];
        int i = 0;
        NSLog(@"%@", pages[i++]);
        NSLog(@"%d %d %d %d %@", a, b, k, i, pages[--i]);
        for (int n = 0; n < 2; n++) { k--; }
        NSLog(@"%d", k);
      }
      @end
      """, .objc)
    #expect(outcome.diagnostics == [])
    let prints = outcome.traceText.split(separator: "\n").filter { $0.hasPrefix("print") }
      .map { $0.dropFirst("print".count).trimmingCharacters(in: .whitespaces) }
    #expect(prints == ["x", "0 2 2 1 x", "0"])
  }
}
