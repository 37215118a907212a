/// What a scenario declares about the storyboard it stands in for (FIDELITY-SURFACE.md S1–S4):
/// the classes behind storyboard identifiers, and the outlets each scene connects.
public struct StoryboardScene: Sendable, Equatable {
  /// Storyboard identifier → class name (`storyboard=Detail:DetailViewController`).
  public var identifiers: [String: String]
  /// Outlets: property name → view class, per controller class (nil: the class of `self`).
  public var outlets: [Outlet]
  /// `@IBAction` methods, per controller class (nil: the class of `self`).
  public var actions: [Action]

  /// One `@IBOutlet` property.
  public struct Outlet: Sendable, Equatable {
    public var owner: String?
    public var name: String
    /// The class written (`UIButton`); for an outlet collection, its elements' class.
    public var viewClass: String
    /// `@IBOutlet var buttons: [UIButton]!`, `IBOutletCollection(UIButton) NSArray *buttons`.
    public var isCollection: Bool

    public init(owner: String?, name: String, viewClass: String, isCollection: Bool = false) {
      self.owner = owner
      self.name = name
      self.viewClass = viewClass
      self.isCollection = isCollection
    }
  }

  /// One `@IBAction` method, by its base name (Objective-C: the first selector piece).
  public struct Action: Sendable, Equatable {
    public var owner: String?
    public var name: String

    public init(owner: String?, name: String) {
      self.owner = owner
      self.name = name
    }
  }

  public init(identifiers: [String: String] = [:], outlets: [Outlet] = [], actions: [Action] = []) {
    self.identifiers = identifiers
    self.outlets = outlets
    self.actions = actions
  }
}

extension UIKitSimulation {
  /// The storyboard the scenario stands in for.
  public var storyboard: StoryboardScene {
    get { surface.scene }
    set { surface.scene = newValue }
  }

  /// Marks `controller` as instantiated from the storyboard (`self`, and what
  /// `instantiateViewController(withIdentifier:)` returns): its `storyboard` is non-nil and
  /// its outlets connect when its view loads.
  public func markFromStoryboard(_ controller: UIViewController) {
    surface.fromStoryboard.insert(ObjectIdentifier(controller))
  }

  public func isFromStoryboard(_ controller: UIViewController) -> Bool {
    surface.fromStoryboard.contains(ObjectIdentifier(controller))
  }
}

extension UIView {
  /// Adds an outlet's view while the scene loads: untraced, since the view is not in a
  /// window yet and nib loading is not a call the code makes (S2 [I]).
  public func addOutlet(_ view: UIView) {
    insert(view, at: nil)
  }
}
