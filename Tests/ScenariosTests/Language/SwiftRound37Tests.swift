import Testing

@testable import Scenarios

/// Swift as round 37's census found it (issue 26 §2 and §5; docs/FIDELITY-SURFACE.md W29): what
/// the trace fixture `Traces/grammar/swift-round37.md` cannot say, the exact diagnostics. Every
/// expected value is written from The Swift Programming Language (TSPL) or the standard
/// library's documentation named, before the run.
@Suite struct SwiftRound37Tests {
  private func errors(_ outcome: ScenarioOutcome) -> [String] {
    outcome.diagnostics.filter { $0.severity == .error }.map {
      "\($0.line):\($0.column) \($0.message)"
    }
  }

  /// A member of the standard library the model does not implement (`Sequence`'s
  /// `makeIterator()`; round 38 implements `lexicographicallyPrecedes(_:)`, this test's example
  /// until then) is named as Swift's, from the toolchain's own member list, before anything
  /// runs; never as the project's missing code.
  @Test func unimplementedStandardLibraryMemberIsNamedAsSwifts() {
    let outcome = runScenario(
      """
      let words = ["a", "b"]
      print(words.makeIterator())
      """, .swift)
    #expect(
      errors(outcome) == [
        "2:13 `makeIterator()` is a member of Swift's standard library "
          + "(`Array`) that the model does not implement"
      ])
  }

  /// TSPL "Subscripts": a subscript without a setter is read-only ("cannot assign through
  /// subscript: subscript is get-only"); the model stops there, naming the subscript.
  @Test func assigningThroughAGetOnlySubscriptStops() {
    let outcome = runScenario(
      """
      struct Grid {
          subscript(row: Int, column: Int) -> Int { return row * column }
      }
      var grid = Grid()
      grid[1, 2] = 3
      """, .swift)
    #expect(errors(outcome).count == 1)
    #expect(errors(outcome).first?.hasPrefix("5:") == true)
  }

  /// The generated member list is the toolchain's: `Array` has `Sequence`'s `randomElement()`
  /// and `RangeReplaceableCollection`'s `removeAll(where:)`, `Dictionary` its
  /// `merging(_:uniquingKeysWith:)`, and the lookup leaves defaulted parameters out.
  @Test func generatedListHasTheProtocolsMembers() {
    let array = SwiftStandardLibrarySurface.members["Array"] ?? []
    #expect(array.contains("randomElement()"))
    #expect(array.contains("removeAll(where:)"))
    #expect(
      SwiftStandardLibrarySurface.members["Dictionary"]?.contains("merging(_:uniquingKeysWith:)")
        == true)
    #expect(
      SwiftStandardLibrarySurface.types(
        having: .swiftCall("split", labels: ["separator"], trailing: [false])
      ).contains("String"))
    #expect(
      SwiftStandardLibrarySurface.types(
        having: .swiftCall("pinToEdges", labels: [], trailing: [])
      ).isEmpty)
  }

  /// Swift 3 renamed `parentViewController` to `parent` (TSPL "Explicit Member Expression":
  /// `self.x` names a member of `self`): a local of the same name does not make
  /// `self.parentViewController` the code's own (census languages-01).
  @Test func oldMemberOfSelfBesideALocalOfThatNameIsRenamed() {
    let outcome = runScenario(
      """
      class D: UIViewController {}
      class C: UIViewController {
        func go() {
          if let parentViewController = self.parentViewController as? D {
            print(parentViewController)
          }
        }
      }
      """, .swift)
    #expect(errors(outcome) == ["4:40 'parentViewController' has been renamed to 'parent'"])
  }

  /// `URLSession.shared` names the type, never Swift 2's delegate method
  /// `URLSession(_:dataTask:didBecomeDownloadTask:)` (census swiftlang-08).
  @Test func aTypeBeforeADotIsNoRenamedMethod() {
    let outcome = runScenario(
      """
      let session = URLSession.shared
      """, .swift)
    #expect(!errors(outcome).contains { $0.contains("renamed") })
  }
}
