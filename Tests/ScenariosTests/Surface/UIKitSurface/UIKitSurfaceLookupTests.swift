import Testing

@testable import Scenarios

@Suite("UIKit surface: types and lookups through the hierarchy")
struct UIKitSurfaceLookupTests {
  let surface = UIKitSurface.shared

  @Test func superclassChainRunsToNSObject() {
    #expect(
      surface.superclassChain(of: "UITabBarController").map(\.objcName) == [
        "UITabBarController", "UIViewController", "UIResponder", "NSObject",
      ])
    #expect(surface.isClass("UINavigationController", kindOf: "UIViewController"))
    #expect(!surface.isClass("UIView", kindOf: "UIViewController"))
    #expect(surface.superclassChain(of: "NoSuchClass").isEmpty)
  }

  @Test func aTabBarControllerMemberIsFoundThroughItsChain() throws {
    let selected = try #require(
      surface.member(named: "selectedIndex", in: "UITabBarController", language: .swift))
    #expect(selected.owner.objcName == "UITabBarController")
    #expect(selected.member.isSettable)
    // Inherited members are found on the subclass, with the class that declares them.
    let view = try #require(
      surface.member(named: "view", in: "UITabBarController", language: .swift))
    #expect(view.owner.objcName == "UIViewController")
    let addChild = try #require(
      surface.member(named: "addChild(_:)", in: "UITabBarController", language: .swift))
    #expect(addChild.owner.objcName == "UIViewController")
    #expect(addChild.member.objcName == "addChildViewController:")
    let objc = try #require(
      surface.member(named: "addChildViewController:", in: "UITabBarController", language: .objc))
    #expect(objc.member.swiftName == "addChild(_:)")
  }

  @Test func settableAndReadOnlyProperties() throws {
    let bounds = try #require(surface.member(named: "bounds", in: "UIView", language: .swift))
    #expect(bounds.member.kind == .property && bounds.member.isSettable)
    #expect(bounds.member.swiftType == "CGRect")
    let window = try #require(surface.member(named: "window", in: "UIView", language: .swift))
    #expect(window.member.kind == .property && window.member.isReadOnly)
    #expect(window.member.swiftType == "UIWindow")
    let frame = try #require(surface.member(named: "setFrame:", in: "UIView", language: .objc))
    #expect(frame.member.objcName == "frame")
    let hidden = try #require(surface.member(named: "isHidden", in: "UIView", language: .objc))
    #expect(hidden.member.objcName == "hidden" && hidden.member.swiftName == "isHidden")
  }

  @Test func typesByEitherSpellingAndNestedSwiftNames() throws {
    let options = try #require(surface.type(named: "UIView.AnimationOptions"))
    #expect(options.objcName == "UIViewAnimationOptions")
    #expect(options.kind == .options)
    #expect(surface.type(named: "UIViewAnimationOptions")?.swiftName == "UIView.AnimationOptions")
    #expect(
      surface.type(renamedFrom: "UIViewAnimationOptions")?.objcName == "UIViewAnimationOptions")
    // A superclass's nested type is reachable through a subclass's name, as in Swift.
    #expect(surface.type(swift: "UIButton.AnimationOptions")?.objcName == "UIViewAnimationOptions")
    #expect(surface.type(named: "Bundle")?.objcName == "NSBundle")
    #expect(surface.type(named: "NSBundle")?.swiftName == "Bundle")
    #expect(surface.nestedTypes(in: "UIView").map(\.swiftShortName).contains("ContentMode"))
  }

  @Test func enumCasesByTheirSwiftSpelling() throws {
    let flip = try #require(
      surface.member(
        named: "transitionFlipFromLeft", in: "UIView.AnimationOptions", language: .swift))
    #expect(flip.member.kind == .enumCase)
    #expect(flip.member.objcName == "UIViewAnimationOptionTransitionFlipFromLeft")
    #expect(
      surface.global(objc: "UIViewAnimationOptionTransitionFlipFromLeft")?.owner.swiftName
        == "UIView.AnimationOptions")
  }

  @Test func oldSwiftSpellingsAreFoundAsRenamed() throws {
    let old = try #require(
      surface.member(named: "addChildViewController", in: "UIViewController", language: .swift))
    #expect(old.isRenamedSpelling)
    #expect(old.member.swiftName == "addChild(_:)")
    let current = try #require(
      surface.member(named: "addChild", in: "UIViewController", language: .swift))
    #expect(!current.isRenamedSpelling)
  }

  @Test func protocolMembersAreFoundOnAdoptingClasses() throws {
    let match = try #require(
      surface.member(
        named: "viewWillTransition(to:with:)", in: "UIViewController", language: .swift))
    #expect(match.owner.kind == .protocol)
    #expect(surface.allProtocols(of: "UIViewController").contains("UIContentContainer"))
  }

  @Test func unknownNamesFindNothing() {
    #expect(surface.members(swift: "noSuchMember", in: "UIView").isEmpty)
    #expect(surface.members(swift: "view", in: "NoSuchType").isEmpty)
    #expect(surface.type(named: "UIView.NoSuchType") == nil)
  }
}
