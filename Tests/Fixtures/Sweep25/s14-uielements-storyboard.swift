// Imitates the container style of Benny-iPhone/morning_ios_sep_2016 (UIElements/UIElements/ViewController.swift, 2016); no code copied.
import UIKit

class RedPage: UIViewController {
    static func sceneID() -> String { "Red" }
}
class BluePage: UIViewController {
    static func sceneID() -> String { "Blue" }
}

/// A segmented control picks which storyboard scene fills the container view; the old child
/// leaves first. Swift 3 spellings of the containment calls.
class ColorsViewController: UIViewController {

    @IBOutlet weak var holder: UIView!

    @IBAction func pageChanged(_ control: UISegmentedControl) {
        if let shown = self.childViewControllers.first {
            dismissPage(shown)
        }
        switch control.selectedSegmentIndex {
        case 0:
            loadPage(scene: RedPage.sceneID())
        case 1:
            loadPage(scene: BluePage.sceneID())
        default:
            return
        }
    }

    func loadPage(scene: String) {
        guard let page = storyboard?.instantiateViewController(withIdentifier: scene) else {
            return
        }
        embed(page)
    }

    func embed(_ page: UIViewController) {
        addChildViewController(page)
        page.view.frame = holder.bounds
        holder.addSubview(page.view)
        page.didMove(toParentViewController: self)
    }

    func dismissPage(_ page: UIViewController) {
        page.willMove(toParentViewController: nil)
        page.view.removeFromSuperview()
        page.removeFromParentViewController()
    }

    // driver: the user picks the first segment, then the second
    func pickBoth() {
        let segments = UISegmentedControl(items: ["Red", "Blue"])
        segments.selectedSegmentIndex = 0
        pageChanged(segments)
        segments.selectedSegmentIndex = 1
        pageChanged(segments)
    }
}
