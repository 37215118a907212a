// Imitates the container style of mahesh-20/WiseFly (WiseFly/Classes/ContainerViewController.swift, 2016); no code copied.
import UIKit

// Swift 2 style throughout: CGRectMake and the long Objective-C-era method names.
class FlightsContainer: UIViewController {

    func crossFade(oldScreen: UIViewController, newScreen: UIViewController) {
        newScreen.view.frame = CGRectMake(0, 0, view.frame.size.width, view.frame.size.height)
        addChildViewController(newScreen)
        transitionFromViewController(oldScreen, toViewController: newScreen, duration: 0.25, options: UIViewAnimationOptions.TransitionCrossDissolve, animations: {
            // no extra animation
        }) { (done) in
            oldScreen.removeFromParentViewController()
            newScreen.didMoveToParentViewController(self)
        }
    }

    // driver (what the storyboard's embed segue set up, then one swap)
    func start() {
        let search = UIViewController()
        addChildViewController(search)
        search.view.frame = CGRectMake(0, 0, view.frame.size.width, view.frame.size.height)
        view.addSubview(search.view)
        search.didMoveToParentViewController(self)
        crossFade(childViewControllers[0], newScreen: UIViewController())
    }
}
