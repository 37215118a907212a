// Imitates the container style of vikzelikov/BottomSheet (BottomSheet/ViewController.swift, 2021); no code copied.
import UIKit

class SheetController: UIViewController {}

/// Adds a sheet below the bottom edge once the screen has appeared.
class MapScreen: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        attachSheet()
    }

    private func attachSheet() {
        let sheet = SheetController()

        self.addChild(sheet)
        self.view.addSubview(sheet.view)
        sheet.didMove(toParent: self)

        let bounds = view.frame
        sheet.view.frame = CGRect(x: 0, y: self.view.frame.maxY, width: bounds.width, height: bounds.height)
    }
}
