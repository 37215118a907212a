/// The standard library's Swift 2 names and Foundation's `String` members imported from
/// `NSString`, as Swift 3 renamed them (SwiftLegacySyntax): the whole table, from SE-0006
/// ("Apply API Guidelines to the Standard Library", its API diffs as Swift 3.0 shipped them),
/// SE-0005 ("Better Translation of Objective-C APIs Into Swift": `NSString`'s members on
/// `String`, the first argument's label out of the base name) and the Swift 3 migration guide;
/// each written as today's compiler has it (SE-0204 made `index(of:)` `firstIndex(of:)`).
///
/// One entry per old spelling: its base name and labels, today's, and (for `indexOf` and the
/// other methods whose closure overload took another name) whether the first argument is a
/// closure. The fix-its are worked out from the two spellings, position by position: the base
/// name, each label inserted, renamed or removed, `()` added to a property that became a
/// method (`lowercaseString` → `lowercased()`) and removed from a method that became a property
/// (`underestimateCount()` → `underestimatedCount`).
struct StandardLibraryRename: Sendable {
  var oldBase: String
  /// nil: a property (written without parentheses).
  var oldLabels: [String]?
  var newBase: String
  /// nil: a property; `[]` with `newCall`: a method of no argument.
  var newLabels: [String]?
  /// True when today's name is a method (`lowercased()` for the property `lowercaseString`).
  var newCall: Bool
  /// nil: any argument; true: only when the first argument is a closure; false: only when not.
  var closureFirst: Bool?
  /// The type names the member is written after (`Double.NaN`); nil for any value.
  var receivers: Set<String>?

  /// The whole call written today in place of an old call of no argument (`successor()` →
  /// `advanced(by: 1)`); nil for a rename of names and labels.
  var replacementCall: String?

  init(
    _ old: String, _ new: String, closure: Bool? = nil, on receivers: Set<String>? = nil,
    call: String? = nil
  ) {
    (oldBase, oldLabels) = Self.parse(old)
    (newBase, newLabels) = Self.parse(new)
    newCall = new.hasSuffix(")")
    closureFirst = closure
    self.receivers = receivers
    replacementCall = call
  }

  /// How the compiler names today's member: `remove(at:)`, `lowercased()`, `capitalized`.
  var newSpelling: String {
    guard let newLabels else { return newBase }
    return newBase + "(" + newLabels.map { $0 + ":" }.joined() + ")"
  }

  /// `("remove", ["at"])` for `remove(at:)`, `("count", nil)` for `count`.
  static func parse(_ spelling: String) -> (String, [String]?) {
    guard let open = spelling.firstIndex(of: "("), spelling.hasSuffix(")") else {
      return (spelling, nil)
    }
    let inner = spelling[spelling.index(after: open)..<spelling.index(before: spelling.endIndex)]
    return (String(spelling[..<open]), inner.split(separator: ":").map(String.init))
  }
}

