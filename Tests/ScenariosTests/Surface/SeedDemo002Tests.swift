import Testing

@testable import Scenarios

/// Seed 002 (the Traditional Chinese tutorial) shows no program, only its recipe as message
/// fragments with placeholder receivers (`[父視圖控制器 addChildViewController:子視圖控制器]`,
/// `[將要刪除的視圖控制器 willMoveToParentViewController:nil]`) and rules: send `willMove(nil)`
/// before `transitionFromViewController:`, never send `willMove(self)` (addChild does), let
/// `removeFromParentViewController` send `didMove(nil)`, and call `didMove(self)` "after the
/// transitionFromViewController method". Here the recipe is put in methods as written, the
/// placeholders named `child` and `incoming`, the parent being `self`.
///
/// The trace shows the seed's mistake: "after the method" puts `didMove(toParent:)` right
/// after the call returns, while the transition is still running: the incoming child is told
/// it has arrived before its `viewDidAppear` and before the outgoing child has left (S5 asks
/// for didMove "after the transition to the new controller is complete", FIDELITY.md A3.2),
/// and the `containment.did-move-during-transition` lint names it.
/// The rules the seed gets right show too: one `willMove(self)`, from addChild, and the
/// `didMove(nil)` that `removeFromParentViewController` sends.
@Suite struct SeedDemo002Tests {
  @Test func didMoveRightAfterTheTransitionCallComesBeforeTheTransitionEnds() {
    let outcome = runScenario(
      """
      - (void)viewDidLoad {
        [super viewDidLoad];
        child = [[FirstViewController alloc] init];
        [self addChildViewController:child];
        [self.view addSubview:child.view];
        [child didMoveToParentViewController:self];
      }

      - (void)swap {
        incoming = [[SecondViewController alloc] init];
        [child willMoveToParentViewController:nil];
        [self addChildViewController:incoming];
        [self transitionFromViewController:child toViewController:incoming duration:0.3 options:0 animations:nil completion:^(BOOL finished) {
          [child removeFromParentViewController];
        }];
        [incoming didMoveToParentViewController:self];
      }
      """, .objc, ["run=swap"])
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText == """
        manual  window.rootViewController = self
        auto      [self loadView]
        auto      [self viewDidLoad]
        manual      [self addChildViewController:child]
        auto          [child willMoveToParentViewController:self]
        manual      child.view
        auto          [child loadView]
        auto          [child viewDidLoad]
        manual      [self.view addSubview:child.view]
        manual      [child didMoveToParentViewController:self]
        manual  [window makeKeyAndVisible]
        auto      [self viewWillAppear:NO]
        auto      [child viewWillAppear:NO]
        turn
        auto      [self viewDidAppear:NO]
        auto      [child viewDidAppear:NO]
        manual  [child willMoveToParentViewController:nil]
        manual  [self addChildViewController:incoming]
        auto      [incoming willMoveToParentViewController:self]
        manual  [self transitionFromViewController:child toViewController:incoming duration:0.3 options:0 animations:nil completion:^(BOOL finished){…}]
        auto      [incoming loadView]
        auto      [incoming viewDidLoad]
        auto      [child viewWillDisappear:YES]
        auto      [incoming viewWillAppear:YES]
        auto      [self.view insertSubview:incoming.view aboveSubview:child.view]
        manual  [incoming didMoveToParentViewController:self]
        time    0.3
        auto      [child.view removeFromSuperview]
        auto      [child viewDidDisappear:YES]
        auto      [incoming viewDidAppear:YES]
        block     completion(YES)
        manual      [child removeFromParentViewController]
        auto          [child didMoveToParentViewController:nil]
        lint    containment.did-move-during-transition: <SecondViewController: incoming> got didMove(toParent: <ParentViewController: self>) while the transition from <FirstViewController: child> to <SecondViewController: incoming> was still running: the move is complete only when the transition ends, so send didMove(toParent:) to the incoming child in the transition's completion

        """)
  }
}
