import Testing

@testable import Scenarios

/// What a scenario class over a UIKit container is besides its traces
/// (Tests/Fixtures/Traces/subclasses): the window's root when it is the block's one class,
/// asked about its own UIKit class's members, and given no tabs with nil.
@Suite struct ContainerSubclassTests {
  /// A block that is nothing but a tab bar controller subclass runs that class as `self`.
  @Test func theBlocksOneContainerClassIsSelf() {
    let outcome = runScenario(
      """
      class Tabs: UITabBarController {
        override func viewDidLoad() {
          super.viewDidLoad()
          viewControllers = [UIViewController()]
        }
      }
      """, .swift)
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText.hasPrefix(
        """
        manual  window.rootViewController = self
        auto      self.loadView()
        auto      self.viewDidLoad()
        manual      self.setViewControllers([viewController], animated: false)
        """))
  }

  /// `respondsToSelector:` answers from the receiver's own UIKit class: a navigation
  /// controller has `interactivePopGestureRecognizer` (iOS 7), which `UIViewController`
  /// lacks.
  @Test func respondsToSelectorAsksTheContainersClass() {
    let outcome = runScenario(
      """
      @interface Nav : UINavigationController
      @end
      @implementation Nav
      @end
      @implementation ParentViewController
      - (void)go {
          Nav *nav = [[Nav alloc] initWithRootViewController:[[UIViewController alloc] init]];
          NSLog(@"%d", [nav respondsToSelector:@selector(interactivePopGestureRecognizer)]);
      }
      @end
      """, .objc, ["run=go"])
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.hasSuffix("print   1\n"))
  }

  /// `self.viewControllers = nil` on tabs (`[nil arrayByAddingObject:x]` is nil): no tabs,
  /// as UIKit's nullable property allows (A15.2).
  @Test func tabsTakeNil() {
    let outcome = runScenario(
      """
      @interface Tabs : UITabBarController
      @end
      @implementation Tabs
      - (void)viewDidLoad {
          [super viewDidLoad];
          self.viewControllers = [self.viewControllers arrayByAddingObject:[[UIViewController alloc] init]];
          NSLog(@"%lu", (unsigned long)self.viewControllers.count);
      }
      @end
      """, .objc)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.contains("manual      [self setViewControllers:nil animated:NO]\n"))
    #expect(outcome.traceText.contains("print       0\n"))
  }
}
