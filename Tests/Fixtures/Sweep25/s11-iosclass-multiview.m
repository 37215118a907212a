// Imitates the container style of beila/iosclass (MultiView/MultiView/ViewController.m, 2015); no code copied.
@interface SwitcherViewController : UIViewController
@property (strong, nonatomic) IBOutlet UIView *panel;
- (IBAction)showPanel:(id)sender;
- (IBAction)hidePanel:(id)sender;
@end

// A class exercise: one outlet view spun in with the old begin/commit animation blocks, then
// flipped away. No child view controller at all; every button logs its method.
@implementation SwitcherViewController

- (void)viewDidLoad {
    NSLog(@"%s", __func__);
    [super viewDidLoad];
}

- (IBAction)showPanel:(id)sender {
    NSLog(@"%s", __func__);
    _panel.frame = CGRectMake(0, 0, 0, 0);
    _panel.transform = CGAffineTransformMakeRotation(3.1);
    [self.view insertSubview:_panel atIndex:0];

    [UIView beginAnimations:nil context:nil];
    [UIView setAnimationDuration:0.4];
    _panel.transform = CGAffineTransformMakeRotation(0);
    _panel.frame = CGRectMake(0, 0, 375, 667);
    [UIView commitAnimations];
}

- (IBAction)hidePanel:(id)sender {
    NSLog(@"%s", __func__);
    [UIView beginAnimations:nil context:nil];
    [UIView setAnimationDuration:0.8];
    [UIView setAnimationTransition:UIViewAnimationTransitionFlipFromLeft forView:self.view cache:NO];
    [_panel removeFromSuperview];
    [UIView commitAnimations];
}
@end
