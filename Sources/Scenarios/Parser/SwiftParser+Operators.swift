/// Operators the code declares (The Swift Programming Language, "Advanced Operators": Operator
/// Methods and Custom Operators): a function whose name is an operator (`func << (lhs: UIView,
/// rhs: UIView)`, `static func + (lhs: Vector, rhs: Vector) -> Vector`) is one implementation
/// of it, chosen at a use by its operands' types (Interpreter+SwiftOperators); `infix operator
/// >>>: Group` declares a new operator, with the precedence of a standard group it names or
/// else the loosest one the subset parses (W25).
extension SwiftParser {
  /// The standard library's functions that hand the code a continuation or a task group.
  static let structuredConcurrencyNames: Set<String> = [
    "withCheckedContinuation", "withCheckedThrowingContinuation", "withUnsafeContinuation",
    "withUnsafeThrowingContinuation", "withTaskGroup", "withThrowingTaskGroup",
    "withDiscardingTaskGroup", "withThrowingDiscardingTaskGroup",
  ]

  /// The characters Swift operators are made of (The Swift Programming Language, "Lexical
  /// Structure": Operators; the ASCII ones).
  static let operatorCharacters: Set<Character> = [
    "/", "=", "-", "+", "!", "*", "%", "<", ">", "&", "|", "^", "~", "?",
  ]

  /// True for a name made of operator characters (`<<`, `>>>`, `+`).
  static func isOperatorName(_ name: String) -> Bool {
    !name.isEmpty && name.allSatisfy { operatorCharacters.contains($0) }
  }

  /// The operator written at the cursor, from its tokens with nothing between them, with the
  /// number of tokens it spans; nil when the cursor is not at an operator character.
  func operatorRun(from offset: Int = 0) -> (text: String, tokens: Int)? {
    var text = ""
    var count = 0
    while case .punctuation(let symbol) = cursor.peek(offset + count).kind,
      symbol.allSatisfy({ Self.operatorCharacters.contains($0) }),
      count == 0 || !cursor.peek(offset + count).followsSpace
    {
      text += symbol
      count += 1
    }
    return count == 0 ? nil : (text, count)
  }

  /// `infix operator >>>: Display`, `prefix operator √` … anywhere in `tokens`: the custom
  /// infix operators and the precedence group each names (nil for none).
  static func declaredOperators(in tokens: [Token]) -> [String: String?] {
    var found: [String: String?] = [:]
    var index = 0
    while index + 2 < tokens.count {
      defer { index += 1 }
      guard tokens[index].isWord("infix"), tokens[index + 1].isWord("operator") else { continue }
      var text = ""
      var next = index + 2
      while next < tokens.count, case .punctuation(let symbol) = tokens[next].kind,
        symbol != ":", text.isEmpty || !tokens[next].followsSpace
      {
        text += symbol
        next += 1
      }
      guard !text.isEmpty else { continue }
      var group: String?
      if next + 1 < tokens.count, tokens[next].isPunctuation(":") {
        group = tokens[next + 1].identifier
      }
      found[text] = group
    }
    return found
  }

  /// The precedence level (SwiftParser+Expressions `levels`) of a standard group.
  static let standardGroupLevels: [String: String] = [
    "LogicalDisjunctionPrecedence": "||", "LogicalConjunctionPrecedence": "&&",
    "ComparisonPrecedence": "==", "NilCoalescingPrecedence": "??",
    "RangeFormationPrecedence": "..<", "AdditionPrecedence": "+",
    "MultiplicationPrecedence": "*", "BitwiseShiftPrecedence": "<<",
  ]

  /// `infix operator >>>: Display`, `prefix operator √`, `precedencegroup Display { … }`: the
  /// declarations, already read from the tokens (`declaredOperators`), are skipped.
  mutating func skipOperatorDeclaration() throws(ScenarioError) -> Bool {
    if cursor.current.isWord("precedencegroup") {
      cursor.advance()
      _ = try cursor.expectIdentifier("the precedence group's name")
      try skipBalanced("{", "}")
      return true
    }
    guard ["infix", "prefix", "postfix"].contains(cursor.current.identifier ?? ""),
      cursor.peek().isWord("operator")
    else { return false }
    let location = cursor.current.location
    let isInfix = cursor.current.isWord("infix")
    cursor.advance()
    cursor.advance()
    guard let run = operatorRun() else {
      throw cursor.unexpected("an operator after `operator`")
    }
    if !isInfix {
      throw ScenarioError(
        .unsupported("a prefix or postfix custom operator", instead: "infix operators"),
        at: location)
    }
    for _ in 0..<run.tokens { cursor.advance() }
    if cursor.take(":") { _ = try cursor.expectIdentifier("a precedence group") }
    try endOfStatement()
    return true
  }

  /// Moves every function named by an operator, at top level or in a type, to
  /// `Program.operatorFunctions`: overloads share a name and labels, and a use picks one by
  /// its operands (Interpreter+SwiftOperators).
  static func collectOperatorFunctions(_ program: inout Program) {
    func take(_ methods: inout [MethodDecl]) {
      program.operatorFunctions += methods.filter { isOperatorName($0.name) }
      methods.removeAll { isOperatorName($0.name) }
    }
    take(&program.methods)
    for index in program.classes.indices { take(&program.classes[index].methods) }
    for index in program.extensions.indices { take(&program.extensions[index].methods) }
    for index in program.structs.indices { take(&program.structs[index].staticMethods) }
    for index in program.enums.indices { take(&program.enums[index].methods) }
  }
}
