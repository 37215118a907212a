import Testing

@testable import LessonsCLI

/// Usage errors: the usage line, a --help hint, a suggestion, exit 64 (EX_USAGE). The exact
/// text of `--help` and of every usage error is `CommandLineTextTests`' (golden files).
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

  @Test func version() {
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
  }
}
