import Testing

@testable import Scenarios

/// The preprocessor as clang runs it for app code (issue 26, item 1): function-like macros
/// (C11 6.10.3), the system's `MIN`/`MAX`/`ABS` (NSObjCRuntime.h), a macro known above its
/// `#define`, and a header's macro the excerpt lacks named as undeclared.
@Suite struct PreprocessorMacroTests {
  // Its scenarios with their expected traces: Tests/Fixtures/Traces/language/preprocessor-macro.md.

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

  /// A header's function-like macro used as a value (round 37 census, fuxin_ios's `kColor` of
  /// its prefix header): named once per macro as the project's, with a stand-in of the type
  /// the use needs (it was "cannot find `kColor` in scope", `RGBA(…)` "wrong argument labels",
  /// `UIColorFromRGB(…)` an unsupported UIKit class). Names spelled as the app's constants
  /// (`kColor`, `kAdapt`) are the app-constant stand-ins' (MissingPieceAppConstants), the others
  /// ObjCMacroCalls'; either way a number macro with an argument stands in as that argument
  /// (round 38: `kAdapt(20)` stood in as 0, which moved the frame).
  @Test func headerMacroUsedAsValueIsNamedWithATypedStandIn() {
    let source = """
      @implementation ParentViewController
      - (void)go {
        UIColor *color = kColor(209, 27, 33, 1);
        self.view.backgroundColor = RGBA(255, 255, 255, 1);
        self.view.backgroundColor = UIColorFromRGB(0xf0f0f0);
        self.view.frame = CGRectMake(0, kAdapt(20), 100, 44);
        NSLog(@"%@ %.0f", color == nil ? @"nil" : @"color", self.view.frame.origin.y);
      }
      @end
      """
    let outcome = runScenario(source, .objc, ["run=go"])
    #expect(
      diagnosticSummary(outcome) == [
        "3:20 scenario.undeclared", "4:31 scenario.undeclared", "5:31 scenario.undeclared",
        "6:35 scenario.undeclared",
      ])
    #expect(
      outcome.diagnostics.first?.message
        == "`kColor` is a function-like macro of the project's headers, not in this snippet")
    #expect(
      outcome.diagnostics.first?.hint
        == "the code uses its value as `UIColor *`; declare it as the project does, or let "
        + "`lessons fix` declare it in the block's hidden prelude giving `[UIColor clearColor]` "
        + "for any arguments (its real value is the project's)")
    #expect(
      outcome.diagnostics.map(\.fixIts) == [
        [.prelude("#define kColor(a0, a1, a2, a3) [UIColor clearColor]")],
        [.prelude("#define RGBA(a0, a1, a2, a3) [UIColor clearColor]")],
        [.prelude("#define UIColorFromRGB(a0) [UIColor clearColor]")],
        [.prelude("#define kAdapt(a0) (a0)")],
      ])
    let prelude = """
      #define kColor(a0, a1, a2, a3) [UIColor clearColor]
      #define RGBA(a0, a1, a2, a3) [UIColor clearColor]
      #define UIColorFromRGB(a0) [UIColor clearColor]
      #define kAdapt(a0) (a0)

      """
    let fixed = runScenario(prelude + source, .objc, ["run=go"])
    #expect(fixed.diagnostics == [])
    #expect(fixed.traceText.hasSuffix("print   color 20\n"))
  }

  /// A macro's argument may be empty (C11 6.10.3p4), a function's may not: `NSLOCALSTR(@"Home", )`
  /// of a prefix header (round 38 fresh set, zhouwtzs/TestRepository) was "expected an
  /// expression, found `)`"; it is the header's macro with two arguments, and a definition
  /// given in the prelude expands with the second one empty.
  @Test func macroCalledWithAnEmptyArgumentIsTheHeadersMacro() {
    let source = """
      NSString *title = NSLOCALSTR(@"Home", );
      NSLog(@"%@", title);
      """
    let outcome = runScenario(source, .objc)
    #expect(diagnosticSummary(outcome) == ["1:19 scenario.undeclared"])
    #expect(outcome.diagnostics.first?.fixIts == [.prelude("#define NSLOCALSTR(a0, a1) @\"\"")])
    let fixed = runScenario("#define NSLOCALSTR(key, comment) key\n" + source, .objc)
    #expect(fixed.diagnostics == [])
    #expect(fixed.traceText == "print   Home\n")
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
