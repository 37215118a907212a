import Foundation
import LessonSite
import LessonTestSupport

@testable import LessonsCLI

/// Runs `lessons` in-process with the fake interpreter and captured stdout and stderr.
struct CLIResult {
  var status: Int32
  var output: String
  var error: String
}

func runLessons(
  _ arguments: [String], terminal: Bool = false,
  executor: any ScenarioExecuting = FakeExecutor(), standardInput: String = ""
) -> CLIResult {
  let output = OutputBuffer()
  let error = OutputBuffer()
  let input = Array(standardInput.utf8)
  let environment = CommandEnvironment(
    executor: executor, write: output.append, writeError: error.append,
    errorIsTerminal: terminal, defaultJobs: 2, readStandardInput: { input })
  let status = LessonsCommand.run(arguments: arguments, environment: environment)
  return CLIResult(status: status, output: output.text, error: error.text)
}
