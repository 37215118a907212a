/// Swift 3/4 and old Objective-C spellings of the containment API that UIKit renamed.
/// A current compiler rejects them and says what they became; so does the scenario
/// checker, in the compiler's words ("'addChildViewController' has been renamed to
/// 'addChild(_:)'"), with a fix-it that `lessons fix` applies.
///
/// The scan works on tokens, so every fix-it has the exact position of the name or label
/// it replaces.
enum RenamedAPI {
  /// One renamed spelling found in the code.
  struct Use: Sendable, Equatable {
    /// The old base name (a scenario that declares this name itself is not reported).
    var name: String
    var diagnostic: ScenarioDiagnostic
  }

  /// A renamed name: written alone (a method, property or type name).
  private struct Name {
    var old: String
    var new: String
    /// What the compiler calls the new API (`addChild(_:)`).
    var newSpelling: String
    var languages: Set<ScenarioLanguage>
    /// Swift 2 names held their first label (`didMoveToParentViewController(self)`): the
    /// label the fix-it writes before the first argument (`toParent`).
    var firstLabel: String? = nil
    /// Swift 2 labels after the first that Swift 3 renamed too (`toViewController:` → `to:`).
    var laterLabels: [String: String] = [:]
  }

  /// A Swift 2 method name whose first argument label was part of the name.
  private static func swift2(
    _ old: String, _ new: String, label: String?, _ spelling: String,
    later: [String: String] = [:]
  ) -> Name {
    Name(
      old: old, new: new, newSpelling: spelling, languages: [.swift], firstLabel: label,
      laterLabels: later)
  }

  private static let names: [Name] = [
    Name(
      old: "addChildViewController", new: "addChild", newSpelling: "addChild(_:)",
      languages: [.swift]),
    Name(
      old: "removeFromParentViewController", new: "removeFromParent",
      newSpelling: "removeFromParent()", languages: [.swift]),
    Name(
      old: "childViewControllers", new: "children", newSpelling: "children", languages: [.swift]),
    Name(old: "parentViewController", new: "parent", newSpelling: "parent", languages: [.swift]),
    Name(
      old: "isMovingToParentViewController", new: "isMovingToParent",
      newSpelling: "isMovingToParent", languages: [.swift]),
    Name(
      old: "isMovingFromParentViewController", new: "isMovingFromParent",
      newSpelling: "isMovingFromParent", languages: [.swift]),
    Name(
      old: "UIViewAnimationOptions", new: "UIView.AnimationOptions",
      newSpelling: "UIView.AnimationOptions", languages: [.swift]),
    Name(
      old: "automaticallyForwardAppearanceAndRotationMethodsToChildViewControllers",
      new: "shouldAutomaticallyForwardAppearanceMethods",
      newSpelling: "shouldAutomaticallyForwardAppearanceMethods", languages: [.swift, .objc]),
    // Swift 2 (the Objective-C selector as the Swift name), renamed by Swift 3 and again for
    // containment by Swift 4.2: the current name is the one to write.
    swift2("didMoveToParentViewController", "didMove", label: "toParent", "didMove(toParent:)"),
    swift2(
      "willMoveToParentViewController", "willMove", label: "toParent", "willMove(toParent:)"),
    swift2(
      "instantiateViewControllerWithIdentifier", "instantiateViewController",
      label: "withIdentifier", "instantiateViewController(withIdentifier:)"),
    swift2(
      "transitionFromViewController", "transition", label: "from",
      "transition(from:to:duration:options:animations:completion:)",
      later: ["toViewController": "to"]),
    swift2(
      "animateWithDuration", "animate", label: "withDuration", "animate(withDuration:animations:)"),
    swift2(
      "transitionWithView", "transition", label: "with",
      "transition(with:duration:options:animations:completion:)"),
    swift2(
      "transitionFromView", "transition", label: "from",
      "transition(from:to:duration:options:completion:)", later: ["toView": "to"]),
    swift2(
      "presentViewController", "present", label: nil, "present(_:animated:completion:)"),
    swift2(
      "dismissViewControllerAnimated", "dismiss", label: "animated",
      "dismiss(animated:completion:)"),
    swift2(
      "performSegueWithIdentifier", "performSegue", label: "withIdentifier",
      "performSegue(withIdentifier:sender:)"),
    swift2(
      "constraintEqualToAnchor", "constraint", label: "equalTo", "constraint(equalTo:)"),
    swift2(
      "activateConstraints", "activate", label: nil, "NSLayoutConstraint.activate(_:)"),
  ]

  /// `names` by old name.
  private static let namesByOld = Dictionary(uniqueKeysWithValues: names.map { ($0.old, $0) })
  /// The shortest old name, in bytes: a shorter word needs no lookup (hashing every
  /// identifier of every scenario showed in profiles of `check`).
  private static let shortestOldName = names.map(\.old.utf8.count).min() ?? 0

  /// A renamed argument label of a Swift method (`didMove(toParentViewController:)`);
  /// `joinsName` moves the label into the base name (`bringSubview(toFront:)` →
  /// `bringSubviewToFront(_:)`).
  private struct Label {
    var method: String
    var old: String
    var new: String
    var newSpelling: String
    var joinsName = false
  }

  private static let labels: [Label] = [
    Label(
      method: "willMove", old: "toParentViewController", new: "toParent",
      newSpelling: "willMove(toParent:)"),
    Label(
      method: "didMove", old: "toParentViewController", new: "toParent",
      newSpelling: "didMove(toParent:)"),
    Label(
      method: "bringSubview", old: "toFront", new: "bringSubviewToFront",
      newSpelling: "bringSubviewToFront(_:)", joinsName: true),
    Label(
      method: "sendSubview", old: "toBack", new: "sendSubviewToBack",
      newSpelling: "sendSubviewToBack(_:)", joinsName: true),
  ]