extension SwiftLegacySyntax {
  /// Old spelling → today's. Sequence and collection members (SE-0006), then `Dictionary`'s,
  /// the numbers', and `String`'s (SE-0006's `String` and SE-0005's `NSString` members).
  static let standardLibraryTable: [String: [StandardLibraryRename]] = {
    let entries: [StandardLibraryRename] = [
      // Sequence, Collection (SE-0006 "API diffs"; `index(of:)` → `firstIndex(of:)`, SE-0204).
      .init("indexOf(_:)", "firstIndex(where:)", closure: true),
      .init("indexOf(_:)", "firstIndex(of:)"),
      .init("enumerate()", "enumerated()"),
      .init("minElement()", "min()"), .init("maxElement()", "max()"),
      .init("minElement(_:)", "min(by:)"), .init("maxElement(_:)", "max(by:)"),
      .init("startsWith(_:)", "starts(with:)"),
      .init("startsWith(_:isEquivalent:)", "starts(with:by:)"),
      .init("elementsEqual(_:isEquivalent:)", "elementsEqual(_:by:)"),
      .init("lexicographicalCompare(_:)", "lexicographicallyPrecedes(_:)"),
      .init("joinWithSeparator(_:)", "joined(separator:)"),
      .init("flatten()", "joined()"),
      .init("generate()", "makeIterator()"),
      .init("underestimateCount()", "underestimatedCount"),
      .init("prefixUpTo(_:)", "prefix(upTo:)"), .init("prefixThrough(_:)", "prefix(through:)"),
      .init("suffixFrom(_:)", "suffix(from:)"),
      .init("sortInPlace()", "sort()"), .init("sortInPlace(_:)", "sort(by:)"),
      .init("reverseInPlace()", "reverse()"),
      .init("reduce(_:combine:)", "reduce(_:_:)"),
      .init("contains(_:)", "contains(where:)", closure: true),
      // RangeReplaceableCollection (Array, String).
      .init("removeAtIndex(_:)", "remove(at:)"),
      .init("removeRange(_:)", "removeSubrange(_:)"),
      .init("replaceRange(_:with:)", "replaceSubrange(_:with:)"),
      .init("appendContentsOf(_:)", "append(contentsOf:)"),
      .init("insertContentsOf(_:at:)", "insert(contentsOf:at:)"),
      .init("removeAll(keepCapacity:)", "removeAll(keepingCapacity:)"),
      // Indices and strides (SE-0006; ForwardIndexType, Strideable).
      .init("advancedBy(_:)", "advanced(by:)"), .init("distanceTo(_:)", "distance(to:)"),
      // `x.successor()` of an integer (ForwardIndexType, gone in Swift 3, SE-0065).
      .init("successor()", "advanced(by:)", call: "advanced(by: 1)"),
      .init("predecessor()", "advanced(by:)", call: "advanced(by: -1)"),
      // Dictionary.
      .init("removeValueForKey(_:)", "removeValue(forKey:)"),
      .init("indexForKey(_:)", "index(forKey:)"),
      // Floating point (SE-0006: `NaN` → `nan`).
      .init("NaN", "nan", on: ["Double", "Float", "CGFloat", "Float80"]),
      // String (SE-0006) and NSString's members on String (SE-0005; Foundation's overlay).
      .init("lowercaseString", "lowercased()"), .init("uppercaseString", "uppercased()"),
      .init("capitalizedString", "capitalized"),
      .init("localizedLowercaseString", "localizedLowercase"),
      .init("localizedUppercaseString", "localizedUppercase"),
      .init("localizedCapitalizedString", "localizedCapitalized"),
      .init("lowercaseStringWithLocale(_:)", "lowercased(with:)"),
      .init("uppercaseStringWithLocale(_:)", "uppercased(with:)"),
      .init("capitalizedStringWithLocale(_:)", "capitalized(with:)"),
      .init("componentsSeparatedByString(_:)", "components(separatedBy:)"),
      .init("componentsSeparatedByCharactersInSet(_:)", "components(separatedBy:)"),
      .init("stringByAppendingString(_:)", "appending(_:)"),
      .init("stringByAppendingFormat(_:_:)", "appendingFormat(_:_:)"),
      .init("stringByAppendingPathComponent(_:)", "appendingPathComponent(_:)"),
      .init("stringByAppendingPathExtension(_:)", "appendingPathExtension(_:)"),
      .init("stringByDeletingLastPathComponent", "deletingLastPathComponent"),
      .init("stringByDeletingPathExtension", "deletingPathExtension"),
      .init("stringByExpandingTildeInPath", "expandingTildeInPath"),
      .init("stringByStandardizingPath", "standardizingPath"),
      .init(
        "stringByReplacingOccurrencesOfString(_:withString:)", "replacingOccurrences(of:with:)"),
      .init(
        "stringByReplacingOccurrencesOfString(_:withString:options:range:)",
        "replacingOccurrences(of:with:options:range:)"),
      .init("stringByReplacingCharactersInRange(_:withString:)", "replacingCharacters(in:with:)"),
      .init("stringByTrimmingCharactersInSet(_:)", "trimmingCharacters(in:)"),
      .init(
        "stringByPaddingToLength(_:withString:startingAtIndex:)",
        "padding(toLength:withPad:startingAt:)"),
      .init(
        "stringByAddingPercentEncodingWithAllowedCharacters(_:)",
        "addingPercentEncoding(withAllowedCharacters:)"),
      .init("stringByRemovingPercentEncoding", "removingPercentEncoding"),
      .init("stringByFoldingWithOptions(_:locale:)", "folding(options:locale:)"),
      .init("rangeOfString(_:)", "range(of:)"),
      .init("rangeOfString(_:options:)", "range(of:options:)"),
      .init("rangeOfString(_:options:range:)", "range(of:options:range:)"),
      .init("rangeOfCharacterFromSet(_:)", "rangeOfCharacter(from:)"),
      .init("containsString(_:)", "contains(_:)"),
      .init("localizedCaseInsensitiveContainsString(_:)", "localizedCaseInsensitiveContains(_:)"),
      .init("localizedStandardContainsString(_:)", "localizedStandardContains(_:)"),
      .init("substringToIndex(_:)", "substring(to:)"),
      .init("substringFromIndex(_:)", "substring(from:)"),
      .init("substringWithRange(_:)", "substring(with:)"),
      .init("commonPrefixWithString(_:options:)", "commonPrefix(with:options:)"),
      .init("dataUsingEncoding(_:)", "data(using:)"),
      .init("dataUsingEncoding(_:allowLossyConversion:)", "data(using:allowLossyConversion:)"),
      .init("lengthOfBytesUsingEncoding(_:)", "lengthOfBytes(using:)"),
      .init("cStringUsingEncoding(_:)", "cString(using:)"),
      .init("canBeConvertedToEncoding(_:)", "canBeConverted(to:)"),
      .init("writeToFile(_:atomically:encoding:)", "write(toFile:atomically:encoding:)"),
      .init("writeToURL(_:atomically:encoding:)", "write(to:atomically:encoding:)"),
    ]
    return Dictionary(grouping: entries, by: \.oldBase)
  }()
}

