// Cut from stzn/ViperSampleGeneramba (ViperSampleGeneramba/Common/Extensions/UIViewController+Extensions.swift, 2018); Apache-2.0 licence, the repository's LICENSE (LICENSES.md).
import UIKit

extension UIViewController {
    
    func add(childController: UIViewController) {
        addChildViewController(childController)
        view.addSubview(childController.view)
        childController.didMove(toParentViewController: self)
    }
    
    func remove(childController: UIViewController) {
        childController.willMove(toParentViewController: nil)
        childController.view.removeFromSuperview()
        childController.removeFromParentViewController()
    }
}

// driver
let child = UIViewController()
add(childController: child)
remove(childController: child)
