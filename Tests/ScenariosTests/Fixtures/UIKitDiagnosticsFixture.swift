/// UIKit diagnostics fixture (cmark spec style, as DiagnosticsFixture.swift), with the whole
/// message: a case is `~~~ <language> [attributes]`, the scenario, a line with `.`, then each
/// expected diagnostic as `line:column id: message`, its hint (if any) on the next line as
/// `  hint: …`, then `~~~`. A case with no expected line runs without a diagnostic.
///
/// The cases are the diagnostics issue 25 quotes as blaming the wrong thing, with the message
/// the declared surface gives now (`UIKitSurface`, `UIKitClasses`, `StaticTypes`).
let uikitDiagnosticsFixtureFirstLine = #line + 2
let uikitDiagnosticsFixture = #"""
  ~~~ swift
  let tabs = UITabBarController()
  tabs.tabBar.delegate = nil
  .
  2:13 scenario.inert: `delegate` is real UIKit that the model keeps inert: its values are kept, nothing it does is traced or verified
  ~~~

  ~~~ swift
  let tabs = UITabBarController()
  tabs.tabBar.selectedIndx = 1
  .
  2:13 scenario.unknown-member: `UITabBar` has no member `selectedIndx`
    hint: did you mean `selectedItem`?
  ~~~

  ~~~ swift
  let child = UIViewController()
  child.view.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
  print(child.view.frame.size.width)
  .
  ~~~

  ~~~ swift
  let child = UIViewController()
  child.modalPresentationStyle = .currentContext
  .
  ~~~

  ~~~ swift
  let child = UIViewController()
  let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeInOut) {
    child.view.alpha = 0
  }
  animator.addCompletion { _ in print("done") }
  animator.startAnimation()
  animator.fractionComplete = 0.5
  animator.stopAnimation(true)
  .
  ~~~

  ~~~ swift
  let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeInOut)
  animator.startAnimaton()
  print(animator.isRunning)
  .
  2:10 scenario.unknown-member: `UIViewPropertyAnimator` has no member `startAnimaton()`
    hint: did you mean `startAnimation()`?
  ~~~

  ~~~ swift
  let child = UIViewController()
  let path = UIBezierPath(roundedRect: child.view.bounds, cornerRadius: 8)
  let mask = CAShapeLayer()
  mask.path = path.cgPath
  child.view.layer.mask = mask
  .
  2:12 scenario.inert: `UIBezierPath` is real UIKit that the model keeps inert: its values are kept, nothing it does is traced or verified
  3:12 scenario.inert: `CAShapeLayer` is real Core Animation that the model keeps inert: its values are kept, nothing it does is traced or verified
  4:18 scenario.inert: `cgPath` is real UIKit that the model keeps inert: its values are kept, nothing it does is traced or verified
  4:6 scenario.inert: `path` is real Core Animation that the model keeps inert: its values are kept, nothing it does is traced or verified
  5:18 scenario.inert: `mask` is real Core Animation that the model keeps inert: its values are kept, nothing it does is traced or verified
  ~~~

  ~~~ swift
  let child = UIViewController()
  child.view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
  .
  2:12 scenario.inert: `transform` is real UIKit that the model keeps inert: its values are kept, nothing it does is traced or verified
  ~~~

  ~~~ swift
  let child = UIViewController()
  child.view.translatesAutoresizingMaskIntoConstraints = false
  view.addSubview(child.view)
  NSLayoutConstraint.activate([child.view.topAnchor.constraint(equalTo: view.topAnchr)])
  .
  4:76 scenario.unknown-member: `UIView` has no member `topAnchr`
    hint: did you mean `topAnchor`?
  ~~~

  ~~~ swift
  let child = UIViewController()
  child.view.layoutIfNeded().frame.origin.x = 3
  .
  2:12 scenario.unknown-member: `UIView` has no member `layoutIfNeded()`
    hint: did you mean `layoutIfNeeded()`?
  ~~~

  ~~~ objc
  UIViewController *child = [[UIViewController alloc] init];
  [child.view addSubView:[[UIView alloc] init]];
  .
  2:13 scenario.unknown-member: `UIView` has no member `addSubView:`
    hint: did you mean `addSubview:`?
  ~~~

  ~~~ swift
  let popover = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
  .
  1:15 scenario.not-modelled: `UIPopoverPresentationController` is real UIKit API that the model does not cover (presentation)
    hint: scenarios model containment, appearance and the view hierarchy (the site's fidelity page, `fidelity.html`, lists what is modelled; `lessons run --explain` names each traced line's rule): leave this call out of the scenario
  ~~~

  ~~~ swift
  let a = UIViewController()
  pushViewController(a, animated: true)
  .
  2:1 scenario.type-mismatch: `pushViewController(_:animated:)` needs a UINavigationController, but this is a ParentViewController
  ~~~

  ~~~ objc self=Tabs
  @interface Tabs : UIViewController
  @end
  @implementation Tabs
  - (void)viewDidLoad {
      [super viewDidLoad];
      self.viewControllers = @[[UIViewController new]];
  }
  @end
  .
  6:10 scenario.type-mismatch: `viewControllers` needs a UINavigationController, UITabBarController, UIPageViewController or UISplitViewController, but this is a Tabs
  ~~~

  ~~~ swift
  let level = UIWindowLevelAlert + 10
  print(level)
  .
  1:13 scenario.renamed: 'UIWindowLevelAlert' has been renamed to 'UIWindow.Level.alert'
    hint: write `UIWindow.Level.alert`
  ~~~
  """#
