import Testing

@testable import Scenarios

/// What an excerpt leaves out is named before anything runs (issue 26, item 4): a type the
/// snippet uses beyond a plain view controller is `scenario.undeclared`, with a stand-in for
/// the hidden prelude whose superclass comes from what the code sends it.
@Suite struct UndeclaredTypeTests {
  private func undeclared(_ outcome: ScenarioOutcome) -> [ScenarioDiagnostic] {
    outcome.diagnostics.filter { $0.id == .scenarioUndeclared }
  }

  /// The issue's case: a project's `UINavigationController` subclass, created with
  /// `initWithRootViewController:`, reported statically (no partial trace), never as a
  /// missing member "in the modelled UIKit API".
  @Test func navigationSubclassIsNamedWithItsSuperclass() {
    let outcome = runScenario(
      """
      UIViewController *root = [[UIViewController alloc] init];
      DemoNaviViewController *navi = [[DemoNaviViewController alloc] initWithRootViewController:root];
      [self addChildViewController:navi];
      """, .objc)
    let found = undeclared(outcome)
    #expect(found.count == 1)
    #expect(found.first?.message == "`DemoNaviViewController` is not declared in this snippet")
    #expect(found.first?.line == 2)
    #expect(found.first?.hint?.contains("`UINavigationController` subclass") == true)
    #expect(found.first?.fixIts.first?.isPrelude == true)
    #expect(
      found.first?.fixIts.first?.replacement == """
        @interface DemoNaviViewController : UINavigationController
        @end
        @implementation DemoNaviViewController
        @end
        """)
    #expect(outcome.events.isEmpty)
    #expect(!outcome.diagnostics.contains { $0.message.contains("modelled UIKit API") })
  }

  /// A plain `FirstViewController()` stays the implicit empty `UIViewController` subclass of
  /// DESIGN.md section 4 and runs, but never silently: a note names it, with the empty
  /// subclass as its fix-it.
  @Test func plainControllerRunsAndIsNamedByANote() {
    let outcome = runScenario(
      """
      let first = FirstViewController()
      addChild(first)
      view.addSubview(first.view)
      first.didMove(toParent: self)
      """, .swift)
    #expect(
      outcome.diagnostics.map { "\($0.line):\($0.column) \($0.severity) \($0.id) \($0.message)" }
        == [
          "1:13 note scenario.undeclared `FirstViewController` is not declared in this snippet: it "
            + "runs as an empty `UIViewController` subclass"
        ])
    #expect(
      outcome.diagnostics.first?.hint
        == "what the project's class does (its overrides, its logging) is not in the trace; "
        + "declare it to show it (`class FirstViewController: UIViewController {}` is what runs)")
    #expect(outcome.diagnostics.first?.fixIts == [])
    #expect(outcome.traceText.contains("first.didMove(toParent: self)"))
  }

  /// A member no UIKit class has is declared, empty, in the stand-in, and the initializer
  /// with the labels the code uses calls UIKit's designated one.
  @Test func swiftStandInDeclaresWhatUIKitLacks() {
    let outcome = runScenario(
      """
      let sheet = BottomSheetViewController(frame: view.frame)
      addChild(sheet)
      view.addSubview(sheet.view)
      sheet.didMove(toParent: self)
      sheet.displayOnDefaultPosition()
      """, .swift)
    let found = undeclared(outcome)
    #expect(found.count == 1)
    #expect(
      found.first?.fixIts.first?.replacement == """
        class BottomSheetViewController: UIViewController {
          init(frame a0: Any) { super.init(nibName: nil, bundle: nil) }
          func displayOnDefaultPosition() {}
          required init?(coder: NSCoder) { fatalError() }
        }
        """)
  }

  /// An Objective-C class method of a library class (`MFSideMenuContainerViewController`)
  /// becomes a class method that makes an instance.
  @Test func objcClassMethodStandIn() {
    let outcome = runScenario(
      """
      UIViewController *center = [[UIViewController alloc] init];
      MFSideMenuContainerViewController *container = [MFSideMenuContainerViewController containerWithCenterViewController:center leftMenuViewController:nil rightMenuViewController:nil];
      [self addChildViewController:container];
      """, .objc)
    #expect(
      undeclared(outcome).first?.fixIts.first?.replacement == """
        @interface MFSideMenuContainerViewController : UIViewController
        @end
        @implementation MFSideMenuContainerViewController
        + (instancetype)containerWithCenterViewController:(id)a0 leftMenuViewController:(id)a1 rightMenuViewController:(id)a2 { return [[self alloc] init]; }
        @end
        """)
  }

  /// With the stand-in declared (as `lessons fix` writes it), the snippet runs: the stand-in
  /// is a navigation controller, so its root child joins it (FIDELITY A15).
  @Test func standInRunsOnceDeclared() {
    let outcome = runScenario(
      """
      @interface DemoNaviViewController : UINavigationController
      @end
      @implementation DemoNaviViewController
      @end
      @implementation ParentViewController
      - (void)go {
          UIViewController *root = [[UIViewController alloc] init];
          DemoNaviViewController *navi = [[DemoNaviViewController alloc] initWithRootViewController:root];
          NSLog(@"%lu", (unsigned long)navi.viewControllers.count);
      }
      @end
      """, .objc, ["run=go"])
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.hasSuffix("print   1\n"))
  }
}
