/// Diagnostics fixture (cmark spec style), kept in a Swift file so SwiftPM needs no resource
/// declaration: a case is `~~~ <language> [attributes]`, the scenario, a line with `.`, the
/// expected `line:column id` lines, then `~~~`. Expectations are written by hand from the
/// subset of DESIGN.md section 4; columns count characters.
let diagnosticsFixtureFirstLine = #line + 2
let diagnosticsFixture = #"""
  ~~~ swift
  let s = "abc
  .
  1:9 scenario.unterminated-string
  ~~~

  ~~~ objc
  NSLog(@"abc);
  .
  1:7 scenario.unterminated-string
  ~~~

  ~~~ swift
  addChild(x)
  /* never closed
  .
  2:1 scenario.unterminated-comment
  ~~~

  ~~~ swift
  let a = §
  .
  1:9 scenario.invalid-character
  ~~~

  ~~~ swift
  print("\q")
  .
  1:8 scenario.syntax
  ~~~

  ~~~ swift
  let n = 0x
  .
  1:9 scenario.syntax
  ~~~

  ~~~ swift
  let n = 12abc
  .
  1:11 scenario.syntax
  ~~~

  ~~~ swift
  addChild(child
  .
  1:15 scenario.unexpected-token
  ~~~

  ~~~ swift
  child.didMove(toParent: self
  print(1)
  .
  2:1 scenario.unexpected-token
  ~~~

  ~~~ swift
  while true {}
  .
  1:1 scenario.runaway
  ~~~

  ~~~ swift
  var x = 0
  async let (y, z) = (load(), load())
  .
  2:1 scenario.unsupported
  ~~~

  ~~~ swift
  print(0)
  func f() {}
  print(1)
  .
  1:1 scenario.statement-outside-method
  ~~~

  ~~~ swift
  let (a, b) = c
  .
  1:14 scenario.unknown-identifier
  ~~~

  ~~~ swift
  guard let c = children.first else {
    print(1)
  }
  .
  1:1 scenario.guard-falls-through
  ~~~

  ~~~ swift
  repeat { print(1) } while true
  .
  1:10 scenario.runaway
  ~~~

  ~~~ swift
  [self addChildViewController:child]
  .
  1:7 scenario.unexpected-token
  ~~~

  ~~~ swift
  print(((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((1)))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))
  .
  1:70 scenario.nesting-too-deep
  ~~~

  ~~~ swift
  class X: UIViewController {
    init(value: Int) { let ((a, b), c) = d }
  }
  .
  2:40 scenario.unknown-identifier
  ~~~

  ~~~ swift
  @Lazy var x = 1
  .
  1:1 scenario.unsupported
  ~~~

  ~~~ swift
  let x = @"objc"
  .
  1:9 scenario.other-language-spelling
  ~~~

  ~~~ swift
  let b = ^{ }
  .
  1:9 scenario.other-language-spelling
  ~~~

  ~~~ objc
  [self addChildViewController:child]
  .
  1:36 scenario.unexpected-token
  ~~~

  ~~~ objc
  for (int i = 0; i < 2; i++) { *(&i) = 1; }
  .
  1:31 scenario.unsupported
  ~~~

  ~~~ objc
  for (int i = 0; i < 2; i++) { goto done; }
  .
  1:31 scenario.undeclared-label
  ~~~

  ~~~ objc
  - (void)a { }
  [self a];
  .
  2:1 scenario.statement-outside-method
  ~~~

  ~~~ objc
  @implementation X
  - (void)a {}

  .
  3:1 scenario.unexpected-token
  ~~~

  ~~~ objc
  x = .curveEaseIn;
  .
  1:5 scenario.other-language-spelling
  ~~~

  ~~~ objc
  NSLog(@"\(x)");
  .
  1:9 scenario.other-language-spelling
  ~~~

  ~~~ objc
  [self.view addSubView:child.
  .
  1:28 scenario.unexpected-token
  ~~~

  ~~~ objc
  while (YES) {}
  .
  1:1 scenario.runaway
  ~~~

  ~~~ objc
  int *p = &x;
  .
  1:10 scenario.unknown-identifier
  ~~~

  ~~~ objc
  [a, b];
  .
  1:3 scenario.other-language-spelling
  ~~~

  ~~~ objc
  @interface X : UIViewController
  - (void)a;
  .
  1:1 scenario.unexpected-token
  ~~~

  ~~~ objc
  UIViewController *childController = [UIViewController new];
  [self.view addSubView:childController.view];
  .
  2:12 scenario.unknown-member
  ~~~

  ~~~ objc
  UIViewController *oldVC = [UIViewController new];
  [oldVC.view removeFromSuperView];
  .
  2:13 scenario.unknown-member
  ~~~

  ~~~ objc
  UIViewController *childController = [UIViewController new];
  childController.view.translateAutoresizingMaskIntoContraints = NO;
  .
  2:22 scenario.unknown-member
  ~~~

  ~~~ objc
  UIViewController *newVC = [UIViewController new];
  [self addChildViewController:newVC];
  [newVC didMoveToParentViewController];
  .
  3:8 scenario.missing-argument
  ~~~

  ~~~ objc run=swap
  - (void)swap {
    [self transitionFromViewController:self toViewController:self duration:0.25 options:0 animations:^{} completion:^(BOOL finished) {
      [self didMoveToParentViewController];
    }];
  }
  .
  3:11 scenario.missing-argument
  ~~~

  ~~~ swift
  let child = UIViewController()
  child.didMove()
  .
  2:7 scenario.missing-argument
  ~~~

  ~~~ swift
  let child = UIViewController()
  child.didMove(to: self)
  .
  2:7 scenario.wrong-label
  ~~~

  ~~~ swift
  let c = UIViewController()
  addChild(child: c)
  .
  2:1 scenario.wrong-label
  ~~~

  ~~~ swift
  let c = UIViewController()
  self.view.addSubView(c.view)
  .
  2:11 scenario.unknown-member
  ~~~

  ~~~ swift
  let c = UIViewController()
  c.removeFromParent
  .
  2:3 scenario.missing-argument
  ~~~

  ~~~ swift
  print(undefinedThing)
  .
  1:7 scenario.unknown-identifier
  ~~~

  ~~~ swift
  let child = UIViewController()
  let x = chlid
  .
  2:9 scenario.unknown-identifier
  ~~~

  ~~~ swift
  let c = UIViewController()
  addChild(c.view)
  .
  2:12 scenario.type-mismatch
  ~~~

  ~~~ swift
  let c = UIViewController()
  c.view.frame = 5
  .
  2:8 scenario.type-mismatch
  ~~~

  ~~~ swift
  let c = UIViewController()
  c.parent = self
  .
  2:3 scenario.read-only
  ~~~

  ~~~ swift
  let c = UIViewController()
  c = UIViewController()
  .
  2:1 scenario.assign-to-constant
  ~~~

  ~~~ swift
  let tab = UISearchController()
  .
  1:11 scenario.not-modelled
  ~~~

  ~~~ swift
  print(children[3])
  .
  1:15 scenario.index-out-of-range
  ~~~

  ~~~ swift run=again
  func again() { again() }
  .
  1:16 scenario.runaway
  ~~~

  ~~~ objc
  NSLog(@"%d %d", 1);
  .
  1:7 scenario.bad-format
  ~~~

  ~~~ swift uikit=B99:x
  addChild(UIViewController())
  .
  0:0 scenario.bad-uikit-setting
  ~~~

  ~~~ swift run=b
  func a() {}
  .
  1:1 scenario.unknown-run-method
  ~~~

  ~~~ swift
  func a() {}
  func a() {}
  .
  2:1 scenario.duplicate-declaration
  ~~~

  ~~~ objc
  UIViewController *c = [[FirstViewController alloc] initWithFrame:CGRectZero];
  .
  1:52 scenario.unknown-member
  ~~~

  ~~~ swift
  UIView.animate(withDuration: 1, animations: nil)
  .
  1:45 scenario.type-mismatch
  ~~~

  ~~~ swift
  if self.view {
  }
  .
  1:9 scenario.type-mismatch
  ~~~

  ~~~ swift
  UIView.animate(withDuration: 0.3, animations: {}, completion: { _ in }, extra: 1)
  .
  1:8 scenario.wrong-label
  ~~~

  ~~~ objc
  [UIView animateWithDuration:0.3];
  .
  1:9 scenario.missing-argument
  ~~~

  ~~~ swift
  let v = UIView(size: 3)
  .
  1:9 scenario.wrong-label
  ~~~

  ~~~ swift
  let o = [.flipFromLeft]
  .
  1:10 scenario.unknown-member
  ~~~

  ~~~ objc
  NSLog(@"%@", UIViewAnimationOptionFlipFromLeft);
  .
  1:14 scenario.unknown-identifier
  ~~~

  ~~~ swift
  print("\(self.view.frme)")
  .
  1:20 scenario.unknown-member
  ~~~


  ~~~ objc
  [superviewDidLoad];
  .
  1:18 scenario.unexpected-token
  ~~~

  ~~~ swift
  let search = UISearchController()
  .
  1:14 scenario.not-modelled
  ~~~

  ~~~ objc
  [self.view setNeedsDisplayInRect:CGRectZero];
  self.view.layer.zPosition = 2;
  [self.view.layer setZPosition:3];
  NSLog(@"%f", self.view.layer.zPosition);
  .
  1:12 scenario.inert
  2:17 scenario.inert
  ~~~

  ~~~ swift
  let box = UIView()
  box.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
  box.layer.zPosition = 0.5
  print(box.layer.zPosition, box.bounds.width)
  .
  3:11 scenario.inert
  ~~~

  ~~~ swift
  present(UIViewController(), animated: true)
  self.transitionCoordinator
  .
  2:6 scenario.not-modelled
  ~~~

  ~~~ swift
  func show() {
    if false { view.frame = 1 } else { view.addGestureRecognizer(UITapGestureRecognizer()) }
  }
  .
  ~~~

  ~~~ objc
  dispatch_async(nil, ^{ NSLog(@"x"); });
  .
  1:16 scenario.unsupported
  ~~~

  ~~~ swift
  let button = UIButton(style: .system)
  .
  1:14 scenario.wrong-label
  ~~~

  ~~~ swift
  let button = UIButton()
  button.addTarget(self, action: "tapped", for: .touchUpInside)
  button.addTarget(self, action: 3, for: .touchUpInside)
  .
  3:32 scenario.type-mismatch
  ~~~

  ~~~ swift run=tap:nothing
  func go() {}
  .
  0:0 scenario.bad-run-event
  ~~~

  ~~~ swift run=show
  addChild(UIViewController())
  .
  1:1 scenario.unknown-run-method
  ~~~

  ~~~ swift
  let vc = UIViewController()
  performSegue(withIdentifier: "detail", sender: vc)
  .
  2:1 scenario.unsupported
  ~~~

  ~~~ swift
  func show() {
    if children.isEmpty {
      print(chlidren.count)
    }
  }
  .
  3:11 scenario.unknown-identifier
  ~~~

  ~~~ objc
  - (void)viewDidLoad {
    first = [FirstViewController new];
  }
  - (void)show {
    [self addChildViewController:frist];
  }
  .
  2:12 scenario.undeclared
  5:32 scenario.unknown-identifier
  ~~~

  ~~~ objc
  UIViewControler *child = [UIViewController new];
  .
  1:1 scenario.unknown-type
  ~~~

  ~~~ swift
  let child: UIViewControler = UIViewController()
  .
  1:12 scenario.unknown-type
  ~~~

  ~~~ objc
  NSString *child = [UIViewController new];
  .
  1:19 scenario.type-mismatch
  ~~~

  ~~~ swift
  let child: UIViewController
  child = FirstViewController()
  child = SecondViewController()
  .
  2:9 scenario.undeclared
  3:9 scenario.undeclared
  3:1 scenario.assign-to-constant
  ~~~

  ~~~ swift
  let child = UIViewController()
  addChildViewController(child)
  .
  2:1 scenario.renamed
  ~~~

  ~~~ swift
  let op = BlockOperation(block: {})
  .
  1:10 scenario.not-modelled
  ~~~

  ~~~ objc
  UISearchController *search = [UISearchController new];
  .
  1:31 scenario.not-modelled
  ~~~

  ~~~ swift
  assert(children.count == 1, "one child")
  .
  1:1 scenario.assertion-failed
  ~~~

  ~~~ objc
  NSAssert(self.childViewControllers.count == 1, @"one child");
  .
  1:1 scenario.assertion-failed
  ~~~

  ~~~ swift
  let child = FirstViewController() as! SecondViewController
  .
  1:13 scenario.undeclared
  1:35 scenario.assertion-failed
  ~~~

  ~~~ swift
  let child = UIViewController() as? UIViewControler
  .
  1:32 scenario.unknown-type
  ~~~

  ~~~ swift
  enum Tab {
    case first, second
  }
  let tab = Tab.thrid
  .
  4:15 scenario.unknown-member
  ~~~

  ~~~ swift
  switch 1 {
  case 1: if true { fallthrough }
  default: print("d")
  }
  .
  2:19 scenario.unsupported
  ~~~

  ~~~ objc
  @implementation UIViewController (Container)
  - (void)embed:(UIViewController *)child {
    [self addChildViewControler:child];
  }
  @end
  .
  3:9 scenario.unknown-member
  ~~~

  ~~~ swift
  extension UIViewController {
    var label: String = "x"
    func add(_ child: UIViewController) {
      addChild(child)
    }
  }
  protocol Plugin {}
  .
  2:3 scenario.unsupported
  ~~~

  ~~~ swift
  var s = "ab"
  for i in 0..<40 { s = s + s }
  .
  2:23 scenario.too-large
  ~~~

  ~~~ swift
  for i in 0..<50000 { print(i) }
  .
  1:10 scenario.too-large
  ~~~

  ~~~ swift
  let f: () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> () -> Void = {}
  .
  1:392 scenario.nesting-too-deep
  ~~~

  ~~~ swift
  func add(_ child: UIViewControler, animated: Bool = false) {
    addChild(child)
  }
  .
  1:19 scenario.unknown-type
  ~~~

  ~~~ objc
  - (void)add:(UIViewControler *)child animated:(BOOL)animated {
    [self addChildViewController:child];
  }
  .
  1:14 scenario.unknown-type
  ~~~

  ~~~ swift
  let child: UIViewController
  if !children.isEmpty {
    child = FirstViewController()
  }
  print(child)
  .
  3:11 scenario.undeclared
  5:7 scenario.used-before-initialized
  ~~~

  ~~~ objc
  @interface ParentViewController ()
  @property (nonatomic, strong) UIViewControler *first;
  @end
  - (void)go {}
  .
  2:31 scenario.unknown-type
  ~~~

  ~~~ swift
  let done = { (child: UIViewControler) in print(child) }
  .
  1:22 scenario.unknown-type
  ~~~

  ~~~ objc
  void (^done)(UIViewController *) = ^(UILabell *label) {};
  .
  1:38 scenario.unknown-type
  ~~~

  ~~~ objc
  do { NSLog(@"once"); } until (YES);
  .
  1:24 scenario.unexpected-token
  ~~~

  ~~~ objc
  switch (1) { NSLog(@"no case"); }
  .
  1:14 scenario.unexpected-token
  ~~~

  ~~~ objc
  - (void)go {
    typedef NSInteger Index;
    Index first = 0;
    *(&first) = 1;
  }
  .
  4:3 scenario.unsupported
  ~~~

  ~~~ objc
  typedef NS_ENUM(NSInteger, Tab) { TabA TabB };
  .
  1:40 scenario.unexpected-token
  ~~~

  ~~~ swift
  struct Counter {
    var value = 0 {
      didSet { print(value) }
    }
  }
  .
  2:3 scenario.unsupported
  ~~~

  ~~~ swift run=swap
  let first = UIViewController()
  let second = UIViewController()
  func swap() {
    addChild(first)
    view.addSubview(first.view)
    first.didMove(toParent: self)
    first.willMove(toParent: nil)
    addChild(second)
    transition(from: first, to: second, duration: 0.3, options: [], animations: {}) { _ in
      first.removeFromParent()
    }
    second.didMove(toParent: self)
  }
  .
  lint containment.did-move-during-transition
  ~~~

  ~~~ objc run=swap
  - (void)swap {
    first = [UIViewController new];
    second = [UIViewController new];
    [self addChildViewController:first];
    [self.view addSubview:first.view];
    [first didMoveToParentViewController:self];
    [first willMoveToParentViewController:nil];
    [self addChildViewController:second];
    [self transitionFromViewController:first toViewController:second duration:0.3 options:0 animations:^{
      [second didMoveToParentViewController:self];
    } completion:^(BOOL finished) {
      [first removeFromParentViewController];
    }];
  }
  .
  lint containment.did-move-during-transition
  ~~~

  ~~~ swift run=show
  let first = 0

  func show(_ index: Int) {}
  .
  3:1 scenario.unknown-run-method
  ~~~

  ~~~ objc
  self.navigationItem.rightBarButtonItem = nil;
  UIViewController *page = self.editButtonItem;
  .
  1:21 scenario.inert
  2:31 scenario.inert
  ~~~

  ~~~ objc
  [self.storyboard instantiateViewControllerWithIdentifier:@"A" creator:^UIViewController *(NSCoder *coder) { return nil; }];
  .
  ~~~
  """#
