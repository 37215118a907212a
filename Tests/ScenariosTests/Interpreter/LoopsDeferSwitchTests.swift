import Testing

@testable import Scenarios

/// The statements issue 10 left refused and tutorials write: Swift `repeat … while` and
/// `defer`, Objective-C `do … while`, C `for (;;)`, and `switch` with C's fall-through.
/// Expected outputs follow the languages' own rules (The Swift Programming Language,
/// "Control Flow" and "Deferred Actions"; C11 6.8.4.2 and 6.8.5).
@Suite struct LoopsDeferSwitchTests {
  private func output(_ source: String, _ language: ScenarioLanguage, _ words: [String] = [])
    -> String
  {
    let outcome = runScenario(source, language, words)
    #expect(problems(outcome) == [])
    return outcome.traceText
  }

  @Test func repeatRunsOnceBeforeTestingAndContinueTests() {
    #expect(
      output(
        """
        var n = 0
        repeat {
          n += 1
          if n == 2 { continue }
          print("repeat", n)
        } while n < 3
        repeat { print("once") } while false
        """, .swift) == """
          print   repeat 1
          print   repeat 3
          print   once

          """)
  }

  @Test func deferRunsLastFirstWhenTheBlockIsLeftByReturnOrContinue() {
    #expect(
      output(
        """
        func work() -> Int {
          defer { print("deferred 1") }
          defer { print("deferred 2") }
          print("working")
          return 5
        }

        func demo() {
          print(work())
          for i in 0..<2 {
            defer { print("end of", i) }
            if i == 0 { continue }
            print("body", i)
          }
        }
        """, .swift, ["run=demo"]) == plainRootPrelude + """
          print   working
          print   deferred 2
          print   deferred 1
          print   5
          print   end of 0
          print   body 1
          print   end of 1

          """)
  }

  @Test func deferRemovesAChildWhenTheMethodReturnsEarly() {
    #expect(
      output(
        """
        let child = UIViewController()
        func peek(_ show: Bool) {
          addChild(child)
          defer { child.removeFromParent() }
          guard show else { return }
          print(children.count)
        }
        func demo() { peek(false) }
        """, .swift, ["run=demo"]) == plainRootPrelude + """
          manual  self.addChild(child)
          auto      child.willMove(toParent: self)
          manual  child.removeFromParent()
          auto      child.didMove(toParent: nil)
          lint    containment.missing-did-move: <UIViewController: child> was added to \
          <ParentViewController: self> with addChild, but no didMove(toParent:) came after it
          lint    containment.missing-will-move: <UIViewController: child> was removed with \
          removeFromParent without willMove(toParent: nil) before it

          """)
  }

  @Test func objcDoWhileAndCForLoops() {
    #expect(
      output(
        """
        int n = 0;
        do {
          n++;
          if (n == 2) { continue; }
          NSLog(@"do %d", n);
        } while (n < 3);
        for (int i = 0; i < 3; i++) {
          if (i == 1) continue;
          NSLog(@"for %d", i);
        }
        for (;;) { n = n + 10; if (n > 30) break; }
        for (NSInteger k = 2; k > 0; --k) NSLog(@"down %ld", (long)k);
        NSLog(@"n %d", n);
        """, .objc) == """
          print   do 1
          print   do 3
          print   for 0
          print   for 2
          print   down 2
          print   down 1
          print   n 33

          """)
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

  @Test func objcSwitchFallsThroughUntilBreakAndDefaultMayComeFirst() {
    #expect(
      output(
        """
        int n = 33;
        switch (n) {
          case 33:
            NSLog(@"33");
          case 34: {
            NSLog(@"falls into 34");
            break;
          }
          default:
            NSLog(@"default");
        }
        switch (7) { default: NSLog(@"default first"); case 9: NSLog(@"nine"); break; case 1: NSLog(@"one"); }
        switch (2) { case 1: NSLog(@"one"); }
        NSLog(@"after");
        """, .objc) == """
          print   33
          print   falls into 34
          print   default first
          print   nine
          print   after

          """)
  }

  @Test func objcSwitchOverASegmentIndexPicksTheChild() {
    #expect(
      output(
        """
        UISegmentedControl *tabs = [[UISegmentedControl alloc] initWithItems:@[@"A", @"B"]];
        tabs.selectedSegmentIndex = 1;
        UIViewController *next = nil;
        switch (tabs.selectedSegmentIndex) {
          case 0:
            next = [[FirstViewController alloc] init];
            break;
          case 1:
            next = [[SecondViewController alloc] init];
            break;
        }
        [self addChildViewController:next];
        """, .objc) == """
          manual  [self addChildViewController:next]
          auto      [next willMoveToParentViewController:self]
          lint    containment.missing-did-move: <SecondViewController: next> was added to \
          <ParentViewController: self> with addChild, but no didMove(toParent:) came after it

          """)
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
