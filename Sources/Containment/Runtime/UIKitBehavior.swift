/// Every behaviour of the model that is inferred ([I] in docs/FIDELITY.md section (b)) rather
/// than documented or observed, in one value, so a scenario (`uikit=B1:completion-first`)
/// or a test can switch it. The defaults are docs/FIDELITY.md's recommendations.
public struct UIKitBehavior: Sendable, Equatable, Hashable {
  /// B1 [I]: in `transition`, the caller's completion runs after the did-callbacks
  /// (UIKit's present/dismiss analogue, S1) or before them (Chameleon, CrossMobile).
  public enum TransitionCompletionOrder: String, Sendable, CaseIterable {
    case didCallbacksFirst = "did-callbacks-first"
    case completionFirst = "completion-first"
  }
  /// B2 [I]: which controller's will-callback `transition` sends first.
  public enum TransitionWillOrder: String, Sendable, CaseIterable {
    case fromFirst = "from-first"
    case toFirst = "to-first"
  }
  /// B3, B7, B13 [I]: whether a step happens at once or at the end of the run-loop turn (⟂).
  public enum Timing: String, Sendable, CaseIterable {
    case endOfTurn = "end-of-turn"
    case immediate
  }
  /// B67 [I]: a split view controller's delegate hears of a new display mode on screen only,
  /// or also off screen.
  public enum SplitDisplayModeNotice: String, Sendable, CaseIterable {
    case onScreen = "on-screen"
    case always
  }
  /// B68 [I]: the app delegate is the snippet's class when it declares one, or always UIKit's
  /// stand-in.
  public enum AppDelegateSource: String, Sendable, CaseIterable {
    case snippetClass = "snippet-class"
    case standIn = "stand-in"
  }
  /// B69 [I]: a view that gains or loses a subview lays out its own controller only, or the
  /// nearest controller above it.
  public enum SubviewLayout: String, Sendable, CaseIterable {
    case ownView = "own-view"
    case nearestController = "nearest-controller"
  }
  /// B70 [I]: a hidden window's root disappears, or nothing is sent.
  public enum HiddenWindow: String, Sendable, CaseIterable {
    case disappear, silent
  }
  /// B4 [I]: `addChild(a)` when `a` is already a child of the receiver.
  public enum ReAddToSameParent: String, Sendable, CaseIterable {
    case keepPosition = "keep-position"
    case removeAndAppend = "remove-and-append"
  }
  /// B5 [I]: `removeFromParent()` on a controller without a parent.
  public enum RemoveWithoutParent: String, Sendable, CaseIterable {
    case ignore, raise
  }
  /// B6 [I]: when `isMovingToParent` / `isMovingFromParent` answer true.
  public enum MovingFlags: String, Sendable, CaseIterable {
    case duringAppearanceTransition = "during-appearance-transition"
    case betweenWillAndDidMove = "between-will-and-did-move"
  }
  /// B8 [I]: order of a parent's appearance callback and its children's forwarded ones.
  public enum ForwardingOrder: String, Sendable, CaseIterable {
    case parentFirst = "parent-first"
    case childrenFirst = "children-first"
  }
  /// B9 [I]: a second `beginAppearanceTransition` in the direction already under way.
  public enum RepeatedBegin: String, Sendable, CaseIterable {
    case warnAndNest = "warn-and-nest"
    case repeatCallback = "repeat-callback"
  }
  /// B59 [I]: a view entering the window while its controller's begin in that direction is
  /// open.
  public enum WindowDuringOpenBegin: String, Sendable, CaseIterable {
    case join
    case secondBegin = "second-begin"
  }
  /// B10 [I]: `endAppearanceTransition()` with nothing pending.
  public enum UnmatchedEnd: String, Sendable, CaseIterable {
    case warn, ignore
  }
  /// B11 [I]: whether `beginAppearanceTransition(true, …)` loads the view first.
  public enum BeginLoadsView: String, Sendable, CaseIterable {
    case loads
    case doesNotLoad = "does-not-load"
  }
  /// B14 [I]: the `animated` flag `transition` passes to appearance callbacks.
  public enum TransitionAnimatedFlag: String, Sendable, CaseIterable {
    case durationPositive = "duration-positive"
    case alwaysTrue = "always-true"
  }
  /// B15 [I]: appearance callbacks of a `transition` whose parent is not on screen.
  public enum OffscreenTransition: String, Sendable, CaseIterable {
    case sendCallbacks = "send-callbacks"
    case skipCallbacks = "skip-callbacks"
  }
  /// B16 [D for the superview, I for z-order]: where `transition` puts the new view.
  public enum TransitionInsertion: String, Sendable, CaseIterable {
    case fromSuperview = "from-superview"
    case parentRootView = "parent-root-view"
  }
  /// B17 [I]: appearance of a parentless, non-root controller whose view enters a window.
  public enum ParentlessAppearance: String, Sendable, CaseIterable {
    case none
    case willAppearOnly = "will-appear-only"
  }
  /// B18 [I]: children of a parent whose `shouldAutomaticallyForwardAppearanceMethods` is false.
  public enum NonForwardingParent: String, Sendable, CaseIterable {
    case silent
    case forwardAnyway = "forward-anyway"
  }
  /// B19 [D for bounds, I for the slot]: `viewIsAppearing` before or after the layout callbacks.
  public enum ViewIsAppearingSlot: String, Sendable, CaseIterable {
    case beforeLayout = "before-layout"
    case afterLayout = "after-layout"
  }

