import Containment

extension UIKitType {
  /// `UITableView` (docs/FIDELITY.md A35): its data source, registrations and dequeues, the
  /// selection, what it shows and the code's changes. When it asks the data source is the
  /// core's (`ListView`); members not declared here are kept inert when they call nothing.
  static let uiTableView = UIKitType(
    "UITableView", superclass: "UIScrollView", receiver: .tableView
  ) { on in
    listMembers(on, kind: .table)
      + [
        .property(
          on, "rowHeight", .number, fidelity: "B71",
          read: { call in .number(call.view(as: UITableView.self).rowHeight) },
          write: { call in
            call.view(as: UITableView.self).rowHeight = call.number(0)
            return nil
          }),
        .method(
          on, "dequeueReusableCell", ["withIdentifier"],
          objc: ["dequeueReusableCellWithIdentifier"],
          [.string], returns: .optionalView, fidelity: "A35.3"
        ) { call in
          call.list.dequeueCell(withIdentifier: call.string(0), strict: false).map(Value.view)
            ?? .null
        },
        .method(
          on, "dequeueReusableCell", ["withIdentifier", "for"],
          objc: ["dequeueReusableCellWithIdentifier", "forIndexPath"], [.string, .any],
          returns: .view, fidelity: "A35.3"
        ) { call throws(Interrupt) in
          _ = try call.indexPath(1)
          return call.list.dequeueCell(withIdentifier: call.string(0), strict: true).map(Value.view)
            ?? .null
        },
        .method(
          on, traced: .selectRow, [.any, .bool, .any], fidelity: "A35.4"
        ) { call throws(Interrupt) in
          let path: ListIndexPath? =
            if case .null = call.argument(0) { nil } else { try call.indexPath(0) }
          call.list.select(
            path, animated: call.bool(1), position: call.scrollPosition(2, table: true),
            member: .selectRow)
          return .void
        },
        .method(on, traced: .scrollToRow, [.any, .any, .bool], fidelity: "A35.7") {
          call throws(Interrupt) in
          call.list.scroll(
            to: try call.indexPath(0), position: call.scrollPosition(1, table: true),
            animated: call.bool(2), member: .scrollToRow)
          return .void
        },
        .method(on, traced: .deselectRow, [.any, .bool], fidelity: "A35.4") {
          call throws(Interrupt) in
          call.list.deselect(try call.indexPath(0), animated: call.bool(1), member: .deselectRow)
          return .void
        },
        .property(
          on, "indexPathForSelectedRow", .any, fidelity: "A35.4",
          read: { call in call.list.firstSelected.map { .surface(.indexPath($0)) } ?? .null }),
        .property(
          on, "indexPathsForSelectedRows", .any, fidelity: "A35.4",
          read: { call in
            let paths = call.list.selected
            return paths.isEmpty ? .null : .array(paths.map { .surface(.indexPath($0)) })
          }),
        .method(
          on, "cellForRow", ["at"], objc: ["cellForRowAtIndexPath"], [.any],
          returns: .optionalView, fidelity: "A35.5"
        ) { call throws(Interrupt) in
          call.list.cell(at: try call.indexPath(0)).map(Value.view) ?? .null
        },
        .property(
          on, "indexPathsForVisibleRows", .any, fidelity: "A35.5",
          read: { call in .array(call.list.visiblePathsShown.map { .surface(.indexPath($0)) }) }),
        .method(
          on, "numberOfRows", ["inSection"], objc: ["numberOfRowsInSection"], [.integer],
          returns: .integer, fidelity: "A35.5"
        ) { call in
          .integer(call.list.numberOfItems(inSection: Int(call.number(0))))
        },
        .method(on, traced: .insertRows, [.array, .any], fidelity: "A35.6") {
          call throws(Interrupt) in
          try call.change(.insert, .insertRows)
        },
        .method(on, traced: .deleteRows, [.array, .any], fidelity: "A35.6") {
          call throws(Interrupt) in
          try call.change(.delete, .deleteRows)
        },
        .method(on, traced: .reloadRows, [.array, .any], fidelity: "A35.6") {
          call throws(Interrupt) in
          try call.change(.reload, .reloadRows)
        },
        .method(on, traced: .beginUpdates, fidelity: "A35.6") { call in
          call.list.beginUpdates()
          return .void
        },
        .method(on, traced: .endUpdates, fidelity: "A35.6") { call in
          call.list.endUpdates()
          return .void
        },
      ]
  }

