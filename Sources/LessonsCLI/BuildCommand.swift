import Diagnostics
import Foundation
import LessonSite

/// `lessons build`: verifies every lesson and writes the static site (DESIGN.md section 6).
///
/// Diagnostics go to standard output as `check` prints them; progress (lessons done / total)
/// goes to standard error, on a terminal only; the last line is a one-line summary.
enum BuildCommand: Subcommand {
  static let name = "build"
  static let summary = "Verify every lesson and write the static site."
  static let discussion = """
    Writes one page per lesson and locale (a missing translation falls back to the default
    locale), an index and a search page per locale, and a language chooser at the root.
    The site is built beside the output folder and swapped in at the end, so a failed build
    leaves the previous site whole. The output folder must be empty or one that
    `lessons build` created (it holds a .lessons-site marker).
    A cache beside the output folder (.lessons-cache/<output name>.cache) remembers the last
    build: with nothing changed, nothing runs and no file is written; with one lesson
    changed, only its group (the lesson in every locale) runs and renders again. The
    result is the same bytes as a build with --no-cache.
    The last line is a summary: pages, locales, scenarios verified and failed, lessons run
    again and files written, time.
    Exit status: 0 when the site was written, 1 when the build failed, 64 for bad usage.
    """
  static let options = [
    OptionSpec(name: "--content", valueName: "DIR", help: "Content folder (default: Content)."),
    OptionSpec(
      name: "--templates", valueName: "DIR",
      help: "Theme folder (default: Templates, or the one beside the content folder)."),
    OptionSpec(name: "--output", valueName: "DIR", help: "Output folder (default: _site)."),
    OptionSpec(
      name: "--jobs", valueName: "N", help: "Lessons verified at once (default: all cores)."),
    OptionSpec(
      name: "--keep-going",
      help: "Build even when scenarios fail verification; pages mark them failed."),
    OptionSpec(name: "--no-cache", help: "Ignore the build cache; build everything."),
  ]

  static func run(_ arguments: ParsedArguments, environment: CommandEnvironment)
    throws(UsageError) -> Int32
  {
    if let extra = arguments.positionals.first {
      throw UsageError(command: name, message: UsageMessages.unexpectedArgument(extra))
    }
    var options = SiteBuilder.Options()
    options.contentDirectory = arguments.values["--content"] ?? "Content"
    options.templatesDirectory =
      arguments.values["--templates"]
      ?? SiteBuilder.Options.defaultTemplatesDirectory(forContent: options.contentDirectory)
    options.outputDirectory = arguments.values["--output"] ?? "_site"
    options.jobs = environment.defaultJobs
    if let jobs = arguments.values["--jobs"] {
      guard let count = Int(jobs), count > 0 else {
        throw UsageError(command: name, message: UsageMessages.badJobs(jobs))
      }
      options.jobs = count
    }
    options.keepGoing = arguments.flags.contains("--keep-going")
    options.useCache = !arguments.flags.contains("--no-cache")
    let started = Date()
    // In the real process, which exits right after, what the build held is left to the exit.
    options.holdsMemoryUntilExit = environment.exitsAfterCommand
    let builder = SiteBuilder(options: options, executor: environment.executor)
    let terminal = environment.errorIsTerminal
    let report = builder.build { done, total in
      if terminal { environment.writeError("\r\u{1B}[K[\(done)/\(total)] lessons verified") }
    }
    if terminal { environment.writeError("\r\u{1B}[K") }
    for diagnostic in report.diagnostics {
      environment.write(DiagnosticFormatter.text(diagnostic))
    }
    for warning in report.warnings { environment.write(DiagnosticFormatter.text(warning)) }
    let seconds = Date().timeIntervalSince(started)
    if case .missingContentFolder(let path)? = report.error {
      throw UsageError(command: name, message: UsageMessages.noContentFolder(path))
    }
    if let error = report.error {
      environment.write(error.description + "\n")
      environment.write(BuildMessages.failed(report) + "\n")
      return LessonsCommand.ExitStatus.failure
    }
    environment.write(BuildMessages.summary(report, seconds: seconds) + "\n")
    return LessonsCommand.ExitStatus.success
  }
}

/// The wording of `lessons build`'s own lines.
enum BuildMessages {
  /// `built 12 pages in 3 locales to /path/_site: 9 scenarios verified, 1 failed, 0 without a
  /// trace; ran 2 of 8 lessons, wrote 6 files (0.42 s)`: the lessons the cache could not
  /// answer for and the files whose bytes changed.
  static func summary(_ report: BuildReport, seconds: Double) -> String {
    if report.upToDate {
      return "up to date: \(report.pages) pages in \(report.locales) locale"
        + "\(report.locales == 1 ? "" : "s") at \(report.outputPath); nothing changed "
        + "(\(String(format: "%.2f", seconds)) s)"
    }
    return
      "built \(report.pages) pages in \(report.locales) locale\(report.locales == 1 ? "" : "s") "
      + "to \(report.outputPath): \(report.verified) scenarios verified, \(report.failed) failed, "
      + "\(report.unverified) without a trace; ran \(report.lessonsRun) of \(report.lessonFiles) "
      + "lessons, wrote \(report.filesWritten) files (\(String(format: "%.2f", seconds)) s)"
  }

  /// The last line of a failed build.
  static func failed(_ report: BuildReport) -> String {
    "build failed; the previous site, if any, is unchanged"
  }
}
