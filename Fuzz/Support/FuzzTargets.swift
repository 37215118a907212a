// The one executable of every fuzz target: libFuzzer's entry point runs the target named by
// the executable's own name (scripts/fuzz links `.build/fuzz/bin/<target>` to it) or by
// FUZZ_TARGET. One link instead of one per target: each link carries the whole project.
import Foundation
import Scenarios

/// Each target's name (its file in Fuzz/Targets, its folders in Fuzz/corpus and .build/fuzz)
/// and its entry point.
let fuzzTargets: [(name: String, run: @Sendable (UnsafeRawPointer, Int) -> CInt)] = [
  ("swift-parser", fuzzSwiftParser), ("objc-parser", fuzzObjCParser),
  ("interpreter", fuzzInterpreter), ("markdown", fuzzMarkdown), ("promotion", fuzzPromotion),
  ("mustache", fuzzMustache), ("site-json", fuzzSiteJSON),
]

/// The target this process runs, chosen once in `LLVMFuzzerInitialize` before any input.
nonisolated(unsafe) var selectedFuzzTarget: (UnsafeRawPointer, Int) -> CInt = { _, _ in 0 }

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
  selectedFuzzTarget(data, size)
}

/// libFuzzer's one-time setup, before the first input. It picks the target, then runs one
/// scenario in each language, so that what the interpreter builds once a process (the UIKit
/// surface read from its text, the rename tables derived from it) is built here and not
/// inside the first input's run, where on a busy machine it took longer than the 2 s limit
/// for one input and was reported as a timeout of that input.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(
  _ argc: UnsafeMutablePointer<Int32>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> Int32 {
  let program = argv.pointee?.pointee.map { String(cString: $0) } ?? ""
  let name =
    ProcessInfo.processInfo.environment["FUZZ_TARGET"]
    ?? String(program.split(separator: "/").last ?? "")
  guard let target = fuzzTargets.first(where: { $0.name == name }) else {
    let names = fuzzTargets.map(\.name).joined(separator: " ")
    FileHandle.standardError.write(
      Data(
        ("fuzz: no target named '\(name)': run .build/fuzz/bin/<target>, or set FUZZ_TARGET to one"
          + " of: \(names)\n").utf8))
    exit(64)
  }
  selectedFuzzTarget = target.run
  _ = ScenarioRunner().run("addChild(UIViewController())", language: .swift)
  _ = ScenarioRunner().run("[self addChildViewController:[UIViewController new]];", language: .objc)
  return 0
}
