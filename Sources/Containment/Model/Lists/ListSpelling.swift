/// The data source's and delegate's methods a table or collection view calls
/// (docs/FIDELITY.md A35), spelled for each kind: one algorithm, two vocabularies.
struct ListSpelling {
  let numberOfSections: APIMember
  let numberOfItems: APIMember
  let cellForItem: APIMember
  /// A table's `heightForRowAt`; a collection view's flow layout `sizeForItemAt`.
  let sizeForItem: APIMember
  let willDisplay: APIMember
  let didEndDisplaying: APIMember
  let shouldHighlight: APIMember
  let didHighlight: APIMember
  let didUnhighlight: APIMember
  /// A table's `willSelectRowAt` (returns the row to select); a collection view's
  /// `shouldSelectItemAt` (returns a Bool).
  let willSelect: APIMember
  /// A table's `willDeselectRowAt`; a collection view's `shouldDeselectItemAt`.
  let willDeselect: APIMember
  let didSelect: APIMember
  let didDeselect: APIMember
  /// Header and footer views and titles (tables only).
  let sectionViews: [APIMember]

  private static func member(_ swift: String, _ labels: [String?], _ objc: [String]) -> APIMember {
    APIMember(declared: .method(swiftName: swift, swiftLabels: labels, objcPieces: objc))
  }

  private static func row(_ label: String, _ objc: String) -> APIMember {
    member("tableView", [nil, label], ["tableView", objc])
  }

  private static func item(_ label: String, _ objc: String) -> APIMember {
    member("collectionView", [nil, label], ["collectionView", objc])
  }

  static let table = ListSpelling(
    numberOfSections: member("numberOfSections", ["in"], ["numberOfSectionsInTableView"]),
    numberOfItems: row("numberOfRowsInSection", "numberOfRowsInSection"),
    cellForItem: row("cellForRowAt", "cellForRowAtIndexPath"),
    sizeForItem: row("heightForRowAt", "heightForRowAtIndexPath"),
    willDisplay: member(
      "tableView", [nil, "willDisplay", "forRowAt"],
      ["tableView", "willDisplayCell", "forRowAtIndexPath"]),
    didEndDisplaying: member(
      "tableView", [nil, "didEndDisplaying", "forRowAt"],
      ["tableView", "didEndDisplayingCell", "forRowAtIndexPath"]),
    shouldHighlight: row("shouldHighlightRowAt", "shouldHighlightRowAtIndexPath"),
    didHighlight: row("didHighlightRowAt", "didHighlightRowAtIndexPath"),
    didUnhighlight: row("didUnhighlightRowAt", "didUnhighlightRowAtIndexPath"),
    willSelect: row("willSelectRowAt", "willSelectRowAtIndexPath"),
    willDeselect: row("willDeselectRowAt", "willDeselectRowAtIndexPath"),
    didSelect: row("didSelectRowAt", "didSelectRowAtIndexPath"),
    didDeselect: row("didDeselectRowAt", "didDeselectRowAtIndexPath"),
    sectionViews: [
      row("viewForHeaderInSection", "viewForHeaderInSection"),
      row("titleForHeaderInSection", "titleForHeaderInSection"),
    ])

  static let tableFooters = [
    row("viewForFooterInSection", "viewForFooterInSection"),
    row("titleForFooterInSection", "titleForFooterInSection"),
  ]

