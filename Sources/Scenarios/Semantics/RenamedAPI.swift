/// Old Swift spellings of UIKit (Swift 2's selectors as names, Swift 3's and 4.2's renames,
/// Swift 2's capitalised enum cases): a current compiler rejects them and says what they
/// became; so does the scenario checker, in the compiler's words ("'addChildViewController'
/// has been renamed to 'addChild(_:)'"), with a fix-it that `lessons fix` applies. What was
/// renamed to what is read from the surface's entries (`SurfaceRenames`); this file only finds
/// the spellings in the code and writes the fix-its, for any pair of old and new spellings
/// (a new base name, a first label moved into or out of the name, later labels renamed, a
/// method that became a property).
///
/// The scan works on tokens, so every fix-it has the exact position of the name or label
/// it replaces. Objective-C selectors are what they were: nothing to rename there.
enum RenamedAPI {
  /// One renamed spelling found in the code.
  struct Use: Sendable, Equatable {
    /// The old base name (a scenario that declares this name itself is not reported).
    var name: String
    var diagnostic: ScenarioDiagnostic
    /// A spelling only Swift 2 wrote (a capitalised enum case, a class property called as a
    /// method, a first label still in the base name): the file is Swift 2 (SwiftLegacySyntax).
    var isSwift2 = false
    /// Other names the use's fix-its rewrite on its line (`dispatch_get_main_queue` inside
    /// Swift 2's `dispatch_async(…)`): not reported as names of their own.
    var covered: Set<String> = []
    /// `self.parentViewController` where the code's only declaration of that name is a local:
    /// a member of `self`, UIKit's, reported although the code declares the name.
    var isMemberOfSelfBesideLocal = false
    /// `parentViewController.addChildViewController(vc)` beside the code's own
    /// `addChildViewController(by:)`: a call none of the code's methods of that name takes
    /// (`isUIKitCallBesideOwnMethods`), reported although the code declares the name.
    var reachesNoOwnMethod = false
  }

