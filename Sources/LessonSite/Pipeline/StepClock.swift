import Foundation

/// The wall time of each step of a build, printed to standard error when the environment
/// sets `LESSONS_STEP_TIMES` (to anything): how `scripts/bench` and a profiling session see
/// where a rebuild's time goes without a profiler's overhead. Silent otherwise.
struct StepClock {
  /// Read once a process.
  static let isOn = getenv("LESSONS_STEP_TIMES") != nil

  private var last: UInt64 = DispatchTime.now().uptimeNanoseconds
  private var lastCPU: UInt64 = Self.processCPU()

  /// Prints the time since the last mark (or since the clock was made) as
  /// `step NAME MS cpu MS`: wall time, then the CPU time of every thread of the process (on
  /// a busy machine the second is the figure that holds still).
  mutating func mark(_ name: String) {
    guard Self.isOn else { return }
    let now = DispatchTime.now().uptimeNanoseconds
    let cpu = Self.processCPU()
    let milliseconds = Double(now - last) / 1_000_000
    let cpuMilliseconds = Double(cpu &- lastCPU) / 1_000_000
    FileHandle.standardError.write(
      Data(
        "step \(name) \(String(format: "%.1f", milliseconds)) cpu \(String(format: "%.1f", cpuMilliseconds))\n"
          .utf8))
    last = now
    lastCPU = cpu
  }

  /// User plus system time of the whole process so far, in nanoseconds.
  private static func processCPU() -> UInt64 {
    guard isOn else { return 0 }
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
  }
}
