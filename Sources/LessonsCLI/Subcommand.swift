/// One `lessons` command. Each lives in its own file and is listed once in
/// `LessonsCommand.commands`; adding a command means adding a type and a line there.
protocol Subcommand {
  /// The word after `lessons`.
  static var name: String { get }
  /// One line for `lessons --help`.
  static var summary: String { get }
  /// `lessons check [PATH…] [--content DIR] …`
  static var usage: String { get }
  /// Paragraphs for `lessons help <name>`, after the usage line.
  static var discussion: String { get }
  static var options: [OptionSpec] { get }
  /// Runs with parsed arguments; returns the exit status.
  static func run(_ arguments: ParsedArguments, environment: CommandEnvironment) throws(UsageError)
    -> Int32
}

extension Subcommand {
  /// The full help text: summary, usage, discussion, options.
  static var helpText: String {
    var text = "\(summary)\n\nusage: \(usage)\n"
    if !discussion.isEmpty { text += "\n" + discussion + "\n" }
    let all = options + [OptionSpec(name: "--help", help: "Show this help.")]
    text += "\noptions:\n"
    let width = all.map(\.display.count).max() ?? 0
    for option in all {
      text +=
        "  " + option.display.padding(toLength: width + 2, withPad: " ", startingAt: 0)
        + option.help + "\n"
    }
    return text
  }
}