  /// Every renamed spelling in `tokens`, in source order.
  static func find(in tokens: [Token], _ language: ScenarioLanguage) -> [Use] {
    guard language == .swift else { return [] }
    var uses: [Use] = []
    let ownMethods = OwnMethods(tokens)
    // The code's own names (its enum cases, its types' members, its locals) and argument
    // labels are never UIKit's old spellings.
    let ownNames = OwnNames(tokens)
    var madeOverride: Set<Int> = []
    for index in tokens.indices {
      guard let word = tokens[index].identifier, !ownNames.labels.contains(index) else { continue }
      // `self.parentViewController` beside a local `let parentViewController`: the member of
      // `self` is UIKit's (its old spelling), the local is the code's.
      let memberOfSelfBesideLocal =
        ownNames.contains(word) && index >= 2 && tokens[index - 1].isPunctuation(".")
        && tokens[index - 2].identifier == "self" && ownNames.isLocalOnly(word)
      let reachesNoOwnMethod =
        ownNames.contains(word)
        && isUIKitCallBesideOwnMethods(word, at: index, tokens, ownNames, ownMethods)
      if ownNames.contains(word), !memberOfSelfBesideLocal, !reachesNoOwnMethod { continue }
      let token = tokens[index]
      let afterDot = index > 0 && tokens[index - 1].isPunctuation(".")
      // `.TransitionCrossDissolve`: Swift 2's capitalised enum case.
      // A case of the code's own enum (`enum Page { case First }`) is not UIKit's.
      if afterDot, let current = SurfaceRenames.enumCasesByCapitalised[word],
        !isMemberOfType(before: index, in: tokens),
        index + 1 == tokens.count || !tokens[index + 1].isPunctuation("("),
        // `NSNotification.Name.init("x")`: a type's initializer, not an enum case.
        !(index + 2 < tokens.count && tokens[index + 1].isPunctuation(".")
          && tokens[index + 2].identifier == "init")
      {
        uses.append(
          Use(
            name: word,
            diagnostic: diagnostic(
              old: word, new: current, at: token,
              fixIts: [fixIt(token, length: word.count, current)]), isSwift2: true))
        continue
      }
      // `extension NSNotification.Name {`: the path of the type an extension extends names
      // types, never a renamed member (`name`).
      if Self.isExtendedTypePath(index, tokens) { continue }
      // `UIDeviceOrientationDidChangeNotification`, `.UIApplicationDidBecomeActive`: a
      // notification name Swift 4.2 nested in its class (RenamedAPI+Notifications).
      if let use = notificationRename(word, at: index, in: tokens) {
        uses.append(use)
        continue
      }
      guard word.utf8.count >= SurfaceRenames.shortestOldBase,
        let candidates = SurfaceRenames.byOldBase[word],
        let rename = match(
          candidates, at: index, in: tokens, isMember: isMemberAccess(index, tokens))
      else { continue }
      // A declared member spelled as written is current (`setOn(_:animated:)` of UISwitch, which
      // the generated surface renames to `set(on:animated:)` by the importer's word rules).
      if let labels = rename.oldLabels,
        ModelledAPI.table.named(word, .swift).contains(where: {
          !$0.isProperty && $0.swiftLabels.map { $0 ?? "_" } == labels
        })
      {
        continue
      }
      // A declaration's own name (`func addChildViewController(…)` in a protocol or class) is
      // the code's, not a use.
      if index > 0,
        ["func", "var", "let", "case", "class", "struct", "enum", "protocol"]
          .contains(tokens[index - 1].identifier ?? "")
      {
        continue
      }
      var fixIts = fixIts(for: rename, at: index, in: tokens)
      // Inside a class that declares its own method of the new name and labels (a helper
      // `func addChild(_ vc:)` beside `addChildViewController(vc)`), the renamed call would
      // reach that method and recurse: it is UIKit's, so `super.` (Swift 4.2 also makes the
      // helper an `override`, the fix-it of its declaration below).
      // An `override` of that name (the code's override of UIKit's old name, renamed by an
      // earlier round of `lessons fix`) is what the call reached all along: no `super.`.
      if rename.newBase != rename.oldBase,
        let declaration = ownMethods.declaration(
          of: rename.newBase, labels: callLabels(at: index, in: tokens, rename), around: index),
        !declaration.isOverride
      {
        fixIts = superFixIts(for: index, in: tokens, rename.newBase) + fixIts.dropFirst()
        if let keyword = declaration.funcKeyword, !declaration.isOverride,
          madeOverride.insert(keyword).inserted
        {
          fixIts.append(fixIt(tokens[keyword], length: 0, "override "))
        }
      }
      let old: String
      if rename.oldLabels?.first ?? "_" == "_" {
        old = word
      } else {
        // `willMove(toParentViewController:)`: the labels up to the first renamed one.
        let oldLabels = rename.oldLabels ?? []
        let newLabels = rename.newLabels ?? []
        let changed =
          oldLabels.indices.first { $0 >= newLabels.count || oldLabels[$0] != newLabels[$0] }
          ?? oldLabels.count - 1
        old = word + "(" + oldLabels.prefix(changed + 1).map { $0 + ":" }.joined() + ")"
      }
      // `mainScreen()` → `main` (a class property, Swift 3), `animateWithDuration(_:…)` →
      // `animate(withDuration:…)` (the first label out of the name, SE-0005): Swift 2's.
      let isSwift2 =
        rename.oldBase != rename.newBase
        && ((rename.oldLabels != nil && rename.newLabels == nil)
          || (rename.oldLabels?.first == "_" && rename.newLabels?.first.map { $0 != "_" } == true))
      var use = Use(
        name: word,
        diagnostic: diagnostic(old: old, new: rename.newSpelling, at: token, fixIts: fixIts),
        isSwift2: isSwift2)
      use.isMemberOfSelfBesideLocal = memberOfSelfBesideLocal
      use.reachesNoOwnMethod = reachesNoOwnMethod
      uses.append(use)
    }
    return uses
  }

