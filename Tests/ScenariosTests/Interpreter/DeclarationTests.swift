import Testing

@testable import Scenarios

/// Declarations real container code makes around its containment calls (the sweep of public
/// Swift containers): type methods, nested and raw-value enums, `private extension`, property
/// observers, `do` scopes and protocols. Traces from FIDELITY.md A1.3, A2.3, A5 and B3.
@Suite struct DeclarationTests {
  private func trace(_ source: String, _ words: [String] = []) -> String {
    let outcome = runScenario(source, .swift, words)
    #expect(outcome.diagnostics == [])
    return outcome.traceText
  }

  /// `static func` / `class func`, in a class or an extension (of the class, of
  /// `UIViewController`), called on the type and, inside a type method, unqualified.
  @Test func typeMethodsInClassesAndExtensions() {
    #expect(
      trace(
        """
        class Menu: UIViewController {
          var style = "plain"
          static func make() -> Menu { return Menu() }
        }
        extension Menu {
          class func fancy() -> Menu {
            let menu = make()
            menu.style = "fancy"
            return menu
          }
        }
        extension UIViewController {
          static func placeholder() -> UIViewController { UIViewController() }
        }
        let menu = Menu.fancy()
        addChild(menu)
        menu.didMove(toParent: self)
        print(menu.style, Menu.make().style, UIViewController.placeholder().parent == nil)
        """) == """
          manual  self.addChild(menu)
          auto      menu.willMove(toParent: self)
          manual  menu.didMove(toParent: self)
          print   fancy plain true

          """)
  }

  @Test func nestedEnumsPrivateExtensionsAndDoScopes() {
    #expect(
      trace(
        """
        class Container: UIViewController {
          enum State { case open, closed }
          var state = State.closed
        }
        private extension UIViewController {
          func add(_ child: UIViewController) {
            addChild(child)
            view.addSubview(child.view)
            child.didMove(toParent: self)
          }
        }
        fileprivate extension Container {
          func toggle() { state = state == .open ? .closed : .open }
        }
        do {
          let container = Container()
          container.toggle()
          print(container.state == .open, container.state == Container.State.open)
        }
        let child = UIViewController()
        add(child)
        """) == """
          print   true true
          manual  self.addChild(child)
          auto      child.willMove(toParent: self)
          manual  child.view
          auto      child.loadView()
          auto      child.viewDidLoad()
          manual  self.view.addSubview(child.view)
          auto      child.viewWillAppear(false)
          manual  child.didMove(toParent: self)
          turn
          auto      child.viewDidAppear(false)

          """)
  }

  /// Swift derives raw values: an `Int` case is the previous one plus one (the first is 0), a
  /// `String` case its own name.
  @Test func rawValuesAndInitFromRawValue() {
    #expect(
      trace(
        """
        enum Tab: Int, CaseIterable { case home, search, profile = 10, more }
        enum Scene: String { case menu, detail = "DetailScene" }
        print(Tab.home.rawValue, Tab.search.rawValue, Tab.more.rawValue, Tab.allCases.count)
        print(Tab(rawValue: 10) == .profile, Tab(rawValue: 3) == nil)
        print(Scene.menu.rawValue, Scene.detail.rawValue, Scene(rawValue: "menu") == .menu)
        let child = storyboard!.instantiateViewController(withIdentifier: Scene.detail.rawValue)
        print(child.parent == nil)
        """) == """
          print   0 1 11 4
          print   true true
          print   menu DetailScene true
          print   true

          """)
  }

  @Test func rawValueOfAnEnumWithoutRawTypeIsReported() {
    let outcome = runScenario(
      "enum State { case open }\nlet x = State(rawValue: 1)", .swift)
    #expect(
      outcome.diagnostics.map(\.message) == [
        "wrong argument labels in `State(rawValue:)`: UIKit declares `State.open`"
      ])
  }

  /// `didSet` swaps the child (the pattern of many containers): observers run for assignments
  /// after creation, with `oldValue` / `newValue` (or their own names), never for the initial
  /// value, and not again for an assignment made inside them.
  @Test func propertyObserversSwapTheChild() {
    #expect(
      trace(
        """
        var current: UIViewController? {
          willSet { print("replacing", current == nil, "with", newValue == nil) }
          didSet(previous) {
            previous?.willMove(toParent: nil)
            previous?.view.removeFromSuperview()
            previous?.removeFromParent()
            guard let current else { return }
            addChild(current)
            view.addSubview(current.view)
            current.didMove(toParent: self)
          }
        }
        var count = 0 {
          didSet {
            if count > 2 { count = 2 }
            print("count", oldValue, count)
          }
        }
        func show() {
          current = FirstViewController()
          current = nil
          count = 7
        }
        """, ["run=show"]) == plainRootPrelude + """
          print   replacing true with false
          manual  self.addChild(current)
          auto      current.willMove(toParent: self)
          manual  current.view
          auto      current.loadView()
          auto      current.viewDidLoad()
          manual  self.view.addSubview(current.view)
          auto      current.viewWillAppear(false)
          manual  current.didMove(toParent: self)
          print   replacing false with true
          manual  current.willMove(toParent: nil)
          manual  current.view.removeFromSuperview()
          auto      current.viewWillDisappear(false)
          auto      current.viewDidDisappear(false)
          manual  current.removeFromParent()
          auto      current.didMove(toParent: nil)
          print   count 0 2

          """)
  }

  /// A protocol is a type the class adopts; the delegate call reaches the adopting class.
  @Test func protocolsAreTypesTheirAdoptersImplement() {
    #expect(
      trace(
        """
        protocol MenuDelegate: AnyObject {
          func menuDidSelect(_ index: Int)
          var name: String { get }
        }
        class Menu: UIViewController {
          weak var delegate: MenuDelegate?
          func select() { delegate?.menuDidSelect(2) }
        }
        class Container: UIViewController, MenuDelegate {
          let menu = Menu()
          override func viewDidLoad() {
            super.viewDidLoad()
            menu.delegate = self
            menu.select()
          }
          func menuDidSelect(_ index: Int) { print("selected", index) }
        }
        """, ["self=Container"]) == """
          manual  window.rootViewController = self
          auto      self.loadView()
          auto      self.viewDidLoad()
          print       selected 2
          manual  window.makeKeyAndVisible()
          auto      self.viewWillAppear(false)
          turn
          auto      self.viewDidAppear(false)

          """)
  }

  /// A protocol extension's methods join the classes that adopt the protocol (in their
  /// declaration or in an extension); a class's own implementation wins, as in Swift.
  @Test func protocolExtensionMethodsReachAdopters() {
    #expect(
      trace(
        """
        protocol Greeting: AnyObject {}
        extension Greeting where Self: UIViewController {
          func greet() { print("hello from the extension") }
          func name() -> String { "extension" }
        }
        class Menu: UIViewController, Greeting {
          func name() -> String { "menu" }
        }
        class Detail: UIViewController {}
        extension Detail: Greeting {}
        let menu = Menu()
        menu.greet()
        Detail().greet()
        print(menu.name(), Detail().name())
        """) == """
          print   hello from the extension
          print   hello from the extension
          print   menu extension

          """)
  }

  /// A struct is a value: memberwise initializer (a `var` with a default may be left out, a
  /// `let` with one is no parameter), changes through a copy leave the original, `static
  /// func` on the type, printed as Swift prints it.
  @Test func structsAreValuesWithAMemberwiseInitializer() {
    #expect(
      trace(
        """
        struct Page {
          let title: String
          let controller: UIViewController
          var visits = 0
          let kind = "page"
          static func all() -> [Page] {
            [Page(title: "Home", controller: FirstViewController()),
             Page(title: "Search", controller: SecondViewController(), visits: 2)]
          }
        }
        var pages = Page.all()
        var first = pages[0]
        first.visits += 1
        pages[1].visits = 5
        print(first.visits, pages[0].visits, pages[1].visits, pages.map { $0.title })
        let page: Page = pages[1]
        addChild(page.controller)
        page.controller.didMove(toParent: self)
        print(page)
        """) == """
          print   1 0 5 [Home, Search]
          manual  self.addChild(secondViewController)
          auto      secondViewController.willMove(toParent: self)
          manual  secondViewController.didMove(toParent: self)
          print   Page(title: "Search", controller: <SecondViewController: secondViewController>, visits: 5, kind: "page")

          """)
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
    let initializer = runScenario("struct Page {\n  init() {}\n}", .swift)
    #expect(diagnosticSummary(initializer) == ["2:3 scenario.unsupported"])
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
          print   [Home, Search] 1: Search Search 2
          print   page Search x2
          manual  self.addChild(controller)
          auto      controller.willMove(toParent: self)
          manual  controller.didMove(toParent: self)
          print   Search

          """)
    let mutating = runScenario(
      "struct Counter {\n  var n = 0\n  mutating func bump() { n += 1 }\n}", .swift)
    #expect(diagnosticSummary(mutating) == ["3:12 scenario.unsupported"])
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

  /// A protocol's requirements are names the code may call (on a nil delegate, nothing
  /// happens); `private(set) var` is a stored property.
  @Test func protocolRequirementsAndPrivateSet() {
    #expect(
      trace(
        """
        protocol ContainerDelegate: AnyObject {
          func container(_ container: UIViewController, didShow child: UIViewController)
          var isReady: Bool { get }
        }
        class Container: UIViewController {
          weak var delegate: ContainerDelegate?
          private(set) var shown = 0
          private (set) weak var last: UIViewController?
          func show(_ child: UIViewController) {
            shown += 1
            delegate?.container(self, didShow: child)
          }
        }
        class Owner: UIViewController, ContainerDelegate {
          var isReady: Bool { true }
          func container(_ container: UIViewController, didShow child: UIViewController) {
            print("shown", child.title ?? "")
          }
        }
        let container = Container()
        let owner = Owner()
        container.show(UIViewController())
        container.delegate = owner
        let child = UIViewController()
        child.title = "Detail"
        container.show(child)
        print(container.shown, owner.isReady)
        """) == """
          print   shown Detail
          print   2 true

          """)
  }

  /// `x is T`: a controller is its class, its scenario superclasses and `UIViewController`;
  /// plain values by kind.
  @Test func isTypeChecks() {
    #expect(
      trace(
        """
        class Menu: UIViewController {}
        class SideMenu: Menu {}
        let side = SideMenu()
        let pages: [UIViewController] = [FirstViewController(), side]
        print(side is Menu, side is UIViewController, pages[0] is Menu, "x" is Int, 3 is Int)
        print(pages.filter { $0 is Menu }.count, pages.first { !($0 is Menu) } === pages[0])
        """) == """
          print   true true false false true
          print   1 true

          """)
  }

  /// Structs and enums nested in a class are those types, named plainly or through the class.
  @Test func nestedStructsAndEnums() {
    #expect(
      trace(
        """
        class Menu: UIViewController {
          struct Item { let title: String }
          enum Section { case main, more }
          var items = [Item(title: "A")]
          var section = Section.main
        }
        let menu = Menu()
        print(menu.items.map(\\.title), Menu.Item(title: "B").title, menu.section == Menu.Section.main)
        """) == """
          print   [A] B true

          """)
  }
}
