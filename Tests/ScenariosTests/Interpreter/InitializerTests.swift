import Testing

@testable import Scenarios

/// Scenario classes' own initializers (FIDELITY-SURFACE.md K1, K2); full traces are in the
/// corpus fixtures 31 and 32.
@Suite struct InitializerTests {
  static let titled = """
    class Titled: UIViewController {
      let pageTitle: String
      init(title: String) {
        self.pageTitle = title
        super.init(nibName: nil, bundle: nil)
      }
      required init?(coder: NSCoder) { fatalError() }
      func rename() { pageTitle = "again" }
    }

    """

  @Test func theInitializerSetsALetOnceAndOnlyThere() {
    let outcome = runScenario(
      Self.titled + "let page = Titled(title: \"Inbox\")\nprint(page.pageTitle)\npage.rename()",
      .swift)
    #expect(outcome.traceText.contains("print   Inbox"))
    #expect(diagnosticSummary(outcome) == ["8:19 scenario.assign-to-constant"])
  }

  @Test func labelsNoInitializerHasAreNamedWithTheClasssOwn() {
    let outcome = runScenario(Self.titled + "let page = Titled()", .swift)
    #expect(
      outcome.diagnostics.first?.message
        == "wrong argument labels in `Titled()`: the class declares `Titled(title:)`")
  }

  @Test func objectiveCInitializerRunsWithSelfAndReturnsIt() {
    let outcome = runScenario(
      """
      @interface Box : UIViewController
      @property (nonatomic) NSInteger size;
      @end
      @implementation Box
      - (instancetype)initWithSize:(NSInteger)size {
        self = [super init];
        if (self) {
          _size = size;
        }
        return self;
      }
      @end
      Box *box = [[Box alloc] initWithSize:3];
      Box *plain = [Box new];
      NSLog(@"%ld %@", (long)box.size, plain);
      """, .objc)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.contains("print   3 <Box: plain>"))
  }

  @Test func deinitIsParsedAndNeverRuns() {
    let outcome = runScenario(
      """
      class Page: UIViewController {
        deinit { print("released") }
      }
      var page: Page? = Page()
      page = nil
      print("done")
      """, .swift)
    #expect(outcome.diagnostics == [])
    #expect(!outcome.traceText.contains("released"))
  }
}
