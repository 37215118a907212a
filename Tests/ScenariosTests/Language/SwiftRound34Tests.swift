import Testing

@testable import Scenarios

/// Swift as round 34's fresh container files write it (issue 26 §2; docs/FIDELITY-SURFACE.md
/// W25). Every expected value is written from The Swift Programming Language (TSPL), the Swift
/// Evolution proposal or Apple's documentation named, before the run.
@Suite struct SwiftRound34Tests {
  private func prints(_ outcome: ScenarioOutcome) -> [String] {
    outcome.traceText.split(separator: "\n").filter { $0.hasPrefix("print") }
      .map { $0.dropFirst("print".count).trimmingCharacters(in: .whitespaces) }
  }

  /// TSPL "Extensions": an extension adds methods to a type the code declares, an enum here,
  /// written after it and with a `where` clause; the type keeps one declaration.
  @Test func extensionOfTheCodesOwnEnum() {
    let outcome = runScenario(
      """
      enum Result<Success, Failure: Swift.Error> {
        case success(Success)
        case failure(Failure)
      }
      extension Result {
        func get() throws -> Success {
          switch self {
          case .success(let value): return value
          case .failure(let error): throw error
          }
        }
        var isSuccess: Bool {
          if case .success = self { return true }
          return false
        }
      }
      enum LoadError: Error { case offline }
      let good: Result<Int, LoadError> = .success(3)
      let bad: Result<Int, LoadError> = .failure(.offline)
      print(try good.get(), good.isSuccess, bad.isSuccess)
      do {
        _ = try bad.get()
      } catch {
        print("caught", error)
      }
      """, .swift)
    #expect(diagnosticSummary(outcome) == [])
    #expect(prints(outcome) == ["3 true false", "caught offline"])
  }

  /// TSPL "Computed Properties": a struct's setter changes the value it is called on (a
  /// setter of a value type is mutating); a copy taken before keeps its old state.
  @Test func setterOfAStructsComputedProperty() {
    let outcome = runScenario(
      """
      struct Box {
        var store: [String: Int] = [:]
        let key: String
        var value: Int? {
          get { store[key] }
          set {
            store[key] = newValue
            print("set", newValue ?? -1)
          }
        }
      }
      var box = Box(key: "k")
      let before = box
      box.value = 3
      print(box.value ?? 0, before.value ?? 0)
      """, .swift)
    #expect(diagnosticSummary(outcome) == [])
    #expect(prints(outcome) == ["set 3", "3 0"])
  }

  /// SE-0258: a property wrapped by the code's own `@propertyWrapper` type is stored as the
  /// wrapper, made with its initializer (`wrappedValue:` first when the property has an initial
  /// value); reads and writes go through its `wrappedValue`, setter included.
  @Test func propertyWrapperTheCodeDeclares() {
    let outcome = runScenario(
      """
      @propertyWrapper
      struct Clamped {
        private var number: Int
        let limit: Int

        init(wrappedValue: Int, limit: Int) {
          self.limit = limit
          self.number = min(wrappedValue, limit)
        }

        var wrappedValue: Int {
          get { number }
          set {
            print("clamping", newValue)
            number = min(newValue, limit)
          }
        }
      }

      final class Pager: UIViewController {
        @Clamped(limit: 3) var page = 5

        override func viewDidLoad() {
          super.viewDidLoad()
          print(page)
          page = 2
          page += 4
          print(page, _page.limit)
        }
      }
      """, .swift)
    #expect(diagnosticSummary(outcome) == [])
    #expect(prints(outcome) == ["3", "clamping 2", "clamping 6", "3 3"])
  }

  /// Apple docs, "UserDefaults": `integer(forKey:)` / `bool(forKey:)` / `string(forKey:)` /
  /// `object(forKey:)` read the store (0, false and nil for a missing key),
  /// `removeObject(forKey:)` removes a key, and NSObject's `setValue(_:forKey:)` /
  /// `value(forKey:)` reach the same store; one store for the run, empty at the start, shared
  /// with Objective-C's `standardUserDefaults`.
  @Test func userDefaultsThroughTheSwiftNames() {
    let outcome = runScenario(
      """
      let defaults = UserDefaults.standard
      print(defaults.integer(forKey: "tab"), defaults.bool(forKey: "seen"), defaults.object(forKey: "seen") == nil)
      defaults.setValue(2, forKey: "tab")
      UserDefaults.standard.setValue(true, forKey: "seen")
      defaults.setValue("Ana", forKey: "name")
      print(defaults.integer(forKey: "tab"), defaults.bool(forKey: "seen"), defaults.string(forKey: "name") ?? "-")
      print(defaults.value(forKey: "tab") as? Int ?? 0, defaults.string(forKey: "tab") ?? "-")
      defaults.removeObject(forKey: "tab")
      print(defaults.integer(forKey: "tab"), defaults.object(forKey: "tab") == nil)
      """, .swift)
    #expect(diagnosticSummary(outcome) == [])
    #expect(prints(outcome) == ["0 false true", "2 true Ana", "2 2", "0 true"])
  }

