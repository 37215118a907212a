/// Numbers crossing a Swift function's boundary take the declared type there: an argument the
/// parameter's type, a returned value the result type (The Swift Programming Language, "The
/// Basics": "Type Inference" — an integer literal passed as a `CGFloat` or `Double` parameter
/// is a `CGFloat` or `Double`; SE-0307 converts `CGFloat` and `Double` implicitly). So
/// `roundCorners(cornerRadius: 20)` with `cornerRadius: Double` holds `20.0`, and
/// `half(3)` with `_ x: CGFloat` divides as floating point. Swift refuses a non-literal `Int`
/// there at compile time; the model converts it the same way. A floating value is never
/// truncated to an `Int` parameter: that is Swift's compile-time error, not a conversion.
extension Interpreter {
  func convertedToDeclaredType(_ value: Value, parameter index: Int, of method: MethodDecl)
    -> Value
  {
    guard language == .swift, method.parameterTypes.count == method.parameters.count,
      index < method.parameterTypes.count, index != method.variadicParameter,
      NumericKind(typeName: method.parameterTypes[index].name) == .floating
    else { return value }
    return value.converted(to: .floating)
  }

  func convertedToResultType(_ value: Value, of method: MethodDecl) -> Value {
    guard language == .swift, let type = method.resultType,
      NumericKind(typeName: type) == .floating
    else { return value }
    return value.converted(to: .floating)
  }
}
