import Testing

@testable import Scenarios

/// Issue 26 item 2, round 31: what Swift decides before anything runs, for code written as apps
/// write it (the traces are in `Tests/Fixtures/Traces/grammar/swift-app-code.md`).
@Suite struct SwiftAppCodeTests {
  /// The Swift Programming Language, "The Basics", "Integer and Floating-Point Conversion":
  /// "Conversions between integer and floating-point numeric types must be made explicit";
  /// swiftc: "binary operator '/' cannot be applied to operands of type 'CGFloat' and 'Int'".
  @Test func mixedNumericOperandsAreAnErrorBeforeTheRun() {
    let source = """
      let width: CGFloat = 320
      let count = children.count
      print("before")
      print(width / count)
      """
    let outcome = runScenario(source, .swift)
    #expect(diagnosticSummary(outcome) == ["4:7 scenario.type-mismatch"])
    #expect(!outcome.traceText.contains("before"))
  }

  /// A literal takes the other operand's type ("Type Inference"), an explicit conversion
  /// makes both one type, and `CGFloat` and `Double` convert implicitly (SE-0307).
  @Test func literalsConversionsAndCGFloatDoubleAreAccepted() {
    let source = """
      let width: CGFloat = 320
      let count = 4
      let ratio: Double = 0.5
      print(width / 2, width / CGFloat(count), width * ratio, count * 2)
      """
    let outcome = runScenario(source, .swift)
    #expect(diagnosticSummary(outcome) == [])
    #expect(outcome.traceText.contains("print   160.0 80.0 160.0 8"))
  }

  /// A name a closure or a loop binds is not the property of that name: no type is assumed.
  @Test func aRebindingNameIsNotTypedByTheProperty() {
    let source = """
      let width: CGFloat = 10
      let counts = [1, 2]
      for width in counts {
        print(width / counts.count)
      }
      """
    let outcome = runScenario(source, .swift)
    #expect(diagnosticSummary(outcome) == [])
  }

  /// "Modifying Value Types from Within Instance Methods": a mutating method called on a `let`
  /// constant is swiftc's "cannot use mutating member on immutable value".
  @Test func mutatingMethodOnAConstantIsRefused() {
    let source = """
      struct Counter {
        var value = 0
        mutating func bump() { value += 1 }
      }
      let counter = Counter()
      counter.bump()
      """
    let outcome = runScenario(source, .swift)
    #expect(diagnosticSummary(outcome) == ["6:1 scenario.assign-to-constant"])
  }
}
