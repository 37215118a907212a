import Testing

@testable import Scenarios

/// Integer and floating-point numbers kept apart as the compilers keep them (issue 26, brief
/// 30 item 1). Each expectation is written from the language rule before the run.
@Suite struct TypedNumberTests {
  /// C11 6.3.1.8 (usual arithmetic conversions) and 6.5.5 (the quotient of two integers is
  /// truncated toward zero, the remainder has the dividend's sign); 6.5.16.1 (assignment
  /// converts to the declared type, 6.3.1.4 dropping the fraction); 7.21.6.1 (`%f` prints six
  /// decimals).
  @Test func cIntegerAndFloatingArithmetic() {
    let outcome = runScenario(
      """
      int a = 7 / 2;
      CGFloat b = 7 / 2;
      CGFloat c = 7 / 2.0;
      NSInteger d = 3.9;
      double e = (CGFloat)7 / 2;
      int m = -7 % 3;
      NSLog(@"%d %f %.1f %ld %.2f %d", a, b, c, (long)d, e, m);
      NSLog(@"%@ %@ %@", @(a), @(c), @(b));
      if (7 / 2 == 3 && 7.0 / 2 > 3) { NSLog(@"typed"); }
      NSUInteger count = @[@1, @2, @3].count;
      NSLog(@"%lu %d", count / 2, (int)(10 * 0.75));
      """, .objc)
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText
        == "print   3 3.000000 3.5 3 3.50 -1\nprint   3 3.5 3\nprint   typed\nprint   1 7\n")
  }

  /// The Swift Programming Language, "Integer and Floating-Point Conversion" and "Literals":
  /// an integer literal alone is an `Int` (`7 / 2` is 3), a literal takes the type its context
  /// gives (`let c: Double = 7 / 2` is 3.5; `1 / 3 * 2.0` is all `Double`s); `print` shows a
  /// `Double`/`CGFloat` with its fraction and an `Int` without.
  @Test func swiftIntegerAndFloatingArithmetic() {
    let outcome = runScenario(
      """
      let a = 7 / 2
      let b = 7.0 / 2
      let c: Double = 7 / 2
      let w: CGFloat = 0
      var n = 10
      n /= 4
      let r = -7 % 3
      print(a, b, c, w, n, r)
      let width: CGFloat = 320
      let count = 3
      print(width / 3, CGFloat(count) / 2, Int(width / 3), 1 / 3 * 2.0)
      print("\\(count) of \\(width)")
      """, .swift)
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText
        == "print   3 3.5 3.5 0.0 2 -1\nprint   106.66666666666667 1.5 106 0.6666666666666666\n"
        + "print   3 of 320.0\n")
  }

  /// `for i in 0..<3` counts in `Int`s, `Array.count` and `firstIndex(of:)` are `Int`s, and a
  /// property declared `CGFloat` holds a floating value whatever literal it is given.
  @Test func swiftIntegersFromRangesCountsAndDeclaredProperties() {
    let outcome = runScenario(
      """
      class ParentViewController: UIViewController {
          var ratio: CGFloat = 1
          var pages = ["a", "b", "c"]
          override func viewDidLoad() {
              super.viewDidLoad()
              for i in 0..<2 { print(i) }
              ratio = 2
              print(pages.count, pages.firstIndex(of: "b") ?? -1, ratio, ratio / 4)
          }
      }
      """, .swift)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.contains("print       0\nprint       1\nprint       3 1 2.0 0.5\n"))
  }

  /// `arc4random()` and `arc4random_uniform(n)` draw from one deterministic sequence 0, 1, 2, …
  /// (reduced modulo n), so a loop waiting for a different value ends (sweep 29 holdout o08).
  @Test func randomNumbersAreADeterministicSequence() {
    let outcome = runScenario(
      """
      NSUInteger last = arc4random_uniform(4);
      NSUInteger next = arc4random_uniform(4);
      while (next == last) { next = arc4random_uniform(4); }
      NSLog(@"%lu %lu %u", last, next, arc4random() % 2);
      """, .objc)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText == "print   0 1 0\n")
  }
}
