import Testing

@testable import Scenarios

/// Swift as round 32's fresh container files and the issue's checklist write it (issue 26 §2;
/// docs/FIDELITY-SURFACE.md W9–W14). Every expected value is written from The Swift
/// Programming Language (TSPL) or the standard library's documentation before the run.
@Suite struct SwiftRound32GrammarTests {
  private func prints(_ outcome: ScenarioOutcome) -> [String] {
    outcome.traceText.split(separator: "\n").filter { $0.hasPrefix("print") }
      .map { $0.dropFirst("print".count).trimmingCharacters(in: .whitespaces) }
  }

  /// TSPL "Constant Declaration" / "Variable Declaration": a pattern-initializer list declares
  /// each name in order, each with its own initializer; a name without a type annotation or an
  /// initializer takes the type annotation that follows (`var a, b: Int`). In a class body,
  /// a struct and at a block's top level each name is a property of its own.
  @Test func severalNamesInOneDeclaration() {
    let outcome = runScenario(
      """
      struct Page {
        let title: String, index: Int
      }

      class ContainerViewController: UIViewController {
        var first, second: UIViewController!
        let a = 1, b = 2
        var x: Int = 0, y = ""
        static let low = 1, high = 3

        override func viewDidLoad() {
          super.viewDidLoad()
          first = UIViewController()
          second = UIViewController()
          let c = a + b, d = "d"
          var e, f: Int
          e = 4
          f = 5
          print(a, b, x, y.isEmpty, c, d, e + f, Self.low, ContainerViewController.high)
          addChild(first)
          addChild(second)
          print(children.count, Page(title: "p", index: 2))
        }
      }
      """, .swift)
    #expect(outcome.diagnostics == [])
    #expect(prints(outcome) == ["1 2 0 true 3 d 9 1 3", #"2 Page(title: "p", index: 2)"#])
  }

  /// The same at a methods block's top level: each name is a stored property of `self`
  /// (DESIGN.md section 4), made before the window shows `self`.
  @Test func severalTopLevelPropertiesAreEachAPropertyOfSelf() {
    let outcome = runScenario(
      """
      let left = UIViewController(), right = UIViewController()
      var shown = 0, name = "pair"

      func show() {
        addChild(left)
        addChild(right)
        shown += 2
        print(name, shown, children.count)
      }
      """, .swift, ["run=show"])
    #expect(outcome.diagnostics == [])
    #expect(prints(outcome) == ["pair 2 2"])
  }

  /// TSPL "Import Declaration": `import Module.Submodule` and `import kind Module.symbol`
  /// import part of a module; `@testable` is an attribute of the import. The frameworks the
  /// model knows are always there, so each changes nothing.
  @Test func importsOfSubmodulesAndSymbols() {
    let outcome = runScenario(
      """
      import UIKit.UIViewController
      import struct Foundation.URL
      import class UIKit.UIView
      @testable import Lessons
      let child = UIViewController()
      addChild(child)
      print(children.count)
      """, .swift)
    #expect(outcome.diagnostics == [])
    #expect(prints(outcome) == ["1"])
  }

  /// The standard library: `Optional` is `enum Optional<Wrapped> { case none; case
  /// some(Wrapped) }`, so `.some(let x)` matches a value that is not nil and binds it
  /// unwrapped, `.none` (and `nil`) matches nil (TSPL "Optional Pattern", "Enumeration Case
  /// Pattern").
  @Test func optionalsMatchTheirOwnCases() {
    let outcome = runScenario(
      """
      let child: UIViewController? = UIViewController()
      let none: UIViewController? = nil
      for value in [child, none] {
        switch value {
        case .some(let vc):
          print("some", vc === child)
        case .none:
          print("none")
        }
      }
      if case .some(let vc) = child {
        addChild(vc)
      }
      switch none {
      case let vc?:
        print(vc)
      case nil:
        print("nil")
      }
      print(children.count)
      """, .swift)
    #expect(outcome.diagnostics == [])
    #expect(prints(outcome) == ["some true", "none", "nil", "1"])
  }

  /// TSPL "Expression Pattern": a range pattern matches a value the range contains (`~=` is
  /// `contains`); a one-sided range (`..<0`, `100...`) has no bound on its open side, and a
  /// range of fractions contains the fractions between its bounds.
  @Test func rangesAsPatterns() {
    let outcome = runScenario(
      """
      func size(_ n: Double) -> String {
        switch n {
        case ..<0:
          return "negative"
        case 0..<0.5:
          return "small"
        case 0.5...1:
          return "medium"
        case 100...:
          return "huge"
        default:
          return "large"
        }
      }
      print(size(-1), size(0.25), size(1), size(2), size(1000))
      let x = 7
      if case 1...9 = x {
        print("digit")
      }
      switch 15 {
      case ..<10:
        print("lt10")
      case 10..<20:
        print("teens")
      default:
        print("big")
      }
      """, .swift)
    #expect(outcome.diagnostics == [])
    #expect(prints(outcome) == ["negative small medium large huge", "digit", "teens"])
  }