extension SwiftLegacySyntax.Scan {
  // MARK: Standard library names (SE-0006, SE-0005)

  /// Swift 2's standard library and `String` names (`SwiftLegacySyntax.standardLibraryTable`)
  /// where the code writes them as members (`children.indexOf(vc)`, `d.removeValueForKey(k)`,
  /// `"a,b".componentsSeparatedByString(",")`), never a name the code declares; and
  /// `text.characters.count` → `text.count` (SE-0163).
  mutating func standardLibraryNames() {
    let own = OwnNames(tokens)
    for index in tokens.indices where follows(".", index) {
      guard let word = tokens[index].identifier, !own.contains(word) else { continue }
      let token = tokens[index]
      if let candidates = SwiftLegacySyntax.standardLibraryTable[word] {
        standardLibraryRename(candidates, at: index)
      } else if word == "characters", index + 2 < tokens.count,
        tokens[index + 1].isPunctuation("."), let end = endColumn(index)
      {
        // `title.characters.count`: a string is its characters' collection (SE-0163).
        let dot = tokens[index - 1]
        add(
          "'characters' is unavailable: a string is the collection of its characters since "
            + "Swift 4 (SE-0163); write the string itself", at: token,
          [
            ScenarioFixIt(
              line: dot.location.line, column: dot.location.column,
              length: end - dot.location.column, replacement: "")
          ])
      }
    }
  }

  /// The first of `candidates` that the use at `index` writes (its labels, a closure first),
  /// reported with the edits that spell it today; nothing when it is spelled as today.
  private mutating func standardLibraryRename(_ candidates: [StandardLibraryRename], at index: Int)
  {
    let token = tokens[index]
    let next = index + 1 < tokens.count ? tokens[index + 1] : nil
    let isCall = next?.isPunctuation("(") == true
    // `items.indexOf { … }`: a trailing closure, after `(…)` or alone.
    let arguments = isCall ? argumentRanges(open: index + 1) : []
    var trailing = next?.isPunctuation("{") == true
    if isCall, let close = matching(index + 1), close + 1 < tokens.count,
      tokens[close + 1].isPunctuation("{"), !tokens[close + 1].followsNewline
    {
      trailing = true
    }
    let written: [String] = arguments.map { range in
      guard range.count > 1, let label = tokens[range.lowerBound].identifier,
        tokens[range.lowerBound + 1].isPunctuation(":")
      else { return "_" }
      return label
    }
    let firstIsClosure =
      arguments.first.map { tokens[$0.lowerBound].isPunctuation("{") } ?? trailing
    let receiver = index >= 2 ? tokens[index - 2].identifier : nil
    // `for (i, x) in items.enumerate() {`: the `{` may be a statement's body rather than a
    // trailing closure (none is allowed in a `for`, `if`, `guard` or `while` head), so a
    // spelling without a closure is tried too.
    let rename =
      firstRename(candidates, written, trailing, firstIsClosure, isCall, receiver)
      ?? (trailing && isCall
        ? firstRename(candidates, written, false, firstIsClosure, isCall, receiver) : nil)
    guard let rename else { return }
    var edits: [ScenarioFixIt] = []
    if let call = rename.replacementCall, isCall, index + 2 < tokens.count,
      tokens[index + 2].isPunctuation(")"), tokens[index + 2].location.line == token.location.line
    {
      // `x?.successor()` → `x?.advanced(by: 1)`: the name and its empty `()` together.
      let length = tokens[index + 2].location.column + 1 - token.location.column
      renamed(rename.oldBase, rename.newSpelling, at: token, [fixIt(token, length: length, call)])
      return
    }
    if rename.oldBase != rename.newBase || (rename.oldLabels == nil && rename.newCall) {
      // A property that became a method gets its `()` with the name (`lowercased()`).
      let isProperty = rename.oldLabels == nil
      let replacement = isProperty ? rename.newSpellingAsCall : rename.newBase
      edits.append(fixIt(token, length: rename.oldBase.count, replacement))
    }
    if let new = rename.newLabels, isCall {
      for (position, range) in arguments.enumerated() where position < new.count {
        let old = written[position]
        let label = new[position]
        guard old != label else { continue }
        let start = tokens[range.lowerBound]
        if old == "_" {
          edits.append(fixIt(start, length: 0, label + ": "))
        } else if label == "_" {
          edits.append(deletion(from: range.lowerBound, to: range.lowerBound + 2))
        } else {
          edits.append(fixIt(start, length: old.count, label))
        }
      }
    } else if rename.newLabels == nil, isCall, index + 2 < tokens.count,
      tokens[index + 2].isPunctuation(")")
    {
      // `underestimateCount()` → `underestimatedCount`: the call's `()` goes.
      edits.append(deletion(from: index + 1, to: index + 2))
      edits.append(fixIt(tokens[index + 2], length: 1, ""))
    }
    guard !edits.isEmpty else { return }
    let old =
      rename.oldBase != rename.newBase
      ? rename.oldBase
      : rename.oldBase + "(" + (rename.oldLabels ?? []).map { $0 + ":" }.joined() + ")"
    let new = rename.newCall && rename.newLabels == [] ? rename.newBase + "()" : rename.newSpelling
    renamed(old, new, at: token, edits)
  }
}