  /// What tables and collection views share: the data source, `reloadData`, registering,
  /// the visible cells, the number of sections and a cell's index path.
  static func listMembers(_ on: ModelledAPI.Receiver, kind: ListKind) -> [UIKitMember] {
    let identifierLabel = kind == .table ? "forCellReuseIdentifier" : "forCellWithReuseIdentifier"
    let objcIdentifier = kind == .table ? "forCellReuseIdentifier" : "forCellWithReuseIdentifier"
    let register: UIKitBehaviour.Read = { call throws(Interrupt) in
      try call.registerCell(kind: kind)
      return .void
    }
    return [
      .property(
        on, "dataSource", .any, fidelity: "A35.1",
        read: { call in
          (call.list.dataSource as? UIViewController).map(Value.controller) ?? .null
        },
        write: { call throws(Interrupt) in
          call.list.dataSource = try call.appObject(0)
          return nil
        }),
      .method(on, traced: .reloadData, fidelity: "A35.2") { call in
        call.list.reloadData()
        return .void
      },
      .method(
        on, "register", [nil, identifierLabel], objc: ["registerClass", objcIdentifier],
        [.any, .optionalString], fidelity: "A35.3", read: register),
      .method(
        on, "register", [nil, identifierLabel], objc: ["registerNib", objcIdentifier],
        [.any, .optionalString], fidelity: "A35.3", read: register),
      .property(
        on, "visibleCells", .array, fidelity: "A35.5",
        read: { call in .array(call.list.visibleCells.map(Value.view)) }),
      .property(
        on, "numberOfSections", .integer, fidelity: "A35.5",
        read: { call in .integer(call.list.numberOfSections) }),
      .method(
        on, "indexPath", ["for"], objc: ["indexPathForCell"], [.view], returns: .any,
        fidelity: "A35.5"
      ) { call in
        call.list.indexPath(of: call.view(0)).map { .surface(.indexPath($0)) } ?? .null
      },
    ]
  }
}

extension UIKitCall {
  /// The receiver as a table or collection view.
  var list: ListView { view(as: ListView.self) }

  /// The argument at `index` as an index path, or the type mismatch it is.
  func indexPath(_ index: Int) throws(Interrupt) -> ListIndexPath {
    if case .surface(.indexPath(let path)) = argument(index) { return path }
    throw Interrupt(
      .typeMismatch(
        context: context, expected: "an index path", found: argument(index).kindDescription),
      at: location(of: index))
  }

  /// The argument at `index` as an object the scenario declares (a data source), or nil.
  func appObject(_ index: Int) throws(Interrupt) -> AnyObject? {
    switch argument(index) {
    case .null: return nil
    case .controller(let object): return object
    // A view of a class the scenario declares (a paging view that is its own collection
    // view's data source): its methods run where UIKit calls them.
    case .view(let object as InterpretedView): return object
    case let other:
      throw Interrupt(
        .typeMismatch(
          context: context, expected: "an object of a class the scenario declares, or nil",
          found: other.kindDescription), at: location(of: index))
    }
  }

  enum ChangeKind { case insert, delete, reload }

