import Containment

/// Runs scenario source against the containment core.
///
/// This is the one entry point the site and the CLI use; everything behind it (lexer,
/// parsers, interpreter) is internal to the module.
public struct ScenarioRunner: Sendable {
  /// UIKit events recorded before a scenario counts as runaway (endless re-scheduling);
  /// lesson scenarios record a few dozen.
  public var stepBudget = UIKitSimulation.defaultStepBudget
  /// Records UIKit's state after every event, for the site's trace player
  /// (`ScenarioOutcome.states`). Only a page shows them: `check` turns this off, since the
  /// snapshots are a good part of a run's time and memory.
  public var recordsStates = true

  public init() {}

  /// Parses and runs `source`; never traps, whatever the input.
  ///
  /// The outcome holds the trace, or the diagnostics that stopped the scenario (with the
  /// events recorded up to that point). A UIKit exception is not a diagnostic: the trace
  /// ends with its `raise` line. A bad `uikit=` setting is reported at line 0 (the fence's
  /// info string), column 0.
  public func run(
    _ source: String, language: ScenarioLanguage,
    attributes: ScenarioAttributes = ScenarioAttributes()
  ) -> ScenarioOutcome {
    func failed(
      _ diagnostics: [ScenarioDiagnostic], _ events: [TraceEvent] = [],
      states: UIKitStateTimeline? = nil
    ) -> ScenarioOutcome {
      ScenarioOutcome(
        language: language, events: events, diagnostics: diagnostics,
        showLayout: attributes.showLayout, states: states)
    }
    var behavior = UIKitBehavior()
    for setting in attributes.uikit {
      do {
        try behavior.apply(setting)
      } catch {
        // `ios=12` is stored as `IOS:12`: its error names the attribute that was written.
        let problem =
          setting.hasPrefix("IOS:")
          ? ScenarioProblem.badIOSVersion(
            String(setting.dropFirst(4)),
            known: UIKitBehavior.IOSVersion.allCases.map(\.rawValue))
          : ScenarioProblem.badUIKitSetting(error.message)
        return failed([problem.at(SourceLocation(line: 0, column: 0))])
      }
    }
    // Lexed once: the parser and the outlet scan read the same tokens.
    let tokens: [Token]
    let program: Program
    do {
      tokens = try Lexer.tokenize(source, language: language)
      program = try Self.parse(tokens, language: language)
    } catch {
      return failed([error.diagnostic])
    }
    let (outlets, actions) = OutletScanner.scene(in: tokens)
    var problems =
      (StaticChecker.check(
        program, language, outlets: Set(outlets.map(\.name)),
        collections: outlets.filter(\.isCollection), selfClass: attributes.selfClass)
      + SelectorChecker.check(program, language)
      + PropertyOverrideCheck.check(program, language, tokens: tokens)
      + SwiftOverrideCheck.check(program, language, tokens: tokens)
      + AppearanceSuperCheck.check(program, language)).sorted {
        ($0.line, $0.column) < ($1.line, $1.column)
      }
    // A refusal in a method nothing calls is a note: the run never meets it.
    if problems.contains(where: { $0.id == .scenarioNotModelled && $0.severity == .error }) {
      problems = ScenarioReach.sparingUnreached(
        problems, tokens: tokens,
        reach: ScenarioReach.of(source, language: language, attributes: attributes))
    }
    // Warnings let the scenario run and come with its outcome.
    if problems.contains(where: { $0.severity == .error }) { return failed(problems) }
    let warnings = problems
    let selfClass: String
    switch SelfClassInference.selfClass(
      for: program, given: attributes.selfClass, language)
    {
    case .success(let name): selfClass = name
    case .failure(let error): return failed([error.diagnostic])
    }
    func runOnce(parent: String?) -> (
      diagnostics: [ScenarioDiagnostic], events: [TraceEvent], states: UIKitStateTimeline?,
      ranLines: Set<Int>, childSide: ChildSide.Evidence?
    ) {
      let simulation = UIKitSimulation(behavior: behavior, stepBudget: stepBudget)
      if recordsStates { simulation.recordStates() }
      simulation.tracesViews = attributes.showViews
      simulation.storyboard = StoryboardScene(
        identifiers: attributes.storyboard, outlets: outlets, actions: actions)
      simulation.storyboardSegues = attributes.segues
      simulation.storyboardEmbeds = attributes.embeds
      let interpreter = Interpreter(program: program, language: language, simulation: simulation)
      interpreter.parentClass = parent
      let diagnostics = interpreter.run(selfClass: selfClass, runMethods: attributes.run)
      var events = simulation.events
      if let cut = interpreter.eventsAtFailure, cut < events.count {
        events = Array(events.prefix(cut))
      }
      let states = simulation.stateTimeline(eventCount: events.count)
      let ranLines = simulation.ranLines
      let evidence =
        parent == nil && attributes.parentClass == nil
        ? ChildSide.evidence(
          program, selfClass: selfClass, language: language, events: events,
          rootLeftAnUnshownParent: simulation.rootLeftAnUnshownParent) : nil
      // Controllers and views point back at the simulation: free the run now it is read.
      simulation.tearDown()
      return (diagnostics, events, states, ranLines, evidence)
    }
    let explicit = attributes.parentClass == ChildSide.none ? nil : attributes.parentClass
    let first = runOnce(parent: explicit)
    guard let evidence = first.childSide else {
      var outcome = failed(warnings + first.diagnostics, first.events, states: first.states)
      outcome.ranLines = first.ranLines
      return outcome
    }
    // The code is the child's side of containment: run it where it assumes `self` is.
    let second = runOnce(parent: ChildSide.inferredParent)
    var outcome = failed(
      warnings + [evidence.note] + second.diagnostics, second.events, states: second.states)
    outcome.ranLines = second.ranLines
    return outcome
  }

  /// The syntax tree of the tokens of a scenario, or the first syntax problem.
  static func parse(_ tokens: [Token], language: ScenarioLanguage) throws(ScenarioError)
    -> Program
  {
    switch language {
    case .swift: return try SwiftParser.parse(tokens: tokens)
    case .objc: return try ObjCParser.parse(tokens: tokens)
    }
  }

  /// Renders diagnostics compiler-style (`line:column: error: message [id]`, source line,
  /// caret), for the CLI and the site.
  public static func render(
    _ diagnostics: [ScenarioDiagnostic], source: String, prefix: String = "", lineOffset: Int = 0
  ) -> String {
    DiagnosticRenderer(source: source, lineOffset: lineOffset, prefix: prefix).render(diagnostics)
  }
}
