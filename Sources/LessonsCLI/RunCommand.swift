import Containment
import Diagnostics
import LessonSite
import Scenarios

/// `lessons run`: runs a snippet (`FILE.swift`, `FILE.m`, `-` for standard input) or the
/// scenarios of a lesson (`FILE.md[:LINE]`) and prints each trace: the quick way to see what
/// code does before writing a lesson's trace block.
enum RunCommand: Subcommand {
  static let name = "run"
  static let summary = "Run a snippet or a lesson's scenarios and print their traces."
  static let forms = [
    UsageForm("FILE.swift|FILE.m|-"), UsageForm("FILE.md[:LINE]", options: ["--ios", "--explain"]),
  ]
  /// The block attributes a snippet takes as options, `--KEY VALUE` read as `KEY=VALUE` in a
  /// block's info string (`BlockAttributes`): the help's list and the option table both come
  /// from here, so neither can leave one out.
  static let attributeOptions: [(key: String, valueName: String, help: String)] = [
    (
      "self", "CLASS",
      "Class of the container the code runs in (default: the one view controller class of a "
        + "file that is only that class, else ParentViewController)."
    ),
    (
      "parent", "CLASS|none",
      "Run self as a child of an on-screen CLASS added the canonical way first (code written "
        + "from the child's side); none keeps self the window's root."
    ),
    (
      "run", "A,B",
      "Steps, in order: methods of self, calls such as show(child, animated: true), tap:NAME, "
        + "select:NAME:INDEX, set:NAME:VALUE, post:NAME, wait:SECONDS."
    ),
    (
      "show", "layout,views",
      "Add layout callbacks (layout) or what the code sets on views (views) to the trace."
    ),
    (
      "uikit", "ITEM:VALUE",
      "Switch an inferred UIKit behaviour, e.g. B1:completion-first (comma-separated)."
    ),
    ("ios", "VERSION", "Follow that iOS version's behaviour, e.g. 12 (default: the current iOS)."),
    (
      "storyboard", "ID:CLASS",
      "What instantiateViewController(withIdentifier:) makes, e.g. Detail:DetailVC,Menu."
    ),
    (
      "segue", "ID:KIND:CLASS",
      "The storyboard's segues, e.g. showDetail:show:DetailViewController (KIND show, present, embed, unwind with the action, or custom with :SegueClass)."
    ),
    (
      "in", "CLASS",
      "The snippet shows methods of CLASS (a fragment of another class): they run as CLASS's."
    ),
    (
      "swift", "3|4",
      "The snippet spells UIKit as Swift 3 or 4.0-4.1 did (addChildViewController); run with "
        + "today's names, a note for each (without it, old names run with a warning each)."
    ),
  ]

  static let discussion = """
    A snippet file is one scenario, as if it were a fenced block in a lesson; the options
    are that block's attributes, read the same way:
      \(attributeOptions.map { $0.key + "=" }.joined(separator: " "))
    --run 'show(child, animated: true),tap:done' is two steps, a call and a tap. The
    language comes from the file's extension (.swift; .m or .mm for Objective-C); give
    --language for standard input.
    With FILE.md:LINE only the scenario whose block (or trace block) contains that line runs,
    with the attributes its block gives.

    Example:
      printf 'let child = UIViewController()\\naddChild(child)\\n' | lessons run - --language swift

    Exit status: 0 when every scenario ran (a UIKit exception is a result, shown in the
    trace), 1 when one reported an error, 64 for bad usage.
    """
  static let options: [OptionSpec] =
    [OptionSpec(name: "--language", valueName: "swift|objc", help: "Language of the snippet.")]
    + attributeOptions.map {
      OptionSpec(name: "--" + $0.key, valueName: $0.valueName, help: $0.help)
    }
    + [
      OptionSpec(
        name: "--explain",
        help: "End each UIKit line with its fidelity rule and tag, e.g. [A1.3 D].")
    ]

  /// What the argument names.
  enum Source: Equatable {
    case lesson(path: String, line: Int?)
    /// A file of scenario code, or standard input when `path` is `-`.
    case snippet(path: String, language: ScenarioLanguage?)

    /// `Content/en/01-a.md:12` gives the file and line 12; a suffix that is not a number is
    /// part of the path.
    static func parse(_ argument: String) -> Source? {
      var path = argument
      var line: Int?
      if let colon = argument.lastIndex(of: ":"),
        let number = Int(argument[argument.index(after: colon)...]), number > 0
      {
        path = String(argument[..<colon])
        line = number
      }
      if argument == "-" { return .snippet(path: "-", language: nil) }
      if argument.hasSuffix(".swift") { return .snippet(path: argument, language: .swift) }
      if argument.hasSuffix(".m") || argument.hasSuffix(".mm") {
        return .snippet(path: argument, language: .objc)
      }
      guard path.hasSuffix(".md") else { return nil }
      return .lesson(path: path, line: line)
    }
  }

