import Testing

@testable import Scenarios

/// What the excerpt leaves out is named, not blamed on the model (issue 26, item 4): a
/// member neither the snippet nor UIKit declares (the header's `scrollView` outlet, a
/// category's method) is `scenario.undeclared`, "not declared in this snippet", never "has no
/// member … in the modelled UIKit API".
@Suite struct UndeclaredMemberTests {
  /// Checked before anything runs, in both languages.
  @Test func anUndeclaredMemberOfSelfIsNamedBeforeRunning() {
    let swift = runScenario("func go() { self.tabStripModel.reloadPages() }\n", .swift, ["run=go"])
    #expect(swift.events.isEmpty)
    #expect(
      swift.diagnostics.map { "\($0.id) \($0.message)" } == [
        "scenario.undeclared `tabStripModel` is not declared in this snippet: `self` has no such "
          + "member, and UIKit declares none"
      ])
    let objc = runScenario(
      "- (void)go {\n    [self.view transitionedViewControllerInContainer:self.view];\n}\n",
      .objc, ["run=go"])
    #expect(objc.diagnostics.map(\.id.rawValue) == ["scenario.undeclared"])
    #expect(
      objc.diagnostics.first?.message.hasPrefix(
        "`transitionedViewControllerInContainer:` is not declared in this snippet") == true)
  }

  /// A member of a UIKit type found only when the code runs (a property of the snippet's own
  /// controller class that its header declares) is reported the same way.
  @Test func anUndeclaredPropertyOfAControllerFoundWhileRunning() {
    let outcome = runScenario(
      """
      @implementation MainController
      - (void)viewDidLoad {
          [super viewDidLoad];
          self.scrollView.pagingEnabled = YES;
      }
      @end
      """, .objc)
    #expect(outcome.diagnostics.map(\.id.rawValue) == ["scenario.undeclared"])
    let message = outcome.diagnostics.first?.message ?? ""
    #expect(message.hasPrefix("`scrollView` is not declared in this snippet"))
    #expect(!message.contains("modelled UIKit API"))
  }

  /// A view extension's helper the excerpt lacks, on a typed receiver.
  @Test func anExtensionHelperOnAViewIsUndeclared() {
    let outcome = runScenario("view.pinToEdges()\n", .swift)
    #expect(
      outcome.diagnostics.map { "\($0.id) \($0.message)" } == [
        "scenario.undeclared `pinToEdges()` is not declared in this snippet: `UIView` has no such "
          + "member, and UIKit declares none"
      ])
  }

  /// An object of the project's own class (declared or a stand-in) takes its "did you mean"
  /// from its class only: `menuTitle` on an `NSObject` subclass is not a typo of a button's
  /// `setTitle(_:for:)` or of any other UIKit class's member, but the class's member the
  /// excerpt leaves out; a near name the class itself declares (`itemNme`) is a typo of it.
  /// Checked before the run where the code says the class, and when it runs otherwise.
  @Test func aProjectObjectsHintComesFromItsOwnClass() {
    let typed = runScenario(
      """
      class MenuEntry: NSObject {
          var itemName = "Home"
      }
      class Root: UIViewController {
          func go() {
              let entry = MenuEntry()
              title = entry.menuTitle
              title = entry.itemNme
          }
      }
      """, .swift, ["self=Root", "run=go"])
    #expect(
      typed.diagnostics.map { "\($0.id) \($0.message) \($0.hint?.prefix(16) ?? "")" } == [
        "scenario.undeclared `menuTitle` is not declared in this snippet: `MenuEntry` has no "
          + "such member, and UIKit declares none it is the projec",
        "scenario.unknown-member `entry` has no member `itemNme` did you mean `it",
      ])
    let untyped = runScenario(
      """
      class MenuEntry: NSObject {
          var itemName = "Home"
      }
      class Root: UIViewController {
          var entries: [Any] = []
          func go() {
              entries = [MenuEntry()]
              let entry = entries[0] as AnyObject
              title = entry.menuTitle
          }
      }
      """, .swift, ["self=Root", "run=go"])
    #expect(untyped.diagnostics.map(\.id.rawValue) == ["scenario.undeclared"])
    #expect(untyped.diagnostics.allSatisfy { $0.hint?.contains("did you mean") != true })
  }

  /// A member that only other view classes have (`delegate` is a scroll view's), sent to a
  /// plain view the code holds untyped: the view's own class has no such member, said of that
  /// class, never "in the modelled UIKit API".
  @Test func aMemberOfOtherViewClassesOnAPlainViewIsItsClasssGap() {
    let outcome = runScenario(
      "- (void)go {\n    id bar = [[UIView alloc] init];\n    [bar setDelegate:self];\n}\n",
      .objc, ["run=go"])
    #expect(outcome.diagnostics.map(\.id.rawValue) == ["scenario.unknown-member"])
    let message = outcome.diagnostics.first?.message ?? ""
    #expect(message.hasPrefix("`UIView` has no member"), "\(message)")
    #expect(!message.contains("modelled UIKit API"))
  }

  /// A close UIKit name makes it a typo: still `scenario.unknown-member`, with "did you
  /// mean", and no word of the model.
  @Test func aTypoOfAUIKitMemberSuggestsIt() {
    let outcome = runScenario("view.addSubView(UIView())\n", .swift)
    #expect(outcome.diagnostics.map(\.id.rawValue) == ["scenario.unknown-member"])
    #expect(outcome.diagnostics.first?.message == "`UIView` has no member `addSubView(_:)`")
    #expect(outcome.diagnostics.first?.hint == "did you mean `addSubview(_:)`?")
  }

  /// A member the stand-in of an undeclared type will declare is part of that one report.
  @Test func aStandInMemberIsNotReportedTwice() {
    let outcome = runScenario(
      """
      let sheet = BottomSheetViewController(frame: view.frame)
      addChild(sheet)
      sheet.displayOnDefaultPosition()
      """, .swift)
    #expect(diagnosticSummary(outcome) == ["1:13 scenario.undeclared"])
  }

  /// A property of the snippet's own Objective-C class that its header declares (an outlet)
  /// gets a fix-it that declares it in the hidden prelude as the header does: a scroll view
  /// when the code sends it a scroll view's members.
  @Test func aHeaderOutletOfTheSnippetsClassGetsItsDeclaration() {
    let outcome = runScenario(
      """
      @implementation MainController
      - (void)viewDidLoad {
          [super viewDidLoad];
          self.scrollView.pagingEnabled = YES;
          [self.scrollView addSubview:[[UIView alloc] init]];
      }
      @end
      """, .objc)
    #expect(outcome.diagnostics.map(\.id.rawValue) == ["scenario.undeclared"])
    #expect(
      outcome.diagnostics.first?.fixIts == [
        .prelude(
          "@interface MainController ()\n"
            + "@property (nonatomic, weak) IBOutlet UIScrollView *scrollView;\n@end")
      ])
    let declared = runScenario(
      """
      @interface MainController ()
      @property (nonatomic, weak) IBOutlet UIScrollView *scrollView;
      @end
      @implementation MainController
      - (void)viewDidLoad {
          [super viewDidLoad];
          self.scrollView.pagingEnabled = YES;
          NSLog(@"%@", self.scrollView.pagingEnabled ? @"paging" : @"not");
      }
      @end
      """, .objc)
    #expect(declared.diagnostics.filter { $0.severity == .error } == [])
    #expect(declared.traceText.contains("print       paging\n"))
  }
}
