import UIKit

class ViewController: UIViewController {}

extension ViewController {
    func add(_ child: UIViewController, _ view: UIView) {
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }
    
    func remove(_ child: UIViewController, _ view: UIView) {
        guard parent != nil else { return }
        
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
    }
}

extension ViewController {
    // driver
    func go() {
        let child = UIViewController()
        add(child, view)
        remove(child, view)
    }
}
