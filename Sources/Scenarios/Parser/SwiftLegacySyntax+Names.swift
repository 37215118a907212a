/// Names Swift 3 renamed (SwiftLegacySyntax): `insert(_:atIndex:)` and Swift 2's `sort()`
/// (the rest of the standard library's: SwiftLegacySyntax+StandardLibrary), Foundation's
/// that the surface's rename table does not cover, and Core Graphics' C functions imported as
/// members (SE-0044); each with the fix-it that writes today's spelling.
extension SwiftLegacySyntax.Scan {
  /// `pages.insert(page, atIndex: 0)`: Swift 2's `atIndex:` (SE-0006), the base unchanged.
  mutating func insertAtIndex() {
    for index in tokens.indices where follows(".", index) && tokens[index].isWord("insert") {
      guard index + 1 < tokens.count, tokens[index + 1].isPunctuation("(") else { continue }
      for range in argumentRanges(open: index + 1).dropFirst() {
        let label = tokens[range.lowerBound]
        guard label.isWord("atIndex"), range.count > 1,
          tokens[range.lowerBound + 1].isPunctuation(":")
        else { continue }
        renamed(
          "insert(_:atIndex:)", "insert(_:at:)", at: label, [fixIt(label, length: 7, "at")])
      }
    }
  }

  /// In a Swift 2 file, `items.sort()` / `reverse()` made a new array (SE-0006 named those
  /// `sorted()` / `reversed()` and gave the old names to the in-place methods).
  mutating func swift2Sorting() {
    for index in tokens.indices where follows(".", index) {
      guard let word = tokens[index].identifier, word == "sort" || word == "reverse",
        !OwnNames(tokens).contains(word), index + 1 < tokens.count,
        tokens[index + 1].isPunctuation("(") || tokens[index + 1].isPunctuation("{")
      else { continue }
      let new = word == "sort" ? "sorted" : "reversed"
      var edits = [fixIt(tokens[index], length: word.count, new)]
      if word == "sort", index + 2 < tokens.count, tokens[index + 1].isPunctuation("("),
        tokens[index + 2].isPunctuation("{")
      {
        edits.append(fixIt(tokens[index + 2], length: 0, "by: "))  // `sorted(by: { … })`
      }
      renamed(word, new + (word == "sort" ? "(by:)" : "()"), at: tokens[index], edits)
    }
  }

  /// Foundation's Swift 2 names that the surface's rename table does not cover, as Swift 3
  /// renamed them: `postNotificationName("X", object: o)` → `post(name: Notification.Name("X"),
  /// object: o)`; `UserDefaults`' `setBool` / `setInteger` / `setFloat` / `setDouble` (and
  /// `setObject` on a line that names the defaults) → `set(_:forKey:)`; `NSIndexPath(forRow:
  /// inSection:)` → `IndexPath(row:section:)` (`forItem:` → `item:`).
  mutating func foundationMembers() {
    let own = OwnNames(tokens)
    // `let defaults = NSUserDefaults.standardUserDefaults()`: names that hold the defaults.
    var defaultsNames: Set<String> = []
    for index in tokens.indices.dropLast(2)
    where tokens[index].isWord("let") || tokens[index].isWord("var") {
      guard let name = tokens[index + 1].identifier,
        mentionsDefaults(line: tokens[index].location.line)
      else { continue }
      defaultsNames.insert(name)
    }
    for index in tokens.indices {
      guard let word = tokens[index].identifier, !own.contains(word),
        index + 1 < tokens.count, tokens[index + 1].isPunctuation("(")
      else { continue }
      let token = tokens[index]
      let arguments = argumentRanges(open: index + 1)
      if follows(".", index), word == "postNotificationName", let first = arguments.first,
        !first.isEmpty, arguments.count >= 2,
        tokens[arguments[1].lowerBound - 1].location.line
          == tokens[first.lowerBound].location.line
      {
        let comma = tokens[arguments[1].lowerBound - 1]
        renamed(
          "postNotificationName(_:object:)", "post(name:object:)", at: token,
          [
            fixIt(token, length: word.count, "post"),
            fixIt(tokens[first.lowerBound], length: 0, "name: Notification.Name("),
            fixIt(comma, length: 0, ")"),
          ])
      } else if follows(".", index),
        ["setBool", "setInteger", "setFloat", "setDouble", "setObject", "setURL"].contains(word),
        arguments.count == 2, arguments[1].count > 1,
        tokens[arguments[1].lowerBound].isWord("forKey"),
        word != "setObject" || mentionsDefaults(line: token.location.line)
          || (index >= 2 && defaultsNames.contains(tokens[index - 2].identifier ?? ""))
      {
        renamed(
          "\(word)(_:forKey:)", "set(_:forKey:)", at: token,
          [fixIt(token, length: word.count, "set")])
      } else if word == "NSIndexPath", !follows(".", index), arguments.count == 2,
        let first = arguments.first, first.count > 1,
        let label = tokens[first.lowerBound].identifier, label == "forRow" || label == "forItem",
        arguments[1].count > 1, tokens[arguments[1].lowerBound].isWord("inSection")
      {
        let new = label == "forRow" ? "row" : "item"
        renamed(
          "NSIndexPath(\(label):inSection:)", "IndexPath(\(new):section:)", at: token,
          [
            fixIt(token, length: word.count, "IndexPath"),
            fixIt(tokens[first.lowerBound], length: label.count, new),
            fixIt(tokens[arguments[1].lowerBound], length: 9, "section"),
          ])
      }
    }
  }

