// Imitates the container style of khoa1892/bottomsheet (BottomSheetTutorial/ViewController.m, 2019); no code copied.
@interface PullUpPanel : UIViewController
@end
@implementation PullUpPanel
@end

// No @interface here: it lives in the project's header.
@implementation HomeScreen

- (void)viewDidLoad {
    [super viewDidLoad];
}

- (void)viewDidAppear:(BOOL)animated {
    [super viewDidAppear:animated];
    [self showPanel];
}

// The panel comes from the storyboard and waits below the bottom edge; no didMove call.
- (void)showPanel {
    PullUpPanel *panel = [self.storyboard instantiateViewControllerWithIdentifier:@"PullUpPanel"];
    [self addChildViewController:panel];
    [self.view addSubview:panel.view];

    CGFloat w = self.view.frame.size.width;
    CGFloat h = self.view.frame.size.height;
    panel.view.frame = CGRectMake(0, CGRectGetMaxY(self.view.frame), w, h);
}

@end