  /// TSPL "Compound Assignment Operators" and "Advanced Operators": every operator of the
  /// standard library has its compound form; `x op= y` is `x = x op y`.
  @Test func everyCompoundAssignment() {
    let outcome = runScenario(
      """
      var x = 5
      x <<= 2
      x >>= 1
      x %= 7
      x &= 6
      x |= 8
      x ^= 1
      print(x)
      """, .swift)
    #expect(outcome.diagnostics == [])
    // 5 << 2 = 20; 20 >> 1 = 10; 10 % 7 = 3; 3 & 6 = 2; 2 | 8 = 10; 10 ^ 1 = 11.
    #expect(prints(outcome) == ["11"])
  }

  /// `Dictionary.subscript(_:default:)` (SE-0165): a read gives the default for a missing key;
  /// an assignment through it, `+=` and a mutating method included, stores under the key.
  @Test func dictionarySubscriptWithADefault() {
    let outcome = runScenario(
      """
      var counts: [String: Int] = [:]
      for name in ["a", "b", "a"] {
        counts[name, default: 0] += 1
      }
      print(counts["a", default: 0], counts["b", default: 0], counts["z", default: -1])
      var groups: [Int: [UIViewController]] = [:]
      groups[0, default: []].append(UIViewController())
      print(groups[0]?.count ?? 0, counts.count)
      """, .swift)
    #expect(outcome.diagnostics == [])
    #expect(prints(outcome) == ["2 1 -1", "1 2"])
  }

  /// The standard library's `Optional.map(_:)` calls the closure with the wrapped value, or
  /// gives nil without calling it; `flatMap(_:)` gives the closure's own optional. An array's
  /// `map` is still the array's.
  @Test func optionalMapAndFlatMap() {
    let outcome = runScenario(
      """
      let n: Int? = 3
      let none: Int? = nil
      print(n.map { $0 + 1 } ?? 0, none.map { $0 * 2 } ?? 9)
      print(n.flatMap { $0 > 2 ? $0 * 10 : nil } ?? -1, n.flatMap { $0 > 5 ? $0 : nil } ?? -1)
      let child: UIViewController? = UIViewController()
      child.map { addChild($0) }
      let missing: UIViewController? = nil
      missing.map { addChild($0) }
      print(children.count)
      print([1, 2].map { $0 * 2 })
      """, .swift)
    #expect(outcome.diagnostics == [])
    #expect(prints(outcome) == ["4 9", "30 -1", "1", "[2, 4]"])
  }

