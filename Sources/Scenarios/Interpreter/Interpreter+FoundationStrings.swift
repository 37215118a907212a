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

/// `NSMutableString` as Objective-C app code builds text (NSString.h, FIDELITY-SURFACE.md C31):
/// made empty or from a string (`[NSMutableString string]`, `stringWithCapacity:`,
/// `stringWithString:`, `alloc`/`init`), changed by `appendString:`, `appendFormat:`,
/// `setString:`, `insertString:atIndex:`, `deleteCharactersInRange:` and
/// `replaceCharactersInRange:withString:`, and `stringByAppendingFormat:` on any string.
/// Strings are values in the interpreter, so a change is assigned back to the variable or
/// property the message went to, as `NSMutableArray`'s are (C33); two names for one mutable
/// string are not modelled.
extension Interpreter {
  /// The classes whose creation messages make a string here.
  static let foundationStringClasses: Set<String> = ["NSString", "NSMutableString"]

  /// The selectors a string value answers by changing itself or formatting.
  static let mutableStringSelectors: Set<[String]> = [
    ["appendString"], ["appendFormat"], ["setString"], ["insertString", "atIndex"],
    ["deleteCharactersInRange"], ["replaceCharactersInRange", "withString"],
    ["stringByAppendingFormat"],
  ]

  /// The result of a mutable string's message, or nil when `parts` is none of them or the
  /// receiver is no string (the message is then sent as any other).
  func mutableStringMessage(
    _ receiverExpression: Expr, _ parts: [MessagePart], _ scope: Scope, _ context: MethodContext
  ) throws(Interrupt) -> Value? {
    let pieces = parts.map(\.piece).filter { !$0.isEmpty }
    if let made = try stringCreation(receiverExpression, pieces, parts, scope, context) {
      return made
    }
    guard Self.mutableStringSelectors.contains(pieces), let first = parts.first?.argument else {
      return nil
    }
    let receiver = try evaluate(receiverExpression, in: scope, context)
    guard case .string(let text) = receiver else { return nil }
    var arguments: [EvaluatedArgument] = []
    for part in parts {
      guard let argument = part.argument else { continue }
      arguments.append(
        EvaluatedArgument(
          label: part.piece, value: try evaluate(argument, in: scope, context),
          isTrailing: false, location: argument.location))
    }
    let location = first.location
    func string(_ index: Int) throws(Interrupt) -> String {
      guard case .string(let value) = arguments[index].value else {
        throw Interrupt(
          .typeMismatch(
            context: "`\(pieces.map { $0 + ":" }.joined())`", expected: "a string",
            found: arguments[index].value.kindDescription), at: arguments[index].location)
      }
      return value
    }
    var units = Array(text.utf16)
    let changed: String
    switch pieces {
    case ["stringByAppendingFormat"], ["appendFormat"]:
      let format = try string(0)
      let appended = text + (try formatted(format, Array(arguments.dropFirst()), at: location))
      if pieces == ["stringByAppendingFormat"] { return try checkedString(appended, at: location) }
      changed = appended
    case ["appendString"]: changed = text + (try string(0))
    case ["setString"]: changed = try string(0)
    case ["insertString", "atIndex"]:
      let inserted = try string(0)
      let index = try utf16Offset(arguments[1], in: units, pieces, allowingEnd: true)
      units.insert(contentsOf: Array(inserted.utf16), at: index)
      changed = String(decoding: units, as: UTF16.self)
    default:  // deleteCharactersInRange:, replaceCharactersInRange:withString:
      let (start, length) = try utf16Range(arguments[0], in: units, pieces)
      let replacement = pieces.count == 2 ? Array(try string(1).utf16) : []
      units.replaceSubrange(start..<(start + length), with: replacement)
      changed = String(decoding: units, as: UTF16.self)
    }
    try assign(try checkedString(changed, at: location), to: receiverExpression, in: scope, context)
    return .void
  }

  /// `[NSMutableString string]`, `[[NSMutableString alloc] initWithString:s]` …: the string.
  private func stringCreation(
    _ receiverExpression: Expr, _ pieces: [String], _ parts: [MessagePart], _ scope: Scope,
    _ context: MethodContext
  ) throws(Interrupt) -> Value? {
    let isClass: Bool
    switch receiverExpression.kind {
    case .name(let name) where Self.foundationStringClasses.contains(name) && classes[name] == nil:
      isClass = true
    case .message(let inner, let innerParts):
      guard case .name(let name) = inner.kind, Self.foundationStringClasses.contains(name),
        classes[name] == nil, innerParts.map(\.piece) == ["alloc"]
      else { return nil }
      isClass = false
    default: return nil
    }
    switch (isClass, pieces) {
    case (true, ["string"]), (true, ["new"]), (true, ["stringWithCapacity"]), (false, ["init"]),
      (false, ["initWithCapacity"]):
      for part in parts {
        if let argument = part.argument { _ = try evaluate(argument, in: scope, context) }
      }
      return .string("")
    case (true, ["stringWithString"]), (false, ["initWithString"]):
      guard let argument = parts.first?.argument else { return nil }
      let value = try evaluate(argument, in: scope, context)
      guard case .string = value else {
        throw Interrupt(
          .typeMismatch(
            context: "`\(pieces[0]):`", expected: "a string", found: value.kindDescription),
          at: argument.location)
      }
      return value
    default:
      return nil
    }
  }

  /// An `NSUInteger` index into `units`, or `NSRangeException` past the end.
  private func utf16Offset(
    _ argument: EvaluatedArgument, in units: [UInt16], _ pieces: [String], allowingEnd: Bool
  ) throws(Interrupt) -> Int {
    guard let number = argument.value.numeric, number == number.rounded(), number >= 0,
      number < 1e12
    else {
      throw Interrupt(
        .typeMismatch(
          context: "`\(pieces.map { $0 + ":" }.joined())`", expected: "an index of 0 or more",
          found: argument.value.kindDescription), at: argument.location)
    }
    let index = Int(number)
    guard index < units.count || (allowingEnd && index == units.count) else {
      try raiseObjC(
        name: "NSRangeException",
        reason: "-[__NSCFString \(pieces[0]):]: Range or index out of bounds", at: argument.location
      )
    }
    return index
  }

  /// An `NSRange` within `units`, or `NSRangeException` past the end.
  private func utf16Range(_ argument: EvaluatedArgument, in units: [UInt16], _ pieces: [String])
    throws(Interrupt) -> (Int, Int)
  {
    guard case .record(let record) = argument.value, record.type == "NSRange",
      let start = record.field("location")?.numeric, let length = record.field("length")?.numeric,
      start >= 0, length >= 0, start < 1e12, length < 1e12
    else {
      throw Interrupt(
        .typeMismatch(
          context: "`\(pieces.map { $0 + ":" }.joined())`",
          expected: "an `NSRange` (`NSMakeRange(0, 3)`)", found: argument.value.kindDescription),
        at: argument.location)
    }
    guard Int(start) + Int(length) <= units.count else {
      try raiseObjC(
        name: "NSRangeException",
        reason: "-[__NSCFString \(pieces[0]):]: Range or index out of bounds", at: argument.location
      )
    }
    return (Int(start), Int(length))
  }
}
