import Testing

@testable import Scenarios

/// Swift as round 35's files write it (issue 26 §2; docs/FIDELITY-SURFACE.md W27): protocols
/// with default implementations reached through UIKit classes, type members' `self`,
/// extensions of the standard library's types, and Swift 2's syntax read as Swift 3's. Every
/// expected value is written from The Swift Programming Language (TSPL) or the Swift
/// Evolution proposal named, before the run.
@Suite struct SwiftRound35Tests {
  private func prints(_ outcome: ScenarioOutcome) -> [String] {
    outcome.traceText.split(separator: "\n").filter { $0.hasPrefix("print") }
      .map { $0.dropFirst("print".count).trimmingCharacters(in: .whitespaces) }
  }

  private func errors(_ outcome: ScenarioOutcome) -> [String] {
    outcome.diagnostics.filter { $0.severity == .error }.map {
      "\($0.line):\($0.column) \($0.message)"
    }
  }

  /// TSPL "Protocol Extensions" and "Adding Protocol Conformance with an Extension": a static
  /// default reached through `extension UIViewController: Identifiable {}` is a member of every
  /// controller class; in a type member `self` is the type it is called on, so
  /// `String(describing: self)` is that class's name (round 34's holdout s11).
  @Test func staticDefaultThroughARetroactiveConformance() {
    let outcome = runScenario(
      """
      protocol Identifiable {
          static var identifier: String { get }
          var className: String { get }
      }
      extension Identifiable {
          static var identifier: String { return "\\(self)" }
          var className: String { return String(describing: type(of: self)) }
      }
      extension UIViewController: Identifiable {}
      class ErrorViewController: UIViewController {}
      class LoadingViewController: UIViewController {}
      print(ErrorViewController.identifier, LoadingViewController.identifier)
      print(ErrorViewController().className)
      """, .swift)
    #expect(errors(outcome) == [])
    #expect(
      prints(outcome) == ["ErrorViewController LoadingViewController", "ErrorViewController"])
  }

  /// TSPL "Adding Constraints to Protocol Extensions": a `where Self: UIViewController`
  /// extension's method, adopted by every controller through an extension of UIViewController,
  /// runs with the controller as `self` (the containment calls are UIKit's, traced).
  @Test func constrainedExtensionMethodOnEveryController() {
    let outcome = runScenario(
      """
      protocol Embedding {}
      extension Embedding where Self: UIViewController {
          func embed(_ child: UIViewController) {
              addChild(child)
              view.addSubview(child.view)
              child.didMove(toParent: self)
          }
      }
      extension UIViewController: Embedding {}
      let child = UIViewController()
      embed(child)
      """, .swift)
    #expect(errors(outcome) == [])
    #expect(
      outcome.traceText == """
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

  /// TSPL "Protocol Inheritance": a class adopting `Screen`, which inherits `Named`, gets
  /// `Named`'s extension members too, and so does its subclass; `Self` in an instance member
  /// is the instance's own class.
  @Test func inheritedProtocolsAndSubclasses() {
    let outcome = runScenario(
      """
      protocol Named {}
      extension Named {
          static var name: String { return String(describing: self) }
          func greeting() -> String { return "hello from \\(Self.name)" }
      }
      protocol Screen: Named {}
      class Base: UIViewController, Screen {}
      class Detail: Base {}
      print(Detail.name, Base.name)
      print(Detail().greeting())
      print(Detail() is Named)
      """, .swift)
    #expect(errors(outcome) == [])
    #expect(prints(outcome) == ["Detail Base", "hello from Detail", "true"])
  }

  /// TSPL "Type Methods": within a type method, `self` refers to the type itself; a type
  /// method it calls unqualified runs on the same type.
  @Test func typeMethodsSelfIsTheType() {
    let outcome = runScenario(
      """
      class Menu: UIViewController {
          class func make() -> Menu {
              print("making \\(self)")
              return describe()
          }
          class func describe() -> Menu {
              print(String(describing: self))
              return Menu()
          }
      }
      class SideMenu: Menu {}
      let menu = SideMenu.make()
      addChild(menu)
      menu.didMove(toParent: self)
      """, .swift)
    #expect(errors(outcome) == [])
    #expect(prints(outcome) == ["making SideMenu", "SideMenu"])
  }

  /// TSPL "Extensions": an extension of `String`, `Array` (with a `where` clause) or `Int`
  /// adds members to every value of the type, run with the value as `self`; Foundation's
  /// `String(format:)` formats as `NSString` does.
  @Test func extensionsOfStandardLibraryTypes() {
    let outcome = runScenario(
      """
      extension String {
          var shouted: String { return self.uppercased() + "!" }
          var localized: String { return NSLocalizedString(self, comment: "") }
          func twice() -> String { return self + self }
      }
      extension Array where Element: UIViewController {
          var lastChild: Element? { return last }
      }
      extension Int {
          var doubled: Int { return self * 2 }
      }
      let pages = [UIViewController(), UIViewController()]
      pages[1].title = "Two"
      print("home".shouted, "ab".twice(), 21.doubled, "Menu".localized)
      print(pages.lastChild?.title ?? "none")
      print(String(format: "%.2f of %d", 0.5, 3))
      """, .swift)
    #expect(errors(outcome) == [])
    #expect(prints(outcome) == ["HOME! abab 42 Menu", "Two", "0.50 of 3"])
  }

  /// TSPL "Declarations": the code's own `class Host` is the type in scope, though Foundation
  /// has a class of that name (which the model keeps inert).
  @Test func ownClassNamedLikeAFoundationClass() {
    let outcome = runScenario(
      """
      class Host: UIViewController {
          var child: UIViewController?
      }
      let host = Host()
      host.child = UIViewController()
      addChild(host)
      host.didMove(toParent: self)
      print(host.child != nil, children.count)
      """, .swift)
    #expect(errors(outcome) == [])
    #expect(prints(outcome) == ["true 1"])
  }

  /// TSPL "Tuple Pattern" and "Expression Pattern": each element of a tuple is matched by its
  /// own pattern, a one-sided range by its one bound, `_` by anything.
  @Test func tuplePatternsWithOneSidedRanges() {
    let outcome = runScenario(
      """
      func size(_ width: Int, _ height: Int) -> String {
          switch (width, height) {
          case (0, _): return "empty"
          case (..<100, _): return "narrow"
          case (100..., 500...): return "large"
          default: return "wide"
          }
      }
      print(size(0, 9), size(50, 900), size(300, 600), size(300, 10))
      """, .swift)
    #expect(errors(outcome) == [])
    #expect(prints(outcome) == ["empty narrow large wide"])
  }

  /// SE-0161: `value[keyPath: path]` reads the property the key path names, whether the path
  /// is a variable or a literal; a key path is also a function (SE-0249).
  @Test func keyPathSubscripts() {
    let outcome = runScenario(
      """
      let views = [UIView(), UIView()]
      views[1].isHidden = true
      let path = \\UIView.isHidden
      print(views[0][keyPath: path], views[1][keyPath: \\.isHidden])
      print(views.filter(\\.isHidden).count)
      """, .swift)
    #expect(errors(outcome) == [])
    #expect(prints(outcome) == ["false true", "1"])
  }

  /// Swift 3 code whose only old spelling is not Swift 2's (a name the surface renames to
  /// itself, `appearance()`) keeps its first labels: no SE-0046 migration (round 33's holdout
  /// s10).
  @Test func swift3CodeGetsNoFirstLabelMigration() {
    let outcome = runScenario(
      """
      class Pages: UIViewController {
          let control = UIPageControl.appearance()
          private func instance(name: String) -> UIViewController {
              return UIViewController()
          }
      }
      """, .swift)
    #expect(!outcome.diagnostics.contains { $0.message.contains("SE-0046") })
  }

  /// A parse error in a file with Swift 2 syntax keeps its message, and carries the fix-its of
  /// every Swift 2 form found, so `lessons fix` migrates them in one pass (W27).
  @Test func aParseErrorCarriesTheMigration() {
    let outcome = runScenario(
      """
      var n = 0
      ++n
      let broken = (
      """, .swift)
    #expect(outcome.events.isEmpty)
    #expect(outcome.diagnostics.count == 1)
    #expect(
      outcome.diagnostics.first?.fixIts == [
        ScenarioFixIt(line: 2, column: 1, length: 2, replacement: ""),
        ScenarioFixIt(line: 2, column: 4, length: 0, replacement: " += 1"),
      ])
  }
}
