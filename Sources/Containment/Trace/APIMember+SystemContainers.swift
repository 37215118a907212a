extension APIMember {
  // The other system containers app code embeds (docs/FIDELITY.md A23-A26): the members whose
  // calls the trace shows, spelled once here (`APIMember(declared:)`).

  /// A23.2: `setViewControllers(_:direction:animated:completion:)` on a page view controller
  /// (a different selector from the navigation and tab bar controllers' one).
  public static let setPages = APIMember(
    declared: .method(
      swiftName: "setViewControllers", swiftLabels: [nil, "direction", "animated", "completion"],
      objcPieces: ["setViewControllers", "direction", "animated", "completion"]))

  /// A24.3: `setViewController(_:for:)` on a column-style split view controller.
  public static let setColumnViewController = APIMember(
    declared: .method(
      swiftName: "setViewController", swiftLabels: [nil, "for"],
      objcPieces: ["setViewController", "forColumn"]))

  /// A24.4: `show(_:)` on a column-style split view controller (a column, not a controller).
  public static let showColumn = APIMember(
    declared: .method(swiftName: "show", swiftLabels: [nil], objcPieces: ["showColumn"]))

  /// A24.5: `showDetailViewController(_:sender:)`.
  public static let showDetailViewController = APIMember(
    declared: .method(
      swiftName: "showDetailViewController", swiftLabels: [nil, "sender"],
      objcPieces: ["showDetailViewController", "sender"]))

  /// A24.2: `viewControllers = [primary, secondary]` on a split view controller.
  public static let setSplitViewControllers = APIMember(declared: .setter(name: "viewControllers"))
}

extension APIMember {
  /// A10.4: `popToViewController(_:animated:)`, also what an unwind segue does to a navigation
  /// controller on its path (A29.4).
  public static let popToViewController = APIMember(
    declared: .method(
      swiftName: "popToViewController", swiftLabels: [nil, "animated"],
      objcPieces: ["popToViewController", "animated"]))
}