  /// B37 [I]: the parent's own appearance while a `transition` it started is in flight. The
  /// transition owns the two children's appearance: the parent's forwarding passes them by,
  /// except that a parent starting to disappear turns an appearing child around, and each gets
  /// its did-callback once, when the transition ends (`transition-owns`). The alternative is a
  /// plain nesting counter (Chameleon-style forwarding to every child whose view is inside):
  /// the parent's end finishes the children's transition early and the transition's own end
  /// is then "Unbalanced" (`parent-forwards`).
  public enum ParentAppearanceDuringTransition: String, Sendable, CaseIterable {
    case transitionOwns = "transition-owns"
    case parentForwards = "parent-forwards"
  }
  /// B38 [I]: `transition` whose `from` view has no superview while the parent is on screen.
  /// `from` is then not showing, so beginning its disappearance is "Unbalanced" and it gets no
  /// callbacks (`unbalanced`), or it gets the same callbacks as a `from` inside the parent's
  /// view (`as-with-superview`).
  public enum DetachedTransitionSource: String, Sendable, CaseIterable {
    case unbalanced
    case asWithSuperview = "as-with-superview"
  }

  /// B45 [I] (A4.7): when `transition` takes the old child's view out: when the animation
  /// ends (UIKit's internal helper does it in its completion) or right after inserting the
  /// new view, before the `animations` block.
  public enum TransitionViewRemoval: String, Sendable, CaseIterable {
    case atEnd = "at-end"
    case beforeAnimations = "before-animations"
  }

  /// B30 [I]: which active constraints `removeFromSuperview` removes: those crossing the
  /// removed subtree's boundary (`crossing-subtree`), or every one that refers to a view of
  /// the subtree, as the documentation's words read literally (`all-referring`).
  public enum RemovedConstraints: String, Sendable, CaseIterable {
    case crossingSubtree = "crossing-subtree"
    case allReferring = "all-referring"
  }

