import Testing

@testable import Scenarios

/// Swift `Array` as real container code uses it (`var pages = [UIViewController]()`,
/// `pages.append(vc)`, `children.forEach { $0.removeFromParent() }`): standard library, never
/// a trace line; the UIKit calls the closures make are (FIDELITY.md A1.3, A2.3, A5).
@Suite struct ArrayMethodTests {
  // Its scenarios with their expected traces: Tests/Fixtures/Traces/interpreter/array-method.md.
  private func problems(_ source: String) -> [String] {
    runScenario(source, .swift).diagnostics.map {
      "\($0.line):\($0.column) \($0.id) \($0.message)"
    }
  }

  @Test func mutatingAConstantOrAReadOnlyPropertyIsReported() {
    #expect(
      problems("let pages = [UIViewController()]\npages.append(UIViewController())") == [
        "2:7 scenario.read-only cannot use mutating member `append(_:)` on `pages`: it is a "
          + "`let` constant"
      ])
    #expect(
      problems("children.append(UIViewController())") == [
        "1:10 scenario.read-only cannot use mutating member `append(_:)` on `children`: it is "
          + "read-only"
      ])
    #expect(
      problems("var pages = [1]\npages.remove(at: 1)") == [
        "2:18 scenario.index-out-of-range index 1 is out of range: the array has 1 element"
      ])
  }

  @Test func aMisspelledArrayMethodSuggestsTheRealOne() {
    let outcome = runScenario("var pages = [1]\npages.apend(2)", .swift)
    #expect(outcome.diagnostics.map(\.hint) == ["did you mean `append(_:)`?"])
  }

  /// An unknown member of an expression that is not `self` never names `self`.
  @Test func theReceiverOfAnUnknownMemberIsNamedAsWritten() {
    #expect(
      problems("let c = UIColor(red: 1, green: 1, blue: 1, alpha: 1).cgColour\nlet n = [1].sum()")
        == [
          "1:54 scenario.unknown-member `UIColor` has no member `cgColour`",
          "2:13 scenario.undeclared `sum()` is not declared in this snippet: an array has no such "
            + "member, and UIKit declares none",
        ])
  }

  /// `pages[0] = next` assigns the changed array back; a constant's element cannot change.
  @Test func subscriptAssignment() {
    #expect(
      problems("let fixed = [1]\nfixed[0] = 2") == [
        "2:1 scenario.assign-to-constant cannot assign to `fixed`: it is a `let` constant"
      ])
  }

}
