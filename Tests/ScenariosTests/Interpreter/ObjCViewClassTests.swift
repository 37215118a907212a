import Testing

@testable import Scenarios

/// A class the scenario declares as a `UIView` subclass is a view, created with `init`,
/// `initWithFrame:` or `new`, its properties kept (FIDELITY-SURFACE.md C8).
@Suite struct ObjCViewClassTests {
  // Its scenarios with their expected traces: Tests/Fixtures/Traces/interpreter/objc-view-class.md.
  @Test func aDeclaredUIViewSubclassIsAView() {
    let source = """
      @interface MMDrawerCenterContainerView : UIView
      @property (nonatomic, assign) NSInteger openSide;
      @property (nonatomic, strong) UIViewController *owner;
      @end

      @implementation MMDrawerCenterContainerView
      @end

      - (void)viewDidLoad {
          [super viewDidLoad];
          MMDrawerCenterContainerView *box = [[MMDrawerCenterContainerView alloc] initWithFrame:self.view.bounds];
          UIView *plain = [[MMDrawerCenterContainerView alloc] init];
          [box setOpenSide:2];
          NSLog(@"%@ %ld %ld %@ %@", box, (long)box.openSide, (long)[box openSide], box.owner, plain);
          box.owner = self;
          [self.view addSubview:box];
          NSLog(@"%@ %@", box.owner, box.superview);
      }
      """
    let outcome = runScenario(source, .objc)
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText.hasPrefix(
        """
        manual  window.rootViewController = self
        auto      [self loadView]
        auto      [self viewDidLoad]
        print       <MMDrawerCenterContainerView: box> 2 2 (null) <MMDrawerCenterContainerView: plain>
        manual      [self.view addSubview:box]
        print       <ParentViewController: self> <UIView: self.view>

        """))
  }

  /// A view class's methods run; an override of a method UIKit itself calls and the model
  /// does not (`drawRect:`) gets a `scenario.inert` note under the trace (issue 25, round 29:
  /// until then any method of a view class was refused), while `layoutSubviews`, which the
  /// layout pass runs since round 35 (FIDELITY A36.3), gets none.
  @Test func methodsOfAViewClassAreReportedNotSkipped() {
    let source = """
      @interface BoxView : UIView
      @end
      @implementation BoxView
      - (void)layoutSubviews {
          [super layoutSubviews];
      }
      - (void)drawRect:(CGRect)rect {
          [super drawRect:rect];
      }
      @end
      - (void)viewDidLoad {
          [super viewDidLoad];
      }
      """
    let outcome = runScenario(source, .objc)
    #expect(diagnosticSummary(outcome) == ["7:1 scenario.inert"])
    #expect(outcome.diagnostics.first?.message.contains("`drawRect:`") == true)
    #expect(outcome.diagnostics.first?.message.contains("layoutSubviews") == false)
  }

  @Test func aViewClassIsNotCreatedAsAController() {
    let outcome = runScenario(
      """
      @interface BoxView : UIView
      @end
      @implementation BoxView
      @end
      BoxView *box = [[BoxView alloc] initWithNibName:nil bundle:nil];
      """, .objc)
    #expect(diagnosticSummary(outcome) == ["5:33 scenario.unknown-member"])
  }

  @Test func aSwiftUIViewSubclassIsAViewToo() {
    let outcome = runScenario(
      """
      class BoxView: UIView {
      }
      let box = BoxView(frame: .zero)
      view.addSubview(box)
      print(box)
      """, .swift)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText == "manual  self.view.addSubview(box)\nprint   <BoxView: box>\n")
    let withValue = runScenario(
      "class BoxView: UIView {\n  var n = 1\n}\nlet box = BoxView()\nprint(box.n)", .swift)
    #expect(withValue.diagnostics == [])
    #expect(withValue.traceText == "print   1\n")
  }
}
