// Imitates the container style of qiper4life/MyCustomStoryboardSegues (CustomSegues/ShowMenuSegue.m, 2016); no code copied.
@interface SlideInMenuSegue : UIStoryboardSegue
@end

@implementation SlideInMenuSegue

// Puts the menu's view on screen first (under a navigation bar when there is one), then makes
// it a child and forwards its appearance by hand around a slide animation.
- (void)perform {
    UIView *baseView = self.sourceViewController.view;
    UIView *menuView = self.destinationViewController.view;

    CGSize screen = [UIScreen mainScreen].bounds.size;
    menuView.frame = CGRectMake(-screen.width, 0, screen.width, screen.height);

    if ([self.sourceViewController isKindOfClass:[UINavigationController class]]) {
        UINavigationController *navigation = (UINavigationController *)[self sourceViewController];
        [baseView insertSubview:menuView belowSubview:navigation.navigationBar];
    } else {
        [baseView addSubview:menuView];
    }

    [self.sourceViewController addChildViewController:self.destinationViewController];
    [self.destinationViewController beginAppearanceTransition:YES animated:YES];
    [UIView animateWithDuration:0.25f animations:^{
        menuView.frame = CGRectOffset(menuView.frame, screen.width * 0.8, 0);
    } completion:^(BOOL done) {
        [self.destinationViewController endAppearanceTransition];
        [self.destinationViewController didMoveToParentViewController:self.sourceViewController];
    }];
}

@end

// driver
SlideInMenuSegue *slide = [[SlideInMenuSegue alloc] initWithIdentifier:@"menu" source:self destination:[[UIViewController alloc] init]];
[slide perform];
