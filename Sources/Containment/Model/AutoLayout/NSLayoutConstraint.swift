/// Auto Layout as recorded facts: anchors make constraints, constraints are activated or
/// installed on a view, and nothing is solved (FIDELITY-SURFACE.md L1–L6).
///
/// The one rule the model enforces is UIKit's: activating a constraint whose views have no
/// common ancestor raises `NSGenericException` (L2 [D], L3 [O]).
public final class NSLayoutConstraint {
  public let firstAnchor: NSLayoutAnchor
  public let secondAnchor: NSLayoutAnchor?
  /// `==`, `>=`, `<=`.
  public let relation: String
  public var constant: Double
  public let multiplier: Double
  /// The view the constraint is installed on while active (the closest common ancestor).
  public private(set) weak var installedOn: UIView?

  public init(
    _ first: NSLayoutAnchor, _ relation: String, _ second: NSLayoutAnchor?,
    multiplier: Double = 1, constant: Double = 0
  ) {
    firstAnchor = first
    secondAnchor = second
    self.relation = relation
    self.multiplier = multiplier
    self.constant = constant
  }

  /// New constraints are inactive (L1 [D]).
  public var isActive: Bool { installedOn != nil }

  /// `isActive = true/false`. Activation installs the constraint on the closest common
  /// ancestor of its views, or raises when there is none (the app is gone).
  public func setActive(_ active: Bool) {
    guard active else {
      if let view = installedOn { Self.invalidateLayout(of: view) }
      installedOn?.installedConstraints.removeAll { $0 === self }
      installedOn = nil
      return
    }
    guard !isActive else { return }
    let sim = firstAnchor.view.simulation
    let ancestor = commonAncestor
    // An activation is a layout fact, shown with `show=layout`; the one that raises is
    // always shown, since it ends the app (L5 [I]).
    sim.recordConstraint(self, .activateConstraint, asLayout: ancestor != nil) {
      guard let ancestor else {
        sim.raise(SurfaceMessages.genericException, noCommonAncestorReason, rule: "A17.2")
        return
      }
      install(on: ancestor)
      Self.invalidateLayout(of: ancestor)
    }
  }

  /// A constraint added to or taken off a view in a window schedules a layout pass for it
  /// (A17.5 [D]: a constraint change schedules a deferred layout pass), so
  /// `layoutIfNeeded()` after the change, in an animation block say, lays out now. Outside a
  /// window nothing is laid out until the view enters one.
  static func invalidateLayout(of view: UIView) {
    // A run that is over (or being torn down, which takes constraints off) lays out nothing.
    guard view.window != nil, !view.simulation.isTerminated else { return }
    view.simulation.setNeedsLayout(view)
  }

  /// `isActive = false`, `NSLayoutConstraint.deactivate(_:)`: an active constraint is taken
  /// off its view, recorded as a layout event like its activation (L5 [I]); an inactive one
  /// is left as it is, unrecorded. (The removal UIKit does itself when a view leaves its
  /// superview, L7a, is `setActive(false)`: not traced.)
  public func deactivate() {
    guard let view = installedOn else { return }
    view.simulation.recordConstraint(self, .deactivateConstraint, asLayout: true) {
      setActive(false)
    }
  }

  /// The views the constraint relates (one for a constant-only constraint).
  var items: [UIView] { [firstAnchor.view] + (secondAnchor.map { [$0.view] } ?? []) }

  /// `view.addConstraint(self)`: installs on `view` (L4 [D]).
  func install(on view: UIView) {
    installedOn?.installedConstraints.removeAll { $0 === self }
    installedOn = view
    view.installedConstraints.append(self)
    view.simulation.surface.installed.append(self)
  }

  /// The closest view both items descend from (a view is its own ancestor, L1 [D]).
  var commonAncestor: UIView? {
    let first = firstAnchor.view
    guard let second = secondAnchor?.view else { return first }
    var current: UIView? = first
    while let candidate = current {
      if second.isDescendant(of: candidate) { return candidate }
      current = candidate.superview
    }
    return nil
  }

  /// UIKit's reason text (L3 [O]), with trace names where UIKit prints addresses.
  var noCommonAncestorReason: String {
    let second = secondAnchor.map(\.debugDescription) ?? "(null)"
    return "Unable to activate constraint with anchors \(firstAnchor.debugDescription) and "
      + "\(second) because they have no common ancestor.  Does the constraint or its anchors "
      + "reference items in different view hierarchies?  That's illegal."
  }

  /// `first.view.top == self.view.top + 8` for `show=layout`-style dumps.
  public var summary: String {
    var text = firstAnchor.name + " " + relation
    if let secondAnchor {
      text += " " + secondAnchor.name
      if multiplier != 1 { text += " * " + TraceFormatter.number(multiplier) }
      if constant != 0 {
        text += (constant < 0 ? " - " : " + ") + TraceFormatter.number(abs(constant))
      }
    } else {
      text += " " + TraceFormatter.number(constant)
    }
    return text
  }
}

