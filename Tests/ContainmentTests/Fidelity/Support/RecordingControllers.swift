@testable import Containment

/// Records `isMovingToParent` / `isMovingFromParent` as each callback sees them (FIDELITY A6,
/// B6), as `"<callback> <flag>"`, e.g. `"willAppear true"`.
final class FlagRecorder: UIViewController {
  var seen: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    seen.append("didLoad \(isMovingToParent)")
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    seen.append("willAppear \(isMovingToParent)")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    seen.append("didAppear \(isMovingToParent)")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    seen.append("willDisappear \(isMovingFromParent)")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    seen.append("didDisappear \(isMovingFromParent)")
  }
}

/// Records, in `willMove(toParent:)`, whether `parent` already equals the argument
/// (FIDELITY A1.4) or, for a nil argument, whether the old parent is still set.
final class ParentRecorder: UIViewController {
  var seen: [String] = []

  override func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: parent)
    if let parent {
      seen.append("willMove(parent) parentAlreadySet=\(self.parent === parent)")
    } else {
      seen.append("willMove(nil) parentStillSet=\(self.parent != nil)")
    }
  }

  override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    if parent == nil {
      seen.append("didMove(nil) parent=\(self.parent == nil ? "nil" : "set")")
    } else {
      seen.append("didMove(parent)")
    }
  }
}

/// Records whether its root view is in a superview when each appearance callback runs
/// (FIDELITY A5.2: will-callbacks before the view is added/removed, did-callbacks after).
final class SuperviewRecorder: UIViewController {
  var seen: [String] = []

  private var inSuperview: Bool { viewIfLoaded?.superview != nil }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    seen.append("willAppear inSuperview=\(inSuperview)")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    seen.append("didAppear inSuperview=\(inSuperview)")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    seen.append("willDisappear inSuperview=\(inSuperview)")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    seen.append("didDisappear inSuperview=\(inSuperview)")
  }
}

/// A container that forwards appearance itself (FIDELITY A5.8, B12, B18, S43).
final class ManualForwardingParent: UIViewController {
  override var shouldAutomaticallyForwardAppearanceMethods: Bool {
    get { false }
    set {}
  }
}

/// Builds its own root view in `loadView` without calling super (FIDELITY A7.2).
final class CustomViewController: UIViewController {
  let custom = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))

  override func loadView() {
    view = custom
  }
}
