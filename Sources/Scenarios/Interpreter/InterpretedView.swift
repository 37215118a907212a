import Containment

/// An object of a view class the scenario declares (`@interface BoxView : UIView`,
/// `class TitleButton: UIButton`): an instance of the modelled UIKit class it descends from,
/// so a `UIButton` subclass keeps target-action and titles, a `UIScrollView` subclass its
/// offset and delegate, a `UISegmentedControl` subclass its segments (FIDELITY-SURFACE.md
/// C26: an app subclass has its ancestor's members), and it prints the scenario's class name
/// and keeps the values of the class's `@property` declarations.
///
/// Swift has no mixins, so, as for controllers (`InterpretedController`), each modelled view
/// class gets one small `final` subclass of the core's class (`AppPlainView`, `AppButton`,
/// `AppScrollView` …, made by `makeView(className:frame:)` from the class's real ancestor),
/// and this protocol is what they share: the scenario's class and storage
/// (`InterpretedViewState`). The interpreter sees only the protocol (`as? InterpretedView`);
/// the core sees the modelled class. Its methods run with the view as `self`
/// (`Interpreter+ViewClasses.swift`).
protocol InterpretedView: UIView, AppObject, MessageReceiver {
  var viewState: InterpretedViewState { get }
}

/// A message sent by selector to a view of a scenario class (a timer's or display link's
/// target, a delayed perform, an action whose target is the view): its class's method runs
/// with the view as `self`, as a controller's does (`InterpretedController`).
extension InterpretedView {
  func responds(to selector: Containment.Selector) -> Bool {
    guard let info = classInfo, let interpreter else { return false }
    return interpreter.method(for: selector, in: info) != nil
  }

  func receive(_ selector: Containment.Selector, _ argument: MessageArgument?) {
    interpreter?.deliver(selector, toView: self, argument)
  }
}

/// What a scenario view carries beside the core's state: its class and its storage.
final class InterpretedViewState {
  /// The scenario class name UIKit would print (`BoxView`).
  var className = ""
  var classInfo: ClassInfo?
  /// Values of the class's `@property` declarations, by name (zero-filled when created).
  var properties: [String: Value] = [:]
  /// The interpreter that runs the class's methods where UIKit calls them (a cell's
  /// `prepareForReuse`, `awakeFromNib`: docs/FIDELITY.md A35.3).
  weak var interpreter: Interpreter?
}

extension InterpretedView {
  var className: String { viewState.className }
  var classInfo: ClassInfo? { viewState.classInfo }
  var interpreter: Interpreter? { viewState.interpreter }

  var properties: [String: Value] {
    get { viewState.properties }
    set { viewState.properties = newValue }
  }
}

/// A scenario class over `UIView` itself, or over a view class the model keeps as a plain
/// view (`UIActivityIndicatorView`, a cell's content view: `becomeCell`).
final class AppPlainView: UIView, InterpretedView {
  let viewState = InterpretedViewState()
}

/// A scenario class over `UIControl`.
final class AppControl: UIControl, InterpretedView {
  let viewState = InterpretedViewState()
}

/// A scenario class over `UIButton` (`[TitleButton buttonWithType:…]` keeps its type).
final class AppButton: UIButton, InterpretedView {
  let viewState = InterpretedViewState()
}

/// A scenario class over `UISegmentedControl`.
final class AppSegmentedControl: UISegmentedControl, InterpretedView {
  let viewState = InterpretedViewState()
}

/// A scenario class over `UILabel`.
final class AppLabel: UILabel, InterpretedView {
  let viewState = InterpretedViewState()
}

/// A scenario class over `UIImageView`.
final class AppImageView: UIImageView, InterpretedView {
  let viewState = InterpretedViewState()
}

/// A scenario class over `UIScrollView`.
final class AppScrollView: UIScrollView, InterpretedView {
  let viewState = InterpretedViewState()
}

/// A scenario class over `UIStackView`.
final class AppStackView: UIStackView, InterpretedView {
  let viewState = InterpretedViewState()
}

/// A scenario class over `UITableView` (its rows asked as a table's, A35).
final class AppTableView: UITableView, InterpretedView {
  let viewState = InterpretedViewState()
}

/// A scenario class over `UICollectionView` (a flow layout's items, A35, B74).
final class AppCollectionView: UICollectionView, InterpretedView {
  let viewState = InterpretedViewState()
}
