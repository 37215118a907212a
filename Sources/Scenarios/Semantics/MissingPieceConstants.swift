/// Enumeration constants of the project's headers that an Objective-C snippet uses but does not
/// declare (`self.position == IASegmentedControlPositionTop`).
///
/// A capitalised name used as a value, which no declaration, no UIKit type or constant, and
/// no class use (`[X alloc]`, `X.y`) explains, is in C a constant: an enumeration's, in
/// practice, declared in a header the excerpt leaves out. Read as a class it would compare
/// unequal to every value, silently; it is named here instead, one `scenario.undeclared` per
/// constant, with a fix-it that declares the enumeration in the hidden prelude. Its type is the
/// undeclared type the code names whose name begins the constant's (a parameter's
/// `(IASegmentedControlPosition)position`), else the constant without its last word; its
/// values follow the order the code first uses them, which the stand-in says.
struct MissingPieceConstants {
  struct Group {
    var type: String
    var constants: [String]
  }

  var groups: [Group] = []
  /// Missing names written alone as statements (`SPLogFunc;`): the project's statement
  /// macros (a logging or assertion macro), never a value of an enumeration.
  var statementMacros: [String] = []
  /// Missing constants used in arithmetic: numbers whose value only the header knows.
  var numbers: [String] = []
  private var numberUses: Set<String> = []
  /// Missing numbers the code multiplies or divides by: their stand-in is 1, the operation's
  /// identity (0 would empty what they scale, and a division by it fail).
  private var scaleUses: Set<String> = []
  var firstUse: [String: SourceLocation] = [:]
  var locations: [String: [SourceLocation]] = [:]

  /// `appConstants`: the program's, when the caller has them already (else made here).
  init(
    _ program: Program, _ language: ScenarioLanguage,
    appConstants: MissingPieceAppConstants? = nil
  ) {
    guard language == .objc else { return }
    let declared = DeclaredNames(program, language).names
      .union(program.enums.flatMap(\.cases)).union(program.externDeclarations.keys)
      .union(Set(program.classes.map(\.name))).union(program.interfaceSuperclasses.keys)
    let created = UndeclaredTypes.createdClassNames(program)
    var order: [String] = []
    /// Names used as classes: no constants.
    var classUses: Set<String> = []
    let methods =
      program.methods + (program.classes + program.extensions).flatMap(\.methods)
    let bodies =
      [program.statements, program.properties] + methods.map(\.body)
      + (program.classes + program.extensions).map(\.properties)
    for expression in bodies.flatMap({ Stmt.expressions(in: $0) }) {
      expression.walk { node, parent in
        guard case .name(let name) = node.kind, Self.isConstantSpelling(name) else { return }
        if let parent {
          switch parent.kind {
          case .message(let receiver, _) where receiver == node:
            classUses.insert(name)
            return
          case .call(let callee, _) where callee == node:
            classUses.insert(name)
            return
          // `CGRectMake(0, 0, YBScreenW, 44)`: an argument of a C function is a number.
          case .call:
            numberUses.insert(name)
          case .member(let base, _) where base == node:
            classUses.insert(name)
            return
          // `YBScreenH * 50`: a number in arithmetic is a numeric constant (or macro) of the
          // project's header, not an enumeration's.
          case .binary(let op, _, _) where ["*", "/", "+", "-", "%"].contains(op):
            numberUses.insert(name)
            if ["*", "/", "%"].contains(op) { scaleUses.insert(name) }
          default: break
          }
        }
        if declared.contains(name) || created.contains(name) || Self.isKnown(name) { return }
        if firstUse[name] == nil {
          firstUse[name] = node.location
          order.append(name)
        }
        locations[name, default: []].append(node.location)
      }
    }
    order.removeAll { classUses.contains($0) }
    var alone: Set<String> = []
    func visitStatements(_ statements: [Stmt]) {
      for statement in statements {
        if case .expression(let expression) = statement.kind,
          case .name(let name) = expression.kind
        {
          alone.insert(name)
        }
        for body in UndeclaredTypes.bodies(of: statement) { visitStatements(body) }
      }
    }
    for body in bodies { visitStatements(body) }
    statementMacros = order.filter { alone.contains($0) }
    order.removeAll { alone.contains($0) }
    // Used as a string (a notification's name): the project's string constant
    // (MissingPieceAppConstants), not an enumeration's.
    let strings = Set(
      (appConstants ?? MissingPieceAppConstants(program, language)).constants.map(\.name))
    order.removeAll { strings.contains($0) }
    numbers = order.filter { numberUses.contains($0) }
    order.removeAll { numberUses.contains($0) }
    // The undeclared types the code names (parameter and variable types).
    var typeNames: Set<String> = []
    for method in methods { typeNames.formUnion(method.parameterTypes.map(\.name)) }
    for body in bodies {
      for case .declaration(let declaration) in body.map(\.kind) {
        if let type = declaration.typeName { typeNames.insert(type) }
      }
    }
    // An object type (`JKTabBar *tabBar`, a class the code creates or messages) is a class,
    // never the enumeration its name happens to begin (`JKTabBarOrientationVertical`).
    typeNames = typeNames.filter { !$0.contains("*") }
    typeNames = typeNames.filter {
      !declared.contains($0) && !Self.isKnown($0) && !created.contains($0)
        && !classUses.contains($0)
    }
    for name in order {
      let named = typeNames.filter { name.hasPrefix($0) && name.count > $0.count }
        .max { $0.count < $1.count }
      let type = named ?? Self.sharedPrefix(of: name, among: order) ?? Self.withoutLastWord(name)
      if let index = groups.firstIndex(where: { $0.type == type }) {
        groups[index].constants.append(name)
      } else {
        groups.append(Group(type: type, constants: [name]))
      }
    }
  }

