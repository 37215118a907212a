import Testing

@testable import Scenarios

/// A message to nil returns 0 for a scalar (FIDELITY-SURFACE.md C6).
@Suite struct ObjCNilMessagingTests {
  // Its scenarios with their expected traces: Tests/Fixtures/Traces/interpreter/objc-nil-messaging.md.

  @Test func anUntypedInstanceVariableBeforeItsFirstAssignmentCountsFromZero() {
    // `taps` is declared in the part of the file the snippet leaves out; its type is unknown
    // here, so it is nil until assigned, and nil is 0 in arithmetic.
    let source = """
      - (void)tap {
          taps = taps + 1;
          NSLog(@"%ld", (long)taps);
      }
      """
    let outcome = runScenario(source, .objc, ["run=tap,tap"])
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.hasSuffix("print   1\nprint   2\n"))
  }
}
