@interface LeftMenuSegue : UIStoryboardSegue
@end

@implementation LeftMenuSegue

-(void)perform
{
    UIViewController *rootController = self.sourceViewController;
    UIViewController *menuController = self.destinationViewController;
    
    CGRect bounds = rootController.view.bounds;
    menuController.view.frame = CGRectMake(0, 0, bounds.size.width, bounds.size.height);
    
    [menuController willMoveToParentViewController:rootController];
    [rootController addChildViewController:menuController];
    [rootController.view addSubview:menuController.view];
    [menuController didMoveToParentViewController:rootController];
}

@end

// driver
LeftMenuSegue *segue = [[LeftMenuSegue alloc] initWithIdentifier:@"menu" source:self destination:[[UIViewController alloc] init]];
[segue perform];
