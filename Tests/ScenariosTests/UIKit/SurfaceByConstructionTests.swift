import Testing

@testable import Scenarios

/// Classes of refusal the surface coverage test (`SurfaceCoverageTests`) and the round-28
/// holdout found, each fixed for the whole surface rather than for one member: an object is
/// what its superclass chain says, a value has its declared type, and implicit `self` reaches
/// UIKit's members as `self.` does.
@Suite struct SurfaceByConstructionTests {
  /// A view of an inert UIKit class (`UIActivityIndicatorView`) is a view: added, constrained
  /// and framed like any other; its own members are inert and keep their values.
  @Test func anInertViewClassIsAView() {
    let swift = runScenario(
      """
      let spinner = UIActivityIndicatorView(style: .large)
      view.addSubview(spinner)
      spinner.translatesAutoresizingMaskIntoConstraints = false
      spinner.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
      spinner.hidesWhenStopped = false
      print(spinner.superview === view, spinner.hidesWhenStopped)
      """, .swift)
    #expect(!swift.diagnostics.contains { $0.severity == .error })
    #expect(swift.traceText == "manual  self.view.addSubview(spinner)\nprint   true false\n")
    let objc = runScenario(
      """
      UIPageControl *dots = [[UIPageControl alloc] initWithFrame:CGRectMake(0, 0, 80, 20)];
      [self.view addSubview:dots];
      NSLog(@"%g", dots.frame.size.width);
      """, .objc)
    #expect(!objc.diagnostics.contains { $0.severity == .error })
    #expect(objc.traceText == "manual  [self.view addSubview:dots]\nprint   80\n")
  }

  /// A controller of an inert UIKit class is a controller, and a child like any other.
  @Test func anInertControllerClassIsAController() {
    let outcome = runScenario(
      """
      let picker = UIImagePickerController()
      addChild(picker)
      picker.didMove(toParent: self)
      print(picker.parent === self)
      """, .swift)
    #expect(!outcome.diagnostics.contains { $0.severity == .error })
    #expect(outcome.traceText.hasSuffix("print   true\n"))
  }

  /// Objects of inert classes are themselves: each keeps its own property values.
  @Test func inertObjectsKeepTheirOwnValues() {
    let outcome = runScenario(
      """
      let a = CAShapeLayer()
      let b = CAShapeLayer()
      a.lineWidth = 3
      b.lineWidth = 5
      view.layer.addSublayer(a)
      print(a.lineWidth, b.lineWidth, a === b)
      """, .swift)
    #expect(!outcome.diagnostics.contains { $0.severity == .error })
    #expect(outcome.traceText == "print   3.0 5.0 false\n")
  }

  /// `UIColor`'s other real factories and colours are colours wherever a colour goes.
  @Test func everyRealColourIsAColour() {
    let objc = runScenario(
      """
      self.view.backgroundColor = [UIColor colorWithWhite:0 alpha:0.5];
      self.view.tintColor = [UIColor colorWithHue:0.5 saturation:1 brightness:1 alpha:1];
      self.view.backgroundColor = [UIColor systemGray2Color];
      """, .objc)
    #expect(!objc.diagnostics.contains { $0.severity == .error })
    let swift = runScenario(
      "view.backgroundColor = .systemGray2\nview.tintColor = UIColor(cgColor: UIColor.red.cgColor)",
      .swift)
    #expect(!swift.diagnostics.contains { $0.severity == .error })
  }

