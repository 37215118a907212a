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
    for index in tokens.indices {
      guard let word = tokens[index].identifier else { continue }
      let token = tokens[index]
      // A member after `.`, a message piece or a plain name; `@selector(…)` text too.
      if word.utf8.count >= shortestOldName, let renamed = namesByOld[word],
        renamed.languages.contains(language)
      {
        uses.append(
          Use(
            name: word,
            diagnostic: diagnostic(
              old: word, new: renamed.newSpelling, at: token,
              fixIts: [fixIt(token, length: word.count, renamed.new)])))
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