  /// `parentViewController.addChildViewController(vc)` in a class that declares its own
  /// `addChildViewController(by:)`, `self.addChildViewController(vc)` beside the code's
  /// `override func addChildViewController(…)` and `addChildViewController(_:atIndex:)`: a call
  /// of a name the code declares only as methods, none of which its labels reach (an override
  /// is UIKit's method), is UIKit's (census languages-01, round 37's holdout s05).
  private static func isUIKitCallBesideOwnMethods(
    _ word: String, at index: Int, _ tokens: [Token], _ ownNames: OwnNames,
    _ ownMethods: OwnMethods
  ) -> Bool {
    guard ownNames.isFunctionOnly(word), index + 1 < tokens.count,
      tokens[index + 1].isPunctuation("("),
      !(index > 0 && ["func", "var", "let"].contains(tokens[index - 1].identifier ?? ""))
    else { return false }
    return !ownMethods.declares(word, labels: writtenLabels(after: index, in: tokens))
  }

  /// `layer.CGColor`, `view!.hidden`: a name after `.` that follows an expression (not an
  /// implicit member, `.loaded`).
  private static func isMemberAccess(_ index: Int, _ tokens: [Token]) -> Bool {
    guard index >= 2, tokens[index - 1].isPunctuation(".") else { return false }
    let before = tokens[index - 2]
    if let name = before.identifier {
      // A value's name, not a type's (`State.loading`) nor a keyword (`case .loaded`).
      let keywords: Set<String> = ["case", "return", "in", "where", "is", "as", "try", "else"]
      return name.first?.isLowercase == true && !keywords.contains(name)
    }
    if before.isPunctuation("?") || before.isPunctuation("!") {
      // `view?.hidden`, not the ternary's `flag ? .hidden : .shown`.
      let dot = tokens[index - 1].location
      return before.location.line == dot.line && before.location.column + 1 == dot.column
    }
    return before.isPunctuation(")") || before.isPunctuation("]")
  }

  /// Whether the word at `index` is a nested name in `extension A.B.C` (after a dot of the
  /// path; the first name, `A`, may still be an old spelling such as `NSNotificationCenter`).
  private static func isExtendedTypePath(_ index: Int, _ tokens: [Token]) -> Bool {
    var at = index
    while at >= 2, tokens[at - 1].isPunctuation("."), tokens[at - 2].identifier != nil {
      at -= 2
    }
    return at != index && at >= 1 && tokens[at - 1].isWord("extension")
  }

  /// `Foo.Bar`: a capitalised name after the name of a type that is not UIKit's is a nested
  /// type or a case of the code's own enum (`UIViewAnimationOptions.CurveEaseIn` is UIKit's).
  private static func isMemberOfType(before index: Int, in tokens: [Token]) -> Bool {
    guard index >= 2, let previous = tokens[index - 2].identifier,
      previous.first?.isUppercase == true
    else { return false }
    let surface = UIKitSurface.shared
    let word = tokens[index].identifier ?? ""
    // `Notification.Name`, and `NSNotification.Name` through the class's Swift name: a nested
    // type, never a Swift 2 enum case.
    let owner = surface.type(named: previous)?.swiftName ?? previous
    // Foundation's overlay nests `Name` in `Notification` and `NSNotification` (a typealias
    // the surface has no line for).
    if word == "Name", previous == "Notification" || previous == "NSNotification" { return true }
    if surface.type(swift: previous + "." + word) != nil
      || surface.type(swift: owner + "." + word) != nil
    {
      return true
    }
    return surface.type(named: previous) == nil && surface.type(renamedFrom: previous) == nil
  }

