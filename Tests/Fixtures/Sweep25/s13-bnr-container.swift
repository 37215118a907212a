// Cut from Ericliu001/iOS-training-2018 (ContainerViewControllerExample/ContainerViewControllerExample/ContainerViewController.swift, 2018); Apache-2.0 licence, the repository's LICENSE (LICENSES.md).
import UIKit

class FirstViewController: UIViewController {}
class SecondViewController: UIViewController {}

class ContainerViewController: UIViewController {

    @IBOutlet var contentView: UIView!
    let firstViewController = FirstViewController()
    let secondViewController = SecondViewController()

    override func viewDidLoad() {
        super.viewDidLoad()

        addChildViewController(firstViewController)
        firstViewController.view.frame = contentView.bounds
        contentView.addSubview(firstViewController.view)
        firstViewController.didMove(toParentViewController: self)
    }

    @IBAction func valueChanged(_ sender: UISegmentedControl) {

        let viewControllerToAdd: UIViewController
        let viewControllerToRemove: UIViewController

        switch sender.selectedSegmentIndex {
        case 0:
            viewControllerToAdd = firstViewController
            viewControllerToRemove = secondViewController
        case 1:
            viewControllerToAdd = secondViewController
            viewControllerToRemove = firstViewController
        default:
            preconditionFailure()
        }

        viewControllerToRemove.willMove(toParentViewController: nil)
        viewControllerToRemove.view.removeFromSuperview()
        viewControllerToRemove.removeFromParentViewController()

        addChildViewController(viewControllerToAdd)
        viewControllerToAdd.view.frame = contentView.bounds
        contentView.addSubview(viewControllerToAdd.view)
        viewControllerToAdd.didMove(toParentViewController: self)
    }

    // driver
    func pickSecond() {
        let control = UISegmentedControl(items: ["One", "Two"])
        control.selectedSegmentIndex = 1
        valueChanged(control)
    }
}
