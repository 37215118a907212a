/// UIKit's tab container (docs/FIDELITY.md A15, B27, B42): its tabs are its children, and
/// only the selected tab's view is loaded and shown.
///
/// ```swift
/// tabs.selectedIndex = 1  // b.viewWillAppear(false), a.viewWillDisappear(false)
/// // ⟂: a.viewDidDisappear(false), b.viewDidAppear(false)
/// ```
open class UITabBarController: UIViewController {
  var tabs: [UIViewController]?
  var selection: Int?
  /// A21.3 [D]: the app's object that may vend an animator for a tab switch. Weak, as in
  /// UIKit.
  public weak var delegate: AnyObject?
  /// A21.3 [D]: the container view a delegate's animator works in, a view of its own inside
  /// the tab bar controller's view (traced as `containerView`), kept after the first switch.
  var transitionContainer: UIView?

  public override init(nibName: String?, bundle: AnyObject?) {
    super.init(nibName: nibName, bundle: bundle)
  }

  /// A1.8 [D]: a tab another container took (A1.1) or the code removed is no longer a tab:
  /// the selection stays on the controller it was on (its index moves down when a tab before
  /// it left). B77 [I]: when the selected tab left, the tab now at its index is selected (the
  /// last when it was the last), or the first with `B77:first-tab`; nothing is shown anew.
  override func childDidLeave(_ child: UIViewController) {
    guard var list = tabs, let index = list.firstIndex(where: { $0 === child }) else { return }
    list.remove(at: index)
    tabs = list
    guard let selected = selection else { return }
    if list.isEmpty {
      selection = nil
    } else if index < selected {
      selection = selected - 1
    } else if index == selected {
      selection =
        simulation.behavior.leavingTabSelection == .firstTab ? 0 : min(selected, list.count - 1)
    }
  }

  /// A15.2 [D]: nil until set; setting it is `setViewControllers(_:animated: false)`.
  public var viewControllers: [UIViewController]? {
    get { tabs }
    set { setViewControllers(newValue, animated: false) }
  }

  /// A15.2 [D]: replaces the tabs: the old ones leave, the new ones join (B42), and the
  /// selection is the previously selected controller if it is still there, else the same
  /// index, else the first tab.
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    let names = (viewControllers ?? []).map { simulation.traceName(of: $0) }
    let argument: TraceValue =
      viewControllers == nil ? .null : .object("[" + names.joined(separator: ", ") + "]")
    simulation.traced(self, .setViewControllers, [argument, .bool(animated)]) {
      replaceTabs(with: viewControllers ?? [])
    }
  }

  /// A15.3 [D]: the selected tab's index; setting it shows that tab (A15.5).
  public var selectedIndex: Int {
    get { selection ?? 0 }
    set {
      simulation.traced(self, .setSelectedIndex, [.number(Double(newValue))]) {
        guard let tabs, tabs.indices.contains(newValue) else { return }
        select(newValue)
      }
    }
  }

  /// A15.3 [D]: the selected tab; setting it (to one of the tabs) shows it.
  public var selectedViewController: UIViewController? {
    get { selection.flatMap { index in tabs?[index] } }
    set {
      let argument: TraceValue = newValue.map { .object(simulation.traceName(of: $0)) } ?? .null
      simulation.traced(self, .setSelectedViewController, [argument]) {
        guard let newValue, let index = tabs?.firstIndex(where: { $0 === newValue }) else {
          return
        }
        select(index)
      }
    }
  }

  /// A15.6 [O]: adding a child to a tab bar controller adds a tab.
  open override func addChild(_ child: UIViewController) {
    guard !(tabs ?? []).contains(where: { $0 === child }) else {
      super.addChild(child)
      return
    }
    simulation.traced(self, .addChild, [.object(simulation.traceName(of: child))]) {
      appendTab(child)
    }
  }

  /// A15.4 [O]: when the tab bar controller appears, only the selected tab's view loads.
  override func installChildViewsForAppearance() {
    guard let selected = selectedViewController, let root = storedView else { return }
    let view = selected.loadViewForUIKit(because: "A15.4")
    guard view.superview !== root else { return }
    simulation.suppressingAppearance(of: [selected]) { root.insert(view, at: nil) }
  }
}

