import Containment

/// Outlet collections the code indexes: `@IBOutlet var buttons: [UIButton]!`,
/// `IBOutletCollection(UIButton) NSArray *buttons`. Which views such a collection holds is in
/// the storyboard, which the excerpt leaves out, so the model connects it empty
/// (FIDELITY-SURFACE.md S5) and `buttons[0]` would stop the run as "index out of range", a
/// fault of the stand-in, not of the code. Named here instead, once, at the first use that
/// needs an element, as `scenario.undeclared`, with a fix-it for the block's hidden prelude:
/// a stand-in of the scene's views, `storyboardButtons()` on the collection's class, which the
/// model's outlet connection calls (Interpreter+Storyboard). It makes as many views of the
/// collection's class as the code needs, tagged by their index as a tab bar's buttons are:
///
/// - a constant index (`buttons[2]`: three), an index property's initial value
///   (`buttons[selectedIndex]` with `var selectedIndex = 0`: one);
/// - a tag compared (`sender.tag == 2`, `case 2:` of a `switch` on a tag: three);
/// - an array indexed by a tag (`selectedIndex = sender.tag` and `viewControllers[selectedIndex]`
///   with `viewControllers = [a, b, c]`: three, one button for each);
/// - a loop's bound over the collection (`for i in 0..<4 { buttons[i] … }`: four).
struct MissingPieceOutletCollections {
  /// One collection the code needs elements of.
  struct Finding {
    var outlet: StoryboardScene.Outlet
    var owner: String
    var count: Int
    var location: SourceLocation
    var diagnostic: ScenarioDiagnostic
  }

  private(set) var findings: [Finding] = []

  /// The stand-in method's name for a collection: `storyboardButtons` for `buttons`.
  static func standInName(_ outlet: String) -> String {
    "storyboard" + outlet.prefix(1).uppercased() + outlet.dropFirst()
  }

  init(
    _ program: Program, _ language: ScenarioLanguage, outlets: [StoryboardScene.Outlet],
    selfClass: String
  ) {
    let collections = outlets.filter(\.isCollection)
    guard !collections.isEmpty else { return }
    let methods = Set(
      (program.methods + (program.classes + program.extensions).flatMap(\.methods)).map(\.name))
    var facts = Facts(program)
    facts.collect()
    for outlet in collections {
      let standIn = Self.standInName(outlet.name)
      guard !methods.contains(standIn), let first = facts.firstUse[outlet.name] else { continue }
      let count = max(1, facts.needed(outlet.name))
      let owner = outlet.owner ?? selfClass
      let noun = Self.noun(outlet.viewClass)
      let views = count == 1 ? "one \(noun)" : "\(count) \(noun)s"
      var diagnostic = ScenarioDiagnostic(
        id: .scenarioUndeclared, severity: .error,
        message:
          "the outlet collection `\(outlet.name)` is filled by the storyboard, which this snippet "
          + "leaves out: it stands in empty, and the code needs \(views) in it",
        line: first.line, column: first.column,
        hint:
          "let `lessons fix` write the scene's \(views) (\(Self.tags(count))) in the block's "
          + "hidden prelude, or make them in code")
      diagnostic.fixIts = [
        .prelude(Self.standIn(owner: owner, outlet: outlet, count: count, language: language))
      ]
      findings.append(
        Finding(
          outlet: outlet, owner: owner, count: count, location: first, diagnostic: diagnostic))
    }
  }

  /// `button` for `UIButton`, `image view` for `UIImageView`: what the views are called.
  static func noun(_ className: String) -> String {
    let name = UIKitSurface.shared.type(named: className)?.objcName ?? className
    guard name.hasPrefix("UI") || name.hasPrefix("NS") else { return "`\(className)`" }
    return MissingPieceUses.words(of: name).joined(separator: " ")
  }

  /// `UIButton` in either language (the Swift spelling where the surface knows it).
  static func elementClass(_ name: String, _ language: ScenarioLanguage) -> String {
    guard language == .swift else { return name }
    return UIKitSurface.shared.type(named: name)?.swiftName ?? name
  }

  /// `tag 0`, `tags 0 and 1`, `tags 0 to 2`.
  static func tags(_ count: Int) -> String {
    switch count {
    case 1: return "tag 0"
    case 2: return "tags 0 and 1"
    default: return "tags 0 to \(count - 1)"
    }
  }

