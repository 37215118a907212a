extension SwiftParser {
  /// `addChild(_:)`, `self.show(_:animated:)`, `view.addSubview(_:)` as a value: a function
  /// named with its argument labels (The Swift Programming Language, "Explicit Member
  /// Expression": "the argument names are written in parentheses, each followed by a colon"),
  /// with the cursor on its `(`. Nil, the cursor unmoved, when the parentheses hold anything
  /// else (a call). The reference is the closure `{ f(label: $0, …) }`, which calls the same
  /// function with the same labels, so `children.forEach(addChild(_:))` adds each child.
  mutating func parseFunctionReference(_ function: Expr) -> Expr? {
    guard function.isNameOrMember, cursor.current.isPunctuation("("),
      !cursor.current.followsNewline
    else { return nil }
    var labels: [String?] = []
    var offset = 1
    while let word = cursor.peek(offset).identifier, cursor.peek(offset + 1).isPunctuation(":"),
      !cursor.peek(offset + 1).followsSpace, labels.count < 32
    {
      labels.append(word == "_" ? nil : word)
      offset += 2
    }
    guard !labels.isEmpty, cursor.peek(offset).isPunctuation(")") else { return nil }
    for _ in 0...offset { cursor.advance() }
    let location = function.location
    let arguments = labels.enumerated().map { index, label in
      Argument(label: label, value: Expr(.name("$\(index)"), at: location))
    }
    var callee = function
    if case .member(let type, "init") = function.kind, case .name(let name) = type.kind,
      name.first?.isUppercase == true
    {
      callee = type  // `UIView.init(frame:)` calls `UIView(frame:)`
    }
    let call = Expr(.call(callee, arguments), at: location)
    var closure = Closure(parameters: [], body: [Stmt(.expression(call), at: location)])
    closure.anonymousArgumentCount = labels.count
    return Expr(.closure(closure), at: location)
  }

  /// The standard library's conversions, whose initializer takes one unlabelled value.
  static let conversionInitializers: Set<String> = [
    "String", "Int", "Double", "Float", "CGFloat", "Bool", "UInt", "Int64", "Int32",
  ]

  /// `String.init`, `Child.init` written as a value (The Swift Programming Language,
  /// "Initializer Expression": "an initializer expression … can be used as a function value"):
  /// a conversion's takes its one value (`Array(0...3).map(String.init)`, `compactMap(Int.init)`);
  /// any other type's is its initializer of no arguments (`let make = Child.init; make()`),
  /// the one a reference without argument labels names when nothing else disambiguates it.
  static func initializerReference(_ type: Expr, at location: SourceLocation) -> Expr {
    var isConversion = false
    if case .name(let name) = type.kind { isConversion = conversionInitializers.contains(name) }
    let arguments =
      isConversion ? [Argument(label: nil, value: Expr(.name("$0"), at: location))] : []
    let call = Expr(.call(type, arguments), at: location)
    var closure = Closure(parameters: [], body: [Stmt(.expression(call), at: location)])
    closure.anonymousArgumentCount = arguments.count
    return Expr(.closure(closure), at: location)
  }
}

extension Expr {
  /// `f`, `a.b.f`, `self.f`: what a function reference can name.
  fileprivate var isNameOrMember: Bool {
    switch kind {
    case .name(let name): return !name.hasPrefix("$") && !name.hasPrefix("#")
    case .member(let base, _): return base.isNameOrMember
    default: return false
    }
  }
}
