/// Array and dictionary literals typed by their declaration (The Swift Programming Language,
/// "Collection Types": an array literal's elements take the declared element type; "Literals":
/// an integer literal becomes a floating-point value where one is expected): `let widths:
/// [CGFloat] = [100, 50]` holds `100.0` and `50.0`, so `widths[0] / 3` is a `CGFloat` division
/// and `print(widths)` shows `[100.0, 50.0]`; a `[String: Double]`'s values likewise, for the
/// literal and for every later assignment to a local variable (W28). [I] Values carry no static
/// type: an element added to a class's stored property after its initial value is not
/// converted.
extension Interpreter {
  /// `value` with its elements converted to the numeric kind the declaration gives them.
  func typedElements(_ value: Value, of declaration: Declaration) -> Value {
    guard language == .swift, let kind = declaration.elementNumericKind else { return value }
    return value.convertingElements(to: kind)
  }
}

extension Declaration {
  /// The numeric kind of a declared `[CGFloat]`'s elements (a dictionary's values), or nil.
  var elementNumericKind: NumericKind? {
    (elementTypeName ?? dictionaryValueTypeName).flatMap(NumericKind.init(typeName:))
  }
}

extension Value {
  /// An array's elements, or a dictionary's values, converted to `kind`; other values as they
  /// are.
  func convertingElements(to kind: NumericKind) -> Value {
    switch self {
    case .array(let items):
      return .array(items.map { $0.converted(to: kind) })
    case .dictionary(var dictionary):
      dictionary.entries = dictionary.entries.map { ($0.key, $0.value.converted(to: kind)) }
      return .dictionary(dictionary)
    default:
      return self
    }
  }
}
