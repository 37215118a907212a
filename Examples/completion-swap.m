// Swapping with the moves finished inside the completion, with logging overrides that show
// when UIKit calls each child.
// Try: lessons run Examples/completion-swap.m --run swap
@implementation LoggingViewController
- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    NSLog(@"%@ will appear, moving to parent: %d", self, [self isMovingToParentViewController]);
}
@end

- (void)viewDidLoad {
    [super viewDidLoad];
    first = [[LoggingViewController alloc] initWithNibName:nil bundle:nil];
    second = [[LoggingViewController alloc] initWithNibName:nil bundle:nil];
    [self addChildViewController:first];
    [self.view addSubview:first.view];
    [first didMoveToParentViewController:self];
}

- (void)swap {
    [first willMoveToParentViewController:nil];
    [self addChildViewController:second];
    [self transitionFromViewController:first
                      toViewController:second
                              duration:0.5
                               options:UIViewAnimationOptionTransitionFlipFromTop
                            animations:nil
                            completion:^(BOOL finished) {
        [first removeFromParentViewController];
        [second didMoveToParentViewController:self];
    }];
}
