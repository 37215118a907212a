import Testing

@testable import Scenarios

/// Declared types beyond locals and parameters: `@property` types and closure/block
/// parameter types are checked before anything runs, like every declared type (issue 10,
/// item 8), and the C integer types tutorials cast to are known.
@Suite struct DeclaredTypeReachTests {
  // Its scenarios with their expected traces: Tests/Fixtures/Traces/interpreter/declared-type-reach.md.
  @Test func aPropertyOfAnUnknownTypeIsReportedWithDidYouMean() {
    let outcome = runScenario(
      """
      @interface ParentViewController ()
      @property (nonatomic, strong) UIViewControler *first;
      @property (nonatomic, copy) NSArray<UIViewController *> *all;
      @property (nonatomic, copy) void (^onDone)(BOOL finished);
      @property (weak, nonatomic) IBOutlet UIView *containerView;
      @property (nonatomic) NSInteger index;
      @end

      - (void)go {
        self.index = 1;
      }
      """, .objc, ["run=go"])
    #expect(diagnosticSummary(outcome) == ["2:31 scenario.unknown-type"])
    #expect(outcome.diagnostics.first?.hint == "did you mean `UIViewController`?")
    #expect(outcome.traceText == "")
  }

  @Test func closureParameterTypesAreCheckedInBothLanguages() {
    let swift = runScenario(
      """
      let handler = { (child: UIViewControler, animated: Bool) in
        print(animated)
      }
      let fine = { (child: UIViewController) -> Void in print(child) }
      UIView.animate(withDuration: 0, animations: {}, completion: { (done: Bool) in print(done) })
      """, .swift)
    #expect(diagnosticSummary(swift) == ["1:25 scenario.unknown-type"])
    let objc = runScenario(
      """
      [UIView animateWithDuration:0 animations:^{} completion:^(BOOL finished) {}];
      void (^handler)(UIViewController *) = ^(UIViewControler *child) { NSLog(@"%@", child); };
      """, .objc)
    #expect(diagnosticSummary(objc) == ["2:41 scenario.unknown-type"])
  }

  /// Issue 26 item 3: an extension or category of a view class is app code the model runs
  /// (ViewExtensionTests), no longer refused.
  @Test func anExtensionOfAViewClassIsAccepted() {
    let swift = runScenario(
      """
      extension UIView {
        func pin(to other: UIView) {
          translatesAutoresizingMaskIntoConstraints = false
        }
      }
      """, .swift)
    #expect(diagnosticSummary(swift) == [])
    let objc = runScenario(
      """
      @implementation UIView (Pinning)
      - (void)pinTo:(UIView *)other {}
      @end
      """, .objc)
    #expect(diagnosticSummary(objc) == [])
  }
}