  /// The enumeration a missing constant belongs to.
  func type(of constant: String) -> String? {
    groups.first { $0.constants.contains(constant) }?.type
  }

  /// `IASegmentedControlPositionTop`: capitalised, with lower-case letters (all-capitals
  /// names are macros, reported by the preprocessor's check).
  static func isConstantSpelling(_ name: String) -> Bool {
    guard let first = name.first, first.isUppercase else { return false }
    return name.contains(where: \.isLowercase)
  }

  private static func isKnown(_ name: String) -> Bool {
    // Apple's prefixes: a framework constant the model lacks is the member check's to name.
    if ["UI", "NS", "CG", "CA"].contains(where: name.hasPrefix) { return true }
    if UndeclaredTypes.languageTypes.contains(name) { return true }
    if Builtins.constant(name, .objc) != nil || Builtins.unsupportedClass(name) != nil {
      return true
    }
    if UIKitClasses.isInert(name) || UIKitClasses.isInertGlobal(name) { return true }
    if Builtins.objcFunctions.contains(name) || Builtins.rectFunctions.contains(name) {
      return true
    }
    return UIKitSurface.shared.type(named: name) != nil
  }

  /// The longest whole-word prefix `name` shares with another missing constant
  /// (`…StyleLeftToRight` and `…StyleRightToLeft` share `…Style`): their enumeration's name.
  private static func sharedPrefix(of name: String, among names: [String]) -> String? {
    let characters = Array(name)
    /// A word starts at a capital after a lower-case letter, or at the last capital of a run
    /// followed by a lower-case letter (`BBUSegmented` → `BBU`, `Segmented`).
    func isWordStart(_ index: Int) -> Bool {
      guard index > 0, index < characters.count, characters[index].isUppercase else {
        return false
      }
      if characters[index - 1].isLowercase { return true }
      return index + 1 < characters.count && characters[index + 1].isLowercase
    }
    var best: String?
    for other in names where other != name {
      let common = zip(characters, other).prefix { $0 == $1 }.count
      // Cut back to the start of a word that both names continue past.
      var end = common
      while end > 0, !(isWordStart(end) && Array(other).indices.contains(end)) { end -= 1 }
      guard end >= 3 else { continue }
      let prefix = String(characters[..<end])
      if prefix.count > (best?.count ?? 0) { best = prefix }
    }
    return best
  }

  /// `IASegmentedControlPositionTop` → `IASegmentedControlPosition`.
  private static func withoutLastWord(_ name: String) -> String {
    guard let last = name.lastIndex(where: \.isUppercase), last != name.startIndex else {
      return name + "Type"
    }
    return String(name[..<last])
  }

  /// The errors, one per constant, each with its enumeration's stand-in.
  var diagnostics: [ScenarioDiagnostic] {
    groups.flatMap { group in
      let standIn =
        "typedef NS_ENUM(NSInteger, \(group.type)) {\n"
        + group.constants.map { "  \($0),\n" }.joined() + "};"
      return group.constants.map { constant in
        let location = firstUse[constant]!
        var diagnostic = ScenarioDiagnostic(
          id: .scenarioUndeclared, severity: .error,
          message:
            "`\(constant)` is a constant of `\(group.type)`, declared in the project's header, "
            + "not in this snippet",
          line: location.line, column: location.column,
          hint:
            "declare it as the header does, or let `lessons fix` declare `\(group.type)` in the "
            + "block's hidden prelude (its values in the order the code first uses them)")
        diagnostic.fixIts = [.prelude(standIn)]
        return diagnostic
      }
    }
  }

  /// The errors for the statement macros, each with an empty macro as its stand-in.
  var macroDiagnostics: [ScenarioDiagnostic] {
    statementMacros.map { name in
      let location = firstUse[name]!
      var diagnostic = ScenarioDiagnostic(
        id: .scenarioUndeclared, severity: .error,
        message: "`\(name)` is a macro of the project's headers, not in this snippet",
        line: location.line, column: location.column,
        hint:
          "the code writes it as a statement (a logging or assertion macro); declare it as the "
          + "header does, or let `lessons fix` declare it empty in the block's hidden prelude "
          + "(what it does is the project's)")
      diagnostic.fixIts = [.prelude("#define \(name) ((void)0)")]
      return diagnostic
    }
  }

  /// The errors for the numeric constants, each with a stand-in of value 0 that says so.
  var numberDiagnostics: [ScenarioDiagnostic] {
    numbers.map { constant in
      let location = firstUse[constant]!
      let value = scaleUses.contains(constant) ? 1 : 0
      var diagnostic = ScenarioDiagnostic(
        id: .scenarioUndeclared, severity: .error,
        message:
          "`\(constant)` is a constant of the project's headers, not in this snippet",
        line: location.line, column: location.column,
        hint:
          "the code uses it as a number; declare it as the header does, or let `lessons fix` "
          + "declare it in the block's hidden prelude as \(value) (its real value is the "
          + "project's)")
      diagnostic.fixIts = [
        .prelude(
          "static const CGFloat \(constant) = \(value); // the project's value is not known")
      ]
      return diagnostic
    }
  }

  /// `line:column` of every use of a missing constant.
  var covered: Set<String> {
    Set(locations.values.flatMap { $0.map(MissingPieceHeader.key) })
  }
}
