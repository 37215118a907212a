import Foundation

/// The wall time of each step of a build, printed to standard error when the environment
/// sets `LESSONS_STEP_TIMES` (to anything): how `scripts/bench` and a profiling session see
/// where a rebuild's time goes without a profiler's overhead. Silent otherwise.
struct StepClock {
  /// Read once a process.
  static let isOn = getenv("LESSONS_STEP_TIMES") != nil

  private var last: UInt64 = DispatchTime.now().uptimeNanoseconds

  /// Prints the time since the last mark (or since the clock was made) as `step NAME MS`.
  mutating func mark(_ name: String) {
    guard Self.isOn else { return }
    let now = DispatchTime.now().uptimeNanoseconds
    let milliseconds = Double(now - last) / 1_000_000
    FileHandle.standardError.write(
      Data("step \(name) \(String(format: "%.1f", milliseconds))\n".utf8))
    last = now
  }
}
