import Testing

@testable import Scenarios

/// Real UIKit the model leaves out is "not modelled", named with its area; a typo is an
/// unknown member. The two never read alike (issue 10 item 10).
@Suite struct NotModelledTests {
  @Test(arguments: [
    // Alerts are modelled (FIDELITY A43); a popover presentation controller is not.
    (
      "let popover = UIPopoverPresentationController(presentedViewController: self, "
        + "presenting: nil)", "UIPopoverPresentationController", "presentation"
    ),
    ("let search = UISearchController()", "UISearchController", "search"),
    // `Timer` and display links are modelled (FIDELITY A39, A42); operation queues are not.
    ("let op = BlockOperation(block: {})", "BlockOperation", "timers and deferred calls"),
    // Tables and collection views are modelled (FIDELITY A35); what scrolls them is not.
    (
      "let table = UITableView()\ntable.scrollToNearestSelectedRow(at: .top, animated: false)",
      "scrollToNearestSelectedRow(at:animated:)", "table views"
    ),
    // The code's own presentation controllers are modelled (FIDELITY A44).
    (
      "let field = UITextField()\nfield.delegate = nil", "delegate",
      "delegates and data sources"
    ),
  ])
  func notModelledNamesTheArea(_ source: String, _ name: String, _ area: String) {
    let outcome = runScenario(source, .swift)
    #expect(outcome.diagnostics.first?.id == .scenarioNotModelled)
    #expect(
      outcome.diagnostics.first?.message
        == "`\(name)` is real UIKit API that the model does not cover (\(area))")
    #expect(outcome.events.isEmpty)
  }

  /// Cosmetic UIKit beside the containment is real UIKit kept inert, one `scenario.inert` note
  /// per name listed under the trace (FIDELITY-SURFACE.md V13): the trace is the containment's
  /// alone, and an inert value passed to a modelled call is still a type error.
  @Test func cosmeticUIKitIsInertWithANote() {
    let outcome = runScenario(
      """
      let child = UIViewController()
      navigationItem.title = "Home"
      navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
      let label = UILabel()
      label.font = UIFont.systemFont(ofSize: 17, weight: .bold)
      label.font = .systemFont(ofSize: 12)
      view.layer.borderWidth = 1
      addChild(child)
      view.addSubview(child.view)
      child.didMove(toParent: self)
      """, .swift)
    #expect(outcome.succeeded)
    #expect(
      diagnosticSummary(outcome) == [
        "3:75 scenario.inert", "3:37 scenario.inert", "3:16 scenario.inert", "5:21 scenario.inert",
        "5:7 scenario.inert", "6:14 scenario.inert", "7:12 scenario.inert",
      ])
    // `.plain` is read first: it sets the item's `style` (an initializer label naming a
    // property, FIDELITY-SURFACE C36).
    let inert =
      " is real UIKit that the model keeps inert: its values are kept, nothing it does is traced "
      + "or verified"
    let firstThree: [String] = ["`.plain`", "`UIBarButtonItem`", "`rightBarButtonItem`"].map {
      $0 + inert
    }
    #expect(Array(outcome.diagnostics.map(\.message).prefix(3)) == firstThree)
    #expect(outcome.diagnostics.allSatisfy { $0.severity == .note })
    #expect(outcome.traceText.contains("manual  child.didMove(toParent: self)"))
    let misuse = runScenario(
      "let item = UIBarButtonItem(title: \"A\", style: .plain, target: nil, action: nil)\n"
        + "view.addSubview(item)", .swift)
    #expect(
      misuse.diagnostics.map(\.id) == [.scenarioTypeMismatch, .scenarioInert, .scenarioInert])
    let objc = runScenario(
      """
      self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithTitle:@"Edit" style:UIBarButtonItemStylePlain target:self action:nil];
      UISegmentedControl *seg = [[UISegmentedControl alloc] initWithItems:@[@"A", @"B"]];
      seg.segmentedControlStyle = UISegmentedControlStyleBar;
      [seg setApportionsSegmentWidthsByContent:YES];
      NSLog(@"%ld", (long)seg.numberOfSegments);
      """, .objc)
    #expect(objc.succeeded)
    #expect(objc.traceText == "print   2\n")
    #expect(
      objc.diagnostics.map(\.id) == Array(repeating: .scenarioInert, count: 5)
        && objc.diagnostics.map(\.line) == [1, 1, 3, 3, 4])
  }

  /// Gestures never fire (their members are inert where an action reads them; their target and
  /// action are only ever sent by a touch); the
  /// application's notifications keep their real names, so `run=post:` reaches observers.
  @Test func gesturesAndApplicationNotifications() {
    let outcome = runScenario(
      """
      override func viewDidLoad() {
        super.viewDidLoad()
        view.addGestureRecognizer(UISwipeGestureRecognizer(target: self, action: #selector(swiped(_:))))
        NotificationCenter.default.addObserver(self, selector: #selector(foreground), name: UIApplication.willEnterForegroundNotification, object: nil)
        let icon = UIImage(systemName: "star")
        print(icon!)
      }
      @objc func swiped(_ sender: UISwipeGestureRecognizer) {
        if sender.state == .ended { print("swiped") }
      }
      @objc func foreground() { print("back") }
      """, .swift, ["run=post:UIApplicationWillEnterForegroundNotification"])
    #expect(outcome.succeeded)
    #expect(outcome.traceText.contains("print       <UIImage: star>"))
    #expect(outcome.traceText.contains("print     back"))
    #expect(!outcome.traceText.contains("swiped"))
  }

  /// A navigation item keeps its title (FIDELITY.md A10.8); its bar buttons are ignored.
  @Test func aNavigationItemKeepsItsTitle() {
    let outcome = runScenario(
      """
      navigationItem.title = "Home"
      navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
      print(navigationItem.title ?? "none", navigationItem)
      """, .swift)
    #expect(outcome.traceText == "print   Home <UINavigationItem: Home>\n")
    // `.plain` sets the item's `style` (an initializer label naming a property, C36): read, and
    // noted inert as every real name is.
    #expect(
      diagnosticSummary(outcome) == [
        "2:75 scenario.inert", "2:37 scenario.inert", "2:16 scenario.inert",
      ])
  }

  /// The scenario's own `font` is its own, in either language: nothing ignored, no warning.
  @Test func ownMembersNamedLikeIgnoredOnesAreTheirOwn() {
    let swift = runScenario(
      "var font = \"Menlo\"\nfunc go() {\n  self.font = \"Courier\"\n  print(font)\n}", .swift,
      ["run=go"])
    #expect(swift.diagnostics == [])
    #expect(swift.traceText.hasSuffix("print   Courier\n"))
    let objc = runScenario(
      """
      @interface ParentViewController ()
      @property (nonatomic, copy) NSString *font;
      @end
      @implementation ParentViewController
      - (void)go {
        self.font = @"Courier";
        NSLog(@"%@", self.font);
      }
      @end
      """, .objc, ["run=go"])
    #expect(objc.diagnostics == [])
    #expect(objc.traceText.hasSuffix("print   Courier\n"))
  }

  /// `UIScreen.main` is modelled (FIDELITY-SURFACE V12): its bounds are the window's.
  @Test func theScreenIsTheWindowsSize() {
    let swift = runScenario("print(UIScreen.main.bounds == view.window!.bounds)", .swift)
    #expect(swift.diagnostics == [])
    #expect(swift.traceText.contains("print   true"))
    let objc = runScenario(
      "NSLog(@\"%@\", NSStringFromCGRect([[UIScreen mainScreen] bounds]));", .objc)
    #expect(objc.diagnostics == [])
    // docs/FIDELITY.md B81: a phone's screen, which the window fills.
    #expect(objc.traceText.contains("print   {{0, 0}, {390, 844}}"))
  }

  @Test func anOperationIsNotATypo() {
    let outcome = runScenario(
      """
      let child = UIViewController()
      addChild(child)
      let op = BlockOperation(block: {})
      """, .swift)
    #expect(diagnosticSummary(outcome) == ["3:10 scenario.not-modelled"])
    #expect(outcome.diagnostics.allSatisfy { !$0.message.contains("has no member") })
  }

  @Test func aTypoIsStillAnUnknownMember() {
    let outcome = runScenario("let c = UIViewController()\nc.removeFromParnet()", .swift)
    #expect(diagnosticSummary(outcome) == ["2:3 scenario.unknown-member"])
    #expect(outcome.diagnostics.first?.hint == "did you mean `removeFromParent()`?")
  }
}
