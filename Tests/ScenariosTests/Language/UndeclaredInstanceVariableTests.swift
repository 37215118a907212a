import Testing

@testable import Scenarios

/// `_name` read in an Objective-C method whose header (left out of the excerpt) declares the
/// property `name` (issue 26, item 4: "what the excerpt leaves out is named, not guessed").
@Suite struct UndeclaredInstanceVariableTests {
  /// clang synthesizes the instance variable `_name` for `@property … name` (The Objective-C
  /// Programming Language, "Declared Properties"); an excerpt without the header reads an
  /// ivar nothing declares. It is reported once, as undeclared, with a fix-it that declares
  /// the property, typed by its use (`addChildViewController:` takes a controller).
  @Test func synthesizedIvarOfALeftOutHeaderIsUndeclaredWithAStandIn() {
    let outcome = runScenario(
      """
      @implementation ContainerViewController
      - (void)viewDidLoad {
        [super viewDidLoad];
        [self addChildViewController:_contentController];
        [self.view addSubview:_contentController.view];
        [_contentController didMoveToParentViewController:self];
        [self.view addSubview:_badge];
      }
      @end
      """, .objc)
    #expect(
      diagnosticSummary(outcome) == [
        "4:32 scenario.undeclared", "7:25 scenario.undeclared",
      ])
    #expect(outcome.diagnostics.allSatisfy { !$0.message.contains("modelled UIKit API") })
    #expect(outcome.diagnostics.first?.message.contains("`_contentController`") == true)
    #expect(
      outcome.diagnostics.first?.fixIts == [
        .prelude(
          "@interface ContainerViewController ()\n"
            + "@property (nonatomic, strong) UIViewController *contentController;\n@end")
      ])
    #expect(
      outcome.diagnostics.last?.fixIts == [
        .prelude(
          "@interface ContainerViewController ()\n"
            + "@property (nonatomic, strong) UIView *badge;\n@end")
      ])
  }

  /// An ivar the code assigns before reading (`_x = …`) is the code's own (an implicit
  /// instance variable), not a missing one.
  @Test func anAssignedIvarIsNotReported() {
    let outcome = runScenario(
      """
      @implementation ContainerViewController
      - (void)viewDidLoad {
        [super viewDidLoad];
        _child = [[UIViewController alloc] init];
        [self addChildViewController:_child];
        [_child didMoveToParentViewController:self];
      }
      @end
      """, .objc)
    #expect(outcome.diagnostics == [])
  }
}
