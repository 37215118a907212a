import Testing

@testable import Scenarios

/// `DispatchQueue.main.async`, `asyncAfter`, `dispatch_async`, `perform(_:with:afterDelay:)`
/// on the virtual run loop (FIDELITY-SURFACE.md R1–R5).
@Suite struct RunLoopAPITests {
  // Its scenarios with their expected traces: Tests/Fixtures/Traces/surface/run-loop-api.md.

  @Test func objectiveCDispatchAsyncRunsBeforeADelayedPerform() {
    let source = """
      - (void)go {
        [self performSelector:@selector(later) withObject:nil afterDelay:0.5];
        dispatch_async(dispatch_get_main_queue(), ^{
          NSLog(@"async");
        });
        NSLog(@"go");
      }

      - (void)later {
        NSLog(@"later");
      }
      """
    let outcome = runScenario(source, .objc, ["run=go"])
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText.hasSuffix(
        """
        auto      [self viewDidAppear:NO]
        print   go
        turn
        block     async()
        print       async
        time    0.5
        auto      [self performSelector:@selector(later)]
        print       later

        """))
  }

}
