import UIKit

class ContainerViewController: UIViewController {

    func swapFromViewController (fromViewController:UIViewController, toViewController:UIViewController) {
        toViewController.view.frame = CGRectMake(0, 0, self.view.frame.size.width, self.view.frame.size.height)
        
        self.addChildViewController(toViewController)
        self.transitionFromViewController(fromViewController, toViewController: toViewController, duration: 0.2, options: UIViewAnimationOptions.TransitionCrossDissolve, animations: { 
            
            }) { (Bool) in
                fromViewController.removeFromParentViewController()
                toViewController.didMoveToParentViewController(self)
        }
    }

    // driver (the storyboard's embed segue, as prepareForSegue did it)
    func go() {
        let first = UIViewController()
        self.addChildViewController(first)
        first.view.frame = CGRectMake(0, 0, self.view.frame.size.width, self.view.frame.size.height)
        self.view.addSubview(first.view)
        first.didMoveToParentViewController(self)
        swapFromViewController(self.childViewControllers[0], toViewController: UIViewController())
    }
}
