import Containment

/// What UIKit asks a hierarchy of controllers, and calls of the code's answers
/// (docs/FIDELITY.md A31, B65, B66). Only the code's overrides are called, and so traced: a
/// hierarchy that overrides nothing answers with UIKit's defaults and traces nothing.
extension Interpreter {
  /// A preference UIKit resolves down the hierarchy: the `childFor…` question that names the
  /// child deciding it, and the questions asked of the controller it ends at. Each name is
  /// given as today's Swift property, the Objective-C getter, and the Swift 4 spelling.
  enum HierarchyQuestion {
    case statusBar, homeIndicator, screenEdges

    /// Each chain: the `childFor…` names, then the preferences read at its end.
    var chains: [(child: [String], preferences: [[String]])] {
      switch self {
      case .statusBar:
        return [
          (
            ["childForStatusBarStyle", "childViewControllerForStatusBarStyle"],
            [["preferredStatusBarStyle"]]
          ),
          (
            ["childForStatusBarHidden", "childViewControllerForStatusBarHidden"],
            [["prefersStatusBarHidden"], ["preferredStatusBarUpdateAnimation"]]
          ),
        ]
      case .homeIndicator:
        return [
          (
            ["childForHomeIndicatorAutoHidden", "childViewControllerForHomeIndicatorAutoHidden"],
            [["prefersHomeIndicatorAutoHidden"]]
          )
        ]
      case .screenEdges:
        return [
          (
            [
              "childForScreenEdgesDeferringSystemGestures",
              "childViewControllerForScreenEdgesDeferringSystemGestures",
            ],
            [["preferredScreenEdgesDeferringSystemGestures"]]
          )
        ]
      }
    }
  }

  /// B65 [I]: from the window's root (or the full-screen controller presented over it),
  /// through each `childFor…` override that names a child, to the controller whose
  /// preferences UIKit reads.
  func askDownTheHierarchy(_ question: HierarchyQuestion) {
    guard var top = simulation.window.rootViewController else { return }
    var hops = 0
    while let presented = top.presentedViewController, hops < 64,
      [.fullScreen, .overFullScreen].contains(presented.modalPresentationStyle)
    {
      top = presented
      hops += 1
    }
    for chain in question.chains {
      var current = top
      var steps = 0
      while steps < 64, !simulation.isTerminated,
        case .controller(let child) = answer(current, chain.child)
      {
        current = child
        steps += 1
      }
      for preference in chain.preferences where !simulation.isTerminated {
        _ = answer(current, preference)
      }
    }
  }

  /// B65 [I]: the questions run inside the call, or at the end of the turn when switched.
  func whenUIKitAsks(_ body: @escaping () -> Void) {
    if simulation.behavior.statusBarQuestions == .endOfTurn {
      simulation.atEndOfTurn(body)
    } else {
      body()
    }
  }

  /// Calls `controller`'s override of the first of `names` it has, traced as UIKit reading
  /// that property; nil when it overrides none of them.
  private func answer(_ controller: UIViewController, _ names: [String]) -> Value? {
    guard let interpreted = controller as? InterpretedController,
      let info = interpreted.classInfo,
      let name = names.first(where: { info.method($0) != nil }),
      let (method, owner) = info.method(name)
    else { return nil }
    var result: Value?
    simulation.dispatch(.auto, controller, APIMember(declared: .getter(name: name)), rule: "B65") {
      self.guarded { () throws(Interrupt) in
        result = try self.invoke(
          method, of: owner, on: interpreted, arguments: [], at: method.location)
      }
    }
    return result
  }

  /// A31.3 [D], B66 [I]: the new size is stored; when it changed, the parent's override of
  /// `preferredContentSizeDidChange(forChildContentContainer:)` runs before the setter returns.
  func setPreferredContentSize(_ size: CGSize, of controller: UIViewController) {
    let changed = controller.preferredContentSize != size
    controller.preferredContentSize = size
    guard changed else { return }
    // B66 [I]: at once, or at the end of the turn.
    if simulation.behavior.preferredContentSizeNotice == .endOfTurn {
      simulation.atEndOfTurn { [weak self, weak controller] in
        guard let self, let controller else { return }
        self.tellParentOfPreferredContentSize(controller)
      }
    } else {
      tellParentOfPreferredContentSize(controller)
    }
  }

  private func tellParentOfPreferredContentSize(_ controller: UIViewController) {
    guard let parent = controller.parent as? InterpretedController,
      let (method, owner) = appMethod(.preferredContentSizeDidChange, in: parent)
    else { return }
    simulation.dispatch(
      .auto, parent, .preferredContentSizeDidChange,
      [.object(simulation.traceName(of: controller))], rule: "B66"
    ) {
      self.guarded { () throws(Interrupt) in
        _ = try self.invoke(
          method, of: owner, on: parent, arguments: [.controller(controller)],
          at: method.location)
      }
    }
  }
}

extension APIMember {
  /// `child.preferredContentSize = …` (A31.3).
  static let setPreferredContentSize = APIMember(declared: .setter(name: "preferredContentSize"))

  /// `preferredContentSizeDidChange(forChildContentContainer:)`, sent to a parent (A31.3).
  static let preferredContentSizeDidChange = APIMember(
    declared: .method(
      swiftName: "preferredContentSizeDidChange", swiftLabels: ["forChildContentContainer"],
      objcPieces: ["preferredContentSizeDidChangeForChildContentContainer"]))
}