  /// The prelude stand-in: the views, tagged by index, returned in order.
  static func standIn(
    owner: String, outlet: StoryboardScene.Outlet, count: Int, language: ScenarioLanguage
  ) -> String {
    let name = standInName(outlet.name)
    let element = elementClass(outlet.viewClass, language)
    let comment = [
      "The views the storyboard connects to `\(outlet.name)` (its scene is not in this",
      "excerpt): as many as the code uses, tagged by their index.",
    ]
    switch language {
    case .swift:
      var lines = ["extension \(owner) {"] + comment.map { "  // " + $0 }
      lines.append("  func \(name)() -> [\(element)] {")
      lines.append(
        "    let views = [" + Array(repeating: "\(element)()", count: count).joined(separator: ", ")
          + "]")
      for index in 1..<max(count, 1) { lines.append("    views[\(index)].tag = \(index)") }
      lines += ["    return views", "  }", "}"]
      return lines.joined(separator: "\n")
    case .objc:
      var lines = ["@implementation \(owner) (Storyboard)"] + comment.map { "// " + $0 }
      lines.append("- (NSArray *)\(name) {")
      lines.append(
        "  NSArray *views = @["
          + Array(repeating: "[[\(element) alloc] init]", count: count).joined(separator: ", ")
          + "];")
      for index in 1..<max(count, 1) {
        lines.append("  [[views objectAtIndex:\(index)] setTag:\(index)];")
      }
      lines += ["  return views;", "}", "@end"]
      return lines.joined(separator: "\n")
    }
  }

  /// The names of the collections reported, whose `index out of range` this report replaces.
  var names: Set<String> { Set(findings.map(\.outlet.name)) }
}

/// What the code says about indexes: the evidence for how many views a collection needs.
private struct Facts {
  let program: Program
  /// Where each name is first indexed (`buttons[…]`, `[buttons objectAtIndex:…]`).
  var firstUse: [String: SourceLocation] = [:]
  /// The index expressions each name is indexed with.
  var indexes: [String: [Expr]] = [:]
  /// Integer initial values of properties and top-level variables (`var selectedIndex = 0`).
  var initialValues: [String: Int] = [:]
  /// Names assigned a view's tag (`selectedIndex = sender.tag`).
  var tagNames: Set<String> = []
  /// The highest tag compared with a constant (`sender.tag == 2`, `case 2:`), plus one.
  var comparedTags = 0
  /// Elements of the array literals each name is assigned (`viewControllers = [a, b, c]`).
  var literalCounts: [String: Int] = [:]
  /// Loop variables bound to `0..<k` / `0...k`, with the range's count.
  var loopCounts: [String: Int] = [:]

  init(_ program: Program) { self.program = program }

  mutating func collect() {
    let declarations =
      program.properties + (program.classes + program.extensions).flatMap(\.properties)
    for statement in declarations {
      guard case .declaration(let declaration) = statement.kind,
        let value = declaration.initialValue
      else { continue }
      if case .number(let number) = value.kind { initialValues[declaration.name] = Int(number) }
      if let count = Self.arrayCount(value) { literalCounts[declaration.name] = count }
    }
    let bodies =
      [program.statements] + program.methods.map(\.body) + program.functions.map(\.body)
      + (program.classes + program.extensions).flatMap { $0.methods.map(\.body) }
    for body in bodies { visit(body) }
  }

  /// How many elements `name` needs.
  func needed(_ name: String) -> Int {
    var needed = 0
    for index in indexes[name] ?? [] {
      switch index.kind {
      case .number(let number): needed = max(needed, Int(number) + 1)
      default:
        guard let variable = Self.nameOf(index) else { continue }
        if let value = initialValues[variable] { needed = max(needed, value + 1) }
        if let count = loopCounts[variable] { needed = max(needed, count) }
        if tagNames.contains(variable) { needed = max(needed, tagged) }
      }
    }
    return max(needed, comparedTags > 0 && hasTagUse ? comparedTags : 0)
  }

  /// The elements of the arrays indexed by a tag: one view per element, as a tab bar's
  /// buttons are one per tab.
  private var tagged: Int {
    var count = comparedTags
    for (name, uses) in indexes
    where uses.contains(where: { Self.nameOf($0).map(tagNames.contains) == true }) {
      count = max(count, literalCounts[name] ?? 0)
    }
    return count
  }

  private var hasTagUse: Bool { !tagNames.isEmpty || comparedTags > 0 }

