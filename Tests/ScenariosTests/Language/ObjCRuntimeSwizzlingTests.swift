import Testing

@testable import Scenarios

/// What the Objective-C runtime sends by itself and the functions app code swizzles with
/// (objc4's runtime.h and NSObject.h; the idiom as NSHipster's "Method Swizzling" writes it):
/// `+load` before anything else, `+initialize` before a class's first message,
/// `class_getInstanceMethod`, `class_addMethod`, `class_replaceMethod`,
/// `method_exchangeImplementations`.
@Suite struct ObjCRuntimeSwizzlingTests {
  // Its scenarios with their expected traces: Tests/Fixtures/Traces/language/objc-runtime-swizzling.md.

  /// Without the swizzle the category's method is never sent: the trace the swizzle changes.
  @Test func withoutLoadTheCategoryMethodDoesNotRun() {
    let source = """
      @implementation UIViewController (Tracking)
      - (void)xxx_viewWillAppear:(BOOL)animated {
          [self xxx_viewWillAppear:animated];
          NSLog(@"tracked");
      }
      @end
      @implementation ParentViewController
      @end
      """
    let outcome = runScenario(source, .objc)
    #expect(outcome.diagnostics == [])
    #expect(!outcome.traceText.contains("tracked"))
  }

  /// `class_addMethod` adds a method where the class has none of its own and answers YES;
  /// `class_replaceMethod` then puts the original in the other entry: the class's own
  /// `tap` and a method added under a new name, exchanged, swap what each message runs.
  @Test func addReplaceAndExchangeOnTheSnippetsOwnClass() {
    let source = """
      @implementation ParentViewController
      + (void)load {
          Method tap = class_getInstanceMethod(self, @selector(tap));
          Method logged = class_getInstanceMethod(self, @selector(loggedTap));
          NSLog(@"%d", class_addMethod(self, @selector(tap), method_getImplementation(logged), "v@:"));
          method_exchangeImplementations(tap, logged);
      }
      - (void)tap {
          NSLog(@"tap");
      }
      - (void)loggedTap {
          NSLog(@"before");
          [self loggedTap];
      }
      @end
      """
    let outcome = runScenario(source, .objc, ["run=tap"])
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.hasPrefix("print   0\n"))
    #expect(outcome.traceText.hasSuffix("print   before\nprint   tap\n"))
  }

  /// `+initialize` is sent before a class's first message, a superclass's first; a subclass
  /// without its own is sent the superclass's again, with `self` the subclass (NSObject.h:
  /// "the superclass implementation may be called multiple times"). Categories' `+load` and
  /// the class's own each run once.
  @Test func initializeBeforeTheFirstMessageSuperclassFirst() {
    let source = """
      @interface Base : UIViewController
      @end
      @implementation Base
      + (void)initialize {
          NSLog(@"initialize %@", NSStringFromClass(self));
      }
      + (void)load {
          NSLog(@"load Base");
      }
      @end
      @implementation Base (Extras)
      + (void)load {
          NSLog(@"load Base (Extras)");
      }
      @end
      @interface Page : Base
      @end
      @implementation Page
      @end
      @implementation ParentViewController
      - (void)viewDidLoad {
          [super viewDidLoad];
          NSLog(@"before");
          Page *page = [[Page alloc] init];
          Page *other = [Page new];
          NSLog(@"%d", page != other);
      }
      @end
      """
    let outcome = runScenario(source, .objc)
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText.hasPrefix(
        """
        print   load Base
        print   load Base (Extras)
        manual  window.rootViewController = self
        auto      [self loadView]
        auto      [self viewDidLoad]
        print       before
        print       initialize Base
        print       initialize Page
        print       1

        """))
  }
}
