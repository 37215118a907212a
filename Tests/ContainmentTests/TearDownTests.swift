import Testing

@testable import Containment

/// Controllers, views and the window point back at their simulation; `tearDown()` must let a
/// finished run go, or a site check of thousands of scenarios keeps every one of them.
@Suite struct TearDownTests {
  @Test func tearDownFreesTheRunAndEverythingInIt() {
    weak var weakSimulation: UIKitSimulation?
    weak var weakChild: UIViewController?
    weak var weakView: UIView?
    do {
      let sim = UIKitSimulation()
      weakSimulation = sim
      sim.perform {
        let root = UIViewController()
        sim.showRoot(root)
        let child = UIViewController()
        weakChild = child
        weakView = child.view
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        // A pending completion that captures the child: dropped by tearDown.
        UIView.animate(withDuration: 0.3, animations: {}, completion: { _ in _ = child })
      }
      sim.tearDown()
      #expect(sim.events.count > 0)
    }
    #expect(weakSimulation == nil)
    #expect(weakChild == nil)
    #expect(weakView == nil)
  }

  /// The same for a run that recorded UIKit's states for the trace player: the recorder
  /// holds the controllers and views it saw, which hold the simulation.
  @Test func tearDownFreesARunThatRecordedStates() {
    weak var weakSimulation: UIKitSimulation?
    weak var weakChild: UIViewController?
    do {
      let sim = UIKitSimulation()
      weakSimulation = sim
      sim.recordStates()
      sim.perform {
        let root = UIViewController()
        sim.showRoot(root)
        let child = UIViewController()
        weakChild = child
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
      }
      #expect(sim.stateTimeline() != nil)
      sim.tearDown()
    }
    #expect(weakSimulation == nil)
    #expect(weakChild == nil)
  }
}
