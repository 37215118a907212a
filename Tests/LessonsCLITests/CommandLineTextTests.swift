import Foundation
import LessonTestSupport
import Testing

@testable import LessonsCLI

/// The exact text of `--help` for the tool and each command, and of the usage errors, as
/// golden files in `Tests/Fixtures/CommandLine` (issue 30 item 3): a changed word, a lost
/// option or a misaligned column shows in review as a diff of the text a user reads.
/// `scripts/update-golden` rewrites them from the code.
@Suite struct CommandLineTextTests {
  static let folder = GoldenFiles.fixtures + "/CommandLine"

  static let commandNames = LessonsCommand.commands.map { $0.name }

  @Test func generalHelp() {
    let help = runLessons(["--help"])
    #expect(help.status == 0)
    #expect(help.error.isEmpty)
    if let difference = GoldenFiles.check(help.output, against: Self.folder + "/help/lessons.txt") {
      Issue.record(Comment(rawValue: difference))
    }
    #expect(runLessons(["-h"]).output == help.output)
    #expect(runLessons(["help"]).output == help.output)
  }

  @Test(arguments: commandNames)
  func commandHelp(_ name: String) {
    let help = runLessons(["help", name])
    #expect(help.status == 0)
    #expect(help.error.isEmpty)
    if let difference = GoldenFiles.check(help.output, against: Self.folder + "/help/\(name).txt") {
      Issue.record(Comment(rawValue: difference))
    }
    #expect(runLessons([name, "--help"]).output == help.output)
    #expect(runLessons([name, "-h"]).output == help.output)
  }

  /// Every option of every command is in its usage line with the same placeholder: the line
  /// is derived from the table (`Subcommand.usage`).
  @Test(arguments: commandNames)
  func usageLineNamesEveryOption(_ name: String) throws {
    let command = try #require(LessonsCommand.command(named: name))
    for option in command.options {
      #expect(command.usage.contains(option.display), "\(name): \(option.name)")
    }
  }

  /// Invocations that are bad usage, one or more per command; their exact stderr and
  /// status make `usage-errors.txt`, a transcript in the manner of cram tests.
  static let badInvocations: [[String]] = {
    var list: [[String]] = [
      [], ["chek"], ["--verison"], ["-x"], ["help", "chek"], ["help", "check", "run"],
      ["check", "--format", "xml"], ["check", "--jobs", "0"], ["check", "--jobs"],
      ["check", "--dry-run"], ["check", "--promote=yes"], ["fix", "--format", "xml"],
      ["fix", "--jobs", "-1"],
      ["run"], ["run", "a.txt"], ["run", "-"], ["run", "-", "--language", "kotlin"],
      ["build", "extra"], ["serve", "--port", "http"],
      // What other suites checked with `contains` or `hasPrefix`, now whole (issue 30 item 3).
      ["check", "--promot"], ["check", "--content", "/nonexistent/Content"],
      ["build", "--outptu", "x"],
      ["build", "--content", "/nonexistent/Content", "--output", "/nonexistent/o"],
      ["new"], ["run", "x.swift", "--show", "colour"],
      ["serve", "--port=0"], ["serve", "--port=65536"], ["serve", "--port=-1"],
    ]
    for command in LessonsCommand.commands {
      list.append([command.name, "--bogus"])
      if let option = command.options.first(where: { $0.valueName != nil }) {
        list.append([command.name, option.name])
      }
    }
    return list
  }()

  @Test func usageErrors() {
    var transcript = ""
    for arguments in Self.badInvocations {
      let result = runLessons(arguments)
      transcript += "$ " + (["lessons"] + arguments).joined(separator: " ") + "\n"
      transcript += result.output + result.error
      transcript += "[\(result.status)]\n\n"
      #expect(result.status == 64, "lessons \(arguments.joined(separator: " "))")
    }
    if let difference = GoldenFiles.check(transcript, against: Self.folder + "/usage-errors.txt") {
      Issue.record(Comment(rawValue: difference))
    }
  }
}