  /// B21 [I]: when a pushed controller's view loads: at the deferred start of the transition
  /// or inside `pushViewController`.
  public enum PushedViewLoading: String, Sendable, CaseIterable {
    case atTransitionStart = "at-transition-start"
    case inCall = "in-call"
  }
  /// B23 [I]: a navigation transition's didMove: after the did-callbacks (as in the animated
  /// logs) or before them.
  public enum NavigationDidMove: String, Sendable, CaseIterable {
    case afterAppearance = "after-appearance"
    case beforeAppearance = "before-appearance"
  }
  /// B26 [I]: `popToRootViewController` with nothing to pop returns nil or an empty array.
  public enum PopToRootAtRoot: String, Sendable, CaseIterable {
    case returnsNil = "nil"
    case returnsEmpty = "empty"
  }
  /// B39 [I]: a navigation stack change while the navigation controller is off screen: its
  /// didMove at the end of the turn (as on screen, without the appearance) or inside the call.
  public enum OffscreenNavigation: String, Sendable, CaseIterable {
    case endOfTurn = "end-of-turn"
    case immediate
  }
  /// B40 [I]: when `UINavigationController(rootViewController:)`'s root gets `didMove`: after
  /// its first `viewDidAppear` (the push the initializer stands for ends then), inside the
  /// initializer, or never (the root set up without willMove or didMove, as the model did
  /// before issue 28).
  public enum NavigationInitializer: String, Sendable, CaseIterable {
    case afterFirstAppearance = "after-first-appearance"
    case inInitializer = "in-initializer"
    case silent
  }

  /// B25 [I]: where a presentation's completion runs: after the covered presenter's
  /// did-callback (last) or right after the presented controller's.
  public enum PresentationCompletion: String, Sendable, CaseIterable {
    case last
    case afterPresented = "after-presented"
  }
  /// B44 [I]: the controllers between the presenter and the top of a stack of presentations
  /// that a dismiss removes: if still showing, they disappear with the top, not animated
  /// (`with-top`), with the top's animated flag (`with-top-flag`), or get nothing (`silent`).
  public enum IntermediateDismissal: String, Sendable, CaseIterable {
    case withTop = "with-top"
    case withTopFlag = "with-top-flag"
    case silent
  }
  /// B41 [I]: `dismiss` with nothing to dismiss: nothing happens, or the completion still runs.
  /// B84 [I]: where a presentation controller's hooks fall around the appearance callbacks:
  /// `presentationTransitionWillBegin` (and the dismissal's) before the will-callbacks and
  /// `…DidEnd(_:)` after the did-callbacks, or both inside them.
  public enum PresentationControllerHooks: String, Sendable, CaseIterable {
    case outside
    case inside
  }

  public enum DismissNothing: String, Sendable, CaseIterable {
    case ignore
    case runCompletion = "run-completion"
  }

  /// B27 [I]: a tab switch on screen: will-callbacks inside the setter and did-callbacks at
  /// the end of the turn, or all four inside the setter.
  public enum TabSwitchTiming: String, Sendable, CaseIterable {
    case didAtEndOfTurn = "did-at-end-of-turn"
    case immediate
  }

  /// B42 [I]: which calls tabs that join or leave a tab bar controller get. Joining: willMove
  /// and didMove. Leaving: only removeFromParent's didMove(nil) (`leave-without-will-move`,
  /// as deltachat-ios had to send willMove(nil) itself), both (`send`), or none at all
  /// (`silent`, which sends joining tabs nothing either).
  public enum TabMoveCallbacks: String, Sendable, CaseIterable {
    case leaveWithoutWillMove = "leave-without-will-move"
    case send
    case silent
  }
  /// B43 [I]: `setViewControllers` on a navigation controller dropping its top: the old top
  /// leaves without willMove(nil) or didMove(nil) (rdar 18002763), or as a popped one does.
  public enum ReplacedTop: String, Sendable, CaseIterable {
    case silent
    case likePop = "like-pop"
  }

  /// B46 [I]: which presentation styles use the animator a transitioning delegate vends
  /// (Apple documents `.custom`; a 2013 book and common code use it with `.fullScreen` and
  /// `.overFullScreen` too), and only when the presentation is animated.
  public enum CustomAnimatorStyles: String, Sendable, CaseIterable {
    case customAndFullScreen = "custom-and-full-screen"
    case customOnly = "custom-only"

