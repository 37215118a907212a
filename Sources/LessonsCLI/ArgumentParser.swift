import Diagnostics
import LessonSite

/// A command's option: a flag (`--promote`) or an option with a value (`--jobs N`).
struct OptionSpec: Sendable {
  var name: String
  /// nil for a flag; the placeholder shown in help for an option with a value.
  var valueName: String?
  var help: String

  init(name: String, valueName: String? = nil, help: String) {
    self.name = name
    self.valueName = valueName
    self.help = help
  }

  var display: String { valueName.map { "\(name) \($0)" } ?? name }
}

/// Arguments after the command word, split by a command's `OptionSpec`s.
struct ParsedArguments: Sendable, Equatable {
  var positionals: [String] = []
  /// Flags given (by name, `--promote`).
  var flags: Set<String> = []
  /// Last value given for each option with a value.
  var values: [String: String] = [:]
  /// True when `--help`/`-h` was given.
  var wantsHelp = false

  /// Splits `arguments` for a command with `options`. `--name=value` and `--name value` both
  /// work; `--` ends options. Unknown options are usage errors with a suggestion.
  static func parse(_ arguments: [String], options: [OptionSpec], command: String)
    throws(UsageError) -> ParsedArguments
  {
    var parsed = ParsedArguments()
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
        parsed.positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      if argument == "--help" || argument == "-h" {
        parsed.wantsHelp = true
        continue
      }
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      guard let spec = options.first(where: { $0.name == name }) else {
        let known = options.map(\.name) + ["--help"]
        throw UsageError(
          command: command, message: UsageMessages.unknownOption(name, command: command),
          suggestion: Suggestion.closest(to: name, in: known, minimumAllowance: 1))
      }
      if spec.valueName == nil {
        guard inlineValue == nil else {
          throw UsageError(command: command, message: UsageMessages.flagTakesNoValue(name))
        }
        parsed.flags.insert(name)
      } else if let inlineValue {
        parsed.values[name] = inlineValue
      } else if index < arguments.count {
        parsed.values[name] = arguments[index]
        index += 1
      } else {
        throw UsageError(
          command: command, message: UsageMessages.missingValue(name, spec.valueName ?? "VALUE"))
      }
    }
    return parsed
  }
}
