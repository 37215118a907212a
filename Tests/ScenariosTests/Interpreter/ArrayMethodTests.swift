import Testing

@testable import Scenarios

/// Swift `Array` as real container code uses it (`var pages = [UIViewController]()`,
/// `pages.append(vc)`, `children.forEach { $0.removeFromParent() }`): standard library, never
/// a trace line; the UIKit calls the closures make are (FIDELITY.md A1.3, A2.3, A5).
@Suite struct ArrayMethodTests {
  private func trace(_ source: String, _ words: [String] = []) -> String {
    let outcome = runScenario(source, .swift, words)
    #expect(outcome.diagnostics == [])
    return outcome.traceText
  }

  private func problems(_ source: String) -> [String] {
    runScenario(source, .swift).diagnostics.map {
      "\($0.line):\($0.column) \($0.id) \($0.message)"
    }
  }

  @Test func emptyTypedInitialisersAppendAndConcatenation() {
    #expect(
      trace(
        """
        var pages = [UIViewController]()
        var names = [String]()
        let grid = [[String]]()
        pages.append(UIViewController())
        pages += [UIViewController()]
        pages = pages + [UIViewController()]
        pages.append(contentsOf: [UIViewController(), UIViewController()])
        names.append("a")
        names += ["b"]
        print(pages.count, names, grid.isEmpty, [Int]().count)
        """) == """
          print   5 [a, b] true 0

          """)
  }

  @Test func insertRemoveAndRemoveAll() {
    #expect(
      trace(
        """
        var names = ["b", "d"]
        names.insert("a", at: 0)
        names.insert("e", at: 3)
        let removed = names.remove(at: 1)
        print(names, removed, names.removeFirst(), names.removeLast(), names)
        names.removeAll()
        print(names.isEmpty)
        var numbers = [1, 2, 3, 4]
        numbers.removeAll { $0 % 2 == 0 }
        print(numbers)
        """) == """
          print   [a, d, e] b a e [d]
          print   true
          print   [1, 3]

          """)
  }

  /// `contains(_:)` and `firstIndex(of:)` compare controllers by identity, values by equality.
  @Test func searchingByIdentityAndByValue() {
    #expect(
      trace(
        """
        let first = FirstViewController()
        let second = SecondViewController()
        let pages = [first, second]
        print(pages.contains(first), pages.contains(FirstViewController()))
        print(pages.firstIndex(of: second) ?? -1, pages.firstIndex(of: UIViewController()) == nil)
        print(["A", "B"].contains("B"), ["A", "B"].firstIndex(of: "B") ?? -1, [3, 1, 3].lastIndex(of: 3) ?? -1)
        print(pages.contains { $0 === second }, pages.contains(where: { vc in vc === self }))
        print(pages.first(where: { $0 === second }) === second, pages.first { $0 === self } == nil)
        print(pages.firstIndex { $0 === second } ?? -1, pages.allSatisfy { $0.parent == nil })
        """) == """
          print   true false
          print   1 true
          print   true 1 2
          print   true false
          print   true true
          print   1 true

          """)
  }

  @Test func mapFilterCompactMapAndJoined() {
    #expect(
      trace(
        """
        let names = ["A", "B"].map { name in name + "!" }
        let long = ["a", "bb", "ccc"].filter { $0 != "a" }
        let some = [1, 2, 3].compactMap { $0 == 2 ? nil : $0 * 10 }
        print(names, long, some, names.joined(separator: ", "))
        """) == """
          print   [A!, B!] [bb, ccc] [10, 30] A!, B!

          """)
  }

  /// The closures' UIKit calls are trace lines, in element order; the array methods are not
  /// (and reading a loaded `view` in `map` is no line either).
  @Test func forEachRunsUIKitCallsInElementOrder() {
    #expect(
      trace(
        """
        var pages = [UIViewController]()
        override func viewDidLoad() {
          super.viewDidLoad()
          pages.append(FirstViewController())
          pages.append(SecondViewController())
          pages.forEach { addChild($0) }
          pages.forEach { page in
            view.addSubview(page.view)
            page.didMove(toParent: self)
          }
        }
        func clear() {
          children.forEach { $0.willMove(toParent: nil) }
          children.map { $0.view }.forEach { $0.removeFromSuperview() }
          children.forEach { $0.removeFromParent() }
        }
        """, ["run=clear"]) == """
          manual  window.rootViewController = self
          auto      self.loadView()
          auto      self.viewDidLoad()
          manual      self.addChild(firstViewController)
          auto          firstViewController.willMove(toParent: self)
          manual      self.addChild(secondViewController)
          auto          secondViewController.willMove(toParent: self)
          manual      firstViewController.view
          auto          firstViewController.loadView()
          auto          firstViewController.viewDidLoad()
          manual      self.view.addSubview(firstViewController.view)
          manual      firstViewController.didMove(toParent: self)
          manual      secondViewController.view
          auto          secondViewController.loadView()
          auto          secondViewController.viewDidLoad()
          manual      self.view.addSubview(secondViewController.view)
          manual      secondViewController.didMove(toParent: self)
          manual  window.makeKeyAndVisible()
          auto      self.viewWillAppear(false)
          auto      firstViewController.viewWillAppear(false)
          auto      secondViewController.viewWillAppear(false)
          turn
          auto      self.viewDidAppear(false)
          auto      firstViewController.viewDidAppear(false)
          auto      secondViewController.viewDidAppear(false)
          manual  firstViewController.willMove(toParent: nil)
          manual  secondViewController.willMove(toParent: nil)
          manual  firstViewController.view.removeFromSuperview()
          auto      firstViewController.viewWillDisappear(false)
          auto      firstViewController.viewDidDisappear(false)
          manual  secondViewController.view.removeFromSuperview()
          auto      secondViewController.viewWillDisappear(false)
          auto      secondViewController.viewDidDisappear(false)
          manual  firstViewController.removeFromParent()
          auto      firstViewController.didMove(toParent: nil)
          manual  secondViewController.removeFromParent()
          auto      secondViewController.didMove(toParent: nil)

          """)
  }

  /// A stored array property changed by a mutating method keeps the change (arrays are values:
  /// the new array is assigned back), through `self.` too.
  @Test func mutatingAPropertyThroughSelf() {
    #expect(
      trace(
        """
        var pages: [UIViewController] = []
        func add() {
          self.pages.append(UIViewController())
          pages.append(UIViewController())
          print(pages.count, self.pages.count)
        }
        """, ["run=add"]) == plainRootPrelude + """
          print   2 2

          """)
  }

  @Test func mutatingAConstantOrAReadOnlyPropertyIsReported() {
    #expect(
      problems("let pages = [UIViewController()]\npages.append(UIViewController())") == [
        "2:7 scenario.read-only cannot use mutating member `append(_:)` on `pages`: it is a "
          + "`let` constant"
      ])
    #expect(
      problems("children.append(UIViewController())") == [
        "1:10 scenario.read-only cannot use mutating member `append(_:)` on `children`: it is "
          + "read-only"
      ])
    #expect(
      problems("var pages = [1]\npages.remove(at: 1)") == [
        "2:18 scenario.index-out-of-range index 1 is out of range: the array has 1 element"
      ])
  }

  @Test func aMisspelledArrayMethodSuggestsTheRealOne() {
    let outcome = runScenario("var pages = [1]\npages.apend(2)", .swift)
    #expect(outcome.diagnostics.map(\.hint) == ["did you mean `append(_:)`?"])
  }

  /// An unknown member of an expression that is not `self` never names `self`.
  @Test func theReceiverOfAnUnknownMemberIsNamedAsWritten() {
    #expect(
      problems("let c = UIColor(red: 1, green: 1, blue: 1, alpha: 1).cgColour\nlet n = [1].sum()")
        == [
          "1:54 scenario.unknown-member `UIColor` has no member `cgColour`",
          "2:13 scenario.unknown-member an array has no member `sum()` in the modelled UIKit API",
        ])
  }

  /// `pages[0] = next` assigns the changed array back; a constant's element cannot change.
  @Test func subscriptAssignment() {
    #expect(
      trace(
        """
        var names = ["a", "b"]
        names[1] = "c"
        var grid = [[1, 2], [3]]
        grid[0][1] = 9
        print(names, grid)
        """) == """
          print   [a, c] [[1, 9], [3]]

          """)
    #expect(
      problems("let fixed = [1]\nfixed[0] = 2") == [
        "2:1 scenario.assign-to-constant cannot assign to `fixed`: it is a `let` constant"
      ])
  }

  /// Key paths as functions (SE-0249), Swift 4's `index(of:)` and `flatMap`, `popLast()`.
  @Test func keyPathsAndOlderSpellings() {
    #expect(
      trace(
        """
        let a = FirstViewController()
        let b = SecondViewController()
        a.title = "A"
        var pages = [a, b]
        print(pages.map(\\.title), pages.filter(\\.isViewLoaded).count)
        print(pages.index(of: b) ?? -1, pages.index { $0 === a } ?? -1)
        print(pages.popLast() === b, pages.count, [[1], [2, 3]].flatMap { $0 })
        print(pages.map(\\UIViewController.view.isHidden))
        """) == """
          print   [A, nil] 0
          print   1 0
          print   true 1 [1, 2, 3]
          manual  a.view
          auto      a.loadView()
          auto      a.viewDidLoad()
          print   [false]

          """)
  }

  /// A closure of two parameters given `enumerated()`'s pairs takes them apart, as Swift
  /// splits the tuple.
  @Test func enumeratedPairsSplitOverTwoParameters() {
    #expect(
      trace(
        """
        let pages = [FirstViewController(), SecondViewController()]
        pages.enumerated().forEach { index, page in print(index, page === pages[1]) }
        print(pages.enumerated().map { (offset, page) in offset * 10 })
        """) == """
          print   0 false
          print   1 true
          print   [0, 10]

          """)
  }

  @Test func indicesAndSlices() {
    #expect(
      trace(
        """
        let pages = [1, 2, 3, 4]
        print(pages.indices, pages.indices.contains(4), pages.dropFirst(), pages.dropLast(2))
        print(pages.prefix(2), pages.suffix(1))
        for index in pages.indices where index > 2 { print(index) }
        """) == """
          print   [0, 1, 2, 3] false [2, 3, 4] [1, 2]
          print   [1, 2] [4]
          print   3

          """)
  }

  /// A function named where an array method takes one (`forEach(view.addSubview)`,
  /// `forEach(addChild)`, `filter(isFirst)`) is called for each element.
  @Test func functionReferencesAsArguments() {
    #expect(
      trace(
        """
        let a = UIView()
        let b = UIView()
        [a, b].forEach(view.addSubview)
        let kids = [FirstViewController(), SecondViewController()]
        kids.forEach(addChild)
        kids.forEach { $0.didMove(toParent: self) }
        let isFirst = { (vc: UIViewController) in vc is FirstViewController }
        print(kids.filter(isFirst).count, kids.contains(where: isFirst), view.subviews.count)
        """) == """
          manual  self.view.addSubview(a)
          manual  self.view.addSubview(b)
          manual  self.addChild(firstViewController)
          auto      firstViewController.willMove(toParent: self)
          manual  self.addChild(secondViewController)
          auto      secondViewController.willMove(toParent: self)
          manual  firstViewController.didMove(toParent: self)
          manual  secondViewController.didMove(toParent: self)
          print   1 true 2

          """)
  }
}
