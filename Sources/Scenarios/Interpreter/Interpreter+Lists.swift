import Containment

/// Tables and collection views on the interpreter's side (docs/FIDELITY.md A35, B72): making
/// lists, cells and index paths as the code writes them, the cells a registration or a
/// storyboard prototype makes, and a user's tap on a row (`run=tap:NAME:ROW`).
extension Interpreter {
  /// `UITableView(frame:style:)`, `UICollectionView(frame:collectionViewLayout:)`,
  /// `UITableViewCell(style:reuseIdentifier:)`, `UICollectionViewCell(frame:)` and their
  /// Objective-C initializers.
  func createList(
    _ className: String, _ written: String, _ arguments: [EvaluatedArgument],
    at location: SourceLocation
  ) throws(Interrupt) -> Value {
    let context = "`\(written)`"
    func value(_ index: Int) -> Value { index < arguments.count ? arguments[index].value : .null }
    func at(_ index: Int) -> SourceLocation {
      index < arguments.count ? arguments[index].location : location
    }
    func frame() throws(Interrupt) -> CGRect {
      arguments.isEmpty ? .zero : try rect(value(0), context, at: at(0))
    }
    let swift = className + "("
    switch (className, written) {
    case ("UITableView", swift + ")"), ("UITableView", "init"), ("UITableView", swift + "frame:)"),
      ("UITableView", "initWithFrame:"):
      return .view(UITableView(frame: try frame()))
    case ("UITableView", swift + "frame:style:)"), ("UITableView", "initWithFrame:style:"):
      let style = Self.caseName(value(1), ["plain", "grouped", "insetGrouped"]) ?? "plain"
      return .view(UITableView(frame: try frame(), style: style))
    case ("UICollectionView", swift + ")"), ("UICollectionView", "init"):
      // What an outlet of the class holds (the storyboard gives it a flow layout).
      return .view(UICollectionView(frame: .zero, layout: UICollectionViewFlowLayout()))
    case ("UICollectionView", swift + "frame:collectionViewLayout:)"),
      ("UICollectionView", "initWithFrame:collectionViewLayout:"):
      var layout = UICollectionViewFlowLayout()
      if case .surface(.flowLayout(let given)) = value(1) { layout = given }
      return .view(UICollectionView(frame: try frame(), layout: layout))
    case ("UITableViewCell", swift + ")"), ("UITableViewCell", "init"):
      return .view(Containment.UITableViewCell(reuseIdentifier: nil))
    case ("UITableViewCell", swift + "style:reuseIdentifier:)"),
      ("UITableViewCell", "initWithStyle:reuseIdentifier:"):
      let style =
        Self.caseName(value(0), ["default", "value1", "value2", "subtitle"]) ?? "default"
      let identifier = try optionalString(value(1), context, at: at(1))
      return .view(Containment.UITableViewCell(style: style, reuseIdentifier: identifier))
    case ("UICollectionViewCell", swift + ")"), ("UICollectionViewCell", "init"),
      ("UICollectionViewCell", swift + "frame:)"), ("UICollectionViewCell", "initWithFrame:"):
      return .view(Containment.UICollectionViewCell(frame: try frame(), reuseIdentifier: nil))
    default:
      let accepted: [String: String] = [
        "UITableView": "`UITableView(frame:style:)`",
        "UICollectionView": "`UICollectionView(frame:collectionViewLayout:)`",
        "UITableViewCell": "`UITableViewCell(style:reuseIdentifier:)`",
        "UICollectionViewCell": "`UICollectionViewCell(frame:)`",
      ]
      throw Interrupt(
        .wrongLabel(written: written, expected: accepted[className] ?? ""), at: location)
    }
  }

  /// The Swift case name an enumeration argument names (`.grouped`,
  /// `UITableViewStyleGrouped`, its raw value), among `cases` in raw-value order.
  static func caseName(_ value: Value, _ cases: [String]) -> String? {
    switch value {
    case .ignored(let text), .string(let text):
      let name = text.hasPrefix(".") ? String(text.dropFirst()) : text
      return cases.first { name == $0 || name.lowercased().hasSuffix($0.lowercased()) }
    case .integer(let raw) where raw >= 0 && raw < cases.count: return cases[raw]
    case .number(let raw) where raw >= 0 && Int(raw) < cases.count: return cases[Int(raw)]
    case .null: return cases.first
    default: return nil
    }
  }

  // MARK: Cells the list makes (A35.3, B72)

  /// A cell of `className` (a scenario class or UIKit's own), as a registration or a
  /// prototype makes one: a scenario class runs its `init(style:reuseIdentifier:)` /
  /// `init(frame:)` when it declares one.
  func makeCell(
    className: String, kind: ListKind, identifier: String, runInitializer: Bool
  ) -> UIView {
    if classes[className] != nil, let view = try? makeView(className: className, frame: .zero) {
      if view.cellParts == nil { view.becomeCell(kind, reuseIdentifier: identifier) }
      // Named for what it is before its initializer traces anything (the code's binding
      // renames it when it is the first name the code gives).
      simulation.nameProvisionally(view, as: "cell")
      if runInitializer {
        let at = SourceLocation(line: 0, column: 0)
        let arguments: [EvaluatedArgument] =
          kind == .table
          ? [
            EvaluatedArgument(
              label: "style", value: .ignored(".default"), isTrailing: false, location: at),
            EvaluatedArgument(
              label: "reuseIdentifier", value: .string(identifier), isTrailing: false, location: at),
          ]
          : [
            EvaluatedArgument(label: "frame", value: .rect(.zero), isTrailing: false, location: at)
          ]
        let labels: [String?] =
          language == .objc
          ? (kind == .table ? ["initWithStyle", "reuseIdentifier"] : ["initWithFrame"])
          : arguments.map(\.label)
        guarded { () throws(Interrupt) in
          try runViewInitializer(
            view, labels: labels, arguments, objcInit: language == .objc, at: at)
        }
      }
      connectCellOutlets(view)
      return view
    }
    return kind == .table
      ? Containment.UITableViewCell(reuseIdentifier: identifier)
      : Containment.UICollectionViewCell(frame: .zero, reuseIdentifier: identifier)
  }

