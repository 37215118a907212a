// Imitates the container style of AntonDuda/Anton_Duda_SimplePins (Anton_Duda_SimplePins/Anton_Duda_SimplePins/ViewControllers/ContainerController.swift, 2018); no code copied.
import UIKit

/// Hosts one screen at a time. Its own `addChild(_:)` hides UIKit's and calls the Swift 3
/// spellings of the containment API; a later screen flips in over the earlier one.
class PinsHost: UIViewController {

    private var onScreen: UIViewController?

    func addChild(_ screen: UIViewController) {
        guard let leaving = onScreen else {
            // nothing shown yet: put the first screen up without an animation
            onScreen = screen
            view.addSubview(screen.view)
            addChildViewController(screen)
            screen.didMove(toParentViewController: self)
            return
        }

        leaving.willMove(toParentViewController: nil)
        onScreen = screen
        view.addSubview(screen.view)
        addChildViewController(screen)

        transition(from: leaving, to: screen, duration: 0.4,
                   options: .transitionFlipFromRight, animations: nil)
        { _ in
            leaving.removeFromParentViewController()
            leaving.view.removeFromSuperview()
            screen.didMove(toParentViewController: self)
        }
    }

    // driver: a first screen, then a second that replaces it
    func showTwo() {
        let login = UIViewController()
        let map = UIViewController()
        addChild(login)
        addChild(map)
    }
}
