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
    if let interpreted = source as? InterpretedController,
      let (method, owner) = appMethod(.prepareForSegue, in: interpreted)
    {
      var failure: Interrupt?
      simulation.dispatch(
        .auto, source, .prepareForSegue, [.object("segue"), traceValue(of: sender)],
        rule: "A29.1"
      ) {
        do throws(Interrupt) {
          _ = try self.invoke(
            method, of: owner, on: interpreted, arguments: [object, sender], at: method.location)
        } catch {
          failure = error
        }
      }
      if let failure { throw failure }
    }
    guard !simulation.isTerminated else { return }
    switch segue.kind {
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
    _ name: String, source: UIViewController, destination: UIViewController
  ) -> Value {
    let object = InertObject(className: "UIStoryboardSegue")
    let id = ObjectIdentifier(object)
    let values: [(String, Value)] = [
      ("identifier", .string(name)), ("source", .controller(source)),
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
