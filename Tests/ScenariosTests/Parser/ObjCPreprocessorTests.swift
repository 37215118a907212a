import Testing

@testable import Scenarios

/// Preprocessor lines where real Objective-C files have them: between and inside methods of an
/// `@implementation` (FIDELITY-SURFACE.md C1).
@Suite struct ObjCPreprocessorTests {
  // Its scenarios with their expected traces: Tests/Fixtures/Traces/parser/objc-preprocessor.md.

  @Test func ifZeroDropsItsCodeAndElseKeepsTheOtherBranch() {
    let source = """
      @implementation ParentViewController
      #if 0
      - (void)viewDidLoad {
          [super viewDidLoad];
          NSLog(@"old");
      }
      #else
      - (void)viewDidLoad {
          [super viewDidLoad];
      #if 1 // kept
          NSLog(@"new");
      #endif
      }
      #endif
      @end
      """
    let outcome = runScenario(source, .objc)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.contains("print       new\n"))
    #expect(!outcome.traceText.contains("old"))
  }

  @Test func conditionsOnBuildSettingsAreNotGuessed() {
    let source = """
      @implementation ParentViewController
      #ifdef USE_FANCY_MENU
      - (void)viewDidLoad {
          [super viewDidLoad];
      }
      #endif
      @end
      """
    let outcome = runScenario(source, .objc)
    #expect(diagnosticSummary(outcome) == ["2:1 scenario.unsupported"])
    #expect(outcome.diagnostics.first?.message.contains("`#ifdef USE_FANCY_MENU`") == true)
  }

  @Test func strayAndUnclosedConditionals() {
    #expect(
      diagnosticSummary(runScenario("#endif\nNSLog(@\"x\");", .objc))
        == ["1:1 scenario.unbalanced-conditional"])
    #expect(
      diagnosticSummary(runScenario("NSLog(@\"x\");\n#if 0\nNSLog(@\"y\");", .objc)) == [
        "2:1 scenario.unexpected-token"
      ])
  }

  @Test func otherDirectivesInAnImplementationAreReportedWhereTheyAre() {
    // A function-like `#define` is expanded (C11 6.10.3, PreprocessorMacroTests); `#error`
    // is still reported where it stands.
    let source = """
      @implementation ParentViewController
      #error this file is not built
      @end
      """
    #expect(diagnosticSummary(runScenario(source, .objc)) == ["2:1 scenario.unsupported"])
  }

  @Test func theARCCheckIsDecidedAsClangDecidesItForAnARCApp() {
    let source = """
      #if !defined(__has_feature) || !__has_feature(objc_arc)
      #error "This file requires ARC support."
      #endif
      #ifdef __OBJC__
      NSLog(@"objc");
      #endif
      #if __has_feature(objc_arc) && (1 || DEBUG)
      NSLog(@"arc");
      #endif
      """
    let outcome = runScenario(source, .objc)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText == "print   objc\nprint   arc\n")
    let undecided = runScenario(
      "#if USE_LOGGING && __has_feature(objc_arc)\nNSLog(@\"x\");\n#endif", .objc)
    #expect(diagnosticSummary(undecided) == ["1:1 scenario.unsupported"])
  }

  @Test func objectLikeDefinesAreReplacedWhereTheyAreUsed() {
    let source = """
      #define kAnimationDuration 0.25f // seconds
      #define kSideWidth (kMenuWidth + 10)
      #define kMenuWidth 260
      #define USE_FADE 1
      #define kTitle @"Menu"
      - (void)viewDidLoad {
          [super viewDidLoad];
      #if USE_FADE && defined(kTitle)
          NSLog(@"%@ %@ %@", @(kAnimationDuration), @(kSideWidth), kTitle);
      #endif
      #undef kTitle
      #ifndef kTitle
          NSLog(@"undefined");
      #endif
      }
      """
    let outcome = runScenario(source, .objc)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.contains("print       0.25 270 Menu\nprint       undefined\n"))
  }

  @Test func aMacroThatUsesItselfStopsAndAnUnknownOneIsReportedWhereUsed() {
    let outcome = runScenario("#define kWidth kWidth + 1\nNSLog(@\"%@\", @(kWidth));", .objc)
    // The `kWidth` left after the expansion is spelled as an app constant, and no declaration
    // has it: named as missing where used (MissingPieceAppConstants).
    #expect(diagnosticSummary(outcome) == ["2:16 scenario.undeclared"])
    // A `#define` continued with `\` is one directive (C11 5.1.1.2, translation phase 2).
    let continued = runScenario("#define kTitle \\\n  @\"Menu\"\nNSLog(kTitle);", .objc)
    #expect(continued.diagnostics == [])
    #expect(continued.traceText == "print   Menu\n")
  }
}
