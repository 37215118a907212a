// Imitates the container style of TheSongOfSongs/Verses (verses/Main/Extension+ViewController.swift, 2020); no code copied.
import UIKit

class ReaderViewController: UIViewController {}

// Helpers in an extension of the app's own controller; `detach` checks *self's* parent, so
// for a root controller it returns before removing anything.
extension ReaderViewController {
    func attach(_ page: UIViewController, into box: UIView) {
        addChild(page)
        box.addSubview(page.view)
        page.didMove(toParent: self)
    }

    func detach(_ page: UIViewController, from box: UIView) {
        guard parent != nil else { return }
        page.willMove(toParent: nil)
        page.view.removeFromSuperview()
        page.removeFromParent()
    }
}

extension ReaderViewController {
    // driver
    func openAndClose() {
        let page = UIViewController()
        attach(page, into: view)
        detach(page, from: view)
    }
}
