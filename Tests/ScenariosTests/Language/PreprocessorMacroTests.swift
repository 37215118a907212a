import Testing

@testable import Scenarios

/// The preprocessor as clang runs it for app code (issue 26, item 1): function-like macros
/// (C11 6.10.3), the system's `MIN`/`MAX`/`ABS` (NSObjCRuntime.h), a macro known above its
/// `#define`, and a header's macro the excerpt lacks named as undeclared.
@Suite struct PreprocessorMacroTests {
  /// C11 6.10.3.1: each parameter is replaced by its argument; `...` is `__VA_ARGS__`.
  @Test func functionLikeMacrosExpand() {
    let outcome = runScenario(
      """
      #define ADD_CHILD(vc) [self addChildViewController:(vc)]; [self.view addSubview:(vc).view]; [(vc) didMoveToParentViewController:self]
      #define LOG(fmt, ...) NSLog(fmt, __VA_ARGS__)
      UIViewController *child = [[UIViewController alloc] init];
      ADD_CHILD(child);
      LOG(@"%d children", (int)self.childViewControllers.count);
      """, .objc)
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText == """
        manual  [self addChildViewController:child]
        auto      [child willMoveToParentViewController:self]
        manual  child.view
        auto      [child loadView]
        auto      [child viewDidLoad]
        manual  [self.view addSubview:child.view]
        auto      [child viewWillAppear:NO]
        manual  [child didMoveToParentViewController:self]
        print   1 children
        turn
        auto      [child viewDidAppear:NO]

        """)
  }

  /// An excerpt that puts the header's macro after the code that uses it still runs: clang
  /// saw the header first.
  @Test func macroDefinedBelowItsUse() {
    let outcome = runScenario(
      """
      NSLog(@"%d", (int)SQUARE(3));
      #define SQUARE(x) ((x) * (x))
      """, .objc)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText == "print   9\n")
  }

  /// NSObjCRuntime.h's `MIN`, `MAX`, `ABS`.
  @Test func systemMinMaxAbs() {
    let outcome = runScenario(
      """
      CGFloat width = MIN(320, 200);
      CGFloat height = MAX(10, 40.5);
      NSLog(@"%d %d %d", (int)width, (int)height, (int)ABS(-7));
      """, .objc)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText == "print   200 40 7\n")
  }

  /// `SYNTH_DUMMY_CLASS(X)` from a header the excerpt lacks: undeclared, with a fix-it that
  /// defines it as nothing in the prelude; defined so, the snippet runs.
  @Test func headerMacroIsNamedAndDefinable() {
    let source = """
      SYNTH_DUMMY_CLASS(UIViewController_Helpers)
      @implementation ParentViewController
      - (void)go { NSLog(@"ran"); }
      @end
      """
    let outcome = runScenario(source, .objc, ["run=go"])
    #expect(diagnosticSummary(outcome) == ["1:1 scenario.undeclared"])
    #expect(outcome.diagnostics.first?.fixIts == [.prelude("#define SYNTH_DUMMY_CLASS(...)")])
    let fixed = runScenario("#define SYNTH_DUMMY_CLASS(...)\n" + source, .objc, ["run=go"])
    #expect(fixed.diagnostics == [])
    #expect(fixed.traceText.hasSuffix("print   ran\n"))
  }

  /// A project macro used among an `@implementation`'s methods (WMZPageController's
  /// `WMZPagePropSetFuncImplementation(…)` setters), whatever its spelling: only a macro can
  /// stand there, so it is named as the missing header's, with the same fix-it (it was "expected
  /// a method … found `…`").
  @Test func headerMacroAmongMethodsIsNamedAndDefinable() {
    let source = """
      @implementation ParentViewController
      PagePropSetter(ParentViewController, NSArray *, titles)
      - (void)go { NSLog(@"ran"); }
      @end
      """
    let outcome = runScenario(source, .objc, ["run=go"])
    #expect(diagnosticSummary(outcome) == ["2:1 scenario.undeclared"])
    #expect(
      outcome.diagnostics.first?.message == "`PagePropSetter` is not declared in this snippet")
    #expect(outcome.diagnostics.first?.fixIts == [.prelude("#define PagePropSetter(...)")])
    let fixed = runScenario("#define PagePropSetter(...)\n" + source, .objc, ["run=go"])
    #expect(fixed.diagnostics == [])
    #expect(fixed.traceText.hasSuffix("print   ran\n"))
  }

  /// A project macro used as a statement without `;` (ZLScrollPageView's `SPSelfWeakly`, a
  /// weak-self declaration from a header the excerpt lacks): only a macro can stand alone on
  /// its line before the next statement, so it is named with a fix-it that defines it as
  /// nothing (it was "expected `;` after the statement, found `titleView`").
  @Test func headerMacroUsedAsStatementIsNamedAndDefinable() {
    let source = """
      @implementation ParentViewController
      - (void)go {
        SPSelfWeakly
        NSLog(@"ran");
      }
      @end
      """
    let outcome = runScenario(source, .objc, ["run=go"])
    #expect(diagnosticSummary(outcome) == ["3:3 scenario.undeclared"])
    #expect(outcome.diagnostics.first?.message == "`SPSelfWeakly` is not declared in this snippet")
    #expect(outcome.diagnostics.first?.fixIts == [.prelude("#define SPSelfWeakly")])
    let fixed = runScenario("#define SPSelfWeakly\n" + source, .objc, ["run=go"])
    #expect(fixed.diagnostics == [])
    #expect(fixed.traceText.hasSuffix("print   ran\n"))
  }

  /// A storyboard scene of class UINavigationController is a navigation controller (it was a
  /// plain controller that refused `setViewControllers:`).
  @Test func storyboardNavigationSceneIsANavigationController() {
    let outcome = runScenario(
      """
      UINavigationController *nav = [self.storyboard instantiateViewControllerWithIdentifier:@"Nav"];
      UIViewController *front = [[UIViewController alloc] init];
      [nav setViewControllers:@[front]];
      NSLog(@"%lu", (unsigned long)nav.viewControllers.count);
      """, .objc, ["storyboard=Nav:UINavigationController"])
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.contains("print   1\n"))
  }
}
