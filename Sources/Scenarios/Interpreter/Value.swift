import Containment

/// A value while a scenario runs. Controllers and views are the core's objects, so what the
/// code does to them is what UIKit's model does.
enum Value {
  case void
  case null
  case bool(Bool)
  /// A floating-point number (`CGFloat`, `Double`, `NSTimeInterval`, `0.5`, `1e3`).
  case number(Double)
  /// An integer (`Int`, `NSInteger`, `int`, `3`): division truncates toward zero, Swift
  /// prints it without a fraction (Value+Numbers.swift).
  case integer(Int)
  case string(String)
  case controller(UIViewController)
  /// A view, or the window (a `UIWindow` is a view, as in UIKit).
  case view(UIView)
  case rect(CGRect)
  case options(UIView.AnimationOptions)
  case array([Value])
  /// A Swift `Dictionary` or Foundation `NSDictionary` (Interpreter+Dictionaries.swift).
  case dictionary(DictionaryValue)
  /// A Swift tuple: its elements with their labels (`(key: "a", value: 1)`).
  case tuple([TupleElement])
  case closure(ClosureValue)
  /// A class used as a value: `UIView` (for `animate`), `FirstViewController` (to create).
  case classReference(String)
  /// `[X alloc]`, waiting for its `init…` message.
  case allocated(String)
  /// A case of an enumeration the scenario declares: its type and its name.
  case enumCase(String, String)
  /// A case with associated values (`Route.detail(id: 7)`): its type, its name and its
  /// values with their labels (Interpreter+EnumPayloads.swift).
  case enumValue(String, String, [TupleElement])
  /// A modelled object that is neither controller nor view (Interpreter+Surface.swift).
  case surface(SurfaceObject)
  /// A value of a struct the scenario declares (Interpreter+Structs.swift).
  case record(RecordValue)
  /// An object of an inert class (`UITabBarItem`, `UIFont`) or an inert value (`.systemFont`):
  /// its class's real surface answers its members (UIKit/UIKitInertObjects.swift).
  case ignored(String)

  /// How the value is named in a type-mismatch message.
  var kindDescription: String {
    switch self {
    case .void: "no value (the call returns nothing)"
    case .null: "nil"
    case .bool: "a Bool"
    case .number, .integer: "a number"
    case .string: "a string"
    case .controller: "a view controller"
    case .view(let view): view is UIWindow ? "a window" : "a view"
    case .rect: "a CGRect"
    case .options: "animation options"
    case .array: "an array"
    case .dictionary: "a dictionary"
    case .tuple: "a tuple"
    case .closure: "a closure"
    case .classReference(let name): "the class `\(name)`"
    case .allocated(let name): "`[\(name) alloc]` without an `init` message"
    case .enumCase(let type, _), .enumValue(let type, _, _): "a `\(type)`"
    case .surface(let object): object.kindDescription
    case .record(let record): "a `\(record.type)`"
    case .ignored(let name): "`\(name)`, which the model keeps inert"
    }
  }

  /// The controller or view object, for identity comparison and naming.
  var object: AnyObject? {
    switch self {
    case .controller(let controller): controller
    case .view(let view): view
    case .surface(let object): object.identity
    default: nil
    }
  }
}

/// A closure or block literal with the variables it captured.
final class ClosureValue {
  let closure: Closure
  let scope: Scope
  let context: MethodContext

  init(closure: Closure, scope: Scope, context: MethodContext) {
    self.closure = closure
    self.scope = scope
    self.context = context
  }
}

