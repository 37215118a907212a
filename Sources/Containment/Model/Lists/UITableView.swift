/// `UITableView` (docs/FIDELITY.md A35): rows in sections, one above the other.
open class UITableView: ListView {
  /// `UITableView.Style` by its Swift name (`plain`, `grouped`, `insetGrouped`).
  public let style: String
  /// The height of a row when the delegate does not say (A35.2). UIKit's
  /// `automaticDimension` (-1, the default of a table made in code since iOS 11) sizes a row
  /// from its cell's constraints, which the model does not solve: B71 takes 44 points, the
  /// standard cell's height.
  public var rowHeight: Double = -1

  public init(frame: CGRect, style: String = "plain") {
    self.style = style
    super.init(kind: .table, frame: frame)
  }

  /// B71 [I]: a row's height: the delegate's `heightForRowAt` when it implements it, else
  /// `rowHeight`, else 44.
  func height(of path: ListIndexPath) -> Double {
    if case .number(let height)? = simulation.callApp(
      delegate, spelling.sizeForItem, [.object(self), argument(path)], rule: "B71")
    {
      return height > 0 ? height : 0
    }
    return rowHeight > 0 ? rowHeight : 44
  }

  /// A35.2, B71, B73: the table's load, row by row: header, then for each row that starts
  /// inside the table its height, its cell and `willDisplay`, then the footer.
  override func load() {
    let sim = simulation
    needsLoad = false
    guard dataSource != nil else { return }
    if counts == nil { askCounts() }
    endDisplayingAll()
    // A35.7: the rows that start inside the table's height from its content offset (B71);
    // those above the offset are placed (their heights asked) and not shown.
    let top = max(contentOffset.y, 0)
    let length = top + visibleSize.height
    var offset = 0.0
    sections: for (section, rows) in (counts ?? []).enumerated() {
      guard offset < length, !sim.isTerminated else { break }
      askSectionViews(ListSpelling.table.sectionViews, section)
      for row in 0..<rows {
        guard offset < length, !sim.isTerminated else { break sections }
        let path = ListIndexPath(item: row, section: section)
        offset += height(of: path)
        if top > 0, offset <= top { continue }
        guard let cell = askCell(path) else { return }
        show(cell, at: path)
      }
      askSectionViews(ListSpelling.tableFooters, section)
    }
    dropUnusedCells()
  }

  /// A35.7, B71: a row lies below the rows before it, each as tall as `height(of:)` says (the
  /// delegate asked row by row); the content is every row.
  override func extent(of path: ListIndexPath) -> ListExtent? {
    var offset = 0.0
    var found: (start: Double, length: Double)?
    for (section, rows) in (counts ?? []).enumerated() where !simulation.isTerminated {
      for row in 0..<rows where !simulation.isTerminated {
        let here = ListIndexPath(item: row, section: section)
        let height = height(of: here)
        if here == path { found = (offset, height) }
        offset += height
      }
    }
    return found.map { ListExtent(start: $0.start, length: $0.length, total: offset) }
  }

  /// Asks a section's header or footer view and title (only what the delegate or data
  /// source implements); a view it gives goes into the table.
  func askSectionViews(_ members: [APIMember], _ section: Int) {
    let sim = simulation
    for (index, member) in members.enumerated() where !sim.isTerminated {
      let asked: AnyObject? = index == 0 ? delegate : dataSource
      if case .object(let view as UIView)? = sim.callApp(
        asked, member, [.object(self), .number(Double(section))], rule: "B73"),
        view.superview !== self
      {
        insert(view, at: nil)
      }
    }
  }
}

extension ListView {
  /// B73 [I]: before a load, the cells shown end displaying (the delegate hears
  /// `didEndDisplaying…`) and wait for reuse.
  func endDisplayingAll() {
    let sim = simulation
    let previous = displayed.sorted { $0.key < $1.key }
    displayed = [:]
    for (path, cell) in previous where !sim.isTerminated {
      _ = sim.callApp(
        delegate, spelling.didEndDisplaying, [.object(self), .object(cell), argument(path)],
        rule: "B73")
      enqueue(cell)
    }
  }

  /// Cells the load did not take back from the reuse queue leave the list.
  func dropUnusedCells() {
    for cells in reuseQueue.values {
      for cell in cells where cell.superview === self { cell.detach() }
    }
  }
}
