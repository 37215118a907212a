import LessonSite

/// Bad usage: printed with the usage line, a `--help` hint and a suggestion; exit 64.
struct UsageError: Error, Equatable, Sendable {
  /// The command whose usage line to print; nil for the top level.
  var command: String?
  var message: String
  /// "did you mean `check`?"
  var suggestion: String?

  init(command: String?, message: String, suggestion: String? = nil) {
    self.command = command
    self.message = message
    self.suggestion = suggestion
  }
}

/// The wording of every usage error and CLI message, in one place.
enum UsageMessages {
  static func unknownOption(_ name: String, command: String?) -> String {
    "unknown option `\(name)`" + (command.map { " for `lessons \($0)`" } ?? "")
  }
  static func unknownCommand(_ name: String) -> String { "unknown command `\(name)`" }
  static func missingCommand() -> String { "no command given" }
  static func flagTakesNoValue(_ name: String) -> String { "`\(name)` takes no value" }
  static func missingValue(_ name: String, _ placeholder: String) -> String {
    "`\(name)` needs a value: \(name) \(placeholder)"
  }
  static func badFormat(_ value: String) -> String {
    "`--format \(value)` is not a format; use text, json, github or junit"
  }
  static func badJobs(_ value: String) -> String {
    "`--jobs \(value)` is not a positive whole number"
  }
  static func unexpectedArgument(_ value: String) -> String { "unexpected argument `\(value)`" }
  static func missingFile() -> String {
    "give a file: lessons run FILE.swift|FILE.m|- or lessons run FILE.md[:LINE]"
  }
  static func unsupportedRunSource(_ path: String) -> String {
    "`lessons run` takes a .swift, .m or .md file, or - for standard input; `\(path)` is none"
  }
  static func snippetOptionOnLesson(_ option: String) -> String {
    "`\(option)` applies to snippets; a lesson's scenarios take their attributes from the fence"
  }
  static func badLanguage(_ value: String) -> String {
    "unknown language `\(value)`; use swift or objc"
  }
  static func languageForStandardInput() -> String {
    "give --language swift or --language objc when reading standard input"
  }
  static func notInContent(_ path: String, content: String) -> String {
    "`\(path)` is not a lesson or folder in the content folder `\(content)`"
  }
  static func noSuchFile(_ path: String) -> String {
    "`\(path)` is no file or folder (nor a lesson of the content folder)"
  }
  /// The build error's own wording (`SiteBuildError.missingContentFolder`), given as bad
  /// usage.
  static func noContentFolder(_ path: String) -> String {
    SiteBuildError.missingContentFolder(path: path).diagnostic.message
  }
  static func dryRunWithoutPromote() -> String { "`--dry-run` only applies with `--promote`" }
  static func summary(passed: Int, failed: Int) -> String { "\(passed) passed, \(failed) failed\n" }
  static func promoted(_ path: String) -> String { "promoted \(path)\n" }
  static func noScenarioAtLine(_ path: String, _ line: Int, available: [Int]) -> String {
    "error: no scenario at \(path):\(line); scenarios start on lines "
      + available.map(String.init).joined(separator: ", ") + "\n"
  }
  static func noScenarios(_ path: String) -> String { "error: \(path) has no scenario blocks\n" }
  static func runHeader(_ id: String, _ path: String, _ line: Int) -> String {
    "# \(id) (\(path):\(line))\n"
  }
}
