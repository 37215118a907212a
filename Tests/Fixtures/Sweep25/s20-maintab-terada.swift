import UIKit

class FirstViewController: UIViewController {}
class SecondViewController: UIViewController {}
class ThirdViewController: UIViewController {}

// driver: the tab setup MainTabController's init?(coder:) does, run on a UITabBarController
let tabs = UITabBarController()
var viewControllers: [UIViewController] = []

let firstViewController = FirstViewController()
firstViewController.tabBarItem = UITabBarItem(tabBarSystemItem: UITabBarSystemItem.mostRecent, tag: 1)
viewControllers.append(firstViewController)

let secondViewController = SecondViewController()
secondViewController.tabBarItem = UITabBarItem(tabBarSystemItem: UITabBarSystemItem.mostViewed, tag: 2)
viewControllers.append(secondViewController)

let thirdViewController = ThirdViewController()
thirdViewController.tabBarItem = UITabBarItem(tabBarSystemItem: UITabBarSystemItem.contacts, tag: 3)
viewControllers.append(thirdViewController)

tabs.setViewControllers(viewControllers, animated: false)

tabs.selectedIndex = 1
tabs.selectedIndex = 0
addChild(tabs)
view.addSubview(tabs.view)
tabs.didMove(toParent: self)
