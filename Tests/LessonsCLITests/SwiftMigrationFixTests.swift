import Foundation
import LessonTestSupport
import Scenarios
import Testing

@testable import LessonsCLI

/// `lessons fix` migrates Swift 1.2–2.2 syntax as the Swift 3 migrator did (docs/FIDELITY-SURFACE
/// W27): each case is Swift 2 code as written, the code `fix` leaves (written from the Swift
/// Evolution proposal named, before the run), and what the fixed code prints when it runs.
@Suite(.serialized) struct SwiftMigrationFixTests {
  /// The code block of a loose Markdown file after `lessons fix`, and the `print` lines of
  /// `lessons run` on the fixed file (nil when it still has errors).
  func migrate(_ code: String, _ attributes: String = "") throws -> (
    fixed: String, prints: [String]?
  ) {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let path = folder.path("old.md")
    let fence = attributes.isEmpty ? "```swift scenario" : "```swift scenario \(attributes)"
    try folder.write("old.md", "# Old\n\n\(fence)\n\(code)\n```\n")
    _ = runLessons(["fix", path], executor: ScenarioRunner())
    let written = try String(contentsOfFile: path, encoding: .utf8)
    let body = written.components(separatedBy: fence + "\n").last ?? ""
    let fixed = body.components(separatedBy: "\n```\n").first ?? ""
    let run = runLessons(["run", path], executor: ScenarioRunner())
    if run.output.contains(": error: ") { return (fixed, nil) }
    let prints = run.output.split(separator: "\n").filter { $0.hasPrefix("print") }
      .map { String($0.dropFirst("print".count)).trimmingCharacters(in: .whitespaces) }
    return (fixed, prints)
  }