    func uses(_ style: UIModalPresentationStyle) -> Bool {
      switch self {
      case .customAndFullScreen: [.custom, .fullScreen, .overFullScreen].contains(style)
      case .customOnly: style == .custom
      }
    }
  }
  /// B47 [I]: in a custom transition, the appearance will-callbacks come before UIKit calls
  /// the animator (`callbacks-first`) or after `animateTransition(using:)` returns.
  public enum CustomTransitionCallbacks: String, Sendable, CaseIterable {
    case callbacksFirst = "callbacks-first"
    case animatorFirst = "animator-first"
  }

  /// B48 [I]: after a cancelled interactive push or pop, the controller that was told it
  /// would move (`willMove`) gets the other `didMove`: the navigation controller for one that
  /// stays, nil for one that leaves (`did-move-back`), or nothing (`silent`).
  public enum CancelledMove: String, Sendable, CaseIterable {
    case didMoveBack = "did-move-back"
    case silent
  }

  /// B55 [I]: when a cancelled interactive transition turns its controllers around: the
  /// will-callbacks at `cancelInteractiveTransition()` and the did-callbacks at
  /// `completeTransition(false)` (`will-at-cancel`, Apple's wording, A22.4), or all four at
  /// `completeTransition(false)` (`all-at-complete`).
  public enum CancelTurnaround: String, Sendable, CaseIterable {
    case willAtCancel = "will-at-cancel"
    case allAtComplete = "all-at-complete"
  }

  /// B56 [I]: `viewIsAppearing` for an appearance that ends before any layout pass (driven
  /// by hand): right before `viewDidAppear` (`before-did-appear`, A5.2's one promise), or not
  /// at all (`omit`).
  public enum UnlaidAppearance: String, Sendable, CaseIterable {
    case beforeDidAppear = "before-did-appear"
    case omit
  }

  /// B49 [I]: what a page that `setViewControllers` replaces gets besides its disappearance:
  /// only removeFromParent's didMove(nil) (`leave-without-will-move`, the mirror of S30's
  /// join without willMove), willMove(nil) as well (`send`), or neither (`silent`).
  public enum PageLeaving: String, Sendable, CaseIterable {
    case leaveWithoutWillMove = "leave-without-will-move"
    case send
    case silent
  }
  /// B50 [I]: an animated page change on screen ends (did-callbacks, didMove, completion)
  /// when the animation ends (`after-animation`) or inside the call (`at-once`).
  public enum PageChangeTiming: String, Sendable, CaseIterable {
    case afterAnimation = "after-animation"
    case atOnce = "at-once"
  }
  /// B51 [I]: a page that appeared while its page view controller was off screen (S30) gets
  /// nothing more when the page view controller appears (`skip`), or is begun again like any
  /// child (`forward`: "Unbalanced calls", A8.4).
  public enum PageAppearance: String, Sendable, CaseIterable {
    case skip
    case forward
  }

  /// B52 [I]: the width a split view controller has: regular (expanded, every column shown)
  /// or compact (collapsed, one column shown).
  public enum SplitWidth: String, Sendable, CaseIterable {
    case regular, compact
  }
  /// B53 [I]: what a split view controller's columns get when they join and leave: a tab's
  /// willMove and didMove, and removeFromParent's didMove(nil) (`like-tabs`), or nothing.
  public enum SplitMoves: String, Sendable, CaseIterable {
    case likeTabs = "like-tabs"
    case silent
  }
  /// B54 [I]: `showDetailViewController` on a collapsed split view controller: its primary
  /// navigation controller pushes the controller (`push`), or the root presents it.
  public enum CollapsedDetail: String, Sendable, CaseIterable {
    case push, present
  }
  /// B57 [I]: `showDetailViewController` on an expanded column-style split view controller
  /// whose secondary column holds a navigation controller: a plain controller is pushed onto
  /// it (`push`, A24.6 carried over), or replaces it in a navigation controller of its own.
  public enum DetailOverNavigation: String, Sendable, CaseIterable {
    case push, replace
  }
  /// B58 [I]: when `sendActions(for:)` called from code runs the actions: before it returns
  /// (`inside-call`, as a touch does, A18.7) or at the end of the turn.
  public enum ActionTiming: String, Sendable, CaseIterable {
    case insideCall = "inside-call"
    case endOfTurn = "end-of-turn"
  }

