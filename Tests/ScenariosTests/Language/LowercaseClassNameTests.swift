import Testing

@testable import Scenarios

/// A project class spelled in lower case (`bottomViewController()`, another file of the
/// project) is a type the excerpt leaves out (issue 26, item 4). Swift resolves
/// `name()` to a type or a function alike (The Swift Programming Language, "Initializer
/// Expression"), so nothing but the missing declaration is wrong: it is named as
/// `scenario.undeclared` with a stand-in, not "cannot find in scope". The implicit empty
/// subclass of DESIGN.md section 4 is for capitalised class names only.
@Suite struct LowercaseClassNameTests {
  // Its scenarios with their expected traces: Tests/Fixtures/Traces/language/lowercase-class-name.md.
  @Test func lowercaseControllerClassIsNamedAsUndeclared() {
    let outcome = runScenario(
      """
      let sheet = bottomViewController()
      addChild(sheet)
      """, .swift)
    #expect(outcome.diagnostics.map(\.id) == [.scenarioUndeclared])
    #expect(
      outcome.diagnostics.first?.message == "`bottomViewController` is not declared in this snippet"
    )
    #expect(outcome.diagnostics.first?.fixIts.first?.isPrelude == true)
    #expect(outcome.events.isEmpty)
  }
}
