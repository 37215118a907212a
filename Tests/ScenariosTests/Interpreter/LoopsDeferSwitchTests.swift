import Testing

@testable import Scenarios

/// The statements issue 10 left refused and tutorials write: Swift `repeat … while` and
/// `defer`, Objective-C `do … while`, C `for (;;)`, and `switch` with C's fall-through.
/// Expected outputs follow the languages' own rules (The Swift Programming Language,
/// "Control Flow" and "Deferred Actions"; C11 6.8.4.2 and 6.8.5).
@Suite struct LoopsDeferSwitchTests {
  // Its scenarios with their expected traces: Tests/Fixtures/Traces/interpreter/loops-defer-switch.md.
  private func output(_ source: String, _ language: ScenarioLanguage, _ words: [String] = [])
    -> String
  {
    let outcome = runScenario(source, language, words)
    #expect(problems(outcome) == [])
    return outcome.traceText
  }

  @Test func aCForLoopOverChildViewControllersByIndex() {
    #expect(
      output(
        """
        [self addChildViewController:[[FirstViewController alloc] init]];
        [self addChildViewController:[[SecondViewController alloc] init]];
        for (NSUInteger i = 0; i < self.childViewControllers.count; i++) {
          UIViewController *child = self.childViewControllers[i];
          NSLog(@"%lu %@", (unsigned long)i, child);
        }
        """, .objc
      ).contains(
        """
        print   0 <FirstViewController: firstViewController>
        print   1 <SecondViewController: secondViewController>

        """))
  }

  /// `[self.childViewControllers copy]`: the loop walks the children as they were, while each
  /// removal changes `childViewControllers` itself.
  @Test func objcLoopOverACopyOfTheChildrenRemovesEveryOne() {
    #expect(
      output(
        """
        [self addChildViewController:[[FirstViewController alloc] init]];
        [self addChildViewController:[[SecondViewController alloc] init]];
        for (UIViewController *child in [self.childViewControllers copy]) {
          [child removeFromParentViewController];
        }
        NSLog(@"%lu", (unsigned long)[self.childViewControllers mutableCopy].count);
        """, .objc
      ).contains(
        """
        manual  [secondViewController removeFromParentViewController]
        auto      [secondViewController didMoveToParentViewController:nil]
        print   0

        """))
  }

  @Test func objcTypedefsNameEnumerationsAndBlockTypes() {
    #expect(
      output(
        """
        typedef NS_ENUM(NSInteger, ContainerTab) {
          ContainerTabHome,
          ContainerTabSearch NS_SWIFT_NAME(search),
          ContainerTabProfile = 5,
          ContainerTabSettings,
        };
        typedef void (^SwapCompletion)(BOOL finished);
        typedef enum { ModeA, ModeB } Mode;

        - (void)go {
          ContainerTab tab = ContainerTabSettings;
          SwapCompletion done = ^(BOOL finished) { NSLog(@"done %d", finished); };
          Mode mode = ModeB;
          switch (tab) {
            case ContainerTabHome: NSLog(@"home"); break;
            case ContainerTabSettings: NSLog(@"settings %ld %d", (long)tab, mode); break;
            default: break;
          }
          done(YES);
          NSLog(@"%d", ContainerTabSearch);
        }
        """, .objc, ["run=go"]) == plainRootPrelude.replacingOccurrences(
          of: "self.loadView()", with: "[self loadView]"
        ).replacingOccurrences(of: "self.viewDidLoad()", with: "[self viewDidLoad]")
        .replacingOccurrences(of: "window.makeKeyAndVisible()", with: "[window makeKeyAndVisible]")
        .replacingOccurrences(of: "self.viewWillAppear(false)", with: "[self viewWillAppear:NO]")
        .replacingOccurrences(of: "self.viewDidAppear(false)", with: "[self viewDidAppear:NO]")
          + """
          print   settings 6 1
          print   done 1
          print   1

          """)
  }
}
