import Containment

extension UIKitType {
  /// `UICollectionView` with a flow layout (docs/FIDELITY.md A35, B71, B74): what tables and
  /// collection views share (`listMembers`), its items and its layout.
  static let uiCollectionView = UIKitType(
    "UICollectionView", superclass: "UIScrollView", receiver: .collectionView
  ) { on in
    listMembers(on, kind: .collection)
      + [
        .method(
          on, "dequeueReusableCell", ["withReuseIdentifier", "for"],
          objc: ["dequeueReusableCellWithReuseIdentifier", "forIndexPath"], [.string, .any],
          returns: .view, fidelity: "A35.3"
        ) { call throws(Interrupt) in
          _ = try call.indexPath(1)
          return call.list.dequeueCell(withIdentifier: call.string(0), strict: true).map(Value.view)
            ?? .null
        },
        .method(on, traced: .selectItem, [.any, .bool, .any], fidelity: "A35.4") {
          call throws(Interrupt) in
          let path: ListIndexPath? =
            if case .null = call.argument(0) { nil } else { try call.indexPath(0) }
          call.list.select(
            path, animated: call.bool(1), position: call.scrollPosition(2, table: false),
            member: .selectItem)
          return .void
        },
        .method(on, traced: .scrollToItem, [.any, .any, .bool], fidelity: "A35.7") {
          call throws(Interrupt) in
          call.list.scroll(
            to: try call.indexPath(0), position: call.scrollPosition(1, table: false),
            animated: call.bool(2), member: .scrollToItem)
          return .void
        },
        .method(on, traced: .deselectItem, [.any, .bool], fidelity: "A35.4") {
          call throws(Interrupt) in
          call.list.deselect(try call.indexPath(0), animated: call.bool(1), member: .deselectItem)
          return .void
        },
        .property(
          on, "indexPathsForSelectedItems", .any, fidelity: "A35.4",
          read: { call in .array(call.list.selected.map { .surface(.indexPath($0)) }) }),
        .method(
          on, "cellForItem", ["at"], objc: ["cellForItemAtIndexPath"], [.any],
          returns: .optionalView, fidelity: "A35.5"
        ) { call throws(Interrupt) in
          call.list.cell(at: try call.indexPath(0)).map(Value.view) ?? .null
        },
        .property(
          on, "indexPathsForVisibleItems", .any, fidelity: "A35.5",
          read: { call in .array(call.list.visiblePathsShown.map { .surface(.indexPath($0)) }) }),
        .method(
          on, "numberOfItems", ["inSection"], objc: ["numberOfItemsInSection"], [.integer],
          returns: .integer, fidelity: "A35.5"
        ) { call in
          .integer(call.list.numberOfItems(inSection: Int(call.number(0))))
        },
        .method(on, traced: .insertItems, [.array], fidelity: "A35.6") { call throws(Interrupt) in
          try call.change(.insert, .insertItems)
        },
        .method(on, traced: .deleteItems, [.array], fidelity: "A35.6") { call throws(Interrupt) in
          try call.change(.delete, .deleteItems)
        },
        .method(on, traced: .reloadItems, [.array], fidelity: "A35.6") { call throws(Interrupt) in
          try call.change(.reload, .reloadItems)
        },
        .method(
          on, traced: .performBatchUpdates, [.optionalClosure, .optionalClosure],
          closures: ["updates", "completion"], fidelity: "A35.6"
        ) { call in
          let updates = call.closure(0).map(call.interpreter.noArgumentBlock)
          let completion = call.finishedBlock(1)
          call.list.performBatchUpdates(
            updates, completion: completion,
            arguments: [
              .closure(present: updates != nil, role: .updates),
              .closure(present: completion != nil, role: .completion),
            ])
          return .void
        },
        .property(
          on, "collectionViewLayout", .any, fidelity: "B71",
          read: { call in .surface(.flowLayout(call.view(as: UICollectionView.self).layout)) },
          write: { call in
            if case .surface(.flowLayout(let layout)) = call.argument(0) {
              call.view(as: UICollectionView.self).layout = layout
            }
            return nil
          }),
      ]
  }

  /// `UICollectionViewFlowLayout` (B71): the item size, spacings and scroll direction the
  /// model places items with; its other properties are kept inert.
  static let uiCollectionViewFlowLayout = UIKitType(
    "UICollectionViewFlowLayout", superclass: "UICollectionViewLayout", receiver: .flowLayout,
    initializers: [
      .initializer("UICollectionViewFlowLayout", [], objc: ["init"], fidelity: "B71") { _ in
        .surface(.flowLayout(UICollectionViewFlowLayout()))
      }
    ]
  ) { on in
    [
      .property(
        on, "itemSize", .size, fidelity: "B71",
        read: { call in .surface(.size(call.flowLayout.itemSize)) },
        write: { call in
          call.flowLayout.itemSize = call.size(0)
          return nil
        }),
      .property(
        on, "scrollDirection", .any, fidelity: "B71",
        read: { call in .ignored("." + call.flowLayout.scrollDirection) },
        write: { call in
          call.flowLayout.scrollDirection =
            Interpreter.caseName(call.argument(0), ["vertical", "horizontal"]) ?? "vertical"
          return nil
        }),
      .property(
        on, "minimumLineSpacing", .number, fidelity: "B71",
        read: { call in .number(call.flowLayout.minimumLineSpacing) },
        write: { call in
          call.flowLayout.minimumLineSpacing = call.number(0)
          return nil
        }),
      .property(
        on, "minimumInteritemSpacing", .number, fidelity: "B71",
        read: { call in .number(call.flowLayout.minimumInteritemSpacing) },
        write: { call in
          call.flowLayout.minimumInteritemSpacing = call.number(0)
          return nil
        }),
    ]
  }
}

extension UIKitCall {
  /// The receiver as a flow layout.
  var flowLayout: UICollectionViewFlowLayout {
    if case .surface(.flowLayout(let layout)) = receiver { return layout }
    preconditionFailure("\(member.swiftName) declared on a flow layout, called on \(receiver)")
  }
}