  /// The rename `word` at `index` is, by how it is written: a call whose written labels are
  /// the old ones (a trailing closure may stand for the last), or a name without parentheses.
  private static func match(
    _ candidates: [SurfaceRename], at index: Int, in tokens: [Token], isMember: Bool
  ) -> SurfaceRename? {
    let candidates = candidates.filter { !$0.isMemberOnly || isMember }
    let isCall = index + 1 < tokens.count && tokens[index + 1].isPunctuation("(")
    // `URLSession.shared`: a capitalised name before `.` is a type, never Swift 2's delegate
    // method `URLSession(_:dataTask:…)` written without a call (census swiftlang-08).
    if !isCall, tokens[index].identifier?.first?.isUppercase == true,
      index + 1 < tokens.count, tokens[index + 1].isPunctuation("."),
      !(index > 0 && tokens[index - 1].isPunctuation("."))
    {
      return candidates.first { $0.oldLabels == nil }
    }
    if !isCall {
      // `childViewControllers`, `UIViewAnimationOptions`, `x.CGColor`; a method's old name
      // written without a call (`#selector(addChildViewController)`) last, unless that name is
      // also a current member's (`table.separatorColor` is UITableView's property, not Swift
      // 2's `UIColor.separatorColor()`).
      return candidates.first { $0.oldLabels == nil }
        ?? candidates.first {
          $0.oldLabels != nil && $0.oldBase != $0.newBase && !$0.oldBaseIsCurrent
        }
    }
    let written = writtenLabels(after: index, in: tokens)
    // `alert.addAction(action)` spells UIAlertController's current `addAction(_:)`, not an
    // old spelling of UIControl's `addAction(_:for:)`: a current real member is never renamed.
    if let name = tokens[index].identifier,
      UIKitDeclarations.isRealMember(
        .swiftCall(
          name, labels: written.map { $0 == "_" ? nil : $0 },
          trailing: Array(repeating: false, count: written.count)), .swift)
    {
      return nil
    }
    return candidates.first { rename in
      guard let old = rename.oldLabels else { return false }
      if written.isEmpty { return old.isEmpty }
      guard written.count <= old.count, !old.isEmpty else { return false }
      for (position, label) in written.enumerated() where label != old[position] {
        return false
      }
      return true
    }
  }