  static func run(_ arguments: ParsedArguments, environment: CommandEnvironment)
    throws(UsageError) -> Int32
  {
    guard let argument = arguments.positionals.first else {
      throw UsageError(command: name, message: UsageMessages.missingFile())
    }
    if arguments.positionals.count > 1 {
      throw UsageError(
        command: name, message: UsageMessages.unexpectedArgument(arguments.positionals[1]))
    }
    guard let source = Source.parse(argument) else {
      throw UsageError(command: name, message: UsageMessages.unsupportedRunSource(argument))
    }
    if let version = arguments.values["--ios"], UIKitBehavior.IOSVersion(rawValue: version) == nil {
      throw UsageError(command: name, message: UsageMessages.unknownIOSVersion(version))
    }
    // A lesson's blocks carry their own attributes; only --ios applies to all of them.
    let snippetOnly =
      ["--language"] + attributeOptions.map { "--" + $0.key }.filter { $0 != "--ios" }
    switch source {
    case .lesson(let path, let line):
      if let given = snippetOnly.first(where: { arguments.values[$0] != nil }) {
        throw UsageError(command: name, message: UsageMessages.snippetOptionOnLesson(given))
      }
      return runLesson(
        path: path, line: line, explain: arguments.flags.contains("--explain"),
        iOS: arguments.values["--ios"], environment: environment)
    case .snippet(let path, let language):
      let chosen: ScenarioLanguage
      if let value = arguments.values["--language"] {
        guard let parsed = ScenarioLanguage(rawValue: value) else {
          throw UsageError(command: name, message: UsageMessages.badLanguage(value))
        }
        chosen = parsed
      } else if let language {
        chosen = language
      } else {
        throw UsageError(command: name, message: UsageMessages.languageForStandardInput())
      }
      var words: [String] = []
      for key in attributeOptions.map(\.key) {
        if let value = arguments.values["--" + key] { words.append(key + "=" + value) }
      }
      let scenario = SnippetScenario(words: words, language: chosen)
      if let problem = scenario.error {
        throw UsageError(command: name, message: problem.message)
      }
      return runSnippet(
        path: path, scenario: scenario,
        explain: arguments.flags.contains("--explain"), environment: environment)
    }
  }

  private static func runSnippet(
    path: String, scenario: SnippetScenario, explain: Bool, environment: CommandEnvironment
  ) -> Int32 {
    let read =
      path == "-"
      ? SnippetSource.text(of: environment.readStandardInput(), path: "<stdin>")
      : SnippetSource.read(path: path)
    let source: String
    switch read {
    case .problem(let diagnostic):
      environment.write(DiagnosticFormatter.text(diagnostic))
      return LessonsCommand.ExitStatus.failure
    case .text(let text):
      source = text
    }
    let run = scenario.run(source)
    var outcome = environment.executor.run(
      run.source, language: scenario.language, attributes: run.attributes)
    if scenario.language == .swift {
      // `--swift 4`, or old spellings without it: the old SDK's names, run as today's, as
      // `check` does.
      var notes: [ScenarioDiagnostic] = []
      (outcome, notes) = OldSwiftNames.outcome(
        of: run.source, first: outcome, version: scenario.oldSwift
      ) {
        environment.executor.run($0, language: scenario.language, attributes: run.attributes)
      }
      outcome.diagnostics = notes + outcome.diagnostics
    }
    var out = outcome.traceText(explain: explain)
    if !outcome.diagnostics.isEmpty {
      let renderer = DiagnosticRenderer(
        source: source, prefix: (path == "-" ? "<stdin>" : path) + ":")
      // A problem in a `--run` call step is the command line's: placed at the option.
      out +=
        outcome.diagnostics.map { diagnostic in
          run.snippetLine(diagnostic.line) == nil
            ? optionText(diagnostic) : renderer.render(diagnostic)
        }.joined(separator: "\n") + "\n"
      if explain { out += notModelledExplanations(outcome.diagnostics) }
    }
    environment.write(out)
    return outcome.succeeded ? LessonsCommand.ExitStatus.success : LessonsCommand.ExitStatus.failure
  }

  /// `--explain` under `scenario.not-modelled` diagnostics: what each named area covers and
  /// why it is refused (`SurfaceArea.explanation`), once per area, in order of appearance.
  private static func notModelledExplanations(_ diagnostics: [ScenarioDiagnostic]) -> String {
    var seen: Set<String> = []
    var out = ""
    for diagnostic in diagnostics where diagnostic.id == .scenarioNotModelled {
      guard let area = SurfaceArea.named(inNotModelledMessage: diagnostic.message),
        seen.insert(area.id).inserted
      else { continue }
      out += "explain: \(area.notModelledPhrase): \(area.explanation)\n"
    }
    return out
  }

  /// A diagnostic of a generated line (a `--run` call step) placed at the option, without
  /// a final newline, as `DiagnosticRenderer.render` writes the others.
  private static func optionText(_ diagnostic: ScenarioDiagnostic) -> String {
    var text = DiagnosticFormatter.text(diagnostic.diagnostic(file: nil), at: "--run: ")
    while text.last == "\n" { text.removeLast() }
    return text
  }

  private static func runLesson(
    path: String, line: Int?, explain: Bool, iOS: String?, environment: CommandEnvironment
  ) -> Int32 {
    let executor: any ScenarioExecuting =
      iOS.map { VersionedExecutor(base: environment.executor, version: $0) }
      ?? environment.executor
    let pipeline = SitePipeline(executor: executor, jobs: environment.defaultJobs)
    let run = pipeline.runLesson(at: path, line: line)
    guard let lesson = run.lesson else {
      environment.write(run.problems.map(DiagnosticFormatter.text).joined())
      return LessonsCommand.ExitStatus.failure
    }
    if run.items.isEmpty {
      environment.write(
        line.map { UsageMessages.noScenarioAtLine(path, $0, available: run.available) }
          ?? UsageMessages.noScenarios(path))
      return LessonsCommand.ExitStatus.failure
    }
    var out = run.problems.map(DiagnosticFormatter.text).joined()
    for (position, item) in run.items.enumerated() {
      if position > 0 { out += "\n" }
      out += UsageMessages.runHeader(item.block.id, lesson.path, item.block.code.openingFenceLine)
      out += item.outcome.traceText(explain: explain)
      out += item.diagnostics.map(DiagnosticFormatter.text).joined()
    }
    environment.write(out)
    return run.succeeded ? LessonsCommand.ExitStatus.success : LessonsCommand.ExitStatus.failure
  }
}
