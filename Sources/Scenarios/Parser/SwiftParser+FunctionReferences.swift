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
    let call = Expr(.call(function, arguments), at: location)
    var closure = Closure(parameters: [], body: [Stmt(.expression(call), at: location)])
    closure.anonymousArgumentCount = labels.count
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