extension SwiftLegacySyntax.Scan {
  /// The first of `candidates` a use with these written labels (and a trailing closure or
  /// not, a closure first or not, after the type `receiver`) spells.
  fileprivate func firstRename(
    _ candidates: [StandardLibraryRename], _ written: [String], _ trailing: Bool,
    _ firstIsClosure: Bool, _ isCall: Bool, _ receiver: String?
  ) -> StandardLibraryRename? {
    candidates.first { rename in
      if let receivers = rename.receivers, !receivers.contains(receiver ?? "") { return false }
      if let closure = rename.closureFirst, closure != firstIsClosure { return false }
      guard let old = rename.oldLabels else { return !isCall && !trailing }
      guard isCall || trailing else { return false }
      let count = written.count + (trailing ? 1 : 0)
      guard count == old.count else { return false }
      return zip(written, old).allSatisfy { $0 == $1 }
    }
  }
}

extension StandardLibraryRename {
  /// Today's name as written in place of a property: `lowercased()`, `capitalized`.
  var newSpellingAsCall: String { newCall ? newBase + "()" : newBase }
}

extension SwiftLegacySyntax.Scan {
  /// `Array(count: 3, repeatedValue: 0)`, `[Int](count: n, repeatedValue: 0)`,
  /// `String(count: 2, repeatedValue: c)`: SE-0006's `init(repeating:count:)`, the arguments in
  /// the new order (a fix-it when their text is known from the tokens).
  mutating func repeatedValueInitializers() {
    for index in tokens.indices where tokens[index].isPunctuation("(") {
      // The cheap test first: matching every `(` to its `)` is quadratic in nested parentheses.
      guard index > 0, index + 2 < tokens.count, tokens[index + 1].isWord("count"),
        tokens[index + 2].isPunctuation(":")
      else { continue }
      let arguments = argumentRanges(open: index)
      guard arguments.count == 2, arguments.allSatisfy({ $0.count > 2 }),
        tokens[arguments[0].lowerBound].isWord("count"),
        tokens[arguments[0].lowerBound + 1].isPunctuation(":"),
        tokens[arguments[1].lowerBound].isWord("repeatedValue"),
        tokens[arguments[1].lowerBound + 1].isPunctuation(":"), index > 0,
        tokens[index - 1].identifier != nil || tokens[index - 1].isPunctuation("]")
      else { continue }
      let start = tokens[arguments[0].lowerBound]
      var edits: [ScenarioFixIt] = []
      if let count = text(arguments[0].lowerBound + 2..<arguments[0].upperBound),
        let value = text(arguments[1].lowerBound + 2..<arguments[1].upperBound),
        let end = endColumn(arguments[1].upperBound - 1),
        tokens[arguments[1].upperBound - 1].location.line == start.location.line
      {
        edits.append(
          fixIt(
            start, length: end - start.location.column,
            "repeating: " + value + ", count: " + count))
      }
      renamed("init(count:repeatedValue:)", "init(repeating:count:)", at: start, edits)
    }
  }
}
