import Testing

@testable import Scenarios

/// Declarations real container code makes around its containment calls (the sweep of public
/// Swift containers): type methods, nested and raw-value enums, `private extension`, property
/// observers, `do` scopes and protocols. Traces from FIDELITY.md A1.3, A2.3, A5 and B3.
@Suite struct DeclarationTests {
  // Its scenarios with their expected traces: Tests/Fixtures/Traces/interpreter/declaration.md.
  @Test func rawValueOfAnEnumWithoutRawTypeIsReported() {
    let outcome = runScenario(
      "enum State { case open }\nlet x = State(rawValue: 1)", .swift)
    #expect(
      outcome.diagnostics.map(\.message) == [
        "wrong argument labels in `State(rawValue:)`: UIKit declares `State.open`"
      ])
  }

  @Test func structMistakesAreReported() {
    let declaration = "struct Page { let title: String; var visits = 0 }\n"
    let cases = [
      (
        "let p = Page(name: \"A\")",
        "2:9 scenario.wrong-label `Page(name:)` does not match the struct's memberwise "
          + "initializer `Page(title:visits:)`"
      ),
      (
        "var p = Page(title: \"A\")\np.title = \"B\"",
        "3:3 scenario.assign-to-constant cannot assign to `Page.title`: it is a `let` constant"
      ),
    ]
    for (code, expected) in cases {
      let outcome = runScenario(declaration + code, .swift)
      #expect(
        outcome.diagnostics.map { "\($0.line):\($0.column) \($0.id) \($0.message)" } == [
          expected
        ])
    }
    // An observed property of a struct is still refused by name (W7).
    let observer = runScenario("struct Page {\n  var n = 0 { didSet {} }\n}", .swift)
    #expect(diagnosticSummary(observer) == ["2:3 scenario.unsupported"])
  }

  /// `static let` / `static var` of classes and structs: one value per type, made at first
  /// use, reached as `Type.name`, `Self.name` or unqualified inside a type method; a
  /// `static var { … }` is computed at each read.
  @Test func typeProperties() {
    let constant = runScenario(
      "class Menu: UIViewController { static let id = \"a\" }\nMenu.id = \"b\"", .swift)
    #expect(
      constant.diagnostics.map(\.message) == ["cannot assign to `Menu.id`: it is a `let` constant"])
  }

  /// Tab containers keep each tab's title and controller in its enum: computed properties,
  /// methods and type members of enums and structs run with the value as `self`.
  @Test func enumAndStructMembersRunWithTheValueAsSelf() {
    // A mutating method changes the variable it is called on (SwiftAppCodeTests and
    // grammar/swift-app-code.md); a struct's own `init` runs with the value as its `self`
    // (W24, SwiftRound33Tests).
    let initializer = runScenario(
      "struct Counter {\n  var n = 0\n  init(n: Int) { self.n = n * 2 }\n}\n"
        + "print(Counter(n: 2).n)", .swift)
    #expect(diagnosticSummary(initializer) == [])
    #expect(initializer.traceText == "print   4\n")
  }

  /// Code-only containers make children with their own initializers: stored properties get
  /// their initial values first, then the matching `init` runs (`super.init(nibName:bundle:)`
  /// is UIKit's part, `self.init` delegates); `required init?(coder:)` and `deinit` never run.
  @Test func initializersRunWhenTheCodeCreatesTheObject() {
    let wrong = runScenario(
      "class D: UIViewController {\n  init(name: String) { super.init(nibName: nil, bundle: nil) }\n}"
        + "\nlet d = D(title: \"x\")", .swift)
    #expect(
      wrong.diagnostics.map(\.message) == [
        // Swift inherits no UIKit initializer once a class declares its own.
        "wrong argument labels in `D(title:)`: the class declares `D(name:)`"
      ])
  }

}
