import Testing

@testable import Scenarios

/// Storyboard stand-ins: outlets connected before `viewDidLoad`, identifiers instantiate the
/// declared class, controllers made in code have no storyboard (FIDELITY-SURFACE.md S1–S4).
@Suite struct StoryboardTests {
  @Test func outletIsASubviewBeforeViewDidLoadAndIdentifiersMakeTheDeclaredClass() {
    let source = """
      @IBOutlet weak var containerView: UIView!

      override func viewDidLoad() {
        super.viewDidLoad()
        print(containerView.superview == view)
        let detail = storyboard?.instantiateViewController(withIdentifier: "Detail") as! DetailViewController
        addChild(detail)
        detail.view.frame = containerView.bounds
        containerView.addSubview(detail.view)
        detail.didMove(toParent: self)
        print(detail, DetailViewController().storyboard == nil)
      }
      """
    let outcome = runScenario(source, .swift, ["storyboard=Detail:DetailViewController"])
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText == """
        manual  window.rootViewController = self
        auto      self.loadView()
        auto      self.viewDidLoad()
        print       true
        manual      self.addChild(detail)
        auto          detail.willMove(toParent: self)
        manual      detail.view
        auto          detail.loadView()
        auto          detail.viewDidLoad()
        manual      containerView.addSubview(detail.view)
        manual      detail.didMove(toParent: self)
        print       <DetailViewController: detail> true
        manual  window.makeKeyAndVisible()
        auto      self.viewWillAppear(false)
        auto      detail.viewWillAppear(false)
        turn
        auto      self.viewDidAppear(false)
        auto      detail.viewDidAppear(false)

        """)
  }

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

  @Test func storyboardAttributeIsParsed() {
    let (attributes, problems) = ScenarioAttributes.parse([
      "storyboard=Detail:DetailVC,Menu", "storyboard=:X",
    ])
    #expect(attributes.storyboard == ["Detail": "DetailVC", "Menu": "Menu"])
    #expect(problems == ["storyboard entry `:X`: write IDENTIFIER or IDENTIFIER:ClassName"])
  }
}
