// Shared by every fuzz target (compiled into each one by scripts/fuzz).
import Scenarios

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

/// libFuzzer's one-time setup, before the first input: runs one scenario in each language, so
/// that what the interpreter builds once a process (the UIKit surface read from its text, the
/// rename tables derived from it) is built here and not inside the first input's run, where
/// on a busy machine it took longer than the 2 s limit for one input and was reported as a
/// timeout of that input.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(
  _ argc: UnsafeMutablePointer<Int32>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> Int32 {
  _ = ScenarioRunner().run("addChild(UIViewController())", language: .swift)
  _ = ScenarioRunner().run("[self addChildViewController:[UIViewController new]];", language: .objc)
  return 0
}
