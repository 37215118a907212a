import Testing

@testable import Scenarios

/// Objective-C member access as app code writes it (issue 26, item 1): `self->ivar` (C11
/// 6.5.2.3, a member through the object pointer) is the instance variable, and dot syntax
/// with a method that takes no argument sends it (clang: `X.new` is `[X new]`).
@Suite struct ObjCMemberAccessTests {
  @Test func arrowReadsAndWritesSelfsInstanceVariable() {
    let outcome = runScenario(
      """
      @implementation ParentViewController {
          UIView *menu;
      }
      - (void)viewDidLoad {
          [super viewDidLoad];
          menu = [[UIView alloc] init];
          self->menu.tag = 3;
          NSLog(@"%ld", (long)self->menu.tag);
          NSLog(@"%@", self->menu == menu ? @"same" : @"other");
      }
      @end
      """, .objc)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.contains("print       3\nprint       same\n"))
  }

  @Test func dotNewSendsNew() {
    let outcome = runScenario(
      """
      - (void)viewDidLoad {
          [super viewDidLoad];
          UIViewController *child = UIViewController.new;
          [self addChildViewController:child];
          [child didMoveToParentViewController:self];
          NSLog(@"%lu", (unsigned long)self.childViewControllers.count);
      }
      """, .objc)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.contains("manual      [self addChildViewController:child]\n"))
    #expect(outcome.traceText.contains("print       1\n"))
  }

  /// Only a class answers `alloc`: a lower-case name sent it that the snippet does not
  /// declare (`tabbarView`, the project's view class) is an undeclared class, with its
  /// stand-in, not "cannot find in scope".
  @Test func aLowercaseClassSentAllocIsUndeclared() {
    let outcome = runScenario(
      """
      - (void)viewDidLoad {
          [super viewDidLoad];
          UIView *bar = [[tabbarView alloc] initWithFrame:CGRectMake(0, 0, 320, 50)];
          [self.view addSubview:bar];
      }
      """, .objc)
    #expect(outcome.diagnostics.map(\.id.rawValue) == ["scenario.undeclared"])
    #expect(outcome.diagnostics.first?.message == "`tabbarView` is not declared in this snippet")
    #expect(
      outcome.diagnostics.first?.fixIts.first?.replacement.hasPrefix(
        "@interface tabbarView : UIView") == true)
  }
}

/// `->` on an object other than `self` (issue 26, item 1).
@Suite struct ObjCArrowOnOtherObjectTests {
  /// C11 6.5.2.3: `p->m` designates the member `m` of the object `p` points to; an ivar
  /// `_current` and the property `current` it backs share one storage, whichever object's
  /// pointer reaches it.
  @Test func arrowReadsAndWritesAnotherObjectsInstanceVariable() {
    let outcome = runScenario(
      """
      @interface ContainerViewController ()
      @property (nonatomic, strong) UIViewController *current;
      @end
      @implementation ContainerViewController
      - (void)viewDidLoad {
        [super viewDidLoad];
        ContainerViewController *me = self;
        me->_current = [[UIViewController alloc] init];
        [self addChildViewController:me->_current];
        NSLog(@"%d", self.current == me->_current);
      }
      @end
      """, .objc)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.contains("addChildViewController:"))
    #expect(outcome.traceText.contains("1\n"))
  }
}