  /// B60 [I]: where an animated `setContentOffset(_:animated:)` puts the offset: at its target
  /// when the 0.3 s animation ends (`at-end`: the scroll view moves it frame by frame), or at
  /// the call (`at-call`, as a view animation's model value, with `scrollViewDidScroll(_:)`
  /// then); `scrollViewDidEndScrollingAnimation(_:)` comes at the end either way.
  public enum AnimatedScrollOffset: String, Sendable, CaseIterable {
    case atEnd = "at-end"
    case atCall = "at-call"
  }
  /// B61 [I]: where a push's, pop's or new stack's `navigationController(_:didShow:animated:)`
  /// falls: after the last `didMove(toParent:)` (`after-did-move`) or right after the
  /// did-callbacks, before the moves (`before-did-move`).
  public enum NavigationDidShowSlot: String, Sendable, CaseIterable {
    case afterDidMove = "after-did-move"
    case beforeDidMove = "before-did-move"
  }

  /// B62 [I]: when a property animator's animation blocks run: inside the call that makes it
  /// active (`inside-call`, as `UIView.animate` runs its block) or at the end of the turn
  /// (`end-of-turn`, when the transaction that carries the animations commits).
  public enum AnimatorBlockTiming: String, Sendable, CaseIterable {
    case insideCall = "inside-call"
    case endOfTurn = "end-of-turn"
  }

  /// B64 [I]: whether an animated push, pop, presentation or dismissal requested inside a
  /// `CATransaction` group joins it (`joins`), or only view animations do (`at-commit`).
  public enum TransactionJoining: String, Sendable, CaseIterable {
    case joins
    case atCommit = "at-commit"
  }

  /// B63 [I]: the sender an embed segue's `prepare(for:sender:)` gets: nil (`nil`, nothing the
  /// user touched started it) or the controller whose scene it is (`source`).
  public enum EmbedSender: String, Sendable, CaseIterable {
    case none = "nil"
    case source
  }

  /// V1-V4: the iOS version whose behaviour the model follows where it changed between
  /// versions (the default presentation style, `viewIsAppearing`, UIKit's message wording);
  /// `ios=12` on a scenario, `--ios 12` on the command line. The default is the current iOS.
  public enum IOSVersion: String, Sendable, CaseIterable {
    case v12 = "12"
    case v13 = "13"
    case v14 = "14"
    case v15 = "15"
    case v16 = "16"
    case v17 = "17"
    case v18 = "18"
    case v26 = "26"

    public var number: Int { Int(rawValue) ?? 26 }
  }

  public var iOSVersion = IOSVersion.v26
  /// The iOS version as a number (26 by default).
  public var iOS: Int { iOSVersion.number }

