/// What a navigation controller tells its delegate of a push, a pop or a new stack shown on
/// screen (docs/FIDELITY.md A27.2, B61): `navigationController(_:willShow:animated:)` as the
/// transition starts, before any appearance callback, and `navigationController(_:didShow:animated:)`
/// when it is over, after the last `didMove(toParent:)`. Off screen nothing is shown, so
/// nothing is told (B39).
///
/// ```swift
/// nav.delegate = self
/// nav.pushViewController(b, animated: true)
/// // ⟂: b.loadView, b.viewDidLoad, self.navigationController(nav, willShow: b, animated: true),
/// //    a.viewWillDisappear(true), b.viewWillAppear(true)
/// // +0.35 s: a.viewDidDisappear(true), b.viewDidAppear(true), b.didMove(toParent: nav),
/// //    self.navigationController(nav, didShow: b, animated: true)
/// ```
extension UINavigationController {
  func tellDelegate(_ member: APIMember, _ shown: UIViewController, animated: Bool) {
    _ = simulation.callApp(
      delegate, member, [.object(self), .object(shown), .bool(animated)], rule: "A27.2")
  }
}

extension APIMember {
  /// `UINavigationControllerDelegate`'s two notices (A27.2).
  public static let navigationWillShow = APIMember(
    declared: .method(
      swiftName: "navigationController", swiftLabels: [nil, "willShow", "animated"],
      objcPieces: ["navigationController", "willShowViewController", "animated"]))
  public static let navigationDidShow = APIMember(
    declared: .method(
      swiftName: "navigationController", swiftLabels: [nil, "didShow", "animated"],
      objcPieces: ["navigationController", "didShowViewController", "animated"]))
}
