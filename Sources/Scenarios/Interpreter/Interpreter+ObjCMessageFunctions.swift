/// `objc_msgSend` called as a C function, as app code writes it through a cast of its type
/// (`((void (*)(id, SEL, BOOL))objc_msgSend)(self, @selector(show:), YES)`): objc/message.h
/// declares it as the function every message send is compiled to, its first two arguments
/// the receiver and the selector, the rest the message's arguments. Sent here as the message
/// `[receiver piece:argument …]` would be, with the same lookup and the same trace.
extension Interpreter {
  /// The runtime's messaging functions a scenario may call by name.
  static let messagingFunctions: Set<String> = ["objc_msgSend"]

  /// The result of `objc_msgSend(receiver, selector, …)`, whose arguments are evaluated.
  func sendThroughMessagingFunction(
    _ arguments: [EvaluatedArgument], at location: SourceLocation, _ context: MethodContext
  ) throws(Interrupt) -> Value {
    guard arguments.count >= 2, case .string(let selector) = arguments[1].value, !selector.isEmpty
    else {
      throw Interrupt(
        .typeMismatch(
          context: "`objc_msgSend`", expected: "a receiver and a selector `@selector(name:)`",
          found: arguments.map(\.value.kindDescription).joined(separator: ", ")), at: location)
    }
    let pieces = selector.split(separator: ":", omittingEmptySubsequences: false)
      .dropLast(selector.hasSuffix(":") ? 1 : 0).map(String.init)
    let values = arguments.dropFirst(2).map(\.value)
    let expected = selector.hasSuffix(":") ? pieces.count : 0
    guard values.count == expected else {
      throw Interrupt(
        .typeMismatch(
          context: "`objc_msgSend` with `\(selector)`",
          expected: "\(expected) argument\(expected == 1 ? "" : "s") after the selector",
          found: "\(values.count)"), at: location)
    }
    // The receiver and the arguments are values already: named in a scope of their own, the
    // message reads them as a message written in the code would.
    let scope = Scope(parent: fileScope)
    let receiver = "receiver@\(location.line):\(location.column)"
    scope.declare(receiver, arguments[0].value, isConstant: true)
    var parts: [MessagePart] = []
    for (index, piece) in pieces.enumerated() {
      var part = MessagePart(piece: piece, location: location)
      if index < values.count {
        let name = "argument\(index)@\(location.line):\(location.column)"
        scope.declare(name, values[index], isConstant: true)
        part.argument = Expr(.name(name), at: location)
      }
      parts.append(part)
    }
    let send = Expr(.message(Expr(.name(receiver), at: location), parts), at: location)
    return try evaluate(send, in: scope, context)
  }
}
