import Containment

/// The UIKit API scenarios may use, in both spellings, as the declarations under `UIKit/`
/// give it: the table calls are resolved against (by what a member is called on,
/// `Receiver`), and the names the site's highlighter colours (`UIKitVocabulary`). A new
/// member goes in its type's declaration file, never here.
enum ModelledAPI {
  /// What a member is called on.
  enum Receiver: String, Sendable, CaseIterable {
    case controller = "a view controller"
    case view = "a view"
    case window = "a window"
    case viewClass = "UIView"
    case array = "an array"
    case rect = "a CGRect"
    // Surface API (FIDELITY-SURFACE.md)
    case control = "a control"
    case button = "a button"
    case label = "a label"
    case imageView = "an image view"
    case segmentedControl = "a segmented control"
    case scrollView = "a scroll view"
    case stackView = "a stack view"
    case layer = "a layer"
    case notificationCenter = "a notification center"
    case notification = "a notification"
    case mainQueue = "a dispatch queue"
    case point = "a CGPoint"
    case size = "a CGSize"
    case anchor = "a layout anchor"
    case layoutGuide = "a layout guide"
    case constraint = "a layout constraint"
    case storyboard = "a storyboard"
    case screen = "a screen"
    /// `UIApplication.shared` and the app delegate UIKit stands in for (FIDELITY.md A33).
    case application = "the application"
    case applicationDelegate = "the app delegate"
    case navigationItem = "a navigation item"
    case transitionContext = "a transition context"
    case percentDrivenTransition = "a percent-driven interactive transition"
    /// `UIViewPropertyAnimator` objects and the class (docs/FIDELITY.md A28.2-A28.5).
    case propertyAnimator = "a property animator"
    case propertyAnimatorClass = "UIViewPropertyAnimator"
    /// `CATransaction`'s class methods (docs/FIDELITY.md A30).
    case transactionClass = "CATransaction"
    case string = "a string"
    /// A number or a Bool, which Objective-C boxes as `NSNumber` (UIKit/NSNumber.swift).
    case number = "a number"
    /// Tables and collection views, their cells and index paths (docs/FIDELITY.md A35).
    case tableView = "a table view"
    case collectionView = "a collection view"
    case tableCell = "a table view cell"
    case collectionCell = "a collection view cell"
    case indexPath = "an index path"
    case flowLayout = "a collection view flow layout"
    /// `UIImage` and `UIColor`, whose declarations give their initializers (V13).
    case image = "an image"
    case color = "a colour"
    /// `NSCharacterSet` / `CharacterSet` (UIKit/NSCharacterSet.swift).
    case characterSet = "a character set"
    /// The controls that hold a value (docs/FIDELITY.md A37).
    case switchControl = "a switch"
    case slider = "a slider"
    case stepper = "a stepper"
    case pageControl = "a page control"
    case textField = "a text field"
    /// `Timer` / `NSTimer` and the run loop (docs/FIDELITY.md A39).
    case timer = "a timer"
    case timerClass = "Timer"
    case runLoop = "a run loop"
    case runLoopClass = "RunLoop"
    /// `CADisplayLink` (docs/FIDELITY.md A42).
    case displayLink = "a display link"
    /// `RunLoop.Mode`, the modes a timer or display link is added in (A42.1).
    case runLoopModeClass = "RunLoop.Mode"
    /// `UIAlertAction` and iOS 3.2's `UIPopoverController` (docs/FIDELITY.md A43).
    case alertAction = "an alert action"
    case popoverController = "a popover controller"
    /// Swift's `NSKeyValueObservation` (FIDELITY-SURFACE C11).
    case keyValueObservation = "a key-value observation"
    /// The change Swift's `observe` handler gets (`NSKeyValueObservedChange`).
    case keyValueChange = "a key-value change"
    /// A tab bar controller's `tabBar` (FIDELITY-SURFACE C47).
    case tabBar = "a tab bar"
  }

  /// One member in both spellings (declared in `UIKit/`, `UIKitMember`).
  typealias Member = UIKitMember

  /// Real UIKit that no declaration models and that can change containment or call back
  /// into the scenario's code: `scenario.not-modelled` with its area, read from the surface's
  /// classification. The declarations decide what is modelled: a name they declare (for
  /// another receiver: `title`, `selectedIndex`) is never "not modelled".
  static func unmodelled(_ name: String, _ language: ScenarioLanguage) -> ScenarioProblem? {
    if table.contains(name, .swift) || table.contains(name, .objc) { return nil }
    return UIKitSurface.notModelled(name, language)
  }
}

extension ModelledAPI {
  /// Every member, in the fixed order of `UIKitDeclarations.types`.
  static let members: [Member] = UIKitDeclarations.members
}

// MARK: Vocabulary for the site

/// What the site's highlighter colours as UIKit API, read from the one table: every traced
/// member (`APIMember`) and every containment and view-hierarchy member of `ModelledAPI` on a
/// controller, a view or a window, in both spellings. Members of arrays and geometry
/// (`count`, `first`, `width`) are left out: they are Swift's or Core Graphics', and name
/// scenarios' own variables too often (`let first = …`).
package enum UIKitVocabulary {
  /// Objective-C's creation messages and `NSArray` indexing, which the interpreter handles
  /// as builtins rather than table entries.
  static let builtinNames: Set<String> = ["alloc", "new", "initWithNibName", "objectAtIndex"]

  /// Swift names, Objective-C first selector pieces and property names.
  package static let apiNames: Set<String> = {
    var names = builtinNames
    for member in APIMember.allCases {
      names.insert(member.swiftName)
      names.insert(member.objcPieces[0])
    }
    for member in UIKitDeclarations.members where member.isHighlighted {
      names.insert(member.swiftName)
      names.insert(member.objcPieces[0])
    }
    return names
  }()

  /// Every piece of every Objective-C selector of those members (`toViewController`), which
  /// the highlighter colours when a `:` follows.
  package static let objcSelectorPieces: Set<String> = {
    var pieces: Set<String> = ["bundle"]
    for member in APIMember.allCases where !member.isProperty {
      pieces.formUnion(member.objcPieces)
    }
    for member in UIKitDeclarations.members where member.isHighlighted && !member.isProperty {
      pieces.formUnion(member.objcPieces)
    }
    return pieces
  }()
}
