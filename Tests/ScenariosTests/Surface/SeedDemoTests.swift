import Testing

@testable import Scenarios

/// The seed tutorials' demo code (blog formatting repaired: spaces the blog ate restored,
/// code fragments put in their methods; the authors' logic and mistakes kept) runs as written
/// now that buttons, `@selector` and `NSNotificationCenter` are modelled. The traces pin what
/// they show: seed 000 transitions the wrong way round (from a child whose view is not on
/// screen: unbalanced appearance warnings), sends `didMove(toParent:)` right after each
/// transition call, to the outgoing child, while the transition still runs
/// (`containment.did-move-during-transition`), and never removes a child it sent
/// `willMove(toParent: nil)`; seed 004 adds `first` without `didMove` before its first
/// transition. Tap and notification delivery follow FIDELITY-SURFACE.md E and N; the
/// containment lines are the model's FIDELITY.md A4 behaviour.
@Suite struct SeedDemoTests {
  // Its scenarios with their expected traces: Tests/Fixtures/Traces/surface/seed-demo.md.
  @Test func seed000TwoButtonsSwitchChildrenWithTransitions() {
    let source = """
      - (void)viewDidLoad {
        [super viewDidLoad];
        UIButton *fristButton = [[UIButton alloc]initWithFrame:CGRectMake(0, 20, 160, 40)];
        fristButton.backgroundColor = [UIColor yellowColor];
        [fristButton addTarget:self action:@selector(toShowTheFristViewController) forControlEvents:UIControlEventTouchUpInside];
        [self.view addSubview:fristButton];

        UIButton *secondButton = [[UIButton alloc]initWithFrame:CGRectMake(160, 20, 160, 40)];
        secondButton.backgroundColor = [UIColor blueColor];
        [secondButton addTarget:self action:@selector(toShowTheSecondViewController) forControlEvents:UIControlEventTouchUpInside];
        [self.view addSubview:secondButton];

        FristViewController *fVC=[[FristViewController alloc]initWithNibName:nil bundle:nil];
        [self addChildViewController:fVC];
        SecondViewController *sVC=[[SecondViewController alloc]initWithNibName:nil bundle:nil];
        [self addChildViewController:sVC];

        UIView *mainView = [[UIView alloc] initWithFrame:CGRectMake(0, 60, 320, 420)];
        [self.view addSubview:mainView];
        [mainView addSubview:fVC.view];
      }

      -(void)toShowTheFristViewController
      {
         NSLog(@"显示第一个vc");
         [[self.childViewControllers objectAtIndex:1] willMoveToParentViewController:nil];
         [self transitionFromViewController:[self.childViewControllers objectAtIndex:0]
                 toViewController:[self.childViewControllers objectAtIndex:1]
                 duration:0.3
                 options:UIViewAnimationOptionTransitionFlipFromLeft
                 animations:^{}
                 completion:^(BOOL finished) {
                 }];
         [[self.childViewControllers objectAtIndex:0] didMoveToParentViewController:self];
      }
      -(void)toShowTheSecondViewController
      {
         NSLog(@"显示第二个vc");
         [[self.childViewControllers objectAtIndex:0] willMoveToParentViewController:nil];
         [self transitionFromViewController:[self.childViewControllers objectAtIndex:1]
                           toViewController:[self.childViewControllers objectAtIndex:0]
                                   duration:0.3
                                    options:UIViewAnimationOptionTransitionFlipFromLeft
                                 animations:^{}
                                 completion:^(BOOL finished) {
                                 }];
         [[self.childViewControllers objectAtIndex:1]didMoveToParentViewController:self];
      }
      """
    let outcome = runScenario(
      source, .objc, ["self=mainViewController", "run=tap:secondButton,tap:fristButton"])
    #expect(outcome.diagnostics == [])
    #expect(
      outcome.traceText == """
        manual  window.rootViewController = self
        auto      [self loadView]
        auto      [self viewDidLoad]
        manual      [self.view addSubview:fristButton]
        manual      [self.view addSubview:secondButton]
        manual      [self addChildViewController:fVC]
        auto          [fVC willMoveToParentViewController:self]
        manual      [self addChildViewController:sVC]
        auto          [sVC willMoveToParentViewController:self]
        manual      [self.view addSubview:mainView]
        manual      fVC.view
        auto          [fVC loadView]
        auto          [fVC viewDidLoad]
        manual      [mainView addSubview:fVC.view]
        manual  [window makeKeyAndVisible]
        auto      [self viewWillAppear:NO]
        auto      [fVC viewWillAppear:NO]
        turn
        auto      [self viewDidAppear:NO]
        auto      [fVC viewDidAppear:NO]
        auto    [self performSelector:@selector(toShowTheSecondViewController)]
        print     显示第二个vc
        manual    [fVC willMoveToParentViewController:nil]
        manual    [self transitionFromViewController:sVC toViewController:fVC duration:0.3 options:UIViewAnimationOptionTransitionFlipFromLeft animations:^{…} completion:^(BOOL finished){…}]
        auto        [sVC loadView]
        auto        [sVC viewDidLoad]
        warning     Unbalanced calls to begin/end appearance transitions for <SecondViewController: sVC>.
        warning     Unbalanced calls to begin/end appearance transitions for <FristViewController: fVC>.
        block       animations()
        manual    [sVC didMoveToParentViewController:self]
        time    0.3
        warning   Unbalanced calls to begin/end appearance transitions for <SecondViewController: sVC>.
        warning   Unbalanced calls to begin/end appearance transitions for <FristViewController: fVC>.
        block     completion(YES)
        auto    [self performSelector:@selector(toShowTheFristViewController)]
        print     显示第一个vc
        manual    [sVC willMoveToParentViewController:nil]
        manual    [self transitionFromViewController:fVC toViewController:sVC duration:0.3 options:UIViewAnimationOptionTransitionFlipFromLeft animations:^{…} completion:^(BOOL finished){…}]
        auto        [fVC viewWillDisappear:YES]
        auto        [sVC viewWillAppear:YES]
        auto        [mainView insertSubview:sVC.view aboveSubview:fVC.view]
        block       animations()
        manual    [fVC didMoveToParentViewController:self]
        time    0.6
        auto      [fVC.view removeFromSuperview]
        auto      [fVC viewDidDisappear:YES]
        auto      [sVC viewDidAppear:YES]
        block     completion(YES)
        lint    containment.did-move-during-transition: <FristViewController: fVC> got didMove(toParent: <mainViewController: self>) while the transition from <FristViewController: fVC> to <SecondViewController: sVC> was still running: the move is complete only when the transition ends, so send didMove(toParent:) to the incoming child in the transition's completion
        lint    containment.will-move-without-remove: <FristViewController: fVC> got willMove(toParent: nil), but removeFromParent never followed: it is still a child of <mainViewController: self>
        lint    containment.did-move-during-transition: <SecondViewController: sVC> got didMove(toParent: <mainViewController: self>) while the transition from <SecondViewController: sVC> to <FristViewController: fVC> was still running: the move is complete only when the transition ends, so send didMove(toParent:) to the incoming child in the transition's completion
        lint    containment.will-move-without-remove: <SecondViewController: sVC> got willMove(toParent: nil), but removeFromParent never followed: it is still a child of <mainViewController: self>

        """)
  }

}
