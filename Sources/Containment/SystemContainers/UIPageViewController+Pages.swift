/// How a page view controller changes its pages (docs/FIDELITY.md A23.2, A23.3, B49-B51).
extension UIPageViewController {
  /// A23.2 [O] (S30: a device log and UIKit's disassembled `_setViewControllers:…`): the page
  /// view controller's own view loads (`[self view]`); each new page joins its children with
  /// no `willMove`, its view loads, `viewWillAppear`, its view goes in, `viewDidAppear`, then
  /// `didMove(toParent:)`. B49 [I]: a page that goes disappears alongside and leaves as
  /// `removeFromParent` takes a child away. B50 [I]: animated on screen, the did-callbacks,
  /// the moves and the completion wait for the end of the animation.
  func showPages(
    _ controllers: [UIViewController], animated: Bool, completion: ((Bool) -> Void)?
  ) {
    let sim = simulation
    let old = pages
    let added = controllers.filter { page in !old.contains { $0 === page } }
    let removed = old.filter { page in !controllers.contains { $0 === page } }
    let root = loadViewForUIKit(because: "A23.2")
    pages = controllers
    let onScreen = root.isInVisibleWindow && appearState == .appeared
    let animates = animated && onScreen
    // B75 [I]: the flag the appearance callbacks get: whether the change animates (off
    // screen nothing animates: S30), or, switched, the flag the call passed.
    let flag = sim.behavior.offscreenPageFlag == .asCalled ? animated : animates
    let aheadOfParent = appearState != .appeared
    for page in added {
      if let former = page.parent, former !== self {
        sim.dispatch(.auto, page, .removeFromParent, rule: "A1.1") { page.removeFromParent() }
      }
      if page.parent !== self {
        children.append(page)
        page.parent = self
      }
    }
    if sim.behavior.pageLeaving == .send {
      let none: [TraceValue] = [.null]
      for page in removed {
        sim.dispatch(.auto, page, .willMoveToParent, none, rule: "B49") {
          page.willMove(toParent: nil)
        }
      }
    }
    // The will-callbacks: the new pages first (`_child:beginAppearanceTransition:` then
    // `addSubview:`, S30), then the pages that go (B49).
    for page in added {
      let view = page.loadViewForUIKit(because: "A23.2")
      sim.because(animated && !animates ? "B75" : "A23.2") {
        page.beginAppearance(true, animated: flag)
      }
      page.appearsAheadOfParent = aheadOfParent && sim.behavior.pageAppearance == .skip
      sim.suppressingAppearance(of: [page]) { root.insert(view, at: nil) }
    }
    let leaving = removed.filter { $0.appearState == .appeared || $0.appearState == .appearing }
    for page in leaving {
      page.appearsAheadOfParent = false
      sim.because("B49") { page.beginAppearance(false, animated: flag) }
    }
    let finish = { [weak self] in
      guard let self else { return }
      for page in removed {
        if let view = page.viewIfLoaded, view.superview != nil {
          sim.suppressingAppearance(of: [page]) { view.detach() }
        }
      }
      for page in leaving { sim.because("B49") { page.endAppearance() } }
      for page in added where page.parent === self {
        sim.because("A23.2") { page.endAppearance() }
        sim.dispatch(
          .auto, page, .didMoveToParent, [.object(sim.traceName(of: self))], rule: "A23.2"
        ) {
          page.didMove(toParent: self)
        }
      }
      for page in removed where page.parent === self {
        self.children.removeAll { $0 === page }
        page.parent = nil
        page.formerParent = self
        if sim.behavior.pageLeaving != .silent {
          sim.dispatch(.auto, page, .didMoveToParent, [.null], rule: "B49") {
            page.didMove(toParent: nil)
          }
        }
      }
      if let completion {
        sim.invokeClosure(.completion, [.bool(true)], rule: "B50") { completion(true) }
      }
    }
    if animates && sim.behavior.pageChangeTiming == .afterAnimation {
      sim.schedule(after: Self.transitionDuration, finish)
    } else {
      finish()
    }
  }
}
