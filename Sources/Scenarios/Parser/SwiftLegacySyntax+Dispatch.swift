/// Swift 2's Grand Central Dispatch, the C functions Swift 3 replaced with the `Dispatch`
/// overlay's types (SE-0088, "Modernize libdispatch for Swift 3 naming conventions"), each
/// reported in the compiler's words with the fix-it the Swift 3 migrator wrote, wherever the
/// code writes it, not only in the one shape of a tutorial (FIDELITY-SURFACE W31):
///
/// - `dispatch_get_main_queue()` → `DispatchQueue.main`;
/// - `dispatch_get_global_queue(priority, 0)` → `DispatchQueue.global(qos: …)`, the priority
///   read as the quality of service `dispatch/queue.h` maps it to (`HIGH` → `.userInitiated`,
///   `DEFAULT` → `.default`, `LOW` → `.utility`, `BACKGROUND` → `.background`), a
///   `QOS_CLASS_…` as its own class;
/// - `dispatch_queue_create(label, attributes)` → `DispatchQueue(label:)`, with `attributes:
///   .concurrent` for `DISPATCH_QUEUE_CONCURRENT`;
/// - `dispatch_async(queue) { … }` / `dispatch_sync(queue, { … })` → `queue.async { … }` /
///   `queue.sync(execute: { … })`, for any queue expression;
/// - `dispatch_after(time, queue) { … }` → `queue.asyncAfter(deadline: time) { … }`, and
///   `dispatch_time(DISPATCH_TIME_NOW, n)` → `DispatchTime.now() + seconds` (`.now() + d`
///   inside the call; `Int64(d * Double(NSEC_PER_SEC))` read back as `d`, other nanoseconds
///   divided by `NSEC_PER_SEC`, as the migrator wrote it), wherever the time is made;
/// - `dispatch_once` and `dispatch_once_t`: unavailable since Swift 3 ("Use lazily
///   initialized globals instead"), with no fix-it: the migrator left them to the author.
extension SwiftLegacySyntax.Scan {
  /// Every name a GCD use's fix-its rewrite on its line: not reported again as undeclared.
  static let dispatchNames: Set<String> = [
    "dispatch_get_main_queue", "dispatch_get_global_queue", "dispatch_queue_create",
    "dispatch_time", "DISPATCH_TIME_NOW", "NSEC_PER_SEC", "dispatch_async", "dispatch_sync",
    "dispatch_after", "dispatch_once", "dispatch_once_t", "dispatch_time_t", "dispatch_queue_t",
    "DISPATCH_QUEUE_SERIAL", "DISPATCH_QUEUE_CONCURRENT", "DISPATCH_QUEUE_PRIORITY_HIGH",
    "DISPATCH_QUEUE_PRIORITY_DEFAULT", "DISPATCH_QUEUE_PRIORITY_LOW",
    "DISPATCH_QUEUE_PRIORITY_BACKGROUND", "QOS_CLASS_USER_INTERACTIVE",
    "QOS_CLASS_USER_INITIATED", "QOS_CLASS_DEFAULT", "QOS_CLASS_UTILITY", "QOS_CLASS_BACKGROUND",
  ]

  /// The Swift 2 type names of GCD, written without a call.
  static let dispatchTypes: Set<String> = [
    "dispatch_once", "dispatch_once_t", "dispatch_time_t", "dispatch_queue_t",
  ]

  /// The quality of service of a Swift 2 global queue's first argument (`dispatch/queue.h`:
  /// "DISPATCH_QUEUE_PRIORITY_HIGH … maps to QOS_CLASS_USER_INITIATED" and so on).
  static let globalQueueClasses: [String: String] = [
    "DISPATCH_QUEUE_PRIORITY_HIGH": "userInitiated", "DISPATCH_QUEUE_PRIORITY_DEFAULT": "default",
    "DISPATCH_QUEUE_PRIORITY_LOW": "utility", "DISPATCH_QUEUE_PRIORITY_BACKGROUND": "background",
    "QOS_CLASS_USER_INTERACTIVE": "userInteractive", "QOS_CLASS_USER_INITIATED": "userInitiated",
    "QOS_CLASS_DEFAULT": "default", "QOS_CLASS_UTILITY": "utility",
    "QOS_CLASS_BACKGROUND": "background", "0": "default",
  ]

