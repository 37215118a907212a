import Testing

@testable import Scenarios

/// Classes of refusal the round-28 sweep found on real container files, fixed in general:
/// each case is real UIKit that can change neither containment nor the scenario's code, so it
/// runs (inert, with its note) instead of being refused.
@Suite struct SweepRefusalClassesTests {
  /// The orientation macros (UIApplication.h, UIDevice.h) are known, inert `BOOL`s.
  @Test func orientationMacrosAreInert() {
    let outcome = runScenario(
      """
      BOOL portrait = UIInterfaceOrientationIsPortrait(UIInterfaceOrientationPortrait);
      BOOL flat = UIDeviceOrientationIsFlat(UIDeviceOrientationFaceUp);
      NSLog(@"%d %d", portrait, flat);
      """, .objc)
    #expect(!outcome.diagnostics.contains { $0.severity == .error })
    #expect(outcome.diagnostics.contains { $0.id == .scenarioInert })
  }

  /// An accessibility notification goes to assistive technology, never to an observer: the
  /// function and its constant are inert, one note each and no cascade.
  @Test func accessibilityNotificationsAreInert() {
    let outcome = runScenario(
      "UIAccessibilityPostNotification(UIAccessibilityScreenChangedNotification, nil);", .objc)
    #expect(!outcome.diagnostics.contains { $0.severity == .error })
    #expect(outcome.diagnostics.map(\.id).allSatisfy { $0 == .scenarioInert })
  }

  /// Every case of `UIButton.ButtonType` the surface has makes a button, the deprecated
  /// `UIButtonTypeRoundedRect` included.
  @Test func everyRealButtonTypeMakesAButton() {
    let objc = runScenario(
      """
      UIButton *button = [UIButton buttonWithType:UIButtonTypeRoundedRect];
      [self.view addSubview:button];
      NSLog(@"%d", button.superview == self.view);
      """, .objc)
    #expect(objc.diagnostics == [])
    #expect(objc.traceText.hasSuffix("print   1\n"))
    let swift = runScenario(
      "let b = UIButton(type: .roundedRect)\nprint(b.superview == nil)", .swift)
    #expect(swift.diagnostics == [])
  }

  /// A `UITableViewController` (or collection view controller) subclass is a view controller
  /// like any other as a child; only its own API, its table, is the named area.
  @Test func aTableViewControllerSubclassIsAChildLikeAnyOther() {
    let outcome = runScenario(
      """
      class ListViewController: UITableViewController {}
      let list = ListViewController()
      addChild(list)
      view.addSubview(list.view)
      list.didMove(toParent: self)
      """, .swift)
    #expect(!outcome.diagnostics.contains { $0.severity == .error })
    #expect(outcome.traceText.contains("manual  list.didMove(toParent: self)"))
    // FIDELITY A35: its table is modelled (off screen, `reloadData()` asks nothing); what
    // scrolls it is still refused with the area's name.
    let reload = runScenario(
      """
      class ListViewController: UITableViewController {}
      let list = ListViewController()
      list.tableView.reloadData()
      """, .swift)
    #expect(!reload.diagnostics.contains { $0.severity == .error })
    #expect(reload.traceText.contains("manual  list.tableView.reloadData()\n"))
    let table = runScenario(
      """
      class ListViewController: UITableViewController {}
      let list = ListViewController()
      list.tableView.scrollToNearestSelectedRow(at: .top, animated: false)
      """, .swift)
    #expect(table.diagnostics.first?.id == .scenarioNotModelled)
    #expect(table.diagnostics.first?.message.contains("(table views)") == true)
  }

  /// `instantiateInitialViewController()` is S4's instantiation of the initial scene
  /// (`storyboard=Initial:CLASS`), not "not modelled".
  @Test func theInitialControllerIsInstantiatedAsS4Says() {
    let outcome = runScenario(
      """
      class DetailViewController: UIViewController {}
      let detail = storyboard!.instantiateInitialViewController() as! DetailViewController
      print(detail.storyboard != nil)
      """, .swift, ["storyboard=Initial:DetailViewController"])
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.hasSuffix("print   true\n"))
  }

  /// An override of `loadView` that calls `super.loadView()` loads the scene's nib: its
  /// outlets are connected before `viewDidLoad` (S1).
  @Test func aLoadViewOverrideCallingSuperHasItsOutlets() {
    let outcome = runScenario(
      """
      @IBOutlet weak var stack: UIStackView!
      override func loadView() {
        super.loadView()
      }
      override func viewDidLoad() {
        super.viewDidLoad()
        print(stack != nil)
      }
      """, .swift)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.contains("auto      self.viewDidLoad()\nprint       true\n"))
  }

  /// A project class sent `setTabBarItem:` and `setDelegate:` is a plain view controller with a
  /// delegate of its own, not a navigation controller (sweep26 set2 o04): a delegate decides
  /// no superclass.
  @Test func aDelegateDoesNotMakeAStandInAContainer() {
    let outcome = runScenario(
      """
      YellowViewController *first = [[YellowViewController alloc] init];
      [first setTabBarItem:[[UITabBarItem alloc] initWithTitle:@"Yellow" image:nil tag:0]];
      [first setDelegate:self];
      """, .objc)
    #expect(outcome.diagnostics.first?.id == .scenarioUndeclared)
    #expect(
      outcome.diagnostics.first?.hint?.hasSuffix(
        "a `UIViewController` subclass (it is sent `setTabBarItem:`) with empty `setDelegate:`")
        == true)
  }
}
