import Containment
import Foundation
import LessonSite
import Scenarios

/// Stands in for the interpreter: the first line of a snippet names a canned run.
///
/// - `add`: the canonical add of `child` (FIDELITY A3.4 / B3: viewDidAppear after the turn).
/// - `add-objc`: the same events (spelled in Objective-C when the block is objc).
/// - `swap`: Listing 5-3 with a 0.5 s transition (B1, B2: did-callbacks, then completion).
/// - `broken`: an error diagnostic at snippet line 2, column 5.
/// - `touch <path>`: appends a byte to `<path>` while "running" (a concurrent edit), then `add`.
package struct FakeExecutor: ScenarioExecuting {
  package init() {}

  package func run(_ source: String, language: ScenarioLanguage, attributes: ScenarioAttributes)
    -> ScenarioOutcome
  {
    let first = source.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
    let words = first.split(separator: " ").map(String.init)
    var events: [TraceEvent] = []
    var diagnostics: [ScenarioDiagnostic] = []
    switch words.first ?? "" {
    case "add", "add-objc": events = Self.add
    case "swap": events = Self.swap
    case "touch":
      if words.count > 1, let handle = FileHandle(forWritingAtPath: words[1]) {
        handle.seekToEndOfFile()
        handle.write(Data("\n".utf8))
        handle.closeFile()
      }
      events = Self.add
    case "broken":
      diagnostics = [
        ScenarioDiagnostic(
          id: .scenarioUnknownMember, message: "`frobnicate` is not a member", line: 2,
          column: 5, hint: "did you mean `didMove(toParent:)`?")
      ]
    default:
      diagnostics = [
        ScenarioDiagnostic(
          id: .scenarioUnknownIdentifier, message: "unknown fake `\(first)`", line: 1, column: 1)
      ]
    }
    return ScenarioOutcome(
      language: language, events: events, diagnostics: diagnostics,
      showLayout: attributes.showLayout)
  }

  package static func call(
    _ kind: TraceEvent.Kind, _ depth: Int, _ receiver: String, _ member: APIMember,
    _ arguments: [TraceValue] = []
  ) -> TraceEvent {
    TraceEvent(
      kind: kind, depth: depth,
      action: .call(receiver: receiver, member: member, arguments: arguments))
  }

  package static let add: [TraceEvent] = [
    call(.manual, 0, "self", .addChild, [.object("child")]),
    call(.auto, 1, "child", .willMoveToParent, [.object("self")]),
    call(.manual, 0, "self.view", .addSubview, [.object("child.view")]),
    call(.auto, 1, "child", .viewWillAppear, [.bool(false)]),
    call(.manual, 0, "child", .didMoveToParent, [.object("self")]),
    TraceEvent(kind: .turn, depth: 0, action: .endOfTurn),
    call(.auto, 1, "child", .viewDidAppear, [.bool(false)]),
  ]

  /// The add trace as lessons write it in Swift (TraceFormatter's format, by hand).
  package static let addSwiftText = """
    manual  self.addChild(child)
    auto      child.willMove(toParent: self)
    manual  self.view.addSubview(child.view)
    auto      child.viewWillAppear(false)
    manual  child.didMove(toParent: self)
    turn
    auto      child.viewDidAppear(false)

    """

  package static let swap: [TraceEvent] = [
    call(.manual, 0, "first", .willMoveToParent, [.null]),
    call(.manual, 0, "self", .addChild, [.object("second")]),
    call(.auto, 1, "second", .willMoveToParent, [.object("self")]),
    call(
      .manual, 0, "self", .transition,
      [
        .object("first"), .object("second"), .number(0.5), .options(["transitionFlipFromLeft"]),
        .closure(present: true, role: .animations), .closure(present: true, role: .completion),
      ]),
    call(.auto, 1, "first", .viewWillDisappear, [.bool(true)]),
    call(.auto, 1, "second", .viewWillAppear, [.bool(true)]),
    TraceEvent(kind: .block, depth: 1, action: .closure(.animations, arguments: [])),
    TraceEvent(kind: .time, depth: 0, action: .clock(0.5)),
    call(.auto, 1, "first", .viewDidDisappear, [.bool(true)]),
    call(.auto, 1, "second", .viewDidAppear, [.bool(true)]),
    TraceEvent(kind: .block, depth: 1, action: .closure(.completion, arguments: [.bool(true)])),
    call(.manual, 2, "first", .removeFromParent),
    call(.auto, 3, "first", .didMoveToParent, [.null]),
    call(.manual, 2, "second", .didMoveToParent, [.object("self")]),
  ]
}
