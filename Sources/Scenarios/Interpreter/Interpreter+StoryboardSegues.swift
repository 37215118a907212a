import Containment

/// `performSegue(withIdentifier:sender:)` against the segues the scenario names
/// (docs/FIDELITY.md A29.1, A29.2, A29.2): the destination is made as the storyboard makes a
/// scene, the source's `prepare(for:sender:)` runs with the segue, then the segue shows or
/// presents the destination, each UIKit's call nested under the code's.
extension Interpreter {
  func performSegue(
    from source: UIViewController, _ identifier: Value, sender: Value, senderTrace: TraceValue,
    at location: SourceLocation
  ) throws(Interrupt) {
    guard case .string(let name) = identifier else {
      throw Interrupt(
        .typeMismatch(
          context: "`performSegue(withIdentifier:sender:)`", expected: "a segue identifier",
          found: identifier.kindDescription), at: location)
    }
    let segues = simulation.storyboardSegues
    // A29.2: without named segues the scenario says nothing of its storyboard, so the model
    // cannot tell a missing segue from one it was not told of.
    guard !segues.isEmpty else {
      throw Interrupt(
        .unsupported(
          "`performSegue` without the storyboard's segues",
          instead:
            "name them on the scenario block: `segue=\(name):show:DestinationClass` "
            + "(kinds: show, present; custom: `\(name):custom:DestinationClass:SegueClass`)"),
        at: location)
    }
    let arguments: [TraceValue] = [.string(name), senderTrace]
    var failure: Interrupt?
    simulation.dispatch(.manual, source, .performSegue, arguments) {
      guard let segue = segues[name] else {
        source.raiseMissingSegue(name)
        return
      }
      do throws(Interrupt) {
        try self.runSegue(segue, named: name, from: source, sender: sender, at: location)
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
  }

  /// A29.1 [D]: make the destination, let the source prepare, perform.
  private func runSegue(
    _ segue: StoryboardSegue, named name: String, from source: UIViewController, sender: Value,
    at location: SourceLocation
  ) throws(Interrupt) {
    switch segue.kind {
    case .unwind:
      return try runUnwind(segue, named: name, from: source, sender: sender, at: location)
    case .embed:
      // S66 [O]: an embed segue performed by code fills its container like the storyboard.
      return try runEmbed(
        StoryboardEmbed(identifier: name, segue: segue), in: source, sender: sender,
        asks: false, at: location)
    case .show, .present, .custom: break
    }
    guard
      case .controller(let destination) = try instantiate(
        className: segue.destination, at: location)
    else { return }
    // A29.3: a custom segue is an object of the scenario's class; UIKit's own is inert.
    var customSegue: InterpretedController?
    if segue.kind == .custom, let segueClass = segue.segueClass {
      customSegue = try makeSegueObject(
        segueClass, identifier: .string(name), source: .controller(source),
        destination: .controller(destination), at: location)
    }
    let object =
      customSegue.map(Value.controller)
      ?? storyboardSegueObject(name, source: source, destination: destination)
    try prepare(source, for: object, sender: sender, rule: "A29.1")
    guard !simulation.isTerminated else { return }
    switch segue.kind {
    case .embed, .unwind: return
    case .custom:
      guard let customSegue else { return }
      try performCustomSegue(customSegue, at: location)
    case .show: showForSegue(destination, from: source, sender: sender)
    case .present:
      let arguments: [TraceValue] = [
        trace(destination), .bool(true), .closure(present: false, role: .plainCompletion),
      ]
      simulation.dispatch(.auto, source, .present, arguments, rule: "A29.1") {
        source.present(destination, animated: true)
      }
    }
  }

  /// The source's `prepare(for:sender:)`, when the scenario overrides it (A29.1, A29.4, B63).
  private func prepare(
    _ source: UIViewController, for segue: Value, sender: Value, rule: String
  ) throws(Interrupt) {
    guard let interpreted = source as? InterpretedController,
      let (method, owner) = appMethod(.prepareForSegue, in: interpreted)
    else { return }
    var failure: Interrupt?
    simulation.dispatch(
      .auto, source, .prepareForSegue, [.object("segue"), traceValue(of: sender)], rule: rule
    ) {
      do throws(Interrupt) {
        _ = try self.invoke(
          method, of: owner, on: interpreted, arguments: [segue, sender], at: method.location)
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
  }

  /// A25.1 [O], B63 [I]: the embed segues of `self`'s scene fire while its view loads, after
  /// the outlets are connected; called from the storyboard stand-in's `loadView`.
  func fireEmbedSegues(of controller: InterpretedController) {
    for embed in simulation.storyboardEmbeds {
      // B63 [I]: the sender UIKit passes.
      let sender: Value =
        simulation.behavior.embedSender == .source ? .controller(controller) : .null
      guarded { () throws(Interrupt) in
        try runEmbed(
          embed, in: controller, sender: sender, asks: true,
          at: SourceLocation(line: 0, column: 0))
      }
      if simulation.isTerminated || pendingFailure != nil { return }
    }
  }

  /// B63 [I]: asked `shouldPerformSegue` (a segue the storyboard fires), the child is made,
  /// the source prepares, then UIKit embeds it: addChild, its view into the container view,
  /// didMove.
  private func runEmbed(
    _ embed: StoryboardEmbed, in source: UIViewController, sender: Value, asks: Bool,
    at location: SourceLocation
  ) throws(Interrupt) {
    let identifier: Value = embed.identifier.map(Value.string) ?? .null
    if asks, let interpreted = source as? InterpretedController,
      let (method, owner) = appMethod(.shouldPerformSegue, in: interpreted)
    {
      var answer = Value.bool(true)
      var failure: Interrupt?
      let traced: TraceValue = embed.identifier.map(TraceValue.string) ?? .null
      simulation.dispatch(
        .auto, source, .shouldPerformSegue, [traced, traceValue(of: sender)], rule: "B63"
      ) {
        do throws(Interrupt) {
          answer = try self.invoke(
            method, of: owner, on: interpreted, arguments: [identifier, sender],
            at: method.location)
        } catch {
          failure = error
        }
      }
      if let failure { throw failure }
      if case .bool(false) = answer { return }
    }
    guard
      case .controller(let child) = try instantiate(
        className: embed.segue.destination, at: location)
    else { return }
    let object = storyboardSegueObject(
      embed.identifier, source: source, destination: child)
    try prepare(source, for: object, sender: sender, rule: "B63")
    guard !simulation.isTerminated else { return }
    source.performEmbedSegue(child, into: containerView(of: embed, in: source))
  }

  /// The container view an embed segue fills: the outlet it names, else one the storyboard
  /// adds to the scene's root view that the code has no name for.
  private func containerView(of embed: StoryboardEmbed, in source: UIViewController) -> UIView {
    if let outlet = embed.segue.container, let interpreted = source as? InterpretedController,
      case .view(let view) = interpreted.properties[outlet] ?? .null
    {
      return view
    }
    if let made = embedContainers[ObjectIdentifier(source)]?[embed.identifier ?? ""] {
      return made
    }
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false  // B29: IB's subviews
    simulation.name(view, embed.segue.container ?? "containerView")
    source.viewIfLoaded?.addOutlet(view)
    embedContainers[ObjectIdentifier(source), default: [:]][embed.identifier ?? ""] = view
    return view
  }

  /// A29.4 [D], A29.5 [D]: an unwind segue finds its destination, the source prepares, the
  /// destination's unwind action runs, then the containers on the way go back to it.
  private func runUnwind(
    _ segue: StoryboardSegue, named name: String, from source: UIViewController, sender: Value,
    at location: SourceLocation
  ) throws(Interrupt) {
    let action = segue.destination
    // A29.5 [D]: nobody handles the action: the segue fails silently.
    guard
      let destination = try unwindDestination(
        for: action, from: source, sender: sender, at: location)
    else { return }
    let object = storyboardSegueObject(name, source: source, destination: destination)
    try prepare(source, for: object, sender: sender, rule: "A29.4")
    guard !simulation.isTerminated,
      let interpreted = destination as? InterpretedController, let info = interpreted.classInfo,
      let method = info.firstMethod(where: {
        $0.name == action && !$0.isProperty && $0.parameters.count == 1
      })
    else { return }
    let member = APIMember(
      declared: .method(
        swiftName: action, swiftLabels: [method.labels.first ?? nil], objcPieces: [action]))
    var failure: Interrupt?
    simulation.dispatch(.auto, destination, member, [.object("segue")], rule: "A29.4") {
      do throws(Interrupt) {
        _ = try self.invoke(
          method, of: info, on: interpreted, arguments: [object], at: method.location)
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
    guard !simulation.isTerminated else { return }
    unwindTransition(from: source, to: destination)
  }

  /// A29.5 [D]: the candidates, closest first (B64 of the research order is A29.5's walk): up
  /// from the source, each container's children below the one on the path (top first), then
  /// the container; past a presentation, the presenter's children, then the presenter.
  private func unwindDestination(
    for action: String, from source: UIViewController, sender: Value,
    at location: SourceLocation
  ) throws(Interrupt) -> UIViewController? {
    var candidates: [UIViewController] = []
    var current = source
    while candidates.count < 1_000 {
      if let parent = current.parent {
        let index = parent.children.firstIndex { $0 === current } ?? parent.children.count
        candidates += parent.children[..<index].reversed()
        candidates.append(parent)
        current = parent
      } else if let presenter = current.presentingViewController {
        candidates += presenter.children.reversed()
        candidates.append(presenter)
        current = presenter
      } else {
        break
      }
    }
    for candidate in candidates where candidate !== source {
      if try canPerformUnwind(action, candidate, from: source, sender: sender) {
        return candidate
      }
      if simulation.isTerminated { return nil }
    }
    return nil
  }

  /// A29.5 [D]: the candidate's own answer when the scenario overrides the question (traced),
  /// else UIKit's: it implements the action.
  private func canPerformUnwind(
    _ action: String, _ candidate: UIViewController, from source: UIViewController,
    sender: Value
  ) throws(Interrupt) -> Bool {
    guard let interpreted = candidate as? InterpretedController else { return false }
    let implements = handlesUnwindAction(.string(action), candidate, from: source)
    for member in [APIMember.canPerformUnwindSegueAction, .canPerformUnwindSegueActionWithSender] {
      guard let (method, owner) = appMethod(member, in: interpreted) else { continue }
      let selector: Value =
        language == .swift ? .string(action + "(_:)") : .string(action + ":")
      var answer = Value.bool(false)
      var failure: Interrupt?
      let traced: [TraceValue] = [
        .selector(swift: action + "(_:)", objc: action + ":"),
        .object(simulation.traceName(of: source)), traceValue(of: sender),
      ]
      simulation.dispatch(.auto, candidate, member, traced, rule: "A29.5") {
        do throws(Interrupt) {
          answer = try self.invoke(
            method, of: owner, on: interpreted, arguments: [selector, .controller(source), sender],
            at: method.location)
        } catch {
          failure = error
        }
      }
      if let failure { throw failure }
      if case .bool(let flag) = answer { return flag }
      return false
    }
    return implements
  }

  /// A29.4 [D]: the way back: a navigation controller on the path pops to the controller the
  /// destination is (or is in); a presentation above it is dismissed.
  private func unwindTransition(from source: UIViewController, to destination: UIViewController) {
    var current = source
    while let parent = current.parent {
      if let navigation = parent as? UINavigationController,
        let target = navigation.viewControllers.first(where: {
          $0 === destination || Self.isAncestor($0, of: destination)
        }), target !== current
      {
        simulation.dispatch(
          .auto, navigation, .popToViewController,
          [.object(simulation.traceName(of: target)), .bool(true)], rule: "A29.4"
        ) {
          _ = navigation.popToViewController(target, animated: true)
        }
        return
      }
      if parent === destination { return }
      current = parent
    }
    guard current.presentingViewController != nil else { return }
    let arguments: [TraceValue] = [.bool(true), .closure(present: false, role: .plainCompletion)]
    simulation.dispatch(.auto, destination, .dismiss, arguments, rule: "A29.4") {
      destination.dismiss(animated: true)
    }
  }

  /// A29.5 [D]: UIKit's default answer: `candidate` implements the action (a one-argument
  /// method of that name) and is not the controller the segue unwinds from.
  func handlesUnwindAction(
    _ selector: Value, _ candidate: UIViewController, from source: UIViewController?
  ) -> Bool {
    guard candidate !== source, case .string(let written) = selector,
      let info = (candidate as? InterpretedController)?.classInfo
    else { return false }
    let name = String(written.prefix { $0 != ":" && $0 != "(" })
    return info.firstMethod(where: {
      $0.name == name && !$0.isProperty && $0.parameters.count == 1
    }) != nil
  }

  /// True when `ancestor` is `controller`'s parent, or its parent's, and so on.
  static func isAncestor(_ ancestor: UIViewController, of controller: UIViewController) -> Bool {
    var current = controller.parent
    while let parent = current {
      if parent === ancestor { return true }
      current = parent.parent
    }
    return false
  }

  /// A29.3 [D]: UIKit calls the custom segue's `perform()`, which does the transition.
  private func performCustomSegue(_ segue: InterpretedController, at location: SourceLocation)
    throws(Interrupt)
  {
    guard let (method, owner) = appMethod(.performCustomSegue, in: segue) else { return }
    var failure: Interrupt?
    simulation.dispatch(.auto, segue, .performCustomSegue, [], rule: "A29.3") {
      do throws(Interrupt) {
        _ = try self.invoke(method, of: owner, on: segue, arguments: [], at: method.location)
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
  }

  /// A show segue: `show(_:sender:)` as UIKit calls it, pushing on the source's navigation
  /// controller, else presenting from the window's root (A10.3, A13.4).
  private func showForSegue(
    _ shown: UIViewController, from source: UIViewController, sender: Value
  ) {
    let show = APIMember(
      declared: .method(
        swiftName: "show", swiftLabels: [nil, "sender"],
        objcPieces: ["showViewController", "sender"]
      ))
    simulation.dispatch(
      .auto, source, show, [trace(shown), traceValue(of: sender)], rule: "A29.1"
    ) {
      var target: UIViewController? = source
      while let current = target, !(current is UINavigationController) {
        target = current.parent
      }
      if let navigation = target as? UINavigationController {
        simulation.dispatch(
          .auto, navigation, .pushViewController, [trace(shown), .bool(true)], rule: "A10.3"
        ) {
          navigation.pushViewController(shown, animated: true)
        }
      } else if let root = simulation.window.rootViewController {
        let arguments: [TraceValue] = [
          trace(shown), .bool(true), .closure(present: false, role: .plainCompletion),
        ]
        simulation.dispatch(.auto, root, .present, arguments, rule: "A13.4") {
          root.present(shown, animated: true)
        }
      }
    }
  }

  /// The `UIStoryboardSegue` UIKit hands `prepare(for:sender:)`: a real object the model
  /// keeps inert, whose `identifier`, `source` and `destination` read what the segue is.
  private func storyboardSegueObject(
    _ name: String?, source: UIViewController, destination: UIViewController
  ) -> Value {
    let object = InertObject(className: "UIStoryboardSegue")
    let id = ObjectIdentifier(object)
    let values: [(String, Value)] = [
      ("identifier", name.map(Value.string) ?? .null), ("source", .controller(source)),
      ("sourceViewController", .controller(source)), ("destination", .controller(destination)),
      ("destinationViewController", .controller(destination)),
    ]
    for (key, value) in values { inertValues[InertKey(object: id, name: key)] = value }
    return .surface(.inert(object))
  }

  /// A sender as the trace shows it: a controller or view by name, anything else as nil.
  private func traceValue(of sender: Value) -> TraceValue {
    switch sender {
    case .controller(let controller): .object(simulation.traceName(of: controller))
    case .view(let view): .object(simulation.traceName(of: view))
    case .string(let text): .string(text)
    default: .null
    }
  }
}
