import Containment

/// An object of a class the scenario declares over a modelled UIKit controller class: a
/// `UIViewController` subclass (`InterpretedViewController`), or a subclass of one of
/// UIKit's containers (`InterpretedNavigationController`, `InterpretedTabBarController`).
///
/// Swift has no mixins, so each modelled UIKit class gets one small `final` subclass of the
/// core's class, and this protocol is what they share: the scenario's class and stored
/// properties (`InterpretedState`), and `callSuper`, which reaches the core's own
/// implementation. Every overridable method of the core class is overridden there to ask
/// the interpreter first (`intercept`): the container's own behaviour (FIDELITY A10, A15)
/// stays the core's, and the scenario's override runs where UIKit calls it. The interpreter
/// sees only this protocol, so a later container (page, split) is one more subclass.
protocol InterpretedController: UIViewController, AppObject, MessageReceiver {
  var state: InterpretedState { get }
  /// UIKit's own implementation of `member` (what `super.x()` reaches when no declared
  /// superclass overrides it). False for members that are not overridable here.
  func callSuper(_ member: APIMember, _ arguments: [Value]) -> Bool
  /// UIKit's default for an overridable property (`super.shouldAutomatically…`).
  var superShouldAutomaticallyForwardAppearanceMethods: Bool { get }
}

/// What a scenario object carries beside the core's state: its class and its storage.
final class InterpretedState {
  weak var interpreter: Interpreter?
  let classInfo: ClassInfo?
  /// Stored properties and Objective-C instance variables, by name.
  var properties: [String: Value] = [:]
  var constantProperties: Set<String> = []
  /// `lazy var` properties not read yet: their declaration and the class that declares it.
  var lazyProperties: [String: (Declaration, ClassInfo)] = [:]

  init(classInfo: ClassInfo?, interpreter: Interpreter) {
    self.classInfo = classInfo
    self.interpreter = interpreter
  }
}

extension InterpretedController {
  var interpreter: Interpreter? { state.interpreter }
  var classInfo: ClassInfo? { state.classInfo }

  var properties: [String: Value] {
    get { state.properties }
    set { state.properties = newValue }
  }

  var constantProperties: Set<String> {
    get { state.constantProperties }
    set { state.constantProperties = newValue }
  }

  var lazyProperties: [String: (Declaration, ClassInfo)] {
    get { state.lazyProperties }
    set { state.lazyProperties = newValue }
  }

  /// True when the object has the stored property `name`, read or not.
  func hasStoredProperty(_ name: String) -> Bool {
    properties[name] != nil || lazyProperties[name] != nil
  }

  /// Runs the scenario's override of `member`, or else `base` (the core's implementation).
  func intercept(_ member: APIMember, _ arguments: [Value], base: () -> Void) {
    if interpreter?.runOverride(on: self, member, arguments) != true { base() }
  }

  /// The scenario's value for an overridden Boolean property, else `base`.
  func interceptFlag(_ property: String, base: () -> Bool) -> Bool {
    interpreter?.overriddenFlag(on: self, property) ?? base()
  }
}

/// The arguments of an overridable call, as the interpreter passed them.
struct SuperArguments {
  let values: [Value]

  init(_ values: [Value]) { self.values = values }

  func flag(_ index: Int) -> Bool {
    if index < values.count, case .bool(let value) = values[index] { return value }
    return false
  }

  func controller(_ index: Int) -> UIViewController? {
    if index < values.count, case .controller(let value) = values[index] { return value }
    return nil
  }

  func controllers(_ index: Int) -> [UIViewController]? {
    guard index < values.count, case .array(let items) = values[index] else { return nil }
    return items.compactMap {
      if case .controller(let controller) = $0 { return controller }
      return nil
    }
  }
}
