// Shared by every fuzz target (compiled into each one by scripts/fuzz).

/// The input as text, invalid UTF-8 repaired as the tool's readers do.
func fuzzText(_ data: UnsafeRawPointer, _ size: Int) -> String {
  String(decoding: UnsafeRawBufferPointer(start: data, count: size), as: UTF8.self)
}

/// The input as bytes.
func fuzzBytes(_ data: UnsafeRawPointer, _ size: Int) -> [UInt8] {
  Array(UnsafeRawBufferPointer(start: data, count: size))
}

/// An invariant of the code under test: a violation is a finding, reported as a crash so
/// libFuzzer saves the input.
func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
  if !condition() { fatalError("fuzz invariant violated: \(message())") }
}
