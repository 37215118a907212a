import Testing

@testable import Scenarios

/// Objective-C `<<`, so `NS_OPTIONS` values written as `1 << n` parse and hold C's values, at
/// C's precedence: below `+`/`-`, above `<`/`>` (`1 << 2 + 1` is 8, `1 << 2 < 5` is true).
@Suite struct ObjCShiftTests {
  static func printed(_ outcome: ScenarioOutcome) -> [String] {
    outcome.events.compactMap { event in
      guard case .output(let text) = event.action else { return nil }
      return text
    }
  }

  @Test func nsOptionsWithShiftsHaveTheirBitValues() {
    let outcome = runScenario(
      """
      typedef NS_OPTIONS(NSUInteger, PanelEdge) {
        PanelEdgeNone = 0,
        PanelEdgeLeft = 1 << 0,
        PanelEdgeRight = 1 << 1,
        PanelEdgeTop = 1<<2,
        PanelEdgeAll = PanelEdgeLeft | PanelEdgeRight | PanelEdgeTop,
      };

      - (void)go {
        PanelEdge edges = PanelEdgeLeft | PanelEdgeTop;
        NSLog(@"%lu %lu %lu %lu", (unsigned long)PanelEdgeLeft, (unsigned long)PanelEdgeRight,
          (unsigned long)PanelEdgeTop, (unsigned long)PanelEdgeAll);
        NSLog(@"%lu %d", (unsigned long)edges, (edges & PanelEdgeRight) != 0);
        NSLog(@"%d %d", 1 << 2 + 1, 1 << 2 < 5);
      }
      """, .objc, ["run=go"])
    #expect(outcome.diagnostics == [])
    #expect(Self.printed(outcome) == ["1 2 4 7", "5 0", "8 1"])
  }

  /// A shift count of 64 or more is undefined for every integer type (C11 6.5.7 §3); 60 fits
  /// the 64-bit `NSInteger` the model computes in.
  @Test func aShiftTooLargeForANumberIsReported() {
    let outcome = runScenario(
      """
      - (void)go {
        NSLog(@"%lu", (unsigned long)(1 << 64));
      }
      """, .objc, ["run=go"])
    #expect(outcome.diagnostics.map(\.id) == [.scenarioUnsupported])
  }
}
