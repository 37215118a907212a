import Containment
import Diagnostics
import Foundation
import LessonTestSupport
import Scenarios
import Testing

@testable import LessonSite

/// The build cache keeps each group's scenario runs (`ScenarioRunCoding`, in the group's
/// file): a run read back is the run that was written, and a rebuild after a change to a
/// lesson's prose takes its runs from there instead of running them.
@Suite(.serialized) struct ScenarioRunCodingTests {
  /// An outcome with every kind of action and argument, a built-in and a declared member,
  /// provenance, diagnostics with a hint, fix-its and notes, states repeated, and ran lines.
  static var richOutcome: ScenarioOutcome {
    let declared = APIMember(
      declared: .method(
        swiftName: "scrollToRow", swiftLabels: ["at", nil], objcPieces: ["scrollToRowAtIndexPath"]))
    let values: [TraceValue] = [
      .object("first"), .null, .bool(true), .number(0.25), .string("héllo \"x\""),
      .options(["transitionFlipFromLeft"]), .rect(x: 0, y: -1.5, width: 390, height: 844),
      .closure(present: false, role: .completion), .selector(swift: "go(_:)", objc: "go:"),
      .point(x: 10, y: 20), .size(width: 300, height: 200), .color("red"),
      .autoresizingMask(["flexibleWidth", "flexibleHeight"]),
      .constant(swift: ".push", objc: "UINavigationControllerOperationPush"),
      .indexPath(section: 0, item: 3, isRow: true), .keyframeOptions(["calculationModeLinear"]),
      .list([.indexPath(section: 1, item: 0, isRow: false), .null]),
      .literal(swift: "Notification.Name(\"Done\")", objc: "@\"Done\""),
    ]
    let events = [
      TraceEvent(
        kind: .manual, depth: 0,
        action: .call(receiver: "self", member: .addChild, arguments: values),
        sourceLine: 3, provenance: Provenance("A1.3")),
      TraceEvent(
        kind: .auto, depth: 1,
        action: .call(receiver: "first.view", member: declared, arguments: []),
        isLayout: true),
      TraceEvent(
        kind: .auto, depth: 1,
        action: .call(
          receiver: "first",
          member: APIMember(declared: .getter(name: "view")), arguments: [])),
      TraceEvent(
        kind: .auto, depth: 1,
        action: .call(
          receiver: "first",
          member: APIMember(declared: .setter(name: "title")), arguments: [.string("A")])),
      TraceEvent(kind: .block, depth: 1, action: .closure(.animations, arguments: [])),
      TraceEvent(kind: .print, depth: 0, action: .output("done 完了"), sourceLine: 7),
      TraceEvent(kind: .time, depth: 0, action: .clock(0.3)),
      TraceEvent(kind: .turn, depth: 0, action: .endOfTurn),
      TraceEvent(
        kind: .warning, depth: 0, action: .warning(id: "unbalanced", message: "Unbalanced calls")),
      TraceEvent(
        kind: .raise, depth: 0, action: .exception(name: "NSInvalidArgumentException", reason: "no")
      ),
      TraceEvent(
        kind: .lint, depth: 0, action: .lint(id: "missing-did-move", message: "no didMove")),
    ]
    var diagnostic = ScenarioDiagnostic(
      id: .scenarioUnknownMember, severity: .warning, message: "`foo` is not a member", line: 4,
      column: 9, hint: "did you mean `bar`?")
    diagnostic.fixIts = [ScenarioFixIt(line: 4, column: 9, length: 3, replacement: "bar")]
    diagnostic.notes = [ScenarioDiagnostic.Note(message: "declared here", line: 1)]
    let loaded = UIKitState(
      controllers: [
        UIKitState.Controller(
          name: "self", parent: nil, children: ["first"], appearance: .appeared, isViewLoaded: true),
        UIKitState.Controller(
          name: "first", parent: "self", children: [], appearance: .appearing, isViewLoaded: false),
      ],
      views: [
        UIKitState.View(name: "window", superview: nil, isInWindow: true),
        UIKitState.View(name: "self.view", superview: "window", isInWindow: true),
      ])
    let empty = UIKitState(controllers: [], views: [])
    var outcome = ScenarioOutcome(
      language: .objc, events: events,
      diagnostics: [
        diagnostic,
        ScenarioDiagnostic(id: .scenarioUnknownMember, message: "m", line: 0, column: 1),
      ],
      showLayout: true,
      states: UIKitStateTimeline(
        initial: empty, after: [loaded, loaded, empty] + Array(repeating: loaded, count: 8)))
    outcome.ranLines = [3, 7, 1]
    return outcome
  }

