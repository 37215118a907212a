import Testing

@testable import Scenarios

/// Seed 001 (the Korean tutorial): its four fragments (add a child, remove it, switch with
/// `transitionFromViewController:`, switch "for Auto Layout" with `animateWithDuration:`),
/// blog formatting repaired: the line the blog cut (`[self.view addSubView:childController.`)
/// closed, the removal fragment's bare `{ … }` given a method whose parameter is its free
/// variable, the Auto Layout variant given its own name (the blog reuses the first's), its
/// stray `}` and unbracketed `self.view addConstraints:[…]` put right, and three small driver
/// methods added so `run=` can reach the fragments. The authors' logic and typos are kept.
///
/// As written, the typos never compile; the checker reports all of them before anything runs.
/// With the compiler's own corrections, the logic runs, and its trace shows what the seed's
/// Auto Layout variant gets wrong: the new child fully appears (`viewDidAppear`) while the old
/// one has not even begun to disappear: the old child gets no `viewWillDisappear` until the
/// animation's completion removes its view (FIDELITY.md A5, B7). The constraints it moves
/// from the child's view to the parent's are none here (a view made in code has none), so
/// `addConstraints:` before `addSubview:` installs nothing and raises nothing.
@Suite struct SeedDemo001Tests {
  // The corrected fragments with their expected trace: Tests/Fixtures/Traces/surface/seed-demo-001.md.
  static let fragments = """
    -(void)showChldController
    {
    ChildViewController *childController =
    [[ChildViewController alloc] initWithNibName:@"ChildViewController" bundle:nil];
    // 오토레이아웃인 경우는
    childController.view.translateAutoresizingMaskIntoConstraints = NO;;
    [self addChildViewController:childController];
    [self.view addSubView:childController.view];
    // 프레임 설정( 오토레이아웃이 아닌경우)
    childController.view.frame = CGRectMake(0,0,0,0); // 원하는 사이즈 설정
    // 오토레이아웃 제약 설정
    NSArray *constraints = childController.view.constraints;
    [self.view addConstraints:constraints];
    [childController didMoveToParentViewController:self];
    }

    -(void)removeChildController:(UIViewController *)childController
    {
    [childController willMoveToParentViewController:nil];
    [childController.view removeFromSuperview];
    [childController removeFromParentViewController];
    }

    -(void)changeViewController:(UIViewController*) oldVC
    toViewController:(UIViewController*) newVC
    {
    [oldVC willMoveToParentViewController:nil];
    [self addChildViewController:newVC];
    [self transitionFromViewController:oldVC
    toViewController: newVC
    duration: 0.25
    options: 0
    animations:^{
    newVC.view.frame = oldVC.view.frame;
    oldVC.view.frame = CGRectMake(0,0,0,0);
    }
    completion:^(BOOL finished) {
    [oldVC removeFromParentViewController];
    [newVC didMoveToParentViewController];
    }];
    }
    """

  @Test func asWrittenEveryTypoIsReportedBeforeAnythingRuns() {
    let outcome = runScenario(Self.fragments, .objc, ["run=showChldController"])
    #expect(outcome.traceText == "")
    // Besides the note naming the tutorial's own controller class (it runs as a plain one).
    #expect(
      problems(outcome).map { "\($0.line):\($0.column) \($0.id)" } == [
        "6:22 scenario.unknown-member",
        "8:12 scenario.unknown-member",
        "39:8 scenario.missing-argument",
      ])
    #expect(
      problems(outcome).map(\.hint) == [
        "did you mean `translatesAutoresizingMaskIntoConstraints`?", "did you mean `addSubview:`?",
        "write `didMoveToParentViewController:`",
      ])
  }

  @Test func theAutoLayoutVariantAsWrittenDoesNotParse() {
    let outcome = runScenario(
      """
      -(void)changeViewController:(UIViewController*) oldVC
      toViewController:(UIViewController*) newVC
      {
      [oldVC willMoveToParentViewController:nil];
      [self addChildViewController:newVC];
      [self.view addConstraints:newVC.view.constraints];
      [self.view addSubView:newVC.view];
      [newVC.view layoutIfNeeded];
      [UIView animateWithDuration:
      animations:^{
      }
      completion:^(BOOL finished) {
      [oldVC.view removeFromSuperView];
      [oldVC removeFromParentViewController];
      [newVC didMoveToParentViewController];
      }];
      }
      """, .objc)
    // `animateWithDuration:` has no value: the next piece, `animations`, is read as the
    // value and the `:` after it cannot follow.
    #expect(diagnosticSummary(outcome) == ["10:11 scenario.unexpected-token"])
  }
}
