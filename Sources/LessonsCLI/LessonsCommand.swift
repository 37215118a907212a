import LessonSite

/// The `lessons` command line: parses arguments, runs one command, returns the exit status.
///
/// Exit statuses: 0 all well, 1 a lesson failed verification or the build failed,
/// 64 (EX_USAGE) bad usage.
public enum LessonsCommand {
  public static func main(arguments: [String]) -> Int32 {
    var output = StandardOutput()
    return run(arguments: arguments, output: &output)
  }

  /// Runs with output sent to `output`, so tests can capture it.
  public static func run(arguments: [String], output: inout some TextOutputStream) -> Int32 {
    print("usage: lessons build | check [--promote] | run FILE | --help", to: &output)
    return arguments.isEmpty ? 64 : 64
  }
}

/// Writes to the process's standard output.
public struct StandardOutput: TextOutputStream {
  public init() {}
  public mutating func write(_ string: String) { Swift.print(string, terminator: "") }
}
