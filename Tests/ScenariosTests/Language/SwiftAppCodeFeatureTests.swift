import Testing

@testable import Scenarios

/// Swift features container code is written with (issue 26, item 2), each run with the
/// semantics The Swift Programming Language gives it.
@Suite struct SwiftAppCodeFeatureTests {
  /// "Properties": `willSet` runs before the value is stored and `didSet` after it, with
  /// the old value; a `lazy var` with a closure runs the closure at the first read, once.
  /// "Statements": `defer` runs when the scope is left, after the rest of it; `if let x`
  /// (SE-0345) binds the optional of the same name.
  @Test func observersLazyDeferAndIfLetShorthand() {
    let outcome = runScenario(
      """
      class ContainerViewController: UIViewController {
        @IBOutlet weak var content: UIView!
        lazy var child: UIViewController = {
          print("made")
          return UIViewController()
        }()
        var current: UIViewController? {
          willSet { print("will", current == nil) }
          didSet(old) { print("did", old == nil, current == nil) }
        }
        var maybe: UIViewController? = nil
        override func viewDidLoad() {
          super.viewDidLoad()
          defer { print("deferred") }
          if let maybe { print("has", maybe) } else { print("none") }
          current = child
          current = child
          print("end")
        }
      }
      """, .swift)
    #expect(outcome.diagnostics == [])
    let prints = outcome.traceText.split(separator: "\n").filter { $0.hasPrefix("print") }
      .map { $0.dropFirst("print".count).trimmingCharacters(in: .whitespaces) }
    #expect(
      prints == [
        "none", "made", "will true", "did true false", "will false", "did false false", "end",
        "deferred",
      ])
  }

  /// "Closures", capture lists: `[weak self]` and `guard let self` (SE-0365) run the block
  /// with `self`; `for … in … where` (a `where` clause) filters the sequence.
  @Test func captureListsGuardLetSelfAndWhereClauses() {
    let outcome = runScenario(
      """
      class ContainerViewController: UIViewController {
        let first = UIViewController()
        let second = UIViewController()
        override func viewDidLoad() {
          super.viewDidLoad()
          DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            self.addChild(self.first)
            self.addChild(self.second)
            for child in self.children where child !== self.first {
              print(child === self.second)
            }
          }
          UIView.animate(withDuration: 0.1, animations: { [unowned self] in
            print(self.children.count)
          })
        }
      }
      """, .swift)
    #expect(outcome.diagnostics.filter { $0.severity == .error } == [])
    let prints = outcome.traceText.split(separator: "\n").filter { $0.hasPrefix("print") }
      .map { $0.dropFirst("print".count).trimmingCharacters(in: .whitespaces) }
    #expect(prints == ["0", "true"])
  }
}
