import Testing

@testable import Scenarios

/// Objective-C initializers as real classes write them: `self = [super init]`, the
/// `if (self = [super init])` idiom, a class's own `initWith…:` and its override of `init`
/// (FIDELITY-SURFACE.md C10).
@Suite struct ObjCInitializerTests {
  @Test func aCustomInitializerRunsOnTheNewController() {
    let source = """
      @interface PagesViewController : UIViewController
      @property (nonatomic, strong) NSArray *pages;
      @end
      @implementation PagesViewController
      - (instancetype)initWithPages:(NSArray *)pages {
          if (self = [super initWithNibName:nil bundle:nil]) {
              _pages = pages;
          }
          return self;
      }
      - (instancetype)init {
          self = [super init];
          if (self) {
              NSLog(@"init override");
          }
          return self;
      }
      @end
      - (void)tap {
          PagesViewController *pager = [[PagesViewController alloc] initWithPages:@[@"a", @"b"]];
          PagesViewController *plain = [PagesViewController new];
          NSLog(@"%@ %ld %@", pager, (long)pager.pages.count, plain.pages);
      }
      """
    let outcome = runScenario(source, .objc, ["run=tap"])
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText.hasSuffix(
        """
        print   init override
        print   <PagesViewController: pager> 2 (null)

        """))
  }

  @Test func anotherObjectCannotBecomeSelf() {
    let source = """
      @implementation Box
      - (instancetype)init {
          self = [[UIViewController alloc] init];
          return self;
      }
      @end
      UIViewController *box = [[Box alloc] init];
      """
    let outcome = runScenario(source, .objc)
    #expect(diagnosticSummary(outcome) == ["3:5 scenario.unsupported"])
  }
}
