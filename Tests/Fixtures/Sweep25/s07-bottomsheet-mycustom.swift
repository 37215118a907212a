// Cut from zafarivaev/BottomSheet (BottomSheet/MyCustomViewController.swift, 2020); MIT licence, the repository's LICENSE (LICENSES.md).
import UIKit

class MyCustomViewController: UIViewController {
    
    override func viewDidLoad() {
        super.viewDidLoad()
        
        self.view.backgroundColor = .white
        self.view.layer.cornerRadius = 20
        self.view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        self.view.layer.shadowColor = UIColor.black.cgColor
        self.view.layer.shadowOffset = .init(width: 0, height: -2)
        self.view.layer.shadowRadius = 20
        self.view.layer.shadowOpacity = 0.5
    }
}

// driver
let sheet = MyCustomViewController()
addChild(sheet)
view.addSubview(sheet.view)
sheet.didMove(toParent: self)
