import Testing

@testable import Scenarios

/// The C and Objective-C that app code is written in, beyond the earlier subset (round 39,
/// languages): universal character names, global dispatch queues, `sizeof` of declared
/// structs. Each expected line is written from the standard or the documentation cited.
@Suite struct ObjCAppCodeRound39Tests {
  /// C11 6.4.3: `\u` takes exactly four hex digits and `\U` eight, naming one character;
  /// a digit after the fourth is the string's own (`\u00a0bc` is U+00A0, `b`, `c`).
  @Test func universalCharacterNamesInStringLiterals() {
    let outcome = runScenario(
      """
      - (void)viewDidLoad {
          [super viewDidLoad];
          NSString *s = @"1\\u00a0h\\u00e9\\U0001F600";
          NSLog(@"%lu", (unsigned long)s.length);
          NSLog(@"%@", [@"caf\\u00e9" isEqualToString:@"café"] ? @"same" : @"differ");
          NSLog(@"[\\u0041bc]");
      }
      """, .objc)
    #expect(outcome.diagnostics == [])
    // NSString's length counts UTF-16 units: the emoji is two.
    #expect(outcome.traceText.contains("print       6\n"))
    #expect(outcome.traceText.contains("print       same\n"))
    #expect(outcome.traceText.contains("print       [Abc]\n"))
  }

  /// C11 6.4.3p2: a universal character name below U+00A0 (other than `$`, `@`, `` ` ``)
  /// is an error; `\u` with fewer than four digits is too.
  @Test func universalCharacterNameErrors() {
    let short = runScenario(
      """
      NSLog(@"\\u12");
      """, .objc)
    #expect(short.diagnostics.first?.message.contains("exactly four hex digits") == true)
    let control = runScenario(
      """
      NSLog(@"\\u000a");
      """, .objc)
    #expect(control.diagnostics.first?.message.contains("cannot be specified") == true)
  }

  /// Swift's `\u{…}`: one to eight hex digits in braces (TSPL, Special Characters in String
  /// Literals).
  @Test func swiftUnicodeScalarEscape() {
    let outcome = runScenario(
      """
      let s = "caf\\u{e9}\\u{1F600}"
      print(s.count, s.unicodeScalars.count)
      """, .swift)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.contains("print   5 5\n"))
  }
}
