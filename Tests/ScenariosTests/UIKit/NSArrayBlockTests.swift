import Testing

@testable import Scenarios

/// `enumerateObjectsUsingBlock:` (NSArray.h): the block runs once per element, in order, with
/// the element and its index, before the message returns (FIDELITY-SURFACE.md C11).
@Suite struct NSArrayBlockTests {
  @Test func theBlockRunsForEachElementWithItsIndex() {
    let outcome = runScenario(
      """
      NSArray *names = @[@"a", @"b", @"c"];
      NSMutableArray *seen = [NSMutableArray new];
      [names enumerateObjectsUsingBlock:^(NSString *name, NSUInteger idx, BOOL *stop) {
          NSLog(@"%@ %lu", name, (unsigned long)idx);
          [seen addObject:name];
      }];
      NSLog(@"%lu", (unsigned long)seen.count);
      """, .objc)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.hasSuffix("print   a 0\nprint   b 1\nprint   c 2\nprint   3\n"))
  }
}