  /// The labels written in the call at `index`, `_` for none, up to a trailing closure.
  private static func writtenLabels(after index: Int, in tokens: [Token]) -> [String] {
    guard index + 2 < tokens.count, !tokens[index + 2].isPunctuation(")") else { return [] }
    var labels: [String] = []
    var depth = 0
    var atStart = true
    for position in (index + 1)..<tokens.count {
      let token = tokens[position]
      if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") {
        if depth == 1 && atStart {
          labels.append("_")
          atStart = false
        }
        depth += 1
        continue
      }
      if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") {
        depth -= 1
        if depth == 0 { break }
        continue
      }
      guard depth == 1 else { continue }
      if token.isPunctuation(",") {
        atStart = true
      } else if atStart {
        if let name = token.identifier, position + 1 < tokens.count,
          tokens[position + 1].isPunctuation(":")
        {
          labels.append(name)
        } else {
          labels.append("_")
        }
        atStart = false
      }
    }
    return labels
  }

  /// The edits that turn the old spelling at `index` into the new one: the base name, the
  /// labels by position (inserted, renamed or removed), the `()` of a method that became a
  /// property. The first edit is the base name's.
  private static func fixIts(for rename: SurfaceRename, at index: Int, in tokens: [Token])
    -> [ScenarioFixIt]
  {
    let token = tokens[index]
    var fixIts: [ScenarioFixIt] = []
    if rename.oldBase != rename.newBase {
      fixIts.append(fixIt(token, length: rename.oldBase.count, rename.newBase))
    }
    let isCall = index + 1 < tokens.count && tokens[index + 1].isPunctuation("(")
    guard isCall else { return fixIts }
    guard let newLabels = rename.newLabels else {
      // `UIScreen.mainScreen()` → `UIScreen.main`.
      if index + 2 < tokens.count, tokens[index + 2].isPunctuation(")"),
        tokens[index + 1].location.line == tokens[index + 2].location.line
      {
        let length = tokens[index + 2].location.column - tokens[index + 1].location.column + 1
        fixIts.append(fixIt(tokens[index + 1], length: length, ""))
      }
      return fixIts
    }
    for (position, argument) in argumentStarts(after: index, in: tokens).enumerated()
    where position < newLabels.count {
      let new = newLabels[position]
      let start = tokens[argument]
      let hasLabel =
        start.identifier != nil && argument + 1 < tokens.count
        && tokens[argument + 1].isPunctuation(":")
      switch (hasLabel, new) {
      case (false, "_"): break
      case (false, _):
        fixIts.append(fixIt(start, length: 0, new + ": "))
      case (true, "_"):
        // `bringSubview(toFront: v)` → `bringSubviewToFront(v)`: the label, its colon and the
        // space before the value.
        let value = argument + 2 < tokens.count ? tokens[argument + 2] : tokens[argument + 1]
        let sameLine = value.location.line == start.location.line
        let length =
          sameLine
          ? value.location.column - start.location.column : (start.identifier?.count ?? 0) + 1
        fixIts.append(fixIt(start, length: length, ""))
      case (true, let new):
        if start.identifier != new {
          fixIts.append(fixIt(start, length: start.identifier?.count ?? 0, new))
        }
      }
    }
    return fixIts
  }

  /// The index of the first token of each argument of the call at `index`, at the call's own
  /// nesting level (a trailing closure after `)` is not among them).
  private static func argumentStarts(after index: Int, in tokens: [Token]) -> [Int] {
    guard index + 2 < tokens.count, !tokens[index + 2].isPunctuation(")") else { return [] }
    var starts = [index + 2]
    var depth = 0
    for position in (index + 1)..<tokens.count {
      let token = tokens[position]
      if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") {
        depth += 1
      } else if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") {
        depth -= 1
        if depth == 0 { break }
      } else if depth == 1, token.isPunctuation(","), position + 1 < tokens.count {
        starts.append(position + 1)
      }
    }
    return starts
  }

  /// The labels the renamed call has once fixed (`addChild(vc)`: `[nil]`), or nil when the
  /// name is not called there.
  private static func callLabels(at index: Int, in tokens: [Token], _ rename: SurfaceRename)
    -> [String?]?
  {
    guard index + 1 < tokens.count, tokens[index + 1].isPunctuation("(") else { return nil }
    let count = argumentStarts(after: index, in: tokens).count
    let labels = (rename.newLabels ?? []).prefix(count).map { $0 == "_" ? nil : Optional($0) }
    return Array(labels)
  }

  /// `addChildViewController(vc)` → `super.addChild(vc)`, `self.addChild…` → `super.addChild…`;
  /// nothing for a call on another receiver (`child.removeFromParentViewController()`).
  private static func superFixIts(for index: Int, in tokens: [Token], _ new: String)
    -> [ScenarioFixIt]
  {
    let token = tokens[index]
    let rename = fixIt(token, length: token.identifier?.count ?? 0, new)
    let previous = index > 0 ? tokens[index - 1] : nil
    if previous?.isPunctuation(".") == true {
      guard index >= 2, tokens[index - 2].identifier == "self" else { return [rename] }
      return [fixIt(tokens[index - 2], length: 4, "super"), rename]
    }
    return [fixIt(token, length: token.identifier?.count ?? 0, "super." + new)]
  }

  private static func diagnostic(
    old: String, new: String, at token: Token, fixIts: [ScenarioFixIt]
  ) -> ScenarioDiagnostic {
    var diagnostic = ScenarioProblem.renamed(old: old, new: new).at(token.location)
    diagnostic.fixIts = fixIts
    return diagnostic
  }

  private static func fixIt(_ token: Token, length: Int, _ replacement: String) -> ScenarioFixIt {
    ScenarioFixIt(
      line: token.location.line, column: token.location.column, length: length,
      replacement: replacement)
  }
}
