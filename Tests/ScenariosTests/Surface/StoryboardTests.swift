import Containment
import Testing

@testable import Scenarios

/// Storyboard stand-ins: outlets connected before `viewDidLoad`, identifiers instantiate the
/// declared class, controllers made in code have no storyboard (FIDELITY-SURFACE.md S1–S4).
@Suite struct StoryboardTests {
  // Its scenarios with their expected traces: Tests/Fixtures/Traces/surface/storyboard.md.

  @Test func objectiveCOutletAndAnIdentifierThatNamesItsClass() {
    let source = """
      @interface ParentViewController ()
      @property (weak, nonatomic) IBOutlet UIView *containerView;
      @end

      @implementation ParentViewController
      - (void)viewDidLoad {
        [super viewDidLoad];
        UIViewController *menu = [self.storyboard instantiateViewControllerWithIdentifier:@"MenuViewController"];
        [self addChildViewController:menu];
        [self.containerView addSubview:menu.view];
        [menu didMoveToParentViewController:self];
        NSLog(@"%@", menu);
      }
      @end
      """
    let outcome = runScenario(source, .objc)
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText.hasPrefix(
        """
        manual  window.rootViewController = self
        auto      [self loadView]
        auto      [self viewDidLoad]
        manual      [self addChildViewController:menu]
        auto          [menu willMoveToParentViewController:self]
        manual      menu.view
        auto          [menu loadView]
        auto          [menu viewDidLoad]
        manual      [containerView addSubview:menu.view]
        manual      [menu didMoveToParentViewController:self]
        print       <MenuViewController: menu>

        """))
  }

  /// S6: an action is connected only where one control can send it; two buttons and an
  /// `Any` sender leave it unconnected, as does a sender class with no outlet.
  @Test func actionsConnectOnlyWhereOneControlCanSendThem() {
    let source = """
      @IBOutlet weak var left: UIButton!
      @IBOutlet weak var right: UIButton!
      @IBOutlet weak var segments: UISegmentedControl!

      @IBAction func either(_ sender: Any) { print("either") }
      @IBAction func switched(_ sender: UISegmentedControl) { print("switched") }
      @IBAction func slid(_ sender: UISlider) { print("slid") }
      """
    let outcome = runScenario(source, .swift, ["run=tap:left,tap:right,select:segments:1"])
    #expect(outcome.diagnostics == [])
    let prints = outcome.traceText.split(separator: "\n").filter { $0.hasPrefix("print") }
    #expect(prints.map { $0.split(separator: " ").last.map(String.init) } == ["switched"])
  }

  /// S5: an outlet collection is an empty array, an outlet constraint a constraint whose
  /// constant can be set, a segmented control has Interface Builder's two segments.
  @Test func collectionsConstraintsAndSegmentsAsInterfaceBuilderMakesThem() {
    let source = """
      @IBOutlet var tabs: [UIButton]!
      @IBOutlet weak var menuWidth: NSLayoutConstraint!
      @IBOutlet weak var segments: UISegmentedControl!

      override func viewDidLoad() {
        super.viewDidLoad()
        menuWidth.constant = 240
        print(tabs.count, menuWidth.constant, menuWidth.isActive)
        print(segments.numberOfSegments, segments.selectedSegmentIndex, segments.titleForSegment(at: 1) ?? "")
      }
      """
    let outcome = runScenario(source, .swift)
    #expect(outcome.diagnostics == [])
    let prints = outcome.traceText.split(separator: "\n").filter { $0.hasPrefix("print") }
    #expect(
      prints.map { $0.split(separator: " ", omittingEmptySubsequences: true).dropFirst() } == [
        ["0", "240.0", "true"], ["2", "0", "Second"],
      ])
  }

  @Test func objectiveCActionsAndCollectionsAreScanned() throws {
    let tokens = try Lexer.tokenize(
      """
      @interface Tabs ()
      @property (strong, nonatomic) IBOutletCollection(UIButton) NSArray *tabs;
      @end
      @implementation Tabs
      - (IBAction)tabTapped:(UIButton *)sender {
      }
      @end
      """)
    let (outlets, actions) = OutletScanner.scene(in: tokens)
    #expect(
      outlets == [.init(owner: "Tabs", name: "tabs", viewClass: "UIButton", isCollection: true)])
    #expect(actions == [.init(owner: "Tabs", name: "tabTapped")])
  }

  /// iOS 13's spelling makes the same controller; a creator block is reported, not ignored.
  @Test func identifierSpellingOfIOS13() {
    let made = runScenario(
      """
      let child = storyboard!.instantiateViewController(identifier: "Detail")
      print(child)
      """, .swift, ["storyboard=Detail:DetailViewController"])
    #expect(made.diagnostics == [])
    #expect(made.traceText.contains("print   <DetailViewController: child>"))
    // S7: a creator block that returns nil leaves the instantiation to the storyboard.
    let creator = runScenario(
      """
      UIViewController *made = [self.storyboard instantiateViewControllerWithIdentifier:@"Detail" creator:^UIViewController *(NSCoder *coder) {
        return nil;
      }];
      NSLog(@"%@", made);
      """, .objc, ["storyboard=Detail:DetailViewController"])
    #expect(creator.diagnostics == [])
    #expect(creator.traceText.contains("print   <DetailViewController: made>"))
  }

  @Test func storyboardAttributeIsParsed() {
    let (attributes, problems) = ScenarioAttributes.parse([
      "storyboard=Detail:DetailVC,Menu", "storyboard=:X",
    ])
    #expect(attributes.storyboard == ["Detail": "DetailVC", "Menu": "Menu"])
    #expect(problems == ["storyboard entry `:X`: write IDENTIFIER or IDENTIFIER:ClassName"])
  }
}
