import UIKit

class FirstViewController: UIViewController {
    static func storyboardIdentifier() -> String { return "First" }
}
class SecondViewController: UIViewController {
    static func storyboardIdentifier() -> String { return "Second" }
}

class ViewController: UIViewController {
    
    @IBOutlet weak var containerView: UIView!
    
    func displayChild(identifier : String){
        guard let nextViewController = self.storyboard?.instantiateViewController(withIdentifier: identifier) else {
            return
        }
        
        displayViewController(nextViewController)
    }
    
    func displayViewController(_ vc : UIViewController){
        addChildViewController(vc)
        vc.view.frame = containerView.bounds
        containerView.addSubview(vc.view)
        vc.didMove(toParentViewController: self)
    }
    
    func removeChild(vc : UIViewController){
        vc.willMove(toParentViewController: nil)
        vc.view.removeFromSuperview()
        vc.removeFromParentViewController()
    }
    
    @IBAction func segmentedControlAction(_ sender: UISegmentedControl) {
        
        if let currentChild = self.childViewControllers.first{
            removeChild(vc: currentChild)
        }
        
        switch sender.selectedSegmentIndex {
        case 0:
            displayChild(identifier: FirstViewController.storyboardIdentifier())
        case 1:
            displayChild(identifier: SecondViewController.storyboardIdentifier())
        default:
            return
        }
        
    }

    // driver
    func go() {
        let control = UISegmentedControl(items: ["One", "Two"])
        control.selectedSegmentIndex = 0
        segmentedControlAction(control)
        control.selectedSegmentIndex = 1
        segmentedControlAction(control)
    }
}
