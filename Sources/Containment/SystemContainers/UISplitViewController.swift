/// UIKit's split container (docs/FIDELITY.md A24, B52-B54, B57): the classic form with
/// `viewControllers` (primary, secondary) and iOS 14's column style (`init(style:)`,
/// `setViewController(_:for:)`). Its children are the controllers of its columns. Expanded (a
/// regular width, the default) it shows every column; collapsed (`uikit=B52:compact`, a
/// compact width) it shows one.
///
/// ```swift
/// split.viewControllers = [list, detail]  // list and detail join: willMove, didMove
/// // when the split appears: list's and detail's views load and appear with it
/// ```
open class UISplitViewController: UIViewController {
  /// A24.1 [D]: the classic form (`unspecified`) or a column style (iOS 14).
  public enum Style: String, Sendable, CaseIterable {
    case unspecified, doubleColumn, tripleColumn
  }
  /// A24.3 [D]: the columns of a column-style split view controller.
  public enum Column: String, Sendable, CaseIterable {
    case primary, supplementary, secondary, compact
  }

  /// Set once, by the initializer (a subclass's `super.init(style:)` included).
  public package(set) var style: Style
  /// B76: the style came from the code's use of the column API, not from an initializer.
  var styleWasInferred = false
  /// The classic form's controllers, primary first (A24.2).
  var classic: [UIViewController] = []
  /// The column style's controllers as the app set them, and the child that shows each (the
  /// navigation controller UIKit wrapped it in, A24.3).
  var columnControllers: [Column: UIViewController] = [:]
  var columnChildren: [Column: UIViewController] = [:]
  /// A24.7 [D]: the arrangement the app prefers, and whether it names modes as iOS 8-13 did
  /// (`allVisible`) or as iOS 14 does (`oneBesideSecondary`), for the delegate's argument.
  var preferred: DisplayMode = .automatic
  var usesOldDisplayModeNames = true
  /// A24.7 [D]: the mode shown, once something set it (nil: what `automatic` resolves to).
  var shownMode: DisplayMode?
  /// A24.7 [D]: the app's object told of display mode changes (`splitViewController(_:willChangeTo:)`).
  public weak var delegate: AnyObject?
  /// A24.7 [D]: the sizes and flags that only choose how the columns are drawn
  /// (`preferredPrimaryColumnWidthFraction`, `presentsWithGesture` …), kept as set.
  public var arrangement: [String: Double] = [:]

  /// A24.1 [D]: `init(style:)`; `UISplitViewController()` is the classic form.
  public init(style: Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  public override convenience init(nibName: String?, bundle: AnyObject?) {
    self.init(style: .unspecified)
  }

  /// B52 [I]: collapsed in a compact width (an iPhone), expanded in a regular one (an iPad);
  /// the model's width is the scenario's choice.
  public var isCollapsed: Bool { simulation.behavior.splitWidth == .compact }

  /// A1.8 [D]: a column's child another container took (A1.1), or the code removed, leaves
  /// the column: `viewControllers` lists the children that show the columns.
  override func childDidLeave(_ child: UIViewController) {
    classic.removeAll { $0 === child }
    for (column, shown) in columnChildren where shown === child {
      columnChildren[column] = nil
      columnControllers[column] = nil
    }
  }

  /// A24.2 [D]: the primary first, then the secondary; one controller when collapsed.
  public var viewControllers: [UIViewController] {
    get {
      if style == .unspecified { return isCollapsed ? Array(classic.prefix(1)) : classic }
      let order: [Column] =
        isCollapsed ? [.compact, .primary] : [.primary, .supplementary, .secondary]
      let shown = order.compactMap { columnChildren[$0] }
      return isCollapsed ? Array(shown.prefix(1)) : shown
    }
    set {
      let names = newValue.map { simulation.traceName(of: $0) }.joined(separator: ", ")
      simulation.traced(self, .setSplitViewControllers, [.object("[" + names + "]")]) {
        replaceClassic(with: newValue)
      }
    }
  }

  /// A24.3 [D]: the controller the app set for `column` (not the navigation controller
  /// wrapping it).
  public func viewController(for column: Column) -> UIViewController? {
    columnControllers[column]
  }

  /// A24.3 [D]: shows `controller` in `column`, wrapped in a navigation controller unless it
  /// is one. A24.6 [O]: a plain controller set in a secondary column that already has a
  /// navigation controller is pushed onto it instead.
  open func setViewController(_ controller: UIViewController?, for column: Column) {
    let argument: TraceValue = controller.map { .object(simulation.traceName(of: $0)) } ?? .null
    simulation.traced(
      self, .setColumnViewController,
      [argument, .constant(swift: column.rawValue, objc: column.objcName)]
    ) {
      inferStyleFromColumns(column)
      setColumn(column, to: controller)
    }
  }

  /// B76 [I]: a split view controller the storyboard made has the scene's style, which the
  /// snippet cannot show; when its code sets a column while it is still classic and holds
  /// nothing, the scene is taken to be of the column style: double column, triple when the
  /// code names the supplementary column (`uikit=B76:classic` keeps it classic, where UIKit
  /// ignores the column API).
  func inferStyleFromColumns(_ column: Column) {
    guard simulation.isFromStoryboard(self),
      simulation.behavior.storyboardSplitStyle == .fromColumns
    else { return }
    if style == .unspecified, classic.isEmpty, columnChildren.isEmpty {
      style = column == .supplementary ? .tripleColumn : .doubleColumn
      styleWasInferred = true
    } else if style == .doubleColumn, styleWasInferred, column == .supplementary {
      style = .tripleColumn
    }
  }

  /// A24.4 [D]: shows a column. B52 [I]: the model shows every column of an expanded split
  /// view controller and one of a collapsed one, so this changes nothing it traces.
  open func show(_ column: Column) {
    simulation.traced(self, .showColumn, [.constant(swift: column.rawValue, objc: column.objcName)])
    {}
  }

  /// A24.5 [D]: expanded, the controller becomes the secondary; collapsed, the split view
  /// controller shows it as `show(_:sender:)` does (B54: its primary navigation controller
  /// pushes it). The same controller as the secondary changes nothing.
  open override func showDetailViewController(_ controller: UIViewController, sender: AnyObject?) {
    simulation.traced(
      self, .showDetailViewController,
      [.object(simulation.traceName(of: controller)), simulation.senderValue(sender)]
    ) {
      showDetail(controller, sender: sender)
    }
  }

  // MARK: Appearance

  /// A24.2 [D], B52 [I]: when the split view controller appears, the views of the columns
  /// it shows load and go in (every column expanded, one collapsed); their appearance is
  /// forwarded with its own (A5.8).
  override func installChildViewsForAppearance() {
    guard let root = storedView else { return }
    for child in viewControllers {
      let view = child.loadViewForUIKit(because: "A24.2")
      guard view.superview !== root else { continue }
      simulation.suppressingAppearance(of: [child]) { root.insert(view, at: nil) }
    }
  }
}

extension UISplitViewController.Column {
  /// `UISplitViewControllerColumnPrimary`.
  public var objcName: String {
    "UISplitViewControllerColumn" + rawValue.prefix(1).uppercased() + rawValue.dropFirst()
  }
}
