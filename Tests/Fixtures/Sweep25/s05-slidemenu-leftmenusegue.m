// Imitates the container style of clasik/-iOS-SlideMenu (SlideMenu/LeftMenuSegue.m, 2013); no code copied.
@interface DrawerSegue : UIStoryboardSegue
@end

@implementation DrawerSegue

// The drawer becomes a child of the segue's source, filling its bounds.
- (void)perform {
    UIViewController *host = self.sourceViewController;
    UIViewController *drawer = self.destinationViewController;

    CGRect area = host.view.bounds;
    drawer.view.frame = CGRectMake(0, 0, area.size.width, area.size.height);

    [drawer willMoveToParentViewController:host];
    [host addChildViewController:drawer];
    [host.view addSubview:drawer.view];
    [drawer didMoveToParentViewController:host];
}

@end

// driver
DrawerSegue *open = [[DrawerSegue alloc] initWithIdentifier:@"drawer" source:self destination:[[UIViewController alloc] init]];
[open perform];
