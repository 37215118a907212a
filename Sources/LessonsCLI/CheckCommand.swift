import Diagnostics
import Foundation
import LessonSite

/// `lessons check`: runs every scenario, compares each trace with its trace block, checks
/// translations against each other, and with `--promote` rewrites the trace blocks.
enum CheckCommand: Subcommand {
  static let name = "check"
  static let summary = "Run every scenario and compare it with the trace block after it."
  static let forms = [UsageForm("[PATH…]")]
  static let discussion = """
    PATH limits the check to these lesson files or folders of the content folder. A PATH
    outside it that is another content folder (it holds a site.json), or lies in one of its
    locale folders, checks that folder as --content would: `lessons check corpus`. Markdown
    files (or folders of them) outside any content folder are checked on their own, no
    site.json needed: `lessons check post.md docs/*.md`, with --promote, --fix and every
    format; front matter of any shape (YAML lists and maps, TOML) is read or skipped.
    The last line of text output counts lessons and scenarios, e.g.
    `12 lessons, 36 scenarios: 35 verified, 1 failed, 0 without trace; 1 lesson with errors`;
    a block whose own code never ran is `checked but not run`, never verified.
    A containment mistake the run finds (a `lint` of the trace) that the page does not
    show is reported at the call that made it: an error for a block marked by a comment or
    with a hidden trace (even after --promote), a warning for a lesson block without a
    trace block yet (an error with --require-traces); `mistake=ID` acknowledges it.

    A scenario is a code block marked in its info string (```swift scenario run=show) or
    by an HTML comment right before it, which pages do not show (any fenced block, whatever
    its language word, an indented block, a Liquid {% highlight %} or {% codeblock %}
    block, an HTML <pre> element). Fence languages: swift, objc, objective-c, obj-c.
    Attributes:
      id=swap                 names the scenario (default: slug#N)
      self=Container          the class the code runs in (default ParentViewController)
      parent=Container        self is a child of an on-screen Container, added the canonical
                              way first: code written from the child's side (inferred, with
                              a note, when the code leaves a parent it never joined or
                              overrides didMove(toParent:); parent=none keeps self the root)
      run=show,hide           methods to call, each its own run-loop event
      run=show(child, animated: true)   a step that is a call with arguments
      run=tap:button,select:tabs:1,post:Refresh   a tap, a segment selection, a notification
      show=layout,views       add layout callbacks / view property changes to the trace
      uikit=B1:completion-first         switch an inferred UIKit behaviour
      ios=12                  follow that iOS version where UIKit changed
      storyboard=Detail:DetailViewController   what instantiateViewController makes
      segue=showDetail:show:DetailViewController   a segue performSegue can run
      continue                run after the earlier blocks of the file; the trace is
                              what this block adds
      group=setup             blocks of one group continue each other
      mistake=missing-did-move   the article shows this containment mistake on purpose
      swift=4                 the block uses Swift 3/4.0–4.1 names, checked as today's
                              (without it, such names run with a warning each)
      in=Menu                 the block's methods are Menu's (a fragment of another class)
    Annotations (HTML comments before the block):
      <!-- lessons: scenario run=showChild -->     the attributes
      <!-- lessons: objc scenario -->              the language too
      <!-- lessons: prelude                        code run before the block
      let child = UIViewController()
      -->
      <!-- lessons: driver                         code run after it (one event); one
      showChild()                                  written before the scenario comment
      -->                                          runs before its run= steps
      <!-- lessons: trace                          the expected trace, after the block
      manual  self.addChild(child)
      -->
    Exit status: 0 when all is well, 1 when something failed, 64 for bad usage.
    """
  static let options: [OptionSpec] = [
    OptionSpec(name: "--content", valueName: "DIR", help: "The content folder (default: Content)."),
    OptionSpec(name: "--fix", help: "First apply every fix-it in place (`lessons fix`)."),
    OptionSpec(name: "--promote", help: "Write what ran into the trace blocks."),
    OptionSpec(name: "--dry-run", help: "With --promote: print the changes, write nothing."),
    OptionSpec(
      name: "--require-traces",
      help: "A scenario without a trace, or whose code never ran, is an error."),
    OptionSpec(
      name: "--format", valueName: "text|json|github|junit", help: "Output format (default: text)."),
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

  /// `command` names the command whose usage line a usage error shows (`fix` shares these).
  static func settings(_ arguments: ParsedArguments, defaultJobs: Int, command: String = name)
    throws(UsageError) -> Settings
  {
    let formatText = arguments.values["--format"] ?? "text"
    guard let format = OutputFormat(rawValue: formatText) else {
      throw UsageError(
        command: command, message: UsageMessages.badFormat(formatText),
        suggestion: Suggestion.closest(
          to: formatText, in: OutputFormat.allCases.map(\.rawValue), minimumAllowance: 1))
    }
    var jobs = defaultJobs
    if let jobsText = arguments.values["--jobs"] {
      guard let value = Int(jobsText), value > 0 else {
        throw UsageError(command: command, message: UsageMessages.badJobs(jobsText))
      }
      jobs = value
    }
    let promote = arguments.flags.contains("--promote")
    let dryRun = arguments.flags.contains("--dry-run")
    if dryRun && !promote {
      throw UsageError(command: command, message: UsageMessages.dryRunWithoutPromote())
    }
    var settings = Settings(
      paths: arguments.positionals, content: arguments.values["--content"] ?? "Content",
      promote: promote, dryRun: dryRun,
      requireTraces: arguments.flags.contains("--require-traces"), format: format, jobs: jobs)
    // Paths outside the content folder that lie in another one (`check corpus`, where
    // `corpus/site.json` is): that folder checked as a site, as `--content corpus` checks it.
    if isLoose(settings), let tree = LessonSelection.contentFolder(of: settings.paths) {
      settings.content = tree.folder
      settings.paths = tree.paths
    }
    return settings
  }

  static func run(_ arguments: ParsedArguments, environment: CommandEnvironment)
    throws(UsageError) -> Int32
  {
    if arguments.flags.contains("--fix") {
      return try FixCommand.run(arguments, environment: environment)
    }
    let settings = try settings(arguments, defaultJobs: environment.defaultJobs)
    if isLoose(settings) { return try runLoose(settings, environment: environment) }
    var request = SitePipeline.CheckRequest(contentDirectory: settings.content)
    request.paths = settings.paths
    request.promote = settings.promote
    request.dryRun = settings.dryRun
    request.holdsMemoryUntilExit = environment.exitsAfterCommand
    // The real command line only: tests run many checks in one process, with fakes.
    request.usesCache = environment.exitsAfterCommand
    let pipeline = SitePipeline(
      executor: environment.executor, jobs: settings.jobs, requireTraces: settings.requireTraces)
    let progress = ProgressBox()
    let outcome: SitePipeline.CheckOutcome
    do {
      outcome = try pipeline.check(
        request, starting: { progress.start(Progress(total: $0, environment: environment)) },
        progress: { progress.advance($0.path) })
    } catch {
      if case .notInContent(let path, let content) = error {
        throw UsageError(command: name, message: UsageMessages.notInContent(path, content: content))
      }
      // A `--content` that names nothing is bad usage, like any other wrong argument.
      if case .missingContentFolder(let path) = error {
        throw UsageError(command: name, message: UsageMessages.noContentFolder(path))
      }
      progress.finish()
      CheckPrinter(format: settings.format, environment: environment).print(failure: error)
      return LessonsCommand.ExitStatus.failure
    }
    progress.finish()
    CheckPrinter(format: settings.format, environment: environment, noun: "lesson")
      .print(report: outcome.report, diagnostics: outcome.diagnostics, changes: outcome.changes)
    // The summary line says why: a failed scenario, a lesson or another file with errors.
    let clean = CheckSummary(report: outcome.report, diagnostics: outcome.diagnostics).isClean
    if environment.exitsAfterCommand { ExitHeld.hold(outcome) }
    return clean ? LessonsCommand.ExitStatus.success : LessonsCommand.ExitStatus.failure
  }

  /// True when every path lies outside the content folder: loose Markdown files (unless they
  /// lie in another content folder, which `settings` then takes as the content folder).
  static func isLoose(_ settings: Settings) -> Bool {
    !settings.paths.isEmpty
      && !settings.paths.contains { LessonSelection.covers([settings.content], file: $0) }
  }

  /// `check FILE.md…` outside a content folder.
  static func runLoose(_ settings: Settings, environment: CommandEnvironment) throws(UsageError)
    -> Int32
  {
    for path in settings.paths where !FileManager.default.fileExists(atPath: path) {
      throw UsageError(command: name, message: UsageMessages.noSuchFile(path))
    }
    var request = SitePipeline.LooseCheckRequest(paths: settings.paths)
    request.promote = settings.promote
    request.dryRun = settings.dryRun
    let pipeline = SitePipeline(
      executor: environment.executor, jobs: settings.jobs, requireTraces: settings.requireTraces)
    let progress = ProgressBox()
    let outcome = pipeline.checkLooseFiles(
      request, starting: { progress.start(Progress(total: $0, environment: environment)) },
      progress: { progress.advance($0.path) })
    progress.finish()
    CheckPrinter(format: settings.format, environment: environment, noun: "file")
      .print(report: outcome.report, diagnostics: outcome.diagnostics, changes: outcome.changes)
    let summary = CheckSummary(
      report: outcome.report, diagnostics: outcome.diagnostics, noun: "file")
    return summary.isClean ? LessonsCommand.ExitStatus.success : LessonsCommand.ExitStatus.failure
  }
}
