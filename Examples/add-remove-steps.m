// The numbered recipe: add (addChild, addSubview, frame, didMove), then remove
// (willMove nil, removeFromSuperview, removeFromParent).
// Try: lessons run Examples/add-remove-steps.m --run showChild,hideChild
- (void)showChild {
    detail = [[UIViewController alloc] initWithNibName:nil bundle:nil];
    detail.view.translatesAutoresizingMaskIntoConstraints = NO;
    [self addChildViewController:detail];
    [self.view addSubview:detail.view];
    detail.view.frame = CGRectMake(0, 0, 320, 200);
    [detail didMoveToParentViewController:self];
}

- (void)hideChild {
    [detail willMoveToParentViewController:nil];
    [detail.view removeFromSuperview];
    [detail removeFromParentViewController];
}
