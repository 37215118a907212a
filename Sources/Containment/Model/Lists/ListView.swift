/// What tables and collection views share (docs/FIDELITY.md A35, B71-B74): a scroll view that
/// asks its data source for what it shows when it lays out, shows the rows or items that fit
/// in it, reuses cells, keeps a selection and tells its delegate of a user's tap.
///
/// ```swift
/// table.dataSource = self          // asks nothing (A27.1)
/// view.addSubview(table)           // on screen: at the end of the turn, the table asks
///                                  //   numberOfSections(in:), tableView(_:numberOfRowsInSection:),
///                                  //   then for each visible row heightForRowAt, cellForRowAt
///                                  //   and the delegate's willDisplay (A35.2, B71)
/// table.selectRow(at: path, animated: false, scrollPosition: .none)   // tells nobody (A35.4)
/// ```
open class ListView: UIScrollView {
  public let listKind: ListKind
  /// A35.1 [D]: the object UIKit asks for counts and cells; weak, as in UIKit. Setting it
  /// asks nothing (A27.1); a list on screen asks the new one at its next layout.
  public weak var dataSource: AnyObject? {
    didSet { if dataSource !== oldValue { dataSourceChanged() } }
  }
  /// A35.3 [D]: the cell makers registered by reuse identifier (a class or a nib).
  var registrations: [String: Registration] = [:]
  /// B72 [I]: the list came from a storyboard or nib, whose prototype cells the code may
  /// dequeue without registering them.
  public var isFromStoryboard = false
  /// Cells waiting to be reused, by identifier (A35.3).
  var reuseQueue: [String: [UIView]] = [:]
  /// The cells shown now, by index path.
  public internal(set) var displayed: [ListIndexPath: UIView] = [:]
  /// The number of rows (items) of each section, as the data source last answered; nil until
  /// it is asked.
  public internal(set) var counts: [Int]?
  /// A load is due at the next layout pass on screen (`reloadData`, an update).
  var needsLoad = true
  /// The selected rows or items, in the order they were selected.
  public internal(set) var selected: [ListIndexPath] = []
  /// Row changes between `beginUpdates()` and `endUpdates()`, and their depth.
  var openUpdates = 0
  var pendingChanges: [Change] = []

  struct Registration {
    var make: () -> UIView
    /// A cell from a nib (or a storyboard prototype) is unarchived: UIKit sends it
    /// `awakeFromNib` (A35.3).
    var fromNib: Bool
  }

  public init(kind: ListKind, frame: CGRect) {
    listKind = kind
    super.init(frame: frame)
  }

  var spelling: ListSpelling { listKind == .table ? .table : .collection }
  var isTable: Bool { listKind == .table }

  func argument(_ path: ListIndexPath) -> AppArgument { .indexPath(path, isRow: isTable) }

  /// A35.3 [D]: `register(_:forCellReuseIdentifier:)`, `register(_:forCellWithReuseIdentifier:)`
  /// and their nib forms: later dequeues of `identifier` make a cell with `make`.
  public func register(identifier: String, fromNib: Bool, _ make: @escaping () -> UIView) {
    registrations[identifier] = Registration(make: make, fromNib: fromNib)
  }

  /// Forgets a registration (`register(nil, …)`).
  public func unregister(identifier: String) {
    registrations[identifier] = nil
  }

  // MARK: Dequeueing (A35.3, B72)

  /// A35.3 [D]: a cell waiting in the reuse queue (sent `prepareForReuse`), else a new one of
  /// the registered class or nib, else (B72) a storyboard prototype; nil when there is none.
  /// `forIndexPath` (the `…for:` form, and every collection view dequeue) raises instead of
  /// returning nil.
  public func dequeueCell(withIdentifier identifier: String, strict: Bool) -> UIView? {
    let sim = simulation
    if var queue = reuseQueue[identifier], !queue.isEmpty {
      let cell = queue.removeFirst()
      reuseQueue[identifier] = queue
      _ = sim.callApp(cell, .prepareForReuse, [], rule: "A35.3")
      return cell
    }
    var made: UIView?
    var fromNib = false
    if let registration = registrations[identifier] {
      made = registration.make()
      fromNib = registration.fromNib
    } else if isFromStoryboard, let prototype = sim.listPrototype?(self, identifier) {
      made = prototype
      fromNib = true
    }
    guard let cell = made else {
      if strict || !isTable {
        sim.raise(
          UIKitMessages.internalInconsistency,
          UIKitMessages.unableToDequeue(identifier, table: isTable), rule: "A35.3")
      }
      return nil
    }
    if cell.cellParts == nil { cell.becomeCell(listKind, reuseIdentifier: identifier) }
    cell.cellParts?.reuseIdentifier = identifier
    sim.nameProvisionally(cell, as: "cell")
    if fromNib { _ = sim.callApp(cell, .awakeFromNib, [], rule: "A35.3") }
    return cell
  }

  /// Puts a cell that stops showing in the queue of its identifier (a cell without one is
  /// dropped).
  func enqueue(_ cell: UIView) {
    cell.cellParts?.indexPath = nil
    cell.cellParts?.isSelected = false
    guard let identifier = cell.cellParts?.reuseIdentifier else {
      if cell.superview === self { cell.detach() }
      return
    }
    reuseQueue[identifier, default: []].append(cell)
  }

  // MARK: Asking the data source (A35.2, B71)