/// `topAnchor`, `leadingAnchor`, `widthAnchor` …: a view, or one of its layout guides, and
/// one of its attributes.
public final class NSLayoutAnchor {
  public let view: UIView
  /// `top`, `leading`, `centerX`, `width` …
  public let attribute: String
  /// The view's layout guide the anchor belongs to (`safeAreaLayoutGuide`), nil for the
  /// view's own anchors. The model gives a guide no insets (L6 [I]), so it constrains the
  /// same edges as the view; the name keeps the trace saying what the code pinned to.
  public let guide: String?

  public init(view: UIView, attribute: String, guide: String? = nil) {
    self.view = view
    self.attribute = attribute
    self.guide = guide
  }

  /// UIKit's anchor attributes and their anchor classes.
  public static let attributes: [String: String] = [
    "leading": "NSLayoutXAxisAnchor", "trailing": "NSLayoutXAxisAnchor",
    "left": "NSLayoutXAxisAnchor", "right": "NSLayoutXAxisAnchor",
    "centerX": "NSLayoutXAxisAnchor", "top": "NSLayoutYAxisAnchor",
    "bottom": "NSLayoutYAxisAnchor", "centerY": "NSLayoutYAxisAnchor",
    "firstBaseline": "NSLayoutYAxisAnchor", "lastBaseline": "NSLayoutYAxisAnchor",
    "width": "NSLayoutDimension", "height": "NSLayoutDimension",
  ]

  public var anchorClass: String { Self.attributes[attribute] ?? "NSLayoutAnchor" }

  /// `child.view.top`; `self.view.safeAreaLayoutGuide.top` for a guide's anchor.
  public var name: String {
    view.simulation.traceName(of: view) + (guide.map { "." + $0 } ?? "") + "." + attribute
  }

  /// `<NSLayoutYAxisAnchor: "UIView:child.view.top">`, as UIKit prints an anchor with the
  /// trace name where it prints addresses.
  public var debugDescription: String {
    "<\(anchorClass): \"\(view.simulation.className(of: view)):\(name)\">"
  }
}

extension UIView {
  /// `constraints`: the constraints installed on this view (L4 [D]).
  public var constraints: [NSLayoutConstraint] { installedConstraints }

  /// `addConstraint(_:)`: installs (activates) the constraint on this view.
  public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.install(on: self) }

  public func removeConstraint(_ constraint: NSLayoutConstraint) {
    if constraint.installedOn === self { constraint.setActive(false) }
  }

  /// `NSLayoutConstraint.activate(_:)`: each in order; the first that cannot be activated
  /// raises and ends the run.
  public static func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints {
      constraint.setActive(true)
      if constraint.firstAnchor.view.simulation.isTerminated { return }
    }
  }
}

extension UIKitSimulation {
  /// Records `NSLayoutConstraint.activate(first.view.top == self.view.top)` (or
  /// `deactivate`, as `member` says) and runs `body` under it; as a layout event unless
  /// `asLayout` is false.
  func recordConstraint(
    _ constraint: NSLayoutConstraint, _ member: APIMember, asLayout: Bool, _ body: () -> Void
  ) {
    let receiver = surface.layoutConstraintClass ?? ClassObject()
    if surface.layoutConstraintClass == nil {
      surface.layoutConstraintClass = receiver
      name(receiver, "NSLayoutConstraint")
    }
    if asLayout { layoutDepth += 1 }
    defer { if asLayout { layoutDepth -= 1 } }
    dispatch(.manual, receiver, member, [.object(constraint.summary)], body)
  }

  /// `view.layoutIfNeeded()`: the layout pass runs now if layout is pending (L6 [D]); the
  /// model's pass covers every pending controller of the window (L6 [I]).
  public func layoutIfNeeded(_ view: UIView) {
    traced(view, .layoutIfNeeded) {
      guard !needsLayout.isEmpty else { return }
      depth -= 1  // the pass nests its callbacks one level itself
      layoutPass()
      depth += 1
    }
  }

  /// `view.setNeedsLayout()`: the view's controller is laid out in the next pass (untraced).
  public func setNeedsLayout(_ view: UIView) {
    markNeedsLayoutSubviews(view)  // A36.3
    if let controller = view.nearestController { setNeedsLayout(controller) }
  }
}

extension UIView {
  /// Leaving its superview, a view takes with it the constraints that cross its subtree's
  /// boundary: "Calling this method removes any constraints that refer to the view you are
  /// removing, or that refer to any view in the subtree of the view you are removing"
  /// (UIKit's `removeFromSuperview()` documentation, L7 [D]). B30 [I]: the ones wholly inside
  /// the subtree (its own internal layout) stay, since reused views keep theirs; a constraint
  /// is removed when it relates a view of the subtree to one outside, or is installed
  /// outside the subtree.
  func removeConstraintsCrossingSubtree() {
    for constraint in simulation.surface.installed where constraint.isActive {
      let inside = constraint.items.map { $0.isDescendant(of: self) }
      guard inside.contains(true) else { continue }
      let installedInside = constraint.installedOn?.isDescendant(of: self) ?? false
      let literal = simulation.behavior.removedConstraints == .allReferring
      if literal || inside.contains(false) || !installedInside { constraint.setActive(false) }
    }
  }
}
