/// One `lessons` command. Each lives in its own file and is listed once in
/// `LessonsCommand.commands`; adding a command means adding a type and a line there.
protocol Subcommand {
  /// The word after `lessons`.
  static var name: String { get }
  /// One line for `lessons --help`.
  static var summary: String { get }
  /// The command's forms: arguments before the options, and which options apply. The
  /// usage line is made from these and `options`, so it cannot forget an option.
  static var forms: [UsageForm] { get }
  /// Paragraphs for `lessons help <name>`, after the usage line.
  static var discussion: String { get }
  static var options: [OptionSpec] { get }
  /// Runs with parsed arguments; returns the exit status.
  static func run(_ arguments: ParsedArguments, environment: CommandEnvironment) throws(UsageError)
    -> Int32
}

/// One form of a command line: `lessons run FILE.md[:LINE] [--ios VERSION] [--explain]`.
struct UsageForm: Sendable {
  /// What comes before the options (`[PATH…]`, `FILE.md[:LINE]`), or "".
  var arguments: String
  /// The names of the options this form takes, in the table's order; nil: all of them.
  var options: [String]?

  init(_ arguments: String = "", options: [String]? = nil) {
    self.arguments = arguments
    self.options = options
  }
}

extension Subcommand {
  static var forms: [UsageForm] { [UsageForm()] }

  /// `lessons check [PATH…] [--content DIR] …`: one line per form, derived from `forms` and
  /// the option table.
  static var usage: String {
    forms.map { form in
      let applying = options.filter { form.options?.contains($0.name) ?? true }
      let words =
        ["lessons", name, form.arguments].filter { !$0.isEmpty }
        + applying.map { "[\($0.display)]" }
      return words.joined(separator: " ")
    }.joined(separator: "\n       ")
  }

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
