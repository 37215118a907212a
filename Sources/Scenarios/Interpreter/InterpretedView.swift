import Containment

/// The core's `UIView`, subclassed for a view class the scenario declares
/// (`@interface BoxView : UIView`): a view in every way the model knows, which prints the
/// scenario's class name and keeps the values of the class's `@property` declarations.
///
/// Its methods run with the view as `self` (`Interpreter+ViewClasses.swift`).
final class InterpretedView: UIView {
  /// The scenario class name UIKit would print (`BoxView`).
  let className: String
  let classInfo: ClassInfo?
  /// Values of the class's `@property` declarations, by name (zero-filled when created).
  var properties: [String: Value] = [:]
  /// The interpreter that runs the class's methods where UIKit calls them (a cell's
  /// `prepareForReuse`, `awakeFromNib`: docs/FIDELITY.md A35.3).
  weak var interpreter: Interpreter?

  init(className: String, classInfo: ClassInfo?, frame: CGRect) {
    self.className = className
    self.classInfo = classInfo
    super.init(frame: frame)
  }
}