  /// SE-0099: a condition's clauses are joined by `,`; `where` after an optional binding is
  /// gone, and each binding has its own `let`.
  @Test func whereAndBindingsOfAConditionList() throws {
    let result = try migrate(
      """
      func check(view: UIView?) {
          guard let v = view where v.superview == nil else { return }
          print("detached")
      }
      let first: UIView? = UIView()
      let second: UIView? = UIView()
      if let a = first, b = second where a !== b {
          print("two views")
      }
      check(first)
      """)
    #expect(
      result.fixed == """
        func check(_ view: UIView?) {
            guard let v = view, v.superview == nil else { return }
            print("detached")
        }
        let first: UIView? = UIView()
        let second: UIView? = UIView()
        if let a = first, let b = second, a !== b {
            print("two views")
        }
        check(first)
        """)
    #expect(result.prints == ["two views", "detached"])
  }

  /// SE-0007 and SE-0004: the C-style `for` becomes a `for … in` over the range it counts
  /// (`stride` when it counts down), and `++i` as a statement `i += 1`.
  @Test func cStyleLoopsAndPrefixIncrements() throws {
    let result = try migrate(
      """
      var total = 0
      for var i = 0; i < 3; i++ {
          total += i
      }
      for (var j = 3; j > 0; j -= 1) {
          ++total
      }
      print(total)
      """)
    #expect(
      result.fixed == """
        var total = 0
        for i in 0..<3 {
            total += i
        }
        for j in stride(from: 3, to: 0, by: -1) {
            total += 1
        }
        print(total)
        """)
    #expect(result.prints == ["6"])
  }

  /// SE-0003 (`var` parameters: a `var` copy in the body), SE-0031 (`inout` before the type),
  /// SE-0103 (`@noescape` is the default), and SE-0046: the first parameter gets `_`, so the
  /// Swift 2 calls stay as they were.
  @Test func parameterSpecifiersAndFirstLabels() throws {
    let result = try migrate(
      """
      func padded(var width: Int, by extra: Int) -> Int {
          width += extra
          return width
      }
      func bump(inout value: Int) {
          value += 1
      }
      func run(@noescape body: () -> Void) {
          body()
      }
      var count = 1
      bump(&count)
      run { print(padded(count, by: 10)) }
      """)
    #expect(
      result.fixed == """
        func padded(_ width: Int, by extra: Int) -> Int {
            var width = width
            width += extra
            return width
        }
        func bump(_ value: inout Int) {
            value += 1
        }
        func run(_ body: () -> Void) {
            body()
        }
        var count = 1
        bump(&count)
        run { print(padded(count, by: 10)) }
        """)
    #expect(result.prints == ["12"])
  }

  /// Swift 1.2's `#name` parameter (one name as the argument label and the parameter), which
  /// Swift 2 removed: its migrator doubled the name (W28), so the calls keep their labels, and
  /// the first parameter, which now has a label of its own, gets no `_` (round 36's s11).
  @Test func swift12SharpParameterNames() throws {
    let result = try migrate(
      """
      func slide(#distance: CGFloat, #animated: Bool) -> String {
          return "\\(distance) \\(animated)"
      }
      print(slide(distance: 10, animated: true))
      """)
    #expect(
      result.fixed == """
        func slide(distance distance: CGFloat, animated animated: Bool) -> String {
            return "\\(distance) \\(animated)"
        }
        print(slide(distance: 10, animated: true))
        """)
    #expect(result.prints == ["10.0 true"])
  }

  /// SE-0096 (`x.dynamicType` is `type(of: x)`) and SE-0088 (Grand Central Dispatch as
  /// `DispatchQueue`): the main queue's block runs after the code that queued it, the delayed
  /// one after its delay.
  @Test func dynamicTypeAndDispatch() throws {
    let result = try migrate(
      """
      class Menu: UIViewController {}
      let menu = Menu()
      dispatch_after(dispatch_time(DISPATCH_TIME_NOW, Int64(0.5 * Double(NSEC_PER_SEC))), dispatch_get_main_queue()) {
          print("late")
      }
      dispatch_async(dispatch_get_main_queue()) {
          print(menu.dynamicType)
      }
      print("now")
      """)
    #expect(
      result.fixed == """
        class Menu: UIViewController {}
        let menu = Menu()
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
            print("late")
        }
        DispatchQueue.main.async {
            print(type(of: menu))
        }
        print("now")
        """)
    #expect(result.prints == ["now", "Menu", "late"])
  }

  /// SE-0086: `NSNotificationCenter` is `NotificationCenter`, its `defaultCenter()` the class
  /// property `default` (the renamed UIKit names are the surface's); the delay written
  /// `Int64(2 * NSEC_PER_SEC)` is 2 seconds.
  @Test func foundationTypesLoseTheirPrefix() throws {
    let result = try migrate(
      """
      let center = NSNotificationCenter.defaultCenter()
      dispatch_after(dispatch_time(DISPATCH_TIME_NOW, Int64((2 * NSEC_PER_SEC))), dispatch_get_main_queue()) {
          center.post(name: Notification.Name("Reload"), object: nil)
          print("posted")
      }
      """)
    #expect(
      result.fixed == """
        let center = NotificationCenter.default
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
            center.post(name: Notification.Name("Reload"), object: nil)
            print("posted")
        }
        """)
    #expect(result.prints == ["posted"])
  }

  /// SE-0006: the standard library's Swift 2 names, as today's compiler spells them (`indexOf`
  /// → `firstIndex(of:)`, `removeAtIndex` → `remove(at:)`, `atIndex:` → `at:`, `enumerate()` →
  /// `enumerated()`, Swift 2's `sort()` → `sorted()` …), and SE-0163's string that is its own
  /// collection of characters.
  @Test func standardLibraryNames() throws {
    let result = try migrate(
      """
      let pages = [UIViewController(), UIViewController(), UIViewController()]
      var stack = pages
      stack.removeAtIndex(0)
      stack.insert(pages[0], atIndex: 1)
      stack.appendContentsOf([pages[2]])
      if let index = stack.indexOf(pages[2]) { print(index) }
      for (i, page) in stack.enumerate() {
          if page === pages[0] { print(i) }
      }
      let names = ["b", "a"].sort().joinWithSeparator("-")
      print(names, "Title".lowercaseString, "a,b".componentsSeparatedByString(",").count, "abc".characters.count)
      """)
    #expect(
      result.fixed == """
        let pages = [UIViewController(), UIViewController(), UIViewController()]
        var stack = pages
        stack.remove(at: 0)
        stack.insert(pages[0], at: 1)
        stack.append(contentsOf: [pages[2]])
        if let index = stack.firstIndex(of: pages[2]) { print(index) }
        for (i, page) in stack.enumerated() {
            if page === pages[0] { print(i) }
        }
        let names = ["b", "a"].sorted().joined(separator: "-")
        print(names, "Title".lowercased(), "a,b".components(separatedBy: ",").count, "abc".count)
        """)
    #expect(result.prints == ["2", "1", "a-b title 2 3"])
  }

  /// SE-0006 and SE-0005, the rest of the table: `Dictionary.removeValueForKey(_:)` →
  /// `removeValue(forKey:)` (round 37's holdout s01), `removeRange` → `removeSubrange`,
  /// `reduce(_:combine:)` → `reduce(_:_:)` (a label removed), `prefixUpTo` → `prefix(upTo:)`,
  /// `stringByAppendingString` → `appending(_:)`, `Array(count:repeatedValue:)` →
  /// `Array(repeating:count:)` (the arguments swapped), `uppercaseString` → `uppercased()`,
  /// `maxElement()` → `max()`, `containsString` → `contains(_:)`, an integer's `successor()` /
  /// `predecessor()` (gone with SE-0065) → `advanced(by: 1)` / `advanced(by: -1)`, `advancedBy`
  /// → `advanced(by:)`; `enumerate()` in a `for` head, whose `{` is the loop's body, not a
  /// trailing closure.
  @Test func wholeStandardLibraryTable() throws {
    let result = try migrate(
      """
      var titles = ["b": "B", "a": "A"]
      titles.removeValueForKey("b")
      var names = ["x"]
      names.appendContentsOf(["y", "z"])
      names.removeRange(0..<1)
      let total = [1, 2, 3].reduce(0, combine: +)
      let head = [1, 2, 3].prefixUpTo(2)
      let joined = names.joinWithSeparator("+").stringByAppendingString("!")
      let zeros = Array(count: 2, repeatedValue: 0)
      let step: Int? = 4
      print(step?.successor() ?? 0, 7.predecessor(), 2.advancedBy(3))
      for (i, name) in names.enumerate() {
          print(i, name.uppercaseString)
      }
      print(titles.count, total, head, joined, zeros, [3, 1].maxElement()!, "abc".containsString("b"))
      """)
    #expect(
      result.fixed == """
        var titles = ["b": "B", "a": "A"]
        titles.removeValue(forKey: "b")
        var names = ["x"]
        names.append(contentsOf: ["y", "z"])
        names.removeSubrange(0..<1)
        let total = [1, 2, 3].reduce(0, +)
        let head = [1, 2, 3].prefix(upTo: 2)
        let joined = names.joined(separator: "+").appending("!")
        let zeros = Array(repeating: 0, count: 2)
        let step: Int? = 4
        print(step?.advanced(by: 1) ?? 0, 7.advanced(by: -1), 2.advanced(by: 3))
        for (i, name) in names.enumerated() {
            print(i, name.uppercased())
        }
        print(titles.count, total, head, joined, zeros, [3, 1].max()!, "abc".contains("b"))
        """)
    #expect(result.prints == ["5 6 5", "0 Y", "1 Z", "1 6 [1, 2] y+z! [0, 0] 3 true"])
  }

  /// A call of a name the code declares only as methods, none of which its labels reach, is
  /// UIKit's: `addChildViewController(child)` beside the code's `override func
  /// addChildViewController(childController:)` and `addChildViewController(_:atIndex:)` (census
  /// languages-01) is renamed `addChild`, and reaches the override, renamed too; `super.`'s
  /// call is renamed; the two-argument calls stay the code's.
  @Test func callsBesideOwnMethodsOfTheOldName() throws {
    let result = try migrate(
      """
      class Drawer: UIViewController {
          override func addChildViewController(childController: UIViewController) {
              print("override")
              self.addChildViewController(childController, atIndex: 0)
          }
          func addChildViewController(childController: UIViewController, atIndex: Int) {
              super.addChildViewController(childController)
              self.view.insertSubview(childController.view, atIndex: atIndex)
              childController.didMoveToParentViewController(self)
          }
      }
      let drawer = Drawer()
      drawer.addChildViewController(UIViewController())
      print(drawer.childViewControllers.count)
      """)
    #expect(
      result.fixed == """
        class Drawer: UIViewController {
            override func addChild(_ childController: UIViewController) {
                print("override")
                self.addChildViewController(childController, atIndex: 0)
            }
            func addChildViewController(_ childController: UIViewController, atIndex: Int) {
                super.addChild(childController)
                self.view.insertSubview(childController.view, at: atIndex)
                childController.didMove(toParent: self)
            }
        }
        let drawer = Drawer()
        drawer.addChild(UIViewController())
        print(drawer.children.count)
        """)
    #expect(result.prints == ["override", "1"])
  }

  /// Round 37's holdout s05: in a `UIView` subclass that declares `addChildViewController(by:)`,
  /// `parentViewController.addChildViewController(vc)` on an implicitly unwrapped stored
  /// property is UIKit's Swift 4 name (renamed in Swift 4.2), and `lessons fix` renames it.
  @Test func renameOnAnImplicitlyUnwrappedPropertysReceiver() throws {
    let result = try migrate(
      """
      class Content: UIView {
          weak var parentViewController: UIViewController!
          func addChildViewController(by index: Int) {
              let vc = UIViewController()
              parentViewController.addChildViewController(vc)
              addSubview(vc.view)
              vc.didMove(toParentViewController: parentViewController)
          }
      }
      class Host: UIViewController {
          let content = Content()
          func go() {
              view.addSubview(content)
              content.parentViewController = self
              content.addChildViewController(by: 0)
              print(childViewControllers.count)
          }
      }
      """, "self=Host run=go")
    #expect(
      result.fixed == """
        class Content: UIView {
            weak var parentViewController: UIViewController!
            func addChildViewController(by index: Int) {
                let vc = UIViewController()
                parentViewController.addChild(vc)
                addSubview(vc.view)
                vc.didMove(toParent: parentViewController)
            }
        }
        class Host: UIViewController {
            let content = Content()
            func go() {
                view.addSubview(content)
                content.parentViewController = self
                content.addChildViewController(by: 0)
                print(children.count)
            }
        }
        """)
    #expect(result.prints == ["1"])
  }

  /// Swift 2 overrode `shouldAutomaticallyForwardAppearanceMethods` as a method; since Swift 3
  /// it is a property, and the migrator rewrote the head: `override var
  /// shouldAutomaticallyForwardAppearanceMethods: Bool {`, the body the getter's.
  @Test func methodOverrideOfAPropertyBecomesTheProperty() throws {
    let result = try migrate(
      """
      class Pager: UIViewController {
          override func shouldAutomaticallyForwardAppearanceMethods() -> Bool {
              return false
          }
      }
      let pager = Pager()
      print(pager.title ?? "untitled")
      """)
    #expect(
      result.fixed == """
        class Pager: UIViewController {
            override var shouldAutomaticallyForwardAppearanceMethods: Bool {
                return false
            }
        }
        let pager = Pager()
        print(pager.title ?? "untitled")
        """)
    #expect(result.prints == ["untitled"])
  }

  /// Foundation's Swift 2 names the surface's table does not cover, as Swift 3 renamed them:
  /// `postNotificationName(_:object:)` → `post(name:object:)` with a `Notification.Name`,
  /// `UserDefaults`' `setObject` / `setBool` → `set(_:forKey:)`, `NSIndexPath(forRow:
  /// inSection:)` → `IndexPath(row:section:)`.
  @Test func foundationNamesTheTableDoesNotCover() throws {
    let result = try migrate(
      """
      class Screen: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              NSNotificationCenter.defaultCenter().addObserver(self, selector: #selector(reload(_:)), name: "Reload", object: nil)
              NSNotificationCenter.defaultCenter().postNotificationName("Reload", object: nil)
              let defaults = NSUserDefaults.standardUserDefaults()
              defaults.setObject("home", forKey: "tab")
              defaults.setBool(true, forKey: "seen")
              let path = NSIndexPath(forRow: 2, inSection: 0)
              print(defaults.stringForKey("tab") ?? "", defaults.boolForKey("seen"), path.row)
          }
          @objc func reload(note: NSNotification) {
              print("reload")
          }
      }
      """, "self=Screen")
    #expect(
      result.fixed == """
        class Screen: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                NotificationCenter.default.addObserver(self, selector: #selector(reload(_:)), name: "Reload", object: nil)
                NotificationCenter.default.post(name: Notification.Name("Reload"), object: nil)
                let defaults = UserDefaults.standard
                defaults.set("home", forKey: "tab")
                defaults.set(true, forKey: "seen")
                let path = IndexPath(row: 2, section: 0)
                print(defaults.string(forKey: "tab") ?? "", defaults.bool(forKey: "seen"), path.row)
            }
            @objc func reload(_ note: NSNotification) {
                print("reload")
            }
        }
        """)
    #expect(result.prints == ["reload", "home true 2"])
  }

  /// SE-0044: Core Graphics' C functions are members of their types since Swift 3, each call
  /// rewritten on its receiver as the compiler's fix-it does.
  @Test func coreGraphicsFunctionsBecomeMembers() throws {
    let result = try migrate(
      """
      let r = CGRectMake(0, 0, 100, 50)
      let moved = CGRectOffset(r, 10, 0)
      print(CGRectGetWidth(r), CGRectGetMaxX(moved), CGRectEqualToRect(r, moved))
      view.transform = CGAffineTransformMakeScale(2, 2)
      print("scaled")
      """)
    #expect(
      result.fixed == """
        let r = CGRect(x: 0, y: 0, width: 100, height: 50)
        let moved = r.offsetBy(dx: 10, dy: 0)
        print(r.width, moved.maxX, r == moved)
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        print("scaled")
        """)
    #expect(result.prints == ["100.0 110.0 false", "scaled"])
  }

  /// SE-0044 for every C function of the surface, not only Core Graphics' table
  /// (FIDELITY-SURFACE C43): UIKit's geometry functions become their types' initializers and
  /// members as the compiler's fix-its write them.
  @Test func surfaceFunctionsBecomeMembers() throws {
    let result = try migrate(
      """
      let insets = UIEdgeInsetsMake(10, 20, 30, 40)
      let r = CGRect(x: 0, y: 0, width: 100, height: 100)
      let inner = UIEdgeInsetsInsetRect(r, insets)
      let offset = UIOffsetMake(1, 2)
      print(insets.left, inner.width, offset.vertical)
      """)
    #expect(
      result.fixed == """
        let insets = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let r = CGRect(x: 0, y: 0, width: 100, height: 100)
        let inner = r.inset(by: insets)
        let offset = UIOffset(horizontal: 1, vertical: 2)
        print(insets.left, inner.width, offset.vertical)
        """)
    #expect(result.prints == ["20.0 40.0 2.0"])
  }

  /// Round 34's holdout s03: in Swift 2, `func buttonPushed(sender: UIButton)` is the selector
  /// `buttonPushed:`, which the button's string action names; `_ sender` keeps it so (SE-0046),
  /// where Swift 3's reading (`buttonPushedWithSender:`) would raise "unrecognized selector".
  @Test func aStringSelectorKeepsReachingItsSwift2Method() throws {
    let result = try migrate(
      """
      class Screen: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              let button = UIButton(type: .System)
              button.addTarget(self, action: "buttonPushed:", forControlEvents: .TouchUpInside)
              view.addSubview(button)
              button.sendActionsForControlEvents(.TouchUpInside)
          }
          func buttonPushed(sender: UIButton) {
              print("pushed")
          }
      }
      """, "self=Screen")
    #expect(
      result.fixed == """
        class Screen: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let button = UIButton(type: .system)
                button.addTarget(self, action: "buttonPushed:", for: .touchUpInside)
                view.addSubview(button)
                button.sendActions(for: .touchUpInside)
            }
            func buttonPushed(_ sender: UIButton) {
                print("pushed")
            }
        }
        """)
    #expect(result.prints == ["pushed"])
  }

  /// Swift 3 and later code keeps its first labels: without Swift 2's syntax or spellings there
  /// is nothing to migrate, and `Selector("…")` (still compiled) names the method it spells.
  @Test func swift3CodeIsLeftAsItIs() throws {
    let code = """
      class Screen: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              show(child: UIViewController())
              let button = UIButton(type: .system)
              button.addTarget(self, action: Selector("tapped:"), for: .touchUpInside)
              button.sendActions(for: .touchUpInside)
          }
          func show(child: UIViewController) {
              addChild(child)
              print(children.count)
          }
          @objc func tapped(_ sender: UIButton) {
              print("tapped")
          }
      }
      """
    let result = try migrate(code, "self=Screen")
    #expect(result.fixed == code)
    #expect(result.prints == ["1", "tapped"])
  }

  /// W31, SE-0088 wherever the code writes it: a deadline kept in a variable
  /// (`DispatchTime.now() + d`, as the migrator wrote it, then `asyncAfter(deadline:)` with
  /// the queue moved before the call), the three-argument `dispatch_after` (`execute:`), a
  /// queue that is a variable (`queue.async`), and `dispatch_get_main_queue()` on its own.
  @Test func dispatchWhereverItIsWritten() throws {
    let result = try migrate(
      """
      let delayInSeconds = 0.5
      let popTime = dispatch_time(DISPATCH_TIME_NOW, Int64(delayInSeconds * Double(NSEC_PER_SEC)))
      dispatch_after(popTime, dispatch_get_main_queue()) { () -> Void in
          print("late")
      }
      let queue: dispatch_queue_t = dispatch_get_main_queue()
      dispatch_async(queue) {
          print("queued")
      }
      dispatch_after(dispatch_time(DISPATCH_TIME_NOW, 200), queue, {
          print("soon")
      })
      print("now")
      """)
    #expect(
      result.fixed == """
        let delayInSeconds = 0.5
        let popTime = DispatchTime.now() + delayInSeconds
        DispatchQueue.main.asyncAfter(deadline: popTime) { () -> Void in
            print("late")
        }
        let queue: DispatchQueue = DispatchQueue.main
        queue.async {
            print("queued")
        }
        queue.asyncAfter(deadline: .now() + Double(200) / Double(NSEC_PER_SEC), execute: {
            print("soon")
        })
        print("now")
        """)
    #expect(result.prints == ["now", "queued", "soon", "late"])
  }

  /// W31: the global queues and `dispatch_queue_create` become `DispatchQueue.global(qos:)`
  /// (the priority read as `dispatch/queue.h` maps it) and `DispatchQueue(label:)`;
  /// `dispatch_once` is the compiler's "unavailable" error with no fix-it, since the migrator
  /// left it to the author (and no stand-in is declared for it).
  @Test func globalQueuesAndOnce() throws {
    let result = try migrate(
      """
      dispatch_async(dispatch_get_global_queue(DISPATCH_QUEUE_PRIORITY_HIGH, 0)) {
          print("background")
      }
      let work = dispatch_queue_create("work", DISPATCH_QUEUE_CONCURRENT)
      dispatch_sync(dispatch_get_global_queue(Int(QOS_CLASS_UTILITY.rawValue), 0), {
          print("utility")
      })
      struct Token { static var once: dispatch_once_t = 0 }
      dispatch_once(&Token.once) {
          print("once")
      }
      """)
    #expect(
      result.fixed == """
        DispatchQueue.global(qos: .userInitiated).async {
            print("background")
        }
        let work = DispatchQueue(label: "work", attributes: .concurrent)
        DispatchQueue.global(qos: .utility).sync(execute: {
            print("utility")
        })
        struct Token { static var once: dispatch_once_t = 0 }
        dispatch_once(&Token.once) {
            print("once")
        }
        """)
    #expect(result.prints == nil)
  }
}
