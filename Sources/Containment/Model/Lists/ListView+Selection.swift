/// Selection (docs/FIDELITY.md A35.4): what the code sets tells nobody; what the user taps
/// goes through the delegate.
extension ListView {
  /// A35.4 [D]: `selectRow(at:animated:scrollPosition:)` / `selectItem(…)`: the row becomes
  /// the selection (nil clears it) and no delegate method is called.
  public func select(
    _ path: ListIndexPath?, animated: Bool, position: TraceValue, member: APIMember
  ) {
    let arguments: [TraceValue] = [
      path.map { $0.traceValue(isRow: isTable) } ?? .null, .bool(animated), position,
    ]
    simulation.traced(self, member, arguments) {
      setSelection(path.map { [$0] } ?? [])
      // A35.7: a position other than `.none` scrolls the row there, as scrollToRow does.
      if let path, case .constant(let name, _) = position, name != "none", isInVisibleWindow {
        scroll(to: path, position: name, animated: animated)
      }
    }
  }

  /// A35.4 [D]: `deselectRow(at:animated:)` / `deselectItem(at:animated:)`: no delegate call.
  public func deselect(_ path: ListIndexPath, animated: Bool, member: APIMember) {
    simulation.traced(self, member, [path.traceValue(isRow: isTable), .bool(animated)]) {
      setSelection(selected.filter { $0 != path })
    }
  }

  /// A35.4 [D]: the first selected row, nil for none (`indexPathForSelectedRow`).
  public var firstSelected: ListIndexPath? { selected.first }

  func setSelection(_ paths: [ListIndexPath]) {
    for (path, cell) in displayed { cell.cellParts?.isSelected = paths.contains(path) }
    selected = paths
  }

  /// A35.4 [O] (S155, S156): a user's tap on a visible row or item. The delegate is asked
  /// whether it highlights (`false` ends the tap), told of the highlight, asked whether it
  /// selects (a table's `willSelectRowAt` may give another row or nil; a collection view's
  /// `shouldSelectItemAt` may say no), told the highlight ends; the row selected before is
  /// deselected (a table asks `willDeselectRowAt` first) with `didDeselect…`; then the new one
  /// is selected and the delegate hears `didSelect…`. Only the methods the delegate implements
  /// are called.
  public func userTaps(_ path: ListIndexPath) {
    let sim = simulation
    let spelling = spelling
    let me = AppArgument.object(self)
    if case .bool(false)? = sim.callApp(
      delegate, spelling.shouldHighlight, [me, argument(path)], rule: "A35.4")
    {
      return
    }
    _ = sim.callApp(delegate, spelling.didHighlight, [me, argument(path)], rule: "A35.4")
    var target: ListIndexPath? = path
    if let answer = sim.callApp(delegate, spelling.willSelect, [me, argument(path)], rule: "A35.4")
    {
      switch answer {
      case .indexPath(let other, _) where isTable: target = other
      case .bool(false) where !isTable: target = nil
      case .none where isTable: target = nil
      default: break
      }
    }
    _ = sim.callApp(delegate, spelling.didUnhighlight, [me, argument(path)], rule: "A35.4")
    guard let target, !sim.isTerminated else { return }
    for old in selected where old != target {
      if case .bool(false)? = sim.callApp(
        delegate, spelling.willDeselect, [me, argument(old)], rule: "A35.4"), !isTable
      {
        continue
      }
      setSelection(selected.filter { $0 != old })
      _ = sim.callApp(delegate, spelling.didDeselect, [me, argument(old)], rule: "A35.4")
      guard !sim.isTerminated else { return }
    }
    setSelection([target])
    _ = sim.callApp(delegate, spelling.didSelect, [me, argument(target)], rule: "A35.4")
  }
}