  public var transitionCompletionOrder = TransitionCompletionOrder.didCallbacksFirst
  public var transitionWillOrder = TransitionWillOrder.fromFirst
  public var addedViewDidAppear = Timing.endOfTurn
  public var reAddToSameParent = ReAddToSameParent.keepPosition
  public var removeWithoutParent = RemoveWithoutParent.ignore
  public var movingFlags = MovingFlags.duringAppearanceTransition
  public var removedViewDidDisappear = Timing.immediate
  public var forwardingOrder = ForwardingOrder.parentFirst
  public var repeatedBegin = RepeatedBegin.warnAndNest
  public var windowDuringOpenBegin = WindowDuringOpenBegin.join
  public var unmatchedEnd = UnmatchedEnd.warn
  public var beginLoadsView = BeginLoadsView.loads
  public var zeroDurationCompletion = Timing.endOfTurn
  public var transitionAnimatedFlag = TransitionAnimatedFlag.durationPositive
  public var offscreenTransition = OffscreenTransition.sendCallbacks
  public var transitionInsertion = TransitionInsertion.fromSuperview
  public var parentlessAppearance = ParentlessAppearance.none
  public var nonForwardingParent = NonForwardingParent.silent
  public var viewIsAppearingSlot = ViewIsAppearingSlot.beforeLayout
  public var parentAppearanceDuringTransition = ParentAppearanceDuringTransition.transitionOwns
  public var detachedTransitionSource = DetachedTransitionSource.unbalanced
  public var transitionViewRemoval = TransitionViewRemoval.atEnd
  public var removedConstraints = RemovedConstraints.crossingSubtree
  public var systemTransitionStart = Timing.endOfTurn
  public var pushedViewLoading = PushedViewLoading.atTransitionStart
  public var navigationDidMove = NavigationDidMove.afterAppearance
  public var popToRootAtRoot = PopToRootAtRoot.returnsNil
  public var offscreenNavigation = OffscreenNavigation.endOfTurn
  public var navigationInitializer = NavigationInitializer.afterFirstAppearance
  public var presentationCompletion = PresentationCompletion.last
  public var dismissNothing = DismissNothing.ignore
  public var intermediateDismissal = IntermediateDismissal.withTop
  public var tabSwitchTiming = TabSwitchTiming.didAtEndOfTurn
  public var tabMoveCallbacks = TabMoveCallbacks.leaveWithoutWillMove
  public var replacedTop = ReplacedTop.silent
  public var customAnimatorStyles = CustomAnimatorStyles.customAndFullScreen
  public var customTransitionCallbacks = CustomTransitionCallbacks.callbacksFirst
  public var cancelledMove = CancelledMove.didMoveBack
  public var cancelTurnaround = CancelTurnaround.willAtCancel
  public var unlaidAppearance = UnlaidAppearance.beforeDidAppear
  public var pageLeaving = PageLeaving.leaveWithoutWillMove
  public var pageChangeTiming = PageChangeTiming.afterAnimation
  public var pageAppearance = PageAppearance.skip
  public var splitWidth = SplitWidth.regular
  public var splitMoves = SplitMoves.likeTabs
  public var collapsedDetail = CollapsedDetail.push
  public var detailOverNavigation = DetailOverNavigation.push
  public var actionTiming = ActionTiming.insideCall
  public var animatedScrollOffset = AnimatedScrollOffset.atEnd
  public var navigationDidShowSlot = NavigationDidShowSlot.afterDidMove
  public var animatorBlockTiming = AnimatorBlockTiming.insideCall
  public var transactionJoining = TransactionJoining.joins
  public var embedSender = EmbedSender.none
  /// B65 [I]: UIKit asks for the status bar inside `setNeedsStatusBarAppearanceUpdate()` or at
  /// the end of the turn.
  public var statusBarQuestions = Timing.immediate
  /// B66 [I]: a parent hears of a child's new `preferredContentSize` inside the setter or at
  /// the end of the turn.
  public var preferredContentSizeNotice = Timing.immediate
  /// B67 [I]: when a split view controller tells its delegate of a new display mode.
  public var splitDisplayModeNotice = SplitDisplayModeNotice.onScreen
  /// B68 [I]: which object `UIApplication.shared.delegate` is.
  public var appDelegateSource = AppDelegateSource.snippetClass
  /// B69 [I]: which controllers lay out when a view gains or loses a subview.
  public var subviewLayout = SubviewLayout.ownView
  /// B70 [I]: what a window's controllers get when the window is hidden.
  public var hiddenWindow = HiddenWindow.disappear
  /// B71 [I]: which rows or items of a list show (UIKitBehavior+Lists.swift).
  public var listExtent = ListExtent.screen
  /// B72 [I]: the class of a storyboard prototype cell the code dequeues.
  public var prototypeClass = PrototypeClass.named
  /// B73 [I]: whether `willDisplay` comes before or after the cell goes into the list.
  public var willDisplaySlot = WillDisplaySlot.beforeAdding
  /// B74 [I]: when a batch of list updates calls its completion.
  public var batchCompletion = BatchCompletion.afterAnimation
  /// B75 [I]: the animated flag of pages an animated `setViewControllers` shows off screen.
  public var offscreenPageFlag = OffscreenPageFlag.notAnimated
  /// B76 [I]: the style of a storyboard split view controller whose code sets columns.
  public var storyboardSplitStyle = StoryboardSplitStyle.fromColumns
  /// B77 [I]: the tab a tab bar controller selects when its selected tab leaves it.
  public var leavingTabSelection = LeavingTabSelection.sameIndex
  /// B78 [I]: the controllers' appearance callbacks before or after the view hooks of a
  /// window change (UIKitBehavior+Hierarchy.swift).
  public var windowHookSlot = WindowHookSlot.controllersFirst
  /// B79 [I]: the order of the constraint update pass (UIKitBehavior+Timers.swift).
  public var constraintPassOrder = ConstraintPassOrder.bottomUp
  /// B80 [I]: when a repeating timer fires (UIKitBehavior+Timers.swift).
  public var repeatingTimers = RepeatingTimers.whilePending
  /// B82 [I]: when a display link's frames fire (Runtime/DisplayLinks.swift).
  public var displayLinkFrames = DisplayLinkFrames.untilIdle
  /// B84 [I]: where a presentation controller's hooks fall (CustomTransitions/).
  public var presentationControllerHooks = PresentationControllerHooks.outside
  /// B83 [I]: how an alert controller is presented (SystemContainers/UIAlertController.swift).
  public var alertPresentation = AlertPresentation.overContent
  /// B81 [I]: the screen a scenario runs on (UIKitBehavior+Timers.swift).
  public var screen = Screen.phone

