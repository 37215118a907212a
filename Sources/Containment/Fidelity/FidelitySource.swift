/// A source the fidelity rules cite: an Apple header or page, a device log, a reimplementation.
public struct FidelitySource: Sendable, Equatable {
  /// `S1` … (the numbering of the research notes the rules were built from).
  public var id: String
  /// What it is, in a few words.
  public var title: String
  /// Where to find it: a URL, or a repository and path.
  public var location: String

  public init(_ id: String, _ title: String, _ location: String) {
    self.id = id
    self.title = title
    self.location = location
  }

  /// The source with this id.
  public static func source(_ id: String) -> FidelitySource? { catalogue.first { $0.id == id } }

  /// Every source a rule cites, by number.
  public static let catalogue: [FidelitySource] = [
    FidelitySource(
      "S1", "Apple SDK header UIViewController.h (iOS 13.2): containment, appearance, loading",
      "github.com/okanon/iPhoneOS.sdk, iPhoneOS13.2.sdk/System/Library/Frameworks/UIKit.framework/"
        + "Headers/UIViewController.h"),
    FidelitySource(
      "S2", "Apple documentation: addChild(_:)",
      "https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)"),
    FidelitySource(
      "S3", "Apple documentation: removeFromParent()",
      "https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent()"),
    FidelitySource(
      "S4", "Apple documentation: willMove(toParent:)",
      "https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:)"),
    FidelitySource(
      "S5", "Apple documentation: didMove(toParent:)",
      "https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)"),
    FidelitySource(
      "S6", "Apple documentation: transition(from:to:duration:options:animations:completion:)",
      "https://developer.apple.com/documentation/uikit/uiviewcontroller/"
        + "transition(from:to:duration:options:animations:completion:)"),
    FidelitySource(
      "S7",
      "Apple documentation: beginAppearanceTransition(_:animated:), endAppearanceTransition()",
      "https://developer.apple.com/documentation/uikit/uiviewcontroller/"
        + "beginappearancetransition(_:animated:)"),
    FidelitySource(
      "S8", "Apple documentation: shouldAutomaticallyForwardAppearanceMethods",
      "https://developer.apple.com/documentation/uikit/uiviewcontroller/"
        + "shouldautomaticallyforwardappearancemethods"),
    FidelitySource(
      "S9", "Apple documentation: hierarchyInconsistencyException",
      "https://developer.apple.com/documentation/uikit/uiviewcontroller/"
        + "hierarchyinconsistencyexception"),
    FidelitySource(
      "S10", "Apple documentation: children",
      "https://developer.apple.com/documentation/uikit/uiviewcontroller/children"),
    FidelitySource(
      "S11", "Apple documentation: viewWillAppear(_:), viewDidAppear(_:), viewIsAppearing(_:), …",
      "https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)"),
    FidelitySource(
      "S12", "Apple documentation: loadView(), viewDidLoad(), isViewLoaded, layout callbacks",
      "https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()"),
    FidelitySource(
      "S13", "Apple documentation: UIViewController, \"Handle view-related notifications\"",
      "https://developer.apple.com/documentation/uikit/uiviewcontroller"),
    FidelitySource(
      "S14", "Apple article: Creating a custom container view controller",
      "https://developer.apple.com/documentation/uikit/creating-a-custom-container-view-controller"),
    FidelitySource(
      "S15", "Apple View Controller Programming Guide (archived), Table 5-1, Listings 5-2 and 5-3",
      "quoted at https://wsa.jianshu.io/p/c2b177478f3b"),
    FidelitySource(
      "S16", "WinObjC reimplementation of UIViewController",
      "github.com/microsoft/WinObjC, Frameworks/UIKit/UIViewController.mm"),
    FidelitySource(
      "S17", "Chameleon reimplementation of UIKit",
      "github.com/BigZaphod/Chameleon, UIKit/Classes/UIViewController.m and UIView.m"),
    FidelitySource(
      "S18", "CrossMobile reimplementation (Java)",
      "github.com/crossmob/CrossMobile, cmioslayer/…/uikit/UIViewController.java"),
    FidelitySource(
      "S19", "Cacao reimplementation (Swift on Linux)",
      "github.com/PureSwift/Cacao, Sources/Cacao/UIViewController.swift"),
    FidelitySource(
      "S20", "swift-modals tests run against real UIKit (begin/end sequences)",
      "github.com/square/swift-modals, Modals/Tests/VisibilityTests.swift"),
    FidelitySource(
      "S21", "\"Simple UIViewController Transitions\": transition misuse, warnings and exception",
      "github.com/chunkyguy/chunkyguy.github.io, _posts/2022-12-14-viewcontroller-transition.md"),
    FidelitySource(
      "S22", "Observed \"…but requested parent is:\" exception",
      "https://kerrick.wordpress.com/2017/06/29/"
        + "fixing-_addchildviewcontrollerperformhierarchychecknotifywillmove/"),
    FidelitySource(
      "S23", "Observed \"…but actual parent is:\" exception, with a repro project",
      "github.com/stoprain/Unicorn, iOS/UIViewControllerHierarchyInconsistency"),
    FidelitySource(
      "S24", "Issues quoting \"Unbalanced calls to begin/end appearance transitions\"",
      "https://github.com/venmo/VENTouchLock/issues/9"),
    FidelitySource(
      "S25",
      "Observed console log for a direct viewWillDisappear: call; addSubview drives appearance",
      "http://39.103.169.235/p/ad86ca978747"),
    FidelitySource(
      "S26", "iOS 4.3 and iOS 5 stack traces of appearance callbacks (CoconutKit author's radar)",
      "github.com/defagos/radars, ios5-root-container-bug"),
    FidelitySource(
      "S27", "Modern iOS stack trace: viewDidAppear run after the Core Animation commit",
      "public code index (Expo issue text), _runAfterCACommitDeferredBlocks"),
    FidelitySource(
      "S28", "OmniGroup's assertions on real UIKit containment (iOS 5 era)",
      "github.com/omnigroup/OmniGroup, Frameworks/OmniUI/iPad/OUIViewController.m"),
    FidelitySource(
      "S29", "Observed order for a manual cross-fade container",
      "https://github.com/woelmer/SwitchChildViewControllersWithAutoLayout/issues/1"),
    FidelitySource(
      "S30",
      "Observed order for a child added in the parent's viewDidLoad (Stack Overflow 48653763)",
      "https://stackoverflow.com/questions/48653763"),
    FidelitySource(
      "S31", "Observed UINavigationController push/pop order with willMove/didMove",
      "https://arm1.ru/en/blog/zhiznennyj-tsikl-uiviewcontroller"),
    FidelitySource(
      "S32", "Observed: a non-child controller's view added in viewDidLoad gets no viewWillAppear",
      "http://ivanchan.github.io/2016/04/27/UIKit-ViewWillAppear.html"),
    FidelitySource(
      "S33", "Stack Overflow answers on containment (8379759, 17192005, 9926391)",
      "https://stackoverflow.com/questions/8379759"),
    FidelitySource(
      "S34", "WinObjC maintainers comparing with the reference platform",
      "https://github.com/microsoft/WinObjC/issues/2115"),
    FidelitySource(
      "S35", "UIKit's internal _setViewAppearState: codes 0-3", "https://pastebin.com/8D6SUU84"),
    FidelitySource(
      "S36", "Hand-decompiled UIKit: +[UIView _transitionFromView:toView:…]",
      "github.com/bbqz007/QuartzCore-Reversing-Proj, src/UIKit.UIView.cpp"),
    FidelitySource(
      "S37", "Observed isMovingToParent in a navigation push",
      "https://www.bamboo-hero.com/entry/is-moving-to-from-parent"),
    FidelitySource(
      "S38", "objc.io: views of non-child controllers get no view events",
      "https://www.objc.io/issues/1-view-controllers/containment-view-controller/"),
    FidelitySource(
      "S39", "Observed: the order of appearance events differs per container",
      "https://wangling.me/2014/02/the-inconsistent-order-of-view-transition-events.html"),
    FidelitySource(
      "S40", "Logged push, pop and modal orders (loadView, viewDidLoad, appearance, dealloc)",
      "http://readke.com/c/0Z41505102021.html"),
    FidelitySource(
      "S43", "CoconutKit: containers that forward appearance themselves",
      "github.com/defagos/CoconutKit, Framework/Sources/ViewControllers/HLSContainerContent.m"),
    FidelitySource(
      "S44", "Apple SDK headers (iOS 13.2): UINavigationController.h, UIViewController.h",
      "github.com/okanon/iPhoneOS.sdk, iPhoneOS13.2.sdk/System/Library/Frameworks/UIKit.framework/"
        + "Headers/UINavigationController.h"),
    FidelitySource(
      "S45", "Apple documentation: UINavigationController (init, push, pop, setViewControllers)",
      "https://developer.apple.com/documentation/uikit/uinavigationcontroller"),
    FidelitySource(
      "S46", "Apple documentation: present, dismiss, presentedViewController, …",
      "https://developer.apple.com/documentation/uikit/uiviewcontroller/"
        + "present(_:animated:completion:)"),
    FidelitySource(
      "S47", "Apple documentation: UIModalPresentationStyle (pageSheet, fullScreen, automatic)",
      "https://developer.apple.com/documentation/uikit/uimodalpresentationstyle"),
    FidelitySource(
      "S48",
      "Apple documentation: UITabBarController, viewControllers, selectedIndex, "
        + "selectedViewController",
      "https://developer.apple.com/documentation/uikit/uitabbarcontroller"),
    FidelitySource(
      "S50", "lasso: XCTest of push/pop/present timing against real UIKit",
      "github.com/ww-tech/lasso, Example/LassoTestUtilities_Tests/NavigationTestingTests.swift"),
    FidelitySource(
      "S51", "Logged push before the first appearance, iOS 17.4 and 18.2",
      "github.com/VAndrJ/awesome-apple-bugs, Bugs/LifeCyclePushedViewController"),
    FidelitySource(
      "S52", "Logged non-animated push: viewDidAppear before the first layout",
      "https://wsa.jianshu.io/p/ff7ded05242d"),
    FidelitySource(
      "S53", "Radar: viewControllers not updated when pushing during a transition",
      "https://github.com/lionheart/openradar-mirror/issues/20368"),
    FidelitySource(
      "S54", "Crash logs: pushing the same view controller twice",
      "https://github.com/thexande/SwiftAlgorithms/issues/31"),
    FidelitySource(
      "S55", "Logged isMovingToParent/isMovingFromParent in push and pop",
      "http://39.103.169.235/p/868deba6edbf"),
    FidelitySource(
      "S56", "Console texts of presentation misuse, copied into code comments",
      "public code index (several files; repositories not resolved)"),
    FidelitySource(
      "S57", "Klaas Pieter Annema on UI testing: pushing happens on the next run loop",
      "public code index (objc.io article text)"),
    FidelitySource(
      "S58", "Logged modal orders: full screen, card sheet, custom",
      "https://velog.io/@rudin_/iOS-LifeCycle-in-Modal"),
    FidelitySource(
      "S59", "Logged tab switching order; lazy loading of tabs",
      "https://pgzxc.github.io/posts/efa3afd7.html"),
    FidelitySource(
      "S49", "Apple documentation: UIView removeFromSuperview(), layoutIfNeeded()",
      "https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()"),
    FidelitySource(
      "S60", "Exception texts: activating constraints without a common ancestor",
      "https://github.com/mozilla-mobile/prox/issues/497"),
    FidelitySource(
      "S61", "Main-queue blocks run after viewDidAppear (SO 47962261)",
      "https://stackoverflow.com/questions/47962261"),
    FidelitySource(
      "S62", "Apple documentation: perform(_:with:afterDelay:)",
      "https://developer.apple.com/documentation/objectivec/nsobject-swift.class/"
        + "perform(_:with:afterdelay:)"),
    FidelitySource(
      "S63", "Apple, Notification Programming Topics: synchronous delivery",
      "https://developer.apple.com/library/mac/documentation/cocoa/conceptual/Notifications/"
        + "Articles/NotificationCenters.html"),
    FidelitySource(
      "S64", "Apple documentation: UIControl.sendActions(for:)",
      "https://developer.apple.com/documentation/uikit/uicontrol/sendactions(for:)"),
    FidelitySource(
      "S66",
      "Embed segue fired twice: \"There are unexpected subviews in the container view\" "
        + "(EmbeddedSwapping issue 11, 2015)",
      "https://github.com/mluton/EmbeddedSwapping/issues/11"),
    FidelitySource(
      "S67", "Chameleon's author: navigation appearance is sometimes deferred a run-loop turn",
      "https://github.com/BigZaphod/Chameleon/issues/1"),
    FidelitySource(
      "S68", "Crash logs: NSInvalidArgumentException \"Can't add self as subview\"",
      "https://github.com/wordpress-mobile/WordPress-iOS/issues/1955"),
    FidelitySource(
      "S69", "Apple documentation: navigationItem, UINavigationItem.title",
      "https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationitem"),
    FidelitySource(
      "S70", "Logged present and dismiss: none, full screen, over full screen (2022)",
      "https://betterhee.tistory.com/75"),
    FidelitySource(
      "S71", "Logged full-screen and sheet present and dismiss",
      "https://velog.io/@inwoodev/iOS-Modality"),
    FidelitySource(
      "S72",
      "deltachat-ios pull request 1699: tabs replaced by setViewControllers get no "
        + "willMove(nil) (2022)",
      "https://github.com/deltachat/deltachat-ios/pull/1699"),
    FidelitySource(
      "S73", "rdar 18002763: setViewControllers sends the old top no willMove or didMove (2014)",
      "https://github.com/lionheart/openradar-mirror/issues/3350"),
    FidelitySource(
      "S74", "A navigation controller's children printed in stack order (SO 40105916)",
      "https://stackoverflow.com/questions/40105916"),
    FidelitySource(
      "S75",
      "Apple documentation: definesPresentationContext, currentContext, "
        + "overCurrentContext, providesPresentationContextTransitionStyle",
      "https://developer.apple.com/documentation/uikit/uiviewcontroller/definespresentationcontext"),
    FidelitySource(
      "S76",
      "UITabBarController adds tabs with addChildViewController: or viewControllers; the "
        + "first added shows",
      "http://39.103.169.235/p/64463d6d9638"),
    FidelitySource(
      "S77", "Crash logs: unrecognized selector sent to instance, for button actions",
      "public crash logs quoted on Q&A sites (docs/FIDELITY-SURFACE.md, source U4)"),
    FidelitySource(
      "S78",
      "Apple documentation: UIViewControllerContextTransitioning (containerView, "
        + "view(forKey:), viewController(forKey:), completeTransition(_:))",
      "https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning"),
    FidelitySource(
      "S79",
      "Apple documentation: UIViewControllerAnimatedTransitioning (transitionDuration(using:), "
        + "animateTransition(using:), animationEnded(_:))",
      "https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning"),
    FidelitySource(
      "S80",
      "Apple documentation: transitioningDelegate, UIViewControllerTransitioningDelegate, "
        + "UIModalPresentationStyle.custom",
      "https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioningdelegate"),
    FidelitySource(
      "S81",
      "Apple, View Controller Programming Guide (archived), Customizing the Transition "
        + "Animations: the order of a custom transition",
      "https://developer.apple.com/library/archive/featuredarticles/ViewControllerPGforiOS/"
        + "CustomizingtheTransitionAnimations.html"),
    FidelitySource(
      "S82",
      "Apple sample Custom View Controller Presentations and Transitions: no from view when "
        + "shouldRemovePresentersView is NO (its default)",
      "https://developer.apple.com/documentation/uikit/uipresentationcontroller/"
        + "shouldremovepresentersview"),
    FidelitySource(
      "S83",
      "Custom-style presentations send the presenter no appearance callbacks "
        + "(ZFDragableModalTransition #13, UIViewController-Transitions-Example #7, "
        + "HWPanModal #74)",
      "https://github.com/zoonooz/ZFDragableModalTransition/issues/13"),
    FidelitySource(
      "S84",
      "stripe-ios pull request 3814: completeTransition(_:) sends the presented controller "
        + "viewDidAppear (2024)",
      "https://github.com/stripe/stripe-ios/pull/3814"),
    FidelitySource(
      "S85",
      "Apple SDK header UIViewControllerTransitioning.h (iOS 7): the interaction controller "
        + "starts first and calls animateTransition:",
      "https://gist.github.com/onevcat/6944809"),
    FidelitySource(
      "S86",
      "Apple documentation: UIPercentDrivenInteractiveTransition (update(_:), finish(), "
        + "cancel(), completionSpeed)",
      "https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition"),
    FidelitySource(
      "S87",
      "A cancelled swipe-to-pop: viewWillDisappear, then viewWillAppear and viewDidAppear "
        + "(SO 18927878)",
      "https://stackoverflow.com/questions/18927878"),
    FidelitySource(
      "S88",
      "Apple documentation: UINavigationControllerDelegate navigationController(_:"
        + "animationControllerFor:from:to:) and (_:interactionControllerFor:)",
      "https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate"),
    FidelitySource(
      "S89",
      "Developing an iOS 7 Edge (2013), ch. 3: modal transitions can be customized in the "
        + "full-screen and custom styles",
      "https://apprize.info/apple/edge/3.html"),
    FidelitySource(
      "S90",
      "Apple documentation: UITabBarControllerDelegate tabBarController(_:animationController"
        + "ForTransitionFrom:to:) and (_:interactionControllerFor:)",
      "https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate"),
    FidelitySource(
      "S99", "Apple, Auto Layout Guide: Changing Constraints, The Deferred Layout Pass",
      "https://developer.apple.com/library/archive/documentation/UserExperience/Conceptual/AutolayoutPG/ModifyingConstraints.html"
    ),
    FidelitySource(
      "S100",
      "Apple documentation: UIPageViewController, init(transitionStyle:navigationOrientation:"
        + "options:), setViewControllers(_:direction:animated:completion:), viewControllers",
      "https://developer.apple.com/documentation/uikit/uipageviewcontroller"),
    FidelitySource(
      "S101",
      "Apple documentation: UIPageViewController dataSource and delegate (called in response "
        + "to gesture-based navigation), UIPageViewControllerDataSource",
      "https://developer.apple.com/documentation/uikit/uipageviewcontroller/datasource"),
    FidelitySource(
      "S102",
      "UIPageViewController test note (iOS 9.1 simulator, 2015): the data source is asked "
        + "when a scroll gesture begins and after a page turn",
      "http://wisdomskyduan.blogspot.com/2015/11/ios-uipageviewcontroller-test-note.html"),
    FidelitySource(
      "S103",
      "rdar 13162693: a scroll-style page view controller asks its data source when swiped "
        + "after a non-animated setViewControllers",
      "https://github.com/lionheart/openradar-mirror/issues/5310"),
    FidelitySource(
      "S104",
      "MNPageViewController pull request 2 (2013): triggering a page's viewDidLoad before it is "
        + "a child \"is not how UIPageViewController does it\"",
      "https://github.com/min/MNPageViewController/pull/2"),
    FidelitySource(
      "S105",
      "Column-style split view controllers wrap plain controllers in navigation controllers "
        + "(Apple's documentation, quoted), and Apple's answer to FB8640357 (2020): a plain "
        + "secondary set over a navigation controller is pushed onto it",
      "https://zhaoxin.pro/technology/15993960076329.html"),
    FidelitySource(
      "S106",
      "Apple documentation: UISplitViewController (viewControllers, init(style:), "
        + "setViewController(_:for:), show(_:), showDetailViewController(_:sender:), isCollapsed)",
      "https://developer.apple.com/documentation/uikit/uisplitviewcontroller"),
    FidelitySource(
      "S107",
      "Apple documentation: UIViewController.showDetailViewController(_:sender:)",
      "https://developer.apple.com/documentation/uikit/uiviewcontroller/"
        + "showdetailviewcontroller(_:sender:)"),
    FidelitySource(
      "S108",
      "Understanding split view controller (2016): born expanded, it collapses when added to a "
        + "window in a compact width",
      "http://commandshift.co.uk/blog/2016/04/11/understanding-split-view-controller/"),
    FidelitySource(
      "S109",
      "Fixing multi-level navigation menus in UISplitViewController on iOS 14 (2021): the view "
        + "debugger shows column controllers wrapped in navigation controllers",
      "https://darjeelingsteve.com/articles/Fixing-Multi-Level-UINavigationController-Menu-"
        + "Layouts-in-UISplitViewController-on-iOS-14.html"),
    FidelitySource(
      "S110",
      "Apple documentation: UIHostingController (use it like any other view controller: "
        + "present it or embed it as a child), init(rootView:), rootView",
      "https://developer.apple.com/documentation/swiftui/uihostingcontroller"),
    FidelitySource(
      "S111",
      "Apple documentation: UIHostingController.sizingOptions (iOS 16; the default is the "
        + "empty set), UIHostingControllerSizingOptions",
      "https://developer.apple.com/documentation/swiftui/uihostingcontroller/sizingoptions"),
    FidelitySource(
      "S112",
      "Apple documentation: UIViewControllerTransitionCoordinator.notifyWhenInteractionChanges "
        + "(iOS 10): when the user cancels a transition, UIKit executes the handler, calls "
        + "viewWillDisappear(_:) on the presented view controller, and finally viewWillAppear(_:) "
        + "on the presenting one",
      "https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/"
        + "notifywheninteractionchanges(_:)"),
    FidelitySource(
      "S113",
      "Apple documentation: UIViewControllerTransitionCoordinator.notifyWhenInteractionEnds "
        + "(iOS 7-10, deprecated): the same order when the user cancels",
      "https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/"
        + "notifywheninteractionends(_:)"),
    FidelitySource(
      "S114",
      "Apple documentation: UIControl.sendAction(_:to:for:) (forwards the action to the "
        + "application, which calls the action method on the target; an override calls super "
        + "\"to continue with the execution of the action method\") and "
        + "UIApplication.sendAction(_:to:from:for:) (returns whether a responder handled it)",
      "https://developer.apple.com/documentation/uikit/uicontrol/sendaction(_:to:for:)"),
    FidelitySource(
      "S115",
      "Device crash logs (iOS 7 and 8) of a tapped control: the action message is sent from "
        + "-[UIControl touchesEnded:withEvent:] through _sendActionsForEvents:withEvent:, "
        + "sendAction:to:forEvent: and -[UIApplication sendAction:to:from:forEvent:], on one "
        + "stack",
      "https://ios-ruby-on-rails.developreference.com/article/25796217/"
        + "EXC+BAD+ACCESS+KERN+INVALID+ADDRESS+at+0x0000000c"),
    FidelitySource(
      "S116",
      "A developer's notes on driving appearance by hand (Chinese): after "
        + "-beginAppearanceTransition:NO without its end, UIKit sends no automatic "
        + "viewWillDisappear/viewDidDisappear; -endAppearanceTransition stands for the did-callback",
      "http://39.103.169.235/p/ad86ca978747"),
    FidelitySource(
      "S117",
      "Apple documentation: UITabBarDelegate tabBar(_:didSelect:) (\"when the user selects a "
        + "tab bar item\") and UITabBar.selectedItem",
      "https://developer.apple.com/documentation/uikit/uitabbardelegate/tabbar(_:didselect:)"),
    FidelitySource(
      "S118",
      "A Quick Commentary on UIScrollView (2015): setContentOffset:animated: updates "
        + "bounds.origin and invokes the delegate's scrollViewDidScroll:",
      "http://jonathonstaff.com/blog/a-quick-commentary-on-uiscrollview/"),
    FidelitySource(
      "S119",
      "Apple documentation: UIScrollViewDelegate scrollViewDidEndScrollingAnimation(_:) (called "
        + "at the end of setContentOffset(_:animated:) and scrollRectToVisible(_:animated:), "
        + "only if animations are requested); setContentOffset(_:animated:) (a constant "
        + "velocity)",
      "https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/"
        + "scrollviewdidendscrollinganimation(_:)"),
    FidelitySource(
      "S120",
      "Apple documentation: CALayer.add(_:forKey:), CAAnimationDelegate (animationDidStart(_:), "
        + "animationDidStop(_:finished:)), CATransition",
      "https://developer.apple.com/documentation/quartzcore/caanimationdelegate"),
    FidelitySource(
      "S122",
      "Apple documentation: UIViewController.performSegue(withIdentifier:sender:) (throws an "
        + "exception if there is no segue with the identifier)",
      "https://developer.apple.com/documentation/uikit/uiviewcontroller/"
        + "performsegue(withidentifier:sender:)"),
    FidelitySource(
      "S123",
      "Apple documentation: UIViewController.prepare(for:sender:) (called before the segue is "
        + "performed, to configure the destination before it is displayed)",
      "https://developer.apple.com/documentation/uikit/uiviewcontroller/prepare(for:sender:)"),
    FidelitySource(
      "S124",
      "Apple documentation: UIViewController.shouldPerformSegue(withIdentifier:sender:) (not "
        + "called for performSegue(withIdentifier:sender:))",
      "https://developer.apple.com/documentation/uikit/uiviewcontroller/"
        + "shouldperformsegue(withidentifier:sender:)"),
    FidelitySource(
      "S125",
      "Crash reports: \"Receiver (<MainVC: 0x7fd181ca9110>) has no segue with identifier "
        + "'rightMenu'\" (AMSlideMenu2 #162, 2015; the same text in Onboard #49, "
        + "XLPagerTabStrip #213)",
      "https://github.com/matghazaryan/AMSlideMenu2/issues/162"),
    FidelitySource(
      "S126",
      "A developer's swizzle announcing a scroll animation only when setContentOffset:animated: "
        + "is animated and the offset differs (2013)",
      "https://gist.github.com/gavrix/5785069"),
    FidelitySource(
      "S127",
      "Apple documentation: UIViewAnimating.state and UIViewAnimatingState (inactive at "
        + "creation; active after startAnimation() or pauseAnimation() or a new "
        + "fractionComplete, until the animations finish; stopped after stopAnimation(false))",
      "https://developer.apple.com/documentation/uikit/uiviewanimating/state"),
    FidelitySource(
      "S128",
      "Apple documentation: UIViewPropertyAnimator.addCompletion(_:) (run after the animations "
        + "finish normally; never after stopAnimation(true)), UIViewAnimating.stopAnimation(_:), "
        + "finishAnimation(at:), fractionComplete (updatable only while paused), "
        + "pausesOnCompletion",
      "https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/addcompletion(_:)"),
    FidelitySource(
      "S129",
      "Apple documentation: UIViewPropertyAnimator (an initializer's animator must be started "
        + "with startAnimation(); runningPropertyAnimator starts at once), addAnimations(_:) "
        + "(blocks added while running begin executing immediately), duration, "
        + "continueAnimation(withTimingParameters:durationFactor:)",
      "https://developer.apple.com/documentation/uikit/uiviewpropertyanimator"),
    FidelitySource(
      "S130",
      "Crash report: \"Terminating app due to uncaught exception "
        + "'NSInternalInconsistencyException', reason: 'finishAnimationAtPosition: should only "
        + "be called on a stopped animator!'\" (Hero #214, 2017, iOS 10)",
      "https://github.com/HeroTransitions/Hero/issues/214"),
    FidelitySource(
      "S131",
      "A library's fix: UIKit is strict about an animator being active before it is stopped; "
        + "stopping one that was never started crashed (fluentui-apple #915, 2022)",
      "https://github.com/microsoft/fluentui-apple/pull/915"),
    FidelitySource(
      "S132",
      "Apple documentation: UIViewController.tabBarController (the nearest ancestor in the "
        + "view controller hierarchy that is a tab bar controller; nil when the controller is "
        + "not embedded in one)",
      "https://developer.apple.com/documentation/uikit/uiviewcontroller/tabbarcontroller"),
    FidelitySource(
      "S133",
      "Apple documentation: UIStoryboardSegue (subclass it for a custom transition; "
        + "init(identifier:source:destination:); perform() performs the visual transition, "
        + "override it in a custom segue; the storyboard creates the segue, calls "
        + "prepare(for:sender:), then perform())",
      "https://developer.apple.com/documentation/uikit/uistoryboardsegue"),
    FidelitySource(
      "S134",
      "Apple Technical Note TN2298 \"Using Unwind Segues\": the unwind process (find the "
        + "destination, the source's prepareForSegue:sender:, the destination's unwind action, "
        + "the visual transition); quoted at https://wsa.jianshu.io/p/e14d5739fe62",
      "https://developer.apple.com/library/archive/technotes/tn2298/_index.html"),
    FidelitySource(
      "S135",
      "Apple documentation: \"Dismissing a view controller with an unwind segue\" (the closest "
        + "controller from the immediate parent up that implements the action; none found: the "
        + "segue fails silently), canPerformUnwindSegueAction(_:from:sender:) (default: "
        + "implements the action and is not the source), unwind(for:towards:)",
      "https://developer.apple.com/documentation/uikit/"
        + "dismissing-a-view-controller-with-an-unwind-segue"),
    FidelitySource(
      "S136",
      "Apple documentation: CATransaction (explicit and implicit transactions, nesting), "
        + "setCompletionBlock(_:) (called once all animations added by the group have "
        + "completed; with none added before the commit, at once), setAnimationDuration(_:), "
        + "setDisableActions(_:)",
      "https://developer.apple.com/documentation/quartzcore/catransaction/setcompletionblock(_:)"),
    FidelitySource(
      "S137",
      "\"UIKit rendering - CATransaction\" (2021): a transaction nested in another takes effect "
        + "at the outer one's commit",
      "https://gaetanzanella.github.io/2021-01-04/uikit-rendering-part-2"),
    FidelitySource(
      "S138",
      "Apple documentation: setNeedsStatusBarAppearanceUpdate() (inside an animation block the "
        + "change animates), childForStatusBarStyle, childForStatusBarHidden (nil or no "
        + "override: self decides), childForHomeIndicatorAutoHidden, "
        + "childForScreenEdgesDeferringSystemGestures",
      "https://developer.apple.com/documentation/uikit/uiviewcontroller/"
        + "setneedsstatusbarappearanceupdate()"),
    FidelitySource(
      "S139",
      "Apple SDK header UIViewController.h, protocol UIContentContainer: "
        + "preferredContentSizeDidChangeForChildContentContainer: and "
        + "systemLayoutFittingSizeDidChangeForChildContentContainer: are sent to the view "
        + "controller's parent",
      "github.com/okanon/iPhoneOS.sdk, iPhoneOS13.2.sdk/System/Library/Frameworks/UIKit.framework/"
        + "Headers/UIViewController.h"),
    FidelitySource(
      "S140",
      "rdar 19175472 (iOS 8.1): an unchanged preferredContentSize does not propagate to the "
        + "parent; rdar 33396970 (2017): the container gets "
        + "preferredContentSizeDidChange(forChildContentContainer:) when its child's size changes",
      "https://github.com/lionheart/openradar-mirror/issues/11418"),
    FidelitySource(
      "S141",
      "Apple documentation: UIViewController.view (read while nil, it calls loadView()), "
        + "UITabBarController.selectedViewController (must be in viewControllers; nil by "
        + "default)",
      "https://developer.apple.com/documentation/uikit/uiviewcontroller/view"),
    FidelitySource(
      "S142",
      "Crash reports: NSInvalidArgumentException \"The number of view controllers provided (0) "
        + "doesn't match the number required (1) for the requested transition\" (NYPL "
        + "Simplified-iOS #781, 2017) and the same with (3) (Taehyeon-Kim/TIL #18, 2022)",
      "https://github.com/NYPL-Simplified/Simplified-iOS/issues/781"),
    FidelitySource(
      "S143",
      "Apple documentation: UISplitViewController.preferredDisplayMode, displayMode, "
        + "DisplayMode, and UISplitViewControllerDelegate.splitViewController(_:willChangeTo:)",
      "https://developer.apple.com/documentation/uikit/uisplitviewcontroller/preferreddisplaymode"),
    FidelitySource(
      "S144",
      "Apple documentation: UIApplicationDelegate.window, and the launch sequence of Start "
        + "Developing iOS Apps (app delegate, window assigned to it, initial controller as root, "
        + "makeKeyAndVisible)",
      "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/window"),
    FidelitySource(
      "S145",
      "Apple documentation: UIWindow.rootViewController (installs the controller's view as the "
        + "window's content view; the old views are removed first)",
      "https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller"),
    FidelitySource(
      "S146",
      "Apple documentation: UIApplication.shared, keyWindow, windows, "
        + "UIWindow.makeKeyAndVisible()",
      "https://developer.apple.com/documentation/uikit/uiapplication/keywindow"),
    FidelitySource(
      "S147",
      "\"When does layoutSubviews get called?\" (2010, device tests): addSubview lays out the "
        + "view added and the view it is added to, removeFromSuperview the superview",
      "http://www.reader8.net/jiaocheng/20120627/1406426.html"),
    FidelitySource(
      "S148",
      "Apple documentation: viewDidLayoutSubviews(), viewWillLayoutSubviews()",
      "https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidlayoutsubviews()"),
    FidelitySource(
      "S149",
      "\"Debugging Auto Layout feedback loops\" (2018): a layout that triggers its own pass "
        + "again loops in one run loop; UIViewLayoutFeedbackLoopDebuggingThreshold",
      "https://www.hackingwithswift.com/articles/59/debugging-auto-layout-feedback-loops"),
    FidelitySource(
      "S150",
      "\"UIWindow in iOS\" (Khoa Pham, 2014): a window is hidden by default; makeKeyAndVisible "
        + "makes it key and sets hidden to NO",
      "https://fantageek.com/2014/08/28/uiwindow-in-ios/"),
    FidelitySource(
      "S151",
      "Apple documentation: UIContentContainer.viewWillTransition(to:with:) (called before the "
        + "size of a view controller's view changes; view controllers forward it to their "
        + "children, super must be called), willTransition(to:with:)",
      "https://developer.apple.com/documentation/uikit/uicontentcontainer/viewwilltransition(to:with:)"
    ),
    FidelitySource(
      "S152",
      "Apple documentation: UITableView.selectRow(at:animated:scrollPosition:) (calling it "
        + "does not make the delegate receive willSelectRowAt or didSelectRowAt, nor send the "
        + "selection notification), deselectRow(at:animated:)",
      "https://developer.apple.com/documentation/uikit/uitableview/selectrow(at:animated:scrollposition:)"
    ),
    FidelitySource(
      "S153",
      "\"Is UITableView reloadData asynchronous or synchronous?\": reloadData asks the data "
        + "source for the number of sections and rows at once; cellForRowAt comes during the "
        + "next layout pass",
      "https://errorhandle.ai/is-uitableview-reloaddata-asynchronous-or-synchronous"),
    FidelitySource(
      "S154",
      "Apple Developer Forums 117537 (a Frameworks Engineer, iOS 13): while it updates, "
        + "UITableView asks its dataSource for a cell for each visible row and configures it; "
        + "visibleCells may not be read then",
      "https://forums.developer.apple.com/forums/thread/117537"),
    FidelitySource(
      "S155",
      "\"UITableView delegate call order\" (jianshu, a logged load): numberOfSectionsInTableView, "
        + "the header and footer heights, numberOfRowsInSection, heightForRow; then, for each "
        + "visible cell, cellForRowAtIndexPath, heightForRow, willDisplayCell; then the "
        + "headers and footers",
      "http://reibang.com/p/07fef73d9b4e"),
    FidelitySource(
      "S156",
      "\"The details of selecting a cell in UITableView\" (RecherJ, 2017): the first tap calls "
        + "willSelectRowAtIndexPath then didSelectRowAtIndexPath; tapping another row calls "
        + "willSelect (new), willDeselect (old), didDeselect (old), didSelect (new)",
      "https://iter01.com/128615.html"),
    FidelitySource(
      "S157",
      "Apple documentation: UICollectionViewDelegate collectionView(_:shouldHighlightItemAt:) "
        + "(as touches arrive the collection view highlights items in anticipation of a "
        + "selection), didUnhighlightItemAt (only for user interactions, never for changes "
        + "made by code)",
      "https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:shouldhighlightitemat:)"
    ),
    FidelitySource(
      "S158",
      "Apple documentation: UITableView (dataSource, delegate, register(_:forCellReuseIdentifier:), "
        + "dequeueReusableCell(withIdentifier:) and (withIdentifier:for:), reloadData, "
        + "insertRows/deleteRows, beginUpdates/endUpdates, performBatchUpdates), "
        + "UITableViewCell.prepareForReuse, UITableViewController (makes its table view and "
        + "sets itself as its data source and delegate), UICollectionViewFlowLayout.itemSize",
      "https://developer.apple.com/documentation/uikit/uitableview"),
    FidelitySource(
      "S159",
      "Apple documentation: UIView.animateKeyframes(withDuration:delay:options:animations:completion:) "
        + "(a duration of 0 or less makes the changes at once, without animation) and "
        + "addKeyframe(withRelativeStartTime:relativeDuration:animations:) (called from inside "
        + "that animations block)",
      "https://developer.apple.com/documentation/uikit/uiview/animatekeyframes(withduration:delay:options:animations:completion:)"
    ),
    FidelitySource(
      "S160",
      "Stack Overflow 75925103 (2023): prints inside addKeyframe blocks at relative starts 0 "
        + "and 0.7 both appear at once, before the line after animateKeyframes; the "
        + "completion's print comes at the end of the 4 s",
      "https://stackoverflow.com/questions/75925103"),
    FidelitySource(
      "S161",
      "Stack Overflow 10134841 (2012): the NSInternalInconsistencyException \"Invalid update: "
        + "invalid number of rows in section 0 …\" logged when the counts after an insert do "
        + "not add up",
      "http://stackoverflow.com/questions/10134841/assertion-failure-in-uitableview-endcellanimationswithcontext"
    ),
    FidelitySource(
      "S162",
      "\"Proper use of cellForRowAtIndexPath and willDisplayCell\" (Zalando, 2016): logs show "
        + "cellForRowAtIndexPath and willDisplayCell called one after the other in the same "
        + "layout cycle, before the cell's layoutSubviews",
      "https://engineering.zalando.com/posts/2016/07/proper-use-of-cellforrowatindexpath-and-willdisplaycell.html"
    ),
    FidelitySource(
      "S163",
      "\"ViewController启动加载过程\" (CSDN, 2019; the same log on mamicode, 2015): a "
        + "controller's loading logged with its subview class ShowViewCycle: "
        + "willMoveToSuperview: and didMoveToSuperview in loadView, then at the window's "
        + "showing the controller's viewWillAppear: before the subview's willMoveToWindow:",
      "https://blog.csdn.net/a2614555/article/details/102419090"),
    FidelitySource(
      "S164",
      "Apple documentation: UIView didAddSubview(_:), willRemoveSubview(_:) (\"called when "
        + "the subview's superview changes or when the subview is removed from the view "
        + "hierarchy completely\"), willMove(toSuperview:), didMoveToSuperview(), "
        + "willMove(toWindow:), didMoveToWindow(): the default implementations do nothing",
      "https://developer.apple.com/documentation/uikit/uiview/didaddsubview(_:)"),
    FidelitySource(
      "S165",
      "View life-cycle logs (2016, 2019): adding a subclass view logs willMoveToSuperview:, "
        + "didMoveToSuperview, then willMoveToWindow:, didMoveToWindow when the superview "
        + "enters the window; removing it logs willMoveToSuperview:, willMoveToWindow:, "
        + "didMoveToWindow, didMoveToSuperview",
      "https://e-com-net.com/article/5357521.htm"),
    FidelitySource(
      "S166",
      "Apple documentation: UIView.layoutSubviews() (subclasses override it to lay out their "
        + "subviews; \"You should not call this method directly\": setNeedsLayout() for the "
        + "next drawing update, layoutIfNeeded() to lay out at once)",
      "https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()"),
    FidelitySource(
      "S167",
      "Apple documentation: UISwitch (\"When the user manipulates the switch control … a "
        + "valueChanged event is generated\"), isOn, and setOn(_:animated:) (\"Setting the "
        + "switch to either position doesn't result in an action message being sent\")",
      "https://developer.apple.com/documentation/uikit/uiswitch/seton(_:animated:)"),
    FidelitySource(
      "S168",
      "Apple documentation: UISlider value (a value below the minimum or above the maximum "
        + "is set to the minimum or maximum; 0.0 by default), minimumValue (0.0) and "
        + "maximumValue (1.0)",
      "https://developer.apple.com/documentation/uikit/uislider/value"),
    FidelitySource(
      "S169",
      "Apple documentation: UIStepper (value 0, minimumValue 0, maximumValue 100, stepValue "
        + "1; wraps; isContinuous: value-change events as the value changes during the "
        + "interaction)",
      "https://developer.apple.com/documentation/uikit/uistepper"),
    FidelitySource(
      "S170",
      "Apple documentation: UIPageControl (a tap moves to the next or previous page and sends "
        + "valueChanged; currentPage 0 by default, values outside the range pinned to 0 or "
        + "numberOfPages - 1)",
      "https://developer.apple.com/documentation/uikit/uipagecontrol"),
    FidelitySource(
      "S171",
      "Apple documentation: UITextField.text (the empty string by default)",
      "https://developer.apple.com/documentation/uikit/uitextfield/text"),
    FidelitySource(
      "S172",
      "Apple, Auto Layout Guide, \"Changing Constraints\": the deferred layout pass, an "
        + "update pass (updateViewConstraints of controllers, updateConstraints of views) "
        + "before the layout pass; setNeedsUpdateConstraints, updateConstraintsIfNeeded, "
        + "layoutIfNeeded",
      "https://developer.apple.com/library/archive/documentation/UserExperience/Conceptual/AutolayoutPG/ModifyingConstraints.html"
    ),
    FidelitySource(
      "S173",
      "Apple documentation: UIView.setNeedsUpdateConstraints() (\"The system will then call "
        + "updateConstraints() as part of its normal layout pass\"), "
        + "updateConstraintsIfNeeded() and updateConstraints()",
      "https://developer.apple.com/documentation/uikit/uiview/setneedsupdateconstraints()"),
    FidelitySource(
      "S174",
      "Apple documentation: UIViewController.updateViewConstraints() (\"Called when the view "
        + "controller's view needs to update its constraints\"; an override calls super)",
      "https://developer.apple.com/documentation/uikit/uiviewcontroller/updateviewconstraints()"
    ),
    FidelitySource(
      "S175",
      "Apple documentation: Timer (scheduled timers on the current run loop; a timer made "
        + "with init must be added with add(_:forMode:); the target gets the selector with "
        + "the timer as its argument; a repeating timer reschedules itself until invalidated, "
        + "a non-repeating one is invalidated after it fires)",
      "https://developer.apple.com/documentation/foundation/timer"),
    FidelitySource(
      "S176",
      "Apple documentation: Timer.fire() (\"fire a repeating timer without interrupting its "
        + "regular firing schedule\"; a non-repeating timer is invalidated after firing)",
      "https://developer.apple.com/documentation/foundation/timer/fire()"),
    FidelitySource(
      "S177",
      "Apple documentation: Timer.invalidate() (\"Stops the timer from ever firing again and "
        + "requests its removal from its run loop\") and isValid",
      "https://developer.apple.com/documentation/foundation/timer/invalidate()"),
    FidelitySource(
      "S178",
      "Apple documentation: Timer.scheduledTimer(timeInterval:target:selector:userInfo:"
        + "repeats:) (\"If seconds is less than or equal to 0.0, this method chooses the "
        + "nonnegative value of 0.1 milliseconds instead\")",
      "https://developer.apple.com/documentation/foundation/timer/scheduledtimer(timeinterval:target:selector:userinfo:repeats:)"
    ),
    FidelitySource(
      "S179",
      "Apple documentation: UIResponder.next (a view returns the controller that manages it "
        + "or its superview; a controller its view's superview; a window the application; "
        + "the application normally nil)",
      "https://developer.apple.com/documentation/uikit/uiresponder/next"),
    FidelitySource(
      "S180",
      "Apple, \"Using responders and the responder chain to handle events\": a root view "
        + "controller's next responder is the window, a presented controller's the presenting "
        + "controller",
      "https://developer.apple.com/documentation/uikit/using-responders-and-the-responder-chain-to-handle-events"
    ),
    FidelitySource(
      "S181",
      "Apple documentation: UIControl (controls tell the app of the user's interactions by "
        + "target-action: when the user interacts with the control in a specific way, the "
        + "control calls the action method)",
      "https://developer.apple.com/documentation/uikit/uicontrol"),
    FidelitySource(
      "S182",
      "Apple documentation: UIStoryboard (\"During the instantiation process, UIStoryboard "
        + "creates your view controller programmatically using its init(coder:) method\")",
      "https://developer.apple.com/documentation/uikit/uistoryboard"),
    FidelitySource(
      "S183",
      "Apple documentation: UIViewController.init(nibName:bundle:) (with a storyboard the "
        + "storyboard instantiates the controller when a segue is triggered or when the app "
        + "calls instantiateViewController(withIdentifier:), calling its init(coder:) instead)",
      "https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)"),
    FidelitySource(
      "S184",
      "Apple documentation: NSObject.awakeFromNib() (\"The nib-loading infrastructure sends "
        + "an awakeFromNib message to each object recreated from a nib archive, but only after "
        + "all the objects in the archive have been loaded and initialized\")",
      "https://developer.apple.com/documentation/objectivec/nsobject-swift.class/awakefromnib()"
    ),
    FidelitySource(
      "S185",
      "Apple documentation: UIWindow.rootViewController (\"installs the view controller's view "
        + "as the content view of the window. The new content view is configured to track the "
        + "window size, changing as the window size changes\")",
      "https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller"),
    FidelitySource(
      "S186",
      "Apple documentation: UITableView.scrollToRow(at:at:animated:) (\"Scrolls through the "
        + "table view until a row that an index path identifies is at a particular location on "
        + "the screen\")",
      "https://developer.apple.com/documentation/uikit/uitableview/scrolltorow(at:at:animated:)"),
    FidelitySource(
      "S187",
      "Apple documentation: UICollectionView.scrollToItem(at:at:animated:) (scrolls the "
        + "collection view contents until the item is visible, at the position given)",
      "https://developer.apple.com/documentation/uikit/uicollectionview/scrolltoitem(at:at:animated:)"
    ),
    FidelitySource(
      "S188",
      "Apple documentation: UITableView.ScrollPosition.none (\"The table view scrolls the row "
        + "of interest to be fully visible with a minimum of movement. If the row is already "
        + "fully visible, no scrolling occurs\")",
      "https://developer.apple.com/documentation/uikit/uitableview/scrollposition/none"),
    FidelitySource(
      "S189",
      "Apple, QuartzCore CADisplayLink.h, the header's comments (the selector has the "
        + "signature (void)selector:(CADisplayLink *)sender; \"Unless paused, it will fire every "
        + "vsync until removed\"; timestamp and duration are those \"of the display frame "
        + "associated with the most recent target invocation\"; paused: \"When true the object "
        + "is prevented from firing. Initial state is false\"; frameInterval: how many frames "
        + "pass between firings, one by default; preferredFramesPerSecond 0 fires at the "
        + "display's native cadence; invalidate removes it from all run-loop modes)",
      "https://developer.apple.com/documentation/quartzcore/cadisplaylink/add(to:formode:)"),
    FidelitySource(
      "S190",
      "Apple documentation: CADisplayLink (\"A timer object that allows your app to "
        + "synchronize its drawing to the refresh rate of the display\": added to a run loop, "
        + "the system calls the selector on the target when the screen's contents need to "
        + "update; duration is the time between frames at maximumFramesPerSecond; paused "
        + "disables the notifications; invalidate when the app is done with the link)",
      "https://developer.apple.com/documentation/quartzcore/cadisplaylink"),
    FidelitySource(
      "S191",
      "Apple documentation: UIScreen.maximumFramesPerSecond (\"The maximum number of frames per "
        + "second a screen can render\"; \"in iOS, the value of this property can be up to 120 "
        + "for devices with ProMotion displays\")",
      "https://developer.apple.com/documentation/uikit/uiscreen/maximumframespersecond"),
    FidelitySource(
      "S192",
      "Apple documentation: UIAlertController (present it with present(_:animated:completion:); "
        + "\"UIKit displays alerts and action sheets modally over your app's content\"; each "
        + "action added with addAction(_:) is a button, and \"when a person taps that action, "
        + "the alert controller executes the block you provided when creating the action "
        + "object\")",
      "https://developer.apple.com/documentation/uikit/uialertcontroller"),
    FidelitySource(
      "S193",
      "Apple documentation: UIAlertAction (\"information about a single action, including the "
        + "title to display in the button, any styling information, and a handler to execute "
        + "when the user taps the button\")",
      "https://developer.apple.com/documentation/uikit/uialertaction"),
    FidelitySource(
      "S194",
      "material-components-ios pull request 2490, \"[Dialogs] Call actionHandlers after the "
        + "alert has been dismissed\" (2017): \"we wait until after the animation completes. "
        + "We are modeling after UIAlertController\"",
      "https://github.com/material-components/material-components-ios/pull/2490"),
    FidelitySource(
      "S195",
      "Apple documentation: UIPopoverController (\"Popover controllers are for use exclusively "
        + "on iPad devices. Attempting to create one on other devices results in an "
        + "exception\")",
      "https://developer.apple.com/documentation/uikit/uipopovercontroller"),
    FidelitySource(
      "S211",
      "Apple documentation: UIPresentationController (\"The only time your app can provide a "
        + "custom presentation controller is when you set the modalPresentationStyle property "
        + "of your view controller UIModalPresentationStyle.custom\"; \"You vend your custom "
        + "presentation controller object through your view controller's transitioning "
        + "delegate. UIKit maintains a reference to your presentation controller object while "
        + "the presented view controller is onscreen\"), containerView (\"UIKit sets the value "
        + "of this property shortly after receiving the presentation controller from your "
        + "transitioning delegate\"), shouldRemovePresentersView",
      "https://developer.apple.com/documentation/uikit/uipresentationcontroller"),
    FidelitySource(
      "S212",
      "Apple, View Controller Programming Guide (archived), Creating Custom Presentations "
        + "(\"When you present a view controller whose presentation style is "
        + "UIModalPresentationCustom, UIKit looks for a custom presentation controller to "
        + "manage the presentation process. As the presentation progresses, UIKit calls "
        + "methods of the presentation controller\")",
      "https://developer.apple.com/library/archive/featuredarticles/ViewControllerPGforiPhoneOS/"
        + "DefiningCustomPresentations.html"),
    FidelitySource(
      "S213",
      "Apple documentation: UIPresentationController.presentedView (\"The default "
        + "implementation of this method returns the presented view controller's view\"; it "
        + "\"is given to the animator objects\", which retrieve it with view(forKey:)), "
        + "frameOfPresentedViewInContainerView (\"The frame rectangle to assign to the "
        + "presented view at the end of the animations\"; \"The default implementation of "
        + "this method returns the frame rectangle of the container view\"), "
        + "presentationTransitionWillBegin(), presentationTransitionDidEnd(_:), "
        + "dismissalTransitionWillBegin(), dismissalTransitionDidEnd(_:)",
      "https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentedview"),
  ]
}
