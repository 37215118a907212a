/// The methods Swift classes and their extensions declare, found on tokens (`RenamedAPI`
/// works before parsing): where a class declares `func addChild(_ vc: UIViewController)`,
/// renaming `addChildViewController(vc)` inside it to `addChild(vc)` would call that method
/// and recurse, so the fix-it writes `super.addChild(vc)`.
struct OwnMethods {
  struct Declaration {
    /// The class (or extended type) whose body declares it.
    var owner: String
    var name: String
    var labels: [String?]
    /// The index of its `func` keyword.
    var funcKeyword: Int?
    var isOverride: Bool
    /// The first parameter is written with one name (`childController: UIViewController`): in
    /// Swift 2 it had no argument label (SE-0046 gave it one).
    var firstHasOneName = false
  }

  /// A type body: its name and the token range between its braces.
  private struct Body {
    var name: String
    var range: Range<Int>
  }

  private var bodies: [Body] = []
  private var declarations: [Declaration] = []

  init(_ tokens: [Token]) {
    for index in tokens.indices {
      guard let word = tokens[index].identifier, word == "class" || word == "extension",
        index + 1 < tokens.count, let name = tokens[index + 1].identifier,
        let open = (index + 2..<tokens.count).first(where: { tokens[$0].isPunctuation("{") }),
        let close = Self.matchingBrace(from: open, in: tokens)
      else { continue }
      bodies.append(Body(name: name, range: open..<close))
    }
    for index in tokens.indices where tokens[index].identifier == "func" {
      guard index + 2 < tokens.count, let name = tokens[index + 1].identifier,
        tokens[index + 2].isPunctuation("("),
        let body = bodies.last(where: { $0.range.contains(index) })
      else { continue }
      let isOverride = (max(0, index - 4)..<index).contains { tokens[$0].identifier == "override" }
      let firstHasOneName =
        index + 4 < tokens.count && tokens[index + 3].identifier != nil
        && tokens[index + 4].isPunctuation(":")
      declarations.append(
        Declaration(
          owner: body.name, name: name, labels: Self.parameterLabels(from: index + 2, in: tokens),
          funcKeyword: index, isOverride: isOverride, firstHasOneName: firstHasOneName))
    }
    // Top-level functions (no type body holds them): declared, for `declares(_:labels:)`.
    for index in tokens.indices where tokens[index].identifier == "func" {
      guard index + 2 < tokens.count, let name = tokens[index + 1].identifier,
        tokens[index + 2].isPunctuation("("),
        !bodies.contains(where: { $0.range.contains(index) })
      else { continue }
      declarations.append(
        Declaration(
          owner: "", name: name, labels: Self.parameterLabels(from: index + 2, in: tokens),
          funcKeyword: index, isOverride: false))
    }
  }

  /// Whether a call of `name` with the labels `written` (`_` for none) can reach a method the
  /// code declares (in any type, or at the top level) that is not an override of UIKit's: the
  /// same number of arguments and the same labels, a first parameter written with one name
  /// matching no label too (Swift 2 gave it none). A call that reaches none of them is not the
  /// code's (`parentViewController.addChildViewController(vc)` beside the code's own
  /// `addChildViewController(by:)`; an override's calls are UIKit's method's).
  func declares(_ name: String, labels written: [String]) -> Bool {
    declarations.contains { declaration in
      guard declaration.name == name, !declaration.isOverride,
        declaration.labels.count == written.count
      else { return false }
      for (position, label) in declaration.labels.enumerated() {
        let call = written[position]
        if (label ?? "_") == call { continue }
        if position == 0, declaration.firstHasOneName, call == "_" { continue }
        return false
      }
      return true
    }
  }

  /// The declaration of `name` with these labels in the type whose body holds `position`.
  func declaration(of name: String, labels: [String?]?, around position: Int) -> Declaration? {
    guard let labels,
      let owner = bodies.last(where: { $0.range.contains(position) })?.name
    else { return nil }
    return declarations.first { $0.owner == owner && $0.name == name && $0.labels == labels }
  }

  private static func matchingBrace(from open: Int, in tokens: [Token]) -> Int? {
    var depth = 0
    for position in open..<tokens.count {
      if tokens[position].isPunctuation("{") { depth += 1 }
      if tokens[position].isPunctuation("}") {
        depth -= 1
        if depth == 0 { return position }
      }
    }
    return nil
  }

  /// `(_ vc: UIViewController, to container: UIView)` → `[nil, "to"]`: each parameter's
  /// first name, `_` as nil.
  private static func parameterLabels(from open: Int, in tokens: [Token]) -> [String?] {
    var labels: [String?] = []
    var depth = 0
    var expectsName = true
    for position in open..<tokens.count {
      let token = tokens[position]
      if token.isPunctuation("(") || token.isPunctuation("[") {
        depth += 1
        continue
      }
      if token.isPunctuation(")") || token.isPunctuation("]") {
        depth -= 1
        if depth == 0 { break }
        continue
      }
      guard depth == 1 else { continue }
      if token.isPunctuation(",") {
        expectsName = true
      } else if expectsName, let name = token.identifier {
        labels.append(name == "_" ? nil : name)
        expectsName = false
      }
    }
    return labels
  }
}
