/// Records what UIKit holds before each traced event, for the site's trace player.
///
/// The tracer calls `capture` before it records an event, so the capture made before event
/// `i + 1` is the state after event `i`. Only changes are kept. Objects are kept by identity
/// while the run goes on and named once it is over (`timeline(eventCount:)`), so a state
/// shows the names the trace shows, and capturing never names an object itself (naming is
/// visible in the trace).
///
/// A run with more objects than `objectLimit`, or more changes than `changeLimit`, records no
/// states: lessons show a few controllers and a few dozen changes, and capturing costs a walk
/// over every object per event (a runaway loop must not hold thousands of copies).
final class StateRecorder {
  /// A controller or view by its position in `objects`.
  private struct RawController: Equatable {
    var object: Int
    var parent: Int?
    var children: [Int]
    var appearance: UIKitState.Appearance
    var isViewLoaded: Bool
  }

  private struct RawView: Equatable {
    var object: Int
    var superview: Int?
    var isInWindow: Bool
  }

  private struct RawState: Equatable {
    var controllers: [RawController]
    var views: [RawView]
  }

  static let objectLimit = 100
  static let changeLimit = 2_000

  private var objects: [AnyObject] = []
  private var positions: [ObjectIdentifier: Int] = [:]
  /// (events recorded before the capture, the state then), one per change.
  private var captures: [(eventIndex: Int, state: RawState)] = []
  private(set) var gaveUp = false

  private func position(of object: AnyObject) -> Int {
    let id = ObjectIdentifier(object)
    if let known = positions[id] { return known }
    objects.append(object)
    positions[id] = objects.count - 1
    return objects.count - 1
  }

  /// Captures the state of `simulation` as it is before event number `eventIndex`.
  func capture(_ simulation: UIKitSimulation, before eventIndex: Int) {
    guard !gaveUp else { return }
    let controllers = simulation.controllers
    guard controllers.count <= Self.objectLimit else { return giveUp() }
    var rawControllers: [RawController] = []
    var roots: [UIView] = []
    var rootIDs: Set<ObjectIdentifier> = []
    for controller in controllers {
      rawControllers.append(
        RawController(
          object: position(of: controller), parent: controller.parent.map(position(of:)),
          children: controller.children.map(position(of:)),
          appearance: Self.appearance(controller.appearState),
          isViewLoaded: controller.isViewLoaded))
      guard var root = controller.viewIfLoaded else { continue }
      while let above = root.superview { root = above }
      if rootIDs.insert(ObjectIdentifier(root)).inserted { roots.append(root) }
    }
    // The window's hierarchy first.
    roots.sort { ($0 is UIWindow ? 0 : 1) < ($1 is UIWindow ? 0 : 1) }
    var rawViews: [RawView] = []
    func visit(_ view: UIView, superview: Int?, inWindow: Bool) {
      let object = position(of: view)
      rawViews.append(RawView(object: object, superview: superview, isInWindow: inWindow))
      for subview in view.subviews where rawViews.count <= Self.objectLimit {
        visit(subview, superview: object, inWindow: inWindow)
      }
    }
    for root in roots where rawViews.count <= Self.objectLimit {
      visit(root, superview: nil, inWindow: root is UIWindow)
    }
    guard rawViews.count <= Self.objectLimit else { return giveUp() }
    let state = RawState(controllers: rawControllers, views: rawViews)
    guard captures.last?.state != state else { return }
    guard captures.count < Self.changeLimit else { return giveUp() }
    captures.append((eventIndex, state))
  }

  private func giveUp() {
    gaveUp = true
    captures.removeAll()
    objects.removeAll()
    positions.removeAll()
  }

  private static func appearance(_ state: AppearState) -> UIKitState.Appearance {
    switch state {
    case .disappeared: .disappeared
    case .appearing: .appearing
    case .appeared: .appeared
    case .disappearing: .disappearing
    }
  }

  /// The states of the first `eventCount` events, named as the trace names the objects;
  /// nil when the run gave up recording or captured nothing.
  func timeline(_ simulation: UIKitSimulation, eventCount: Int) -> UIKitStateTimeline? {
    guard !gaveUp, !captures.isEmpty else { return nil }
    let names = objects.map { simulation.traceName(of: $0) }
    func resolve(_ raw: RawState) -> UIKitState {
      UIKitState(
        controllers: raw.controllers.map {
          UIKitState.Controller(
            name: names[$0.object], parent: $0.parent.map { names[$0] },
            children: $0.children.map { names[$0] }, appearance: $0.appearance,
            isViewLoaded: $0.isViewLoaded)
        },
        views: raw.views.map {
          UIKitState.View(
            name: names[$0.object], superview: $0.superview.map { names[$0] },
            isInWindow: $0.isInWindow)
        })
    }
    let resolved = captures.map { (eventIndex: $0.eventIndex, state: resolve($0.state)) }
    // The latest capture made before event `index` was recorded.
    var next = 0
    var current = resolved[0].state
    func state(before index: Int) -> UIKitState {
      while next < resolved.count, resolved[next].eventIndex <= index {
        current = resolved[next].state
        next += 1
      }
      return current
    }
    let initial = state(before: 0)
    let after = (0..<eventCount).map { state(before: $0 + 1) }
    return UIKitStateTimeline(initial: initial, after: after)
  }
}

extension UIKitSimulation {
  /// Starts recording UIKit's state before every traced event (see `StateRecorder`).
  public func recordStates() {
    if stateRecorder == nil { stateRecorder = StateRecorder() }
  }

  /// The states of the run so far, one after each of its first `eventCount` events (all of
  /// them by default); nil unless `recordStates()` was called before the run, or when the run
  /// had too many objects to record. Call it before `tearDown()`.
  public func stateTimeline(eventCount: Int? = nil) -> UIKitStateTimeline? {
    guard let recorder = stateRecorder else { return nil }
    recorder.capture(self, before: events.count)
    return recorder.timeline(self, eventCount: min(eventCount ?? events.count, events.count))
  }
}
