import Diagnostics
import Foundation
import LessonSite

/// `lessons fix FILE…` and `lessons check --fix`: applies every fix-it of the scenarios'
/// diagnostics in place (the renamed Swift 3/4 and old Objective-C names, written the way the
/// compiler's fix-its write them), then checks again and prints what `check` prints.
///
/// Files are rewritten with `PromotionWriter`, as promotion does: only bytes inside the fixed
/// ranges change, a symlinked lesson's target is rewritten and the link kept, the mode is
/// kept, and a file edited while the check ran is left alone (`promote.file-changed`).
enum FixCommand: Subcommand {
  static let name = "fix"
  static let summary = "Apply the fix-its of the scenarios' diagnostics, then check again."
  static let forms = [UsageForm("[FILE…]")]
  static let discussion = """
    Renamed UIKit API (`addChildViewController(_:)`, `didMove(toParentViewController:)`,
    `removeFromParentViewController()`, …) is an error whose fix-it writes the current name;
    this command writes every such fix-it into the lesson files, changing no other byte, and
    then runs `lessons check` on the same files. FILE limits it to these lesson files or
    folders of the content folder, or Markdown files and folders outside it (a blog post, a
    README: `lessons fix post.md docs/`); without FILE, every lesson is fixed.
    A fix can let the run go further and find more to fix (a member of a stand-in that only
    the running code uses): the fixed files are checked and fixed again until nothing more
    is fixable, at most \(FixPasses.limit) passes (`--dry-run` shows the first).
    Also available as `lessons check --fix`.
    Exit status: that of the check after fixing (0 when all is well, 1 when something
    failed, 64 for bad usage).
    """
  static let options: [OptionSpec] = [
    OptionSpec(name: "--content", valueName: "DIR", help: "The content folder (default: Content)."),
    OptionSpec(name: "--dry-run", help: "Print the changes as a diff, write nothing."),
    OptionSpec(
      name: "--format", valueName: "text|json|github|junit", help: "Output format (default: text)."),
    OptionSpec(name: "--jobs", valueName: "N", help: "Lessons checked at once (default: cores)."),
  ]

  static func run(_ arguments: ParsedArguments, environment: CommandEnvironment)
    throws(UsageError) -> Int32
  {
    var checkArguments = arguments
    checkArguments.flags.remove("--fix")
    // `check --fix --promote --dry-run` writes nothing at all; `fix --dry-run` then checks.
    let dryRun = checkArguments.flags.contains("--dry-run")
    if !checkArguments.flags.contains("--promote") { checkArguments.flags.remove("--dry-run") }
    let settings = try CheckCommand.settings(
      checkArguments, defaultJobs: environment.defaultJobs, command: name)
    let pipeline = SitePipeline(executor: environment.executor, jobs: settings.jobs)
    let target: SitePipeline.FixTarget
    if CheckCommand.isLoose(settings) {
      for path in settings.paths where !FileManager.default.fileExists(atPath: path) {
        throw UsageError(command: name, message: UsageMessages.noSuchFile(path))
      }
      target = .loose(SitePipeline.LooseCheckRequest(paths: settings.paths))
    } else {
      var request = SitePipeline.CheckRequest(contentDirectory: settings.content)
      request.paths = settings.paths
      target = .content(request)
    }
    let fixes: SitePipeline.Fixes
    do {
      fixes = try pipeline.fix(target, dryRun: dryRun)
    } catch {
      if case .notInContent(let path, let content) = error {
        throw UsageError(command: name, message: UsageMessages.notInContent(path, content: content))
      }
      CheckPrinter(format: settings.format, environment: environment).print(failure: error)
      return LessonsCommand.ExitStatus.failure
    }
    // JSON and JUnit output is one document on standard output, the check's: what fixing
    // did (diffs, "applied" lines, problems placing fix-its) goes to standard error there.
    let document = settings.format == .json || settings.format == .junit
    let say = document ? environment.writeError : environment.write
    for file in fixes.files {
      if dryRun {
        say(
          UnifiedDiff.diff(
            old: lines(String(decoding: file.before, as: UTF8.self)),
            new: lines(String(decoding: file.after, as: UTF8.self)),
            oldName: file.path, newName: file.path + " (fixed)"))
      } else {
        say(FixItMessages.applied(file.applied, path: file.path))
      }
    }
    let problems = fixes.problems
    for problem in problems {
      say(
        settings.format == .github
          ? DiagnosticFormatter.github(problem) : DiagnosticFormatter.text(problem) + "\n")
    }
    let status = try CheckCommand.run(checkArguments, environment: environment)
    // A fix that did not settle is told, but the check after it decides the status.
    let failed = problems.contains { $0.id != .fixNotSettled }
    return failed ? LessonsCommand.ExitStatus.failure : status
  }

  /// Lines as `diff` sees them (split as cmark splits them, CRLF included): a final line
  /// ending does not start another line.
  private static func lines(_ text: String) -> [String] {
    var lines = TextLines(text).lines.map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }
}