  @Test func aRunReadBackIsTheRunWritten() throws {
    let outcome = Self.richOutcome
    let bytes = ScenarioRunCoding.encoded(outcome)
    let read = try #require(ScenarioRunCoding.outcome(bytes[...]))
    #expect(read == outcome)
    #expect(read.events == outcome.events)
    #expect(read.states == outcome.states)
    #expect(read.ranLines == outcome.ranLines)
    #expect(read.traceText == outcome.traceText)
    // A built-in member stays the built-in, a declared one with its spelling stays declared.
    if case .call(_, let member, _) = read.events[0].action { #expect(member == .addChild) }
    if case .call(_, let member, _) = read.events[1].action { #expect(member != .addChild) }
    // Without states and diagnostics too.
    let plain = ScenarioOutcome(language: .swift, events: [], diagnostics: [], showLayout: false)
    #expect(ScenarioRunCoding.outcome(ScenarioRunCoding.encoded(plain)[...]) == plain)
  }

  /// A record cut short or grown is no record: the scenario runs.
  @Test func aDamagedRecordIsNone() {
    let bytes = ScenarioRunCoding.encoded(Self.richOutcome)
    #expect(ScenarioRunCoding.outcome(bytes.dropLast()) == nil)
    #expect(ScenarioRunCoding.outcome(bytes.prefix(bytes.count / 2)) == nil)
    #expect(ScenarioRunCoding.outcome((bytes + [0])[...]) == nil)
    #expect(ScenarioRunCoding.outcome([][...]) == nil)
  }

  /// The fields the record holds: a field added to one of these types must be written too
  /// (this count then fails, and says where).
  @Test func theRecordHoldsEveryField() {
    #expect(Mirror(reflecting: Self.richOutcome).children.count == 7)
    #expect(Mirror(reflecting: Self.richOutcome.events[0]).children.count == 6)
    #expect(Mirror(reflecting: Self.richOutcome.diagnostics[0]).children.count == 8)
    let state = Self.richOutcome.states!.after[0]
    #expect(Mirror(reflecting: state).children.count == 2)
    #expect(Mirror(reflecting: state.controllers[0]).children.count == 5)
    #expect(Mirror(reflecting: state.views[0]).children.count == 3)
  }

  /// The attributes' spelling in the key: the same whatever order a dictionary was filled in,
  /// different when any attribute differs.
  @Test func attributesAreSpelledAlikeAndApart() {
    var one = ScenarioAttributes()
    var other = ScenarioAttributes()
    let names = (0..<20).map { "Scene\($0)" }
    for name in names { one.storyboard[name] = name + "Controller" }
    for name in names.reversed() { other.storyboard[name] = name + "Controller" }
    #expect(ScenarioRunCoding.canonical(one) == ScenarioRunCoding.canonical(other))
    var changes: [ScenarioAttributes] = []
    for change in 0..<6 {
      var changed = one
      switch change {
      case 0: changed.showViews = true
      case 1: changed.uikit = ["B81:zero"]
      case 2: changed.parentClass = "none"
      case 3: changed.storyboard["Scene3"] = "Other"
      case 4: changed.run = ["tap:button"]
      default: changed.id = "intro"
      }
      changes.append(changed)
    }
    let spellings = Set(([one] + changes).map { ScenarioRunCoding.canonical($0) })
    #expect(spellings.count == 7)
  }

  /// A lesson's prose changed: its group is made again, but its scenario, as it was, is not
  /// run: its run comes from the cache, and the site is what a clean build writes. Its code
  /// changed: it runs.
  @Test func proseChangedRunsNothingCodeChangedRuns() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    var (options, executor) = try BuildCacheTests.builtOnce(in: folder)
    let path = folder.path("Content/en/02-removing-a-child.md")
    let text = try String(contentsOfFile: path, encoding: .utf8)
    try text.replacingOccurrences(of: "Reverse order.", with: "Reverse the order, always.")
      .write(toFile: path, atomically: true, encoding: .utf8)
    let prose = SiteBuilder(options: options, executor: executor).build()
    #expect(prose.error == nil)
    #expect(prose.lessonsRun == 2)
    #expect(executor.take() == 0)
    #expect(prose.verified == 5)
    // Made again from the runs it took: the kept runs are in the new group file.
    let again = try String(contentsOfFile: path, encoding: .utf8)
    try (again + "\nOne more line.\n").write(toFile: path, atomically: true, encoding: .utf8)
    #expect(SiteBuilder(options: options, executor: executor).build().error == nil)
    #expect(executor.take() == 0)
    // The code changed (in the lesson and its translation, which carries the same code; a
    // comment after the calls: other code, the same trace): the group's scenario is
    // another and runs, once.
    for locale in ["en", "zh-Hans"] {
      let file = folder.path("Content/\(locale)/02-removing-a-child.md")
      var code = try String(contentsOfFile: file, encoding: .utf8)
      let end = try #require(code.range(of: "child.didMove(toParent: self)\n```"))
      code.replaceSubrange(
        end, with: "child.didMove(toParent: self)\n// the child is in place\n```")
      try code.write(toFile: file, atomically: true, encoding: .utf8)
    }
    let rerun = SiteBuilder(options: options, executor: executor).build()
    #expect(rerun.error == nil)
    #expect(executor.take() == 1)
    let incremental = BuildCacheTests.contents(folder.path("_site"))
    options.outputDirectory = folder.path("clean")
    options.useCache = false
    #expect(SiteBuilder(options: options, executor: executor).build().error == nil)
    #expect(incremental == BuildCacheTests.contents(folder.path("clean")))
  }
}
