/// The stack changes behind push, pop and setViewControllers (FIDELITY A11, B20-B23, B39).
extension UINavigationController {
  /// B64 [I]: an animated request joins the CATransaction groups open around it.
  func joinTransactions(animated: Bool) {
    if let end = simulation.joinTransactionsForSystemTransition(animated: animated) {
      transactionEnds.append(end)
    }
  }

  /// Runs `change` now, or after the running transition ends (A11.7 [O]).
  func whenIdle(_ change: @escaping () -> Void) {
    if isTransitioning { queued.append(change) } else { change() }
  }

  /// Makes `child` a child without `addChild`'s trace line: UIKit's own containers add their
  /// children internally, and the logs show only the child's willMove (A11.1).
  func adopt(_ child: UIViewController, because rule: String) {
    let sim = simulation
    if let old = child.parent, old !== self {
      sim.dispatch(.auto, child, .removeFromParent, rule: "A1.1") { child.removeFromParent() }
    }
    if child.parent !== self {
      children.append(child)
      child.parent = self
    }
    sim.dispatch(.auto, child, .willMoveToParent, [.object(sim.traceName(of: self))], rule: rule) {
      child.willMove(toParent: self)
    }
  }

  func performPush(_ pushed: UIViewController, animated: Bool) {
    let sim = simulation
    guard !stack.contains(where: { $0 === pushed }) else {
      // B20: the documented exception, with the iOS 13+ text (A12 [O]).
      sim.raise(
        UIKitMessages.invalidArgument,
        UIKitMessages.pushingTwice(
          sim.describe(self), sim.describe(pushed), modern: sim.behavior.iOS >= 13), rule: "B20")
      return
    }
    let previous = stack.last
    stack.append(pushed)
    adopt(pushed, because: "A11.1")
    if sim.behavior.pushedViewLoading == .inCall {
      _ = pushed.loadViewForUIKit(because: "B21")
    }
    startTransition(from: previous, to: pushed, adding: [pushed], removing: [], animated: animated)
  }

  func performPop(to index: Int, animated: Bool) {
    guard index < stack.count - 1, let top = stack.last else { return }
    let popped = Array(stack[(index + 1)...])
    stack.removeLast(popped.count)
    for controller in popped.reversed() { announceRemoval(of: controller) }
    startTransition(
      from: top, to: stack.last, adding: [], removing: popped.reversed(), animated: animated)
  }

  func performReplace(with controllers: [UIViewController], animated: Bool) {
    let old = stack
    let removed = old.filter { candidate in !controllers.contains { $0 === candidate } }
    let added = controllers.filter { candidate in !old.contains { $0 === candidate } }
    stack = controllers
    // B43 [I] (rdar 18002763): the top that the new stack drops leaves without willMove(nil)
    // or didMove(nil); the others leave as popped controllers do.
    let quiet =
      simulation.behavior.replacedTop == .silent
      ? removed.last.flatMap { top in
        top === old.last ? ObjectIdentifier(top) : nil
      } : nil
    for controller in removed.reversed() where ObjectIdentifier(controller) != quiet {
      announceRemoval(of: controller)
    }
    for controller in added { adopt(controller, because: "A10.5") }
    let from = old.last
    let to = controllers.last
    startTransition(
      from: from === to ? nil : from, to: from === to ? nil : to, adding: added,
      removing: removed.reversed(), quietlyRemoved: quiet, animated: animated && from !== to)
  }

  /// A11.2 [O]: a popped controller gets `willMove(toParent: nil)` inside the call.
  private func announceRemoval(of controller: UIViewController) {
    simulation.dispatch(.auto, controller, .willMoveToParent, [.null], rule: "A11.2") {
      controller.willMove(toParent: nil)
    }
  }

