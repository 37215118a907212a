/// The segues a scenario's storyboard has (docs/FIDELITY.md A29, A29.2): a scenario has no
/// storyboard file, so its block names them (`segue=showDetail:show:DetailViewController`).
public struct StoryboardSegue: Sendable, Hashable {
  /// How the segue shows its destination (the kinds Interface Builder offers that the model
  /// performs).
  public enum Kind: String, Sendable, CaseIterable {
    /// Show (and the deprecated push): as `show(_:sender:)` does (A29.1).
    case show
    /// Present modally: `present(_:animated:completion:)`, animated.
    case present
    /// A custom segue: an object of the scenario's `UIStoryboardSegue` subclass, whose
    /// `perform()` does the transition (A29.3).
    case custom
    /// An embed segue of a container view in `self`'s scene: it fires while the scene's view
    /// loads (A25.1, B63).
    case embed
    /// An unwind segue: back to the closest controller that handles its action (A29.4).
    case unwind
  }

  public var kind: Kind
  /// The destination scene's class; for an unwind segue, the name of its unwind action (the
  /// Swift base name, the Objective-C selector's first part).
  public var destination: String
  /// The custom segue's class (`.custom` only).
  public var segueClass: String?
  /// The `@IBOutlet` of the container view an embed segue fills; nil for a container view
  /// the code has no outlet to (`.embed` only).
  public var container: String?

  public init(
    kind: Kind, destination: String, segueClass: String? = nil, container: String? = nil
  ) {
    self.kind = kind
    self.destination = destination
    self.segueClass = segueClass
    self.container = container
  }
}

/// An embed segue of `self`'s scene, with its identifier (nil when Interface Builder left it
/// without one), in the order the scenario names them (B63).
public struct StoryboardEmbed: Sendable, Hashable {
  public var identifier: String?
  public var segue: StoryboardSegue

  public init(identifier: String?, segue: StoryboardSegue) {
    self.identifier = identifier
    self.segue = segue
  }
}

extension UIKitSimulation {
  /// The segues of the scenario's storyboard, by identifier (A29.2).
  public var storyboardSegues: [String: StoryboardSegue] {
    get { surface.segues }
    set { surface.segues = newValue }
  }

  /// The embed segues of `self`'s scene, fired while its view loads (A25.1, B63).
  public var storyboardEmbeds: [StoryboardEmbed] {
    get { surface.embeds }
    set { surface.embeds = newValue }
  }
}

extension UIViewController {
  /// A29.2 [O]: `performSegue` with an identifier the storyboard has no segue for.
  public func raiseMissingSegue(_ identifier: String) {
    simulation.raise(
      UIKitMessages.invalidArgument,
      "Receiver (\(simulation.describe(self))) has no segue with identifier '\(identifier)'",
      rule: "A29.2")
  }

  /// B63 [I]: what an embed segue's `perform` does once the source has prepared: `child`
  /// becomes a child (`addChild`, so its `willMove`), its view loads and goes into `container`,
  /// then `didMove(toParent:)`. A container view that already holds a view raises (A25.1).
  public func performEmbedSegue(_ child: UIViewController, into container: UIView) {
    let sim = simulation
    guard container.subviews.isEmpty else { return raiseEmbedIntoFullContainer() }
    sim.dispatch(.auto, self, .addChild, [.object(sim.traceName(of: child))], rule: "B63") {
      addChild(child)
    }
    guard !sim.isTerminated, child.parent === self else { return }
    let childView = child.loadViewForUIKit(because: "B63")
    guard !sim.isTerminated else { return }
    sim.dispatch(
      .auto, container, .addSubview, [.object(sim.traceName(of: childView))], rule: "B63"
    ) {
      container.addSubview(childView)
    }
    guard !sim.isTerminated else { return }
    sim.dispatch(
      .auto, child, .didMoveToParent, [.object(sim.traceName(of: self))], rule: "B63"
    ) {
      child.didMove(toParent: self)
    }
  }

  /// A25.1 [O] (S66): an embed segue fired into a container view that already has subviews.
  public func raiseEmbedIntoFullContainer() {
    simulation.raise(
      UIKitMessages.internalInconsistency,
      "There are unexpected subviews in the container view. Perhaps the embed segue has "
        + "already fired once or a subview was added programmatically?",
      rule: "A25.1")
  }
}

extension APIMember {
  /// `performSegue(withIdentifier:sender:)` and the source's `prepare(for:sender:)` (A29.1).
  public static let performSegue = APIMember(
    declared: .method(
      swiftName: "performSegue", swiftLabels: ["withIdentifier", "sender"],
      objcPieces: ["performSegueWithIdentifier", "sender"]))
  public static let prepareForSegue = APIMember(
    declared: .method(
      swiftName: "prepare", swiftLabels: ["for", "sender"],
      objcPieces: ["prepareForSegue", "sender"]))
  /// `shouldPerformSegue(withIdentifier:sender:)`, asked before an embed segue (B63).
  public static let shouldPerformSegue = APIMember(
    declared: .method(
      swiftName: "shouldPerformSegue", swiftLabels: ["withIdentifier", "sender"],
      objcPieces: ["shouldPerformSegueWithIdentifier", "sender"]))
  /// `canPerformUnwindSegueAction(_:from:sender:)`, asked of each candidate destination of an
  /// unwind segue (A29.5); `withSender` before iOS 13.
  public static let canPerformUnwindSegueAction = APIMember(
    declared: .method(
      swiftName: "canPerformUnwindSegueAction", swiftLabels: [nil, "from", "sender"],
      objcPieces: ["canPerformUnwindSegueAction", "fromViewController", "sender"]))
  public static let canPerformUnwindSegueActionWithSender = APIMember(
    declared: .method(
      swiftName: "canPerformUnwindSegueAction", swiftLabels: [nil, "from", "withSender"],
      objcPieces: ["canPerformUnwindSegueAction", "fromViewController", "withSender"]))
  /// A custom segue's `perform()`, which UIKit calls after `prepare(for:sender:)` (A29.3).
  public static let performCustomSegue = APIMember(
    declared: .method(swiftName: "perform", swiftLabels: [], objcPieces: ["perform"]))
}
