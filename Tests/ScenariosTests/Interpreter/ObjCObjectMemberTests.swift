import Testing

@testable import Scenarios

/// `NSObject` and Foundation members real container code calls, Core Graphics' rectangle
/// getters, `UIViewAnimationOptionTransitionNone`, and UIView's hooks (FIDELITY-SURFACE.md C7).
@Suite struct ObjCObjectMemberTests {
  // Its scenarios with their expected traces: Tests/Fixtures/Traces/interpreter/objc-object-member.md.

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
