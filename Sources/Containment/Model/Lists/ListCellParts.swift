/// What makes a view a table or collection view cell (docs/FIDELITY.md A35.3): its content
/// view, the labels UIKit makes for its style, and the identifier it is reused under.
///
/// A cell is a view with parts: UIKit's own `UITableViewCell` and a scenario's subclass of it
/// are both views here, so a subclass's overrides (`prepareForReuse`, `awakeFromNib`) run
/// where UIKit calls them.
public final class ListCellParts {
  /// Which list the cell belongs to.
  public let kind: ListKind
  /// A35.3 [D]: the view the cell's content goes in, a subview of the cell.
  public let contentView: UIView
  /// The reuse identifier it was made or registered with (nil: never reused).
  public var reuseIdentifier: String?
  /// `UITableViewCell.CellStyle` by its Swift name (`default`, `value1`, `subtitle` …).
  public let style: String
  /// The cell's selected state, as the list keeps it (A35.4).
  public internal(set) var isSelected = false
  /// Views UIKit makes on first use (`textLabel`, `detailTextLabel`, `imageView`), in its
  /// content view: made when read, never traced.
  var partViews: [String: UIView] = [:]
  /// The index path of the row or item the cell shows while it is displayed.
  public internal(set) var indexPath: ListIndexPath?

  init(kind: ListKind, contentView: UIView, style: String, reuseIdentifier: String?) {
    self.kind = kind
    self.contentView = contentView
    self.style = style
    self.reuseIdentifier = reuseIdentifier
  }

  /// The cell a view is the content view (or a label UIKit made) of, and the part's name
  /// as the code reaches it (`contentView`, `textLabel`): how the trace names it.
  static func partName(of view: UIView) -> (cell: UIView, name: String)? {
    if let cell = view.superview, let parts = cell.cellParts, parts.contentView === view {
      return (cell, "contentView")
    }
    if let content = view.superview, let cell = content.superview,
      let parts = cell.cellParts, parts.contentView === content,
      let name = parts.partViews.first(where: { $0.value === view })?.key
    {
      return (cell, name)
    }
    return nil
  }

  /// `textLabel`, `detailTextLabel` (a label) or `imageView` (an image view) of a table
  /// cell, made in its content view the first time it is read. A `default` cell has no
  /// detail label (nil), as UIKit's.
  public func part(_ name: String) -> UIView? {
    if let made = partViews[name] { return made }
    guard kind == .table else { return nil }
    if name == "detailTextLabel", style == "default" { return nil }
    let made: UIView = name == "imageView" ? UIImageView(frame: .zero) : UILabel(frame: .zero)
    partViews[name] = made
    contentView.insert(made, at: nil)
    return made
  }
}

/// Table or collection view: the two share the model's list machinery and differ in names.
public enum ListKind: String, Sendable {
  case table, collection
}

extension UIView {
  /// Makes this view a cell of `kind` (UIKit's `init(style:reuseIdentifier:)`,
  /// `init(frame:)` of a collection cell): its content view is made and put in, untraced.
  public func becomeCell(_ kind: ListKind, style: String = "default", reuseIdentifier: String?) {
    guard cellParts == nil else { return }
    let content = UIView(frame: bounds)
    cellParts = ListCellParts(
      kind: kind, contentView: content, style: style, reuseIdentifier: reuseIdentifier)
    insert(content, at: nil)
  }
}

/// UIKit's own table view cell, made by the code (`UITableViewCell(style:reuseIdentifier:)`)
/// or for a registered `UITableViewCell.self` (A35.3).
public final class UITableViewCell: UIView {
  public init(style: String = "default", reuseIdentifier: String?) {
    super.init(frame: .zero)
    becomeCell(.table, style: style, reuseIdentifier: reuseIdentifier)
  }
}

/// UIKit's own collection view cell (A35.3).
public final class UICollectionViewCell: UIView {
  public init(frame: CGRect, reuseIdentifier: String?) {
    super.init(frame: frame)
    becomeCell(.collection, reuseIdentifier: reuseIdentifier)
  }
}
