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

// driver: the sheet slides in, as the repository's container animates it
let sheet = MyCustomViewController()
addChild(sheet)
view.addSubview(sheet.view)
sheet.view.transform = CGAffineTransform(translationX: 0, y: 300)
UIView.animate(withDuration: 0.3) {
    sheet.view.transform = .identity
}
sheet.didMove(toParent: self)
