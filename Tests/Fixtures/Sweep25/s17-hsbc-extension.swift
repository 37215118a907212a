// Imitates the container style of bananowaZyrafa/HSBCRecruitation (HSBCCities/HSBCCities/Extensions/UIViewController+Extensions.swift, 2020); no code copied.
import UIKit

// Helpers on every view controller: the child takes itself out, and (unlike the usual order)
// leaves its parent before its view leaves the superview.
extension UIViewController {
    func embed(_ child: UIViewController) {
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }

    func unembed() {
        guard let host = parent, host.children.contains(self) else { return }
        willMove(toParent: nil)
        removeFromParent()
        view.removeFromSuperview()
    }
}

// driver
let cityList = UIViewController()
embed(cityList)
cityList.unembed()
