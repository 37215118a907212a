import Testing

@testable import Scenarios

/// Real UIKit the model leaves out is "not modelled", named with its area; a typo is an
/// unknown member. The two never read alike (issue 10 item 10).
@Suite struct NotModelledTests {
  @Test(arguments: [
    ("let alert = UIAlertController()", "UIAlertController", "presentation"),
    ("let pages = UIPageViewController()", "UIPageViewController", "page views"),
    (
      "Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in\n  print(1)\n}", "Timer",
      "run loop"
    ),
    ("let grid = UICollectionView()", "UICollectionView", "collection views"),
    ("let table = UITableView()", "UITableView", "table views"),
    ("view.addGestureRecognizer(UITapGestureRecognizer())", "addGestureRecognizer", "gestures"),
    ("navigationItem.title = \"Home\"", "navigationItem", "navigation bars"),
    (
      "let guide = topLayoutGuide", "topLayoutGuide",
      "layout guides; `view.safeAreaLayoutGuide` is modelled"
    ),
  ])
  func notModelledNamesTheArea(_ source: String, _ name: String, _ area: String) {
    let outcome = runScenario(source, .swift)
    #expect(outcome.diagnostics.first?.id == "scenario.not-modelled")
    #expect(
      outcome.diagnostics.first?.message
        == "`\(name)` is real UIKit API that the model does not cover (\(area))")
    #expect(outcome.events.isEmpty)
  }

  /// `UIScreen.main` is modelled (FIDELITY-SURFACE V12): its bounds are the window's.
  @Test func theScreenIsTheWindowsSize() {
    let swift = runScenario("print(UIScreen.main.bounds == view.window!.bounds)", .swift)
    #expect(swift.diagnostics == [])
    #expect(swift.traceText.contains("print   true"))
    let objc = runScenario(
      "NSLog(@\"%@\", NSStringFromCGRect([[UIScreen mainScreen] bounds]));", .objc)
    #expect(objc.diagnostics == [])
    #expect(objc.traceText.contains("print   {{0, 0}, {0, 0}}"))
  }

  @Test func aTimerIsNotATypo() {
    let outcome = runScenario(
      """
      let child = UIViewController()
      addChild(child)
      Timer.scheduledTimer(withTimeInterval: 0.3, repeats: false) { _ in
        child.didMove(toParent: self)
      }
      """, .swift)
    #expect(diagnosticSummary(outcome) == ["3:1 scenario.not-modelled"])
    #expect(outcome.diagnostics.allSatisfy { !$0.message.contains("has no member") })
  }

  @Test func aTypoIsStillAnUnknownMember() {
    let outcome = runScenario("let c = UIViewController()\nc.removeFromParnet()", .swift)
    #expect(diagnosticSummary(outcome) == ["2:3 scenario.unknown-member"])
    #expect(outcome.diagnostics.first?.hint == "did you mean `removeFromParent()`?")
  }
}
