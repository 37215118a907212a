import Testing

@testable import Scenarios

/// Issue 26 item 1, the grammar checklist's productions whose right result is a diagnostic
/// rather than a trace (the traces are in `Tests/Fixtures/Traces/grammar/`).
@Suite struct GrammarChecklistDiagnosticsTests {
  /// The Swift Programming Language, "Forced Unwrapping": `x!` of nil is a run-time error
  /// ("Unexpectedly found nil while unwrapping an Optional value"), never a nil that runs on.
  @Test func forceUnwrapOfNilStopsTheRun() {
    let source = """
      let children: [UIViewController] = []
      let last = children.last!
      print("after", last)
      """
    let outcome = runScenario(source, .swift)
    // Reported at `last`, the value unwrapped.
    #expect(diagnosticSummary(outcome) == ["2:21 scenario.assertion-failed"])
    #expect(!outcome.traceText.contains("after"))
  }

  /// A force unwrap of a value that is there is the value.
  @Test func forceUnwrapOfAValueIsTheValue() {
    let source = """
      let children: [UIViewController] = [FirstViewController()]
      print(children.last!)
      """
    let outcome = runScenario(source, .swift)
    #expect(diagnosticSummary(outcome) == ["1:37 scenario.undeclared"])  // the note naming it
    #expect(outcome.traceText.contains("<FirstViewController:"))
  }

  /// The Swift Programming Language, "Compiler Control Statements": a custom flag's value is
  /// the build's. [I] A scenario is the app as Xcode's Run action builds it, in the Debug
  /// configuration, which sets `DEBUG` (W23): its branch is kept, the `#else` dropped.
  @Test func debugFlagHoldsAsInTheDebugConfiguration() {
    let source = """
      print("a")
      #if DEBUG
      print("debug")
      #else
      print("release")
      #endif
      #if canImport(SwiftUI) && !DEBUG
      print("release preview")
      #endif
      """
    let outcome = runScenario(source, .swift)
    #expect(diagnosticSummary(outcome) == [])
    #expect(outcome.traceText == "print   a\nprint   debug\n")
  }

  /// Any other custom flag is the build's, which the scenario does not have: it says so at
  /// the `#if` line.
  @Test func customCompilationFlagIsNamed() {
    let source = """
      print("a")
      #if STAGING
      print("staging")
      #endif
      """
    let outcome = runScenario(source, .swift)
    #expect(diagnosticSummary(outcome) == ["2:1 scenario.unsupported"])
  }

  /// C11 6.5.16: `if ((self = [super init]))` binds `self` as `if (self = [super init])` does;
  /// another object still cannot become `self` (ObjCInitializerTests).
  @Test func doubleParenthesisedSelfAssignmentInitializes() {
    let source = """
      @interface Panel : NSObject
      @property (nonatomic) NSInteger count;
      @end
      @implementation Panel
      - (instancetype)init {
        if ((self = [super init])) {
          _count = 3;
        }
        return self;
      }
      @end
      Panel *p = [[Panel alloc] init];
      NSLog(@"%ld", (long)p.count);
      """
    let outcome = runScenario(source, .objc)
    #expect(diagnosticSummary(outcome) == [])
    #expect(outcome.traceText.contains("print   3"))
  }
}
