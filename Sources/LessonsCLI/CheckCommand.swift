import Foundation
import LessonSite
import Scenarios

/// `lessons check`: runs every scenario, compares each trace with its trace block, checks
/// translations against each other, and with `--promote` rewrites the trace blocks.
enum CheckCommand: Subcommand {
  static let name = "check"
  static let summary = "Run every scenario and compare it with the trace block after it."
  static let usage =
    "lessons check [PATH…] [--content DIR] [--promote] [--dry-run] [--require-traces] "
    + "[--format text|json|github] [--jobs N]"
  static let discussion = """
    PATH limits the check to these lesson files or folders of the content folder.
    The last line of text output is `N passed, N failed`, counting scenarios.
    Exit status: 0 when all is well, 1 when something failed, 64 for bad usage.
    """
  static let options: [OptionSpec] = [
    OptionSpec(name: "--content", valueName: "DIR", help: "The content folder (default: Content)."),
    OptionSpec(name: "--promote", help: "Write what ran into the trace blocks."),
    OptionSpec(name: "--dry-run", help: "With --promote: print the changes, write nothing."),
    OptionSpec(name: "--require-traces", help: "A scenario without a trace block is an error."),
    OptionSpec(name: "--format", valueName: "FORMAT", help: "text (default), json or github."),
    OptionSpec(name: "--jobs", valueName: "N", help: "Lessons checked at once (default: cores)."),
  ]

  /// The parsed command line.
  struct Settings {
    var paths: [String]
    var content: String
    var promote: Bool
    var dryRun: Bool
    var requireTraces: Bool
    var format: OutputFormat
    var jobs: Int
  }

  static func settings(_ arguments: ParsedArguments, defaultJobs: Int) throws(UsageError)
    -> Settings
  {
    let formatText = arguments.values["--format"] ?? "text"
    guard let format = OutputFormat(rawValue: formatText) else {
      throw UsageError(
        command: name, message: UsageMessages.badFormat(formatText),
        suggestion: Suggestion.closest(
          to: formatText, in: OutputFormat.allCases.map(\.rawValue), minimumAllowance: 1))
    }
    var jobs = defaultJobs
    if let jobsText = arguments.values["--jobs"] {
      guard let value = Int(jobsText), value > 0 else {
        throw UsageError(command: name, message: UsageMessages.badJobs(jobsText))
      }
      jobs = value
    }
    let promote = arguments.flags.contains("--promote")
    let dryRun = arguments.flags.contains("--dry-run")
    if dryRun && !promote {
      throw UsageError(command: name, message: UsageMessages.dryRunWithoutPromote())
    }
    return Settings(
      paths: arguments.positionals, content: arguments.values["--content"] ?? "Content",
      promote: promote, dryRun: dryRun,
      requireTraces: arguments.flags.contains("--require-traces"), format: format, jobs: jobs)
  }

  static func run(_ arguments: ParsedArguments, environment: CommandEnvironment)
    throws(UsageError) -> Int32
  {
    let settings = try settings(arguments, defaultJobs: environment.defaultJobs)
    let content: SiteContent
    do {
      content = try ContentLoader().load(contentDirectory: settings.content)
    } catch {
      switch error {
      case .missingContentDirectory(let path):
        environment.write(UsageMessages.noContentFolder(path))
      case .missingSiteConfig(let path): environment.write(UsageMessages.noSiteConfig(path))
      }
      return LessonsCommand.ExitStatus.failure
    }
    let (lessons, unmatched) = LessonSelection.select(settings.paths, from: content)
    if let path = unmatched.first {
      throw UsageError(
        command: name, message: UsageMessages.notInContent(path, content: settings.content))
    }
    var extra = content.diagnostics.filter { diagnostic in
      settings.paths.isEmpty
        || diagnostic.file.map {
          LessonSelection.covers(settings.paths, file: $0) || $0.hasSuffix("site.json")
        } ?? true
    }
    let checker = SiteChecker(
      verifier: LessonVerifier(
        executor: environment.executor, requireTraces: settings.requireTraces),
      jobs: settings.jobs)
    let progress = Progress(total: lessons.count, environment: environment)
    let localeOrder = content.config.localeCodes
    var report = checker.check(lessons, localeOrder: localeOrder) { lesson in
      progress.advance(lesson.path)
    }
    progress.finish()
    var changes: [LessonPromoter.FileChange] = []
    if settings.promote {
      let (found, problems) = LessonPromoter(dryRun: settings.dryRun).promote(report)
      extra += problems
      changes = found.keys.sorted().map { found[$0]! }
      var reread: [Int: Lesson] = [:]
      for (index, change) in found { reread[index] = change.reread }
      if !reread.isEmpty {
        report = checker.recheck(report, replacing: reread, localeOrder: localeOrder)
      }
    }
    let diagnostics = (report.diagnostics + extra).sorted(by: SiteDiagnostic.ordered)
    CheckPrinter(format: settings.format, environment: environment)
      .print(report: report, diagnostics: diagnostics, changes: changes)
    let clean = report.failed == 0 && !diagnostics.contains { $0.severity == .error }
    return clean ? LessonsCommand.ExitStatus.success : LessonsCommand.ExitStatus.failure
  }
}
