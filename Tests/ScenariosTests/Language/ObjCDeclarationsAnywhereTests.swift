import Testing

@testable import Scenarios

/// C declarations and expressions where real files write them (issue 26, item 1; C11 and
/// clang's extensions): file-scope variables between `@implementation` and its methods,
/// enumerations without `typedef` or with a fixed underlying type, the comma operator as a
/// statement, calls of any postfix expression, casts applied to a message and to block types,
/// nested designators.
@Suite struct ObjCDeclarationsAnywhereTests {
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

  /// `enum { A = 1, B };` declares integer constants without a type name (C11 6.7.2.2);
  /// `typedef enum : NSUInteger { … } T;` and `enum Tag : int { … };` have a fixed
  /// underlying type (clang's extension), which changes no constant.
  @Test func enumerationsWithoutTypedefAndWithAnUnderlyingType() {
    let source = """
      enum {
          IIViewDeckLeftSide = 1,
          IIViewDeckRightSide,
      };
      typedef UInt32 IIViewDeckSide;
      typedef enum : NSUInteger
      {
          PKStateLeft = 1,
          PKStateFront = 3,
          PKStateRight
      } PKRevealControllerState;
      enum Speed : int { SpeedSlow, SpeedFast = 10 };
      IIViewDeckSide side = IIViewDeckRightSide;
      PKRevealControllerState state = PKStateRight;
      NSLog(@"%d %lu %d", side, (unsigned long)state, SpeedFast + SpeedSlow);
      """
    let outcome = runScenario(source, .objc)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText == "print   2 4 10\n")
  }

  /// The comma operator (C11 6.5.17) joins expressions evaluated left to right, also as a
  /// whole statement and as the one statement of an `if`.
  @Test func theCommaOperatorAsAStatement() {
    let source = """
      NSInteger a = 0, b = 0, c = 0;
      BOOL left = YES;
      if (left) a = 1, b = a + 1;
      else a = 5, b = 6;
      c = a, a = b, b = c;
      NSLog(@"%ld %ld %ld", (long)a, (long)b, (long)c);
      """
    let outcome = runScenario(source, .objc)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText == "print   2 1 1\n")
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

  /// `(T)[value integerValue]`: a bracket after a parenthesized name that holds two names
  /// side by side can only be a message, so the parentheses are a cast of it (C11 6.5.4),
  /// also when the type's `typedef` is in a header the excerpt leaves out. `(__bridge id)` is
  /// ARC's bridged cast, which changes no value.
  @Test func aCastAppliedToAMessage() {
    let source = """
      NSNumber *value = @2;
      NSInteger aligment = (CBPopupViewAligment)[value integerValue];
      id same = (__bridge id)value;
      NSLog(@"%ld %@", (long)aligment, same);
      """
    let outcome = runScenario(source, .objc)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText == "print   2 2\n")
  }

  /// Designators of members of members (C11 6.7.9 §7): `.origin.x = 5` initializes `x` of
  /// `origin`, later designators of the same member add to it (§19), members left out are
  /// zero (§21); braces nest for the members in order.
  @Test func nestedDesignatorsAndNestedBraces() {
    let source = """
      CGFloat margin = 8;
      CGRect frame = (CGRect){
          .origin.x = margin,
          .size.width = 100,
          .size.height = 40
      };
      CGRect r = { {1, 2}, {30, 40} };
      NSLog(@"%@ %@", NSStringFromCGRect(frame), NSStringFromCGRect(r));
      """
    let outcome = runScenario(source, .objc)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText == "print   {{8, 0}, {100, 40}} {{1, 2}, {30, 40}}\n")
  }

  /// A `for … in` loop variable of a block type is named inside its declarator (C11 6.7.6).
  @Test func aLoopVariableOfABlockType() {
    let source = """
      NSMutableArray *blocks = [NSMutableArray array];
      [blocks addObject:^{ NSLog(@"one"); }];
      [blocks addObject:^{ NSLog(@"two"); }];
      for (void (^finish)(void) in blocks) {
          finish();
      }
      """
    let outcome = runScenario(source, .objc)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText == "print   one\nprint   two\n")
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

  /// Array designators (C11 6.7.9 §6, §17): `[1] = 10` sets element 1 and the next value
  /// follows it, a later designator may go back, elements left out up to the last one set are
  /// zero (§21). A cast of a cast converts twice (C11 6.5.4): `(CGFloat)(int)3.7` is 3.0.
  @Test func arrayDesignatorsAndCastsOfCasts() {
    let source = """
      int widths[] = {[1] = 10, 20, [0] = 5, [4] = 7};
      NSLog(@"%d %d %d %d %d", widths[0], widths[1], widths[2], widths[3], widths[4]);
      CGFloat x = 3.7;
      NSLog(@"%.1f %ld", (CGFloat)(int)x, (long)(NSInteger)(CGFloat)x);
      """
    let outcome = runScenario(source, .objc)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText == "print   5 10 20 0 7\nprint   3.0 3\n")
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
