import Containment

/// What the code still refers to when the run ends, for the lint that reports a child whose
/// view was removed and that was then dropped without leaving its parent
/// (`containment.child-view-removed`, docs/FIDELITY.md A3.4): a child that a property of a
/// scenario object still holds (a tab container keeping its children while it swaps their
/// views) is kept on purpose.
extension Interpreter {
  /// Lets the simulation ask, at the end of the run, whether the code refers to a controller.
  func installReferenceCheck() {
    simulation.isReferencedByCode = { [unowned self] target in
      self.codeRefers(to: target)
    }
  }

  /// True when a stored property of a scenario controller or view (other than `target`'s
  /// own) holds `target`, directly or inside an array, a dictionary, a tuple or a struct.
  func codeRefers(to target: UIViewController) -> Bool {
    for controller in simulation.createdControllers where controller !== target {
      guard let interpreted = controller as? InterpretedController else { continue }
      if interpreted.properties.values.contains(where: { Self.holds($0, target, depth: 0) }) {
        return true
      }
      if let view = interpreted.viewIfLoaded as? InterpretedView,
        view.properties.values.contains(where: { Self.holds($0, target, depth: 0) })
      {
        return true
      }
    }
    return false
  }

  private static func holds(_ value: Value, _ target: UIViewController, depth: Int) -> Bool {
    guard depth < 8 else { return false }
    switch value {
    case .controller(let controller): return controller === target
    case .array(let items): return items.contains { holds($0, target, depth: depth + 1) }
    case .tuple(let elements):
      return elements.contains { holds($0.value, target, depth: depth + 1) }
    case .record(let record):
      return record.fields.contains { holds($0.value, target, depth: depth + 1) }
    case .dictionary(let dictionary):
      return dictionary.entries.contains {
        holds($0.key, target, depth: depth + 1) || holds($0.value, target, depth: depth + 1)
      }
    default: return false
    }
  }
}
