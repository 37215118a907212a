import Testing

@testable import Scenarios

/// Swift as round 33's fresh container files write it (issue 26 §2; docs/FIDELITY-SURFACE.md
/// W20-W24). Every expected value is written from The Swift Programming Language (TSPL) or
/// the Swift Evolution proposal named before the run.
@Suite struct SwiftRound33Tests {
  private func prints(_ outcome: ScenarioOutcome) -> [String] {
    outcome.traceText.split(separator: "\n").filter { $0.hasPrefix("print") }
      .map { $0.dropFirst("print".count).trimmingCharacters(in: .whitespaces) }
  }

  private func blocks(_ outcome: ScenarioOutcome) -> [String] {
    outcome.traceText.split(separator: "\n").filter { $0.hasPrefix("block") }
      .map { $0.dropFirst("block".count).trimmingCharacters(in: .whitespaces) }
  }

  /// TSPL "Nested Types": a class declared inside a class is a type of its own, made and used
  /// by its name inside the outer one; `guard let host else` (SE-0345) and `while let` walk
  /// the presented controllers.
  @Test func nestedClassInsideAController() {
    let outcome = runScenario(
      """
      final class Root: UIViewController {
        private let bridge = Bridge()

        override func viewDidLoad() {
          super.viewDidLoad()
          bridge.host = self
          print(bridge.topmost() === self)
        }

        @MainActor
        private final class Bridge {
          weak var host: UIViewController?

          func topmost() -> UIViewController? {
            guard let host else { return nil }
            var presenter: UIViewController = host
            while let next = presenter.presentedViewController {
              presenter = next
            }
            return presenter
          }
        }
      }
      """, .swift, ["self=Root"])
    #expect(diagnosticSummary(outcome) == [])
    #expect(prints(outcome) == ["true"])
  }

  /// SE-0286 (forward-scan matching): an unlabelled trailing closure fills the next parameter
  /// of function type, here the memberwise initializer's `action`, leaving `title`'s default.
  @Test func trailingClosureFillsTheMemberwiseFunctionParameter() {
    let outcome = runScenario(
      """
      struct Row {
        var title = "Row"
        var action: (Int) -> Void
      }
      let row = Row { index in print("tapped", index) }
      row.action(2)
      let named = Row(title: "Named") { print("named", $0) }
      print(named.title)
      named.action(3)
      """, .swift)
    #expect(diagnosticSummary(outcome) == [])
    #expect(prints(outcome) == ["tapped 2", "Named", "named 3"])
  }

  /// SE-0316: a `@MainActor` class's async method is isolated to the main actor, so a task on
  /// the main actor awaits it without a hop (no `resume()` job); a `nonisolated` async method
  /// of a view controller runs off the main actor, and the task comes back in a new job
  /// (SE-0338).
  @Test func awaitHopsOnlyWhereTheIsolationDiffers() {
    let outcome = runScenario(
      """
      @MainActor final class ViewModel {
        func load() async -> Int { 1 }
      }

      class Screen: UIViewController {
        let model = ViewModel()
        nonisolated func fetch() async -> Int { 2 }

        override func viewDidLoad() {
          super.viewDidLoad()
          Task {
            let a = await model.load()
            print("main", a)
            let b = await fetch()
            print("back", b)
          }
        }
      }
      """, .swift, ["self=Screen"])
    #expect(diagnosticSummary(outcome) == [])
    #expect(prints(outcome) == ["main 1", "back 2"])
    #expect(blocks(outcome) == ["task()", "resume()"])
  }

  /// SE-0304: `Task.init` inherits the actor context. A task started in a main-actor method
  /// runs after the current job, so the code after `Task { … }` runs first.
  @Test func taskBodyRunsAfterTheCodeThatStartsIt() {
    let outcome = runScenario(
      """
      let child = UIViewController()
      Task {
        print("task", children.count)
      }
      addChild(child)
      print("started", children.count)
      """, .swift)
    #expect(diagnosticSummary(outcome) == [])
    #expect(prints(outcome) == ["started 1", "task 1"])
  }

  /// A task still suspended when the run ends (the app raised in a main-queue block before
  /// its timer fired) never resumes, and the run ends cleanly (W22 [I]).
  @Test func suspendedTaskEndsWithTheRun() {
    let outcome = runScenario(
      """
      Task {
        print("started")
        try await Task.sleep(nanoseconds: 1_000_000_000)
        print("never")
      }
      DispatchQueue.main.async {
        let a = UIViewController()
        let b = UIViewController()
        self.transition(from: a, to: b, duration: 0, options: [], animations: nil, completion: nil)
      }
      """, .swift)
    #expect(prints(outcome) == ["started"])
    #expect(outcome.traceText.contains("raise"))
  }

  /// SE-0199 `Bool.toggle()`: a mutating method, so the variable or stored property it is
  /// called on changes (`false` becomes `true`); a `let` cannot call it.
  @Test func boolToggleChangesTheVariable() {
    let outcome = runScenario(
      """
      var isOpen = false
      isOpen.toggle()
      print(isOpen)
      isOpen.toggle()
      print(isOpen)
      """, .swift)
    #expect(diagnosticSummary(outcome) == [])
    #expect(prints(outcome) == ["true", "false"])
  }

  /// TSPL "Initialization": a struct that declares an `init` has no memberwise initializer;
  /// the `init` assigns the new value's properties (`self.title = …`), the ones with default
  /// values already set, and the value is what `self` is when it returns.
  @Test func structInitializerRuns() {
    let outcome = runScenario(
      """
      struct Page {
        let title: String
        var visits = 0
        init(title: String) {
          self.title = title.uppercased()
          visits = 1
        }
      }
      let page = Page(title: "home")
      print(page.title, page.visits)
      """, .swift)
    #expect(diagnosticSummary(outcome) == [])
    #expect(prints(outcome) == ["HOME 1"])
  }

