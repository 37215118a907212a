/// `override func viewWillAppear(animated: Bool)`, `override func prepareForSegue(segue:
/// UIStoryboardSegue, sender: AnyObject?)`: Swift 2 declarations of UIKit overrides. Swift 2
/// left a method's first parameter without a label and imported UIKit's methods by their
/// selectors; since Swift 3 the same declaration has the label `animated:` and the name
/// `prepareForSegue`, so it overrides nothing and the compiler rejects it ("method does not
/// override any method from its superclass"; "argument labels … do not match those of
/// overridden method"). UIKit would never call it, and the model would silently run without it
/// (a child never added in `prepare(for:sender:)`), so it is reported as the compiler reports
/// it (FIDELITY-SURFACE W10).
///
/// Only what Swift 2's reading explains is reported: the labels written, with the first one
/// dropped as Swift 2 dropped it, are those of a method of the UIKit superclass, or of a
/// Swift 2 spelling whose current one the superclass has (`SurfaceRenames`). Any other `override` of a name the surface does not know is left
/// alone (the surface may lack it), as are the properties `PropertyOverrideCheck` reports.
enum SwiftOverrideCheck {
  /// One diagnostic per `override func` that overrides nothing of its UIKit superclass, with
  /// the fix-it that declares UIKit's method (its name, labels, and `Any` for `AnyObject`).
  static func check(_ program: Program, _ language: ScenarioLanguage, tokens: [Token] = [])
    -> [ScenarioDiagnostic]
  {
    guard language == .swift else { return [] }
    var diagnostics: [ScenarioDiagnostic] = []
    func report(_ method: MethodDecl, _ found: (ScenarioProblem, SurfaceMember)?) {
      guard let (problem, member) = found else { return }
      var diagnostic = problem.at(method.location)
      diagnostic.fixIts = fixIts(renaming: method, to: member, in: tokens)
      diagnostics.append(diagnostic)
    }
    // Methods of `self` in a methods block belong to a view controller (DESIGN.md 4).
    for method in program.methods {
      report(method, mismatch(method, uikitClass: "UIViewController", declaredAbove: []))
    }
    for type in program.classes + program.extensions {
      guard let (uikitClass, ancestors) = uikitAncestor(of: type.name, in: program) else {
        continue
      }
      let declaredAbove = Set(
        (program.classes + program.extensions)
          .filter { ancestors.contains($0.name) }
          .flatMap(\.methods).map { $0.key(.swift) })
      for method in type.methods {
        report(method, mismatch(method, uikitClass: uikitClass, declaredAbove: declaredAbove))
      }
    }
    return diagnostics
  }

  /// The UIKit class a declared class descends from, and the declared classes in between.
  static func uikitAncestor(of name: String, in program: Program) -> (String, Set<String>)? {
    var current = name
    var ancestors: Set<String> = []
    for _ in 0..<64 {
      guard let superclass = program.classes.first(where: { $0.name == current })?.superclass
      else { return nil }
      if program.classes.contains(where: { $0.name == superclass }) {
        guard ancestors.insert(superclass).inserted else { return nil }
        current = superclass
        continue
      }
      guard let type = UIKitSurface.shared.type(named: superclass), type.kind == .class else {
        return nil
      }
      return (superclass, ancestors)
    }
    return nil
  }

