/// One run of UIKit: a key window, a virtual run loop and clock, the behaviour switches,
/// and the tracer that records everything that happens.
///
/// Every UIKit object belongs to the simulation that was current when it was created
/// (`perform`). A simulation is confined to the thread that drives it; separate
/// simulations can run in parallel.
public final class UIKitSimulation: @unchecked Sendable {
  /// The simulation objects created now belong to.
  @TaskLocal public static var current: UIKitSimulation?

  public var behavior: UIKitBehavior
  /// Events recorded before the budget stops the run (runaway scenarios).
  public let stepBudget: Int
  /// The one default budget, for simulations and scenario runs alike; lesson scenarios
  /// record a few dozen events.
  public static let defaultStepBudget = 20_000
  /// Everything recorded so far, layout events included.
  public internal(set) var events: [TraceEvent] = []
  /// True once UIKit raised an exception or the step budget ran out: the app is gone,
  /// nothing more is recorded and the run loop stops.
  public internal(set) var isTerminated = false
  /// The source line the code is executing; stamped on every event. Interpreters set it.
  public var currentSourceLine: Int? {
    didSet { if let currentSourceLine { ranLines.insert(currentSourceLine) } }
  }
  /// Every line `currentSourceLine` was set to: the code that ran, whether or not it left
  /// an event (a site asks whether a block's own code ran, `ScenarioOutcome.ranLines`).
  public private(set) var ranLines: Set<Int> = []
  /// Virtual seconds since the simulation started.
  public internal(set) var now: Double = 0
  /// `show=views`: the code's assignments to view properties become trace lines
  /// (`recordViewAssignment`); off, they are stored and never traced (FIDELITY-SURFACE.md V1).
  public var tracesViews = false

  /// The key window; `showRoot` makes it visible with a root controller.
  public var window: UIWindow {
    if let existing = keyWindow { return existing }
    let created = perform { UIWindow(frame: screenBounds) }  // B81
    keyWindow = created
    return created
  }
  private var keyWindow: UIWindow?

  /// B81 [I]: the screen's bounds, which the scenario's window fills and a view UIKit makes
  /// for a controller starts with: a phone's, or zero with `uikit=B81:zero`.
  public var screenBounds: CGRect { behavior.screen == .phone ? UIWindow.phoneScreen : .zero }
  /// A33.4 [D]: the windows the code made (an alert window, an overlay), in order.
  public internal(set) var madeWindows: [UIWindow] = []
  /// A33.4 [D]: the window made key last, once the code made another key.
  var lastKeyWindow: UIWindow?

  /// A33.1 [D]: every window of the app, the scenario's first.
  public var windows: [UIWindow] { [window] + madeWindows }

  /// A33.1 [D]: the window made key last (`keyWindow`).
  public var currentKeyWindow: UIWindow { lastKeyWindow ?? window }

  /// A33.4 [D]: a window the code makes, hidden until it is made key and visible.
  public func makeWindow(frame: CGRect) -> UIWindow {
    let made = UIWindow(frame: frame)
    madeWindows.append(made)
    return made
  }

  var tracing = true
  var depth = 0
  var layoutDepth = 0
  var frames: [Frame] = []
  var steps = 0
  var deferred: [Work] = []
  var timers: [Timer] = []
  var timerSequence = 0
  /// The display links the code added to the run loop (A42), and the clock when the run loop
  /// last had other work (B82).
  var displayLinks: [DisplayLink] = []
  var lastBusyTime = 0.0
  var controllers: [UIViewController] = []
  var appearanceSuppressed: Set<ObjectIdentifier> = []
  var transitionSequence = 0
  /// The fidelity rule behind what UIKit is doing now (see `because`).
  var ruleContext: String?
  var needsLayout: [UIViewController] = []
  /// A table or collection view on screen has a load due (A35.2): the turn ends with a pass.
  var listLoadPending = false
  /// The lists that were on screen at the last layout pass: one not among them has just
  /// entered a window and loads (A35.2).
  var listsOnScreen: Set<ObjectIdentifier> = []
  /// B72: a storyboard prototype cell for a list's reuse identifier, made by the interpreter
  /// (which knows the scenario's cell classes); nil when it knows none.
  public var listPrototype: ((ListView, String) -> UIView?)?
  var pendingLints: [(UIViewController, String, String)] = []
  var surface = SurfaceState()
  /// Set by `recordStates()`: the trace player's UIKit states (Snapshot/StateRecorder.swift).
  var stateRecorder: StateRecorder?
  /// The percent-driven transition whose animator is starting its animations (A22.1).
  var interactiveTransition: UIPercentDrivenInteractiveTransition?
  /// Transition contexts and interaction controllers, kept for the run: trace names are
  /// keyed by identity, which a freed object would hand on to the next one.
  var transitionObjects: [AnyObject] = []
  /// A44.1: UIKit's part of each presentation controller the app made, by the app's object.
  var presentationControllers: [ObjectIdentifier: UIPresentationController] = [:]
  private var names: [ObjectIdentifier: String] = [:]
  private var usedNames: Set<String> = []
  private var nameSuffixes: [String: Int] = [:]
  /// Objects named for now, with the index of the first event that may carry the name: the
  /// code names them once the initializer that traced them returns (B40).
  private var provisionalNames: [ObjectIdentifier: Int] = [:]
  private var finished = false

