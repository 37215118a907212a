import Testing

@testable import Scenarios

/// Container code in the styles public repositories and tutorials write it (segment-control
/// containers, button-driven swaps, notification switching, Auto Layout pinning, storyboard
/// outlets, main-queue embedding), each run as written, with its full expected trace derived
/// from FIDELITY.md and docs/FIDELITY-SURFACE.md before it was run.
struct CorpusSnippet: CustomTestStringConvertible, Sendable {
  var name: String
  var language: ScenarioLanguage
  var words: [String]
  var source: String
  var trace: String

  var testDescription: String { name }
}

let surfaceCorpus: [CorpusSnippet] = [
  CorpusSnippet(
    name: "segment control switches two children (Swift)", language: .swift,
    words: ["run=select:segments:1,select:segments:0"],
    source: """
      let segments = UISegmentedControl(items: ["List", "Map"])
      let list = ListViewController()
      let map = MapViewController()

      override func viewDidLoad() {
        super.viewDidLoad()
        segments.selectedSegmentIndex = 0
        segments.addTarget(self, action: #selector(segmentChanged(_:)), for: .valueChanged)
        view.addSubview(segments)
        display(list)
      }

      func display(_ child: UIViewController) {
        addChild(child)
        child.view.frame = view.bounds
        view.addSubview(child.view)
        child.didMove(toParent: self)
      }

      func hide(_ child: UIViewController) {
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
      }

      @objc func segmentChanged(_ sender: UISegmentedControl) {
        if sender.selectedSegmentIndex == 0 {
          hide(map)
          display(list)
        } else {
          hide(list)
          display(map)
        }
      }
      """,
    trace: """
      manual  window.rootViewController = self
      auto      self.loadView()
      auto      self.viewDidLoad()
      manual      self.view.addSubview(segments)
      manual      self.addChild(list)
      auto          list.willMove(toParent: self)
      manual      list.view
      auto          list.loadView()
      auto          list.viewDidLoad()
      manual      self.view.addSubview(list.view)
      manual      list.didMove(toParent: self)
      manual  window.makeKeyAndVisible()
      auto      self.viewWillAppear(false)
      auto      list.viewWillAppear(false)
      turn
      auto      self.viewDidAppear(false)
      auto      list.viewDidAppear(false)
      auto    self.perform(#selector(segmentChanged(_:)), with: segments)
      manual    list.willMove(toParent: nil)
      manual    list.view.removeFromSuperview()
      auto        list.viewWillDisappear(false)
      auto        list.viewDidDisappear(false)
      manual    list.removeFromParent()
      auto        list.didMove(toParent: nil)
      manual    self.addChild(map)
      auto        map.willMove(toParent: self)
      manual    map.view
      auto        map.loadView()
      auto        map.viewDidLoad()
      manual    self.view.addSubview(map.view)
      auto        map.viewWillAppear(false)
      manual    map.didMove(toParent: self)
      turn
      auto      map.viewDidAppear(false)
      auto    self.perform(#selector(segmentChanged(_:)), with: segments)
      manual    map.willMove(toParent: nil)
      manual    map.view.removeFromSuperview()
      auto        map.viewWillDisappear(false)
      auto        map.viewDidDisappear(false)
      manual    map.removeFromParent()
      auto        map.didMove(toParent: nil)
      manual    self.addChild(list)
      auto        list.willMove(toParent: self)
      manual    self.view.addSubview(list.view)
      auto        list.viewWillAppear(false)
      manual    list.didMove(toParent: self)
      turn
      auto      list.viewDidAppear(false)

      """),
  CorpusSnippet(
    name: "segment control with transitionFromViewController (ObjC)", language: .objc,
    words: ["run=select:segmentedControl:1"],
    source: """
      - (void)viewDidLoad {
        [super viewDidLoad];
        self.first = [[FirstViewController alloc] init];
        self.second = [[SecondViewController alloc] init];
        UISegmentedControl *segmentedControl = [[UISegmentedControl alloc] initWithItems:@[@"One", @"Two"]];
        segmentedControl.selectedSegmentIndex = 0;
        [segmentedControl addTarget:self action:@selector(didChangeSegment:) forControlEvents:UIControlEventValueChanged];
        [self.view addSubview:segmentedControl];
        [self addChildViewController:self.first];
        [self.view addSubview:self.first.view];
        [self.first didMoveToParentViewController:self];
        self.current = self.first;
      }

      - (void)didChangeSegment:(UISegmentedControl *)sender {
        UIViewController *next = sender.selectedSegmentIndex == 0 ? self.first : self.second;
        if (next == self.current) {
          return;
        }
        [self.current willMoveToParentViewController:nil];
        [self addChildViewController:next];
        [self transitionFromViewController:self.current toViewController:next duration:0.3 options:UIViewAnimationOptionTransitionCrossDissolve animations:nil completion:^(BOOL finished) {
          [self.current removeFromParentViewController];
          [next didMoveToParentViewController:self];
          self.current = next;
        }];
      }
      """,
    trace: """
      manual  window.rootViewController = self
      auto      [self loadView]
      auto      [self viewDidLoad]
      manual      [self.view addSubview:segmentedControl]
      manual      [self addChildViewController:first]
      auto          [first willMoveToParentViewController:self]
      manual      first.view
      auto          [first loadView]
      auto          [first viewDidLoad]
      manual      [self.view addSubview:first.view]
      manual      [first didMoveToParentViewController:self]
      manual  [window makeKeyAndVisible]
      auto      [self viewWillAppear:NO]
      auto      [first viewWillAppear:NO]
      turn
      auto      [self viewDidAppear:NO]
      auto      [first viewDidAppear:NO]
      auto    [self performSelector:@selector(didChangeSegment:) withObject:segmentedControl]
      manual    [first willMoveToParentViewController:nil]
      manual    [self addChildViewController:second]
      auto        [second willMoveToParentViewController:self]
      manual    [self transitionFromViewController:first toViewController:second duration:0.3 options:UIViewAnimationOptionTransitionCrossDissolve animations:nil completion:^(BOOL finished){…}]
      auto        [second loadView]
      auto        [second viewDidLoad]
      auto        [first viewWillDisappear:YES]
      auto        [second viewWillAppear:YES]
      auto        [self.view insertSubview:second.view aboveSubview:first.view]
      time    0.3
      auto      [first.view removeFromSuperview]
      auto      [first viewDidDisappear:YES]
      auto      [second viewDidAppear:YES]
      block     completion(YES)
      manual      [first removeFromParentViewController]
      auto          [first didMoveToParentViewController:nil]
      manual      [second didMoveToParentViewController:self]

      """),
  CorpusSnippet(
    name: "button swaps two children, styled in code (Swift)", language: .swift,
    words: ["run=tap:swapButton,tap:swapButton"],
    source: """
      let first = FirstViewController()
      let second = SecondViewController()
      let swapButton = UIButton(type: .system)
      var current: UIViewController?

      override func viewDidLoad() {
        super.viewDidLoad()
        swapButton.setTitle("Swap", for: .normal)
        swapButton.frame = CGRect(x: 20, y: 40, width: 120, height: 44)
        swapButton.frame.size.height = 50
        swapButton.backgroundColor = .systemBlue
        swapButton.layer.cornerRadius = 8
        swapButton.addTarget(self, action: #selector(swapTapped(_:)), for: .touchUpInside)
        view.addSubview(swapButton)
        embed(first)
      }

      func embed(_ child: UIViewController) {
        addChild(child)
        view.insertSubview(child.view, belowSubview: swapButton)
        child.didMove(toParent: self)
        current = child
      }

      @objc func swapTapped(_ sender: UIButton) {
        guard let old = current else { return }
        old.willMove(toParent: nil)
        old.view.removeFromSuperview()
        old.removeFromParent()
        embed(old == first ? second : first)
        print(sender.frame.height)
      }
      """,
    trace: """
      manual  window.rootViewController = self
      auto      self.loadView()
      auto      self.viewDidLoad()
      manual      self.view.addSubview(swapButton)
      manual      self.addChild(first)
      auto          first.willMove(toParent: self)
      manual      first.view
      auto          first.loadView()
      auto          first.viewDidLoad()
      manual      self.view.insertSubview(first.view, belowSubview: swapButton)
      manual      first.didMove(toParent: self)
      manual  window.makeKeyAndVisible()
      auto      self.viewWillAppear(false)
      auto      first.viewWillAppear(false)
      turn
      auto      self.viewDidAppear(false)
      auto      first.viewDidAppear(false)
      auto    self.perform(#selector(swapTapped(_:)), with: swapButton)
      manual    first.willMove(toParent: nil)
      manual    first.view.removeFromSuperview()
      auto        first.viewWillDisappear(false)
      auto        first.viewDidDisappear(false)
      manual    first.removeFromParent()
      auto        first.didMove(toParent: nil)
      manual    self.addChild(second)
      auto        second.willMove(toParent: self)
      manual    second.view
      auto        second.loadView()
      auto        second.viewDidLoad()
      manual    self.view.insertSubview(second.view, belowSubview: swapButton)
      auto        second.viewWillAppear(false)
      manual    second.didMove(toParent: self)
      print     50
      turn
      auto      second.viewDidAppear(false)
      auto    self.perform(#selector(swapTapped(_:)), with: swapButton)
      manual    second.willMove(toParent: nil)
      manual    second.view.removeFromSuperview()
      auto        second.viewWillDisappear(false)
      auto        second.viewDidDisappear(false)
      manual    second.removeFromParent()
      auto        second.didMove(toParent: nil)
      manual    self.addChild(first)
      auto        first.willMove(toParent: self)
      manual    self.view.insertSubview(first.view, belowSubview: swapButton)
      auto        first.viewWillAppear(false)
      manual    first.didMove(toParent: self)
      print     50
      turn
      auto      first.viewDidAppear(false)

      """),
  CorpusSnippet(
    name: "two buttons show children the seed's way, never didMove (ObjC)", language: .objc,
    words: ["run=tap:secondButton,tap:fristButton"],
    source: """
      - (void)viewDidLoad {
        [super viewDidLoad];
        self.firstVC = [[FirstViewController alloc] init];
        self.secondVC = [[SecondViewController alloc] init];
        [self addChildViewController:self.firstVC];
        [self addChildViewController:self.secondVC];
        [self.view addSubview:self.firstVC.view];
        UIButton *fristButton = [[UIButton alloc] initWithFrame:CGRectMake(0, 20, 160, 40)];
        [fristButton setTitle:@"First" forState:UIControlStateNormal];
        [fristButton addTarget:self action:@selector(toShowTheFristViewController) forControlEvents:UIControlEventTouchUpInside];
        [self.view addSubview:fristButton];
        UIButton *secondButton = [[UIButton alloc] initWithFrame:CGRectMake(160, 20, 160, 40)];
        [secondButton setTitle:@"Second" forState:UIControlStateNormal];
        [secondButton addTarget:self action:@selector(toShowTheSecondViewController) forControlEvents:UIControlEventTouchUpInside];
        [self.view addSubview:secondButton];
      }

      - (void)toShowTheFristViewController {
        [self.view addSubview:self.firstVC.view];
      }

      - (void)toShowTheSecondViewController {
        [self.view addSubview:self.secondVC.view];
      }
      """,
    trace: """
      manual  window.rootViewController = self
      auto      [self loadView]
      auto      [self viewDidLoad]
      manual      [self addChildViewController:firstVC]
      auto          [firstVC willMoveToParentViewController:self]
      manual      [self addChildViewController:secondVC]
      auto          [secondVC willMoveToParentViewController:self]
      manual      firstVC.view
      auto          [firstVC loadView]
      auto          [firstVC viewDidLoad]
      manual      [self.view addSubview:firstVC.view]
      manual      [self.view addSubview:fristButton]
      manual      [self.view addSubview:secondButton]
      manual  [window makeKeyAndVisible]
      auto      [self viewWillAppear:NO]
      auto      [firstVC viewWillAppear:NO]
      turn
      auto      [self viewDidAppear:NO]
      auto      [firstVC viewDidAppear:NO]
      auto    [self performSelector:@selector(toShowTheSecondViewController)]
      manual    secondVC.view
      auto        [secondVC loadView]
      auto        [secondVC viewDidLoad]
      manual    [self.view addSubview:secondVC.view]
      auto        [secondVC viewWillAppear:NO]
      turn
      auto      [secondVC viewDidAppear:NO]
      auto    [self performSelector:@selector(toShowTheFristViewController)]
      manual    [self.view addSubview:firstVC.view]
      lint    containment.missing-did-move: <FirstViewController: firstVC> was added to <ParentViewController: self> with addChild, but no didMove(toParent:) came after it
      lint    containment.missing-did-move: <SecondViewController: secondVC> was added to <ParentViewController: self> with addChild, but no didMove(toParent:) came after it

      """),
  CorpusSnippet(
    name: "notifications switch children, selector and block observers (Swift)",
    language: .swift, words: ["run=post:showSettings,post:showHome"],
    source: """
      let home = HomeViewController()
      let settings = SettingsViewController()
      var current: UIViewController?

      override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(showSettings(_:)), name: Notification.Name("showSettings"), object: nil)
        NotificationCenter.default.addObserver(forName: Notification.Name("showHome"), object: nil, queue: .main) { _ in
          self.switchTo(self.home)
        }
        switchTo(home)
      }

      func switchTo(_ next: UIViewController) {
        if let old = current {
          old.willMove(toParent: nil)
          old.view.removeFromSuperview()
          old.removeFromParent()
        }
        addChild(next)
        view.addSubview(next.view)
        next.didMove(toParent: self)
        current = next
      }

      @objc func showSettings(_ note: Notification) {
        switchTo(settings)
      }
      """,
    trace: """
      manual  window.rootViewController = self
      auto      self.loadView()
      auto      self.viewDidLoad()
      manual      self.addChild(home)
      auto          home.willMove(toParent: self)
      manual      home.view
      auto          home.loadView()
      auto          home.viewDidLoad()
      manual      self.view.addSubview(home.view)
      manual      home.didMove(toParent: self)
      manual  window.makeKeyAndVisible()
      auto      self.viewWillAppear(false)
      auto      home.viewWillAppear(false)
      turn
      auto      self.viewDidAppear(false)
      auto      home.viewDidAppear(false)
      auto    self.perform(#selector(showSettings(_:)), with: "showSettings")
      manual    home.willMove(toParent: nil)
      manual    home.view.removeFromSuperview()
      auto        home.viewWillDisappear(false)
      auto        home.viewDidDisappear(false)
      manual    home.removeFromParent()
      auto        home.didMove(toParent: nil)
      manual    self.addChild(settings)
      auto        settings.willMove(toParent: self)
      manual    settings.view
      auto        settings.loadView()
      auto        settings.viewDidLoad()
      manual    self.view.addSubview(settings.view)
      auto        settings.viewWillAppear(false)
      manual    settings.didMove(toParent: self)
      turn
      auto      settings.viewDidAppear(false)
      block   notification("showHome")
      manual    settings.willMove(toParent: nil)
      manual    settings.view.removeFromSuperview()
      auto        settings.viewWillDisappear(false)
      auto        settings.viewDidDisappear(false)
      manual    settings.removeFromParent()
      auto        settings.didMove(toParent: nil)
      manual    self.addChild(home)
      auto        home.willMove(toParent: self)
      manual    self.view.addSubview(home.view)
      auto        home.viewWillAppear(false)
      manual    home.didMove(toParent: self)
      turn
      auto      home.viewDidAppear(false)

      """),
  CorpusSnippet(
    name: "a notification starts a flip transition (ObjC)", language: .objc,
    words: ["run=post:secondClick"],
    source: """
      - (void)viewDidLoad {
        [super viewDidLoad];
        [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(dealWithFirstClick) name:@"firstClick" object:nil];
        [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(dealWithSecondClick) name:@"secondClick" object:nil];
        self.firstVC = [[FirstViewController alloc] init];
        self.secondVC = [[SecondViewController alloc] init];
        [self addChildViewController:self.firstVC];
        [self.view addSubview:self.firstVC.view];
        [self.firstVC didMoveToParentViewController:self];
      }

      - (void)dealWithFirstClick {
        NSLog(@"first");
      }

      - (void)dealWithSecondClick {
        [self.firstVC willMoveToParentViewController:nil];
        [self addChildViewController:self.secondVC];
        [self transitionFromViewController:self.firstVC toViewController:self.secondVC duration:0.25 options:UIViewAnimationOptionTransitionFlipFromRight animations:nil completion:^(BOOL finished) {
          [self.firstVC removeFromParentViewController];
          [self.secondVC didMoveToParentViewController:self];
        }];
      }
      """,
    trace: """
      manual  window.rootViewController = self
      auto      [self loadView]
      auto      [self viewDidLoad]
      manual      [self addChildViewController:firstVC]
      auto          [firstVC willMoveToParentViewController:self]
      manual      firstVC.view
      auto          [firstVC loadView]
      auto          [firstVC viewDidLoad]
      manual      [self.view addSubview:firstVC.view]
      manual      [firstVC didMoveToParentViewController:self]
      manual  [window makeKeyAndVisible]
      auto      [self viewWillAppear:NO]
      auto      [firstVC viewWillAppear:NO]
      turn
      auto      [self viewDidAppear:NO]
      auto      [firstVC viewDidAppear:NO]
      auto    [self performSelector:@selector(dealWithSecondClick)]
      manual    [firstVC willMoveToParentViewController:nil]
      manual    [self addChildViewController:secondVC]
      auto        [secondVC willMoveToParentViewController:self]
      manual    [self transitionFromViewController:firstVC toViewController:secondVC duration:0.25 options:UIViewAnimationOptionTransitionFlipFromRight animations:nil completion:^(BOOL finished){…}]
      auto        [secondVC loadView]
      auto        [secondVC viewDidLoad]
      auto        [firstVC viewWillDisappear:YES]
      auto        [secondVC viewWillAppear:YES]
      auto        [self.view insertSubview:secondVC.view aboveSubview:firstVC.view]
      time    0.25
      auto      [firstVC.view removeFromSuperview]
      auto      [firstVC viewDidDisappear:YES]
      auto      [secondVC viewDidAppear:YES]
      block     completion(YES)
      manual      [firstVC removeFromParentViewController]
      auto          [firstVC didMoveToParentViewController:nil]
      manual      [secondVC didMoveToParentViewController:self]

      """),
  CorpusSnippet(
    name: "pin a child's view with anchors after addSubview (Swift)", language: .swift,
    words: [],
    source: """
      let content = ContentViewController()

      override func viewDidLoad() {
        super.viewDidLoad()
        addChild(content)
        view.addSubview(content.view)
        pin(content.view, to: view)
        content.didMove(toParent: self)
      }

      func pin(_ subview: UIView, to container: UIView) {
        subview.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
          subview.topAnchor.constraint(equalTo: container.safeAreaLayoutGuide.topAnchor),
          subview.leadingAnchor.constraint(equalTo: container.leadingAnchor),
          subview.trailingAnchor.constraint(equalTo: container.trailingAnchor),
          subview.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        ])
      }
      """,
    trace: """
      manual  window.rootViewController = self
      auto      self.loadView()
      auto      self.viewDidLoad()
      manual      self.addChild(content)
      auto          content.willMove(toParent: self)
      manual      content.view
      auto          content.loadView()
      auto          content.viewDidLoad()
      manual      self.view.addSubview(content.view)
      manual      content.didMove(toParent: self)
      manual  window.makeKeyAndVisible()
      auto      self.viewWillAppear(false)
      auto      content.viewWillAppear(false)
      turn
      auto      self.viewDidAppear(false)
      auto      content.viewDidAppear(false)

      """),
  CorpusSnippet(
    name: "constraints before addSubview raise, as the Korean seed orders them (ObjC)",
    language: .objc, words: [],
    source: """
      UIViewController *child = [[UIViewController alloc] init];
      [self addChildViewController:child];
      child.view.translatesAutoresizingMaskIntoConstraints = NO;
      [NSLayoutConstraint activateConstraints:@[
        [child.view.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor],
        [child.view.trailingAnchor constraintEqualToAnchor:self.view.trailingAnchor],
      ]];
      [self.view addSubview:child.view];
      [child didMoveToParentViewController:self];
      """,
    trace: """
      manual  [self addChildViewController:child]
      auto      [child willMoveToParentViewController:self]
      manual  child.view
      auto      [child loadView]
      auto      [child viewDidLoad]
      manual  [NSLayoutConstraint activateConstraints:child.view.leading == self.view.leading]
      raise     NSGenericException: Unable to activate constraint with anchors <NSLayoutXAxisAnchor: "UIView:child.view.leading"> and <NSLayoutXAxisAnchor: "UIView:self.view.leading"> because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.

      """),
  CorpusSnippet(
    name: "storyboard outlets and identifiers switch by segment (Swift)", language: .swift,
    words: [
      "storyboard=Recent:RecentViewController,Saved:SavedViewController",
      "run=select:segmentedControl:1",
    ],
    source: """
      @IBOutlet weak var containerView: UIView!
      @IBOutlet weak var segmentedControl: UISegmentedControl!

      override func viewDidLoad() {
        super.viewDidLoad()
        segmentedControl.insertSegment(withTitle: "Recent", at: 0, animated: false)
        segmentedControl.insertSegment(withTitle: "Saved", at: 1, animated: false)
        segmentedControl.selectedSegmentIndex = 0
        segmentedControl.addTarget(self, action: #selector(indexChanged(_:)), for: .valueChanged)
        add(identifier: "Recent")
      }

      func add(identifier: String) {
        guard let child = storyboard?.instantiateViewController(withIdentifier: identifier) else { return }
        addChild(child)
        child.view.frame = containerView.bounds
        containerView.addSubview(child.view)
        child.didMove(toParent: self)
      }

      @objc func indexChanged(_ sender: UISegmentedControl) {
        for child in children {
          child.willMove(toParent: nil)
          child.view.removeFromSuperview()
          child.removeFromParent()
        }
        add(identifier: sender.selectedSegmentIndex == 0 ? "Recent" : "Saved")
      }
      """,
    trace: """
      manual  window.rootViewController = self
      auto      self.loadView()
      auto      self.viewDidLoad()
      manual      self.addChild(child)
      auto          child.willMove(toParent: self)
      manual      child.view
      auto          child.loadView()
      auto          child.viewDidLoad()
      manual      containerView.addSubview(child.view)
      manual      child.didMove(toParent: self)
      manual  window.makeKeyAndVisible()
      auto      self.viewWillAppear(false)
      auto      child.viewWillAppear(false)
      turn
      auto      self.viewDidAppear(false)
      auto      child.viewDidAppear(false)
      auto    self.perform(#selector(indexChanged(_:)), with: segmentedControl)
      manual    child.willMove(toParent: nil)
      manual    child.view.removeFromSuperview()
      auto        child.viewWillDisappear(false)
      auto        child.viewDidDisappear(false)
      manual    child.removeFromParent()
      auto        child.didMove(toParent: nil)
      manual    self.addChild(child#2)
      auto        child#2.willMove(toParent: self)
      manual    child#2.view
      auto        child#2.loadView()
      auto        child#2.viewDidLoad()
      manual    containerView.addSubview(child#2.view)
      auto        child#2.viewWillAppear(false)
      manual    child#2.didMove(toParent: self)
      turn
      auto      child#2.viewDidAppear(false)

      """),
  CorpusSnippet(
    name: "storyboard container embeds on the main queue (ObjC)", language: .objc,
    words: ["self=ContainerViewController", "storyboard=Menu:MenuViewController"],
    source: """
      @interface ContainerViewController ()
      @property (weak, nonatomic) IBOutlet UIView *containerView;
      @end

      @implementation ContainerViewController
      - (void)viewDidLoad {
        [super viewDidLoad];
        dispatch_async(dispatch_get_main_queue(), ^{
          UIViewController *menu = [self.storyboard instantiateViewControllerWithIdentifier:@"Menu"];
          [self addChildViewController:menu];
          menu.view.frame = self.containerView.bounds;
          [self.containerView addSubview:menu.view];
          [menu didMoveToParentViewController:self];
        });
      }
      @end
      """,
    trace: """
      manual  window.rootViewController = self
      auto      [self loadView]
      auto      [self viewDidLoad]
      manual  [window makeKeyAndVisible]
      auto      [self viewWillAppear:NO]
      turn
      auto      [self viewDidAppear:NO]
      block     async()
      manual      [self addChildViewController:menu]
      auto          [menu willMoveToParentViewController:self]
      manual      menu.view
      auto          [menu loadView]
      auto          [menu viewDidLoad]
      manual      [containerView addSubview:menu.view]
      auto          [menu viewWillAppear:NO]
      manual      [menu didMoveToParentViewController:self]
      turn
      auto      [menu viewDidAppear:NO]

      """),
  CorpusSnippet(
    name: "cross-dissolve inside a container view with UIView.transition(with:) (Swift)",
    language: .swift, words: ["run=crossFade"],
    source: """
      let container = UIView(frame: CGRect(x: 0, y: 100, width: 320, height: 400))
      let first = FirstViewController()
      let second = SecondViewController()

      override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(container)
        addChild(first)
        container.addSubview(first.view)
        first.didMove(toParent: self)
      }

      func crossFade() {
        first.willMove(toParent: nil)
        addChild(second)
        UIView.transition(with: container, duration: 0.3, options: .transitionCrossDissolve, animations: {
          self.first.view.removeFromSuperview()
          self.container.addSubview(self.second.view)
        }) { _ in
          self.first.removeFromParent()
          self.second.didMove(toParent: self)
        }
      }
      """,
    trace: """
      manual  window.rootViewController = self
      auto      self.loadView()
      auto      self.viewDidLoad()
      manual      self.view.addSubview(container)
      manual      self.addChild(first)
      auto          first.willMove(toParent: self)
      manual      first.view
      auto          first.loadView()
      auto          first.viewDidLoad()
      manual      container.addSubview(first.view)
      manual      first.didMove(toParent: self)
      manual  window.makeKeyAndVisible()
      auto      self.viewWillAppear(false)
      auto      first.viewWillAppear(false)
      turn
      auto      self.viewDidAppear(false)
      auto      first.viewDidAppear(false)
      manual  first.willMove(toParent: nil)
      manual  self.addChild(second)
      auto      second.willMove(toParent: self)
      manual  UIView.transition(with: container, duration: 0.3, options: .transitionCrossDissolve)
      block     animations()
      manual      first.view.removeFromSuperview()
      auto          first.viewWillDisappear(false)
      auto          first.viewDidDisappear(false)
      manual      second.view
      auto          second.loadView()
      auto          second.viewDidLoad()
      manual      container.addSubview(second.view)
      auto          second.viewWillAppear(false)
      turn
      auto      second.viewDidAppear(false)
      time    0.3
      block     completion(true)
      manual      first.removeFromParent()
      auto          first.didMove(toParent: nil)
      manual      second.didMove(toParent: self)

      """),
  CorpusSnippet(
    name: "a delayed perform swaps a loading child with transitionFromView (ObjC)",
    language: .objc, words: [],
    source: """
      - (void)viewDidLoad {
        [super viewDidLoad];
        self.loading = [[LoadingViewController alloc] init];
        [self addChildViewController:self.loading];
        [self.view addSubview:self.loading.view];
        [self.loading didMoveToParentViewController:self];
        [self performSelector:@selector(showContent) withObject:nil afterDelay:1.0];
      }

      - (void)showContent {
        self.content = [[ContentViewController alloc] init];
        [self.loading willMoveToParentViewController:nil];
        [self addChildViewController:self.content];
        [UIView transitionFromView:self.loading.view toView:self.content.view duration:0.5 options:UIViewAnimationOptionTransitionCrossDissolve completion:^(BOOL finished) {
          [self.loading removeFromParentViewController];
          [self.content didMoveToParentViewController:self];
        }];
      }
      """,
    trace: """
      manual  window.rootViewController = self
      auto      [self loadView]
      auto      [self viewDidLoad]
      manual      [self addChildViewController:loading]
      auto          [loading willMoveToParentViewController:self]
      manual      loading.view
      auto          [loading loadView]
      auto          [loading viewDidLoad]
      manual      [self.view addSubview:loading.view]
      manual      [loading didMoveToParentViewController:self]
      manual  [window makeKeyAndVisible]
      auto      [self viewWillAppear:NO]
      auto      [loading viewWillAppear:NO]
      turn
      auto      [self viewDidAppear:NO]
      auto      [loading viewDidAppear:NO]
      time    1
      auto      [self performSelector:@selector(showContent)]
      manual      [loading willMoveToParentViewController:nil]
      manual      [self addChildViewController:content]
      auto          [content willMoveToParentViewController:self]
      manual      content.view
      auto          [content loadView]
      auto          [content viewDidLoad]
      manual      [UIView transitionFromView:loading.view toView:content.view duration:0.5 options:UIViewAnimationOptionTransitionCrossDissolve completion:^(BOOL finished){…}]
      auto          [content viewWillAppear:NO]
      turn
      auto      [content viewDidAppear:NO]
      time    1.5
      auto      [loading.view removeFromSuperview]
      auto        [loading viewWillDisappear:NO]
      auto        [loading viewDidDisappear:NO]
      block     completion(YES)
      manual      [loading removeFromParentViewController]
      auto          [loading didMoveToParentViewController:nil]
      manual      [content didMoveToParentViewController:self]

      """),
]
