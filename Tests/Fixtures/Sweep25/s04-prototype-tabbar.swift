// Imitates the container style of WataruMaeda/ios-prototype (sample-tab-pageMenu/sample-tab-pageMenu/TabBarController.swift, 2019); no code copied.
import UIKit

class BookmarksScreen: UIViewController {}
class PeopleScreen: UIViewController {}

/// A tab bar controller subclass that fills its own tabs when its view loads.
class PrototypeTabs: UITabBarController {

  override func viewDidLoad() {
    super.viewDidLoad()
    installTabs()
  }

  private func installTabs() {
    var tabs = [UIViewController]()

    let bookmarks = BookmarksScreen()
    let people = PeopleScreen()
    bookmarks.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 10)
    people.tabBarItem = UITabBarItem(tabBarSystemItem: .contacts, tag: 11)

    tabs.append(bookmarks)
    tabs.append(people)

    setViewControllers(tabs, animated: false)
  }
}

// driver
let tabBar = PrototypeTabs()
addChild(tabBar)
view.addSubview(tabBar.view)
tabBar.didMove(toParent: self)
tabBar.selectedIndex = 1
