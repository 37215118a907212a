/// Numbers crossing a Swift function's boundary take the declared type there: an argument the
/// parameter's type, a returned value the result type (The Swift Programming Language, "The
/// Basics": "Type Inference" — an integer literal passed as a `CGFloat` or `Double` parameter
/// is a `CGFloat` or `Double`; SE-0307 converts `CGFloat` and `Double` implicitly). So
/// `roundCorners(cornerRadius: 20)` with `cornerRadius: Double` holds `20.0`, and
/// `half(3)` with `_ x: CGFloat` divides as floating point. Swift refuses a non-literal `Int`
/// there at compile time; the model converts it the same way. A floating value is never
/// truncated to an `Int` parameter: that is Swift's compile-time error, not a conversion.
///
/// An implicit member expression takes the declared type too (TSPL "Implicit Member
/// Expression": "the type is inferred from context"): `return .zero` in a function returning
/// `CGPoint`, a computed `var corner: CGPoint { .zero }`, `.zero` or `.identity` passed for a
/// `UIEdgeInsets` or `CGAffineTransform` parameter are that type's constant, not `CGRect.zero`
/// (W29).
extension Interpreter {
  func convertedToDeclaredType(_ value: Value, parameter index: Int, of method: MethodDecl)
    -> Value
  {
    if language == .swift, index < method.parameterTypes.count,
      let constant = Self.structConstant(value, ofType: method.parameterTypes[index].name)
    {
      return constant
    }
    guard language == .swift, method.parameterTypes.count == method.parameters.count,
      index < method.parameterTypes.count, index != method.variadicParameter,
      NumericKind(typeName: method.parameterTypes[index].name) == .floating
    else { return value }
    return value.converted(to: .floating)
  }

  func convertedToResultType(_ value: Value, of method: MethodDecl) -> Value {
    if language == .swift, let declared = method.resultType ?? method.propertyType,
      let constant = Self.structConstant(value, ofType: declared)
    {
      return constant
    }
    guard language == .swift, let type = method.resultType,
      NumericKind(typeName: type) == .floating
    else { return value }
    return value.converted(to: .floating)
  }
}