/// Variables visible at a point of the code, innermost first.
final class Scope {
  struct Variable {
    var value: Value
    var isConstant: Bool
    /// False for `let x: T` before its one assignment (definite initialisation).
    var isInitialized = true
    /// The numeric kind of its declared type (`CGFloat x`, `var n: Int`), which every value
    /// assigned to it is converted to (C11 6.5.16.1).
    var numericKind: NumericKind?
    /// The C integer type of an Objective-C declaration (`int`, `unsigned int`,
    /// `NSUInteger`): every value stored is reduced to it (C11 6.3.1.3, Builtins+CIntegers).
    var cInteger: CIntegerType?
    /// A C `static` local's storage, shared by every run of its function (C11 6.2.4p3):
    /// reads and writes go there rather than to `value`.
    var storage: StaticStorage?
    /// Declared `float` (`Float` in Swift): every value stored is the nearest single-precision
    /// one (C11 6.3.1.5; Builtins+CIntegers).
    var isSinglePrecision = false
    /// Swift observers of a local variable (Interpreter+SwiftLocalObservers).
    var willSet: PropertyObserver?
    var didSet: PropertyObserver?
    /// `async let`: the variable holds the child task, and a read is its result
    /// (Interpreter+SwiftStructuredConcurrency).
    var isAsyncLet = false
    /// Swift `[CGFloat]`, `[String: Double]`: the numeric kind of its elements (of a
    /// dictionary's values), which every value stored is converted to
    /// (Interpreter+SwiftTypedCollections).
    var elementNumericKind: NumericKind?

    /// `value` as this variable stores it.
    func stored(_ value: Value) -> Value {
      var converted = numericKind.map { value.converted(to: $0) } ?? value
      if let elementNumericKind { converted = converted.convertingElements(to: elementNumericKind) }
      if isSinglePrecision { return converted.singlePrecision }
      return cInteger.map { $0.converting(converted) } ?? converted
    }
  }

  private var variables: [String: Variable] = [:]
  let parent: Scope?
  /// The variables of this scope whose observers are running (an assignment inside them does
  /// not run them again).
  var runningObservers: Set<String> = []

  init(parent: Scope?) {
    self.parent = parent
  }

  /// The values of the variables declared in this scope (not enclosing ones).
  var ownValues: [Value] { variables.values.map { $0.storage?.value ?? $0.value } }

  /// The variable `name` in this scope or an enclosing one.
  func lookup(_ name: String) -> Variable? {
    var scope: Scope? = self
    while let current = scope {
      if var variable = current.variables[name] {
        if let storage = variable.storage { variable.value = storage.value }
        return variable
      }
      scope = current.parent
    }
    return nil
  }

  /// Declares `name` here as a name of the static storage `storage` (C11 6.2.4p3).
  func declare(
    _ name: String, storage: StaticStorage, numericKind: NumericKind?, cInteger: CIntegerType?
  ) {
    variables[name] = Variable(
      value: storage.value, isConstant: false, numericKind: numericKind, cInteger: cInteger,
      storage: storage)
  }

  /// Declares `name` here (shadowing outer ones).
  func declare(
    _ name: String, _ value: Value, isConstant: Bool, isInitialized: Bool = true,
    numericKind: NumericKind? = nil, cInteger: CIntegerType? = nil,
    isSinglePrecision: Bool = false
  ) {
    var variable = Variable(
      value: value, isConstant: isConstant, isInitialized: isInitialized,
      numericKind: numericKind, cInteger: cInteger, isSinglePrecision: isSinglePrecision)
    variable.value = variable.stored(value)
    variables[name] = variable
  }

  /// The scope that declares `name`, this one or an enclosing one.
  func declaringScope(of name: String) -> Scope? {
    var scope: Scope? = self
    while let current = scope {
      if current.variables[name] != nil { return current }
      scope = current.parent
    }
    return nil
  }

  /// Gives the variable `name` of this scope the numeric kind of its elements, and converts
  /// the value it holds.
  func setElementKind(_ name: String, _ kind: NumericKind) {
    guard var variable = variables[name] else { return }
    variable.elementNumericKind = kind
    variable.value = variable.stored(variable.value)
    variables[name] = variable
  }

  /// Marks the variable `name` of this scope as an `async let`.
  func markAsyncLet(_ name: String) {
    variables[name]?.isAsyncLet = true
  }

