import Testing

@testable import LessonsCLI

/// Usage errors: the usage line, a --help hint, a suggestion, exit 64 (EX_USAGE).
@Suite struct UsageTests {
  @Test func noArgumentsIsAUsageError() {
    var output = ""
    #expect(LessonsCommand.run(arguments: [], output: &output) == 64)
    #expect(output.contains("usage: lessons"))
  }

  @Test func mistypedCommandSuggestsTheRightOne() {
    let result = runLessons(["chek"])
    #expect(result.status == 64)
    #expect(result.output.isEmpty)
    #expect(
      result.error == """
        error: unknown command `chek`; did you mean `check`?
        usage: \(LessonsCommand.usageLine)

        """)
    // The usage line points at `lessons --help` once, not twice.
    #expect(result.error.components(separatedBy: "lessons --help").count == 2)
  }

  @Test func mistypedFlagSuggestsTheRightOne() {
    let result = runLessons(["check", "--promot"])
    #expect(result.status == 64)
    #expect(
      result.error.hasPrefix(
        "error: unknown option `--promot` for `lessons check`; did you mean `--promote`?\n"
          + "usage: lessons check [PATH…]"))
    #expect(result.error.hasSuffix("See `lessons check --help`.\n"))
  }

  @Test(arguments: [
    ["check", "--format", "xml"], ["check", "--jobs", "0"], ["check", "--jobs"],
    ["check", "--dry-run"], ["run"], ["run", "a.txt"], ["help", "chek"], ["--verison"],
    ["check", "--promote=yes"],
  ])
  func badUsageExits64(arguments: [String]) {
    let result = runLessons(arguments)
    #expect(result.status == 64)
    #expect(result.error.hasPrefix("error: "))
    #expect(result.error.contains("--help"))
  }

  @Test func versionAndHelp() {
    let version = runLessons(["--version"])
    #expect(version.status == 0)
    #expect(version.output == "lessons 0.1.0\n")
    // The executable names its allocator (Sources/lessons/main.swift).
    var environment = CommandEnvironment.process
    let output = OutputBuffer()
    environment.write = output.append
    environment.allocator = "mimalloc 2.0.9"
    #expect(LessonsCommand.run(arguments: ["--version"], environment: environment) == 0)
    #expect(output.text == "lessons 0.1.0\nallocator: mimalloc 2.0.9\n")
    let help = runLessons(["--help"])
    #expect(help.status == 0)
    // Names are padded to the longest command name (`translations`).
    #expect(help.output.contains("  check         Run every scenario"))
    #expect(help.output.contains("  run           Run a snippet or a lesson"))
    let checkHelp = runLessons(["help", "check"])
    #expect(checkHelp.status == 0)
    #expect(checkHelp.output.contains("usage: lessons check [PATH…] [--content DIR]"))
    #expect(checkHelp.output.contains("--require-traces"))
    #expect(runLessons(["check", "--help"]).output == checkHelp.output)
  }
}
