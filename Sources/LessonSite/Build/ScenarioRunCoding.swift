import Containment
import Diagnostics
import Scenarios

/// A scenario's run as the build cache keeps it (`CacheGroupFiles`), so a rebuild after a
/// change that leaves a scenario's code, language and attributes as they were (a lesson's
/// prose) takes the run from the cache instead of running it (`SharedScenarioRuns`).
///
/// The whole `ScenarioOutcome` is kept, the trace player's states included: verifying and
/// presenting a cached run is then the same code as for a fresh one, and its pages are the
/// same bytes. Equal states (most events change little) are written once and named by
/// their index. The format is the cache's (`CacheWriter`); a record that does not read back
/// whole is no record, and the scenario runs.
enum ScenarioRunCoding {
  /// The record's key: what a run depends on (`SharedScenarioRuns`: the source, the language,
  /// the attributes, the executor) and the tool that ran it.
  static func key(
    source: String, language: ScenarioLanguage, attributes: String, executor: String,
    tool: String
  ) -> String {
    var digest = Digest()
    digest.add(tool)
    digest.add(executor)
    digest.add(language.rawValue)
    digest.add(attributes)
    digest.add(source)
    return digest.description
  }

  /// The attributes spelled whole and alike in every process: each stored property by name,
  /// dictionaries and sets in sorted order (their own order changes from one process to the
  /// next). By reflection, so an attribute added later is part of the key without an edit
  /// here.
  static func canonical(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .dictionary, .set:
      let items = mirror.children.map { canonical($0.value) }.sorted()
      return "{" + items.joined(separator: ",") + "}"
    case .optional:
      guard let wrapped = mirror.children.first else { return "nil" }
      return "?" + canonical(wrapped.value)
    case .enum:
      guard let payload = mirror.children.first else { return String(reflecting: value) }
      return (payload.label ?? "") + "(" + canonical(payload.value) + ")"
    case .struct, .class, .tuple, .collection:
      let items = mirror.children.map { ($0.label ?? "") + ":" + canonical($0.value) }
      return "\(type(of: value))(" + items.joined(separator: ",") + ")"
    default:
      return String(reflecting: value)
    }
  }

  /// The record's bytes.
  static func encoded(_ outcome: ScenarioOutcome) -> [UInt8] {
    var writer = CacheWriter()
    writer.string(outcome.language.rawValue)
    writer.bool(outcome.showLayout)
    writer.list(outcome.events) { write($1, &$0) }
    writer.list(outcome.diagnostics) { write($1, &$0) }
    writer.optional(outcome.states) { write($1, &$0) }
    writer.list(outcome.ranLines.sorted()) { $0.int($1) }
    return writer.bytes
  }

  /// The outcome `encoded` wrote in `bytes`; nil when they are not exactly such a record.
  static func outcome(_ bytes: ArraySlice<UInt8>) -> ScenarioOutcome? {
    var reader = CacheReader(Array(bytes))
    do throws(CacheReader.Truncated) {
      guard let language = ScenarioLanguage(rawValue: try reader.string()) else { return nil }
      let showLayout = try reader.bool()
      let events = try reader.list(event)
      let diagnostics = try reader.list(diagnostic)
      let states = try reader.optional(timeline)
      var outcome = ScenarioOutcome(
        language: language, events: events, diagnostics: diagnostics, showLayout: showLayout,
        states: states)
      outcome.ranLines = Set(
        try reader.list { (reader) throws(CacheReader.Truncated) in try reader.int() })
      return reader.isAtEnd ? outcome : nil
    } catch {
      return nil
    }
  }

  // MARK: Events

  private static func write(_ event: TraceEvent, _ writer: inout CacheWriter) {
    writer.string(event.kind.rawValue)
    writer.int(event.depth)
    write(event.action, &writer)
    writer.optional(event.sourceLine) { $0.int($1) }
    writer.bool(event.isLayout)
    writer.optional(event.provenance) { writer, provenance in
      writer.string(provenance.rule)
      writer.string(provenance.tag.rawValue)
    }
  }

  private static func event(_ reader: inout CacheReader) throws(CacheReader.Truncated)
    -> TraceEvent
  {
    guard let kind = TraceEvent.Kind(rawValue: try reader.string()) else {
      throw CacheReader.Truncated()
    }
    let depth = try reader.int()
    let action = try action(&reader)
    let sourceLine = try reader.optional { (reader) throws(CacheReader.Truncated) in
      try reader.int()
    }
    let isLayout = try reader.bool()
    let provenance = try reader.optional { (reader) throws(CacheReader.Truncated) in
      var provenance = Provenance(try reader.string())
      guard let tag = FidelityRule.Tag(rawValue: try reader.string()) else {
        throw CacheReader.Truncated()
      }
      provenance.tag = tag
      return provenance
    }
    return TraceEvent(
      kind: kind, depth: depth, action: action, sourceLine: sourceLine, isLayout: isLayout,
      provenance: provenance)
  }

  private static func write(_ action: TraceAction, _ writer: inout CacheWriter) {
    switch action {
    case .call(let receiver, let member, let arguments):
      writer.int(0)
      writer.string(receiver)
      write(member, &writer)
      writer.list(arguments) { write($1, &$0) }
    case .closure(let role, let arguments):
      writer.int(1)
      writer.string(role.rawValue)
      writer.list(arguments) { write($1, &$0) }
    case .output(let text):
      writer.int(2)
      writer.string(text)
    case .clock(let seconds):
      writer.int(3)
      writer.word(seconds.bitPattern)
    case .endOfTurn:
      writer.int(4)
    case .warning(let id, let message):
      writer.int(5)
      writer.string(id)
      writer.string(message)
    case .exception(let name, let reason):
      writer.int(6)
      writer.string(name)
      writer.string(reason)
    case .lint(let id, let message):
      writer.int(7)
      writer.string(id)
      writer.string(message)
    }
  }

  private static func action(_ reader: inout CacheReader) throws(CacheReader.Truncated)
    -> TraceAction
  {
    switch try reader.int() {
    case 0:
      let receiver = try reader.string()
      let member = try member(&reader)
      return .call(receiver: receiver, member: member, arguments: try reader.list(value))
    case 1:
      guard let role = ClosureRole(rawValue: try reader.string()) else {
        throw CacheReader.Truncated()
      }
      return .closure(role, arguments: try reader.list(value))
    case 2: return .output(try reader.string())
    case 3: return .clock(Double(bitPattern: try reader.word()))
    case 4: return .endOfTurn
    case 5: return .warning(id: try reader.string(), message: try reader.string())
    case 6: return .exception(name: try reader.string(), reason: try reader.string())
    case 7: return .lint(id: try reader.string(), message: try reader.string())
    default: throw CacheReader.Truncated()
    }
  }

  /// The core's own members by their place in `APIMember.allCases`: a declared member with
  /// the same spelling is another member (`APIMember(declared:)`), so it is written by form.
  private static let builtins: [APIMember: Int] = Dictionary(
    APIMember.allCases.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })

  private static func write(_ member: APIMember, _ writer: inout CacheWriter) {
    if let index = builtins[member] {
      writer.int(index)
      return
    }
    writer.int(-1)
    switch member.form {
    case .method(let name, let labels, let pieces):
      writer.int(0)
      writer.string(name)
      writer.list(labels) { writer, label in writer.optional(label) { $0.string($1) } }
      writer.list(pieces) { $0.string($1) }
    case .getter(let name):
      writer.int(1)
      writer.string(name)
    case .setter(let name):
      writer.int(2)
      writer.string(name)
    }
  }

  private static func member(_ reader: inout CacheReader) throws(CacheReader.Truncated)
    -> APIMember
  {
    let index = try reader.int()
    if index >= 0 {
      guard index < APIMember.allCases.count else { throw CacheReader.Truncated() }
      return APIMember.allCases[index]
    }
    switch try reader.int() {
    case 0:
      let name = try reader.string()
      let labels = try reader.list { (reader) throws(CacheReader.Truncated) in
        try reader.optional { (reader) throws(CacheReader.Truncated) in try reader.string() }
      }
      let pieces = try reader.list { (reader) throws(CacheReader.Truncated) in
        try reader.string()
      }
      return APIMember(declared: .method(swiftName: name, swiftLabels: labels, objcPieces: pieces))
    case 1: return APIMember(declared: .getter(name: try reader.string()))
    case 2: return APIMember(declared: .setter(name: try reader.string()))
    default: throw CacheReader.Truncated()
    }
  }

  private static func write(_ value: TraceValue, _ writer: inout CacheWriter) {
    func double(_ number: Double) { writer.word(number.bitPattern) }
    func strings(_ names: [String]) { writer.list(names) { $0.string($1) } }
    switch value {
    case .object(let name):
      writer.int(0)
      writer.string(name)
    case .null:
      writer.int(1)
    case .bool(let flag):
      writer.int(2)
      writer.bool(flag)
    case .number(let number):
      writer.int(3)
      double(number)
    case .string(let text):
      writer.int(4)
      writer.string(text)
    case .options(let names):
      writer.int(5)
      strings(names)
    case .rect(let x, let y, let width, let height):
      writer.int(6)
      for number in [x, y, width, height] { double(number) }
    case .closure(let present, let role):
      writer.int(7)
      writer.bool(present)
      writer.string(role.rawValue)
    case .selector(let swift, let objc):
      writer.int(8)
      writer.string(swift)
      writer.string(objc)
    case .point(let x, let y):
      writer.int(9)
      double(x)
      double(y)
    case .size(let width, let height):
      writer.int(10)
      double(width)
      double(height)
    case .color(let name):
      writer.int(11)
      writer.string(name)
    case .autoresizingMask(let names):
      writer.int(12)
      strings(names)
    case .constant(let swift, let objc):
      writer.int(13)
      writer.string(swift)
      writer.string(objc)
    case .indexPath(let section, let item, let isRow):
      writer.int(14)
      writer.int(section)
      writer.int(item)
      writer.bool(isRow)
    case .keyframeOptions(let names):
      writer.int(15)
      strings(names)
    case .list(let values):
      writer.int(16)
      writer.list(values) { write($1, &$0) }
    case .literal(let swift, let objc):
      writer.int(17)
      writer.string(swift)
      writer.string(objc)
    }
  }

  private static func value(_ reader: inout CacheReader) throws(CacheReader.Truncated)
    -> TraceValue
  {
    func double(_ reader: inout CacheReader) throws(CacheReader.Truncated) -> Double {
      Double(bitPattern: try reader.word())
    }
    func strings(_ reader: inout CacheReader) throws(CacheReader.Truncated) -> [String] {
      try reader.list { (reader) throws(CacheReader.Truncated) in try reader.string() }
    }
    switch try reader.int() {
    case 0: return .object(try reader.string())
    case 1: return .null
    case 2: return .bool(try reader.bool())
    case 3: return .number(try double(&reader))
    case 4: return .string(try reader.string())
    case 5: return .options(try strings(&reader))
    case 6:
      return .rect(
        x: try double(&reader), y: try double(&reader), width: try double(&reader),
        height: try double(&reader))
    case 7:
      let present = try reader.bool()
      guard let role = ClosureRole(rawValue: try reader.string()) else {
        throw CacheReader.Truncated()
      }
      return .closure(present: present, role: role)
    case 8: return .selector(swift: try reader.string(), objc: try reader.string())
    case 9: return .point(x: try double(&reader), y: try double(&reader))
    case 10: return .size(width: try double(&reader), height: try double(&reader))
    case 11: return .color(try reader.string())
    case 12: return .autoresizingMask(try strings(&reader))
    case 13: return .constant(swift: try reader.string(), objc: try reader.string())
    case 14:
      return .indexPath(section: try reader.int(), item: try reader.int(), isRow: try reader.bool())
    case 15: return .keyframeOptions(try strings(&reader))
    case 16: return .list(try reader.list(value))
    case 17: return .literal(swift: try reader.string(), objc: try reader.string())
    default: throw CacheReader.Truncated()
    }
  }

  // MARK: Diagnostics

  private static func write(_ diagnostic: ScenarioDiagnostic, _ writer: inout CacheWriter) {
    writer.string(diagnostic.id.rawValue)
    writer.string(diagnostic.severity.rawValue)
    writer.string(diagnostic.message)
    writer.int(diagnostic.line)
    writer.int(diagnostic.column)
    writer.optional(diagnostic.hint) { $0.string($1) }
    writer.list(diagnostic.fixIts) { writer, fixIt in
      writer.int(fixIt.line)
      writer.int(fixIt.column)
      writer.int(fixIt.length)
      writer.string(fixIt.replacement)
    }
    writer.list(diagnostic.notes) { writer, note in
      writer.string(note.message)
      writer.int(note.line)
    }
  }

  private static func diagnostic(_ reader: inout CacheReader) throws(CacheReader.Truncated)
    -> ScenarioDiagnostic
  {
    guard let id = MessageID(rawValue: try reader.string()),
      let severity = ScenarioDiagnostic.Severity(rawValue: try reader.string())
    else {
      throw CacheReader.Truncated()
    }
    var diagnostic = ScenarioDiagnostic(
      id: id, severity: severity, message: try reader.string(), line: try reader.int(),
      column: try reader.int(),
      hint: try reader.optional { (reader) throws(CacheReader.Truncated) in try reader.string() })
    diagnostic.fixIts = try reader.list { (reader) throws(CacheReader.Truncated) in
      ScenarioFixIt(
        line: try reader.int(), column: try reader.int(), length: try reader.int(),
        replacement: try reader.string())
    }
    diagnostic.notes = try reader.list { (reader) throws(CacheReader.Truncated) in
      ScenarioDiagnostic.Note(message: try reader.string(), line: try reader.int())
    }
    return diagnostic
  }

  // MARK: States

  /// The distinct states once each, in order of first use, then the initial state's and each
  /// event's index among them.
  private static func write(_ timeline: UIKitStateTimeline, _ writer: inout CacheWriter) {
    var indexes: [UIKitState: Int] = [:]
    var distinct: [UIKitState] = []
    var order: [Int] = []
    for state in [timeline.initial] + timeline.after {
      if let known = indexes[state] {
        order.append(known)
      } else {
        indexes[state] = distinct.count
        order.append(distinct.count)
        distinct.append(state)
      }
    }
    writer.list(distinct) { write($1, &$0) }
    writer.list(order) { $0.int($1) }
  }

  private static func timeline(_ reader: inout CacheReader) throws(CacheReader.Truncated)
    -> UIKitStateTimeline
  {
    let distinct = try reader.list(state)
    let order = try reader.list { (reader) throws(CacheReader.Truncated) in try reader.int() }
    guard !order.isEmpty else { throw CacheReader.Truncated() }
    var states: [UIKitState] = []
    states.reserveCapacity(order.count)
    for index in order {
      guard distinct.indices.contains(index) else { throw CacheReader.Truncated() }
      states.append(distinct[index])
    }
    return UIKitStateTimeline(initial: states[0], after: Array(states.dropFirst()))
  }

  private static func write(_ state: UIKitState, _ writer: inout CacheWriter) {
    writer.list(state.controllers) { writer, controller in
      writer.string(controller.name)
      writer.optional(controller.parent) { $0.string($1) }
      writer.list(controller.children) { $0.string($1) }
      writer.string(controller.appearance.rawValue)
      writer.bool(controller.isViewLoaded)
    }
    writer.list(state.views) { writer, view in
      writer.string(view.name)
      writer.optional(view.superview) { $0.string($1) }
      writer.bool(view.isInWindow)
    }
  }

  private static func state(_ reader: inout CacheReader) throws(CacheReader.Truncated)
    -> UIKitState
  {
    let controllers = try reader.list { (reader) throws(CacheReader.Truncated) in
      let name = try reader.string()
      let parent = try reader.optional { (reader) throws(CacheReader.Truncated) in
        try reader.string()
      }
      let children = try reader.list { (reader) throws(CacheReader.Truncated) in
        try reader.string()
      }
      guard let appearance = UIKitState.Appearance(rawValue: try reader.string()) else {
        throw CacheReader.Truncated()
      }
      return UIKitState.Controller(
        name: name, parent: parent, children: children, appearance: appearance,
        isViewLoaded: try reader.bool())
    }
    let views = try reader.list { (reader) throws(CacheReader.Truncated) in
      UIKitState.View(
        name: try reader.string(),
        superview: try reader.optional { (reader) throws(CacheReader.Truncated) in
          try reader.string()
        },
        isInWindow: try reader.bool())
    }
    return UIKitState(controllers: controllers, views: views)
  }
}