  /// Gives the variable `name` of this scope its Swift observers.
  func observe(_ name: String, willSet: PropertyObserver?, didSet: PropertyObserver?) {
    variables[name]?.willSet = willSet
    variables[name]?.didSet = didSet
  }

  /// Assigns an existing variable; false if there is none.
  func assign(_ name: String, _ value: Value) -> Bool {
    var scope: Scope? = self
    while let current = scope {
      if let variable = current.variables[name] {
        if let storage = variable.storage {
          storage.value = variable.stored(value)
          return true
        }
        current.variables[name]?.value = variable.stored(value)
        current.variables[name]?.isInitialized = true
        return true
      }
      scope = current.parent
    }
    return false
  }

  /// Every visible name, for "did you mean".
  var allNames: [String] {
    var names: [String] = []
    var scope: Scope? = self
    while let current = scope {
      names += current.variables.keys
      scope = current.parent
    }
    return names
  }
}

/// The object a C `static` local names: created, with its initial value, the first time its
/// declaration runs, and the same for every later run of the function (C11 6.2.4p3, 6.7.9p10:
/// without an initializer it starts as zero or nil).
final class StaticStorage {
  /// The declaration's place, which tells two `static dispatch_once_t onceToken;` apart.
  let key: String
  var value: Value

  init(key: String, value: Value) {
    self.key = key
    self.value = value
  }
}

/// Who `self` is while a method, override or closure body runs.
struct MethodContext {
  /// The receiver; nil never happens for scenario code, but keeps the type honest.
  var receiver: InterpretedController
  /// The class whose method is running (for `super`), nil for the statements block of `self`.
  var classInfo: ClassInfo?
  /// `self` in a method or computed property of an enum (`switch self`) or a struct: the
  /// value, not a controller; in a `mutating` method, the box's value as it changes.
  var valueSelf: Value? {
    get { selfBox?.value ?? plainValueSelf }
    set { plainValueSelf = newValue }
  }
  /// The running method's key (`viewWillAppear:`, `viewWillAppear(_:)`), for `__FUNCTION__`,
  /// `_cmd` and `#function`; nil outside a method.
  var methodKey: String?
  /// `self` of a `mutating` method of a struct or enum (Interpreter+SwiftMutating): changes
  /// to its properties (or `self = …`) land here and are written back to the caller's
  /// variable when the method ends.
  var selfBox: ValueBox?
  /// The actor the running function or closure is isolated to (Interpreter+SwiftConcurrency):
  /// a `Task { … }` started here inherits it (SE-0304).
  var isolation: ActorIsolation = .mainActor
  private var plainValueSelf: Value?

  init(receiver: InterpretedController, classInfo: ClassInfo? = nil, valueSelf: Value? = nil) {
    self.receiver = receiver
    self.classInfo = classInfo
    self.plainValueSelf = valueSelf
  }
}

/// The mutable `self` of a `mutating` method: one value, shared by the method's body and
/// the nested mutating calls it makes on `self`.
final class ValueBox {
  var value: Value

  init(_ value: Value) {
    self.value = value
  }
}

/// A struct value: its type and its stored properties in declaration order. A value, as in
/// Swift: changing a property makes a new record, assigned back to where it came from.
struct RecordValue {
  var type: String
  var fields: [(name: String, value: Value)]

  /// The stored property `name`, or nil when the struct has none.
  func field(_ name: String) -> Value? {
    fields.first { $0.name == name }?.value
  }
}

/// A dictionary: its entries in insertion order. Swift leaves the order of a `Dictionary`
/// unspecified (it changes from run to run with the hash seed) and Foundation's `NSDictionary`
/// too; insertion order is the one a reader of the code expects, and the same on every run,
/// which a trace needs. A value, as Swift's is: a change is assigned back to where it came
/// from.
struct DictionaryValue {
  var entries: [(key: Value, value: Value)] = []
}

/// One element of a tuple.
struct TupleElement {
  var label: String?
  var value: Value
}