  /// The deepest nesting of calls allowed, so runaway recursion stops with a trace.
  static let maximumDepth = 200

  /// Whether the code still refers to a controller at the end of the run (set by the
  /// interpreter): the child-view-removed lint reports only children nothing refers to.
  public var isReferencedByCode: ((UIViewController) -> Bool)?
  /// Every controller made in the run, in the order they were made.
  public var createdControllers: [UIViewController] { controllers }

  /// The object `UIView.animate` calls are recorded on.
  let uiViewClass = ClassObject()
  /// The object `UIViewPropertyAnimator.runningPropertyAnimator` calls are recorded on.
  let propertyAnimatorClass = ClassObject()

  public init(behavior: UIKitBehavior = UIKitBehavior(), stepBudget: Int = defaultStepBudget) {
    self.behavior = behavior
    self.stepBudget = stepBudget
    name(uiViewClass, "UIView")
    name(propertyAnimatorClass, "UIViewPropertyAnimator")
  }

  /// Runs `body` with this simulation as the current one.
  public func perform<T>(_ body: () throws -> T) rethrows -> T {
    try Self.$current.withValue(self) { try body() }
  }

  /// Names an object in the trace; a name already taken by another object gets `#2`, `#3`.
  /// An object keeps the first name it was given.
  public func name(_ object: AnyObject, _ name: String) {
    let id = ObjectIdentifier(object)
    if let old = names[id] {
      guard let start = provisionalNames.removeValue(forKey: id) else { return }
      // The code names it what it was named for now (`let cell = …` for a `cell#2`): it keeps
      // that name, and its number.
      if old == name || old.hasPrefix(name + "#") { return }
      names[id] = nil
      usedNames.remove(old)
      self.name(object, name)
      if let new = names[id], new != old { renameEvents(from: start, old, new) }
      return
    }
    var candidate = name
    // Each base name remembers its next suffix, so naming n objects alike stays linear.
    var counter = nameSuffixes[name] ?? 2
    while usedNames.contains(candidate) {
      candidate = "\(name)#\(counter)"
      counter += 1
    }
    if candidate != name { nameSuffixes[name] = counter }
    names[id] = candidate
    usedNames.insert(candidate)
  }

  /// Names `object` by its class for now, as UIKit's own initializers trace calls before the
  /// code can name what they return (`UINavigationController(rootViewController:)` sends
  /// the root `willMove(toParent:)`, A10.1): when the code then names the object, the
  /// events recorded since are renamed too.
  public func nameProvisionally(_ object: AnyObject, as base: String? = nil) {
    guard names[ObjectIdentifier(object)] == nil else { return }
    if let base { name(object, base) } else { _ = traceName(of: object) }
    provisionalNames[ObjectIdentifier(object)] = events.count
  }

  private func renameEvents(from start: Int, _ old: String, _ new: String) {
    func renamed(_ name: String) -> String {
      if name == old { return new }
      if name.hasPrefix(old + ".") { return new + name.dropFirst(old.count) }
      return name
    }
    for index in events.indices where index >= start {
      guard case .call(let receiver, let member, let arguments) = events[index].action else {
        continue
      }
      let values = arguments.map { value -> TraceValue in
        if case .object(let name) = value { return .object(renamed(name)) }
        return value
      }
      events[index].action = .call(receiver: renamed(receiver), member: member, arguments: values)
    }
  }