  /// A prototype or nib cell's outlets, as Interface Builder connects them (S1): views of
  /// the outlet's class in the cell's content view.
  func connectCellOutlets(_ view: InterpretedView) {
    let chain = view.classInfo?.chain.map(\.name) ?? [view.className]
    guard let content = view.cellParts?.contentView else { return }
    for outlet in simulation.storyboard.outlets where outlet.owner.map(chain.contains) == true {
      guard !outlet.isCollection, outlet.viewClass != "NSLayoutConstraint" else { continue }
      let made = outletView(of: outlet.viewClass)
      simulation.name(made, outlet.name)
      content.addOutlet(made)
      view.properties[storageKey(outlet.name)] = .view(made)
    }
  }

  /// B72 [I]: the storyboard prototype of a list for a reuse identifier the code never
  /// registered: of the scenario's cell class named like the identifier (`FirstTableViewCell`
  /// for "FirstTableViewCell", "firstTableViewCell" or "First"), else of its only cell class of
  /// the list's kind, else UIKit's plain cell (`uikit=B72:plain`: always the plain cell).
  func prototypeCell(for list: ListView, identifier: String) -> UIView {
    let kind = list.listKind
    let candidates = program.classes.map(\.name).filter { listCellKind(of: $0) == kind }
    var chosen: String?
    if simulation.behavior.prototypeClass == .named {
      let wanted = identifier.lowercased()
      chosen =
        candidates.first { $0.lowercased() == wanted }
        ?? candidates.first { $0.lowercased().hasPrefix(wanted) && !wanted.isEmpty }
        ?? (candidates.count == 1 ? candidates[0] : nil)
    }
    return makeCell(
      className: chosen ?? "", kind: kind, identifier: identifier, runInitializer: false)
  }

  /// B72 [I]: a list outlet of a storyboard scene has its prototype cells, and when the
  /// scene's controller implements the data source's rows method (`tableView(_:
  /// numberOfRowsInSection:)`, `collectionView(_:numberOfItemsInSection:)`), Interface Builder's
  /// `dataSource` and `delegate` connections to it, which the code then need not make.
  func connectList(_ list: ListView, to controller: InterpretedController) {
    list.isFromStoryboard = true
    let rows =
      list.listKind == .table
      ? APIMember(
        declared: .method(
          swiftName: "tableView", swiftLabels: [nil, "numberOfRowsInSection"],
          objcPieces: ["tableView", "numberOfRowsInSection"]))
      : APIMember(
        declared: .method(
          swiftName: "collectionView", swiftLabels: [nil, "numberOfItemsInSection"],
          objcPieces: ["collectionView", "numberOfItemsInSection"]))
    guard controller.implements(rows) else { return }
    list.dataSource = controller
    list.delegate = controller
  }

  /// Installs the prototype maker on the simulation (once per run).
  func installListHooks() {
    simulation.listPrototype = { [unowned self] list, identifier in
      prototypeCell(for: list, identifier: identifier)
    }
  }

  // MARK: A user's tap (A35.4)

  /// `run=tap:NAME:ROW` / `run=tap:NAME:SECTION:ROW`: the user taps a visible row (item) of
  /// the table or collection view `NAME`.
  func tapList(
    named name: String, _ numbers: [String], root: InterpretedController,
    _ bad: (String) -> Interrupt
  ) throws(Interrupt) {
    // A property of `self`, else a list in the window named so (`tableView`, or as the
    // trace names it, `side.tableView`), else the one list whose trace name ends so.
    var list: ListView?
    if case .view(let view) = root.properties[name] ?? .null { list = view as? ListView }
    if list == nil {
      let lists = simulation.windows.flatMap(\.viewsInSubtree).compactMap { $0 as? ListView }
      list =
        lists.first { simulation.assignedName(of: $0) == name }
        ?? lists.first { simulation.traceName(of: $0) == name }
      let ending = lists.filter { simulation.traceName(of: $0).hasSuffix("." + name) }
      if list == nil, ending.count == 1 { list = ending[0] }
    }
    guard let list else {
      throw bad("no table or collection view named `\(name)` is in the window")
    }
    let indices = numbers.compactMap { Int($0) }
    guard indices.count == numbers.count, indices.allSatisfy({ $0 >= 0 }) else {
      throw bad("write `tap:\(name):ROW` or `tap:\(name):SECTION:ROW` with whole numbers")
    }
    let path =
      indices.count == 1
      ? ListIndexPath(item: indices[0], section: 0)
      : ListIndexPath(item: indices[1], section: indices[0])
    guard list.isInVisibleWindow, list.cell(at: path) != nil else {
      throw bad(
        "row \(path.item) of section \(path.section) of `\(name)` is not on screen: no one can tap it"
      )
    }
    list.userTaps(path)
  }
}