  /// `insertRows(at:with:)` and the like: the index paths of the first argument.
  func change(_ kind: ChangeKind, _ member: APIMember) throws(Interrupt) -> Value {
    guard case .array(let items) = argument(0) else {
      throw Interrupt(
        .typeMismatch(
          context: context, expected: "an array of index paths", found: argument(0).kindDescription),
        at: location(of: 0))
    }
    var paths: [ListIndexPath] = []
    for item in items {
      guard case .surface(.indexPath(let path)) = item else {
        throw Interrupt(
          .typeMismatch(
            context: context, expected: "an array of index paths", found: item.kindDescription),
          at: location(of: 0))
      }
      paths.append(path)
    }
    let isRow = list.listKind == .table
    let traced: TraceValue = .list(paths.map { $0.traceValue(isRow: isRow) })
    let change: ListView.Change =
      switch kind {
      case .insert: .insert(paths)
      case .delete: .delete(paths)
      case .reload: .reload(paths)
      }
    list.apply(change, member: member, arguments: [traced] + (isRow ? [rowAnimation(1)] : []))
    return .void
  }

  /// `UITableView.ScrollPosition` (`.none`, `.top` …) or `UICollectionView.ScrollPosition`
  /// as the trace shows it: where the row scrolls to, which the model does not draw.
  func scrollPosition(_ index: Int, table: Bool) -> TraceValue {
    let names =
      table
      ? ["none", "top", "middle", "bottom"]
      : ["top", "centeredVertically", "bottom", "left", "centeredHorizontally", "right"]
    var name = "none"
    switch argument(index) {
    case .null, .integer(0), .number(0): name = "none"
    // `.top` written where any value goes is read as a layout attribute: its name is the case.
    case .surface(.layoutAttribute(let attribute)):
      name = names.first { $0.lowercased() == attribute.lowercased() } ?? "none"
    case .number(let bits) where !table && bits == bits.rounded():
      let collectionBits = [
        1: "top", 2: "centeredVertically", 4: "bottom", 8: "left",
        16: "centeredHorizontally", 32: "right",
      ]
      name = collectionBits[Int(bits)] ?? "none"
    case .integer(let bits) where !table:
      let collectionBits = [
        1: "top", 2: "centeredVertically", 4: "bottom", 8: "left",
        16: "centeredHorizontally", 32: "right",
      ]
      name = collectionBits[bits] ?? "none"
    case let value: name = Interpreter.caseName(value, names) ?? "none"
    }
    let prefix = table ? "UITableViewScrollPosition" : "UICollectionViewScrollPosition"
    return .constant(swift: name, objc: prefix + name.prefix(1).uppercased() + name.dropFirst())
  }

  /// `UITableView.RowAnimation` as the trace shows it (`.fade` /
  /// `UITableViewRowAnimationFade`): the animation only changes how the rows move.
  func rowAnimation(_ index: Int) -> TraceValue {
    let names = ["fade", "right", "left", "top", "bottom", "none", "middle"]
    var name: String
    switch argument(index) {
    case .null: name = "none"
    case .integer(100): name = "automatic"
    case let value: name = Interpreter.caseName(value, names) ?? "automatic"
    }
    if case .ignored(let text) = argument(index), text.lowercased().hasSuffix("automatic") {
      name = "automatic"
    }
    return .constant(
      swift: name, objc: "UITableViewRowAnimation" + name.prefix(1).uppercased() + name.dropFirst())
  }

  /// `register(_:forCellReuseIdentifier:)` and the collection view's: a class (`X.self`,
  /// `[X class]`) makes cells with its initializer; a nib (or anything else) stands for a
  /// nib of that identifier's prototype class (B72); nil forgets the identifier.
  func registerCell(kind: ListKind) throws(Interrupt) {
    guard let identifier = optionalString(1) else { return }
    let list = self.list
    let interpreter = self.interpreter
    switch argument(0) {
    case .null:
      list.unregister(identifier: identifier)
    case .classReference(let name):
      list.register(identifier: identifier, fromNib: false) { [unowned interpreter] in
        interpreter.makeCell(
          className: name, kind: kind, identifier: identifier, runInitializer: true)
      }
    default:
      list.register(identifier: identifier, fromNib: true) { [unowned interpreter, unowned list] in
        interpreter.prototypeCell(for: list, identifier: identifier)
      }
    }
  }
}
