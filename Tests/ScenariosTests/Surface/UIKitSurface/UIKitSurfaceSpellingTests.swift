import Testing

@testable import Scenarios

/// Swift and Objective-C spellings of well-known members, as Apple's documentation
/// (developer.apple.com/documentation) gives them: written from the documentation, not from
/// the generated surface.
@Suite("UIKit surface: documented spellings")
struct UIKitSurfaceSpellingTests {
  struct Spelling: Sendable, CustomTestStringConvertible {
    var type: String
    var objc: String
    var swift: String
    var testDescription: String { "\(type).\(swift)" }
  }

  static let documented: [Spelling] = [
    .init(type: "UIViewController", objc: "addChildViewController:", swift: "addChild(_:)"),
    .init(
      type: "UIViewController", objc: "removeFromParentViewController", swift: "removeFromParent()"),
    .init(
      type: "UIViewController", objc: "willMoveToParentViewController:",
      swift: "willMove(toParent:)"),
    .init(
      type: "UIViewController", objc: "didMoveToParentViewController:", swift: "didMove(toParent:)"),
    .init(type: "UIViewController", objc: "childViewControllers", swift: "children"),
    .init(type: "UIViewController", objc: "parentViewController", swift: "parent"),
    .init(type: "UIViewController", objc: "editing", swift: "isEditing"),
    .init(
      type: "UIViewController", objc: "presentViewController:animated:completion:",
      swift: "present(_:animated:completion:)"),
    .init(
      type: "UIViewController", objc: "dismissViewControllerAnimated:completion:",
      swift: "dismiss(animated:completion:)"),
    .init(
      type: "UIViewController",
      objc: "transitionFromViewController:toViewController:duration:options:animations:completion:",
      swift: "transition(from:to:duration:options:animations:completion:)"),
    .init(type: "UIViewController", objc: "prepareForSegue:sender:", swift: "prepare(for:sender:)"),
    .init(
      type: "UIViewController", objc: "performSegueWithIdentifier:sender:",
      swift: "performSegue(withIdentifier:sender:)"),
    .init(
      type: "UIViewController", objc: "initWithNibName:bundle:", swift: "init(nibName:bundle:)"),
    .init(type: "UIViewController", objc: "viewIsAppearing:", swift: "viewIsAppearing(_:)"),
    .init(
      type: "UIViewController", objc: "additionalSafeAreaInsets", swift: "additionalSafeAreaInsets"),
    .init(type: "UIViewController", objc: "modalInPresentation", swift: "isModalInPresentation"),
    .init(
      type: "UINavigationController", objc: "pushViewController:animated:",
      swift: "pushViewController(_:animated:)"),
    .init(
      type: "UINavigationController", objc: "popViewControllerAnimated:",
      swift: "popViewController(animated:)"),
    .init(
      type: "UINavigationController", objc: "initWithRootViewController:",
      swift: "init(rootViewController:)"),
    .init(type: "UIView", objc: "addSubview:", swift: "addSubview(_:)"),
    .init(type: "UIView", objc: "insertSubview:atIndex:", swift: "insertSubview(_:at:)"),
    .init(type: "UIView", objc: "bringSubviewToFront:", swift: "bringSubviewToFront(_:)"),
    .init(type: "UIView", objc: "hidden", swift: "isHidden"),
    .init(type: "UIView", objc: "initWithFrame:", swift: "init(frame:)"),
    .init(
      type: "UIView", objc: "animateWithDuration:animations:completion:",
      swift: "animate(withDuration:animations:completion:)"),
    .init(type: "UIView", objc: "safeAreaLayoutGuide", swift: "safeAreaLayoutGuide"),
    .init(
      type: "UIControl", objc: "addTarget:action:forControlEvents:",
      swift: "addTarget(_:action:for:)"),
    .init(type: "UIApplication", objc: "sharedApplication", swift: "shared"),
    .init(
      type: "UIApplication", objc: "UIApplicationDidBecomeActiveNotification",
      swift: "didBecomeActiveNotification"),
    .init(
      type: "UIResponder", objc: "UIKeyboardWillShowNotification",
      swift: "keyboardWillShowNotification"),
    .init(
      type: "UIView.AnimationOptions", objc: "UIViewAnimationOptionTransitionFlipFromLeft",
      swift: "transitionFlipFromLeft"),
    .init(
      type: "UIView.AnimationOptions", objc: "UIViewAnimationOptionCurveEaseInOut",
      swift: "curveEaseInOut"),
    .init(
      type: "UIModalPresentationStyle", objc: "UIModalPresentationOverCurrentContext",
      swift: "overCurrentContext"),
    .init(
      type: "UIModalTransitionStyle", objc: "UIModalTransitionStyleCrossDissolve",
      swift: "crossDissolve"),
    .init(
      type: "UIView.ContentMode", objc: "UIViewContentModeScaleAspectFit", swift: "scaleAspectFit"),
    .init(type: "UIControl.Event", objc: "UIControlEventTouchUpInside", swift: "touchUpInside"),
    .init(
      type: "UIView.AutoresizingMask", objc: "UIViewAutoresizingFlexibleWidth",
      swift: "flexibleWidth"),
    .init(
      type: "UIPageViewController.NavigationDirection",
      objc: "UIPageViewControllerNavigationDirectionForward", swift: "forward"),
    .init(type: "UIBarButtonItem.SystemItem", objc: "UIBarButtonSystemItemDone", swift: "done"),
    .init(type: "NSLayoutConstraint", objc: "activateConstraints:", swift: "activate(_:)"),
    .init(type: "NotificationCenter", objc: "defaultCenter", swift: "default"),
    .init(type: "Bundle", objc: "mainBundle", swift: "main"),
    .init(
      type: "CGAffineTransform", objc: "CGAffineTransformMakeRotation",
      swift: "init(rotationAngle:)"),
    .init(type: "CGAffineTransform", objc: "CGAffineTransformIdentity", swift: "identity"),
    .init(type: "CGRect", objc: "CGRectZero", swift: "zero"),
    .init(type: "CGRect", objc: "CGRectMake", swift: "init(x:y:width:height:)"),
    .init(type: "CATransitionType", objc: "kCATransitionFade", swift: "fade"),
    .init(
      type: "CAMediaTimingFunctionName", objc: "kCAMediaTimingFunctionEaseInEaseOut",
      swift: "easeInEaseOut"),
    .init(type: "CALayer", objc: "addSublayer:", swift: "addSublayer(_:)"),
    .init(
      type: "UISheetPresentationController", objc: "prefersGrabberVisible",
      swift: "prefersGrabberVisible"),
  ]

