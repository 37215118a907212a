/// Changes the code makes to what a list shows (docs/FIDELITY.md A35.2, A35.6).
extension ListView {
  /// A change to rows or items, as the code describes it.
  public enum Change {
    case insert([ListIndexPath])
    case delete([ListIndexPath])
    case reload([ListIndexPath])
  }

  /// A35.2 [O] (S153, S154): `reloadData()` forgets the counts and the selection; on screen it
  /// asks the data source for the counts before it returns, and for the cells at the next
  /// layout pass (the end of the turn). Off screen it asks nothing until the list is shown.
  public func reloadData() {
    simulation.traced(self, .reloadData) {
      setSelection([])
      counts = nil
      needsLoad = true
      if isInVisibleWindow, dataSource != nil {
        askCounts()
        simulation.listLoadPending = true
      }
    }
  }

  /// A35.6 [D]: `insertRows(at:with:)`, `deleteRows(at:with:)`, `reloadRows(at:with:)` and the
  /// collection view's `…Items(at:)`: outside a batch they take effect at once; inside
  /// `beginUpdates()`/`endUpdates()` or `performBatchUpdates` at its end.
  public func apply(_ change: Change, member: APIMember, arguments: [TraceValue]) {
    simulation.traced(self, member, arguments) {
      pendingChanges.append(change)
      if openUpdates == 0 { commitChanges() }
    }
  }

  /// A35.6 [D]: opens a batch of row changes.
  public func beginUpdates() {
    simulation.traced(self, .beginUpdates) { openUpdates += 1 }
  }

  /// A35.6 [D]: ends a batch; the outermost end commits it.
  public func endUpdates() {
    simulation.traced(self, .endUpdates) {
      openUpdates = max(0, openUpdates - 1)
      if openUpdates == 0 { commitChanges() }
    }
  }

  /// A35.6 [D], B74 [I]: `performBatchUpdates(_:completion:)`: the updates block runs inside
  /// the call, the changes it made are committed when it returns, and the completion runs
  /// when the animation ends (0.3 s, as B60's scroll; at the end of the turn off screen).
  public func performBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)?, arguments: [TraceValue]
  ) {
    let sim = simulation
    sim.traced(self, .performBatchUpdates, arguments) {
      openUpdates += 1
      if let updates { sim.invokeClosure(.updates, [], rule: "A35.6") { updates() } }
      openUpdates = max(0, openUpdates - 1)
      if openUpdates == 0 { commitChanges() }
      guard let completion else { return }
      let finish = { [unowned sim] in
        sim.invokeClosure(.completion, [.bool(true)], rule: "B74") { completion(true) }
      }
      if isInVisibleWindow, sim.behavior.batchCompletion == .afterAnimation {
        sim.schedule(after: UIScrollView.scrollAnimationDuration, finish)
      } else {
        sim.deferToEndOfTurn(finish)
      }
    }
  }

  /// A35.6 [O]: on screen, the data source is asked for the new counts at once and each
  /// section that kept its place must have its old count plus the rows inserted minus the
  /// rows deleted, or UIKit raises; the cells come at the next layout pass. Off screen the
  /// counts wait for the next load.
  func commitChanges() {
    let changes = pendingChanges
    pendingChanges = []
    guard !changes.isEmpty else { return }
    needsLoad = true
    guard let before = counts, isInVisibleWindow, dataSource != nil else {
      counts = nil
      return
    }
    var inserted: [Int: Int] = [:]
    var deleted: [Int: Int] = [:]
    for change in changes {
      switch change {
      case .insert(let paths): for path in paths { inserted[path.section, default: 0] += 1 }
      case .delete(let paths):
        for path in paths {
          deleted[path.section, default: 0] += 1
          selected.removeAll { $0 == path }
        }
      case .reload: break
      }
    }
    askCounts()
    simulation.listLoadPending = true
    guard let after = counts, after.count == before.count else { return }
    for section in after.indices {
      let added = inserted[section] ?? 0
      let removed = deleted[section] ?? 0
      if after[section] != before[section] + added - removed {
        simulation.raise(
          UIKitMessages.internalInconsistency,
          UIKitMessages.invalidUpdate(
            section: section, after: after[section], before: before[section], inserted: added,
            deleted: removed, table: isTable), rule: "A35.6")
        return
      }
    }
  }
}
