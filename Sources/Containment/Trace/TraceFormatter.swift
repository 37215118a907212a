/// Turns events into the trace text lessons contain: one event a line, a kind column eight
/// characters wide, then the event indented two spaces per causal level.
///
/// ```
/// manual  self.addChild(child)
/// auto      child.willMove(toParent: self)
/// time    0.5
/// block     completion(true)
/// ```
/// The format is stable and diff-friendly: no line numbers, no addresses, no timestamps.
public struct TraceFormatter: Sendable {
  /// How calls and values are spelled; kinds and structure are the same in every spelling.
  public enum Spelling: String, Sendable, CaseIterable {
    case swift, objc
  }

  public var spelling: Spelling
  public var showLayout: Bool

  public init(spelling: Spelling = .swift, showLayout: Bool = false) {
    self.spelling = spelling
    self.showLayout = showLayout
  }

  /// Width of the kind column, padding included.
  public static let kindColumnWidth = 8

  /// The whole trace, one line per visible event, each ending in a newline.
  public func format(_ events: [TraceEvent]) -> String {
    var text = ""
    for event in events where showLayout || !event.isLayout {
      text += line(for: event)
      text += "\n"
    }
    return text
  }

  /// One event's line, without its newline.
  public func line(for event: TraceEvent) -> String {
    let body = describe(event.action)
    let kind = event.kind.rawValue
    if body.isEmpty { return kind }
    let padding = String(repeating: " ", count: max(1, Self.kindColumnWidth - kind.count))
    let indent = String(repeating: "  ", count: max(0, event.depth))
    return kind + padding + indent + body
  }

  /// The event's text without kind column or indentation.
  public func describe(_ action: TraceAction) -> String {
    switch action {
    case let .call(receiver, member, arguments):
      return describeCall(receiver: receiver, member: member, arguments: arguments)
    case let .closure(role, arguments):
      return role.rawValue + "(" + arguments.map(value).joined(separator: ", ") + ")"
    case let .output(text):
      return text.replacingNewlines()
    case let .clock(seconds):
      return Self.number(seconds)
    case .endOfTurn:
      return ""
    case let .warning(_, message):
      return message.replacingNewlines()
    case let .exception(name, reason):
      return name + ": " + reason.replacingNewlines()
    case let .lint(id, message):
      return id + ": " + message.replacingNewlines()
    }
  }

  private func describeCall(receiver: String, member: APIMember, arguments: [TraceValue])
    -> String
  {
    switch member.form {
    case let .getter(name):
      return receiver + "." + name
    case let .setter(name):
      return receiver + "." + name + " = " + (arguments.first.map(value) ?? "nil")
    case let .method(swiftName, swiftLabels, objcPieces):
      switch spelling {
      case .swift:
        var parts: [String] = []
        for (index, argument) in arguments.enumerated() {
          if case .closure = argument { continue }
          let label = index < swiftLabels.count ? swiftLabels[index] : nil
          parts.append((label.map { $0 + ": " } ?? "") + value(argument))
        }
        return receiver + "." + swiftName + "(" + parts.joined(separator: ", ") + ")"
      case .objc:
        if arguments.isEmpty { return "[" + receiver + " " + objcPieces[0] + "]" }
        var parts: [String] = []
        for (index, argument) in arguments.enumerated() where index < objcPieces.count {
          parts.append(objcPieces[index] + ":" + value(argument))
        }
        return "[" + receiver + " " + parts.joined(separator: " ") + "]"
      }
    }
  }

  /// One argument in this spelling.
  public func value(_ value: TraceValue) -> String {
    switch (value, spelling) {
    case let (.object(name), _): return name
    case (.null, _): return "nil"
    case let (.bool(flag), .swift): return flag ? "true" : "false"
    case let (.bool(flag), .objc): return flag ? "YES" : "NO"
    case let (.number(number), _): return Self.number(number)
    case let (.string(text), .swift): return "\"" + text.replacingNewlines() + "\""
    case let (.string(text), .objc): return "@\"" + text.replacingNewlines() + "\""
    case let (.options(names), .swift):
      if names.count == 1 { return "." + names[0] }
      return "[" + names.map { "." + $0 }.joined(separator: ", ") + "]"
    case let (.options(names), .objc):
      if names.isEmpty { return "0" }
      return names.map(Self.objcOptionName).joined(separator: " | ")
    case let (.rect(x, y, width, height), .swift):
      return "CGRect(x: \(Self.number(x)), y: \(Self.number(y)), width: \(Self.number(width)), "
        + "height: \(Self.number(height)))"
    case let (.rect(x, y, width, height), .objc):
      return "CGRectMake(" + [x, y, width, height].map(Self.number).joined(separator: ", ") + ")"
    case let (.closure(present, _), .swift): return present ? "{ … }" : "nil"
    case let (.closure(present, role), .objc):
      guard present else { return "nil" }
      return role == .completion ? "^(BOOL finished){…}" : "^{…}"
    }
  }

  /// `UIViewAnimationOptionTransitionFlipFromLeft` for `transitionFlipFromLeft`.
  public static func objcOptionName(_ swiftName: String) -> String {
    guard let first = swiftName.first else { return "UIViewAnimationOption" }
    return "UIViewAnimationOption" + first.uppercased() + swiftName.dropFirst()
  }

  /// Shortest decimal form: `0.5`, `1`, `0.25`; never exponent notation for trace-sized values.
  public static func number(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return value.description
  }
}

extension String {
  fileprivate func replacingNewlines() -> String {
    var out = ""
    for character in self {
      switch character {
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      default: out.append(character)
      }
    }
    return out
  }
}