  /// TSPL "Optional Chaining": Linking Multiple Levels: `delegate?.window??.rootViewController`
  /// goes through the optional delegate and its optional `window` property (a `UIWindow??`),
  /// read, bound, cast and assigned (the brief's parse of `?? .rootViewController`).
  @Test func chainThroughTheDelegatesDoubleOptionalWindow() {
    let outcome = runScenario(
      """
      let delegate = UIApplication.shared.delegate
      if let root = delegate?.window??.rootViewController {
        print(root === self)
      }
      let nav = UIApplication.shared.delegate?.window??.rootViewController as? UINavigationController
      print(nav == nil)
      """, .swift)
    #expect(diagnosticSummary(outcome) == [])
    #expect(prints(outcome) == ["true", "true"])
  }

  /// SE-0317 `async let` and [I] W26: each child runs off the main actor at once when it is
  /// declared (its prints come there), and the later `await` of the results finds them
  /// finished: the code after it goes on in the same job.
  @Test func asyncLetChildrenRunAtOnce() {
    let outcome = runScenario(
      """
      enum API {
        static func name() async -> String {
          print("name")
          return "Ana"
        }
        static func count() async -> Int {
          print("count")
          return 2
        }
      }
      override func viewDidLoad() {
        super.viewDidLoad()
        Task {
          async let name = API.name()
          async let count = API.count()
          print("both started")
          let summary = await "\\(name) \\(count)"
          print(summary)
        }
      }
      """, .swift)
    #expect(diagnosticSummary(outcome) == [])
    #expect(prints(outcome) == ["name", "count", "both started", "Ana 2"])
    #expect(!outcome.traceText.contains("resume()"))
  }

  /// SE-0304 task groups and [I] W26: the children run when added; `for await` takes their
  /// results in the order they finished (added), `next()` the next one, nil at the end.
  @Test func taskGroupResultsInOrder() {
    let outcome = runScenario(
      """
      func words() async -> String {
        await withTaskGroup(of: String.self) { group -> String in
          group.addTask { "Hello" }
          group.addTask { "Road" }
          var collected = [String]()
          for await value in group {
            collected.append(value)
          }
          print(await group.next() == nil)
          return collected.joined(separator: " ")
        }
      }
      override func viewDidLoad() {
        super.viewDidLoad()
        Task {
          print(await words())
        }
      }
      """, .swift)
    #expect(diagnosticSummary(outcome) == [])
    #expect(prints(outcome) == ["true", "Hello Road"])
  }

  /// SE-0300: `withCheckedContinuation` runs its closure at once and the task waits until the
  /// continuation is resumed, here from a later main-queue block; a task on the main actor
  /// goes on as a new main-queue job (`block resume()`, W21). SE-0304: `checkCancellation()`
  /// throws `CancellationError()` once the task is cancelled.
  @Test func continuationResumedLaterAndCancellation() {
    let outcome = runScenario(
      """
      var task: Task<Void, Never>?
      override func viewDidLoad() {
        super.viewDidLoad()
        task = Task {
          let value: Int = await withCheckedContinuation { continuation in
            print("waiting")
            DispatchQueue.main.async {
              print("resuming")
              continuation.resume(returning: 7)
            }
          }
          print("got", value)
          task?.cancel()
          do {
            try Task.checkCancellation()
            print("not cancelled")
          } catch {
            print("caught", error)
          }
        }
      }
      """, .swift)
    #expect(diagnosticSummary(outcome) == [])
    #expect(prints(outcome) == ["waiting", "resuming", "got 7", "caught CancellationError()"])
    #expect(outcome.traceText.contains("block     resume()"))
  }

