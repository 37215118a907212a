import UIKit

class TabAController: UIViewController {}
class ViewController: UIViewController {}

class TabBarController: UITabBarController {
  
  override func viewDidLoad() {
    super.viewDidLoad()
    setupViewControllers()
  }
  
  func setupViewControllers() {
    var viewControllers = [UIViewController]()
    
    let tabA = TabAController()
    let tabB = ViewController()
    tabA.tabBarItem = UITabBarItem(tabBarSystemItem: .bookmarks, tag: 0)
    tabB.tabBarItem = UITabBarItem(tabBarSystemItem: .contacts, tag: 1)
    
    viewControllers.append(tabA)
    viewControllers.append(tabB)
    
    self.setViewControllers(viewControllers, animated: false)
  }
}

// driver
let tabs = TabBarController()
addChild(tabs)
view.addSubview(tabs.view)
tabs.didMove(toParent: self)
tabs.selectedIndex = 1
