/// How a split view controller's columns change (docs/FIDELITY.md A24.2-A24.5, B52, B53),
/// and where `showDetailViewController(_:sender:)` goes.
extension UISplitViewController {
  /// A24.2 [D]: the classic `viewControllers`: the first is the primary, the second the
  /// secondary. B53 [I]: controllers that join get willMove and didMove at once; those that
  /// leave get removeFromParent's didMove(nil); on screen, views come and go with them.
  func replaceClassic(with controllers: [UIViewController]) {
    let old = classic
    classic = Array(controllers.prefix(2))
    for child in old where !classic.contains(where: { $0 === child }) { leave(child) }
    for child in classic where !old.contains(where: { $0 === child }) { join(child) }
    showColumnViews()
  }

  /// A24.3 [D] (Apple, quoted in S105): a controller that is not a navigation controller is
  /// wrapped in one. A24.6 [O] (FB8640357 and Apple's answer, S105): a plain controller set as
  /// the secondary when that column already holds a navigation controller is pushed onto it;
  /// `pushRule` is the rule that applies it (B57 under `showDetailViewController`), nil to
  /// replace the column instead.
  func setColumn(
    _ column: Column, to controller: UIViewController?, pushRule: String? = "A24.6"
  ) {
    let sim = simulation
    let previous = columnChildren[column]
    guard let controller else {
      columnControllers[column] = nil
      columnChildren[column] = nil
      if let previous { leave(previous) }
      showColumnViews()
      return
    }
    if column == .secondary, !(controller is UINavigationController),
      let navigation = previous as? UINavigationController, let pushRule
    {
      columnControllers[column] = controller
      sim.dispatch(
        .auto, navigation, .pushViewController,
        [.object(sim.traceName(of: controller)), .bool(false)], rule: pushRule
      ) {
        navigation.pushViewController(controller, animated: false)
      }
      return
    }
    let child: UIViewController
    if let navigation = controller as? UINavigationController {
      child = navigation
    } else {
      child = sim.because("A24.3") { UINavigationController(rootViewController: controller) }
    }
    columnControllers[column] = controller
    columnChildren[column] = child
    if let previous, previous !== child { leave(previous) }
    join(child)
    showColumnViews()
  }

  /// A24.5 [D]: expanded, `controller` becomes the secondary (the same one changes nothing);
  /// B57 [I]: over a navigation controller in the secondary column, a plain controller is
  /// pushed onto it (A24.6 carried over) or, with `uikit=B57:replace`, replaces the column.
  /// Collapsed, it is shown as `show(_:sender:)` shows it: B54 [I] the primary navigation
  /// controller pushes it, animated; without one the window's root presents it.
  func showDetail(_ controller: UIViewController, sender: AnyObject?) {
    let sim = simulation
    if isCollapsed {
      let primary = style == .unspecified ? classic.first : columnChildren[.primary]
      if let navigation = primary as? UINavigationController,
        sim.behavior.collapsedDetail == .push
      {
        sim.dispatch(
          .auto, navigation, .pushViewController,
          [.object(sim.traceName(of: controller)), .bool(true)], rule: "B54"
        ) {
          navigation.pushViewController(controller, animated: true)
        }
      } else {
        presentFromRoot(controller, rule: "B54")
      }
      return
    }
    if style == .unspecified {
      guard classic.count < 2 || classic[1] !== controller else { return }
      sim.because("A24.5") { replaceClassic(with: Array(classic.prefix(1)) + [controller]) }
    } else {
      guard columnControllers[.secondary] !== controller else { return }
      let pushRule: String? = sim.behavior.detailOverNavigation == .push ? "B57" : nil
      sim.because("A24.5") { setColumn(.secondary, to: controller, pushRule: pushRule) }
    }
  }

  /// B53 [I]: a child joins as a tab does (B42).
  private func join(_ child: UIViewController) {
    let sim = simulation
    if let former = child.parent, former !== self {
      sim.dispatch(.auto, child, .removeFromParent, rule: "A1.1") { child.removeFromParent() }
    }
    if child.parent !== self {
      children.append(child)
      child.parent = self
    }
    guard sim.behavior.splitMoves == .likeTabs else { return }
    let name = TraceValue.object(sim.traceName(of: self))
    sim.dispatch(.auto, child, .willMoveToParent, [name], rule: "B53") {
      child.willMove(toParent: self)
    }
    sim.dispatch(.auto, child, .didMoveToParent, [name], rule: "B53") {
      child.didMove(toParent: self)
    }
  }

  /// B53 [I]: a child leaves as removeFromParent takes it away; its view leaves with it.
  private func leave(_ child: UIViewController) {
    let sim = simulation
    if let view = child.viewIfLoaded, view.superview != nil {
      sim.because("B53") { view.detach() }
    }
    children.removeAll { $0 === child }
    child.parent = nil
    child.formerParent = self
    guard sim.behavior.splitMoves == .likeTabs else { return }
    sim.dispatch(.auto, child, .didMoveToParent, [.null], rule: "B53") {
      child.didMove(toParent: nil)
    }
  }

  /// A24.2 [D]: set while the split view controller is on screen, the columns it shows have
  /// their views in it at once and appear as any child's view does (A5.10); before, they wait
  /// for its appearance (`installChildViewsForAppearance`), even when its view is loaded (a
  /// column set in its own `viewDidLoad`).
  private func showColumnViews() {
    guard let root = storedView, root.isInVisibleWindow else { return }
    for child in viewControllers {
      let view = child.loadViewForUIKit(because: "A24.2")
      guard view.superview !== root else { continue }
      simulation.because("A24.2") { root.insert(view, at: nil) }
    }
  }
}

extension UIViewController {
  /// A24.5 [D]: `showDetailViewController(_:sender:)` looks up the hierarchy for a
  /// controller that handles it (`targetViewController(forAction:sender:)`): a split view
  /// controller. Without one, the window's root view controller presents it modally.
  func forwardShowDetail(_ controller: UIViewController, sender: AnyObject?) {
    let sim = simulation
    var current = parent
    while let candidate = current, !(candidate is UISplitViewController) {
      current = candidate.parent
    }
    if let split = current as? UISplitViewController {
      sim.dispatch(
        .auto, split, .showDetailViewController,
        [.object(sim.traceName(of: controller)), sim.senderValue(sender)], rule: "A24.5"
      ) {
        split.showDetailViewController(controller, sender: sender)
      }
      return
    }
    presentFromRoot(controller, rule: "A24.5")
  }

  /// The window's root view controller presents `controller`, animated (A13.4).
  func presentFromRoot(_ controller: UIViewController, rule: String) {
    let sim = simulation
    guard let root = sim.window.rootViewController else { return }
    let arguments: [TraceValue] = [
      .object(sim.traceName(of: controller)), .bool(true),
      .closure(present: false, role: .plainCompletion),
    ]
    sim.dispatch(.auto, root, .present, arguments, rule: rule) {
      root.present(controller, animated: true)
    }
  }
}

extension UIKitSimulation {
  /// A `sender:` argument as the trace shows it: a controller or view by name, else nil.
  func senderValue(_ sender: AnyObject?) -> TraceValue {
    guard let sender else { return .null }
    if sender is UIViewController || sender is UIView { return .object(traceName(of: sender)) }
    return .null
  }
}