  /// The problem with `method` as an override in a subclass of `uikitClass`, if a rename
  /// explains it.
  static func mismatch(_ method: MethodDecl, uikitClass: String, declaredAbove: Set<String>)
    -> (ScenarioProblem, SurfaceMember)?
  {
    guard method.isOverride, !method.isProperty, !method.isStatic, method.name != "init" else {
      return nil
    }
    let key = method.key(.swift)
    if declaredAbove.contains(key) { return nil }
    if method.parameters.isEmpty, PropertyOverrideCheck.properties[method.name] != nil {
      return nil
    }
    let surface = UIKitSurface.shared
    let current = surface.members(swift: key, in: uikitClass).filter { !$0.isRenamedSpelling }
    if !current.isEmpty { return nil }
    // As Swift 2 read the declaration: the first parameter without a label.
    guard case .some(.some) = method.labels.first else { return nil }
    let swift2Labels = ["_"] + method.labels.dropFirst().map { $0 ?? "_" }
    // A current method of that name and those labels (`viewWillAppear(animated:)` was
    // Swift 2's `viewWillAppear(_:)`).
    let sameBase = surface.members(swift: method.name, in: uikitClass).filter {
      !$0.isRenamedSpelling && $0.member.kind == .method && !$0.member.isClassMember
        && $0.member.swiftLabels == swift2Labels
    }
    if let intended = sameBase.first {
      return (
        .overrideMismatch(written: key, type: uikitClass, expected: intended.member.swiftName),
        intended.member
      )
    }
    // A Swift 2 spelling (`prepareForSegue(_:sender:)`) whose current one the class has.
    for rename in SurfaceRenames.byOldBase[method.name] ?? [] where rename.oldLabels == swift2Labels
    {
      let found = surface.members(swift: rename.newSpelling, in: uikitClass).filter {
        !$0.isRenamedSpelling && $0.member.kind == .method && !$0.member.isClassMember
      }
      if let intended = found.first {
        return (
          .overrideMismatch(written: key, type: uikitClass, expected: rename.newSpelling),
          intended.member
        )
      }
    }
    return nil
  }

  /// The edits that declare `member` where `method` is written: the base name; each
  /// parameter's label (renamed, or written before a parameter that had none, `_ ` for none);
  /// `AnyObject` where UIKit's parameter is `Any` (`sender: Any?`). Empty without the tokens.
  static func fixIts(renaming method: MethodDecl, to member: SurfaceMember, in tokens: [Token])
    -> [ScenarioFixIt]
  {
    // A method's location is its `func` keyword's; the name follows it.
    guard
      let keyword = tokens.firstIndex(where: { $0.location == method.location }),
      keyword + 2 < tokens.count, tokens[keyword + 1].identifier == method.name,
      tokens[keyword + 2].isPunctuation("(")
    else { return [] }
    let name = keyword + 1
    func edit(_ token: Token, length: Int, _ replacement: String) -> ScenarioFixIt {
      ScenarioFixIt(
        line: token.location.line, column: token.location.column, length: length,
        replacement: replacement)
    }
    var edits: [ScenarioFixIt] = []
    if member.swiftBaseName != method.name {
      edits.append(edit(tokens[name], length: method.name.count, member.swiftBaseName))
    }
    let labels = member.swiftLabels
    let types = member.swiftParameterTypes
    var parameter = 0
    var index = name + 2
    var depth = 0
    var atStart = true
    while index < tokens.count, parameter < labels.count {
      let token = tokens[index]
      if token.isPunctuation("(") || token.isPunctuation("[") { depth += 1 }
      if token.isPunctuation(")") || token.isPunctuation("]") {
        if depth == 0 { break }
        depth -= 1
      }
      if depth == 0, token.isPunctuation(",") {
        parameter += 1
        atStart = true
      } else if depth == 0, atStart, let first = token.identifier, index + 1 < tokens.count {
        atStart = false
        let label = labels[parameter]
        if tokens[index + 1].identifier != nil {
          // `withTransitionCoordinator coordinator:`: the label is renamed.
          if first != label { edits.append(edit(token, length: first.count, label)) }
        } else if first != label {
          // `animated:` (Swift 2's unlabelled first parameter): the label goes before it.
          edits.append(edit(token, length: 0, label + " "))
        }
      } else if depth == 0, token.isPunctuation(":"), index + 1 < tokens.count,
        tokens[index + 1].identifier == "AnyObject", parameter < types.count,
        types[parameter].hasPrefix("Any"), !types[parameter].hasPrefix("AnyObject")
      {
        edits.append(edit(tokens[index + 1], length: "AnyObject".count, "Any"))
      }
      index += 1
    }
    return edits
  }
}
