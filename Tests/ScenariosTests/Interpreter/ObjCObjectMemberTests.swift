import Testing

@testable import Scenarios

/// `NSObject` and Foundation members real container code calls, Core Graphics' rectangle
/// getters, `UIViewAnimationOptionTransitionNone`, and UIView's hooks (FIDELITY-SURFACE.md C7).
@Suite struct ObjCObjectMemberTests {
  @Test func isEqualIsIdentityAndContainsObjectUsesIt() {
    let outcome = runScenario(
      """
      UIViewController *a = [[UIViewController alloc] init];
      UIViewController *b = a;
      [self addChildViewController:a];
      NSLog(@"%d %d %d", [a isEqual:self], [a isEqual:b], [self.view isEqual:self.view]);
      NSLog(@"%d %d", [self.childViewControllers containsObject:a], [self.view.subviews containsObject:a.view]);
      """, .objc)
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText == """
        manual  [self addChildViewController:a]
        auto      [a willMoveToParentViewController:self]
        print   0 1 1
        manual  a.view
        auto      [a loadView]
        auto      [a viewDidLoad]
        print   1 0
        lint    containment.missing-did-move: <UIViewController: a> was added to \
        <ParentViewController: self> with addChild, but no didMove(toParent:) came after it

        """)
  }

  @Test func respondsToSelectorKnowsTheScenarioAndTheModelledAPI() {
    let source = """
      @interface ParentViewController ()
      @property (nonatomic, strong) UIViewController *current;
      @end
      @implementation ParentViewController
      - (void)showFirst:(id)sender {
      }
      - (void)tap {
          NSLog(@"%d %d %d %d", [self respondsToSelector:@selector(showFirst:)],
                [self respondsToSelector:@selector(setCurrent:)],
                [self respondsToSelector:@selector(addChildViewController:)],
                [self respondsToSelector:@selector(setEdgesForExtendedLayout:)]);
          NSLog(@"%d", [self.view respondsToSelector:@selector(removeFromSuperview)]);
      }
      @end
      """
    let outcome = runScenario(source, .objc, ["run=tap"])
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.hasSuffix("print   1 1 1 1\nprint   1\n"))
  }

  @Test func aSelectorOnlyTheScenarioDeclaresIsNoForAnObjectWithoutIt() {
    let source = """
      @protocol MenuDelegate <NSObject>
      - (void)menuDidSelect:(NSInteger)index;
      @end
      @implementation MenuViewController
      - (void)close {
      }
      @end
      - (void)tap {
          UIViewController *menu = [[MenuViewController alloc] init];
          NSLog(@"%d %d %d", [self respondsToSelector:@selector(menuDidSelect:)],
                [menu respondsToSelector:@selector(close)], [self respondsToSelector:@selector(close)]);
      }
      """
    let outcome = runScenario(source, .objc, ["run=tap"])
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.hasSuffix("print   0 1 0\n"))
  }

  @Test func respondsToSelectorOfAnUnknownSelectorIsNotGuessed() {
    let outcome = runScenario(
      "if ([self respondsToSelector:@selector(containerDidFinish:)]) { NSLog(@\"yes\"); }", .objc)
    #expect(diagnosticSummary(outcome) == ["1:40 scenario.unsupported"])
    #expect(outcome.diagnostics.first?.message.contains("`containerDidFinish:`") == true)
  }

  @Test func rectangleGettersReadTheStandardizedRectangle() {
    let outcome = runScenario(
      """
      CGRect r = CGRectMake(10, 20, 100, -40);
      NSLog(@"%@ %@ %@ %@", @(CGRectGetWidth(r)), @(CGRectGetHeight(r)), @(CGRectGetMinX(r)), @(CGRectGetMinY(r)));
      NSLog(@"%@ %@ %@ %@", @(CGRectGetMaxX(r)), @(CGRectGetMaxY(r)), @(CGRectGetMidX(r)), @(CGRectGetMidY(r)));
      """, .objc)
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText == "print   100 40 10 -20\nprint   110 20 60 0\n")
  }

  @Test func transitionNoneIsNoOption() {
    let outcome = runScenario(
      """
      [UIView transitionWithView:self.view duration:0.3 options:UIViewAnimationOptionTransitionNone animations:^{ self.view.alpha = 1; } completion:nil];
      """, .objc)
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText == """
        manual  [UIView transitionWithView:self.view duration:0.3 options:0 animations:^{…} completion:nil]
        block     animations()

        """)
  }

  @Test func viewHooksAndSizeToFitChangeNothing() {
    let outcome = runScenario(
      """
      UIView *box = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 10, 10)];
      [box willMoveToSuperview:self.view];
      [self.view addSubview:box];
      [box didMoveToSuperview];
      [box willMoveToWindow:nil];
      [box didMoveToWindow];
      [box sizeToFit];
      NSLog(@"%@ %@", NSStringFromCGRect(box.frame), box.superview);
      """, .objc)
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText == """
        manual  [self.view addSubview:box]
        print   {{0, 0}, {10, 10}} <UIView: self.view>

        """)
  }
}

@Suite struct ObjCClassQueryTests {
  @Test func isKindOfClassIsMemberOfClassAndClassNames() {
    let source = """
      @interface BaseViewController : UIViewController
      @end
      @implementation BaseViewController
      @end
      @interface DetailViewController : BaseViewController
      @end
      @implementation DetailViewController
      @end
      - (void)tap {
          UIViewController *detail = [[DetailViewController alloc] init];
          UIButton *button = [UIButton buttonWithType:UIButtonTypeSystem];
          NSLog(@"%d %d %d %d", [detail isKindOfClass:[BaseViewController class]],
                [detail isMemberOfClass:[BaseViewController class]],
                [detail isKindOfClass:[UIViewController class]],
                [detail isKindOfClass:[UINavigationController class]]);
          NSLog(@"%d %d %d", [button isKindOfClass:[UIControl class]],
                [button isKindOfClass:[UILabel class]], [self.view isKindOfClass:[UIView class]]);
          NSLog(@"%@ %@ %d", NSStringFromClass([detail class]), NSStringFromClass([self class]),
                [@"Browse" isEqualToString:@"Browse"]);
      }
      """
    let outcome = runScenario(source, .objc, ["run=tap"])
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText.hasSuffix(
        """
        print   1 0 1 0
        print   1 0 1
        print   DetailViewController ParentViewController 1

        """))
  }
}
