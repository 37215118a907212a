import Testing

@testable import Scenarios

/// C and Objective-C constructs sweep 29's unseen files used (brief 30 item 2), each expected
/// result written from the standard (or the GCC manual for its extension) before the run.
@Suite struct CConstructsFromSweepTests {
  // Its scenarios with their expected traces: Tests/Fixtures/Traces/language/c-constructs-from-sweep.md.

  /// C11 6.10.3: `@TABBAR_HEIGHT` is `@` followed by the macro's replacement, a boxed number
  /// (`@40`); `extern T const k;` declares a constant the file defines further on (C11 6.9.2);
  /// a bit-field's width (6.7.2.1) is a storage detail.
  @Test func boxedMacroExternAndBitField() {
    let outcome = runScenario(
      """
      #define TABBAR_HEIGHT 40
      extern NSTimeInterval const kDuration;
      @interface Panel : UIViewController {
          unsigned int isOpen : 1;
      }
      @end
      @implementation Panel
      - (void)viewDidLoad {
          [super viewDidLoad];
          NSDictionary *metrics = @{@"height": @TABBAR_HEIGHT};
          isOpen = 1;
          NSLog(@"%@ %.1f %d", metrics[@"height"], kDuration, isOpen);
      }
      @end
      NSTimeInterval const kDuration = 0.5f;
      """, .objc, ["self=Panel"])
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.contains("print       40 0.5 1\n"))
  }
}

/// The app's own code the excerpt leaves out (brief 30 item 4): an `extern` constant defined in
/// another file of the project is named as missing, once, where it is first used.
@Suite struct UndefinedExternTests {
  @Test func anExternConstantTheSnippetNeverDefinesIsNamed() {
    let source = """
      extern NSString *const kPanelTitle;
      extern NSTimeInterval const kUnused;
      self.title = kPanelTitle;
      NSLog(@"%@", kPanelTitle);
      """
    let outcome = runScenario(source, .objc)
    #expect(outcome.diagnostics.map(\.id) == [.scenarioUndeclared])
    #expect(
      outcome.diagnostics.first?.message
        == "`kPanelTitle` is declared `extern` (`NSString`) and defined in another file of the "
        + "project, not in this snippet")
    #expect(outcome.diagnostics.first?.line == 3)
    let program = try? ObjCParser.parse(source)
    #expect(
      program?.undefinedExterns.map { "\($0.name) \($0.type) \($0.firstUse.line)" }
        == ["kPanelTitle NSString 3"])
  }
}

/// The Objective-C Programming Language, "Property Implementation Directives":
/// `@synthesize leftViewController = _left;` makes `_left` the property's storage, so the ivar
/// and the property are one value (sweep 29 pool o03).
@Suite struct SynthesizeStorageTests {
  @Test func anInstanceVariableNamedBySynthesizeIsThePropertysStorage() {
    let outcome = runScenario(
      """
      @interface Drawer : UIViewController
      @property (nonatomic, strong) UIViewController *leftViewController;
      @end
      @implementation Drawer
      @synthesize leftViewController = _left;
      - (void)viewDidLoad {
          [super viewDidLoad];
          _left = [[UIViewController alloc] init];
          NSLog(@"%d", self.leftViewController == _left && _left != nil);
      }
      @end
      """, .objc, ["self=Drawer"])
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.contains("print       1\n"))
  }
}
