import Testing

@testable import Scenarios

@Suite("UIKit surface: areas that are never inert")
struct SurfaceAreaTests {
  let surface = UIKitSurface.shared

  struct Case: Sendable, CustomTestStringConvertible {
    var type: String
    var member: String
    var language: ScenarioLanguage = .swift
    var area: SurfaceArea?
    var neverInert: Bool
    var testDescription: String { "\(type).\(member)" }
  }

  static let cases: [Case] = [
    Case(
      type: "UIViewController", member: "present(_:animated:completion:)", area: .presentation,
      neverInert: true),
    Case(
      type: "UIViewController", member: "dismissViewControllerAnimated:completion:",
      language: .objc, area: .presentation, neverInert: true),
    Case(
      type: "UIViewController", member: "modalPresentationStyle", area: .presentation,
      neverInert: false),
    Case(
      type: "UIViewController", member: "transitioningDelegate", area: .customTransitions,
      neverInert: true),
    Case(
      type: "UIViewController", member: "performSegue(withIdentifier:sender:)", area: .segues,
      neverInert: true),
    Case(type: "UIViewController", member: "prepare(for:sender:)", area: .segues, neverInert: true),
    Case(type: "UIViewController", member: "addChild(_:)", area: .containment, neverInert: true),
    Case(
      type: "UIViewController", member: "viewWillAppear(_:)", area: .viewControllerLifecycle,
      neverInert: true),
    Case(
      type: "UITabBarController", member: "selectedIndex", area: .tabBarControllers,
      neverInert: true),
    Case(type: "UITabBarController", member: "tabBar", area: .tabBarControllers, neverInert: false),
    Case(
      type: "UINavigationController", member: "pushViewController(_:animated:)",
      area: .navigationControllers, neverInert: true),
    Case(
      type: "UIPageViewController", member: "setViewControllers(_:direction:animated:completion:)",
      area: .pageViewControllers, neverInert: true),
    Case(
      type: "UIPageViewController", member: "dataSource", area: .pageViewControllers,
      neverInert: true),
    Case(
      type: "UISplitViewController", member: "viewControllers", area: .splitViewControllers,
      neverInert: true),
    Case(
      type: "UIView", member: "animate(withDuration:animations:completion:)", area: .animations,
      neverInert: true),
    Case(type: "UIView", member: "addSubview(_:)", area: .viewHierarchy, neverInert: true),
    Case(type: "UIView", member: "backgroundColor", area: nil, neverInert: false),
    Case(type: "UIView", member: "bounds", area: nil, neverInert: false),
    Case(
      type: "UIButton", member: "addTarget(_:action:for:)", area: .targetAction, neverInert: true),
    // A27.3: a tab bar tells its delegate only of the user's selection: kept, inert.
    Case(type: "UITabBar", member: "delegate", area: .delegates, neverInert: false),
    Case(type: "UITextField", member: "delegate", area: .delegates, neverInert: true),
    // A28.1: a layer's animation calls back only its own delegate, which stays refused.
    Case(type: "CALayer", member: "add(_:forKey:)", area: .animations, neverInert: false),
    Case(type: "CAAnimation", member: "delegate", area: .animations, neverInert: true),
    // A29.1: what `prepare(for:sender:)` reads of UIKit's segue holds values; making one runs
    // a custom segue.
    Case(type: "UIStoryboardSegue", member: "destination", area: nil, neverInert: false),
    Case(
      type: "UIStoryboardSegue", member: "init(identifier:source:destination:)", area: .segues,
      neverInert: true),
    Case(type: "UITabBarItem", member: "title", area: nil, neverInert: false),
    Case(
      type: "NotificationCenter", member: "addObserver(_:selector:name:object:)",
      area: .notifications, neverInert: true),
    Case(type: "UIWindow", member: "rootViewController", area: .windows, neverInert: true),
    Case(
      type: "UIViewPropertyAnimator", member: "startAnimation()", area: .animations,
      neverInert: true),
    Case(type: "CALayer", member: "cornerRadius", area: nil, neverInert: false),
  ]

  @Test(arguments: cases)
  func classifies(_ c: Case) throws {
    let result = try #require(surface.classify(member: c.member, in: c.type, language: c.language))
    #expect(result.area == c.area)
    #expect(result.isNeverInert == c.neverInert)
  }

  @Test func whyAMemberIsNeverInert() throws {
    let animate = try #require(
      surface.classify(member: "animate(withDuration:animations:)", in: "UIView", language: .swift))
    #expect(animate.activity.contains(.closure))
    let target = try #require(
      surface.classify(member: "addTarget(_:action:for:)", in: "UIControl", language: .swift))
    #expect(target.activity.contains(.selector))
    let note = try #require(surface.global(objc: "UIApplicationDidBecomeActiveNotification"))
    #expect(surface.classify(note).area == .notifications)
  }

  @Test func wholeTypesBelongToAnArea() {
    #expect(surface.activeArea(ofType: "UIStoryboardSegue") == nil)
    #expect(
      surface.activeArea(ofType: "UIPercentDrivenInteractiveTransition") == .customTransitions)
    #expect(surface.activeArea(ofType: "UISheetPresentationController") == .presentation)
    #expect(surface.activeArea(ofType: "UIBezierPath") == nil)
  }

  @Test func phrases() {
    #expect(
      SurfaceArea.customTransitions.notModelledPhrase
        == "custom view-controller transitions are not modelled")
    #expect(SurfaceArea.presentation.notModelledPhrase == "presentation is not modelled")
    #expect(Set(SurfaceArea.all.map(\.id)).count == SurfaceArea.all.count)
  }
}
