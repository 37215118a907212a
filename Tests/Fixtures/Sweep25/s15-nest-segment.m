@interface TestViewController : UIViewController
@end
@implementation TestViewController
@end
@interface MissViewController : UIViewController
@end
@implementation MissViewController
@end

@interface NestViewController : UIViewController
@end

@implementation NestViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    UISegmentedControl *segmentControl = [[UISegmentedControl alloc]initWithItems:nil];
    [segmentControl insertSegmentWithTitle:@"test" atIndex:0 animated:YES];
    [segmentControl insertSegmentWithTitle:@"miss" atIndex:1 animated:YES];
    self.navigationItem.titleView = segmentControl;
    segmentControl.selectedSegmentIndex = 0;
    [segmentControl addTarget:self action:@selector(change:) forControlEvents:UIControlEventValueChanged];
}
-(void)change:(UISegmentedControl *)sender{

    TestViewController *tvc = [[TestViewController alloc]init];
    MissViewController *mvc = [[MissViewController alloc]init];
    if ([sender selectedSegmentIndex] == 0) {
        [self.view addSubview:tvc.view];
        [mvc.view removeFromSuperview];
    }
    else if ([sender selectedSegmentIndex] == 1){
        [self.view addSubview:mvc.view];
        [tvc.view removeFromSuperview];
    }
}
@end
