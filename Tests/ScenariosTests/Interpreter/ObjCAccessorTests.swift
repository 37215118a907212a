import Testing

@testable import Scenarios

/// Objective-C dot syntax sends accessor messages, as clang compiles it: the class's own getter
/// and setter run, and a declared `@property` has synthesized ones (FIDELITY-SURFACE.md C2, C3).
@Suite struct ObjCAccessorTests {
  // Its scenarios with their expected traces: Tests/Fixtures/Traces/interpreter/objc-accessor.md.
  @Test func dotAssignmentCallsTheClassSetter() {
    let source = """
      @interface ParentViewController ()
      @property (nonatomic, strong) UIViewController *mainChild;
      @end
      @implementation ParentViewController
      - (void)setMainChild:(UIViewController *)newChild {
          NSLog(@"old=%@ new=%@", self.mainChild, newChild);
          _mainChild = newChild;
      }
      - (void)swap {
          self.mainChild = [[UIViewController alloc] init];
          self.mainChild = [[UIViewController alloc] init];
      }
      @end
      """
    let outcome = runScenario(source, .objc, ["run=swap"])
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText.hasSuffix(
        """
        print   old=(null) new=<UIViewController: mainChild>
        print   old=<UIViewController: mainChild> new=<UIViewController: mainChild#2>

        """))
  }

  @Test func synthesizedAccessorsOfADeclaredProperty() {
    let source = """
      @interface ParentViewController ()
      @property (strong, nonatomic) UIViewController *current;
      @property (nonatomic) NSInteger count;
      @end
      @implementation ParentViewController
      - (void)tap {
          [self setCurrent:[[UIViewController alloc] init]];
          [self setCount:[self count] + 2];
          NSLog(@"%@ %@ %ld", [self current], self.current, (long)self.count);
          [self setCurrent:nil];
          NSLog(@"%@", [self current]);
      }
      @end
      """
    let outcome = runScenario(source, .objc, ["run=tap"])
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText.hasSuffix(
        """
        print   <UIViewController: current> <UIViewController: current> 2
        print   (null)

        """))
  }

  @Test func aSetterMessageOfAPlainInstanceVariableIsStillUnknown() {
    // Only `@property` synthesizes accessors; an instance variable has none.
    let source = """
      @implementation ParentViewController {
          UIViewController *current;
      }
      - (void)tap {
          [self current];
      }
      @end
      """
    #expect(
      diagnosticSummary(runScenario(source, .objc, ["run=tap"])) == ["5:11 scenario.undeclared"]
    )
  }

  @Test func theClassOwnSetterOfAUIKitPropertyRunsAndReachesUIKitThroughSuper() {
    let source = """
      @implementation ParentViewController
      - (void)setTitle:(NSString *)title {
          NSLog(@"setting %@", title);
          [super setTitle:title];
      }
      - (void)tap {
          self.title = @"a";
          [self setTitle:@"b"];
          NSLog(@"%@", self.title);
      }
      @end
      """
    let outcome = runScenario(source, .objc, ["run=tap"])
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText.hasSuffix(
        """
        print   setting a
        print   setting b
        print   b

        """))
  }
}

@Suite struct ObjCGetterAttributeTests {
  @Test func dotSyntaxSendsTheGetterTheAttributeNames() {
    let source = """
      @interface ParentViewController ()
      @property (nonatomic, assign, getter=isOpen) BOOL open;
      @property (nonatomic, assign, getter=isShown) BOOL shown;
      @end
      @implementation ParentViewController
      - (BOOL)isOpen {
          NSLog(@"isOpen asked");
          return _open;
      }
      - (void)tap {
          self.open = YES;
          self.shown = YES;
          NSLog(@"%d %d %d", self.open, self.isOpen, [self isOpen]);
          NSLog(@"%d %d", self.shown, [self isShown]);
      }
      @end
      """
    let outcome = runScenario(source, .objc, ["run=tap"])
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText.hasSuffix(
        """
        print   isOpen asked
        print   isOpen asked
        print   isOpen asked
        print   1 1 1
        print   1 1

        """))
  }
}

@Suite struct ObjCImpliedPropertyTests {
  @Test func anAssignedUnderscoreIvarImpliesTheHeaderProperty() {
    // The header declaring `@property UIViewController *centerViewController` is left out;
    // the implementation assigns `_centerViewController` and reads `self.centerViewController`.
    let source = """
      @implementation MMDrawerController
      - (void)setCenterViewController:(UIViewController *)newCenterViewController {
          UIViewController *old = self.centerViewController;
          NSLog(@"old=%@", old);
          _centerViewController = newCenterViewController;
      }
      - (void)tap {
          self.centerViewController = [[UIViewController alloc] init];
          [self setCenterViewController:[self centerViewController]];
      }
      @end
      """
    let outcome = runScenario(source, .objc, ["self=MMDrawerController", "run=tap"])
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText.hasSuffix(
        """
        print   old=(null)
        print   old=<UIViewController: centerViewController>

        """))
  }

  @Test func aPropertyNamedLikeATabBarMemberIsTheClassOwn() {
    // Joachim Bondo's ContainerViewController: `selectedViewController` is declared in its
    // header (left out), set through its own setter, and read with `?:`.
    let source = """
      @implementation ContainerViewController
      - (void)viewDidLoad {
          [super viewDidLoad];
          self.selectedViewController = (self.selectedViewController ?: [UIViewController new]);
          self.selectedViewController = (self.selectedViewController ?: [UIViewController new]);
          NSLog(@"%@ %@", [self selectedViewController], @(0 ?: 7));
      }
      - (void)setSelectedViewController:(UIViewController *)selectedViewController {
          NSLog(@"set %@", selectedViewController);
          _selectedViewController = selectedViewController;
      }
      @end
      """
    let outcome = runScenario(source, .objc, ["self=ContainerViewController"])
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText.contains(
        """
        print       set <UIViewController: selectedViewController>
        print       set <UIViewController: selectedViewController>
        print       <UIViewController: selectedViewController> 7

        """))
  }
}