  mutating func dispatchCalls() {
    var inside: Set<Int> = []
    let first = uses.count
    for index in tokens.indices {
      guard let word = tokens[index].identifier, !follows(".", index), !inside.contains(index)
      else { continue }
      let call = index + 1 < tokens.count && tokens[index + 1].isPunctuation("(")
      guard call || Self.dispatchTypes.contains(word) else { continue }
      switch word {
      case "dispatch_async", "dispatch_sync":
        inside.formUnion(queueCall(at: index, method: word == "dispatch_async" ? "async" : "sync"))
      case "dispatch_after":
        inside.formUnion(afterCall(at: index))
      case "dispatch_queue_create":
        add(queueMessage(word), at: tokens[index], queueCreation(at: index) ?? [])
      case "dispatch_get_main_queue", "dispatch_get_global_queue":
        guard let close = matching(index + 1), let new = queue(index..<close + 1),
          sameLine(index, close)
        else {
          add(queueMessage(word), at: tokens[index], [])
          continue
        }
        add(queueMessage(word), at: tokens[index], [span(index, through: close, new)])
      case "dispatch_time":
        add(timeMessage, at: tokens[index], time(at: index, deadline: false).map { [$0] } ?? [])
        if let close = matching(index + 1) { inside.formUnion(index...close) }
      case "dispatch_once", "dispatch_once_t":
        add(
          "'\(word)' is unavailable in Swift: Use lazily initialized globals instead",
          at: tokens[index], [])
      case "dispatch_time_t", "dispatch_queue_t":
        let new = word == "dispatch_time_t" ? "DispatchTime" : "DispatchQueue"
        add(
          "'\(word)' has been renamed to '\(new)'", at: tokens[index],
          [fixIt(tokens[index], length: word.count, new)])
      default: continue
      }
    }
    for index in uses.indices.dropFirst(first) {
      uses[index].covered = Self.dispatchNames
    }
  }

  private var timeMessage: String {
    "'dispatch_time' is unavailable in Swift: Use `DispatchTime.now() + seconds` (SE-0088)"
  }

  private func queueMessage(_ word: String) -> String {
    switch word {
    case "dispatch_get_main_queue":
      "'dispatch_get_main_queue()' has been replaced by property 'DispatchQueue.main'"
    case "dispatch_get_global_queue":
      "'dispatch_get_global_queue' has been replaced by 'DispatchQueue.global(qos:)'"
    default: "'dispatch_queue_create' has been replaced by 'DispatchQueue(label:attributes:)'"
    }
  }

  /// `dispatch_async(queue) { … }` / `dispatch_async(queue, { … })` (and `dispatch_sync`):
  /// the queue stays where it is, its own Swift 2 spelling rewritten with it. The token
  /// indices the edit covers.
  private mutating func queueCall(at index: Int, method: String) -> Set<Int> {
    let word = tokens[index].identifier ?? ""
    let message =
      "'\(word)' has been replaced by instance method 'DispatchQueue.\(method)(execute:)'"
    let arguments = argumentRanges(open: index + 1)
    guard let close = matching(index + 1), let queueRange = arguments.first, !queueRange.isEmpty,
      let new = queue(queueRange), sameLine(index, queueRange.upperBound - 1)
    else {
      add(message, at: tokens[index], [])
      return []
    }
    let covered = Set(index..<queueRange.upperBound)
    if arguments.count == 1, sameLine(index, close) {
      // The block trailing: `DispatchQueue.main.async { … }`.
      add(message, at: tokens[index], [span(index, through: close, "\(new).\(method)")])
      return covered
    }
    let comma = queueRange.upperBound
    guard arguments.count == 2, sameLine(index, comma) else {
      add(message, at: tokens[index], [])
      return covered
    }
    let blockStart = arguments[1].lowerBound
    if sameLine(index, blockStart) {
      add(
        message, at: tokens[index],
        [span(index, upTo: blockStart, "\(new).\(method)(execute: ")])
    } else {
      add(message, at: tokens[index], [span(index, through: comma, "\(new).\(method)(execute:")])
    }
    return covered
  }

