import Testing

@testable import Scenarios

/// A class body whose `}` is missing is reported as that, with where the body opened, as
/// swiftc does ("expected '}' in class", with a note at the `{`), whether the next
/// declaration or the end of the code is where it shows.
@Suite struct UnclosedClassTests {
  @Test func aMissingBraceBeforeTheNextClassNamesTheOpenBody() {
    let outcome = runScenario(
      """
      class A: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
        }

      class B: UIViewController {
      }
      """, .swift)
    #expect(
      outcome.diagnostics.map { "\($0.line):\($0.column) \($0.message)" } == [
        "6:1 expected `}` to close class `A`, whose body opens at 1:27, before this "
          + "declaration, found `class`"
      ])
  }

  @Test func aMissingBraceAtTheEndNamesTheOpenBody() {
    let outcome = runScenario(
      "class A: UIViewController {\n  func go() {}\n", .swift)
    #expect(
      outcome.diagnostics.first?.message.hasPrefix(
        "expected `}` to close class `A`, whose body opens at 1:27") == true)
  }
}