  public init() {}

  /// A `uikit=` setting that is not `<item>:<value>` with a known item and value.
  public struct SettingError: Error, Sendable, Equatable {
    public var setting: String
    public var message: String
  }

  /// The switchable items and their values, in declaration order.
  public static let items: [(item: String, values: [String])] = settersByItem.map {
    ($0.item, $0.values)
  }

  /// Every item with its value (`B1:did-callbacks-first,B2:from-first,…`): what a cache of
  /// traces must be keyed by. Read off the switch table, not by reflection, which cost a
  /// build more than a lesson's rebuild does.
  public var settingsDescription: String {
    Self.settersByItem.map { "\($0.item):\($0.get(self))" }.joined(separator: ",")
  }

  /// The value `item` has in this behaviour (`B1` → `did-callbacks-first` by default).
  public func value(of item: String) -> String? {
    Self.settersByItem.first { $0.item == item }?.get(self)
  }

  /// Applies one `<item>:<value>` setting, e.g. `B1:completion-first`.
  public mutating func apply(_ setting: String) throws(SettingError) {
    let parts = setting.split(separator: ":", maxSplits: 1).map(String.init)
    let valid = Self.settersByItem.map(\.item).joined(separator: ", ")
    guard parts.count == 2 else {
      throw SettingError(
        setting: setting, message: "`\(setting)` is not <item>:<value>; items: \(valid)")
    }
    guard let entry = Self.settersByItem.first(where: { $0.item == parts[0].uppercased() }) else {
      throw SettingError(
        setting: setting, message: "unknown UIKit behaviour item `\(parts[0])`; items: \(valid)")
    }
    guard entry.set(&self, parts[1]) else {
      throw SettingError(
        setting: setting,
        message: "unknown value `\(parts[1])` for \(entry.item); values: "
          + entry.values.joined(separator: ", "))
    }
  }

  private struct Setter: Sendable {
    var item: String
    var values: [String]
    var set: @Sendable (inout UIKitBehavior, String) -> Bool
    var get: @Sendable (UIKitBehavior) -> String
  }

