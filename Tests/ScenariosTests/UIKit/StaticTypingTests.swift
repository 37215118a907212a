import Testing

@testable import Scenarios

/// Types flow before anything runs (issue 25 item 4): a container's member on a value known
/// to be a plain controller is the type mismatch the run would give, found statically; an
/// implicit member with no type around it is named after the type whose member it nearly is.
@Suite struct StaticTypingTests {
  @Test func aTabMemberOnAPlainControllerIsFoundBeforeTheRun() {
    let outcome = runScenario(
      """
      let child = UIViewController()
      print("before")
      child.selectedIndex = 1
      """, .swift)
    #expect(diagnosticSummary(outcome) == ["3:7 scenario.type-mismatch"])
    #expect(
      outcome.diagnostics.first?.message
        == "`selectedIndex` needs a UITabBarController, but this is a UIViewController")
    #expect(outcome.events.isEmpty)
  }

  @Test func objectiveCToo() {
    let outcome = runScenario(
      """
      UIViewController *child = [[UIViewController alloc] init];
      NSLog(@"before");
      [child pushViewController:[[UIViewController alloc] init] animated:NO];
      """, .objc)
    #expect(diagnosticSummary(outcome) == ["3:8 scenario.type-mismatch"])
    #expect(
      outcome.diagnostics.first?.message
        == "`pushViewController:animated:` needs a UINavigationController, but this is a "
        + "UIViewController")
    #expect(outcome.events.isEmpty)
  }

  /// A scenario class over the container, and the container itself, have the member.
  @Test func theContainerAndItsSubclassesHaveIt() {
    let outcome = runScenario(
      """
      class Tabs: UITabBarController {
        var picks = 0
      }
      let tabs = Tabs()
      let plain = UITabBarController()
      let nav = UINavigationController()
      tabs.selectedIndex = 0
      plain.selectedIndex = 0
      nav.pushViewController(UIViewController(), animated: false)
      print(tabs.picks)
      """, .swift)
    #expect(outcome.diagnostics == [])
  }

  @Test func anImplicitMemberTypoIsNamedAfterTheTypeItNearlyBelongsTo() {
    let outcome = runScenario(
      """
      let style = .curentContext
      """, .swift)
    #expect(diagnosticSummary(outcome) == ["1:13 scenario.unknown-member"])
    #expect(
      outcome.diagnostics.first?.message
        == "`UIModalPresentationStyle` has no member `.curentContext`")
    #expect(outcome.diagnostics.first?.hint == "did you mean `.currentContext`?")
  }
}