  /// TSPL "Nested Types": a type declared inside a function is a type the function's code
  /// makes and uses.
  @Test func localTypeInAFunction() {
    let outcome = runScenario(
      """
      func make() -> Int {
        struct Local { var x: Int }
        enum Side { case left, right }
        let side = Side.right
        return side == .right ? Local(x: 3).x : 0
      }
      print(make())
      """, .swift)
    #expect(diagnosticSummary(outcome) == [])
    #expect(prints(outcome) == ["3"])
  }

  /// TSPL "Do Statement": a `catch` clause may list several patterns, and runs when any of
  /// them matches; the clauses are tried in order.
  @Test func catchWithSeveralPatterns() {
    let outcome = runScenario(
      """
      enum LoadError: Error { case offline, timeout, denied }
      func load(_ error: LoadError) throws { throw error }
      for error in [LoadError.timeout, .denied] {
        do {
          try load(error)
        } catch LoadError.offline, LoadError.timeout {
          print("retry")
        } catch {
          print("give up")
        }
      }
      """, .swift)
    #expect(diagnosticSummary(outcome) == [])
    #expect(prints(outcome) == ["retry", "give up"])
  }

  /// An argument label that is a keyword (`for:` in `addTarget(_:action:for:)`) starts no
  /// loop: the Swift 4 spelling after it is still named as the compiler names it, with its
  /// fix-it, not "cannot find".
  @Test func keywordLabelDoesNotHideARenamedCall() {
    let outcome = runScenario(
      """
      class Container: UIViewController {
        let child = UIViewController()
        override func viewDidLoad() {
          super.viewDidLoad()
          let button = UIButton()
          button.addTarget(self, action: #selector(tap), for: .touchUpInside)
          addChildViewController(child)
        }
        @objc func tap() {}
      }
      """, .swift)
    #expect(diagnosticSummary(outcome) == ["7:5 scenario.renamed"])
    #expect(
      outcome.diagnostics.first?.message
        == "'addChildViewController' has been renamed to 'addChild(_:)'")
  }

  /// The Swift Standard Library, `OptionSet` and `SetAlgebra`: `insert(_:)` adds a member
  /// that is not there yet and says whether it did; `contains(_:)` finds it; an implicit
  /// member (`.pan`) names the option set's own static constant (TSPL "Implicit Member
  /// Expression").
  @Test func optionSetInsertAndContains() {
    let outcome = runScenario(
      """
      struct Triggers: OptionSet {
        let rawValue: Int
        static let pan = Triggers(rawValue: 1)
        static let scroll = Triggers(rawValue: 2)
      }
      var triggers: Triggers = []
      triggers.insert(.pan)
      let again = triggers.insert(.pan)
      print(triggers.contains(.pan), triggers.contains(.scroll), again.inserted)
      """, .swift)
    #expect(diagnosticSummary(outcome) == [])
    #expect(prints(outcome) == ["true false false"])
  }

  /// `-[NSString boolValue]` through the bridge (`(text as NSString).boolValue`): "1", "YES",
  /// "true" are true ("Y", "T" or a digit 1-9 first), "0" and "no" false; `integerValue`
  /// reads the leading integer.
  @Test func bridgedStringValues() {
    let outcome = runScenario(
      """
      let flags = ["1", "YES", "true", "0", "no"].map { ($0 as NSString).boolValue }
      print(flags, ("42px" as NSString).integerValue)
      """, .swift)
    #expect(diagnosticSummary(outcome) == [])
    #expect(prints(outcome) == ["[true, true, true, false, false] 42"])
  }

  /// TSPL "Optional Chaining" (Linking Multiple Levels of Chaining): `a??.b` chains through a
  /// double optional, twice `?`, not the nil-coalescing operator; `T??` is a type.
  @Test func doubleOptionalChaining() {
    let outcome = runScenario(
      """
      class Holder {
        var window: UIWindow?? = nil
      }
      let holder = Holder()
      let w: UIWindow?? = holder.window
      print(w??.rootViewController == nil, holder.window??.rootViewController == nil)
      """, .swift)
    #expect(diagnosticSummary(outcome) == [])
    #expect(prints(outcome) == ["true true"])
  }

  /// SE-0235 `Result`: `.success(value)` and `.failure(error)` made where a `Result` is
  /// expected, matched by `switch` with bindings, and `get()` gives the value.
  @Test func standardLibraryResult() {
    let outcome = runScenario(
      """
      enum LoadError: Error { case offline }
      func load(_ ok: Bool, _ completion: (Result<[String], LoadError>) -> Void) {
        completion(ok ? .success(["a", "b"]) : .failure(.offline))
      }
      for ok in [true, false] {
        load(ok) { result in
          switch result {
          case .success(let names):
            print("loaded", names.count, (try? result.get())?.count ?? 0)
          case .failure(let error):
            print("failed", error)
          }
        }
      }
      """, .swift)
    #expect(diagnosticSummary(outcome) == [])
    #expect(prints(outcome) == ["loaded 2 2", "failed offline"])
  }

  /// SE-0258: a SwiftUI or Combine property wrapper (`@Published`, `@State`) keeps its
  /// property a stored one: [I] no publisher, no SwiftUI update runs.
  @Test func propertyWrappersStoreTheirValue() {
    let outcome = runScenario(
      """
      final class Model: ObservableObject {
        @Published var count = 1
      }
      let model = Model()
      model.count += 1
      print(model.count)
      """, .swift)
    #expect(diagnosticSummary(outcome) == [])
    #expect(prints(outcome) == ["2"])
  }
}