extension UITabBarController {
  private func replaceTabs(with controllers: [UIViewController]) {
    let sim = simulation
    let old = tabs ?? []
    let previous = selectedViewController
    let previousIndex = selection
    let calls = sim.behavior.tabMoveCallbacks
    for controller in old where !controllers.contains(where: { $0 === controller }) {
      // B42 [I]: a tab that goes leaves as removeFromParent takes a child away; willMove(nil)
      // only with `send` (deltachat-ios had to send it itself, S72).
      if calls == .send {
        sim.dispatch(.auto, controller, .willMoveToParent, [.null], rule: "B42") {
          controller.willMove(toParent: nil)
        }
      }
      if let view = controller.viewIfLoaded, view.superview != nil {
        sim.because("B42") { view.detach() }
      }
      children.removeAll { $0 === controller }
      controller.parent = nil
      controller.formerParent = self
      if calls != .silent {
        sim.dispatch(.auto, controller, .didMoveToParent, [.null], rule: "B42") {
          controller.didMove(toParent: nil)
        }
      }
    }
    tabs = controllers
    for controller in controllers where !old.contains(where: { $0 === controller }) {
      join(controller)
    }
    guard !controllers.isEmpty else {
      selection = nil
      return
    }
    if let kept = previous.flatMap({ shown in controllers.firstIndex { $0 === shown } }) {
      selection = kept
      return
    }
    selection = nil
    select(previousIndex.flatMap { controllers.indices.contains($0) ? $0 : nil } ?? 0)
  }

  /// B42 [I]: a new tab joins as a child does, willMove and didMove at once (there is no
  /// transition to wait for).
  private func join(_ controller: UIViewController) {
    let sim = simulation
    controller.leaveParentWithoutCallbacks()
    children.append(controller)
    controller.parent = self
    guard sim.behavior.tabMoveCallbacks != .silent else { return }
    let name = TraceValue.object(sim.traceName(of: self))
    sim.dispatch(.auto, controller, .willMoveToParent, [name], rule: "B42") {
      controller.willMove(toParent: self)
    }
    sim.dispatch(.auto, controller, .didMoveToParent, [name], rule: "B42") {
      controller.didMove(toParent: self)
    }
  }

  /// A15.6 [O]: `addChild` on a tab bar controller adds a tab, as the last one; the first tab
  /// added is selected, and it appears if the tab bar controller is on screen (A15.4).
  func appendTab(_ controller: UIViewController) {
    let sim = simulation
    if let old = controller.parent, old !== self {
      sim.dispatch(.auto, controller, .removeFromParent, rule: "A1.1") {
        controller.removeFromParent()
      }
    }
    tabs = (tabs ?? []) + [controller]
    join(controller)
    guard selection == nil, let tabs else { return }
    select(tabs.count - 1)
  }

  /// A15.5 [O] order, B27 [I] timing: the new tab's view loads (first time), its
  /// viewWillAppear comes before the old tab's viewWillDisappear, inside the setter; the
  /// did-callbacks (old first) at the end of the turn. Off screen only the selection changes.
  func select(_ index: Int) {
    let sim = simulation
    guard let tabs, tabs.indices.contains(index) else { return }
    let old = selectedViewController
    selection = index
    let new = tabs[index]
    // While the tab bar controller itself is appearing, the switch turns the old tab around
    // (A5.3) and the new tab owns its appearance until the switch ends (B37).
    guard old !== new, let root = storedView, root.isInVisibleWindow,
      appearState == .appeared || appearState == .appearing
    else { return }
    // A21.3 [D]: the delegate's animator, if it vends one, runs the switch.
    let custom = old.flatMap { delegateAnimator(from: $0, to: new) }
    let view = new.loadViewForUIKit(because: "A15.4")
    if custom == nil { sim.suppressingAppearance(of: [new]) { root.insert(view, at: nil) } }
    if old == nil, forwardsBeginAfterOwnCallback {
      // B27 [I]: a first selection made in the tab bar controller's own viewWillAppear (tabs
      // set there) is no switch: the tab appears with its container, as a child added there
      // does (B8): begun after the container's callback, its did after the container's.
      return
    }
    let appearing = [new] + (old.map { [$0] } ?? [])
    // A21.3: with a delegate's animator the will-callbacks keep A15.5's order, observed.
    let rule = "A15.5"
    let begin = {
      sim.because(rule) { new.beginAppearance(true, animated: custom != nil) }
      if let old { sim.because(rule) { old.beginAppearance(false, animated: custom != nil) } }
      for controller in appearing { controller.transitionToken = -3 }
    }
    let finish = {
      if let oldView = old?.viewIfLoaded, oldView.superview != nil, let old {
        sim.suppressingAppearance(of: [old]) { oldView.detach() }
      }
      for controller in appearing.reversed() {
        controller.transitionToken = nil
        sim.because(custom == nil ? "B27" : "A21.3") { controller.endAppearance() }
      }
    }
    if let custom, let old {
      runCustomSwitch(
        custom, from: old, to: new, back: tabs.firstIndex { $0 === old }, begin: begin,
        finish: finish)
      return
    }
    begin()
    if sim.behavior.tabSwitchTiming == .immediate { finish() } else { sim.deferToEndOfTurn(finish) }
  }
}