  /// `dispatch_after(time, queue) { … }` → `queue.asyncAfter(deadline: time) { … }`: the
  /// queue moves before the call, the time stays (its own `dispatch_time` rewritten with it).
  private mutating func afterCall(at index: Int) -> Set<Int> {
    let message =
      "'dispatch_after' has been replaced by instance method "
      + "'DispatchQueue.asyncAfter(deadline:execute:)'"
    let arguments = argumentRanges(open: index + 1)
    guard let close = matching(index + 1), arguments.count == 2 || arguments.count == 3,
      let new = queue(arguments[1]), sameLine(arguments[0].upperBound, arguments[1].upperBound)
    else {
      add(message, at: tokens[index], [])
      return []
    }
    var covered = Set(arguments[1]).union([index, arguments[0].upperBound])
    let timeRange = arguments[0]
    var edits: [ScenarioFixIt] = []
    let head = "\(new).asyncAfter(deadline: "
    if tokens[timeRange.lowerBound].isWord("dispatch_time"),
      let edit = time(at: timeRange.lowerBound, deadline: true),
      sameLine(index, timeRange.lowerBound)
    {
      // `dispatch_after(dispatch_time(…), …)`: one edit up to the time's end.
      edits.append(span(index, through: timeRange.upperBound - 1, head + edit.replacement))
      covered.formUnion(timeRange)
    } else if sameLine(index, index + 1) {
      edits.append(span(index, through: index + 1, head))
    } else {
      add(message, at: tokens[index], [])
      return covered
    }
    let comma = timeRange.upperBound
    if arguments.count == 2, sameLine(comma, close) {
      edits.append(span(comma, through: close, ")"))
    } else if arguments.count == 3, sameLine(comma, arguments[2].lowerBound) {
      edits.append(span(comma, upTo: arguments[2].lowerBound, ", execute: "))
    } else {
      add(message, at: tokens[index], [])
      return covered
    }
    add(message, at: tokens[index], edits)
    return covered
  }

  /// The Swift 3 spelling of a queue expression: its Swift 2 functions rewritten, any other
  /// expression as written (in parentheses unless it is a name, a member or a call chain).
  /// Nil when its text is not known from the tokens (a string inside).
  private func queue(_ range: Range<Int>) -> String? {
    guard !range.isEmpty else { return nil }
    let head = range.lowerBound
    if tokens[head].isWord("dispatch_get_main_queue"), range.count == 3 {
      return "DispatchQueue.main"
    }
    if tokens[head].isWord("dispatch_get_global_queue"), head + 1 < range.upperBound,
      matching(head + 1) == range.upperBound - 1
    {
      let arguments = argumentRanges(open: head + 1)
      guard let priority = arguments.first, let written = text(priority) else { return nil }
      // `Int(QOS_CLASS_USER_INITIATED.rawValue)`, `QOS_CLASS_UTILITY.rawValue`.
      let name = Self.globalQueueClasses.keys.first { key in
        key == written || (key != "0" && written.contains(key))
      }
      guard let name, let qos = Self.globalQueueClasses[name] else { return nil }
      return "DispatchQueue.global(qos: .\(qos))"
    }
    if tokens[head].isWord("dispatch_queue_create") { return nil }
    guard let written = text(range) else { return nil }
    var depth = 0
    var plain = true
    for position in range {
      let token = tokens[position]
      if opens(token) { depth += 1 } else if closes(token) { depth -= 1 }
      if depth == 0, case .punctuation(let mark) = token.kind,
        ![".", "!", "?", "(", ")", "[", "]"].contains(mark)
      {
        plain = false
      }
    }
    return plain ? written : "(\(written))"
  }

  /// `dispatch_queue_create("label", DISPATCH_QUEUE_SERIAL)` → `DispatchQueue(label:
  /// "label")`; the label stays in place, so a string label needs no rebuilding.
  private func queueCreation(at index: Int) -> [ScenarioFixIt]? {
    let arguments = argumentRanges(open: index + 1)
    guard arguments.count == 2, let close = matching(index + 1),
      sameLine(index, close)
    else { return nil }
    let attributes = text(arguments[1]) ?? ""
    let tail: String
    switch attributes {
    case "nil", "DISPATCH_QUEUE_SERIAL": tail = ")"
    case "DISPATCH_QUEUE_CONCURRENT": tail = ", attributes: .concurrent)"
    default: return nil
    }
    return [
      span(index, through: index + 1, "DispatchQueue(label: "),
      span(arguments[0].upperBound, through: close, tail),
    ]
  }

