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

  /// The furthest column `explain`'s rules start at, so that a call line and its rule
  /// (`[A5.10 O]`) fit an 80-column terminal.
  public static let explainColumnLimit = 68

  /// The whole trace, one line per visible event, each ending in a newline.
  public func format(_ events: [TraceEvent]) -> String {
    let visible = visibleIndices(events)
    guard explain else {
      // Every scenario's trace is formatted on every check: its UTF-8 is written into one
      // buffer (appending to a `String` re-examines the string on every piece).
      var bytes: [UInt8] = []
      bytes.reserveCapacity(visible.count * 48)
      for index in visible {
        appendLine(for: events[index], to: &bytes)
        bytes.append(UInt8(ascii: "\n"))
      }
      return String(decoding: bytes, as: UTF8.self)
    }
    var text = ""
    let lines = visible.map { line(for: events[$0]) }
    // With `explain`, the provenance column starts two characters after the longest line
    // that has one, lints excepted, and no further right than `explainColumnLimit`: a
    // lint's or a warning's sentence would push the column off every screen, so a lint
    // (and any line past the column) ends in its rule after two spaces.
    let column = min(
      Self.explainColumnLimit,
      (zip(visible, lines).filter {
        events[$0.0].provenance != nil && events[$0.0].kind != .lint
      }.map(\.1.count).max() ?? 0) + 2)
    for (index, line) in zip(visible, lines) {
      text += line
      if let provenance = events[index].provenance {
        text += String(repeating: " ", count: max(2, column - line.count))
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
    // Fields are read in place: copying each `TraceEvent` retained its action's strings.
    for (position, index) in shown.enumerated() {
      let kind = events[index].kind
      guard kind == .turn || kind == .time else {
        result.append(index)
        continue
      }
      var hasContent = false
      for later in shown[(position + 1)...] {
        if events[later].depth > 0 {
          hasContent = true
          break
        }
        if kind == .time, events[later].kind == .turn { continue }
        break
      }
      if hasContent { result.append(index) }
    }
    return result
  }

  /// One event's line, without its newline.
  public func line(for event: TraceEvent) -> String {
    var bytes: [UInt8] = []
    appendLine(for: event, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends `line(for: event)` to `text`.
  private func appendLine(for event: TraceEvent, to text: inout [UInt8]) {
    let kind = event.kind.rawValue
    text.write(kind)
    guard Self.hasDescription(event.action) else { return }
    // Kind names are ASCII: bytes are characters.
    Self.appendBlanks(max(1, Self.kindColumnWidth - kind.utf8.count), to: &text)
    Self.appendBlanks(2 * max(0, event.depth), to: &text)
    appendDescription(event.action, to: &text)
  }

  /// False exactly when `describe(action)` is empty: the line is then its kind alone.
  private static func hasDescription(_ action: TraceAction) -> Bool {
    switch action {
    case .endOfTurn: return false
    case .output(let text): return !text.isEmpty
    case .warning(_, let message): return !message.isEmpty
    case .call, .closure, .clock, .exception, .lint: return true
    }
  }

  private static func appendBlanks(_ count: Int, to text: inout [UInt8]) {
    text.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
  }

  /// The event's text without kind column or indentation.
  public func describe(_ action: TraceAction) -> String {
    var bytes: [UInt8] = []
    appendDescription(action, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends `describe(action)` to `text`.
  private func appendDescription(_ action: TraceAction, to text: inout [UInt8]) {
    switch action {
    case .call(let receiver, let member, let arguments):
      appendCall(receiver: receiver, member: member, arguments: arguments, to: &text)
    case .closure(let role, let arguments):
      text.write(role.name)
      text.write("(")
      for (index, argument) in arguments.enumerated() {
        if index > 0 { text.write(", ") }
        text.write(value(argument))
      }
      text.write(")")
    case .output(let output):
      text.write(output.replacingNewlines())
    case .clock(let seconds):
      text.write(Self.number(seconds))
    case .endOfTurn:
      break
    case .warning(_, let message):
      text.write(message.replacingNewlines())
    case .exception(let name, let reason):
      text.write(name)
      text.write(": ")
      text.write(reason.replacingNewlines())
    case .lint(let id, let message):
      text.write(id)
      text.write(": ")
      text.write(message.replacingNewlines())
    }
  }

  /// The trace name of the notification center the code posts to (A18.5), its Swift spelling.
  public static let notificationCenterReceiver = "NotificationCenter.default"

  private func appendCall(
    receiver: String, member: APIMember, arguments: [TraceValue], to text: inout [UInt8]
  ) {
    switch member.form {
    case .getter(let name):
      text.write(receiver)
      text.write(".")
      text.write(name)
    case .setter(let name):
      let property = spelling == .objc ? member.objcPropertyName ?? name : name
      text.write(receiver)
      text.write(".")
      text.write(property)
      text.write(" = ")
      text.write(arguments.first.map(value) ?? "nil")
    case .method(let swiftName, let swiftLabels, let objcPieces):
      switch spelling {
      case .swift:
        text.write(receiver)
        text.write(".")
        text.write(swiftName)
        text.write("(")
        var first = true
        for (index, argument) in arguments.enumerated() {
          if case .closure = argument { continue }
          if !first { text.write(", ") }
          first = false
          if index < swiftLabels.count, let label = swiftLabels[index] {
            text.write(label)
            text.write(": ")
          }
          text.write(value(argument))
        }
        text.write(")")
      case .objc:
        text.write("[")
        // A18.5: `NotificationCenter.default` is `[NSNotificationCenter defaultCenter]`.
        text.write(
          receiver == Self.notificationCenterReceiver
            ? "[NSNotificationCenter defaultCenter]" : receiver)
        text.write(" ")
        if arguments.isEmpty {
          text.write(objcPieces[0])
        } else {
          for (index, argument) in arguments.enumerated() where index < objcPieces.count {
            if index > 0 { text.write(" ") }
            text.write(objcPieces[index])
            text.write(":")
            text.write(value(argument))
          }
        }
        text.write("]")
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
      switch role {
      case .completion: return "^(BOOL finished){…}"
      case .positionCompletion: return "^(UIViewAnimatingPosition finalPosition){…}"
      default: return "^{…}"
      }
    case (.point(let x, let y), .swift):
      return "CGPoint(x: \(Self.number(x)), y: \(Self.number(y)))"
    case (.point(let x, let y), .objc):
      return "CGPointMake(\(Self.number(x)), \(Self.number(y)))"
    case (.size(let width, let height), .swift):
      return "CGSize(width: \(Self.number(width)), height: \(Self.number(height)))"
    case (.size(let width, let height), .objc):
      return "CGSizeMake(\(Self.number(width)), \(Self.number(height)))"
    case (.color(let name), .swift): return name == "custom" ? "UIColor(…)" : "." + name
    case (.color(let name), .objc):
      return name == "custom" ? "[UIColor colorWith…]" : "[UIColor " + name + "Color]"
    case (.literal(let text, _), .swift): return text
    case (.literal(_, let text), .objc): return text
    case (.constant(let name, _), .swift): return "." + name
    case (.constant(_, let name), .objc): return name
    case (.indexPath(let section, let item, _), .swift): return "[\(section), \(item)]"
    case (.list(let items), .swift):
      return "[" + items.map { self.value($0) }.joined(separator: ", ") + "]"
    case (.list(let items), .objc):
      return "@[" + items.map { self.value($0) }.joined(separator: ", ") + "]"
    case (.keyframeOptions(let names), .swift): return self.value(.options(names))
    case (.keyframeOptions(let names), .objc):
      if names.isEmpty { return "0" }
      return names.map {
        "UIViewKeyframeAnimationOption" + $0.prefix(1).uppercased() + $0.dropFirst()
      }
      .joined(separator: " | ")
    case (.indexPath(let section, let item, let isRow), .objc):
      return "[NSIndexPath indexPathFor\(isRow ? "Row" : "Item"):\(item) inSection:\(section)]"
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
    // A value a C `float` holds (`0.3f` is 0.30000001192092896) prints as the shortest decimal
    // that reads back as that `float`, as NSNumber shows it (FIDELITY-SURFACE.md C14).
    let single = Float(value)
    if Double(single) == value, single.description.count < value.description.count,
      !single.description.contains("e")
    {
      return single.description
    }
    return value.description
  }
}

extension [UInt8] {
  /// Appends the UTF-8 of `text`.
  fileprivate mutating func write(_ text: String) {
    append(contentsOf: text.utf8)
  }
}

extension String {
  fileprivate func replacingNewlines() -> String {
    // Most text has no line break. (A `\r\n` pair is one `Character`, equal to neither
    // below, so it stays as it is, as it always has.)
    guard utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return self }
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