  private static func setter<Value: RawRepresentable & CaseIterable & Sendable>(
    _ item: String, _ keyPath: WritableKeyPath<UIKitBehavior, Value> & Sendable
  ) -> Setter where Value.RawValue == String {
    Setter(
      item: item, values: Value.allCases.map(\.rawValue),
      set: { behavior, text in
        guard let value = Value(rawValue: text) else { return false }
        behavior[keyPath: keyPath] = value
        return true
      },
      get: { $0[keyPath: keyPath].rawValue })
  }

  private static let settersByItem: [Setter] = [
    setter("B1", \.transitionCompletionOrder), setter("B2", \.transitionWillOrder),
    setter("B3", \.addedViewDidAppear), setter("B4", \.reAddToSameParent),
    setter("B5", \.removeWithoutParent), setter("B6", \.movingFlags),
    setter("B7", \.removedViewDidDisappear), setter("B8", \.forwardingOrder),
    setter("B9", \.repeatedBegin), setter("B10", \.unmatchedEnd),
    setter("B11", \.beginLoadsView), setter("B13", \.zeroDurationCompletion),
    setter("B14", \.transitionAnimatedFlag), setter("B15", \.offscreenTransition),
    setter("B16", \.transitionInsertion), setter("B17", \.parentlessAppearance),
    setter("B18", \.nonForwardingParent), setter("B19", \.viewIsAppearingSlot),
    setter("B37", \.parentAppearanceDuringTransition),
    setter("B38", \.detachedTransitionSource), setter("B45", \.transitionViewRemoval),
    setter("B30", \.removedConstraints),
    setter("B21", \.pushedViewLoading), setter("B22", \.systemTransitionStart),
    setter("B23", \.navigationDidMove), setter("B26", \.popToRootAtRoot),
    setter("B39", \.offscreenNavigation), setter("B40", \.navigationInitializer),
    setter("B25", \.presentationCompletion), setter("B41", \.dismissNothing),
    setter("B44", \.intermediateDismissal),
    setter("B27", \.tabSwitchTiming), setter("B42", \.tabMoveCallbacks),
    setter("B43", \.replacedTop), setter("B46", \.customAnimatorStyles),
    setter("B47", \.customTransitionCallbacks), setter("B48", \.cancelledMove),
    setter("B49", \.pageLeaving), setter("B50", \.pageChangeTiming),
    setter("B51", \.pageAppearance), setter("B52", \.splitWidth), setter("B53", \.splitMoves),
    setter("B54", \.collapsedDetail), setter("B55", \.cancelTurnaround),
    setter("B56", \.unlaidAppearance), setter("B57", \.detailOverNavigation),
    setter("B58", \.actionTiming), setter("B59", \.windowDuringOpenBegin),
    setter("B60", \.animatedScrollOffset), setter("B61", \.navigationDidShowSlot),
    setter("B62", \.animatorBlockTiming), setter("B63", \.embedSender),
    setter("B64", \.transactionJoining), setter("B65", \.statusBarQuestions),
    setter("B66", \.preferredContentSizeNotice), setter("B67", \.splitDisplayModeNotice),
    setter("B68", \.appDelegateSource), setter("B69", \.subviewLayout),
    setter("B70", \.hiddenWindow), setter("B71", \.listExtent),
    setter("B72", \.prototypeClass), setter("B73", \.willDisplaySlot),
    setter("B74", \.batchCompletion), setter("B75", \.offscreenPageFlag),
    setter("B76", \.storyboardSplitStyle), setter("B77", \.leavingTabSelection),
    setter("B78", \.windowHookSlot), setter("B79", \.constraintPassOrder),
    setter("B80", \.repeatingTimers), setter("B81", \.screen),
    setter("B82", \.displayLinkFrames), setter("B83", \.alertPresentation),
    setter("B84", \.presentationControllerHooks),
    setter("IOS", \.iOSVersion),
  ]
}