  static let collection = ListSpelling(
    numberOfSections: member("numberOfSections", ["in"], ["numberOfSectionsInCollectionView"]),
    numberOfItems: item("numberOfItemsInSection", "numberOfItemsInSection"),
    cellForItem: item("cellForItemAt", "cellForItemAtIndexPath"),
    sizeForItem: member(
      "collectionView", [nil, "layout", "sizeForItemAt"],
      ["collectionView", "layout", "sizeForItemAtIndexPath"]),
    willDisplay: member(
      "collectionView", [nil, "willDisplay", "forItemAt"],
      ["collectionView", "willDisplayCell", "forItemAtIndexPath"]),
    didEndDisplaying: member(
      "collectionView", [nil, "didEndDisplaying", "forItemAt"],
      ["collectionView", "didEndDisplayingCell", "forItemAtIndexPath"]),
    shouldHighlight: item("shouldHighlightItemAt", "shouldHighlightItemAtIndexPath"),
    didHighlight: item("didHighlightItemAt", "didHighlightItemAtIndexPath"),
    didUnhighlight: item("didUnhighlightItemAt", "didUnhighlightItemAtIndexPath"),
    willSelect: item("shouldSelectItemAt", "shouldSelectItemAtIndexPath"),
    willDeselect: item("shouldDeselectItemAt", "shouldDeselectItemAtIndexPath"),
    didSelect: item("didSelectItemAt", "didSelectItemAtIndexPath"),
    didDeselect: item("didDeselectItemAt", "didDeselectItemAtIndexPath"),
    sectionViews: [])
}

extension APIMember {
  /// A35.3 [D]: UIKit's calls into a cell the scenario's class may override.
  public static let prepareForReuse = APIMember(
    declared: .method(
      swiftName: "prepareForReuse", swiftLabels: [], objcPieces: ["prepareForReuse"]))
  public static let awakeFromNib = APIMember(
    declared: .method(swiftName: "awakeFromNib", swiftLabels: [], objcPieces: ["awakeFromNib"]))

  private static func list(_ swift: String, _ labels: [String?], _ objc: [String]) -> APIMember {
    APIMember(declared: .method(swiftName: swift, swiftLabels: labels, objcPieces: objc))
  }

  /// The calls the code makes on a list that the trace shows (A35.2, A35.4, A35.5).
  public static let reloadData = list("reloadData", [], ["reloadData"])
  public static let selectRow = list(
    "selectRow", ["at", "animated", "scrollPosition"],
    ["selectRowAtIndexPath", "animated", "scrollPosition"])
  public static let deselectRow = list(
    "deselectRow", ["at", "animated"], ["deselectRowAtIndexPath", "animated"])
  public static let selectItem = list(
    "selectItem", ["at", "animated", "scrollPosition"],
    ["selectItemAtIndexPath", "animated", "scrollPosition"])
  public static let deselectItem = list(
    "deselectItem", ["at", "animated"], ["deselectItemAtIndexPath", "animated"])
  public static let insertRows = list(
    "insertRows", ["at", "with"], ["insertRowsAtIndexPaths", "withRowAnimation"])
  public static let deleteRows = list(
    "deleteRows", ["at", "with"], ["deleteRowsAtIndexPaths", "withRowAnimation"])
  public static let reloadRows = list(
    "reloadRows", ["at", "with"], ["reloadRowsAtIndexPaths", "withRowAnimation"])
  public static let insertItems = list("insertItems", ["at"], ["insertItemsAtIndexPaths"])
  public static let deleteItems = list("deleteItems", ["at"], ["deleteItemsAtIndexPaths"])
  public static let reloadItems = list("reloadItems", ["at"], ["reloadItemsAtIndexPaths"])
  public static let beginUpdates = list("beginUpdates", [], ["beginUpdates"])
  public static let endUpdates = list("endUpdates", [], ["endUpdates"])
  public static let performBatchUpdates = list(
    "performBatchUpdates", [nil, "completion"], ["performBatchUpdates", "completion"])
  /// A35.7: scrolling a list to a row or an item.
  public static let scrollToRow = list(
    "scrollToRow", ["at", "at", "animated"],
    ["scrollToRowAtIndexPath", "atScrollPosition", "animated"])
  public static let scrollToItem = list(
    "scrollToItem", ["at", "at", "animated"],
    ["scrollToItemAtIndexPath", "atScrollPosition", "animated"])
}
