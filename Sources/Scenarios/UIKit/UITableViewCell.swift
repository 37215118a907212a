import Containment

extension UIKitType {
  /// `UITableViewCell` (docs/FIDELITY.md A35.3): its content view, where a cell's content (and
  /// a child controller's view) goes, the labels and image view of its style, and its reuse
  /// identifier. Styling members are kept inert.
  static let uiTableViewCell = UIKitType(
    "UITableViewCell", superclass: "UIView", receiver: .tableCell
  ) { on in
    cellMembers(on)
      + [
        .method(
          on, "setSelected", [nil, "animated"], objc: ["setSelected", "animated"],
          [.bool, .bool], fidelity: "A35.4"
        ) { _ in .void },
        .method(
          on, "setHighlighted", [nil, "animated"], objc: ["setHighlighted", "animated"],
          [.bool, .bool], fidelity: "A35.4"
        ) { _ in .void },
      ]
      + ["textLabel", "detailTextLabel", "imageView"].map { name in
        .property(
          on, name, .optionalView, fidelity: "A35.3",
          read: { call in call.view.cellParts?.part(name).map(Value.view) ?? .null })
      }
  }

  /// `UICollectionViewCell` (A35.3): its content view and reuse identifier.
  static let uiCollectionViewCell = UIKitType(
    "UICollectionViewCell", superclass: "UICollectionReusableView", receiver: .collectionCell
  ) { on in
    cellMembers(on)
  }

  private static func cellMembers(_ on: ModelledAPI.Receiver) -> [UIKitMember] {
    [
      // A35.3 [D]: UIKit's own implementations, which an override's `super` call reaches:
      // they draw, and call nothing the trace shows.
      .method(on, "awakeFromNib", fidelity: "A35.3") { _ in .void },
      .method(on, "prepareForReuse", fidelity: "A35.3") { _ in .void },

      .property(
        on, "contentView", .view, fidelity: "A35.3",
        read: { call in call.view.cellParts.map { .view($0.contentView) } ?? .view(call.view) }),
      .property(
        on, "reuseIdentifier", .optionalString, fidelity: "A35.3",
        read: { call in call.view.cellParts?.reuseIdentifier.map(Value.string) ?? .null }),
    ]
  }

  /// `IndexPath` / `NSIndexPath` as tables and collection views use it (A35): its section and
  /// row (or item).
  static let nsIndexPath = UIKitType("NSIndexPath", superclass: "NSObject", receiver: .indexPath) {
    on in
    [
      .property(on, "row", .integer, fidelity: "A35.5", read: { call in .integer(call.path.item) }),
      .property(
        on, "item", .integer, fidelity: "A35.5", read: { call in .integer(call.path.item) }),
      .property(
        on, "section", .integer, fidelity: "A35.5", read: { call in .integer(call.path.section) }),
    ]
  }

  /// `UITableViewController` / `UICollectionViewController` (A35.1): the list that is their
  /// view.
  static let uiTableViewController = UIKitType(
    "UITableViewController", superclass: "UIViewController", receiver: .controller
  ) { on in
    [
      .property(
        on, "tableView", .view, fidelity: "A35.1",
        read: { call throws(Interrupt) in .view(try call.rootList(.table)) },
        write: { call throws(Interrupt) in
          // A new table becomes the controller's view (UITableViewController's `tableView`
          // is its view), with the controller as its data source and delegate.
          _ = try call.rootList(.table)
          guard let table = call.view(0) as? UITableView else { return nil }
          table.dataSource = call.controller
          table.delegate = call.controller
          call.controller.view = table
          return nil
        })
    ]
  }

  static let uiCollectionViewController = UIKitType(
    "UICollectionViewController", superclass: "UIViewController", receiver: .controller
  ) { on in
    [
      .property(
        on, "collectionView", .view, fidelity: "A35.1",
        read: { call throws(Interrupt) in .view(try call.rootList(.collection)) })
    ]
  }
}

extension UIKitCall {
  /// The receiver as an index path.
  var path: ListIndexPath {
    if case .surface(.indexPath(let path)) = receiver { return path }
    preconditionFailure("\(member.swiftName) declared on an index path, called on \(receiver)")
  }

  /// The list a table or collection view controller shows (its view, loaded when read), or
  /// the type mismatch the member on another controller is.
  func rootList(_ kind: ListKind) throws(Interrupt) -> ListView {
    if controller.listRoot == kind, let list = controller.rootList {
      if controller.listRootSpelling == nil {
        controller.listRootSpelling = kind == .table ? "tableView" : "collectionView"
      }
      return list
    }
    let expected = kind == .table ? "a UITableViewController" : "a UICollectionViewController"
    throw Interrupt(
      .typeMismatch(context: context, expected: expected, found: "a \(controller.modelClassName)"),
      at: location)
  }
}
