import Testing

@testable import Scenarios

/// `CGRectOffset`/`CGRectInset` and their Swift spellings, and `indexOfObject:`/`index(of:)`,
/// as container code sizes and picks its children (FIDELITY-SURFACE.md C7).
@Suite struct RectAndIndexTests {
  // Its scenarios with their expected traces: Tests/Fixtures/Traces/interpreter/rect-and-index.md.
  @Test func offsetAndInsetFollowCGGeometry() {
    let objc = runScenario(
      """
      CGRect r = CGRectMake(10, 20, 100, 50);
      NSLog(@"%@ %@", NSStringFromCGRect(CGRectOffset(r, 5, -5)), NSStringFromCGRect(CGRectInset(r, 10, 5)));
      NSLog(@"%@", NSStringFromCGRect(CGRectInset(CGRectMake(0, 0, -40, 20), 5, 0)));
      """, .objc)
    #expect(objc.diagnostics == [])
    #expect(
      objc.traceText == """
        print   {{15, 15}, {100, 50}} {{20, 25}, {80, 40}}
        print   {{-35, 0}, {30, 20}}

        """)
    let swift = runScenario(
      "let r = CGRect(x: 10, y: 20, width: 100, height: 50)\n"
        + "print(r.offsetBy(dx: 5, dy: -5), r.insetBy(dx: 10, dy: 5))", .swift)
    // Swift's `CGRect` description shows its `CGFloat`s as Swift prints them.
    #expect(swift.traceText == "print   (15.0, 15.0, 100.0, 50.0) (20.0, 25.0, 80.0, 40.0)\n")
  }

  @Test func indexOfAnObjectOrNotFound() {
    let objc = runScenario(
      """
      UIViewController *a = [[UIViewController alloc] init];
      UIViewController *b = [[UIViewController alloc] init];
      NSArray *pages = @[a, b];
      NSLog(@"%lu %d", (unsigned long)[pages indexOfObject:b], [pages indexOfObject:self] == NSNotFound);
      """, .objc)
    #expect(objc.traceText == "print   1 1\n")
    let swift = runScenario(
      "let a = UIViewController()\nlet pages = [a]\nprint(pages.index(of: a) ?? -1, pages.index(of: self) ?? -1)",
      .swift)
    #expect(swift.traceText == "print   0 -1\n")
  }
}

/// `[NSException raise:format:]` ends the app like UIKit's own exceptions (FIDELITY-SURFACE V14).
@Suite struct CodeRaisedExceptionTests {
}

/// `NSArray`/`NSMutableArray` as Objective-C containers keep their children
/// (FIDELITY-SURFACE.md C11).
@Suite struct FoundationArrayTests {
  @Test func mutableArraysAreMadeAndChangedInPlace() {
    let outcome = runScenario(
      """
      @interface ParentViewController ()
      @property (nonatomic, strong) NSMutableArray *pages;
      @end
      @implementation ParentViewController
      - (void)viewDidLoad {
        [super viewDidLoad];
        UIViewController *a = [[UIViewController alloc] init];
        UIViewController *b = [[UIViewController alloc] init];
        self.pages = [NSMutableArray array];
        [self.pages addObject:a];
        [self.pages insertObject:b atIndex:0];
        NSArray *both = [NSArray arrayWithObjects:a, b, nil];
        NSMutableArray *copy = [[NSMutableArray alloc] initWithObjects:b, nil];
        [self.pages removeObject:b];
        NSLog(@"%lu %lu %lu %@", (unsigned long)self.pages.count, (unsigned long)both.count,
              (unsigned long)copy.count, self.pages.firstObject);
        [self.pages removeLastObject];
        [self.pages removeLastObject];
        NSLog(@"%lu", (unsigned long)self.pages.count);
      }
      @end
      """, .objc)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.contains("print       1 2 1 <UIViewController: a>\n"))
    #expect(outcome.traceText.contains("print       0\n"))
  }
}

/// Tutorials log each callback by its own name: `__FUNCTION__`, `_cmd`, `#function`
/// (FIDELITY-SURFACE.md C12).
@Suite struct MethodNameLoggingTests {
  @Test func eachLanguageNamesTheRunningMethodAsItsCompilerDoes() {
    let objc = runScenario(
      """
      - (void)viewWillAppear:(BOOL)animated {
        [super viewWillAppear:animated];
        NSLog(@"%s %@", __FUNCTION__, NSStringFromSelector(_cmd));
      }
      """, .objc)
    #expect(objc.diagnostics == [])
    #expect(
      objc.traceText.contains(
        "print       -[ParentViewController viewWillAppear:] viewWillAppear:\n"))
    let swift = runScenario(
      "override func viewWillAppear(_ animated: Bool) {\n  super.viewWillAppear(animated)\n"
        + "  print(#function)\n}", .swift)
    #expect(swift.diagnostics == [])
    #expect(swift.traceText.contains("print       viewWillAppear(_:)\n"))
  }
}

/// Objective-C class methods (`+`), sent to the class, with `self` the class
/// (FIDELITY-SURFACE.md C13).
@Suite struct ObjCClassMethodTests {
  @Test func aFactoryClassMethodMakesTheChild() {
    let outcome = runScenario(
      """
      @interface MenuViewController : UIViewController
      @property (nonatomic, copy) NSString *heading;
      @end
      @implementation MenuViewController
      + (instancetype)menuWithHeading:(NSString *)heading {
        MenuViewController *menu = [[self alloc] init];
        menu.heading = heading;
        return menu;
      }
      @end
      MenuViewController *menu = [MenuViewController menuWithHeading:@"Home"];
      [self addChildViewController:menu];
      NSLog(@"%@ %@", menu, menu.heading);
      """, .objc)
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText.hasPrefix(
        """
        manual  [self addChildViewController:menu]
        auto      [menu willMoveToParentViewController:self]
        print   <MenuViewController: menu> Home

        """))
  }
}

/// Swift metatypes: `X.self` and `type(of:)` (FIDELITY-SURFACE.md W8).
@Suite struct MetatypeTests {
}