  /// `x`, `self.x`, `_x` → `x`.
  static func nameOf(_ expression: Expr) -> String? {
    switch expression.kind {
    case .name(let name):
      return name.hasPrefix("_") && name.count > 1 ? String(name.dropFirst()) : name
    case .member(let base, let name) where base.kind == .name("self"): return name
    default: return nil
    }
  }

  /// `[a, b, c]` or a closure that returns one (`var tabs: [UIViewController] = { … }()`).
  static func arrayCount(_ value: Expr) -> Int? {
    switch value.kind {
    case .array(let elements): return elements.count
    case .call(let callee, let arguments) where arguments.isEmpty:
      guard case .closure(let closure) = callee.kind else { return nil }
      for statement in closure.body {
        if case .returnStatement(let returned?) = statement.kind { return arrayCount(returned) }
      }
      return nil
    default: return nil
    }
  }

  private static func isTag(_ expression: Expr) -> Bool {
    switch expression.kind {
    case .member(_, "tag"): return true
    case .message(_, let parts): return parts.count == 1 && parts[0].piece == "tag"
    default: return false
    }
  }

  private mutating func visit(_ statements: [Stmt]) {
    for statement in statements {
      switch statement.kind {
      case .assignment(let target, let value):
        if let name = Self.nameOf(target) {
          if Self.isTag(value) { tagNames.insert(name) }
          if let count = Self.arrayCount(value) {
            literalCounts[name] = max(literalCounts[name] ?? 0, count)
          }
        }
      case .declaration(let declaration):
        if let value = declaration.initialValue, Self.isTag(value) {
          tagNames.insert(declaration.name)
        }
      case .forIn(let variable, let sequence, _):
        if case .binary(let op, let low, let high) = sequence.kind,
          case .number(let from) = low.kind, case .number(let to) = high.kind, from == 0
        {
          loopCounts[variable] = op == "..<" ? Int(to) : Int(to) + 1
        }
      case .switchCase(let subject, let cases) where Self.isTag(subject):
        for each in cases {
          for case .number(let number) in each.patterns.map(\.kind) {
            comparedTags = max(comparedTags, Int(number) + 1)
          }
        }
      default: break
      }
      // Nested statements (an `if`'s branches, a loop's body) are visited for their
      // statements; every expression once, from the outermost statement.
      switch statement.kind {
      case .ifElse(_, let then, let otherwise): visitNested(then + (otherwise ?? []))
      case .guardElse(_, let body), .whileLoop(_, let body), .forIn(_, _, let body),
        .deferBlock(let body), .sequence(let body):
        visitNested(body)
      case .switchCase(_, let cases): visitNested(cases.flatMap(\.body))
      case .labeled(_, let inner): visitNested([inner])
      case .doCatch(let body, let clauses): visitNested(body + clauses.flatMap(\.body))
      default: break
      }
    }
    for expression in Stmt.expressions(in: statements) { visit(expression) }
  }

  /// The statements of nested bodies. Their expressions are walked again by the outer call,
  /// which changes nothing: every fact is a maximum, a set or the earliest place.
  private mutating func visitNested(_ statements: [Stmt]) {
    visit(statements)
  }

  private mutating func visit(_ expression: Expr) {
    expression.walk { node, _ in
      switch node.kind {
      case .subscriptIndex(let base, let index):
        note(base, index, at: node.location)
      case .message(let receiver, let parts)
      where parts.count == 1 && parts[0].piece == "objectAtIndex" && parts[0].argument != nil:
        note(receiver, parts[0].argument!, at: node.location)
      case .member(let base, "first"), .member(let base, "firstObject"),
        .member(let base, "last"), .member(let base, "lastObject"):
        note(base, Expr(.number(0), at: node.location), at: node.location)
      case .message(let receiver, let parts)
      where parts.count == 1 && parts[0].argument == nil
        && ["firstObject", "lastObject"].contains(parts[0].piece):
        note(receiver, Expr(.number(0), at: node.location), at: node.location)
      case .binary("==", let left, let right):
        for (tag, other) in [(left, right), (right, left)] where Self.isTag(tag) {
          if case .number(let number) = other.kind {
            comparedTags = max(comparedTags, Int(number) + 1)
          }
        }
      default: break
      }
    }
  }

  private mutating func note(_ base: Expr, _ index: Expr, at location: SourceLocation) {
    guard let name = Self.nameOf(base) else { return }
    indexes[name, default: []].append(index)
    if let first = firstUse[name],
      (first.line, first.column) <= (base.location.line, base.location.column)
    {
      return
    }
    firstUse[name] = base.location
  }
}
