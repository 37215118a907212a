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
  }

  public var kind: Kind
  /// The destination scene's class.
  public var destination: String
  /// The custom segue's class (`.custom` only).
  public var segueClass: String?

  public init(kind: Kind, destination: String, segueClass: String? = nil) {
    self.kind = kind
    self.destination = destination
    self.segueClass = segueClass
  }
}

extension UIKitSimulation {
  /// The segues of the scenario's storyboard, by identifier (A29.2).
  public var storyboardSegues: [String: StoryboardSegue] {
    get { surface.segues }
    set { surface.segues = newValue }
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
  /// A custom segue's `perform()`, which UIKit calls after `prepare(for:sender:)` (A29.3).
  public static let performCustomSegue = APIMember(
    declared: .method(swiftName: "perform", swiftLabels: [], objcPieces: ["perform"]))
}
