// Imitates the container style of andrwturk/DesignLibrary (UIPatterns/Transitions/Child.swift, 2018); no code copied.
import UIKit

/// A pattern-catalogue entry, not a view controller: it owns a host and a guest controller
/// and names its two steps after the Swift 3 methods it wraps.
class EmbedPattern {

    let host = UIViewController()
    let guest = UIViewController()

    func addChildViewController() {
        host.addChildViewController(guest)
        host.view.addSubview(guest.view)
        guest.didMove(toParentViewController: host)
    }

    func removeFromParent() {
        guest.view.removeFromSuperview()
        guest.removeFromParentViewController()
    }
}

// driver
let pattern = EmbedPattern()
view.addSubview(pattern.host.view)
pattern.addChildViewController()
pattern.removeFromParent()