  @Test(arguments: documented)
  func bothSpellingsFindTheSameMember(_ spelling: Spelling) throws {
    let surface = UIKitSurface.shared
    let bySwift = try #require(
      surface.members(swift: spelling.swift, in: spelling.type).first {
        $0.member.objcName == spelling.objc
      }, "no \(spelling.swift) with the selector \(spelling.objc) on \(spelling.type)")
    #expect(!bySwift.isRenamedSpelling)
    let byObjC = try #require(surface.members(objc: spelling.objc, in: spelling.type).first)
    #expect(byObjC.member.swiftName == spelling.swift)
  }

  @Test func introducedVersionsAndOldSpellings() throws {
    let surface = UIKitSurface.shared
    let appearing = try #require(
      surface.member(named: "viewIsAppearing", in: "UIViewController", language: .swift))
    #expect(appearing.member.introduced == "13.0")
    let sheet = try #require(surface.type(named: "UISheetPresentationController"))
    #expect(sheet.introduced == "15.0" && sheet.superclass == "UIPresentationController")
    let guide = try #require(
      surface.member(named: "safeAreaLayoutGuide", in: "UIView", language: .swift))
    #expect(guide.member.introduced == "11.0" && guide.member.isReadOnly)
    let children = try #require(
      surface.member(named: "children", in: "UIViewController", language: .swift))
    #expect(children.member.renamed == "childViewControllers")
    let became = try #require(surface.global(objc: "UIApplicationDidBecomeActiveNotification"))
    #expect(became.member.renamed == "NSNotification.Name.UIApplicationDidBecomeActive")
  }
}
