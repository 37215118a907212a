import Testing

@testable import Scenarios

/// Declarations, protocol objects, casts, `<math.h>` and preprocessor conditions that round
/// 32's fresh Objective-C container files (drawers and segmented containers, 2011–2016) stop
/// at (issue 26 §1); each from the rule it cites.
@Suite struct ObjCAppDeclarationTests {
  /// The Objective-C Programming Language, "Protocol Objects" and "Conforming to a Protocol";
  /// NSObject.h: `@protocol(P)` is the protocol object; `conformsToProtocol:` is YES for a
  /// class that adopts P (in its `@interface` or a class extension), a protocol inheriting P,
  /// or through its superclass, and for what UIKit's headers adopt (`UIViewController`
  /// adopts `UIContentContainer`); NO otherwise, and for nil.
  @Test func protocolObjectsAndConformance() {
    let outcome = runScenario(
      """
      @protocol Refreshing <NSObject>
      - (void)refresh;
      @end
      @protocol Paging <Refreshing>
      @end
      @interface Page : UIViewController
      @end
      @interface Page () <Paging>
      @end
      @implementation Page
      - (void)refresh { NSLog(@"refresh"); }
      @end
      @interface LastPage : Page
      @end
      @implementation LastPage
      @end
      @implementation ParentViewController
      - (void)viewDidLoad {
          [super viewDidLoad];
          UIViewController *plain = [UIViewController new];
          LastPage *last = [LastPage new];
          Page *none = nil;
          Protocol *refreshing = @protocol(Refreshing);
          NSLog(@"%d %d %d %d", [last conformsToProtocol:refreshing],
                [plain conformsToProtocol:@protocol(Refreshing)],
                [none conformsToProtocol:@protocol(Paging)], [Page conformsToProtocol:@protocol(Paging)]);
          NSLog(@"%d %d %@", [plain conformsToProtocol:@protocol(UIContentContainer)],
                [plain conformsToProtocol:@protocol(UITableViewDelegate)],
                NSStringFromProtocol(refreshing));
          if ([last conformsToProtocol:@protocol(Refreshing)]) { [last refresh]; }
      }
      @end
      """, .objc)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.contains("print       1 0 0 1\n"))
    #expect(outcome.traceText.contains("print       1 0 Refreshing\n"))
    #expect(outcome.traceText.contains("print       refresh\n"))
  }

  /// The Objective-C Programming Language, "Declared Properties": a `@property` in a protocol
  /// declares its accessors `drawer` and `setDrawer:`; an object whose class declares the
  /// property responds to them, a plain `UIViewController` does not (NSObject.h
  /// `respondsToSelector:`), so a drawer sets itself only on children that adopt it.
  @Test func respondsToTheAccessorsOfAProtocolProperty() {
    let outcome = runScenario(
      """
      @protocol DrawerChild <NSObject>
      @property (nonatomic, weak) UIViewController *drawer;
      @end
      @interface Panel : UIViewController <DrawerChild>
      @property (nonatomic, weak) UIViewController *drawer;
      @end
      @implementation Panel
      @end
      @implementation ParentViewController
      - (void)viewDidLoad {
          [super viewDidLoad];
          Panel *panel = [Panel new];
          UIViewController *plain = [UIViewController new];
          NSLog(@"%d %d %d", [panel respondsToSelector:@selector(setDrawer:)],
                [plain respondsToSelector:@selector(setDrawer:)],
                [plain respondsToSelector:@selector(drawer)]);
      }
      @end
      """, .objc)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.contains("print       1 0 0\n"))
  }

  /// The Objective-C Programming Language, "Class Methods": a `+` method is sent to the class
  /// object; among a methods block's methods it is a class method of `self`'s class, reached
  /// as `[ParentViewController pageTitle]` or `[[self class] pageTitle]`. `+load`, which the
  /// runtime sends by itself (NSObject.h), runs before anything else
  /// (ObjCRuntimeSwizzlingTests).
  @Test func aClassMethodAmongTheBlocksMethods() {
    let outcome = runScenario(
      """
      + (NSString *)pageTitle { return @"Pages"; }
      - (void)viewDidLoad {
          [super viewDidLoad];
          NSLog(@"%@ %@", [ParentViewController pageTitle], [[self class] pageTitle]);
      }
      """, .objc)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.contains("print       Pages Pages\n"))
    let load = runScenario("+ (void)load { NSLog(@\"loaded\"); }\n", .objc)
    #expect(load.diagnostics == [])
    #expect(load.traceText.hasPrefix("print   loaded\n"))
  }

  /// C11 6.2.1 and 6.7.2.2: an enumeration declared outside any function, in a class
  /// extension's `@interface` or between an `@implementation`'s methods, has file scope: its
  /// constants are usable everywhere after it, with their values (`ModeB = 5`, `ModeC` 6).
  @Test func enumerationsInAClassExtensionAndAnImplementation() {
    let outcome = runScenario(
      """
      @interface ParentViewController ()
      typedef NS_ENUM(NSInteger, Mode) { ModeA, ModeB = 5, ModeC };
      @property (nonatomic) Mode mode;
      @end
      @implementation ParentViewController
      typedef enum { SideLeft, SideRight } Side;
      - (void)viewDidLoad {
          [super viewDidLoad];
          self.mode = ModeC;
          Side side = SideRight;
          NSLog(@"%ld %d %d", (long)self.mode, side, self.mode == ModeC);
      }
      @end
      """, .objc)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.contains("print       6 1 1\n"))
  }

  /// C11 6.7.8 and 6.2.1p4: a `typedef` inside a function body has block scope; its
  /// enumeration constants are usable after it in that block.
  @Test func aTypedefInsideAMethod() {
    let outcome = runScenario(
      """
      - (void)viewDidLoad {
          [super viewDidLoad];
          typedef NS_ENUM(NSUInteger, Step) { StepFirst = 1, StepSecond };
          Step step = StepSecond;
          NSLog(@"%lu", (unsigned long)step);
      }
      """, .objc)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.contains("print       2\n"))
  }

  /// C11 6.5.4 and 6.7.8: after `typedef NS_ENUM(NSInteger, Side) …`, `(Side)value` is a cast
  /// wherever an expression may stand, a message's argument included.
  @Test func aCastToATypedefNameInAMessageArgument() {
    let outcome = runScenario(
      """
      typedef NS_ENUM(NSInteger, DrawerSide) { DrawerSideNone, DrawerSideLeft, DrawerSideRight };
      @implementation ParentViewController
      - (CGFloat)widthForSide:(DrawerSide)side {
          return side == DrawerSideRight ? 120 : 80;
      }
      - (void)viewDidLoad {
          [super viewDidLoad];
          NSInteger raw = 2;
          CGFloat width = [self widthForSide:(DrawerSide)raw];
          NSLog(@"%.0f", width);
      }
      @end
      """, .objc)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.contains("print       120\n"))
  }

  /// C11 7.12.3: `isnan`, `isinf`, `isfinite`, `signbit` classify (an int, nonzero when true);
  /// 7.12.10.1 `fmod` keeps the dividend's sign; 7.12.11.1 `copysign`; 7.12.7.3 `hypot`.
  @Test func mathClassificationAndRemainders() {
    let outcome = runScenario(
      """
      - (void)viewDidLoad {
          [super viewDidLoad];
          CGFloat zero = 0;
          CGFloat scale = zero / zero;
          if (isnan(scale)) { scale = 1; }
          NSLog(@"%.1f %d %d %d", scale, isinf(1 / zero) != 0, isfinite(2.0) != 0, signbit(-1.0) != 0);
          NSLog(@"%.1f %.1f %.1f", fmod(-7.5, 2), copysign(3, -1), hypot(3, 4));
      }
      """, .objc)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.contains("print       1.0 1 1 1\n"))
    #expect(outcome.traceText.contains("print       -1.5 -3.0 5.0\n"))
  }

  /// The iOS SDK's headers define `NS_ENUM` (so `#ifndef NS_ENUM … #endif` is dropped) and
  /// `__IPHONE_7_0` as 70000 (Availability.h); an app a current Xcode builds targets iOS 12.0
  /// or later, so `__IPHONE_OS_VERSION_MIN_REQUIRED < 70000` is false and `>= __IPHONE_7_0`
  /// true. A comparison those bounds do not decide stays a diagnostic.
  @Test func sdkMacrosDecidePreprocessorConditions() {
    let outcome = runScenario(
      """
      #ifndef NS_ENUM
      #define NS_ENUM(_type, _name) enum _name : _type _name; enum _name : _type
      #endif
      #if __IPHONE_OS_VERSION_MIN_REQUIRED < 70000
      static CGFloat const kBarHeight = 44;
      #else
      static CGFloat const kBarHeight = 64;
      #endif
      - (void)viewDidLoad {
          [super viewDidLoad];
      #if __IPHONE_OS_VERSION_MAX_ALLOWED >= __IPHONE_7_0 && TARGET_OS_IPHONE
          NSLog(@"%.0f new", kBarHeight);
      #else
          NSLog(@"%.0f old", kBarHeight);
      #endif
      }
      """, .objc)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.contains("print       64 new\n"))

    let undecided = runScenario(
      """
      #if __IPHONE_OS_VERSION_MIN_REQUIRED < 150000
      NSLog(@"old");
      #endif
      """, .objc)
    #expect(undecided.diagnostics.map(\.id.rawValue) == ["scenario.unsupported"])
  }
}
