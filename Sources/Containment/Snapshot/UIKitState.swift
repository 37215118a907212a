/// What UIKit holds at one moment of a run, as a reader of a lesson wants to see it: every
/// controller's `parent`, `children`, appearance state and `isViewLoaded`, and the view
/// hierarchy (which view is in which superview, and whether that is in the window).
///
/// Objects are named as the trace names them (`self`, `first`, `first.view`, `window`).
public struct UIKitState: Sendable, Equatable, Hashable {
  /// A controller's appearance state (docs/FIDELITY.md A5.4 [O]: UIKit's `_appearState`).
  public enum Appearance: String, Sendable, Equatable, Hashable, CaseIterable {
    case disappeared, appearing, appeared, disappearing
  }

  /// One controller, in the order the run created them.
  public struct Controller: Sendable, Equatable, Hashable {
    public var name: String
    public var parent: String?
    public var children: [String]
    public var appearance: Appearance
    public var isViewLoaded: Bool

    public init(
      name: String, parent: String?, children: [String], appearance: Appearance,
      isViewLoaded: Bool
    ) {
      self.name = name
      self.parent = parent
      self.children = children
      self.appearance = appearance
      self.isViewLoaded = isViewLoaded
    }
  }

  /// One view of a hierarchy, listed depth-first (a superview before its subviews, subviews
  /// in their `subviews` order).
  public struct View: Sendable, Equatable, Hashable {
    public var name: String
    public var superview: String?
    /// True when the view's root is the window (`view.window != nil`).
    public var isInWindow: Bool

    public init(name: String, superview: String?, isInWindow: Bool) {
      self.name = name
      self.superview = superview
      self.isInWindow = isInWindow
    }
  }

  public var controllers: [Controller]
  /// The window's hierarchy first, then each loaded controller view outside it (with its
  /// subviews), in the order the controllers were created.
  public var views: [View]

  public init(controllers: [Controller], views: [View]) {
    self.controllers = controllers
    self.views = views
  }

  /// A deterministic text dump, one line per controller, then the view tree indented by depth:
  ///
  /// ```
  /// self parent=- children=[child] appeared loaded
  /// child parent=self children=[] disappeared unloaded
  /// window
  ///   self.view
  /// child.view (not in window)
  /// ```
  public var dump: String {
    var lines: [String] = []
    for controller in controllers {
      lines.append(
        "\(controller.name) parent=\(controller.parent ?? "-") "
          + "children=[\(controller.children.joined(separator: ", "))] "
          + "\(controller.appearance.rawValue) \(controller.isViewLoaded ? "loaded" : "unloaded")")
    }
    var depths: [String: Int] = [:]
    for view in views {
      let depth = view.superview.flatMap { depths[$0] }.map { $0 + 1 } ?? 0
      depths[view.name] = depth
      let place = depth == 0 && !view.isInWindow ? " (not in window)" : ""
      lines.append(String(repeating: "  ", count: depth) + view.name + place)
    }
    return lines.joined(separator: "\n")
  }
}

/// The states of a run, step by step: the state right after each event (and whatever
/// unrecorded work followed it, up to the next event), and the state before the first one.
public struct UIKitStateTimeline: Sendable, Equatable {
  /// The state before the first event.
  public var initial: UIKitState
  /// `after[i]`: the state once event `i` and the work it started up to the next event ran.
  public var after: [UIKitState]

  public init(initial: UIKitState, after: [UIKitState]) {
    self.initial = initial
    self.after = after
  }

  /// The timeline of the first `count` events (a run cut short keeps its states up to there).
  public func prefix(_ count: Int) -> UIKitStateTimeline {
    UIKitStateTimeline(initial: initial, after: Array(after.prefix(count)))
  }
}
