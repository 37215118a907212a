import Diagnostics
import Foundation
import LessonSite

/// The `lessons` command line: parses arguments, runs one command, returns the exit status.
///
/// Exit statuses: 0 all well, 1 a lesson failed verification or the build failed,
/// 64 (EX_USAGE, as swift-argument-parser uses) bad usage.
public enum LessonsCommand {
  /// Every command, in the order `--help` lists them. Add a command here and in its own file.
  static var commands: [any Subcommand.Type] {
    [
      BuildCommand.self, CheckCommand.self, RunCommand.self, ServeCommand.self, NewCommand.self,
      InitCommand.self, TranslationsCommand.self, FixCommand.self, HelpCommand.self,
    ]
  }

  /// The top-level usage line, naming the commands of `commands`.
  static var usageLine: String {
    "lessons <command> [options]   (commands: "
      + commands.map { $0.name }.joined(separator: ", ") + "; see `lessons --help`)"
  }

  /// Exit statuses, decided here only.
  enum ExitStatus {
    static let success: Int32 = 0
    static let failure: Int32 = 1
    static let usage: Int32 = 64
  }

  /// Runs the real process's command line; `allocator` names the `malloc` serving the
  /// process (shown by `--version`), when the executable chose one.
  public static func main(arguments: [String], allocator: String? = nil) -> Int32 {
    var environment = CommandEnvironment.process
    environment.allocator = allocator
    environment.exitsAfterCommand = true
    return run(arguments: arguments, environment: environment)
  }

  /// Runs with stdout and stderr both captured in `output` and the real scenario runner.
  public static func run(arguments: [String], output: inout String) -> Int32 {
    let buffer = OutputBuffer()
    let status = run(
      arguments: arguments,
      environment: CommandEnvironment(
        executor: CommandEnvironment.process.executor, write: buffer.append,
        writeError: buffer.append, errorIsTerminal: false, defaultJobs: 1))
    output += buffer.text
    return status
  }

  /// Runs `arguments` (without the program name) in `environment`.
  package static func run(arguments: [String], environment: CommandEnvironment) -> Int32 {
    do throws(UsageError) {
      return try dispatch(arguments, environment: environment)
    } catch {
      environment.writeError(usageReport(error))
      return ExitStatus.usage
    }
  }

  private static func dispatch(_ arguments: [String], environment: CommandEnvironment)
    throws(UsageError) -> Int32
  {
    guard let first = arguments.first else {
      throw UsageError(command: nil, message: UsageMessages.missingCommand())
    }
    switch first {
    case "--help", "-h":
      environment.write(generalHelp)
      return ExitStatus.success
    case "--version":
      environment.write(
        "lessons \(LessonSiteVersion.current)\n"
          + (environment.allocator.map { "allocator: \($0)\n" } ?? ""))
      return ExitStatus.success
    default:
      break
    }
    if first.hasPrefix("-") {
      throw UsageError(
        command: nil, message: UsageMessages.unknownOption(first, command: nil),
        suggestion: Suggestion.closest(to: first, in: ["--help", "--version"], minimumAllowance: 1))
    }
    guard let command = command(named: first) else {
      throw UsageError(
        command: nil, message: UsageMessages.unknownCommand(first),
        suggestion: Suggestion.closest(to: first, in: commands.map { $0.name }, minimumAllowance: 1)
      )
    }
    let parsed = try ParsedArguments.parse(
      Array(arguments.dropFirst()), options: command.options, command: command.name)
    if parsed.wantsHelp {
      environment.write(command.helpText)
      return ExitStatus.success
    }
    return try command.run(parsed, environment: environment)
  }

  static func command(named name: String) -> (any Subcommand.Type)? {
    commands.first { $0.name == name }
  }

  /// `lessons --help`.
  static var generalHelp: String {
    var text = "lessons: verify the Containment Lessons and their traces\n\n"
    text += "usage: lessons <command> [options]\n\ncommands:\n"
    let width = commands.map { $0.name.count }.max() ?? 0
    for command in commands {
      text +=
        "  " + command.name.padding(toLength: width + 2, withPad: " ", startingAt: 0)
        + command.summary + "\n"
    }
    text += "\noptions:\n  --help     Show this help.\n  --version  Show the version.\n"
    text += "\nSee `lessons help <command>` for a command's options.\n"
    return text
  }

  /// What a usage error prints: the problem, the suggestion, the usage line and a hint. The
  /// message echoes arguments, so control characters in them are shown as escapes.
  static func usageReport(_ error: UsageError) -> String {
    var text = "error: \(TerminalText.sanitize(error.message))"
    if let suggestion = error.suggestion {
      text += "; did you mean `\(TerminalText.sanitize(suggestion))`?"
    }
    text += "\n"
    if let name = error.command, let command = command(named: name) {
      text += "usage: \(command.usage)\n"
      text += "See `lessons \(name) --help`.\n"
    } else {
      // The top-level usage line already ends by pointing at `lessons --help`.
      text += "usage: \(usageLine)\n"
    }
    return text
  }
}

/// Collects output in memory (tests, and `run(arguments:output:)`).
package final class OutputBuffer: @unchecked Sendable {
  private let lock = NSLock()
  private var storage = ""

  package init() {}

  package var text: String {
    lock.lock()
    defer { lock.unlock() }
    return storage
  }

  package func append(_ text: String) {
    lock.lock()
    storage += text
    lock.unlock()
  }
}
