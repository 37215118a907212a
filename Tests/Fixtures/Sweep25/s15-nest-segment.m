// Imitates the container style of NarutoHainata/YX_NestViewController (YX_NestViewController/NestViewController.m, 2016); no code copied.
@interface NewsViewController : UIViewController
@end
@implementation NewsViewController
@end
@interface VideoViewController : UIViewController
@end
@implementation VideoViewController
@end

@interface TopicsViewController : UIViewController
@end

// The segments swap bare views of fresh controllers that never become children; nothing
// taps the control, so only the root's own callbacks run.
@implementation TopicsViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    UISegmentedControl *tabs = [[UISegmentedControl alloc] initWithItems:nil];
    [tabs insertSegmentWithTitle:@"news" atIndex:0 animated:NO];
    [tabs insertSegmentWithTitle:@"video" atIndex:1 animated:NO];
    self.navigationItem.titleView = tabs;
    tabs.selectedSegmentIndex = 0;
    [tabs addTarget:self action:@selector(tabChanged:) forControlEvents:UIControlEventValueChanged];
}

- (void)tabChanged:(UISegmentedControl *)tabs {
    NewsViewController *news = [[NewsViewController alloc] init];
    VideoViewController *video = [[VideoViewController alloc] init];
    if ([tabs selectedSegmentIndex] == 0) {
        [self.view addSubview:news.view];
        [video.view removeFromSuperview];
    } else if ([tabs selectedSegmentIndex] == 1) {
        [self.view addSubview:video.view];
        [news.view removeFromSuperview];
    }
}
@end