  /// A11.3 [O], B22 [I]: the transition starts at the end of the turn; it swaps the views,
  /// sends the will-callbacks (the disappearing controller first, S39), and finishes at once
  /// (not animated, A11.4) or when the 0.35 s animation ends: did-callbacks, then didMove for
  /// the added controllers (A11.1) and removeFromParent's didMove(nil) for the removed ones
  /// (A11.2). Off screen nothing appears or disappears (B39).
  private func startTransition(
    from: UIViewController?, to: UIViewController?, adding: [UIViewController],
    removing: [UIViewController], quietlyRemoved: ObjectIdentifier? = nil, animated: Bool
  ) {
    let sim = simulation
    isTransitioning = true
    let offscreenAtCall = storedView?.isInVisibleWindow != true
    // V4 [O]: before iOS 18 a push before the first appearance lets the old top appear, then
    // runs from it.
    if offscreenAtCall, appearGeneration == 0, sim.behavior.iOS < 18, let from, let to,
      adding.contains(where: { $0 === to })
    {
      launchPushFrom = from
    }
    let start = { [weak self] in
      guard let self else { return }
      let launch =
        self.launchPushFrom != nil && self.launchPushFrom === from
        && self.appearState == .appearing
      self.launchPushFrom = nil
      let onScreen =
        self.storedView?.isInVisibleWindow == true && (self.appearState == .appeared || launch)
      let showing = onScreen ? [from, to].compactMap { $0 } : []
      let shown = onScreen ? to : nil
      // A21.1 [D]: the delegate's animator, if it vends one, puts the new view in itself.
      let custom =
        animated && onScreen
        ? self.delegateAnimator(
          from: from, to: to, pushing: to.map { pushed in adding.contains { $0 === pushed } })
        : nil
      if let to, onScreen, let root = self.storedView {
        let view = to.loadViewForUIKit(because: launch ? "V4" : "B21")
        if custom == nil {
          sim.suppressingAppearance(of: [to]) { root.insert(view, at: nil) }
        }
      }
      // A27.2 [D], B61 [I]: the delegate hears of the controller about to show once its view
      // is loaded, before any appearance callback.
      if let shown { self.tellDelegate(.navigationWillShow, shown, animated: animated) }
      // A11.1 for a push, A11.2 for a pop, A11.4 without animation (all observed); with a
      // delegate's animator (A21.1) the callbacks keep the same order and rules.
      let pushing = to.map { pushed in adding.contains { $0 === pushed } } ?? false
      let orderRule = animated ? (pushing ? "A11.1" : "A11.2") : "A11.4"
      let willRule = launch && custom == nil ? "V4" : orderRule
      let beginCallbacks = {
        for controller in showing {
          sim.because(willRule) {
            controller.beginAppearance(controller !== from, animated: animated && onScreen)
          }
          controller.transitionToken = -1
        }
      }
      if custom == nil { beginCallbacks() }
      let finish = { [weak self] in
        guard let self else { return }
        if let fromView = from?.viewIfLoaded, onScreen, fromView.superview != nil {
          sim.suppressingAppearance(of: [from].compactMap { $0 }) { fromView.detach() }
        }
        let name = TraceValue.object(sim.traceName(of: self))
        let didRules = onScreen ? ["A11.1", "A11.2"] : ["B39", "B39"]
        let didCallbacks = {
          for controller in showing {
            controller.transitionToken = nil
            sim.because(orderRule) { controller.endAppearance() }
          }
        }
        if sim.behavior.navigationDidMove == .afterAppearance { didCallbacks() }
        // B61 [I]: didShow before the moves, when switched so.
        if let shown, sim.behavior.navigationDidShowSlot == .beforeDidMove {
          self.tellDelegate(.navigationDidShow, shown, animated: animated)
        }
        let moves = { [weak self] in
          guard let self else { return }
          for controller in adding {
            sim.dispatch(
              .auto, controller, .didMoveToParent, [name],
              rule: sim.behavior.navigationDidMove == .afterAppearance ? didRules[0] : "B23"
            ) {
              controller.didMove(toParent: self)
            }
          }
          for controller in removing where controller.parent === self {
            self.children.removeAll { $0 === controller }
            controller.parent = nil
            controller.formerParent = self
            if ObjectIdentifier(controller) == quietlyRemoved {
              controller.movingFromParent = false
              continue
            }
            sim.dispatch(
              .auto, controller, .didMoveToParent, [.null],
              rule: sim.behavior.navigationDidMove == .afterAppearance ? didRules[1] : "B23"
            ) {
              controller.didMove(toParent: nil)
            }
          }
        }
        // B39 [I]: a stack set off screen whose new top is appearing with the navigation
        // controller now (it went on screen in the same turn) finishes with that appearance:
        // the moves after the top's first viewDidAppear, as the initializer's push (B40) and
        // a push's end (B23) have them.
        if !onScreen, removing.isEmpty, let to, adding.contains(where: { $0 === to }),
          to.appearState == .appearing, sim.behavior.navigationDidMove == .afterAppearance
        {
          to.afterAppeared.append(moves)
        } else {
          moves()
        }
        if sim.behavior.navigationDidMove == .beforeAppearance { didCallbacks() }
        if let shown, sim.behavior.navigationDidShowSlot == .afterDidMove {
          self.tellDelegate(.navigationDidShow, shown, animated: animated)
        }
        self.isTransitioning = false
        // B64 [I]: a CATransaction group the request joined ends with the transition.
        let ends = self.transactionEnds
        self.transactionEnds = []
        for end in ends { end() }
        if !self.queued.isEmpty { self.queued.removeFirst()() }
      }
      if let custom {
        self.runCustomTransition(
          custom.animator, interaction: custom.interaction, from: from, to: to, adding: adding,
          removing: removing,
          showing: showing, begin: beginCallbacks, finish: finish)
      } else if animated && onScreen {
        sim.schedule(after: UINavigationController.transitionDuration, finish)
      } else {
        finish()
      }
    }
    // B22 [I]: the transition starts at the end of the turn, or inside the call. B39 [I]: off
    // screen, the stack change may also finish inside the call.
    if sim.behavior.systemTransitionStart == .immediate
      || (offscreenAtCall && sim.behavior.offscreenNavigation == .immediate)
    {
      start()
    } else {
      sim.deferToEndOfTurn(start)
    }
  }
}

extension UIViewController {
  /// A10.8 [D]: created on first use, one per controller.
  public var navigationItem: UINavigationItem {
    if let item = storedNavigationItem { return item }
    let item = UINavigationItem()
    storedNavigationItem = item
    return item
  }

  /// A10.7 [D]: the nearest ancestor that is a navigation controller.
  public var navigationController: UINavigationController? {
    var current = parent
    while let controller = current {
      if let navigation = controller as? UINavigationController { return navigation }
      current = controller.parent
    }
    return nil
  }
}
