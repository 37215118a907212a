import Testing

@testable import Scenarios

/// Issue 26's wrong results, each written from the language rule it breaks before the fix
/// (the failures were reproduced with the binary from before the fix): file-scope names in
/// every class, the receiver of a property assignment evaluated before the value, a
/// subscript of nil.
@Suite struct FileScopeAndOrderTests {
  // Its scenarios with their expected traces: Tests/Fixtures/Traces/language/file-scope-and-order.md.
  private func run(_ source: String, _ language: ScenarioLanguage, _ words: [String] = [])
    -> ScenarioOutcome
  {
    runScenario(source, language, words)
  }

  /// C11 6.2.1p4: an identifier declared outside any block has file scope, so an enumeration
  /// constant means the same in every method of every class (RMMultipleViewsController's
  /// `self.animationStyle == RMMultipleViewsControllerAnimationNone` in its own class).
  @Test func enumerationConstantInAnotherClassIsTheConstant() {
    let outcome = run(
      """
      typedef enum {
          SwitcherAnimationNone,
          SwitcherAnimationFlip
      } SwitcherAnimation;
      @interface Switcher : UIViewController
      @property (nonatomic, assign) SwitcherAnimation animationStyle;
      @end
      @implementation Switcher
      - (void)check {
          if (self.animationStyle == SwitcherAnimationNone) { NSLog(@"none"); }
          else { NSLog(@"animated"); }
      }
      @end
      @implementation ParentViewController
      - (void)go {
          Switcher *switcher = [[Switcher alloc] init];
          switcher.animationStyle = SwitcherAnimationFlip;
          [switcher check];
          switcher.animationStyle = SwitcherAnimationNone;
          [switcher check];
      }
      @end
      """, .objc, ["run=go"])
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.hasSuffix("print   animated\nprint   none\n"))
  }

  /// The Swift Programming Language, "Declarations": a top-level declaration is visible
  /// throughout the file, in every type's methods.
  @Test func topLevelConstantIsVisibleInAnotherClass() {
    let outcome = run(
      """
      let sheetHeight = 240
      class Sheet: UIViewController {
        func describe() { print("height", sheetHeight) }
      }
      func go() {
        Sheet().describe()
      }
      """, .swift, ["run=go"])
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.hasSuffix("print   height 240\n"))
  }

  /// C11 6.2.1 again, for a `static` counter a class method changes: the one file-scope
  /// variable changes.
  @Test func fileScopeVariableAssignedFromAnotherClass() {
    let outcome = run(
      """
      static int created = 0;
      @interface Card : UIViewController
      @end
      @implementation Card
      - (void)count { created = created + 1; }
      @end
      @implementation ParentViewController
      - (void)go {
          [[[Card alloc] init] count];
          [[[Card alloc] init] count];
          NSLog(@"%d", created);
      }
      @end
      """, .objc, ["run=go"])
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.hasSuffix("print   2\n"))
  }

  /// `kNilOptions` is 0 (MacTypes.h), passed where options are expected.
  @Test func nilOptionsIsNoOptions() {
    let outcome = run(
      """
      UIViewController *a = [[UIViewController alloc] init];
      [UIView animateWithDuration:0.3 delay:0 options:kNilOptions animations:^{
          a.view.alpha = 0;
      } completion:nil];
      """, .objc)
    #expect(outcome.diagnostics == [])
  }

  /// The Swift Programming Language, "Computed Properties": assigning a computed property
  /// runs its setter with `newValue` (or the name `set(name)` gives).
  @Test func computedPropertySetterRuns() {
    let outcome = run(
      """
      class Pager: UIViewController {
        var stored = 0
        var index: Int {
          get { return stored }
          set { stored = newValue; print("set", newValue) }
        }
        var other: Int {
          set(value) { print("other", value) }
          get { 1 }
        }
      }
      func go() {
        let pager = Pager()
        pager.index = 2
        pager.other = 5
        print(pager.index)
      }
      """, .swift, ["run=go"])
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.hasSuffix("print   set 2\nprint   other 5\nprint   2\n"))
  }
}