  /// `reduce(into:_:)`: the accumulator is an `inout` parameter the closure changes in place
  /// (TSPL "In-Out Parameters"); `enumerated()` gives `(offset:element:)` tuples, read by label
  /// and printed with their labels.
  @Test func reduceIntoAndEnumeratedLabels() {
    let outcome = runScenario(
      """
      let total = [1, 2, 3].reduce(into: 0) { $0 += $1 }
      let counts = ["a", "b", "a"].reduce(into: [String: Int]()) { result, name in
        result[name, default: 0] += 1
      }
      print(total, counts["a"]!, counts["b"]!)
      let kids = [UIViewController(), UIViewController()]
      print(kids.enumerated().map { $0.offset }, kids.enumerated().map { $0.element === kids[1] })
      for pair in ["x", "y"].enumerated() {
        print(pair.offset, pair.element)
      }
      print(["x"].enumerated().map { $0 })
      """, .swift)
    #expect(outcome.diagnostics == [])
    #expect(
      prints(outcome) == [
        "6 2 1", "[0, 1] [false, true]", "0 x", "1 y", #"[(offset: 0, element: "x")]"#,
      ])
  }

  /// Swift 2 declared `override func viewWillAppear(animated: Bool)` (the first parameter had
  /// no label) and `prepareForSegue(segue:sender:)` (UIKit's selectors); since Swift 3 these
  /// override nothing, so UIKit never calls them and the compiler rejects them. A correct
  /// override and an override of the scenario's own method are fine.
  @Test func swift2OverridesThatOverrideNothingAreReported() {
    let outcome = runScenario(
      """
      class Base: UIViewController {
        func show(animated: Bool) {}
      }
      class ContainerViewController: Base {
        override func viewWillAppear(animated: Bool) {
          super.viewWillAppear(animated)
        }
        override func prepareForSegue(segue: UIStoryboardSegue, sender: AnyObject?) {
          addChild(segue.destination)
        }
        override func viewDidAppear(_ animated: Bool) {
          super.viewDidAppear(animated)
        }
        override func show(animated: Bool) {}
      }
      """, .swift)
    #expect(
      diagnosticSummary(outcome) == [
        "5:12 scenario.override-mismatch", "8:12 scenario.override-mismatch",
      ])
    #expect(
      outcome.diagnostics.map(\.message) == [
        "`viewWillAppear(animated:)` does not override any method of `UIViewController`, so "
          + "UIKit never calls it: UIKit's method is `viewWillAppear(_:)`",
        "`prepareForSegue(segue:sender:)` does not override any method of `UIViewController`, "
          + "so UIKit never calls it: UIKit's method is `prepare(for:sender:)`",
      ])
    // The fix-its declare UIKit's methods: `viewWillAppear(_ animated: Bool)`,
    // `prepare(for segue: UIStoryboardSegue, sender: Any?)`.
    #expect(
      outcome.diagnostics.map(\.fixIts) == [
        [ScenarioFixIt(line: 5, column: 32, length: 0, replacement: "_ ")],
        [
          ScenarioFixIt(line: 8, column: 17, length: 15, replacement: "prepare"),
          ScenarioFixIt(line: 8, column: 33, length: 0, replacement: "for "),
          ScenarioFixIt(line: 8, column: 67, length: 9, replacement: "Any"),
        ],
      ])
  }

  /// TSPL "Inheritance", Overriding Property Observers, in a view class: `override var frame:
  /// CGRect { willSet … didSet … }` adds no storage; an assignment runs `willSet` with the new
  /// value, UIKit's setter, then `didSet` with the old value, and reads are UIKit's.
  @Test func observerOverridesInViewClasses() {
    let outcome = runScenario(
      """
      class Panel: UIView {
        override var frame: CGRect {
          willSet { print("will", newValue.width) }
          didSet { print("did", oldValue.width, frame.width) }
        }
      }
      class Button: UIButton {
        override var isHighlighted: Bool {
          didSet { print("highlighted", isHighlighted, oldValue) }
        }
      }
      class ContainerViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let panel = Panel(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
          panel.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
          let button = Button()
          button.isHighlighted = true
          view.addSubview(panel)
          print(panel.frame.width)
        }
      }
      """, .swift)
    #expect(outcome.diagnostics.filter { $0.severity == .error } == [])
    #expect(
      prints(outcome) == ["will 20.0", "did 10.0 20.0", "highlighted true false", "20.0"])
  }

  /// TSPL "Subscripts": a class's `subscript` is called by `object[index]`; with `get` and
  /// `set`, `object[index] = value` runs the setter with the new value as `newValue` (or the
  /// name written); without `set` the subscript is read-only, and an assignment is an error.
  @Test func subscriptsDeclaredByAClass() {
    let outcome = runScenario(
      """
      class Pages {
        var items: [UIViewController] = [UIViewController(), UIViewController()]
        subscript(index: Int) -> UIViewController {
          get { return items[index] }
          set(next) { items[index] = next }
        }
      }
      class Titles {
        subscript(index: Int) -> String { "page \\(index)" }
      }
      func go() {
        let pages = Pages()
        let next = UIViewController()
        pages[1] = next
        print(pages[1] === next, pages[0] === next, pages.items.count)
        addChild(pages[1])
        print(children.count, Titles()[3])
      }
      """, .swift, ["run=go"])
    #expect(outcome.diagnostics == [])
    #expect(prints(outcome) == ["true false 2", "1 page 3"])
    let readOnly = runScenario(
      """
      class Titles {
        subscript(index: Int) -> String { "page" }
      }
      let titles = Titles()
      titles[0] = "x"
      """, .swift)
    #expect(diagnosticSummary(readOnly) == ["5:1 scenario.read-only"])
  }

  /// TSPL "In-Out Parameters": `&count` passes the value in; the function's changes are copied
  /// back when it returns (each `&` argument gets its own parameter's value, in order).
  @Test func inoutParametersCopyBackToTheVariable() {
    let outcome = runScenario(
      """
      func bump(_ n: inout Int, by step: Int) {
        n += step
      }
      func swapped(_ a: inout UIViewController, _ b: inout UIViewController) {
        let kept = a
        a = b
        b = kept
      }
      func go() {
        var count = 0
        bump(&count, by: 2)
        bump(&count, by: 3)
        var first = UIViewController()
        var second = UIViewController()
        let original = first
        swapped(&first, &second)
        print(count, second === original, first === original)
      }
      """, .swift, ["run=go"])
    #expect(outcome.diagnostics == [])
    #expect(prints(outcome) == ["5 true false"])
  }

  /// TSPL "Initialization", "Extensions": an extension may add a convenience initializer,
  /// which delegates to a designated one with `self.init(…)` and then sets the properties.
  @Test func convenienceInitializerInAnExtension() {
    let outcome = runScenario(
      """
      class Card: UIViewController {
        var titleText = ""
      }
      extension Card {
        convenience init(title: String) {
          self.init(nibName: nil, bundle: nil)
          titleText = title
        }
      }
      let card = Card(title: "Hi")
      print(card.titleText)
      addChild(card)
      print(children.count)
      """, .swift)
    #expect(outcome.diagnostics.filter { $0.severity == .error } == [])
    #expect(prints(outcome) == ["Hi", "1"])
  }

  /// The standard library's `Array`: `init(repeating:count:)`; `sort()` / `sort(by:)` sort in
  /// place (the variable changes); `min(by:)` / `max(by:)` take `areInIncreasingOrder`;
  /// `joined()` joins strings with no separator.
  @Test func moreOfTheArrayAPI() {
    let outcome = runScenario(
      """
      var slots = Array(repeating: 0, count: 3)
      slots[1] = 5
      print(slots)
      var xs = [3, 1, 2]
      xs.sort()
      print(xs)
      xs.sort(by: >)
      print(xs)
      print(xs.min(by: <) ?? 0, xs.max(by: { $0 < $1 }) ?? 0)
      print(["a", "b"].joined())
      """, .swift)
    #expect(outcome.diagnostics == [])
    #expect(prints(outcome) == ["[0, 5, 0]", "[1, 2, 3]", "[3, 2, 1]", "1 3", "ab"])
  }

  /// TSPL "Type Properties" and "Property Observers": a `static var` of optional type without
  /// an initial value starts as nil; a type property's `willSet` / `didSet` run around each
  /// assignment (not for the initial value), with `newValue` / `oldValue`.
  @Test func typePropertiesWithObservers() {
    let outcome = runScenario(
      """
      class Hub: UIViewController {
        static var current: Hub? {
          didSet { print("current changed", oldValue == nil) }
        }
        static var count = 0 {
          willSet { print("will", newValue) }
        }
      }
      let hub = Hub()
      print(Hub.current == nil)
      Hub.current = hub
      Hub.current = hub
      Hub.count += 1
      print(Hub.current === hub, Hub.count)
      """, .swift)
    #expect(outcome.diagnostics == [])
    #expect(
      prints(outcome) == [
        "true", "current changed true", "current changed false", "will 1", "true 1",
      ])
  }

  /// TSPL "Lexical Structure" (a keyword between backticks is an identifier: `` `default` ``)
  /// and "Type Alias Declaration" (with access modifiers, at top level and in a class).
  @Test func escapedIdentifiersAndModifiedTypeAliases() {
    let outcome = runScenario(
      """
      public typealias Options = (TimeInterval, UIView.AnimationOptions)
      enum Style {
        case `default`, fade
      }
      class Box: UIViewController {
        private typealias Handler = () -> Void
        var style: Style = .default
      }
      let options: Options = (0.3, [])
      let box = Box()
      switch box.style {
      case .`default`:
        print("default", options.0)
      case .fade:
        print("fade")
      }
      """, .swift)
    #expect(outcome.diagnostics == [])
    #expect(prints(outcome) == ["default 0.3"])
  }

  /// TSPL "Tuple Pattern": a tuple pattern may contain tuple patterns, in a declaration and in
  /// a `for`-`in` loop; each name is bound to its element, `_` to none.
  @Test func nestedTuplePatterns() {
    let outcome = runScenario(
      """
      let ((a, b), c) = ((1, 2), 3)
      print(a, b, c)
      let kids = [UIViewController(), UIViewController()]
      for (index, (name, child)) in zip(["first", "second"], kids).enumerated() {
        print(index, name, child === kids[index])
      }
      var ((x, _), y) = ((4, 5), 6)
      x += y
      print(x)
      """, .swift)
    #expect(outcome.diagnostics == [])
    #expect(prints(outcome) == ["1 2 3", "0 first true", "1 second true", "10"])
  }

  /// The other language's spellings and a stray `#endif` have ids of their own, as the
  /// Objective-C parser's do, not the catch-all `scenario.syntax`.
  @Test(arguments: [
    ("let s = @\"x\"\n", "scenario.other-language-spelling"),
    ("let b = ^{ }\n", "scenario.other-language-spelling"),
    ("let c = 'c'\n", "scenario.other-language-spelling"),
    ("print(1)\n#endif\n", "scenario.unbalanced-conditional"),
  ])
  func otherLanguageSpellingsHaveTheirOwnIds(source: String, id: String) {
    #expect(runScenario(source, .swift).diagnostics.map(\.id.rawValue) == [id])
  }

  /// TSPL "Protocol Composition Type": `A & B` is a value of both; `x as? A & B` is nil unless
  /// `x` conforms to every protocol, and a declaration may be of a composition type.
  @Test func protocolCompositions() {
    let outcome = runScenario(
      """
      protocol Scrollable {}
      protocol Containable {}
      class Both: UIViewController, Scrollable, Containable {}
      class One: UIViewController, Scrollable {}
      func describe(_ child: UIViewController) {
        if let both = child as? Scrollable & Containable {
          print("both", both is One)
        } else {
          print("not both", child is Scrollable & Containable)
        }
      }
      let held: Scrollable & Containable = Both()
      describe(Both())
      describe(One())
      print(held is Both)
      """, .swift)
    #expect(outcome.diagnostics == [])
    #expect(prints(outcome) == ["both false", "not both false", "true"])
  }

  /// The standard library's `UnsafeMutablePointer.pointee`: a scroll view delegate's
  /// `targetContentOffset.pointee.x = 0` is real Swift, and the class is declared as written.
  @Test func pointeeOfAPointerParameter() {
    let outcome = runScenario(
      """
      class Pager: UIViewController, UIScrollViewDelegate {
        func scrollViewWillEndDragging(
          _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
          targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) {
          targetContentOffset.pointee.x = 0
        }
      }
      print("ok")
      """, .swift)
    #expect(problems(outcome) == [])
    #expect(prints(outcome) == ["ok"])
  }

  /// The standard library's number constants (`FloatingPoint.infinity`, `.pi`,
  /// `.greatestFiniteMagnitude`, `FixedWidthInteger.max`), on the type and as an implicit
  /// member where a number is expected.
  @Test func numberTypeConstants() {
    let outcome = runScenario(
      """
      let height: CGFloat = CGFloat.infinity
      let width: CGFloat = .greatestFiniteMagnitude
      print(height > 1e300, width > 1e300, Double.pi > 3.14, Int.max > 0, CGFloat.zero == 0)
      """, .swift)
    #expect(outcome.diagnostics == [])
    #expect(prints(outcome) == ["true true true true true"])
  }

  /// TSPL "Trailing Closures" and the compiler's parser: braces that open a line after a call
  /// form that call's trailing closure (Allman style; the compiler only warns when blank lines
  /// separate them), so a completion written on the next line runs as one on the same line.
  /// Before, the closure was a statement of its own and never ran: the old child stayed.
  @Test func trailingClosureOnTheNextLine() {
    let sameLine = runScenario(
      """
      let a = UIViewController()
      let b = UIViewController()
      addChild(a)
      view.addSubview(a.view)
      a.didMove(toParent: self)
      addChild(b)
      a.willMove(toParent: nil)
      transition(from: a, to: b, duration: 0.3, options: [], animations: nil) { _ in
          a.removeFromParent()
          b.didMove(toParent: self)
      }
      """, .swift)
    let nextLine = runScenario(
      """
      let a = UIViewController()
      let b = UIViewController()
      addChild(a)
      view.addSubview(a.view)
      a.didMove(toParent: self)
      addChild(b)
      a.willMove(toParent: nil)
      transition(from: a, to: b, duration: 0.3, options: [], animations: nil)
      { _ in
          a.removeFromParent()
          b.didMove(toParent: self)
      }
      """, .swift)
    #expect(nextLine.diagnostics == [])
    #expect(nextLine.traceText.contains("a.removeFromParent()"))
    #expect(nextLine.traceText == sameLine.traceText)
    // In a condition the braces are the statement's body, never a closure.
    let condition = runScenario(
      """
      let flag = children.isEmpty
      if flag
      {
          print("no children")
      }
      """, .swift)
    #expect(condition.diagnostics == [])
    #expect(prints(condition) == ["no children"])
  }
}
