/// Foundation's formatted strings as Objective-C app code makes them:
/// `[NSString stringWithFormat:@"%@ %ld", name, (long)index]`, `[[NSString alloc]
/// initWithFormat:…]` and `localizedStringWithFormat:`, formatted as `NSLog` formats
/// (`formatted`). NSString.h declares them variadic (`NS_FORMAT_FUNCTION(1,2)`): the arguments
/// after the format are the message's pieceless parts.
enum FoundationStrings {
  /// The format and its arguments when `receiver` and `parts` are one of the formatting
  /// messages, else nil (the static check reads only their arguments).
  static func formatMessage(_ receiver: Expr, _ parts: [MessagePart]) -> (
    piece: String, format: Expr, arguments: [Expr]
  )? {
    guard let first = parts.first, parts.dropFirst().allSatisfy({ $0.piece.isEmpty }),
      let format = first.argument
    else { return nil }
    switch (receiver.kind, first.piece) {
    case (.name("NSString"), "stringWithFormat"), (.name("NSString"), "localizedStringWithFormat"):
      break
    case (.message(let inner, let innerParts), "initWithFormat"):
      guard inner.kind == .name("NSString"), innerParts.map(\.piece) == ["alloc"] else {
        return nil
      }
    default:
      return nil
    }
    return (first.piece, format, parts.dropFirst().compactMap(\.argument))
  }
}

extension Interpreter {
  /// The string a formatting message makes, or nil when the message is not one of them.
  func foundationStringMessage(
    _ receiverExpression: Expr, _ parts: [MessagePart], _ scope: Scope, _ context: MethodContext
  ) throws(Interrupt) -> Value? {
    guard let message = FoundationStrings.formatMessage(receiverExpression, parts) else {
      return nil
    }
    let formatValue = try evaluate(message.format, in: scope, context)
    guard case .string(let text) = formatValue else {
      throw Interrupt(
        .typeMismatch(
          context: "`\(message.piece):`'s format", expected: "a string `@\"…\"`",
          found: formatValue.kindDescription), at: message.format.location)
    }
    var arguments: [EvaluatedArgument] = []
    for argument in message.arguments {
      arguments.append(
        EvaluatedArgument(
          label: nil, value: try evaluate(argument, in: scope, context), isTrailing: false,
          location: argument.location))
    }
    return .string(try formatted(text, arguments, at: message.format.location))
  }
}
