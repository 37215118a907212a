import Testing

@testable import Containment

/// The surface API keeps objects too (observers, queued blocks, installed constraints); a run
/// that is torn down must still be freed whole.
@Suite struct SurfaceTearDownTests {
  @Test func tearDownFreesControlsObserversBlocksAndConstraints() {
    weak var weakSimulation: UIKitSimulation?
    weak var weakChild: UIViewController?
    weak var weakButton: UIView?
    do {
      let sim = UIKitSimulation()
      weakSimulation = sim
      sim.perform {
        let root = UIViewController()
        sim.showRoot(root)
        let child = UIViewController()
        weakChild = child
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        let button = UIButton(type: "system")
        weakButton = button
        root.view.addSubview(button)
        button.addTarget(child, action: Selector(objcName: "tap"), for: .touchUpInside)
        NSLayoutConstraint(
          NSLayoutAnchor(view: child.view, attribute: "top"), "==",
          NSLayoutAnchor(view: root.view, attribute: "top")
        ).setActive(true)
        NSLayoutConstraint(
          NSLayoutAnchor(view: button, attribute: "height"), "==", nil, constant: 44
        )
        .setActive(true)
        _ = sim.notificationCenter.addObserver(forName: "x", object: nil) { _ in _ = child }
        sim.async { _ = button }
        sim.asyncAfter(1) { _ = child }
      }
      sim.tearDown()
    }
    #expect(weakSimulation == nil)
    #expect(weakChild == nil)
    #expect(weakButton == nil)
  }
}
