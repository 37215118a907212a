@interface RechangeViewController : UIViewController
@end
@implementation RechangeViewController
@end
@interface MoreRechangeViewController : UIViewController
@end
@implementation MoreRechangeViewController
@end

@interface RechangeParentViewController : UIViewController
@property (strong, nonatomic) IBOutlet UISegmentedControl *seg;
@property (strong, nonatomic) UIViewController *child1;
@property (strong, nonatomic) UIViewController *child2;
@end

@implementation RechangeParentViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.navigationItem.titleView = self.seg;

    self.child1 = [[RechangeViewController alloc]init];
    [self addChildViewController:self.child1];
    [self.child1 didMoveToParentViewController:self];
    
    self.child2 = [[MoreRechangeViewController alloc]init];
    [self addChildViewController:self.child2];
    [self.child2 didMoveToParentViewController:self];
    [self addChild:self.child1 withChildToRemove:nil];
}
- (void)addChild:(UIViewController *)childToAdd withChildToRemove:(UIViewController *)childToRemove
{
    assert(childToAdd != nil);
    
    if (childToRemove != nil)
    {
        [childToRemove.view removeFromSuperview];
    }
    
    CGRect frame = childToAdd.view.frame;
    frame.size.height = CGRectGetHeight(self.view.frame);
    frame.size.width = CGRectGetWidth(self.view.frame);
    childToAdd.view.frame = frame;
    
    [self.view addSubview:childToAdd.view];
}
@end
