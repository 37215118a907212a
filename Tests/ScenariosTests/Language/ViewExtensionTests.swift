import Testing

@testable import Scenarios

/// The app's own members of UIKit's view classes (issue 26, item 3: "`extension UIView`
/// helpers"): categories and extensions add methods to the class (The Objective-C Programming
/// Language, "Categories and Extensions"; The Swift Programming Language, "Extensions"), so
/// every view runs them with itself as `self`.
@Suite struct ViewExtensionTests {
  private func prints(_ outcome: ScenarioOutcome) -> [String] {
    outcome.traceText.split(separator: "\n").filter { $0.hasPrefix("print") }
      .map { $0.dropFirst("print".count).trimmingCharacters(in: .whitespaces) }
  }

  /// A `UIView (Frame)` category's getter and setter through dot syntax (`v.height`,
  /// `v.height = 5` sends `setHeight:`), and a category method sent as a message.
  @Test func objectiveCCategoryOfUIView() {
    let outcome = runScenario(
      """
      @implementation UIView (Frame)
      - (CGFloat)height { return self.frame.size.height; }
      - (void)setHeight:(CGFloat)height {
        CGRect frame = self.frame;
        frame.size.height = height;
        self.frame = frame;
      }
      - (void)addInto:(UIView *)parent { [parent addSubview:self]; }
      @end
      @implementation ContainerViewController
      - (void)viewDidLoad {
        [super viewDidLoad];
        UIView *box = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 10, 20)];
        NSLog(@"%g", box.height);
        box.height = 5;
        NSLog(@"%g", box.frame.size.height);
        [box addInto:self.view];
      }
      @end
      """, .objc)
    #expect(outcome.diagnostics == [])
    #expect(prints(outcome) == ["20", "5"])
    #expect(outcome.traceText.contains("addSubview:box]"))
  }

  /// `extension UIView { func pinToSuperview() }` and a computed property, on any view.
  @Test func swiftExtensionOfUIView() {
    let outcome = runScenario(
      """
      extension UIView {
        var width: CGFloat { frame.size.width }
        func embed(in parent: UIView) {
          parent.addSubview(self)
        }
      }
      class ContainerViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let child = UIViewController()
          addChild(child)
          child.view.frame = CGRect(x: 0, y: 0, width: 30, height: 40)
          child.view.embed(in: view)
          child.didMove(toParent: self)
          print(Int(child.view.width))
        }
      }
      """, .swift)
    #expect(outcome.diagnostics == [])
    #expect(prints(outcome) == ["30"])
    #expect(outcome.traceText.contains("view.addSubview(child.view)"))
  }
}

/// A member of the project's own view category that the excerpt leaves out (issue 26,
/// item 4; round-28 sweep o13, `self.view.height` of a `UIView+Frame` category).
@Suite struct ViewCategoryStandInTests {
  /// No UIKit view class declares `height` (CGRect's `height` is not a view's), so it is
  /// the snippet's own, undeclared, never "the modelled UIKit API"; the fix-it declares a
  /// stand-in category whose geometry getter reads 0, and after it the code runs.
  @Test func undeclaredViewCategoryMemberGetsAStandInCategory() {
    let source = """
      @implementation ContainerViewController
      - (void)viewDidLoad {
        [super viewDidLoad];
        UIViewController *side = [[UIViewController alloc] init];
        [self addChildViewController:side];
        side.view.frame = CGRectMake(0, 0, 100, self.view.height);
        [self.view addSubview:side.view];
        [side didMoveToParentViewController:self];
      }
      @end
      """
    let outcome = runScenario(source, .objc)
    #expect(outcome.diagnostics.map(\.id) == [.scenarioUndeclared])
    #expect(outcome.diagnostics.allSatisfy { !$0.message.contains("modelled UIKit API") })
    let standIn =
      "@implementation UIView (StandIns)\n- (CGFloat)height { return 0; }\n"
      + "- (void)setHeight:(CGFloat)value {}\n@end"
    #expect(outcome.diagnostics.first?.fixIts == [.prelude(standIn)])
    let fixed = runScenario(standIn + "\n" + source, .objc)
    #expect(fixed.diagnostics == [])
    #expect(fixed.traceText.contains("[side didMoveToParentViewController:self]"))
  }
}
