import Diagnostics
import LessonSite

/// `lessons help [COMMAND]`: the general help, or one command's.
enum HelpCommand: Subcommand {
  static let name = "help"
  static let summary = "Show help for a command."
  static let forms = [UsageForm("[COMMAND]")]
  static let discussion = ""
  static let options: [OptionSpec] = []

  static func run(_ arguments: ParsedArguments, environment: CommandEnvironment)
    throws(UsageError) -> Int32
  {
    guard let name = arguments.positionals.first else {
      environment.write(LessonsCommand.generalHelp)
      return LessonsCommand.ExitStatus.success
    }
    if arguments.positionals.count > 1 {
      throw UsageError(
        command: Self.name, message: UsageMessages.unexpectedArgument(arguments.positionals[1]))
    }
    guard let command = LessonsCommand.command(named: name) else {
      throw UsageError(
        command: Self.name, message: UsageMessages.unknownCommand(name),
        suggestion: Suggestion.closest(
          to: name, in: LessonsCommand.commands.map { $0.name }, minimumAllowance: 1))
    }
    environment.write(command.helpText)
    return LessonsCommand.ExitStatus.success
  }
}