  /// Core Graphics' C functions, which Swift 3 imports as members (SE-0044): the compiler's
  /// "'CGRectGetWidth' has been replaced by property 'CGRect.width'", with the call rewritten
  /// on its receiver: `CGRectGetWidth(r)` → `r.width`, `CGRectOffset(r, 10, 0)` →
  /// `r.offsetBy(dx: 10, dy: 0)`, `CGRectContainsPoint(r, p)` → `r.contains(p)`,
  /// `CGRectEqualToRect(a, b)` → `a == b`, `CGAffineTransformMakeScale(2, 2)` →
  /// `CGAffineTransform(scaleX: 2, y: 2)`, `CGAffineTransformRotate(t, a)` → `t.rotated(by: a)`.
  mutating func coreGraphicsFunctions() {
    let own = OwnNames(tokens)
    for index in tokens.indices {
      guard let word = tokens[index].identifier,
        // Any other C function of the surface the SDK imports as a member (C43), unless the
        // code declares a function of that name itself.
        let rule = Self.coreGraphics[word]
          ?? (own.contains(word) ? nil : Self.surfaceImportedFunction(word)),
        !follows(".", index), index + 1 < tokens.count, tokens[index + 1].isPunctuation("("),
        let close = matching(index + 1)
      else { continue }
      let token = tokens[index]
      let arguments = argumentRanges(open: index + 1)
      let message =
        "'\(word)' has been replaced by \(rule.kind.rawValue) '\(rule.spelling)' (SE-0044)"
      let texts = arguments.map { text($0) }
      guard arguments.count == rule.arity, !texts.contains(where: { $0 == nil }),
        tokens[close].location.line == token.location.line
      else {
        add(message, at: token, [])
        continue
      }
      let values = texts.compactMap { $0 }
      func operand(_ text: String) -> String {
        text.contains(" ") || text.hasPrefix("-") ? "(" + text + ")" : text
      }
      let replacement: String
      switch rule.kind {
      case .property:
        replacement = operand(values[0]) + "." + rule.member
      case .comparison:
        replacement = values[0] + " == " + values[1]
      case .initializer:
        replacement =
          rule.member + "("
          + zip(rule.labels, values).map { $0 + ": " + $1 }.joined(separator: ", ") + ")"
      default:
        let rest = zip(rule.labels, values.dropFirst()).map { $0.isEmpty ? $1 : $0 + ": " + $1 }
        replacement =
          operand(values[0]) + "." + rule.member + "(" + rest.joined(separator: ", ") + ")"
      }
      add(
        message, at: token,
        [
          ScenarioFixIt(
            line: token.location.line, column: token.location.column,
            length: tokens[close].location.column + 1 - token.location.column,
            replacement: replacement)
        ])
    }
  }

  /// A Core Graphics function's member: its kind for the message, how the compiler spells it,
  /// the member's name, the argument labels after the receiver, and the arity.
  struct CoreGraphicsRule {
    /// What the function became (an enum: no member names in a `switch`).
    enum Kind: String {
      case property
      case instanceMethod = "instance method"
      case comparison = "operator"
      case initializer
    }
    var kind: Kind
    var spelling: String
    var member: String
    var labels: [String]
    var arity: Int
  }

