import Testing

@testable import Scenarios

/// Initializer chains (issue 26, item 5), from UIViewController.h (`init` calls the
/// designated `initWithNibName:bundle:` with nil, nil, dynamically dispatched) and the
/// storyboard's `initWithCoder:` then `awakeFromNib`; associated objects and container
/// subclasses from the app's own code.
@Suite struct InitializerChainTests {
  /// `[super init]` in the subclass's `init` runs its override of the designated initializer
  /// first (the issue's "[super init] does not run the subclass's overridden
  /// initWithNibName:bundle:").
  @Test func superInitRunsTheDesignatedOverride() {
    let outcome = runScenario(
      """
      @interface Child : UIViewController
      @end
      @implementation Child
      - (instancetype)init {
          self = [super init];
          NSLog(@"init");
          return self;
      }
      - (instancetype)initWithNibName:(NSString *)nib bundle:(NSBundle *)bundle {
          self = [super initWithNibName:nib bundle:bundle];
          NSLog(@"designated");
          return self;
      }
      @end
      @implementation ParentViewController
      - (void)go {
          Child *child = [[Child alloc] init];
          NSLog(@"%@", child == nil ? @"nil" : @"made");
      }
      @end
      """, .objc, ["run=go"])
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.hasSuffix("print   designated\nprint   init\nprint   made\n"))
  }

  /// Swift: `Child()` of a class that overrides only `init(nibName:bundle:)` runs it.
  @Test func plainCreationRunsTheDesignatedOverride() {
    let outcome = runScenario(
      """
      class Child: UIViewController {
        override init(nibName: String?, bundle: Bundle?) {
          super.init(nibName: nibName, bundle: bundle)
          print("designated")
        }
        required init?(coder: NSCoder) { fatalError() }
      }
      func go() {
        _ = Child()
      }
      """, .swift, ["run=go"])
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.hasSuffix("print   designated\n"))
  }

  /// `self` comes from the storyboard: `initWithCoder:` then `awakeFromNib` run before the
  /// window takes it and its view loads.
  @Test func storyboardSelfIsDecodedAndAwoken() {
    let outcome = runScenario(
      """
      @implementation ParentViewController
      - (instancetype)initWithCoder:(NSCoder *)coder {
          self = [super initWithCoder:coder];
          NSLog(@"coder");
          return self;
      }
      - (void)awakeFromNib {
          [super awakeFromNib];
          NSLog(@"awake");
      }
      @end
      """, .objc)
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText.hasPrefix(
        "print   coder\nprint   awake\nmanual  window.rootViewController = self\n"))
  }

  /// objc/runtime.h: what `objc_setAssociatedObject` keeps under `&KEY` for an object,
  /// `objc_getAssociatedObject` gives back; another object has nothing.
  @Test func associatedObjectsRoundTrip() {
    let outcome = runScenario(
      """
      static char MENU_KEY;
      @implementation UIViewController (Menu)
      - (void)setMenu:(UIViewController *)menu {
          objc_setAssociatedObject(self, &MENU_KEY, menu, OBJC_ASSOCIATION_ASSIGN);
      }
      - (UIViewController *)menu {
          return (UIViewController *)objc_getAssociatedObject(self, &MENU_KEY);
      }
      @end
      @implementation ParentViewController
      - (void)go {
          UIViewController *content = [[UIViewController alloc] init];
          UIViewController *other = [[UIViewController alloc] init];
          [content setMenu:self];
          NSLog(@"%d %d", [content menu] == self, [other menu] == nil);
      }
      @end
      """, .objc, ["run=go"])
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.hasSuffix("print   1 1\n"))
  }
}
