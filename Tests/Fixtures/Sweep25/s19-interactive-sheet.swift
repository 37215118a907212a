// Imitates the container style of wanderlp/interactive-bottom-sheet (InteractiveBottomSheet/InteractiveBottomSheet/MyCustomViewController.swift, 2022); no code copied.
import UIKit

/// The sheet styles its own view (rounded top corners, a soft shadow) when it loads.
class DetailsSheet: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        let card = view!
        card.backgroundColor = .systemBackground
        card.layer.cornerRadius = 16
        card.layer.maskedCorners = [.layerMaxXMinYCorner, .layerMinXMinYCorner]
        card.layer.shadowOpacity = 0.4
        card.layer.shadowRadius = 12
        card.layer.shadowOffset = .init(width: 0, height: -3)
        card.layer.shadowColor = UIColor.darkGray.cgColor
    }
}

// driver: the container slides the sheet up from below while it joins
let details = DetailsSheet()
addChild(details)
view.addSubview(details.view)
details.view.transform = CGAffineTransform(translationX: 0, y: 250)
UIView.animate(withDuration: 0.35) {
    details.view.transform = .identity
}
details.didMove(toParent: self)
