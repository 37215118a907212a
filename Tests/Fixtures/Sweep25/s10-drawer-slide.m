// Cut from chglog/drawer (README.md, 2018); Apache-2.0 licence, the repository's LICENSE (LICENSES.md).
@interface SlideViewController : UIViewController
@property (weak, nonatomic) IBOutlet UIView *mainV;
@property (weak, nonatomic) IBOutlet UIView *rightV;
@end

@implementation SlideViewController
 
- (void)viewDidLoad{
    [super viewDidLoad];
    NSLog(@"%s",__func__);
     
    UITableViewController *tableVc = [[UITableViewController alloc] init];
     
    tableVc.view.frame = self.mainV.bounds;
     
    [self.mainV addSubview:tableVc.view];
     
    [self addChildViewController:tableVc];
     
    UIViewController *VC = [[UIViewController alloc] init];
     
    UIImageView *imagev = [[UIImageView alloc] initWithImage:[UIImage imageNamed:@"胸小别讲话"]];
     
    imagev.frame = VC.view.frame;
     
    [VC.view addSubview:imagev];
     
    [self.rightV addSubview:VC.view];
     
    [self addChildViewController:VC];
}
 
@end
