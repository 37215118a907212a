import Testing

@testable import Scenarios

/// Instance variables and properties start zero-filled: nil, 0, `NO`, `CGRectZero`
/// (FIDELITY-SURFACE.md C4).
@Suite struct ObjCZeroValueTests {
  @Test func instanceVariablesAndPropertiesStartZeroed() {
    let source = """
      @interface ParentViewController () {
          BOOL _loggedIn;
          UIViewController *_current;
          @private
          NSInteger _index;
          CGFloat width;
          CGRect _saved;
      }
      @property (nonatomic, assign) BOOL shown;
      @property (nonatomic, strong) UIView *box;
      @end
      @implementation ParentViewController {
          NSUInteger taps;
      }
      - (void)viewDidLoad {
          [super viewDidLoad];
          if (!_loggedIn) { NSLog(@"not logged in"); }
          NSLog(@"current=%@ index=%ld width=%.1f taps=%lu", _current, (long)_index, width, (unsigned long)taps);
          NSLog(@"saved=%@ shown=%d %@ box=%@ %@", NSStringFromCGRect(_saved), _shown, self.shown ? @"YES" : @"NO", _box, self.box);
          taps = taps + 1;
          NSLog(@"taps=%lu", (unsigned long)taps);
      }
      @end
      """
    let outcome = runScenario(source, .objc)
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText.contains(
        """
        print       not logged in
        print       current=(null) index=0 width=0.0 taps=0
        print       saved={{0, 0}, {0, 0}} shown=0 NO box=(null) (null)
        print       taps=1

        """))
  }

  @Test func aPropertyWithItsOwnInstanceVariableIsOneStorage() {
    let source = """
      @interface ParentViewController () {
          UIViewController *_current;
      }
      @property (nonatomic, strong) UIViewController *current;
      @end
      @implementation ParentViewController
      - (void)tap {
          _current = [[UIViewController alloc] init];
          NSLog(@"%@", self.current);
      }
      @end
      """
    let outcome = runScenario(source, .objc, ["run=tap"])
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.hasSuffix("print   <UIViewController: current>\n"))
  }
}

@Suite struct ObjCImplicitInstanceVariableTests {
  @Test func anInstanceVariableCreatedByAssignmentIsNilBeforeIt() {
    let source = """
      - (void)add {
          child = [[UIViewController alloc] init];
          [self addChildViewController:child];
          [child didMoveToParentViewController:self];
      }
      - (void)remove {
          if (!child) { NSLog(@"nothing to remove"); return; }
          [child willMoveToParentViewController:nil];
          [child removeFromParentViewController];
      }
      """
    let outcome = runScenario(source, .objc, ["run=remove,add"])
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText.hasSuffix(
        """
        print   nothing to remove
        manual  [self addChildViewController:child]
        auto      [child willMoveToParentViewController:self]
        manual  [child didMoveToParentViewController:self]

        """))
  }
}
