import Testing

@testable import Scenarios

/// Integer and floating-point numbers kept apart as the compilers keep them (issue 26, brief
/// 30 item 1). Each expectation is written from the language rule before the run.
@Suite struct TypedNumberTests {
  // Its scenarios with their expected traces: Tests/Fixtures/Traces/language/typed-number.md.

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
}
