import Testing

@testable import Scenarios

/// Declarations real container code makes around its containment calls (the sweep of public
/// Swift containers): type methods, nested and raw-value enums, `private extension`, property
/// observers, `do` scopes and protocols. Traces from FIDELITY.md A1.3, A2.3, A5 and B3.
@Suite struct DeclarationTests {
  // Its scenarios with their expected traces: Tests/Fixtures/Traces/interpreter/declaration.md.
  private func trace(_ source: String, _ words: [String] = []) -> String {
    let outcome = runScenario(source, .swift, words)
    #expect(problems(outcome) == [])
    return outcome.traceText
  }

  @Test func rawValueOfAnEnumWithoutRawTypeIsReported() {
    let outcome = runScenario(
      "enum State { case open }\nlet x = State(rawValue: 1)", .swift)
    #expect(
      outcome.diagnostics.map(\.message) == [
        "wrong argument labels in `State(rawValue:)`: UIKit declares `State.open`"
      ])
  }

  @Test func structMistakesAreReported() {
    let declaration = "struct Page { let title: String; var visits = 0 }\n"
    let cases = [
      (
        "let p = Page(name: \"A\")",
        "2:9 scenario.wrong-label `Page(name:)` does not match the struct's memberwise "
          + "initializer `Page(title:visits:)`"
      ),
      (
        "var p = Page(title: \"A\")\np.title = \"B\"",
        "3:3 scenario.assign-to-constant cannot assign to `Page.title`: it is a `let` constant"
      ),
    ]
    for (code, expected) in cases {
      let outcome = runScenario(declaration + code, .swift)
      #expect(
        outcome.diagnostics.map { "\($0.line):\($0.column) \($0.id) \($0.message)" } == [
          expected
        ])
    }
    // An observed property of a struct is still refused by name (W7).
    let observer = runScenario("struct Page {\n  var n = 0 { didSet {} }\n}", .swift)
    #expect(diagnosticSummary(observer) == ["2:3 scenario.unsupported"])
  }

  /// `static let` / `static var` of classes and structs: one value per type, made at first
  /// use, reached as `Type.name`, `Self.name` or unqualified inside a type method; a
  /// `static var { … }` is computed at each read.
  @Test func typeProperties() {
    #expect(
      trace(
        """
        class Menu: UIViewController {
          static let identifier = "MenuScene"
          static var opened = 0
          static var fresh: Menu { Menu() }
          class func make() -> Menu {
            opened += 1
            Self.opened += 1
            print("making", identifier)
            return Menu()
          }
        }
        struct Config { static let pages = ["a", "b"] }
        print(Menu.identifier, Menu.opened, Config.pages.count)
        Menu.opened = 5
        let menu = Menu.make()
        print(Menu.opened, Menu.fresh === Menu.fresh, menu.parent == nil)
        """) == """
          print   MenuScene 0 2
          print   making MenuScene
          print   7 false true

          """)
    let constant = runScenario(
      "class Menu: UIViewController { static let id = \"a\" }\nMenu.id = \"b\"", .swift)
    #expect(
      constant.diagnostics.map(\.message) == ["cannot assign to `Menu.id`: it is a `let` constant"])
  }

  /// Tab containers keep each tab's title and controller in its enum: computed properties,
  /// methods and type members of enums and structs run with the value as `self`.
  @Test func enumAndStructMembersRunWithTheValueAsSelf() {
    #expect(
      trace(
        """
        enum Tab: Int, CaseIterable {
          case home, search
          static let count = 2
          var title: String {
            switch self {
            case .home: return "Home"
            case .search: return "Search"
            }
          }
          var label: String { "\\(rawValue): \\(title)" }
          func makeController() -> UIViewController {
            let controller: UIViewController = self == .home ? FirstViewController() : SecondViewController()
            controller.title = title
            return controller
          }
          static func from(_ index: Int) -> Tab { Tab(rawValue: index) ?? .home }
        }
        struct Page {
          let tab: Tab
          var visits = 0
          var name: String { tab.title + " x\\(visits)" }
          func summary() -> String { "page " + name }
        }
        print(Tab.allCases.map(\\.title), Tab.search.label, Tab.from(1).title, Tab.count)
        print(Page(tab: .search, visits: 2).summary())
        let next = Tab.search.makeController()
        addChild(next)
        next.didMove(toParent: self)
        print(next.title ?? "none")
        """) == """
          print   ["Home", "Search"] 1: Search Search 2
          print   page Search x2
          manual  self.addChild(controller)
          auto      controller.willMove(toParent: self)
          manual  controller.didMove(toParent: self)
          print   Search

          """)
    // A mutating method changes the variable it is called on (SwiftAppCodeTests and
    // grammar/swift-app-code.md); a struct's own `init` runs with the value as its `self`
    // (W24, SwiftRound33Tests).
    let initializer = runScenario(
      "struct Counter {\n  var n = 0\n  init(n: Int) { self.n = n * 2 }\n}\n"
        + "print(Counter(n: 2).n)", .swift)
    #expect(diagnosticSummary(initializer) == [])
    #expect(initializer.traceText == "print   4\n")
  }

  /// Code-only containers make children with their own initializers: stored properties get
  /// their initial values first, then the matching `init` runs (`super.init(nibName:bundle:)`
  /// is UIKit's part, `self.init` delegates); `required init?(coder:)` and `deinit` never run.
  @Test func initializersRunWhenTheCodeCreatesTheObject() {
    #expect(
      trace(
        """
        struct ViewModel { let title: String }
        class DetailViewController: UIViewController {
          let viewModel: ViewModel
          var shown = false
          init(viewModel: ViewModel) {
            self.viewModel = viewModel
            super.init(nibName: nil, bundle: nil)
            title = viewModel.title
            print("init", shown)
          }
          convenience init(title: String) {
            self.init(viewModel: ViewModel(title: title))
          }
          required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
          }
          deinit { print("deinit") }
        }
        let detail = DetailViewController(title: "Hello")
        addChild(detail)
        detail.didMove(toParent: self)
        print(detail.title ?? "", detail.viewModel.title)
        """) == """
          print   init false
          manual  self.addChild(detail)
          auto      detail.willMove(toParent: self)
          manual  detail.didMove(toParent: self)
          print   Hello Hello

          """)
    let wrong = runScenario(
      "class D: UIViewController {\n  init(name: String) { super.init(nibName: nil, bundle: nil) }\n}"
        + "\nlet d = D(title: \"x\")", .swift)
    #expect(
      wrong.diagnostics.map(\.message) == [
        // Swift inherits no UIKit initializer once a class declares its own.
        "wrong argument labels in `D(title:)`: the class declares `D(name:)`"
      ])
  }

}
