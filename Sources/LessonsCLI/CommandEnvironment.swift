import Foundation
import LessonSite
import Scenarios

/// What a command may use from the outside world: where output goes, whether stderr is a
/// terminal (for progress), how scenarios run, and how many cores there are. Tests build one
/// with captured output and a fake runner.
package struct CommandEnvironment: Sendable {
  package var executor: any ScenarioExecuting
  /// Standard output: results, diagnostics, the summary line.
  package var write: @Sendable (String) -> Void
  /// Standard error: usage errors, progress.
  package var writeError: @Sendable (String) -> Void
  /// Progress is drawn only on a terminal, never into a pipe or a log.
  package var errorIsTerminal: Bool
  /// `--jobs` default.
  package var defaultJobs: Int
  /// All of standard input (`lessons run -`).
  package var readStandardInput: @Sendable () -> [UInt8]
  /// The `malloc` serving the process, when the executable chose one (`--version`).
  package var allocator: String?
  /// The process exits when the command returns (the real command line; not the tests,
  /// which run many commands in one process): `build` leaves its memory to the exit.
  package var exitsAfterCommand = false

  package init(
    executor: any ScenarioExecuting, write: @escaping @Sendable (String) -> Void,
    writeError: @escaping @Sendable (String) -> Void, errorIsTerminal: Bool, defaultJobs: Int,
    readStandardInput: @escaping @Sendable () -> [UInt8] = { [] }
  ) {
    self.readStandardInput = readStandardInput
    self.executor = executor
    self.write = { write(TerminalText.sanitize($0)) }  // scenario output and source lines
    self.writeError = writeError
    self.errorIsTerminal = errorIsTerminal
    self.defaultJobs = max(1, defaultJobs)
  }

  /// The real process: stdout, stderr, the scenario interpreter, every core.
  package static var process: CommandEnvironment {
    CommandEnvironment(
      executor: ScenarioRunner(),
      write: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
      writeError: { text in FileHandle.standardError.write(Data(text.utf8)) },
      errorIsTerminal: isatty(STDERR_FILENO) != 0,
      defaultJobs: ProcessInfo.processInfo.activeProcessorCount,
      readStandardInput: { Array(FileHandle.standardInput.readDataToEndOfFile()) })
  }
}
