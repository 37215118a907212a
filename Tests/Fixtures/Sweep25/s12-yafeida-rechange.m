// Imitates the container style of yebukeji2/YaFeiDa (HYFD/RechangeParentViewController.m, 2016); no code copied.
@interface TopUpViewController : UIViewController
@end
@implementation TopUpViewController
@end
@interface HistoryViewController : UIViewController
@end
@implementation HistoryViewController
@end

@interface WalletViewController : UIViewController
@property (strong, nonatomic) IBOutlet UISegmentedControl *switcher;
@property (strong, nonatomic) UIViewController *topUp;
@property (strong, nonatomic) UIViewController *history;
@end

// Both pages become children at once; only the first page's view is shown.
@implementation WalletViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.navigationItem.titleView = self.switcher;

    self.topUp = [[TopUpViewController alloc] init];
    [self addChildViewController:self.topUp];
    [self.topUp didMoveToParentViewController:self];

    self.history = [[HistoryViewController alloc] init];
    [self addChildViewController:self.history];
    [self.history didMoveToParentViewController:self];

    [self showPage:self.topUp replacing:nil];
}

- (void)showPage:(UIViewController *)page replacing:(UIViewController *)old
{
    assert(page != nil);
    if (old != nil) {
        [old.view removeFromSuperview];
    }

    CGRect box = page.view.frame;
    box.size.width = CGRectGetWidth(self.view.frame);
    box.size.height = CGRectGetHeight(self.view.frame);
    page.view.frame = box;

    [self.view addSubview:page.view];
}
@end
