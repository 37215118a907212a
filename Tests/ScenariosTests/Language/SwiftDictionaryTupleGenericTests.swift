import Testing

@testable import Scenarios

/// Dictionaries, tuples and generics as Swift app code uses them (issue 26, item 2), each with
/// the semantics The Swift Programming Language gives it. The expected output is written
/// from the rule, not from a run.
@Suite struct SwiftDictionaryTupleGenericTests {
  private func prints(_ outcome: ScenarioOutcome) -> [String] {
    outcome.traceText.split(separator: "\n").filter { $0.hasPrefix("print") }
      .map { $0.dropFirst("print".count).trimmingCharacters(in: .whitespaces) }
  }

  /// "Collection Types", Dictionaries: `[:]` is empty; the subscript returns an optional (nil
  /// for a missing key); assigning a value adds or replaces it, assigning `nil` removes the
  /// key; `updateValue(_:forKey:)` and `removeValue(forKey:)` return the old value; iterating
  /// gives `(key, value)` pairs; `description` is `["key": value]` with strings quoted, `[:]`
  /// when empty. A dictionary is a value: changing a copy leaves the original alone.
  @Test func dictionariesAsTheSwiftBookDescribesThem() {
    let outcome = runScenario(
      """
      class ContainerViewController: UIViewController {
        var pages: [String: UIViewController] = [:]
        var counts = ["a": 1, "b": 2]
        override func viewDidLoad() {
          super.viewDidLoad()
          print(pages.isEmpty, pages.count)
          pages["home"] = UIViewController()
          counts["c"] = 3
          counts["a"] = nil
          print(counts["b"] ?? 0, counts["a"] == nil, counts.count)
          if let home = pages["home"] { addChild(home) }
          for (key, value) in counts where key == "c" { print(key, value) }
          let old = counts.updateValue(5, forKey: "b")
          print(old ?? 0, counts["b"]!)
          print(counts.removeValue(forKey: "z") == nil)
          var copy = counts
          copy["b"] = 7
          print(counts["b"]!, copy["b"]!)
          print(["k": "v"], [String: Int]())
          print(counts.keys.contains("c"), counts.values.contains(3))
        }
      }
      """, .swift)
    #expect(outcome.diagnostics == [])
    #expect(
      prints(outcome) == [
        "true 0", "2 true 2", "c 3", "2 5", "true", "5 7", #"["k": "v"] [:]"#, "true true",
      ])
    #expect(outcome.traceText.contains("self.addChild("))
  }

  /// "Tuples": elements by position (`pair.0`) or label (`range.low`); `let (a, b) = pair`
  /// binds each name, `_` ignores one; a tuple converted to a labelled tuple type takes its
  /// labels (`return (1, 9)` from `-> (low: Int, high: Int)`); `print` shows `(3, "three")`
  /// and `(low: 1, high: 9)`; tuples of equatable elements compare with `==`; a `var` tuple's
  /// element can be assigned.
  @Test func tuplesAndDestructuring() {
    let outcome = runScenario(
      """
      class ContainerViewController: UIViewController {
        func bounds() -> (low: Int, high: Int) {
          return (1, 9)
        }
        override func viewDidLoad() {
          super.viewDidLoad()
          let pair = (3, "three")
          print(pair.0, pair.1)
          let (number, name) = pair
          print(number, name)
          let (_, only) = pair
          print(only)
          let range = bounds()
          print(range.low, range.high, range)
          print(pair)
          var point = (x: 1, y: 2)
          point.x = 5
          print(point, point == (5, 2))
        }
      }
      """, .swift)
    #expect(outcome.diagnostics == [])
    #expect(
      prints(outcome) == [
        "3 three", "3 three", "three", "1 9 (low: 1, high: 9)", #"(3, "three")"#,
        "(x: 5, y: 2) true",
      ])
  }

  /// "Generics": a generic class (`Box<T>`), a generic method with a constraint and a `where`
  /// clause, and an explicit specialisation (`Box<Int>(3)`) run as their non-generic forms
  /// would; `Dictionary<String, Int>()` is an empty dictionary.
  @Test func genericTypesAndFunctions() {
    let outcome = runScenario(
      """
      class Box<T> {
        var value: T
        init(_ value: T) {
          self.value = value
        }
      }
      class ContainerViewController: UIViewController {
        func firstChild<T: UIViewController>(of items: [T]) -> T? where T: AnyObject {
          return items.first
        }
        override func viewDidLoad() {
          super.viewDidLoad()
          let box = Box(UIViewController())
          addChild(box.value)
          let numbers = Box<Int>(3)
          print(numbers.value, Dictionary<String, Int>().count)
          if let child = firstChild(of: children) {
            view.addSubview(child.view)
          }
        }
      }
      """, .swift)
    #expect(outcome.diagnostics == [])
    #expect(prints(outcome) == ["3 0"])
    #expect(outcome.traceText.contains("self.addChild("))
    #expect(outcome.traceText.contains("view.addSubview("))
  }

  /// A dictionary literal with a key twice is a run-time trap in Swift ("Fatal error:
  /// Dictionary literal contains duplicate keys").
  @Test func duplicateKeysInALiteralTrap() {
    let outcome = runScenario(
      """
      class ContainerViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let titles = ["a": 1, "a": 2]
          print(titles)
        }
      }
      """, .swift)
    #expect(outcome.diagnostics.map(\.id.rawValue) == ["scenario.assertion-failed"])
  }

  /// swiftc: "value of tuple type '(Int, Int)' has no member '5'": a position past the end
  /// is an error that names the tuple's elements, never UIKit's API; `[K: [L: (A, B)]]()` is a
  /// type (nested dictionary and tuple types) and makes an empty dictionary.
  @Test func tupleElementOutOfRangeAndNestedDictionaryTypes() {
    let outcome = runScenario(
      """
      class ContainerViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let nested = [Int: [String: (Int, Int)]]()
          print(nested.count)
          let pair = (1, 2)
          print(pair.5)
        }
      }
      """, .swift)
    #expect(diagnosticSummary(outcome) == ["7:16 scenario.type-mismatch"])
    #expect(outcome.diagnostics.allSatisfy { !$0.message.contains("modelled UIKit API") })
    #expect(prints(outcome) == ["0"])
  }

  /// swiftc: "tuple pattern cannot match values of the non-tuple type 'Int'": a tuple
  /// pattern over a value that is not a tuple names the pattern.
  @Test func tuplePatternOverANonTupleNamesThePattern() {
    let outcome = runScenario(
      """
      class ContainerViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          for (key, value) in [1, 2] { print(key, value) }
        }
      }
      """, .swift)
    #expect(diagnosticSummary(outcome) == ["4:9 scenario.type-mismatch"])
    #expect(outcome.diagnostics.first?.message.contains("`(key, value)`") == true)
  }
}
