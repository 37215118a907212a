import UIKit

class ChildTransition {
    
    let sourceViewController = UIViewController()
    let destinationViewController = UIViewController()
    
    func addChildViewController() {
        sourceViewController.addChildViewController(destinationViewController)
        sourceViewController.view.addSubview(destinationViewController.view)
        destinationViewController.didMove(toParentViewController: sourceViewController)
    }
    
    func removeFromParent() {
        destinationViewController.view.removeFromSuperview()
        destinationViewController.removeFromParentViewController()
    }
}

// driver
let transition = ChildTransition()
view.addSubview(transition.sourceViewController.view)
transition.addChildViewController()
transition.removeFromParent()
