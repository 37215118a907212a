/// How a split view controller arranges its columns (docs/FIDELITY.md A24.7, B67): the
/// display mode the app prefers, the one it shows, and the delegate told before it changes.
///
/// ```swift
/// split.delegate = self
/// split.preferredDisplayMode = .primaryHidden  // expanded, on screen or not:
/// // self.splitViewController(split, willChangeTo: .primaryHidden)
/// ```
extension UISplitViewController {
  /// A24.7 [D]: the arrangements, by raw value; iOS 14 renamed the first three
  /// (`primaryHidden` is `secondaryOnly`, `allVisible` `oneBesideSecondary`, `primaryOverlay`
  /// `oneOverSecondary`) and kept their values.
  public enum DisplayMode: Int, Sendable, CaseIterable {
    case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary,
      twoOverSecondary, twoDisplaceSecondary

    /// The iOS 8-13 name of the first three modes.
    var oldName: String? {
      switch self {
      case .secondaryOnly: "primaryHidden"
      case .oneBesideSecondary: "allVisible"
      case .oneOverSecondary: "primaryOverlay"
      default: nil
      }
    }

    var newName: String { String(describing: self) }

    public func swiftName(oldNames: Bool) -> String { (oldNames ? oldName : nil) ?? newName }

    public func objcName(oldNames: Bool) -> String {
      let name = swiftName(oldNames: oldNames)
      return "UISplitViewControllerDisplayMode" + name.prefix(1).uppercased() + name.dropFirst()
    }

    /// The mode a name spells, in either family and either language (`allVisible`,
    /// `AllVisible` in Swift 2, `UISplitViewControllerDisplayModeAllVisible`), and whether it
    /// is an old name (nil for a name both families share, `automatic`).
    public static func named(_ written: String) -> (mode: DisplayMode, isOld: Bool?)? {
      var name = Substring(written)
      if let dot = name.lastIndex(of: ".") { name = name[name.index(after: dot)...] }
      if name.hasPrefix("UISplitViewControllerDisplayMode") {
        name = name.dropFirst("UISplitViewControllerDisplayMode".count)
      }
      let lowered = name.prefix(1).lowercased() + name.dropFirst()
      for mode in allCases {
        if mode.newName == lowered { return (mode, mode.oldName == nil ? nil : false) }
        if mode.oldName == lowered { return (mode, true) }
      }
      return nil
    }
  }

  /// A24.7 [D]: the preferred display mode (`automatic` until the app sets one).
  public var preferredDisplayMode: DisplayMode { preferred }

  /// A24.7 [D]: the arrangement shown, never `automatic`. B67 [I]: the model shows every
  /// column of an expanded split view controller (B52), so `automatic` resolves to every
  /// column beside the secondary.
  public var displayMode: DisplayMode {
    if let shownMode { return shownMode }
    return style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
  }

  /// Whether the code names display modes as iOS 8-13 did (`allVisible`).
  public var namesDisplayModesTheOldWay: Bool { usesOldDisplayModeNames }

  /// A24.7 [D]: sets the preferred mode. When that changes the mode shown, the delegate is
  /// told first (`splitViewController(_:willChangeTo:)`), then `displayMode` changes. B67
  /// [I]: inside the setter, when the split view controller is on screen and expanded; off
  /// screen it takes the mode when it appears, collapsed the mode has no effect, and nobody
  /// is told. The columns' views stay where they are (B67).
  public func setPreferredDisplayMode(_ mode: DisplayMode, oldNames: Bool) {
    preferred = mode
    usesOldDisplayModeNames = oldNames
    let resolvedNow: DisplayMode =
      mode == .automatic
      ? (style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary) : mode
    let onScreen =
      viewIfLoaded?.isInVisibleWindow == true
      || simulation.behavior.splitDisplayModeNotice == .always
    guard !isCollapsed, onScreen else {
      shownMode = resolvedNow
      return
    }
    let resolved = resolvedNow
    guard resolved != displayMode else { return }
    _ = simulation.callApp(
      delegate, .splitWillChangeDisplayMode,
      [.object(self), .displayMode(resolved, oldNames: oldNames)], rule: "A24.7")
    shownMode = resolved
  }
}

extension APIMember {
  /// A24.7: `preferredDisplayMode = …`, a line of its own (it can tell the delegate).
  public static let setPreferredDisplayMode = APIMember(
    declared: .setter(name: "preferredDisplayMode"))
  /// `UISplitViewControllerDelegate.splitViewController(_:willChangeTo:)` (A24.7).
  public static let splitWillChangeDisplayMode = APIMember(
    declared: .method(
      swiftName: "splitViewController", swiftLabels: [nil, "willChangeTo"],
      objcPieces: ["splitViewController", "willChangeToDisplayMode"]))
}
