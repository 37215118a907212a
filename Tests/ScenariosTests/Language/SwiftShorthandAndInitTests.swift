import Testing

@testable import Scenarios

/// Swift spellings the round-28 sweep met (issue 26; /work/notes/inbox-languages.md L1, L2).
@Suite struct SwiftShorthandAndInitTests {
  private func prints(_ outcome: ScenarioOutcome) -> [String] {
    outcome.traceText.split(separator: "\n").filter { $0.hasPrefix("print") }
      .map { $0.dropFirst("print".count).trimmingCharacters(in: .whitespaces) }
  }

  /// The Swift Programming Language, "Shorthand Argument Names", and SE-0110's exception: a
  /// closure given one tuple argument whose body uses `$1` takes the tuple's elements as
  /// `$0`, `$1`; `enumerated()` gives `(offset, element)`, a dictionary `(key, value)`.
  @Test func shorthandArgumentsDestructureATuple() {
    let outcome = runScenario(
      """
      class ContainerViewController: UIViewController {
        let pages = [UIViewController(), UIViewController()]
        override func viewDidLoad() {
          super.viewDidLoad()
          pages.enumerated().forEach { addChild($1); print($0) }
          let counts = ["x": 1]
          counts.forEach { print($0, $1) }
          counts.forEach { print($0.key) }
        }
      }
      """, .swift)
    #expect(outcome.diagnostics == [])
    #expect(prints(outcome) == ["0", "1", "x 1", "x"])
    #expect(outcome.traceText.components(separatedBy: "self.addChild(").count == 3)
  }

  /// "Initializer Expression": `T.init(args)` is `T(args)`, for UIKit's classes and for the
  /// project's: a class the excerpt leaves out behaves the same in both spellings, never
  /// blamed on UIKit.
  @Test func explicitInitIsTheInitializerCall() {
    let runs = runScenario(
      """
      class ContainerViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let child = UIViewController.init(nibName: nil, bundle: nil)
          addChild(child)
        }
      }
      """, .swift)
    #expect(runs.diagnostics == [])
    #expect(runs.traceText.contains("self.addChild("))
    func project(_ creation: String) -> ScenarioOutcome {
      runScenario(
        """
        class RootViewController: UIViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            let child1 = \(creation)(nibName: "Child1ViewController", bundle: nil)
            addChild(child1)
          }
        }
        """, .swift)
    }
    let explicit = project("Child1ViewController.init")
    let plain = project("Child1ViewController")
    #expect(explicit.diagnostics.map(\.id) == plain.diagnostics.map(\.id))
    #expect(explicit.traceText == plain.traceText)
    #expect(explicit.diagnostics.allSatisfy { !$0.message.contains("modelled UIKit API") })
    #expect(explicit.traceText.contains("self.addChild(child1)"))
  }
}
