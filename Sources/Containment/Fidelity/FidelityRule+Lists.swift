extension FidelityRule {
  /// Tables and collection views (A35, B71-B74) and keyframe animations (A28.6).
  static let listRules: [FidelityRule] = [
    FidelityRule(
      "A28.6", .observed,
      "UIView.animateKeyframes runs its animations block inside the call, and each "
        + "addKeyframe block runs inside it as it is added, whatever its relative start; the "
        + "completion runs when the whole animation ends (at the end of the turn for a "
        + "duration of 0 or less, which makes the changes at once).",
      sources: ["S159", "S160"]),
    FidelityRule(
      "A35.1", .documented,
      "A table or collection view asks its data source for what it shows and tells its "
        + "delegate; storing either calls nothing. A UITableViewController's (and "
        + "UICollectionViewController's) view is its list, with the controller as data "
        + "source and delegate.",
      sources: ["S158"]),
    FidelityRule(
      "A35.2", .observed,
      "A list asks its data source when it lays out, not when told: at the layout pass of "
        + "the turn in which it entered a window (or reloadData on screen, which asks the "
        + "counts at once), numberOfSections(in:) and the rows of each section, then for each "
        + "visible row its cell (cellForRowAt) and the delegate's willDisplay; a missing cell "
        + "raises.",
      sources: ["S153", "S154", "S155", "S162"]),
    FidelityRule(
      "A35.3", .documented,
      "dequeueReusableCell returns a cell waiting for reuse (sent prepareForReuse), else a "
        + "new cell of the class or nib registered for the identifier (a nib's gets "
        + "awakeFromNib), else nil; the …for: form and a collection view raise instead.",
      sources: ["S158"]),
    FidelityRule(
      "A35.4", .documented,
      "selectRow(at:animated:scrollPosition:) and deselectRow(at:animated:) call no delegate "
        + "method; a user's tap asks shouldHighlight, tells didHighlight, asks willSelect "
        + "(which may change or cancel the row), tells didUnhighlight, deselects the old row "
        + "(willDeselect, didDeselect), then selects and tells didSelect.",
      sources: ["S152", "S156", "S157"]),
    FidelityRule(
      "A35.5", .documented,
      "cellForRow(at:) is the cell shown for a visible row (nil otherwise); visibleCells, "
        + "indexPathsForVisibleRows, indexPathForSelectedRow and numberOfRows(inSection:) "
        + "read what the list holds.",
      sources: ["S158"]),
    FidelityRule(
      "A35.6", .documented,
      "insertRows, deleteRows and reloadRows (and the items of a collection view) on screen "
        + "ask the new counts at once, raise when they do not add up, and show the cells at "
        + "the next layout pass; inside beginUpdates/endUpdates or performBatchUpdates they "
        + "take effect at the end of the batch.",
      sources: ["S158", "S161"]),
    FidelityRule(
      "A35.7", .documented,
      "scrollToRow(at:at:animated:) and scrollToItem(at:at:animated:) move the list's offset "
        + "so the row is at the top, middle or bottom (.none: the least movement that shows "
        + "it), as setContentOffset does; the next layout pass shows the rows there.",
      sources: ["S186", "S187", "S188"]),
    FidelityRule(
      "B71", .inferred,
      "A list shows the rows or items that fit in its size (its frame, else the window's, "
        + "else 390 x 844 points); a row is rowHeight, or the delegate's heightForRowAt, tall "
        + "(44 for automaticDimension); a flow layout's item is itemSize (50 x 50), or the "
        + "delegate's size, or the list's size when that is zero.",
      sources: ["S154"], switchItem: "B71"),
    FidelityRule(
      "B72", .inferred,
      "A cell dequeued from a storyboard list for an identifier the code never registered is "
        + "the storyboard's prototype: of the scenario's cell class named like the "
        + "identifier, else of its only cell class, else a plain cell; it gets awakeFromNib. "
        + "A list outlet is wired to its controller as data source and delegate when the "
        + "controller implements the rows method.",
      sources: ["S158"], switchItem: "B72"),
    FidelityRule(
      "B73", .inferred,
      "The delegate hears willDisplay for a cell before the cell goes into the list; before "
        + "a load the cells shown end displaying (didEndDisplaying) and wait for reuse; a "
        + "section's header is asked before its rows, its footer after; what the loads defer "
        + "(a child's viewDidAppear) ends with the same turn.",
      sources: ["S155", "S162"], switchItem: "B73"),
    FidelityRule(
      "B74", .inferred,
      "performBatchUpdates runs its updates block inside the call and calls its completion "
        + "when the animation ends, 0.3 s later on screen (as B60's scroll), else at the end "
        + "of the turn; a flow layout asks the size of every item before it shows any.",
      sources: ["S158"], switchItem: "B74"),
    FidelityRule(
      "B75", .inferred,
      "An animated setViewControllers(_:direction:animated:) of a page view controller that is "
        + "not on screen animates nothing: the pages it shows get viewWillAppear(false) and "
        + "viewDidAppear(false) inside the call (S30's animated set in viewDidLoad appeared "
        + "before any layout).",
      sources: ["S30"], switchItem: "B75"),
    FidelityRule(
      "B76", .inferred,
      "A split view controller made by the storyboard has its scene's style, which the snippet "
        + "cannot show: when its code sets a column (setViewController(_:for:)) while it is "
        + "classic and empty, the scene is taken to be double column (triple for the "
        + "supplementary column).",
      sources: ["S106"], switchItem: "B76"),
  ]
}