  /// TSPL "Properties": Global and Local Variables: a local variable's observers run around
  /// each assignment, an element of an array of structs changed in place included (it assigns
  /// the array), and not for a property of an object the array holds; not again inside them.
  @Test func observersOfALocalVariable() {
    let outcome = runScenario(
      """
      struct Foo { var property = "value" }
      final class Bar { var property = "value" }
      var structs = [Foo(), Foo()] {
        didSet { print("structs", structs[0].property) }
      }
      var classes = [Bar()] {
        didSet { print("classes") }
      }
      var count = 0 {
        willSet { print("will", count, newValue) }
        didSet(old) {
          if count > 5 { count = 5 }
          print("did", old, count)
        }
      }
      structs[0].property = "new"
      classes[0].property = "new"
      count = 9
      count += 1
      """, .swift)
    #expect(diagnosticSummary(outcome) == [])
    #expect(
      prints(outcome) == ["structs new", "will 0 9", "did 0 5", "will 5 6", "did 5 5"])
  }

  /// TSPL "Advanced Operators": functions named by an operator implement it for operands of
  /// their parameter types, a specific type before a generic one; an `inout` left operand gets
  /// the parameter's final value; Swift's own `<<` still shifts integers.
  @Test func operatorFunctionsTheCodeDeclares() {
    let outcome = runScenario(
      """
      func <<(lhs: UIView, rhs: UIView) {
        lhs.addSubview(rhs)
      }

      func <<(lhs: UIViewController, rhs: UIViewController) {
        lhs.addChild(rhs)
      }

      func << <V>(lhs: inout Array<V>, rhs: V) {
        lhs.append(rhs)
      }

      let child = UIViewController()
      var names: [String] = []

      override func viewDidLoad() {
        super.viewDidLoad()
        self << child
        view << child.view
        child.didMove(toParent: self)
        names << "child"
        print(names, 1 << 3)
      }
      """, .swift)
    #expect(diagnosticSummary(outcome) == [])
    #expect(prints(outcome) == ["[\"child\"] 8"])
    #expect(outcome.traceText.contains("self.addChild(child)"))
    #expect(outcome.traceText.contains("self.view.addSubview(child.view)"))
  }

  /// TSPL "Advanced Operators": Custom Operators: `infix operator` declares a new operator,
  /// here with AdditionPrecedence, so `*` binds tighter.
  @Test func customInfixOperator() {
    let outcome = runScenario(
      """
      infix operator +++: AdditionPrecedence
      func +++ (lhs: Int, rhs: Int) -> Int {
        lhs * 10 + rhs
      }
      print(1 +++ 2 * 3)
      """, .swift)
    #expect(diagnosticSummary(outcome) == [])
    #expect(prints(outcome) == ["16"])
  }

  /// SE-0289: a closure passed for a `@resultBuilder` parameter returns `buildBlock` of its
  /// expression statements' values, each through `buildExpression` when the builder declares
  /// it; a declaration in it runs in order.
  @Test func resultBuilderClosure() {
    let outcome = runScenario(
      """
      @resultBuilder
      struct NameBuilder {
        static func buildExpression(_ name: String) -> String {
          name.uppercased()
        }
        static func buildBlock(_ parts: String...) -> [String] {
          parts
        }
      }

      func names(@NameBuilder _ make: (String) -> [String]) -> [String] {
        make("b")
      }

      let built = names {
        "a"
        let second = $0
        second
        "c"
      }
      print(built)
      """, .swift)
    #expect(diagnosticSummary(outcome) == [])
    #expect(prints(outcome) == ["[\"A\", \"B\", \"C\"]"])
  }

  /// DESIGN.md section 4: a controller is named the way the code first names it. Inside its own
  /// initializer it is `self`; assigning it there to another object's property
  /// (`bridge.host = self`) does not name it: the code that creates it does (`root`).
  @Test func aControllerIsNotNamedFromInsideItsOwnInitializer() {
    let outcome = runScenario(
      """
      final class Bridge {
        weak var host: UIViewController?
      }
      final class Root: UIViewController {
        let bridge = Bridge()
        init() {
          super.init(nibName: nil, bundle: nil)
          bridge.host = self
        }
        required init?(coder: NSCoder) { fatalError() }
      }
      let root = Root()
      addChild(root)
      """, .swift)
    #expect(diagnosticSummary(outcome) == [])
    #expect(outcome.traceText.contains("self.addChild(root)"))
  }

  /// TSPL "Property Observers" (W2): a stored property of the code's own view class runs its
  /// observers when assigned from outside after the view is made, the view as `self`.
  @Test func observersOfAViewClassStoredProperty() {
    let outcome = runScenario(
      """
      final class ContainerCell: UIView {
        weak var host: UIViewController? {
          didSet { print("host set", host === oldValue, subviews.count) }
        }
        var count = 0 {
          willSet { print("will", count, newValue) }
        }
      }
      let cell = ContainerCell()
      cell.host = self
      cell.count = 2
      """, .swift)
    #expect(diagnosticSummary(outcome) == [])
    #expect(prints(outcome) == ["host set false 0", "will 0 2"])
  }
}