  /// The name an object was given, without naming it (nil when it has none yet).
  public func assignedName(of object: AnyObject) -> String? { names[ObjectIdentifier(object)] }

  /// The trace name of a controller, view or window (see `name(_:_:)`).
  public func traceName(of object: AnyObject) -> String {
    if let view = object as? UIView, let owner = view.owningController {
      // A table view controller's view is its table: the code calls it `tableView`.
      if let list = view as? ListView, owner.listRoot != nil {
        // As the code first reached it (`x.view` or `x.tableView`).
        let own = list.listKind == .table ? "tableView" : "collectionView"
        return traceName(of: owner) + "." + (owner.listRootSpelling ?? own)
      }
      return traceName(of: owner) + ".view"
    }
    // A35.3: a cell's content view and the labels UIKit made in it, by the cell's name.
    if let view = object as? UIView, names[ObjectIdentifier(view)] == nil,
      let part = ListCellParts.partName(of: view)
    {
      return traceName(of: part.cell) + "." + part.name
    }
    if let name = names[ObjectIdentifier(object)] { return name }
    let base: String
    switch object {
    case is UIWindow: base = "window"
    case let controller as UIViewController: base = Self.defaultName(controller.modelClassName)
    case is UIView: base = "view"
    case is RunLoopTimer: base = "timer"  // A39: an unnamed `Timer` as the code's docs call it
    default: base = Self.defaultName(String(describing: type(of: object)))
    }
    name(object, base)
    return names[ObjectIdentifier(object)] ?? base
  }

  /// `<ClassName: name>`, how UIKit messages print an object here.
  public func describe(_ object: AnyObject) -> String {
    let className: String
    switch object {
    case let controller as UIViewController: className = controller.modelClassName
    case is UIWindow: className = "UIWindow"
    case is UIView: className = String(describing: type(of: object))  // UIButton, UILabel …
    default: className = "UIView"
    }
    return "<\(className): \(traceName(of: object))>"
  }

  /// `firstViewController` for `FirstViewController`, `viewController` for `UIViewController`.
  static func defaultName(_ className: String) -> String {
    var name = Substring(className)
    if name.hasPrefix("UI"), name.count > 2 { name = name.dropFirst(2) }
    guard let first = name.first else { return "object" }
    return first.lowercased() + name.dropFirst()
  }

  /// Makes `root` the key window's root controller and shows the window, then lets the run
  /// loop settle. Untraced unless asked: scenarios start with `self` already on screen.
  public func showRoot(_ root: UIViewController, traced: Bool = false) {
    let wasTracing = tracing
    tracing = traced
    defer { tracing = wasTracing }
    perform {
      name(root, "self")
      window.rootViewController = root
      window.makeKeyAndVisible()
    }
    drain()
  }

  /// The trace as text (see `TraceFormatter`).
  public func traceText(
    _ spelling: TraceFormatter.Spelling = .swift, showLayout: Bool = false
  ) -> String {
    TraceFormatter(spelling: spelling, showLayout: showLayout).format(events)
  }

  /// Lets the run loop run until nothing is pending, then checks the end-of-scenario lints.
  /// Calling it again does nothing.
  public func finish() {
    guard !finished else { return }
    drainRunLoop(afterCode: false)
    finished = true
    guard !isTerminated else { return }
    perform { recordLints() }
  }

  /// Lets go of everything the run built. Controllers, views and the window point back at
  /// their simulation, and the simulation keeps them (for lints and the window), so a run
  /// that is over would otherwise never be freed. Call it when the events have been read:
  /// the objects are left detached and the simulation empty.
  public func tearDown() {
    isTerminated = true
    deferred.removeAll()
    timers.removeAll()
    displayLinks.removeAll()
    needsLayout.removeAll()
    listsOnScreen.removeAll()
    listPrototype = nil
    pendingLints.removeAll()
    transitionObjects.removeAll()
    interactiveTransition = nil
    surface = SurfaceState()
    for controller in controllers {
      controller.children.removeAll()
      controller.storedView?.detachSubtree()
      controller.storedView = nil
    }
    controllers.removeAll()
    keyWindow?.detachSubtree()
    keyWindow?.clearRoot()
    keyWindow = nil
    // The trace player's recorder holds every controller and view it saw, and they hold
    // the simulation: read the states (`stateTimeline`) before tearing down.
    stateRecorder = nil
  }
}
