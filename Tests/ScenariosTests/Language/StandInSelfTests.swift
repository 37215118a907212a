import Testing

@testable import Scenarios

/// The stand-ins `lessons fix` writes into the hidden prelude are never `self` (issue 26:
/// set 1's s03 and set 2's s06 stopped at `scenario.ambiguous-self` after the fix). The
/// container is the class with code; DESIGN.md section 4 keeps `self` for it.
@Suite struct StandInSelfTests {
  /// A lower-case project class the code creates (`bottomViewController()`) is a child, not
  /// the root, whatever its capitalisation (Swift has no case rule for type names).
  @Test func aLowercaseCreatedClassIsNotSelf() {
    let outcome = runScenario(
      """
      class bottomViewController: UIViewController {}
      class ViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let sheet = bottomViewController()
          addChild(sheet)
          sheet.didMove(toParent: self)
          print(children.count)
        }
      }
      """, .swift)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.contains("print       1\n"))
  }

  /// A class with no code of its own (empty methods, as a stand-in's) is not a candidate
  /// when another class has code, in either language.
  @Test func aClassWithoutCodeIsNotSelf() {
    let swift = runScenario(
      """
      class AppDelegate: UIViewController {
        func showLeftMenu() {}
      }
      class SideMenuViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          print("side")
        }
      }
      """, .swift)
    #expect(swift.diagnostics == [])
    #expect(swift.traceText.contains("print       side\n"))
    let objc = runScenario(
      """
      @interface Helper : UIViewController
      @end
      @implementation Helper
      - (instancetype)initWithTitle:(id)a0 { return [super initWithNibName:nil bundle:nil]; }
      - (void)refresh {}
      @end
      @interface HomeViewController : UIViewController
      @end
      @implementation HomeViewController
      - (void)viewDidLoad {
          [super viewDidLoad];
          NSLog(@"home");
      }
      @end
      """, .objc)
    #expect(objc.diagnostics == [])
    #expect(objc.traceText.contains("print       home\n"))
  }

  /// A superclass the snippet leaves out (the project's base class) is the implicit empty
  /// `UIViewController` subclass of DESIGN.md section 4: its subclass is the container.
  @Test func aSubclassOfAnUndeclaredBaseClassIsSelf() {
    let outcome = runScenario(
      """
      class MenuController: RootController {
        override func viewDidLoad() {
          super.viewDidLoad()
          print("menu")
        }
        func close() { print("close") }
      }
      """, .swift, ["run=close"])
    #expect(problems(outcome) == [])
    #expect(outcome.traceText.contains("print       menu\n"))
    #expect(outcome.traceText.contains("print   close\n"))
  }
}
