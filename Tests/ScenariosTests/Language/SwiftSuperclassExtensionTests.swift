import Testing

@testable import Scenarios

/// The Swift Programming Language, "Extensions": an extension's methods are available on every
/// instance of the type it extends, subclasses included. A snippet that extends a project
/// class it leaves out (`extension BaseViewController`) and subclasses it gets those methods
/// on the subclass (pool s36).
@Suite struct SwiftSuperclassExtensionTests {
  @Test func extensionOfALeftOutSuperclassReachesItsSubclass() {
    let outcome = runScenario(
      """
      extension BaseViewController {
        func embed(_ child: UIViewController) {
          addChild(child)
          view.addSubview(child.view)
          child.didMove(toParent: self)
        }
      }
      class HomeViewController: BaseViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          embed(UIViewController())
          print("embedded", children.count)
        }
      }
      """, .swift, ["self=HomeViewController"])
    #expect(problems(outcome) == [])
    #expect(outcome.traceText.contains("print       embedded 1"), "\(outcome.traceText)")
  }
}
