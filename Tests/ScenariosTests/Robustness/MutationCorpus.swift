/// Valid scenarios the robustness test mutates, and the fragments it splices in.
enum MutationCorpus {
  static let swift: [String] = [
    """
    let child = FirstViewController()
    addChild(child)
    view.addSubview(child.view)
    child.view.frame = CGRect(x: 0, y: 0, width: 320, height: 240)
    child.didMove(toParent: self)
    print("added \\(child)", children.count)
    """,
    """
    let first = FirstViewController()
    let second = SecondViewController()
    override func viewDidLoad() {
      super.viewDidLoad()
      addChild(first)
      view.addSubview(first.view)
      first.didMove(toParent: self)
    }
    func swap() {
      first.willMove(toParent: nil)
      addChild(second)
      transition(from: first, to: second, duration: 0.5, options: [.transitionFlipFromLeft, .curveEaseIn], animations: {
        second.view.frame = first.view.frame
      }) { finished in
        first.removeFromParent()
        second.didMove(toParent: self)
      }
    }
    """,
    """
    class ChildViewController: UIViewController {
      override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("moving", isMovingToParent)
      }
      override var shouldAutomaticallyForwardAppearanceMethods: Bool { true }
    }
    func add() {
      let child = ChildViewController()
      addChild(child)
      view.addSubview(child.view)
      guard let parent = child.parent else { return }
      for c in children where true { c.didMove(toParent: parent) }
      UIView.animate(withDuration: 0.3, delay: 0, options: .curveEaseOut, animations: { [weak self] in
        self?.view.frame = .zero
      }) { _ in
        if child.parent != nil { child.willMove(toParent: nil) } else { print("gone") }
      }
    }
    """,
  ]

  static let objc: [String] = [
    """
    ChildViewController *childController = [[ChildViewController alloc] initWithNibName:@"Child" bundle:nil];
    childController.view.translatesAutoresizingMaskIntoConstraints = NO;
    [self addChildViewController:childController];
    [self.view addSubview:childController.view];
    childController.view.frame = CGRectMake(0, 0, 100, 50);
    [childController didMoveToParentViewController:self];
    NSLog(@"%@ has %d children, %.2f", self, self.childViewControllers.count, 0.5);
    """,
    """
    - (void)viewDidLoad {
      [super viewDidLoad];
      first = [[FirstViewController alloc] initWithNibName:nil bundle:nil];
      second = [SecondViewController new];
      [self addChildViewController:first];
      [self.view addSubview:first.view];
      [first didMoveToParentViewController:self];
    }
    - (void)swap {
      [[self.childViewControllers objectAtIndex:0] willMoveToParentViewController:nil];
      [self addChildViewController:second];
      [self transitionFromViewController:self.childViewControllers[0] toViewController:second duration:0.3 options:UIViewAnimationOptionTransitionFlipFromLeft | UIViewAnimationOptionCurveEaseIn animations:^{} completion:^(BOOL finished) {
        [first removeFromParentViewController];
        [second didMoveToParentViewController:self];
      }];
    }
    """,
    """
    @interface ParentViewController ()
    @property (nonatomic, strong) UIViewController *first;
    @end
    @implementation ChildViewController
    - (void)viewWillAppear:(BOOL)animated {
      [super viewWillAppear:animated];
      if (self.parentViewController == nil) NSLog(@"no parent"); else NSLog(@"%@", self.parentViewController);
    }
    @end
    - (void)add {
      __weak typeof(self) weakSelf = self;
      UIViewController *child = (UIViewController *)[ChildViewController new];
      [self addChildViewController:child];
      for (UIViewController *vc in self.childViewControllers) { [vc didMoveToParentViewController:weakSelf]; }
      [UIView animateWithDuration:0.3 animations:^{ child.view.frame = CGRectZero; } completion:^(BOOL finished) {
        [child.view removeFromSuperview];
      }];
    }
    """,
  ]

  static let fragments: [String] = [
    "(", ")", "[", "]", "{", "}", "^{", "^(BOOL f){", "@\"", "\"", "\\(", "/*", "*/", ";", ":",
    ".", ",", "nil", "self", "super", "0x", "1e", "..<", "->", "@end", "@implementation X",
    "- (void)m {", "func f() {", "class C: UIViewController {", "override", "let", "var",
    "if", "else", "guard", "for", "in", "return", "weak", "[weak self] in", "_ in", "$0",
    "名前", "é", "👩‍👩‍👧", "\u{0}", "\r\n", "\t", "#import <x>", "#define X 1", "@[", "@(",
    "UIViewAnimationOption", ".transitionFlipFromLeft", "CGRectMake(", "NSLog(@\"%@ %d\"",
    "print(", "addChild(", "removeFromParent()", "didMove(toParent:", "[self view]",
  ]

  /// Word-ish chunks (for token swaps): identifiers, numbers, or single other characters.
  static func chunks(_ source: String) -> [String] {
    var chunks: [String] = []
    var current = ""
    for character in source {
      if character.isLetter || character.isNumber || character == "_" {
        current.append(character)
      } else {
        if !current.isEmpty { chunks.append(current) }
        current = ""
        chunks.append(String(character))
      }
    }
    if !current.isEmpty { chunks.append(current) }
    return chunks
  }
}
