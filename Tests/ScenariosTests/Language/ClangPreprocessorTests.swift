import Testing

@testable import Scenarios

/// The preprocessor as clang runs it on a real file (C11 6.10; "Clang Language Extensions",
/// Feature Checking Macros): the guards files wrap around ARC, clang's own query macros,
/// include guards and defaults, directives continued with `\`, `##` and variadic macros
/// (FIDELITY-SURFACE.md C1).
@Suite struct ClangPreprocessorTests {
  /// `__has_feature` and `__has_extension` are clang's own macros (defined, so the fallback
  /// `#define __has_feature(x) 0` is dropped); a macro whose body is `__has_feature(objc_arc)`
  /// is that body in a condition (C11 6.10.1p4), so `#if !OBJC_ARC_ENABLED` is false for an
  /// ARC app; `__clang_major__` is a current clang's (15 or more); `__has_include` finds the
  /// SDK's headers; `#if __IPHONE_8_0` is Availability.h's 80000, true.
  @Test func arcGuardsAndClangQueriesAreDecidedAsClangDecidesThem() {
    let source = """
      #ifndef __has_feature
      #define __has_feature(x) 0
      #endif
      #ifndef __has_extension
      #define __has_extension __has_feature // Compatibility with pre-3.0 compilers.
      #endif
      #ifdef __has_feature
      \t#define OBJC_ARC_ENABLED __has_feature(objc_arc)
      #else
      \t#define OBJC_ARC_ENABLED 0
      #endif
      #if __has_feature(objc_arc) && __clang_major__ >= 3
      #define II_ARC_ENABLED 1
      #endif
      #if !OBJC_ARC_ENABLED
      #error "This file needs ARC"
      #endif
      #if II_ARC_ENABLED && __has_extension(objc_arc_weak) && __has_include(<UIKit/UIKit.h>)
      NSLog(@"arc");
      #endif
      #if __IPHONE_8_0 && __has_attribute(objc_requires_super) && !TARGET_INTERFACE_BUILDER
      NSLog(@"sdk");
      #endif
      """
    let outcome = runScenario(source, .objc)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText == "print   arc\nprint   sdk\n")
  }

  /// `#ifndef X` whose group defines `X` (an include guard, a default value) keeps its group
  /// when the file has not defined `X` before, and drops it when it has; `#ifndef X` of a
  /// group that does not define `X`, and `#ifdef` of a project's flag, still depend on build
  /// settings the scenario does not have.
  @Test func includeGuardsAndDefaultsAreTheFilesOwnDefinitions() {
    let source = """
      #ifndef Theme_h
      #define Theme_h
      #define kWidth 260
      #endif
      #define kInset 4
      #ifndef kInset
      #define kInset 8
      #endif
      #ifndef kMargin
      #define kMargin 16
      #endif
      NSLog(@"%d %d %d", kWidth, kInset, kMargin);
      """
    let outcome = runScenario(source, .objc)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText == "print   260 4 16\n")
    let flag = runScenario("#ifndef USE_FADE\nNSLog(@\"x\");\n#endif", .objc)
    #expect(diagnosticSummary(flag) == ["1:1 scenario.unsupported"])
    #expect(flag.diagnostics.first?.message.contains("`#ifndef USE_FADE`") == true)
  }

  /// A backslash right before the line break continues a directive on the next line
  /// (translation phase 2, C11 5.1.1.2); `, ## __VA_ARGS__` drops the comma when no variable
  /// argument is given (the GNU extension clang has), `a ## b` pastes two tokens into one
  /// (C11 6.10.3.3), `__LINE__` is the line of the use (6.10.8.1); `FOUNDATION_EXTERN` is
  /// `extern` (NSObjCRuntime.h).
  @Test func continuedDirectivesPastingAndVariadicMacros() {
    let source = """
      #define LOG(fmt, ...) NSLog((@"[%d] " fmt), __LINE__, ## __VA_ARGS__)
      #define SHRINK(r, w) \\
          CGRectMake((r).origin.x, (r).origin.y, \\
                     (r).size.width - (w), (r).size.height)
      #define kPadding 12
      #define PADDING(side) kPadding ## side
      #define kPaddingTop 30
      FOUNDATION_EXTERN NSString * const kTitle;
      NSString * const kTitle = @"Menu";
      LOG(@"plain");
      LOG(@"%@ %d", kTitle, PADDING(Top));
      CGRect r = SHRINK(CGRectMake(0, 0, 100, 50), 20);
      NSLog(@"%.0f", r.size.width);
      """
    let outcome = runScenario(source, .objc)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText == "print   [10] plain\nprint   [11] Menu 30\nprint   80\n")
  }
}
