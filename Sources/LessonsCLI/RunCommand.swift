import LessonSite

/// `lessons run FILE.md[:LINE]`: runs the scenarios of one lesson (or the one at LINE) and
/// prints each trace, so an author can see what a scenario does before writing its trace.
///
/// Sources other than lessons (`FILE.swift`, `FILE.m`, `-` for stdin) belong here too: add a
/// case to `Source` and a branch to `run`.
enum RunCommand: Subcommand {
  static let name = "run"
  static let summary = "Run the scenarios of one lesson and print their traces."
  static let usage = "lessons run FILE.md[:LINE]"
  static let discussion = """
    With :LINE, only the scenario whose block (or trace block) contains that line runs.
    Exit status: 0 when every scenario ran, 1 when one reported an error, 64 for bad usage.
    """
  static let options: [OptionSpec] = []

  /// What the argument names.
  enum Source: Equatable {
    case lesson(path: String, line: Int?)

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
    switch source {
    case .lesson(let path, let line):
      return runLesson(path: path, line: line, environment: environment)
    }
  }

  private static func runLesson(path: String, line: Int?, environment: CommandEnvironment)
    -> Int32
  {
    let (loaded, problems) = ContentLoader().loadStandaloneLesson(at: path)
    guard let lesson = loaded else {
      environment.write(problems.map(DiagnosticFormatter.text).joined())
      return LessonsCommand.ExitStatus.failure
    }
    let (blocks, extraction) = ScenarioExtractor.scenarios(in: lesson)
    var selected = blocks
    if let line {
      selected = blocks.filter { block in
        let last = block.trace?.lastLine ?? block.code.lastLine
        return (block.code.openingFenceLine...last).contains(line)
      }
      guard !selected.isEmpty else {
        environment.write(
          UsageMessages.noScenarioAtLine(
            path, line, available: blocks.map(\.code.openingFenceLine)))
        return LessonsCommand.ExitStatus.failure
      }
    } else if blocks.isEmpty {
      environment.write(UsageMessages.noScenarios(path))
      return LessonsCommand.ExitStatus.failure
    }
    let verifier = LessonVerifier(executor: environment.executor)
    var out = ""
    var failed = (problems + extraction).contains { $0.severity == .error }
    for diagnostic in (problems + extraction) {
      out += DiagnosticFormatter.text(diagnostic)
    }
    for (position, block) in selected.enumerated() {
      if position > 0 { out += "\n" }
      out += UsageMessages.runHeader(block.id, lesson.path, block.code.openingFenceLine)
      let (outcome, diagnostics) = verifier.run(block, in: lesson)
      out += outcome.traceText
      for diagnostic in diagnostics {
        out += DiagnosticFormatter.text(diagnostic)
      }
      failed = failed || !outcome.succeeded
    }
    environment.write(out)
    return failed ? LessonsCommand.ExitStatus.failure : LessonsCommand.ExitStatus.success
  }
}
