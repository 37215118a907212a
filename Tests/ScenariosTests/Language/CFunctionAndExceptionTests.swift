import Testing

@testable import Scenarios

/// C functions as app files write them, Objective-C exceptions that a `@catch` takes, `goto`,
/// C strings, and the runtime's class and selector values (brief 31 items 1–4). Each expected
/// result was written from the rule cited before the run.
@Suite struct CFunctionAndExceptionTests {
  // Its scenarios with their expected traces: Tests/Fixtures/Traces/language/c-function-and-exception.md.

  /// A `static` function between the methods of an `@implementation`, whose parameter is named
  /// `self` (sweep 30 holdout o09's `CFICommonInit`): its messages and dot syntax go to the
  /// object passed, as any parameter's do.
  @Test func cFunctionWithASelfParameterInsideAnImplementation() {
    let outcome = runScenario(
      """
      @interface ContainerViewController : UIViewController
      @end
      @implementation ContainerViewController
      - (void)go {
          self.title = @"Main";
          LogTitle(self, @"title");
      }
      static void LogTitle(ContainerViewController *self, NSString *label) {
          NSLog(@"%@ %@", label, self.title);
      }
      @end
      """, .objc, ["run=go"])
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.hasSuffix("print   title Main\n"))
  }

  /// Exception Programming Topics: `objectAtIndex:` past the end raises `NSRangeException`,
  /// `raise:format:` and `@throw` raise theirs; the first `@catch` whose class the exception is
  /// an instance of (`id` takes any) runs, then `@finally`; the run goes on after the statement.
  @Test func catchTakesFoundationAndThrownExceptions() {
    let outcome = runScenario(
      """
      @try {
          NSArray *list = @[];
          [list objectAtIndex:1];
          NSLog(@"never");
      } @catch (NSException *e) {
          NSLog(@"caught %@", e.name);
      } @finally {
          NSLog(@"finally");
      }
      @try {
          [NSException raise:@"Custom" format:@"bad %d", 3];
      } @catch (NSException *e) {
          NSLog(@"%@: %@", [e name], e.reason);
      }
      @try {
          @throw [NSException exceptionWithName:@"Thrown" reason:@"why" userInfo:nil];
      } @catch (id e) {
          NSLog(@"%@", [e reason]);
      }
      NSLog(@"after");
      """, .objc)
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText
        == "print   caught NSRangeException\nprint   finally\nprint   Custom: bad 3\n"
        + "print   why\nprint   after\n")
  }

  /// `@finally` runs however the `@try` block is left: by `return` (after the value is
  /// computed), and on the way out of a handler that rethrows with `@throw;`, before the outer
  /// handler runs.
  @Test func finallyRunsOnReturnAndOnRethrow() {
    let outcome = runScenario(
      """
      static int attempt(void) {
          @try {
              return 1;
          } @finally {
              NSLog(@"cleanup");
          }
      }
      NSLog(@"%d", attempt());
      @try {
          @try {
              @throw [NSException exceptionWithName:@"Inner" reason:@"r" userInfo:nil];
          } @catch (NSException *e) {
              NSLog(@"inner %@", e.name);
              @throw;
          } @finally {
              NSLog(@"inner finally");
          }
      } @catch (NSException *e) {
          NSLog(@"outer %@", e.name);
      }
      """, .objc)
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText
        == "print   cleanup\nprint   1\nprint   inner Inner\nprint   inner finally\n"
        + "print   outer Inner\n")
  }

  /// C11 6.4.5 and 7.21.6.1: a string literal's `char *` prints with `%s`; NSString.h:
  /// `stringWithUTF8String:`, `length` (UTF-16 units), `stringByAppendingString:`,
  /// `UTF8String`; NSArray.h: `componentsJoinedByString:` joins the elements' descriptions.
  @Test func cStringsAndFoundationStringBasics() {
    let outcome = runScenario(
      """
      const char *name = "container";
      NSString *s = [NSString stringWithUTF8String:name];
      NSLog(@"%s %@ %lu", name, s, (unsigned long)s.length);
      NSLog(@"%@", [@[@"a", @"b"] componentsJoinedByString:@", "]);
      NSLog(@"%@ %lu", [s stringByAppendingString:@"!"], (unsigned long)[s length]);
      NSLog(@"%s", [s UTF8String]);
      """, .objc)
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText
        == "print   container container 9\nprint   a, b\nprint   container! 9\n"
        + "print   container\n")
  }

  /// NSObject.h: `[x class]` and `x.class` are the object's class, `+description` and
  /// `NSStringFromClass` its name; `performSelector:` and `performSelector:withObject:` send the
  /// message the selector names, now.
  @Test func classesAndSelectorsAsValues() {
    let outcome = runScenario(
      """
      @interface Box : NSObject
      @end
      @implementation Box
      - (void)ping:(id)x { NSLog(@"ping %@", x); }
      - (void)pong { NSLog(@"pong"); }
      @end
      @interface ContainerViewController : UIViewController
      @end
      @implementation ContainerViewController
      - (void)go {
          Box *box = [Box new];
          NSLog(@"%@ %@ %@", NSStringFromClass([box class]), [self.class description],
                NSStringFromClass(self.class));
          [box performSelector:@selector(ping:) withObject:@"x"];
          [box performSelector:@selector(pong)];
          NSLog(@"%@ %d", NSStringFromSelector(@selector(ping:)),
                [box respondsToSelector:@selector(pong)]);
      }
      @end
      """, .objc, ["run=go"])
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText.hasSuffix(
        "print   Box ContainerViewController ContainerViewController\nprint   ping x\n"
          + "print   pong\nprint   ping: 1\n"))
  }

  /// Apple's PageControl sample as an article publishes it (sweep 30 L13, L10b): a `@property`
  /// among the block's methods declares a property of `self`; `= ...;` elides a declaration's
  /// value, read as a new object of the declared class.
  @Test func propertyAmongMethodsAndAnElidedInitialValue() {
    let outcome = runScenario(
      """
      @property (nonatomic, strong) UIViewController *current;
      - (void)go {
          UIViewController *vc = ...;
          self.current = vc;
          NSLog(@"%d %d", self.current == vc, vc != nil);
      }
      """, .objc, ["run=go"])
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.hasSuffix("print   1 1\n"))
  }

  /// An elision anywhere else cannot run: it is named as the excerpt's left-out code.
  @Test func anElisionInsideAnExpressionIsNamed() {
    let outcome = runScenario("[self showDetail:...];", .objc)
    #expect(diagnosticSummary(outcome) == ["1:18 scenario.elided-code"])
    #expect(outcome.diagnostics.first?.message.contains("the excerpt leaves out") == true)
  }

  /// C11 6.7.3 and 6.7.6.1: a qualifier may follow the type it qualifies and each `*`
  /// (`char const * const` is a constant pointer to constant chars); the associated-object key
  /// idiom (uikit's fresh file, CooperRS/RMMultipleViewsController). `_cmd` is every method's
  /// selector (objc/message.h).
  @Test func qualifiersAfterTheTypeAndTheMethodsSelector() {
    let outcome = runScenario(
      """
      static char const * const key = "k";
      static const char * other = "o";
      @interface ContainerViewController : UIViewController
      @end
      @implementation ContainerViewController
      - (void)go {
          NSLog(@"%s %s %@", key, other, NSStringFromSelector(_cmd));
      }
      @end
      """, .objc, ["run=go"])
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.hasSuffix("print   k o go\n"))
  }
}