  /// Every renamed spelling in `tokens`, in source order.
  static func find(in tokens: [Token], _ language: ScenarioLanguage) -> [Use] {
    var uses: [Use] = []
    let ownMethods = language == .swift ? OwnMethods(tokens) : nil
    var madeOverride: Set<Int> = []
    for index in tokens.indices {
      guard let word = tokens[index].identifier else { continue }
      let token = tokens[index]
      // A member after `.`, a message piece or a plain name; `@selector(…)` text too.
      if word.utf8.count >= shortestOldName, let renamed = namesByOld[word],
        renamed.languages.contains(language)
      {
        var fixIts = [fixIt(token, length: word.count, renamed.new)]
        if let label = renamed.firstLabel, index + 2 < tokens.count,
          tokens[index + 1].isPunctuation("("), !tokens[index + 2].isPunctuation(")")
        {
          // `didMoveToParentViewController(self)` → `didMove(toParent: self)`.
          fixIts.append(fixIt(tokens[index + 2], length: 0, label + ": "))
        }
        // `transitionFromViewController(a, toViewController: b, …)` → `…(from: a, to: b, …)`.
        for labelIndex in topLevelLabels(after: index, in: tokens) {
          guard let old = tokens[labelIndex].identifier, let new = renamed.laterLabels[old]
          else { continue }
          fixIts.append(fixIt(tokens[labelIndex], length: old.count, new))
        }
        // Inside a class that declares its own method of the new name and labels (a helper
        // `func addChild(_ vc:)` beside `addChildViewController(vc)`), the renamed call would
        // reach that method and recurse: it is UIKit's, so `super.` (Swift 4.2 also makes the
        // helper an `override`, the fix-it of its declaration below).
        if let ownMethods,
          let declaration = ownMethods.declaration(
            of: renamed.new, labels: callLabels(at: index, in: tokens, renamed), around: index)
        {
          fixIts = superFixIts(for: index, in: tokens, renamed.new) + fixIts.dropFirst()
          if let keyword = declaration.funcKeyword, !declaration.isOverride,
            madeOverride.insert(keyword).inserted
          {
            fixIts.append(fixIt(tokens[keyword], length: 0, "override "))
          }
        }
        uses.append(
          Use(
            name: word,
            diagnostic: diagnostic(
              old: word, new: renamed.newSpelling, at: token, fixIts: fixIts)))
        continue
      }
      guard language == .swift, index + 3 < tokens.count, tokens[index + 1].isPunctuation("("),
        let label = tokens[index + 2].identifier, tokens[index + 3].isPunctuation(":"),
        let renamed = labels.first(where: { $0.method == word && $0.old == label })
      else { continue }
      let labelToken = tokens[index + 2]
      var fixIts: [ScenarioFixIt]
      if renamed.joinsName {
        // `bringSubview(toFront: v)` → `bringSubviewToFront(v)`: rename, drop the label.
        let value = index + 4 < tokens.count ? tokens[index + 4] : labelToken
        let sameLine = value.location.line == labelToken.location.line
        let length = sameLine ? value.location.column - labelToken.location.column : label.count + 1
        fixIts = [
          fixIt(token, length: word.count, renamed.new),
          fixIt(labelToken, length: length, ""),
        ]
      } else {
        fixIts = [fixIt(labelToken, length: label.count, renamed.new)]
      }
      uses.append(
        Use(
          name: word,
          diagnostic: diagnostic(
            old: "\(word)(\(label):)", new: renamed.newSpelling, at: token, fixIts: fixIts)))
    }
    return uses
  }

  /// The indices of the argument labels (`name:`) of the call whose name is at `index`, at
  /// the call's own nesting level; empty when no `(` follows.
  private static func topLevelLabels(after index: Int, in tokens: [Token]) -> [Int] {
    guard index + 1 < tokens.count, tokens[index + 1].isPunctuation("(") else { return [] }
    var depth = 0
    var labels: [Int] = []
    for position in (index + 1)..<tokens.count {
      let token = tokens[position]
      if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") {
        depth += 1
      } else if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") {
        depth -= 1
        if depth == 0 { break }
      } else if depth == 1, token.identifier != nil, position + 1 < tokens.count,
        tokens[position + 1].isPunctuation(":"),
        tokens[position - 1].isPunctuation("(") || tokens[position - 1].isPunctuation(",")
      {
        labels.append(position)
      }
    }
    return labels
  }

  /// The labels the renamed call has once fixed (`addChild(vc)`: `[nil]`), or nil when the
  /// name is not called there.
  private static func callLabels(at index: Int, in tokens: [Token], _ renamed: Name) -> [String?]? {
    guard index + 1 < tokens.count, tokens[index + 1].isPunctuation("(") else { return nil }
    if index + 2 < tokens.count, tokens[index + 2].isPunctuation(")") { return [] }
    var labels: [String?] = [renamed.firstLabel]
    var depth = 0
    for position in (index + 1)..<tokens.count {
      let token = tokens[position]
      if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") {
        depth += 1
      } else if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") {
        depth -= 1
        if depth == 0 { break }
      } else if depth == 1, token.isPunctuation(",") {
        let next = position + 1
        if next + 1 < tokens.count, let label = tokens[next].identifier,
          tokens[next + 1].isPunctuation(":")
        {
          labels.append(renamed.laterLabels[label] ?? label)
        } else {
          labels.append(nil)
        }
      }
    }
    return labels
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