  /// The edit of `dispatch_time(DISPATCH_TIME_NOW, n)` at `index`: `.now() + d` as a
  /// deadline, `DispatchTime.now() + d` elsewhere; nil when it spans lines or starts from
  /// another time.
  private func time(at index: Int, deadline: Bool) -> ScenarioFixIt? {
    guard let close = matching(index + 1), sameLine(index, close) else { return nil }
    let arguments = argumentRanges(open: index + 1)
    guard arguments.count == 2, text(arguments[0]) == "DISPATCH_TIME_NOW",
      let nanoseconds = text(arguments[1])
    else { return nil }
    let now = deadline ? ".now()" : "DispatchTime.now()"
    let seconds =
      delay(in: index..<close + 1) ?? "Double(\(nanoseconds)) / Double(NSEC_PER_SEC)"
    return span(index, through: close, "\(now) + \(seconds)")
  }

  /// The seconds of `dispatch_time(DISPATCH_TIME_NOW, Int64(d * Double(NSEC_PER_SEC)))`, as
  /// written: the other factor of `NSEC_PER_SEC` (or `Double(NSEC_PER_SEC)`), inside
  /// `Int64(…)` / `UInt64(…)` and parentheses, either side of the `*`.
  private func delay(in range: Range<Int>) -> String? {
    let part = Array(range)
    guard part.count > 5, tokens[part[0]].isWord("dispatch_time"),
      tokens[part[2]].isWord("DISPATCH_TIME_NOW"), tokens[part[3]].isPunctuation(",")
    else { return nil }
    // The nanoseconds: between the `,` and the `)` closing `dispatch_time(`.
    var lower = part[4]
    var upper = part[part.count - 1]
    func unwrap() -> Bool {
      if tokens[lower].isWord("Int64") || tokens[lower].isWord("UInt64"),
        tokens[lower + 1].isPunctuation("("), matching(lower + 1) == upper - 1
      {
        lower += 2
        upper -= 1
        return true
      }
      if tokens[lower].isPunctuation("("), matching(lower) == upper - 1 {
        lower += 1
        upper -= 1
        return true
      }
      return false
    }
    while upper - lower > 2, unwrap() {}
    // `a * b` at the top level.
    var depth = 0
    var star: Int?
    for position in lower..<upper {
      if opens(tokens[position]) { depth += 1 } else if closes(tokens[position]) { depth -= 1 }
      if depth == 0, tokens[position].isPunctuation("*") {
        if star != nil { return nil }
        star = position
      }
    }
    guard let star else { return nil }
    func isNanoseconds(_ range: Range<Int>) -> Bool {
      guard let text = text(range) else { return false }
      let bare = String(text.filter { $0 != " " })
      return ["NSEC_PER_SEC", "Double(NSEC_PER_SEC)", "(NSEC_PER_SEC)", "Int64(NSEC_PER_SEC)"]
        .contains(bare)
    }
    if isNanoseconds(star + 1..<upper) { return text(lower..<star) }
    if isNanoseconds(lower..<star) { return text(star + 1..<upper) }
    return nil
  }

  private func sameLine(_ a: Int, _ b: Int) -> Bool {
    a < tokens.count && b < tokens.count && tokens[a].location.line == tokens[b].location.line
  }

  /// Replaces the tokens from `start` through `end` (one line) with `replacement`.
  private func span(_ start: Int, through end: Int, _ replacement: String) -> ScenarioFixIt {
    let first = tokens[start]
    let last = endColumn(end) ?? tokens[end].location.column + 1
    return ScenarioFixIt(
      line: first.location.line, column: first.location.column,
      length: last - first.location.column, replacement: replacement)
  }

  /// Replaces the tokens from `start` up to (not including) `end` (one line).
  private func span(_ start: Int, upTo end: Int, _ replacement: String) -> ScenarioFixIt {
    let first = tokens[start]
    return ScenarioFixIt(
      line: first.location.line, column: first.location.column,
      length: tokens[end].location.column - first.location.column, replacement: replacement)
  }
}