  static let coreGraphics: [String: CoreGraphicsRule] = {
    var rules: [String: CoreGraphicsRule] = [:]
    let properties: [(String, String, String)] = [
      ("CGRectGetWidth", "CGRect", "width"), ("CGRectGetHeight", "CGRect", "height"),
      ("CGRectGetMinX", "CGRect", "minX"), ("CGRectGetMinY", "CGRect", "minY"),
      ("CGRectGetMaxX", "CGRect", "maxX"), ("CGRectGetMaxY", "CGRect", "maxY"),
      ("CGRectGetMidX", "CGRect", "midX"), ("CGRectGetMidY", "CGRect", "midY"),
      ("CGRectIsEmpty", "CGRect", "isEmpty"), ("CGRectIsNull", "CGRect", "isNull"),
      ("CGRectIsInfinite", "CGRect", "isInfinite"),
      ("CGRectStandardize", "CGRect", "standardized"), ("CGRectIntegral", "CGRect", "integral"),
      ("CGAffineTransformIsIdentity", "CGAffineTransform", "isIdentity"),
    ]
    for (name, type, member) in properties {
      rules[name] = CoreGraphicsRule(
        kind: .property, spelling: type + "." + member, member: member, labels: [], arity: 1)
    }
    let methods: [(String, String, String, [String])] = [
      ("CGRectOffset", "CGRect", "offsetBy", ["dx", "dy"]),
      ("CGRectInset", "CGRect", "insetBy", ["dx", "dy"]),
      ("CGRectContainsPoint", "CGRect", "contains", [""]),
      ("CGRectContainsRect", "CGRect", "contains", [""]),
      ("CGRectIntersectsRect", "CGRect", "intersects", [""]),
      ("CGRectIntersection", "CGRect", "intersection", [""]),
      ("CGRectUnion", "CGRect", "union", [""]),
      ("CGAffineTransformScale", "CGAffineTransform", "scaledBy", ["x", "y"]),
      ("CGAffineTransformTranslate", "CGAffineTransform", "translatedBy", ["x", "y"]),
      ("CGAffineTransformRotate", "CGAffineTransform", "rotated", ["by"]),
      ("CGAffineTransformConcat", "CGAffineTransform", "concatenating", [""]),
      ("CGAffineTransformInvert", "CGAffineTransform", "inverted", []),
    ]
    for (name, type, member, labels) in methods {
      let spelling =
        type + "." + member + "(" + labels.map { ($0.isEmpty ? "_" : $0) + ":" }.joined() + ")"
      rules[name] = CoreGraphicsRule(
        kind: .instanceMethod, spelling: spelling, member: member, labels: labels,
        arity: labels.count + 1)
    }
    for name in ["CGRectEqualToRect", "CGPointEqualToPoint", "CGSizeEqualToSize"] {
      rules[name] = CoreGraphicsRule(
        kind: .comparison, spelling: "==", member: "==", labels: [], arity: 2)
    }
    let initializers: [(String, [String])] = [
      ("CGAffineTransformMakeScale", ["scaleX", "y"]),
      ("CGAffineTransformMakeTranslation", ["translationX", "y"]),
      ("CGAffineTransformMakeRotation", ["rotationAngle"]),
    ]
    for (name, labels) in initializers {
      rules[name] = CoreGraphicsRule(
        kind: .initializer,
        spelling: "CGAffineTransform(" + labels.map { $0 + ":" }.joined() + ")",
        member: "CGAffineTransform", labels: labels, arity: labels.count)
    }
    return rules
  }()

  /// Whether the line names the user defaults (`NSUserDefaults`, `UserDefaults`,
  /// `standardUserDefaults()`, a `defaults` variable).
  func mentionsDefaults(line: Int) -> Bool {
    tokens.contains { token in
      token.location.line == line
        && ["NSUserDefaults", "UserDefaults", "standardUserDefaults", "defaults", "userDefaults"]
          .contains(token.identifier ?? "")
    }
  }

  mutating func renamed(
    _ old: String, _ new: String, at token: Token, _ fixIts: [ScenarioFixIt]
  ) {
    var diagnostic = ScenarioProblem.renamed(old: old, new: new).at(token.location)
    diagnostic.fixIts = fixIts
    uses.append(RenamedAPI.Use(name: "", diagnostic: diagnostic, isSwift2: true))
  }
}
