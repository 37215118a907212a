import Foundation
import Testing

@testable import Scenarios

/// Swift control flow as app code writes it (issue 26, item 2): error handling, labelled
/// statements, `fallthrough`, `if`/`switch` expressions, `if var`, and the precise refusal of
/// Swift concurrency. Each expectation is The Swift Programming Language's rule, cited.
@Suite struct SwiftControlFlowTests {
  // Its scenarios with their expected traces: Tests/Fixtures/Traces/language/swift-control-flow.md.
  private func prints(_ outcome: ScenarioOutcome) -> [String] {
    outcome.traceText.split(separator: "\n").filter { $0.hasPrefix("print") }
      .map { $0.dropFirst("print".count).trimmingCharacters(in: .whitespaces) }
  }

  /// "Error Handling": an error no `catch` handles ends the program where it was thrown
  /// (Swift: "Fatal error: Error raised at top level"); nothing after it runs, and the
  /// `defer` bodies of the scopes it left have run.
  @Test func uncaughtErrorStopsAtTheThrow() {
    let outcome = runScenario(
      """
      enum Failure: Error { case broken }
      func fail() throws {
        defer { print("cleanup") }
        throw Failure.broken
      }
      try fail()
      print("after")
      """, .swift)
    #expect(diagnosticSummary(outcome) == ["4:3 scenario.assertion-failed"])
    #expect(outcome.diagnostics.first?.message.contains("`broken` was thrown") == true)
    #expect(prints(outcome) == ["cleanup"])
  }

  /// "Disabling Error Propagation": `try!` of a call that throws is a run-time error at the
  /// `try!`.
  @Test func forcedTryOfAThrowingCallStops() {
    let outcome = runScenario(
      """
      enum Failure: Error { case broken }
      func fail() throws -> Int { throw Failure.broken }
      let n = try! fail()
      print(n)
      """, .swift)
    #expect(diagnosticSummary(outcome) == ["3:9 scenario.assertion-failed"])
    #expect(prints(outcome) == [])
  }

  /// "Do Statement": a `catch` whose pattern does not match lets the error go on to the
  /// enclosing `do`; a `where` clause is part of the match.
  @Test func unmatchedCatchPassesTheErrorOutward() {
    let outcome = runScenario(
      """
      enum Failure: Error { case broken(code: Int), lost }
      do {
        do {
          throw Failure.broken(code: 7)
        } catch Failure.broken(let code) where code < 5 {
          print("small", code)
        } catch Failure.lost {
          print("lost")
        }
        print("not reached")
      } catch Failure.broken(let code) {
        print("outer", code)
      } catch {
        print("other")
      }
      """, .swift)
    #expect(outcome.diagnostics == [])
    #expect(prints(outcome) == ["outer 7"])
  }

  /// "Labeled Statement": `break outer` leaves the labelled loop from inside a `switch`;
  /// `continue outer` goes on with its next iteration.
  @Test func labelledBreakAndContinue() {
    let outcome = runScenario(
      """
      outer: for i in 0..<4 {
        switch i {
        case 1: continue outer
        case 3: break outer
        default: break
        }
        var j = 0
        inner: while true {
          j += 1
          if j > 1 { break inner }
        }
        print(i, j)
      }
      print("done")
      """, .swift)
    #expect(outcome.diagnostics == [])
    #expect(prints(outcome) == ["0 2", "2 2", "done"])
  }

  /// "Fallthrough Statement": only as a case's last statement, never into a case that binds
  /// names.
  @Test func fallthroughRefusedWhereSwiftRefusesIt() {
    let nested = runScenario(
      """
      let n = 1
      switch n {
      case 1:
        if n > 0 { fallthrough }
      default: print("d")
      }
      """, .swift)
    #expect(diagnosticSummary(nested) == ["4:14 scenario.unsupported"])
    let binding = runScenario(
      """
      let pair = (1, 2)
      switch pair {
      case (1, _):
        fallthrough
      case (let a, _):
        print(a)
      }
      """, .swift)
    #expect(diagnosticSummary(binding) == ["5:1 scenario.syntax"])
  }

  /// SE-0380: an `if` expression has a value on every path, so it needs an `else`.
  @Test func ifExpressionWithoutElseIsAnError() {
    let outcome = runScenario(
      """
      let n = 1
      let label = if n > 0 { "positive" }
      print(label)
      """, .swift)
    #expect(diagnosticSummary(outcome) == ["2:13 scenario.syntax"])
  }

  /// "Optional Binding": `if var` / `guard var` bind a copy the body may change; the
  /// optional itself is unchanged.
  @Test func ifVarChangesACopy() {
    let outcome = runScenario(
      """
      var names: [String]? = ["a"]
      if var copy = names {
        copy.append("b")
        print(copy.count)
      }
      print(names!.count)
      """, .swift)
    #expect(outcome.diagnostics == [])
    #expect(prints(outcome) == ["2", "1"])
  }

  /// The parts of Swift concurrency the model does not run are refused by name, at the word
  /// that starts them: `async let` with a tuple pattern, `withTaskCancellationHandler` (its
  /// handler runs when another task cancels); the message names what is modelled (W20-W22,
  /// W26), and nothing of the block runs.
  @Test(arguments: [
    ("print(\"a\")\nasync let (n, m) = (load(), load())", "2:1", "async let with a tuple pattern"),
    (
      "print(\"a\")\nTask {\n  await withTaskCancellationHandler {\n  } onCancel: {\n  }\n}", "3:9",
      "withTaskCancellationHandler"
    ),
  ])
  func unmodelledConcurrencyIsRefusedPrecisely(
    _ source: String, _ position: String, _ word: String
  ) {
    let outcome = runScenario(source, .swift)
    #expect(diagnosticSummary(outcome) == ["\(position) scenario.unsupported"])
    #expect(
      outcome.diagnostics.first?.message
        == "Swift concurrency (`\(word)`) is not supported in scenarios; supported: "
        + "`Task { … }` and `await` of async functions, `MainActor.run`, `Task.sleep`; "
        + "`DispatchQueue.main.async { … }` for work after this run-loop turn")
    #expect(prints(outcome) == [])
  }

  /// SE-0300: a continuation resumed inside its own closure, before the task would suspend:
  /// the task goes on at once with the value (W26).
  @Test func continuationResumedInItsClosure() {
    let outcome = runScenario(
      """
      print("before")
      Task {
        let value = await withCheckedContinuation { continuation in
          continuation.resume(returning: 1)
        }
        print(value)
      }
      """, .swift)
    #expect(diagnosticSummary(outcome) == [])
    #expect(prints(outcome) == ["before", "1"])
  }
}
