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
  /// Prints each event's provenance (`[A1.3 D]`) after its line, in a column of its own.
  public var explain: Bool

  public init(spelling: Spelling = .swift, showLayout: Bool = false) {
    self.init(spelling: spelling, showLayout: showLayout, explain: false)
  }

  public init(spelling: Spelling = .swift, showLayout: Bool = false, explain: Bool) {
    self.spelling = spelling
    self.showLayout = showLayout
    self.explain = explain
  }

  /// Width of the kind column, padding included.
  public static let kindColumnWidth = 8

  /// The whole trace, one line per visible event, each ending in a newline.
  public func format(_ events: [TraceEvent]) -> String {
    let visible = visibleEvents(events)
    let lines = visible.map(line(for:))
    // With `explain`, the provenance column starts two characters after the longest line.
    let column = explain ? (lines.map(\.count).max() ?? 0) + 2 : 0
    var text = ""
    for (event, line) in zip(visible, lines) {
      text += line
      if explain, let provenance = event.provenance {
        text += String(repeating: " ", count: column - line.count)
        text += Self.explanation(provenance)
      }
      text += "\n"
    }
    return text
  }

  /// `[A1.3 D]`: the rule's id in the fidelity reference and its tag.
  public static func explanation(_ provenance: Provenance) -> String {
    "[" + provenance.label + "]"
  }

  /// The events a trace shows: layout events only when asked, and a `turn` or `time` line
  /// only when something visible happens in it. What happens in a turn or at a time is
  /// nested under it (depth 1 and deeper); the next depth-0 line (the code's next call, a
  /// lint) is outside it. A `time` line covers the `turn` lines that follow it.
  public func visibleEvents(_ events: [TraceEvent]) -> [TraceEvent] {
    visibleIndices(events).map { events[$0] }
  }

  /// The positions in `events` of `visibleEvents(events)`, in order.
  public func visibleIndices(_ events: [TraceEvent]) -> [Int] {
    let shown = events.indices.filter { showLayout || !events[$0].isLayout }
    var result: [Int] = []
    for (position, index) in shown.enumerated() {
      let event = events[index]
      guard event.kind == .turn || event.kind == .time else {
        result.append(index)
        continue
      }
      var hasContent = false
      for later in shown[(position + 1)...].lazy.map({ events[$0] }) {
        if later.depth > 0 {
          hasContent = true
          break
        }
        if event.kind == .time, later.kind == .turn { continue }
        break
      }
      if hasContent { result.append(index) }
    }
    return result
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
    case .call(let receiver, let member, let arguments):
      return describeCall(receiver: receiver, member: member, arguments: arguments)
    case .closure(let role, let arguments):
      return role.name + "(" + arguments.map(value).joined(separator: ", ") + ")"
    case .output(let text):
      return text.replacingNewlines()
    case .clock(let seconds):
      return Self.number(seconds)
    case .endOfTurn:
      return ""
    case .warning(_, let message):
      return message.replacingNewlines()
    case .exception(let name, let reason):
      return name + ": " + reason.replacingNewlines()
    case .lint(let id, let message):
      return id + ": " + message.replacingNewlines()
    }
  }

  private func describeCall(receiver: String, member: APIMember, arguments: [TraceValue])
    -> String
  {
    switch member.form {
    case .getter(let name):
      return receiver + "." + name
    case .setter(let name):
      let property = spelling == .objc ? member.objcPropertyName ?? name : name
      return receiver + "." + property + " = " + (arguments.first.map(value) ?? "nil")
    case .method(let swiftName, let swiftLabels, let objcPieces):
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
    case (.object(let name), _): return name
    case (.null, _): return "nil"
    case (.bool(let flag), .swift): return flag ? "true" : "false"
    case (.bool(let flag), .objc): return flag ? "YES" : "NO"
    case (.number(let number), _): return Self.number(number)
    case (.string(let text), .swift): return "\"" + text.replacingNewlines() + "\""
    case (.string(let text), .objc): return "@\"" + text.replacingNewlines() + "\""
    case (.options(let names), .swift):
      if names.count == 1 { return "." + names[0] }
      return "[" + names.map { "." + $0 }.joined(separator: ", ") + "]"
    case (.options(let names), .objc):
      if names.isEmpty { return "0" }
      return names.map(Self.objcOptionName).joined(separator: " | ")
    case (.rect(let x, let y, let width, let height), .swift):
      return "CGRect(x: \(Self.number(x)), y: \(Self.number(y)), width: \(Self.number(width)), "
        + "height: \(Self.number(height)))"
    case (.rect(let x, let y, let width, let height), .objc):
      return "CGRectMake(" + [x, y, width, height].map(Self.number).joined(separator: ", ") + ")"
    case (.closure(let present, _), .swift): return present ? "{ … }" : "nil"
    case (.selector(let name, _), .swift): return "#selector(" + name + ")"
    case (.selector(_, let name), .objc): return "@selector(" + name + ")"
    case (.closure(let present, let role), .objc):
      guard present else { return "nil" }
      return role == .completion ? "^(BOOL finished){…}" : "^{…}"
    case (.point(let x, let y), .swift):
      return "CGPoint(x: \(Self.number(x)), y: \(Self.number(y)))"
    case (.point(let x, let y), .objc):
      return "CGPointMake(\(Self.number(x)), \(Self.number(y)))"
    case (.color(let name), .swift): return name == "custom" ? "UIColor(…)" : "." + name
    case (.color(let name), .objc):
      return name == "custom" ? "[UIColor colorWith…]" : "[UIColor " + name + "Color]"
    case (.autoresizingMask(let names), .swift):
      return self.value(.options(names))
    case (.autoresizingMask(let names), .objc):
      if names.isEmpty { return "UIViewAutoresizingNone" }
      return names.map { "UIViewAutoresizing" + $0.prefix(1).uppercased() + $0.dropFirst() }
        .joined(separator: " | ")
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