  /// A35.2 [O]: the number of sections (1 when the data source does not say), then the rows
  /// (items) of each section.
  func askCounts() {
    let sim = simulation
    guard let source = dataSource else {
      counts = []
      return
    }
    var sections = 1
    if case .number(let answer)? = sim.callApp(
      source, spelling.numberOfSections, [.object(self)], rule: "A35.2")
    {
      sections = Self.count(answer)
    }
    var rows: [Int] = []
    for section in 0..<sections where !sim.isTerminated {
      let answer = sim.callApp(
        source, spelling.numberOfItems, [.object(self), .number(Double(section))],
        rule: "A35.2")
      if case .number(let count)? = answer {
        rows.append(Self.count(count))
      } else {
        rows.append(0)
      }
    }
    counts = rows
  }

  /// A count as UIKit reads it: never negative, and bounded so that a runaway answer stays a
  /// model of a list, not a loop.
  static func count(_ number: Double) -> Int {
    guard number.isFinite, number > 0 else { return 0 }
    return Int(min(number, 1_000_000))
  }

  /// The length the model shows rows in along the scroll axis, and across it (B71 [I]): the
  /// list's own size when the code gave it one, else the window's, else a phone screen's
  /// (390 × 844 points) — the model does not solve the constraints or autoresizing that
  /// size a list from a storyboard.
  var visibleSize: CGSize {
    if simulation.behavior.listExtent == .allRows {
      return CGSize(width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
    }
    var width = frame.width
    var height = frame.height
    let screen = window?.frame.size
    if width <= 0 { width = (screen?.width ?? 0) > 0 ? screen!.width : 390 }
    if height <= 0 { height = (screen?.height ?? 0) > 0 ? screen!.height : 844 }
    return CGSize(width: width, height: height)
  }

  /// A35.2 [O], B71 [I]: the load of a layout pass on screen: the counts (when not known),
  /// then the cells of the rows or items that fit, each told to the delegate before it shows
  /// (B73). The cells shown before end displaying first and wait for reuse. A table places
  /// its rows one by one (`UITableView.load`); a collection view lays out every item first.
  func load() {
    let sim = simulation
    needsLoad = false
    guard dataSource != nil else { return }
    if counts == nil { askCounts() }
    endDisplayingAll()
    for path in visiblePaths() {
      guard !sim.isTerminated else { return }
      guard let cell = askCell(path) else { return }
      show(cell, at: path)
    }
    dropUnusedCells()
  }

  /// Asks the data source for the cell of `path`; raises when it gives none.
  func askCell(_ path: ListIndexPath) -> UIView? {
    let sim = simulation
    let answer = sim.callApp(
      dataSource, spelling.cellForItem, [.object(self), argument(path)], rule: "A35.2")
    guard sim.isTerminated == false else { return nil }
    guard case .object(let cell as UIView)? = answer else {
      sim.raise(
        UIKitMessages.internalInconsistency,
        UIKitMessages.noCell(
          list: sim.describe(self), dataSource: dataSource.map(sim.describe) ?? "(null)",
          table: isTable), rule: "A35.2")
      return nil
    }
    return cell
  }

  /// B73 [I]: the delegate hears `willDisplay` for the cell, then the cell goes into the list.
  func show(_ cell: UIView, at path: ListIndexPath) {
    let sim = simulation
    if cell.cellParts == nil { cell.becomeCell(listKind, reuseIdentifier: nil) }
    cell.cellParts?.indexPath = path
    cell.cellParts?.isSelected = selected.contains(path)
    let before = sim.behavior.willDisplaySlot == .beforeAdding
    if !before, cell.superview !== self { insert(cell, at: nil) }
    _ = sim.callApp(
      delegate, spelling.willDisplay, [.object(self), .object(cell), argument(path)],
      rule: "B73")
    guard !sim.isTerminated else { return }
    if before, cell.superview !== self { insert(cell, at: nil) }
    displayed[path] = cell
  }

  /// The items that fit (B71, B74), in order: a collection view's flow layout.
  func visiblePaths() -> [ListIndexPath] { [] }

  /// A35.7: where `path` lies along the list's scroll axis (its start and length), and the
  /// length of all the content; nil for a row or item the list does not have.
  func extent(of path: ListIndexPath) -> ListExtent? { nil }

  /// True when the list scrolls vertically (a table, a vertical flow layout).
  var scrollsVertically: Bool { true }

  // MARK: State the code reads

  /// A35.5 [D]: the cell shown for `path`, nil when the row is not visible.
  public func cell(at path: ListIndexPath) -> UIView? { displayed[path] }

  /// A35.5 [D]: the cells shown, in index path order.
  public var visibleCells: [UIView] { displayed.sorted { $0.key < $1.key }.map(\.value) }

  /// A35.5 [D]: the index paths shown, in order.
  public var visiblePathsShown: [ListIndexPath] { displayed.keys.sorted() }

  /// A35.5 [D]: the index path of a cell shown, nil for any other.
  public func indexPath(of cell: UIView) -> ListIndexPath? {
    displayed.first { $0.value === cell }?.key
  }

  /// A35.5 [D]: `numberOfRows(inSection:)` / `numberOfItems(inSection:)`: the counts the list
  /// has, asked of the data source now when it has none yet.
  public func numberOfItems(inSection section: Int) -> Int {
    if counts == nil { askCounts() }
    guard let counts, section >= 0, section < counts.count else { return 0 }
    return counts[section]
  }

  /// A35.5 [D]: the number of sections.
  public var numberOfSections: Int {
    if counts == nil { askCounts() }
    return counts?.count ?? 0
  }
}
