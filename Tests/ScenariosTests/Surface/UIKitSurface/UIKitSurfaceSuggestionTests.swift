import Testing

@testable import Scenarios

@Suite("UIKit surface: did-you-mean")
struct UIKitSurfaceSuggestionTests {
  let surface = UIKitSurface.shared

  @Test func aMisspellingGetsTheRealMember() {
    #expect(
      surface.suggestions(for: "selectedIndx", in: "UITabBarController", language: .swift).first
        == "selectedIndex")
    #expect(
      surface.suggestions(for: "addChil", in: "UIViewController", language: .swift).contains(
        "addChild(_:)"))
    #expect(
      surface.suggestions(for: "bakgroundColor", in: "UIView", language: .objc).first
        == "backgroundColor")
  }

  @Test func wrongLabelsGetTheRealLabels() {
    #expect(
      surface.suggestions(for: "addChild(_:animated:)", in: "UIViewController", language: .swift)
        == ["addChild(_:)"])
  }

  @Test func neverTheNameWritten() {
    for (name, type) in [
      ("view", "UIViewController"), ("addChild(_:)", "UIViewController"), ("frame", "UIView"),
    ] {
      #expect(!surface.suggestions(for: name, in: type, language: .swift).contains(name))
    }
    #expect(
      !surface.suggestions(for: "setFrame:", in: "UIView", language: .objc).contains("setFrame:"))
  }

  @Test func farNamesGetNothing() {
    #expect(
      surface.suggestions(
        for: "loginVCCoverVerticalTransition", in: "UIViewController", language: .swift
      ).isEmpty)
    #expect(surface.suggestions(for: "x", in: "NoSuchType", language: .swift).isEmpty)
  }

  @Test func aTabBarHasItsOwnDelegate() throws {
    // "`tabBar` has no member `delegate`" blamed the wrong thing: UITabBar has one.
    let delegate = try #require(surface.member(named: "delegate", in: "UITabBar", language: .swift))
    #expect(delegate.owner.objcName == "UITabBar")
  }

  @Test func editDistance() {
    #expect(UIKitSurface.editDistance("kitten", "sitting") == 3)
    #expect(UIKitSurface.editDistance("", "abc") == 3)
    #expect(UIKitSurface.editDistance("same", "same") == 0)
  }
}
