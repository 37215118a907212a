/// A named area of the SDK whose members can change view-controller containment or call back
/// into the scenario's code: such a member is modelled or refused with its area's name, never
/// accepted as inert ("custom view-controller transitions are not modelled").
package struct SurfaceArea: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// A stable id for diagnostics and tests (`custom-transitions`).
  package let id: String
  /// The area as a sentence names it, plural or mass noun ("custom view-controller
  /// transitions", "presentation").
  package let name: String
  /// Whether the name takes a plural verb ("segues are …", "presentation is …").
  package let isPlural: Bool

  /// "custom view-controller transitions are not modelled".
  package var notModelledPhrase: String { "\(name) \(isPlural ? "are" : "is") not modelled" }

  package var description: String { id }

  package static func < (lhs: Self, rhs: Self) -> Bool { lhs.id < rhs.id }

  package static let containment = Self(
    id: "containment", name: "view-controller containment", isPlural: false)
  package static let viewControllerLifecycle = Self(
    id: "lifecycle", name: "view-controller lifecycle callbacks", isPlural: true)
  package static let viewHierarchy = Self(
    id: "view-hierarchy", name: "view hierarchy changes", isPlural: true)
  package static let windows = Self(
    id: "windows", name: "windows and root view controllers", isPlural: true)
  package static let presentation = Self(id: "presentation", name: "presentation", isPlural: false)
  /// A `UIPresentationController` subclass: the code's own presentation controller, which
  /// UIKit calls back for the frames and the chrome of a presentation.
  package static let customPresentationControllers = Self(
    id: "presentation-controllers", name: "custom presentation controllers", isPlural: true)
  package static let customTransitions = Self(
    id: "custom-transitions", name: "custom view-controller transitions", isPlural: true)
  package static let segues = Self(id: "segues", name: "segues", isPlural: true)
  package static let storyboards = Self(
    id: "storyboards", name: "storyboards and nibs", isPlural: true)
  package static let navigationControllers = Self(
    id: "navigation-controllers", name: "navigation controllers", isPlural: true)
  package static let tabBarControllers = Self(
    id: "tab-bar-controllers", name: "tab bar controllers", isPlural: true)
  package static let pageViewControllers = Self(
    id: "page-view-controllers", name: "page view controllers", isPlural: true)
  package static let splitViewControllers = Self(
    id: "split-view-controllers", name: "split view controllers", isPlural: true)
  package static let animations = Self(id: "animations", name: "animations", isPlural: true)
  package static let notifications = Self(
    id: "notifications", name: "notifications", isPlural: true)
  package static let targetAction = Self(
    id: "target-action", name: "target-action and selectors", isPlural: true)
  package static let timers = Self(
    id: "timers", name: "timers and deferred calls", isPlural: true)
  package static let keyValueObserving = Self(
    id: "key-value-observing", name: "key-value observing", isPlural: false)
  package static let delegates = Self(
    id: "delegates", name: "delegates and data sources", isPlural: true)
  package static let callbacks = Self(
    id: "callbacks", name: "closures UIKit calls back", isPlural: true)
  package static let tableViews = Self(id: "table-views", name: "table views", isPlural: true)
  package static let collectionViews = Self(
    id: "collection-views", name: "collection views", isPlural: true)
  package static let search = Self(id: "search", name: "search", isPlural: false)
  /// Controls whose value changes only by touch and whose actions call back (`UISwitch`).
  package static let controls = Self(id: "controls", name: "controls", isPlural: true)

  /// Every area, sorted by id.
  package static let all: [SurfaceArea] = [
    .animations, .callbacks, .collectionViews, .containment, .controls,
    .customPresentationControllers, .customTransitions,
    .delegates, .keyValueObserving, .navigationControllers, .notifications,
    .pageViewControllers, .presentation, .search, .segues, .splitViewControllers,
    .storyboards, .tabBarControllers, .tableViews, .targetAction, .timers,
    .viewControllerLifecycle, .viewHierarchy, .windows,
  ].sorted()
}
