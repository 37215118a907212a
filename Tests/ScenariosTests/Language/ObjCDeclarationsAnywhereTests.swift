import Testing

@testable import Scenarios

/// C declarations and expressions where real files write them (issue 26, item 1; C11 and
/// clang's extensions): file-scope variables between `@implementation` and its methods,
/// enumerations without `typedef` or with a fixed underlying type, the comma operator as a
/// statement, calls of any postfix expression, casts applied to a message and to block types,
/// nested designators.
@Suite struct ObjCDeclarationsAnywhereTests {
  // Its scenarios with their expected traces: Tests/Fixtures/Traces/language/objc-declarations-anywhere.md.
  /// A declaration outside any function has file scope wherever it is written (C11 6.2.1,
  /// 6.9): also `NSString * const X = @"…";` between `@implementation` and its first method,
  /// without `static`.
  @Test func aFileScopeConstantBetweenImplementationAndItsMethods() {
    let source = """
      @implementation ParentViewController
      NSString * const MenuDidOpen = @"MenuDidOpen";
      CGFloat kMenuWidth = 260;
      - (void)viewDidLoad {
          [super viewDidLoad];
          NSLog(@"%@ %.0f", MenuDidOpen, kMenuWidth);
      }
      @end
      """
    let outcome = runScenario(source, .objc)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.contains("print       MenuDidOpen 260\n"))
  }

  /// Any postfix expression may be called (C11 6.5.2.2): the block a method returns
  /// (`[self animations]()`), and a cast to a block type (C11 6.5.4) keeps the block.
  @Test func callingTheBlockAMessageReturns() {
    let source = """
      @implementation ParentViewController
      - (void (^)(void))deploymentForSide:(NSInteger)side {
          return ^{ NSLog(@"deploy %ld", (long)side); };
      }
      - (void)viewDidLoad {
          [super viewDidLoad];
          [self deploymentForSide:2]();
          id stored = [self deploymentForSide:3];
          ((void (^)(void))stored)();
      }
      @end
      """
    let outcome = runScenario(source, .objc)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.contains("print       deploy 2\nprint       deploy 3\n"))
  }

  /// Interface Builder's markers are nothing to the compiler (UINibDeclarations.h:
  /// `IB_DESIGNABLE`, `IBInspectable`, `IBOutletCollection(ClassName)`), and a C library
  /// typedef named `…_t` declares a variable (`dispatch_queue_t queue = …`).
  @Test func interfaceBuilderMarkersAndCLibraryTypedefs() {
    let source = """
      IB_DESIGNABLE
      @interface ParentViewController ()
      @property (nonatomic) IBInspectable CGFloat menuWidth;
      @property (nonatomic, copy) IBOutletCollection(UIViewController) NSArray *pages;
      @end
      @implementation ParentViewController
      - (void)viewDidLoad {
          [super viewDidLoad];
          self.menuWidth = 260;
          self.pages = @[[UIViewController new]];
          dispatch_queue_t queue = dispatch_get_main_queue();
          dispatch_async(queue, ^{
              NSLog(@"%.0f %lu", self.menuWidth, (unsigned long)self.pages.count);
          });
      }
      @end
      """
    let outcome = runScenario(source, .objc)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.contains("260 1\n"))
  }

  /// `sizeof` (C11 6.5.3.4) with the iOS ABI's sizes (LP64: `int` 4, `NSInteger` and pointers
  /// 8, `CGRect` 32): an array's is its length times its element's, so `sizeof(a) /
  /// sizeof(a[0])` is the length; a `sizeof` the model cannot work out is said so.
  @Test func sizeofOfTypesAndDeclaredArrays() {
    let source = """
      NSString *titles[] = {@"A", @"B", @"C"};
      int widths[4] = {1, 2};
      NSLog(@"%lu %lu", sizeof(titles) / sizeof(titles[0]), sizeof(widths) / sizeof(widths[0]));
      NSLog(@"%lu %lu %lu %lu %lu", sizeof(int), sizeof(CGRect), sizeof(NSInteger),
            sizeof(widths), sizeof(UIView *));
      """
    let outcome = runScenario(source, .objc)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText == "print   3 4\nprint   4 32 8 16 8\n")
    let unknown = runScenario("NSLog(@\"%lu\", sizeof(_header));", .objc)
    #expect(diagnosticSummary(unknown) == ["1:15 scenario.unsupported"])
    // A variable of a struct whose layout the model does not have (mach's, in a memory report
    // beside a container, dev o08) is named with its type (round 38).
    let mach = runScenario(
      "struct task_basic_info info;\nNSLog(@\"%lu\", sizeof(info));", .objc)
    #expect(
      mach.diagnostics.first?.message
        == "`sizeof(info)` of a `task_basic_info` is not supported in scenarios; supported: "
        + "`sizeof` of a C type, or of an array the code declares")
  }
}
