// Imitates the container style of lcl-terada/iOSTraining (day2/2.2/UITabController/UITabController/MainTabController.swift, 2018); no code copied.
import UIKit

class RecentViewController: UIViewController {}
class PopularViewController: UIViewController {}
class FriendsViewController: UIViewController {}

// driver: a tab bar controller set up the way the training app's init?(coder:) does it
// (system tab items spelled with the Swift 4 type name), then selected twice and embedded
let tabBarController = UITabBarController()
var pages: [UIViewController] = []

let recent = RecentViewController()
recent.tabBarItem = UITabBarItem(tabBarSystemItem: UITabBarSystemItem.recents, tag: 100)
pages.append(recent)

let popular = PopularViewController()
popular.tabBarItem = UITabBarItem(tabBarSystemItem: UITabBarSystemItem.topRated, tag: 200)
pages.append(popular)

let friends = FriendsViewController()
friends.tabBarItem = UITabBarItem(tabBarSystemItem: UITabBarSystemItem.contacts, tag: 300)
pages.append(friends)

tabBarController.setViewControllers(pages, animated: false)
tabBarController.selectedIndex = 1
tabBarController.selectedIndex = 0

addChild(tabBarController)
view.addSubview(tabBarController.view)
tabBarController.didMove(toParent: self)
