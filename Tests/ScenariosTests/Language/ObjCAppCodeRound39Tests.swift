import Testing

@testable import Scenarios

/// The C and Objective-C that app code is written in, beyond the earlier subset (round 39,
/// languages): universal character names, global dispatch queues, `sizeof` of declared
/// structs. Each expected line is written from the standard or the documentation cited.
@Suite struct ObjCAppCodeRound39Tests {
  /// C11 6.4.3: `\u` takes exactly four hex digits and `\U` eight, naming one character;
  /// a digit after the fourth is the string's own (`\u00e9bc` is U+00E9, `b`, `c`).
  @Test func universalCharacterNamesInStringLiterals() {
    let outcome = runScenario(
      """
      - (void)viewDidLoad {
          [super viewDidLoad];
          NSString *s = @"1\\u00a0h\\u00e9\\U0001F600";
          NSLog(@"%lu", (unsigned long)s.length);
          NSLog(@"%@", [@"caf\\u00e9" isEqualToString:@"café"] ? @"same" : @"differ");
          NSLog(@"[\\u00e9bc]");
      }
      """, .objc)
    #expect(outcome.diagnostics == [])
    // NSString's length counts UTF-16 units: the emoji is two.
    #expect(outcome.traceText.contains("print       6\n"))
    #expect(outcome.traceText.contains("print       same\n"))
    #expect(outcome.traceText.contains("print       [ébc]\n"))
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
      print(s.count)
      """, .swift)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.contains("print   5\n"))
  }

  /// R6: a global queue's block runs off the main thread, at once in the model (no `block`
  /// line); `dispatch_sync` returns after its block; what the block sends to the main queue
  /// waits for the end of the turn (R1) and is traced `block async()` (R5).
  @Test func globalQueueBlocksRunAtOnce() {
    let outcome = runScenario(
      """
      - (void)viewDidLoad {
          [super viewDidLoad];
          dispatch_async(dispatch_get_global_queue(DISPATCH_QUEUE_PRIORITY_DEFAULT, 0), ^{
              NSLog(@"work");
              dispatch_async(dispatch_get_main_queue(), ^{ NSLog(@"back"); });
          });
          dispatch_sync(dispatch_get_global_queue(QOS_CLASS_USER_INITIATED, 0), ^{
              NSLog(@"sync");
          });
          NSLog(@"end");
      }
      """, .objc)
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText.contains(
        """
        print       work
        print       sync
        print       end

        """))
    #expect(outcome.traceText.contains("block     async()\nprint       back\n"))
  }

  /// Dispatch: `dispatch_sync` to the queue the caller runs on deadlocks; the main thread's
  /// code sending to the main queue is reported, not run.
  @Test func dispatchSyncToTheMainQueueIsReported() {
    let outcome = runScenario(
      """
      dispatch_sync(dispatch_get_main_queue(), ^{ NSLog(@"never"); });
      """, .objc)
    #expect(outcome.diagnostics.first?.message.contains("deadlocks") == true)
    #expect(!outcome.traceText.contains("never"))
  }

  /// C11 6.7.2.1 with the arm64 ABI: members at offsets their alignment allows, bit-fields
  /// sharing their type's unit while they fit, a zero-length array adding nothing, the whole
  /// padded to the widest member's alignment; `struct Tag` and the typedef name are one type.
  @Test func sizeofOfStructsTheCodeDeclares() {
    let outcome = runScenario(
      """
      typedef struct { char c; double d; } Padded;
      typedef struct Bits { int a : 5; int b : 30; } Bits;
      struct Pair { char a; char b; };
      typedef struct { char tag; CGRect frame; int counts[3]; } Nested;
      typedef struct { int n; char data[0]; } Flexible;
      typedef struct { Padded inner; char last; } Outer;
      - (void)viewDidLoad {
          [super viewDidLoad];
          Padded p;
          NSLog(@"%lu %lu %lu %lu %lu %lu %lu", sizeof(Padded), sizeof(Bits), sizeof(struct Bits),
                sizeof(struct Pair), sizeof(Nested), sizeof(Flexible), sizeof(Outer));
          NSLog(@"%lu %lu", sizeof(p), sizeof(Padded *));
      }
      """, .objc)
    #expect(outcome.diagnostics == [])
    // Padded 1+7+8; Bits: b does not fit the first int's 27 free bits; Nested 8+32+12 → 56;
    // Outer 16+1 → 24.
    #expect(outcome.traceText.contains("print       16 8 8 2 56 4 24\n"))
    #expect(outcome.traceText.contains("print       16 8\n"))
  }

  /// C48: a method's parameter type left out is `id` (The Objective-C Programming Language);
  /// the parameter takes objects as any other.
  @Test func untypedMethodParameters() {
    let outcome = runScenario(
      """
      - (id)show:x with:(NSString *)y { NSLog(@"%@ %@", x, y); return x; }
      - (void)viewDidLoad {
          [super viewDidLoad];
          id r = [self show:@"a" with:@"b"];
          NSLog(@"%@", r);
      }
      """, .objc)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.contains("print       a b\nprint       a\n"))
  }

  /// C49: NS_ENUM is an integer type (C11 6.3.1.3): `modalPresentationStyle = 2` is
  /// `UIModalPresentationFormSheet` (UIViewController.h), so the presenter keeps its view
  /// (A13.6: only full screen takes it away, no disappear callbacks).
  @Test func integerForAPresentationStyle() {
    let outcome = runScenario(
      """
      - (void)viewDidAppear:(BOOL)animated {
          [super viewDidAppear:animated];
          UIViewController *sheet = [[UIViewController alloc] init];
          sheet.modalPresentationStyle = 2;
          [self presentViewController:sheet animated:NO completion:nil];
      }
      """, .objc)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.contains("presentViewController:"))
    #expect(!outcome.traceText.contains("[self viewWillDisappear:"))
  }
}
