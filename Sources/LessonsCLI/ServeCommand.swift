import Diagnostics
import Foundation
import LessonSite

/// `lessons serve`: a live preview of the site while writing (builds, serves on
/// 127.0.0.1, rebuilds on save, reloads the open page).
enum ServeCommand: Subcommand {
  static let name = "serve"
  static let summary = "Preview the site on 127.0.0.1, rebuilt and reloaded on every save."
  static let discussion = """
    Builds the site into a private temporary folder and serves it on 127.0.0.1 only (a free
    port unless --port names one). The content and templates folders are watched: a saved
    file rebuilds the site and every open page reloads itself. When a build fails, its
    diagnostics are printed here and shown at the top of every page, and the last good site
    stays served. Press Ctrl-C to stop; the temporary folder is removed.
    Exit status: 0 after Ctrl-C, 1 when the port cannot be used, 64 for bad usage.
    """
  static let options = [
    OptionSpec(name: "--content", valueName: "DIR", help: "Content folder (default: Content)."),
    OptionSpec(
      name: "--templates", valueName: "DIR",
      help: "Theme folder (default: Templates, or the one beside the content folder)."),
    OptionSpec(name: "--port", valueName: "N", help: "Port on 127.0.0.1 (default: a free one)."),
    OptionSpec(
      name: "--jobs", valueName: "N", help: "Lessons verified at once (default: all cores)."),
  ]

  static func run(_ arguments: ParsedArguments, environment: CommandEnvironment)
    throws(UsageError) -> Int32
  {
    try serve(arguments, environment: environment, until: waitForInterrupt)
  }

  /// Serves until `waitForStop` returns (Ctrl-C in the real command; the test's own
  /// requests in tests), then stops cleanly.
  static func serve(
    _ arguments: ParsedArguments, environment: CommandEnvironment,
    until waitForStop: (LivePreview) -> Void
  ) throws(UsageError) -> Int32 {
    if let extra = arguments.positionals.first {
      throw UsageError(command: name, message: UsageMessages.unexpectedArgument(extra))
    }
    var options = LivePreview.Options()
    options.contentDirectory = arguments.values["--content"] ?? "Content"
    options.templatesDirectory =
      arguments.values["--templates"]
      ?? SiteBuilder.Options.defaultTemplatesDirectory(forContent: options.contentDirectory)
    options.jobs = environment.defaultJobs
    if let jobs = arguments.values["--jobs"] {
      guard let count = Int(jobs), count > 0 else {
        throw UsageError(command: name, message: UsageMessages.badJobs(jobs))
      }
      options.jobs = count
    }
    if let port = arguments.values["--port"] {
      guard let number = UInt16(port), number > 0 else {
        throw UsageError(command: name, message: ServeMessages.badPort(port))
      }
      options.port = number
    }
    let preview = LivePreview(
      options: options, executor: environment.executor, log: environment.write)
    do {
      try preview.start()
    } catch {
      environment.write(DiagnosticFormatter.text(error.diagnostic))
      return LessonsCommand.ExitStatus.failure
    }
    environment.write(
      "serving \(preview.url) (watching \(options.contentDirectory) and "
        + "\(options.templatesDirectory)); press Ctrl-C to stop\n")
    waitForStop(preview)
    preview.stop()
    environment.write("stopped\n")
    return LessonsCommand.ExitStatus.success
  }

  /// Blocks until SIGINT, SIGTERM or SIGHUP (a closed terminal): each stops the preview,
  /// which removes its build folder. (After SIGKILL the next `serve` removes it.)
  private static func waitForInterrupt(_ preview: LivePreview) {
    let received = DispatchSemaphore(value: 0)
    var sources: [any DispatchSourceSignal] = []
    for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
      signal(signalNumber, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
      source.setEventHandler { received.signal() }
      source.resume()
      sources.append(source)
    }
    received.wait()
    for source in sources { source.cancel() }
  }
}

/// The wording of `lessons serve`'s usage errors.
enum ServeMessages {
  static func badPort(_ text: String) -> String {
    "`--port` takes a port number from 1 to 65535, not `\(text)`"
  }
}
