// Two buttons swap two children, the way early iOS 5 tutorials wrote it: the children are
// found by index, and didMove is sent right after the transition call returns.
// Try: lessons run Examples/button-swap.m --run showSecond
- (void)viewDidLoad {
    [super viewDidLoad];
    UIViewController *red = [[UIViewController alloc] initWithNibName:nil bundle:nil];
    UIViewController *blue = [[UIViewController alloc] initWithNibName:nil bundle:nil];
    [self addChildViewController:red];
    [self addChildViewController:blue];
    [self.view addSubview:red.view];
}

- (void)showSecond {
    NSLog(@"showing %@", [self.childViewControllers objectAtIndex:1]);
    [[self.childViewControllers objectAtIndex:0] willMoveToParentViewController:nil];
    [self transitionFromViewController:[self.childViewControllers objectAtIndex:0]
                      toViewController:[self.childViewControllers objectAtIndex:1]
                              duration:0.3
                               options:UIViewAnimationOptionTransitionFlipFromLeft
                            animations:^{}
                            completion:^(BOOL finished) {}];
    [[self.childViewControllers objectAtIndex:1] didMoveToParentViewController:self];
}