  /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)` and
  /// the fitting sizes are UIView's, typed `CGSize`.
  @Test func fittingSizesAreSizes() {
    let outcome = runScenario(
      """
      let size = view.systemLayoutSizeFitting(
        UIView.layoutFittingCompressedSize, withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
      print(size.width >= 0)
      """, .swift)
    #expect(!outcome.diagnostics.contains { $0.severity == .error })
    #expect(outcome.traceText == "print   true\n")
  }

  /// A transition context's keys are strings of their own types: two keys are different.
  @Test func transitionContextKeysAreTyped() {
    let objc = runScenario(
      """
      NSString *from = UITransitionContextFromViewControllerKey;
      NSLog(@"%d", [from isEqualToString:UITransitionContextToViewControllerKey]);
      """, .objc)
    #expect(!objc.diagnostics.contains { $0.severity == .error })
    #expect(objc.traceText == "print   0\n")
    let swift = runScenario(
      "let key = UITransitionContextViewControllerKey.from\nprint(key == .to)", .swift)
    #expect(!swift.diagnostics.contains { $0.severity == .error })
    #expect(swift.traceText == "print   false\n")
  }

  /// UIKit's properties through Swift's implicit `self`, set and read back, in a controller
  /// subclass (`preferredContentSize`) and in a view class's method (`backgroundColor`).
  @Test func implicitSelfReachesUIKitProperties() {
    let outcome = runScenario(
      """
      class Child: UIViewController {
        func shrink() {
          preferredContentSize = CGSize(width: 100, height: 200)
          automaticallyAdjustsScrollViewInsets = false
          print(preferredContentSize.height)
        }
      }
      Child().shrink()
      """, .swift)
    #expect(!outcome.diagnostics.contains { $0.severity == .error })
    // `preferredContentSize` is modelled (docs/FIDELITY.md A31.3): its setter is a trace line;
    // a `CGFloat` prints with its fraction.
    #expect(
      outcome.traceText
        == "manual  child.preferredContentSize = CGSize(width: 100, height: 200)\n"
        + "print   200.0\n")
  }

  /// A view class's initializer and methods run with the view as `self`: its stored
  /// properties, UIKit's members and its own methods through implicit `self`.
  @Test func aViewClassRunsItsInitializerAndMethods() {
    let swift = runScenario(
      """
      class CardView: UIView {
        var title = "card"
        let badge = UILabel()
        override init(frame: CGRect) {
          super.init(frame: frame)
          addSubview(badge)
          setUp()
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        func setUp() {
          title = "set up"
          layer.cornerRadius = 8
        }
      }
      let card = CardView()
      print(card.title, card.badge.superview === card, card.subviews.count)
      """, .swift)
    #expect(!swift.diagnostics.contains { $0.severity == .error })
    #expect(swift.traceText.hasSuffix("print   set up true 1\n"))
    let objc = runScenario(
      """
      @interface Pill : UIButton
      @property (nonatomic) NSInteger count;
      - (void)bump;
      @end
      @implementation Pill
      - (instancetype)initWithFrame:(CGRect)frame {
        self = [super initWithFrame:frame];
        if (self) { _count = 1; }
        return self;
      }
      - (void)bump { self.count = self.count + 1; }
      @end
      Pill *pill = [[Pill alloc] initWithFrame:CGRectMake(0, 0, 10, 10)];
      [pill bump];
      [self.view addSubview:pill];
      NSLog(@"%ld %d", (long)pill.count, pill.superview == self.view);
      """, .objc)
    #expect(!objc.diagnostics.contains { $0.severity == .error })
    #expect(objc.traceText == "manual  [self.view addSubview:pill]\nprint   2 1\n")
  }

  /// Constants and cases named through a real type have its type: an enum case is the
  /// same value as its implicit spelling, a header's literal case value is its number.
  @Test func constantsHaveTheirDeclaredTypes() {
    let swift = runScenario(
      """
      let mode = UIView.ContentMode.scaleAspectFit
      view.contentMode = .scaleAspectFit
      print(view.contentMode == mode)
      """, .swift)
    #expect(!swift.diagnostics.contains { $0.severity == .error })
    #expect(swift.traceText == "print   true\n")
    let objc = runScenario(
      """
      UIRectEdge edges = UIRectEdgeTop | UIRectEdgeBottom;
      NSLog(@"%d", (edges & UIRectEdgeTop) != 0);
      CGRect none = CGRectNull;
      NSString *mode = kCAFillModeForwards;
      """, .objc)
    #expect(!objc.diagnostics.contains { $0.severity == .error })
    #expect(objc.traceText == "print   1\n")
  }

  /// A second `[super viewDidLoad]` in one override reaches UIKit's implementation again: it
  /// is no message to `self`, so, like the first, it records nothing (sweep 28 U8).
  @Test func aRepeatedSuperCallIsNoCallOfSelf() {
    let outcome = runScenario(
      """
      - (void)viewDidLoad {
          [super viewDidLoad];
          [super viewDidLoad];
          NSLog(@"loaded");
      }
      """, .objc)
    #expect(outcome.diagnostics == [])
    #expect(!outcome.traceText.contains("manual      [self viewDidLoad]"))
    #expect(outcome.traceText.contains("auto      [self viewDidLoad]\nprint       loaded\n"))
  }

  /// A controller made from a named nib has its outlets when its view loads (S1), as one
  /// from the storyboard has (sweep 29 pool bucket I).
  @Test func aNibMadeControllerHasItsOutlets() {
    let outcome = runScenario(
      """
      @interface PanelViewController : UIViewController
      @property (nonatomic, weak) IBOutlet UIView *panel;
      @end
      @implementation PanelViewController
      - (void)viewDidLoad {
          [super viewDidLoad];
          NSLog(@"%d", self.panel != nil);
      }
      @end
      PanelViewController *c = [[PanelViewController alloc] initWithNibName:@"Panel" bundle:nil];
      [c view];
      """, .objc)
    #expect(!outcome.diagnostics.contains { $0.severity == .error })
    #expect(outcome.traceText.contains("auto      [c viewDidLoad]\nprint       1\n"))
  }
}
