// Swapping with UIView.animate instead of transition: the container moves the views itself.
// Try: lessons run Examples/animate-swap.swift --run swap
let oldChild = UIViewController()
let newChild = UIViewController()

override func viewDidLoad() {
  super.viewDidLoad()
  addChild(oldChild)
  view.addSubview(oldChild.view)
  oldChild.didMove(toParent: self)
}

func swap() {
  oldChild.willMove(toParent: nil)
  addChild(newChild)
  view.addSubview(newChild.view)
  UIView.animate(
    withDuration: 0.25,
    animations: {
      newChild.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
    },
    completion: { _ in
      oldChild.view.removeFromSuperview()
      oldChild.removeFromParent()
      newChild.didMove(toParent: self)
    })
}
