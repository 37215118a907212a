/// Members of UIKit's classes that the project's own categories and extensions add, used by an
/// excerpt that leaves the category out: `[UIColor colorWithHexRGB:0xf6f6f6]`,
/// `UIColor.colorFromHex("#f6f6f6")`, `[self.view removeAllSubviews]`, `current?.remove()`,
/// `self.addChildVC(pager)` in a `UIViewController` subclass.
///
/// No UIKit class declares them, so they are the project's, never "no member … in the modelled
/// UIKit API": each is `scenario.undeclared` with a fix-it that declares it in a stand-in
/// category (Objective-C) or extension (Swift) of that UIKit class in the block's hidden
/// prelude. A category's methods are the class's methods (The Objective-C Programming
/// Language, "Categories and Extensions"; The Swift Programming Language, "Extensions"), so
/// the stand-in runs on every object of the class, as the project's would. What it does is
/// the project's: the stand-in does nothing and returns the neutral value of what its use
/// needs, and the diagnostic says so.
struct MissingPieceCategories {
  /// Where each call or message stands alone as a statement (its value unused), as
  /// `line:column` of the member's name, the position the member checks report it at.
  private(set) var statementUses: Set<String> = []

  init(_ program: Program) {
    let declarations = program.classes + program.extensions
    var bodies: [[Stmt]] = [program.statements, program.properties]
    bodies += program.methods.map(\.body)
    bodies += program.functions.map(\.body)
    for declaration in declarations {
      bodies.append(declaration.properties)
      bodies += declaration.methods.map(\.body)
    }
    for declaration in program.structs { bodies += declaration.staticMethods.map(\.body) }
    for declaration in program.enums { bodies += declaration.methods.map(\.body) }
    for body in bodies { collect(body) }
  }

  private mutating func collect(_ statements: [Stmt]) {
    for statement in statements {
      if case .expression(let expression) = statement.kind { noteStatement(expression) }
      for expression in Stmt.expressions(in: [statement]) {
        expression.walk { node, _ in
          if case .closure(let closure) = node.kind { self.collect(closure.body) }
        }
      }
      switch statement.kind {
      case .ifElse(_, let then, let otherwise):
        collect(then)
        collect(otherwise ?? [])
      case .guardElse(_, let body), .forIn(_, _, let body), .whileLoop(_, let body),
        .deferBlock(let body), .sequence(let body):
        collect(body)
      case .switchCase(_, let cases): collect(cases.flatMap(\.body))
      case .labeled(_, let inner): collect([inner])
      case .doCatch(let body, let clauses): collect(body + clauses.flatMap(\.body))
      default: break
      }
    }
  }

  private mutating func noteStatement(_ expression: Expr) {
    switch expression.kind {
    case .call(let callee, _):
      if case .member = callee.kind { statementUses.insert(Self.key(callee.location)) }
      if case .name = callee.kind { statementUses.insert(Self.key(callee.location)) }
    case .message(_, let parts):
      if let first = parts.first { statementUses.insert(Self.key(first.location)) }
    default: break
    }
  }

  /// The UIKit class `self` is in each body the static check walks, in its order: the
  /// scenario's statements, properties, type properties, methods and C functions, then each
  /// class's (and extension's) properties and methods, then the structs' bodies.
  static func selfClasses(_ program: Program, classes: [ClassDecl], structBodies: Int)
    -> [String?]
  {
    var result: [String?] = Array(repeating: "UIViewController", count: 3 + program.methods.count)
    result += Array(repeating: nil, count: program.functions.count)
    for declaration in classes {
      let owner = uikitAncestor(of: declaration.name, program)
      result.append(owner)
      // A `run=` call step or a hidden driver, which the tool writes as a method
      // (`lessonsB1Step1`): its bare calls keep the checks of the code it was written from.
      result += declaration.methods.map { $0.name.hasPrefix("lessonsB") ? nil : owner }
    }
    return result + Array(repeating: nil, count: structBodies)
  }

  /// The nearest UIKit class `name` is or inherits from: a class the scenario declares
  /// without a superclass is a controller (DESIGN.md section 4); nil when the chain ends in a
  /// class neither the scenario nor UIKit declares.
  static func uikitAncestor(of name: String, _ program: Program) -> String? {
    var current = name
    for _ in 0..<64 {
      if let type = UIKitSurface.shared.type(named: current), type.kind == .class {
        return type.objcName
      }
      let declared = program.classes.first { $0.name == current }
      guard let next = declared?.superclass ?? program.interfaceSuperclasses[current] else {
        return declared != nil ? "UIViewController" : nil
      }
      current = next
    }
    return nil
  }

  static func key(_ location: SourceLocation) -> String { "\(location.line):\(location.column)" }

  /// True when a value of the member's use at `location` is used (not a statement alone).
  func returnsValue(at location: SourceLocation) -> Bool {
    !statementUses.contains(Self.key(location))
  }

  /// True when `written` extends a real member's name rather than misspelling it
  /// (`addChildVC` beside `addChild`, `removeAllSubviews` beside `removeFromSuperview`): a
  /// helper of the project, which a did-you-mean would only mislead about.
  static func isHelperName(_ written: String, suggestion: String?) -> Bool {
    guard let suggestion else { return true }
    let base = written.prefix { $0 != "(" && $0 != ":" }
    let real = suggestion.prefix { $0 != "(" && $0 != ":" }
    return base.count > real.count && base.hasPrefix(real)
  }

  /// The stand-in for `use` on the UIKit class `type`: a class member (`UIColor.colorFromHex`)
  /// or an instance member, returning a value when `returnsValue`.
  static func fixIt(
    _ use: MemberResolver.Use, on type: String, classMember: Bool, returnsValue: Bool,
    _ language: ScenarioLanguage
  ) -> ScenarioFixIt {
    let surface = UIKitSurface.shared
    let objcType = surface.type(named: type)?.objcName ?? type
    let swiftType = surface.type(named: type)?.swiftName ?? type
    // `[UIColor colorWithHexRGB:…]`, `UIImage.imageWithName(…)`: a class method whose name
    // starts with the class's noun makes an object of the class.
    let makesInstance = classMember && returnsValue && isFactory(use.baseName, of: objcType)
    switch language {
    case .objc:
      return .prelude(
        "@implementation \(objcType) (StandIns)\n"
          + objcBody(use, objcType, classMember, returnsValue, makesInstance) + "\n@end")
    case .swift:
      let body = swiftBody(use, swiftType, classMember, returnsValue, makesInstance)
        .split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
      return .prelude("extension \(swiftType) {\n" + body + "\n}")
    }
  }

  /// The hint's description of the stand-in.
  static func describe(
    _ use: MemberResolver.Use, on type: String, classMember: Bool, returnsValue: Bool
  ) -> String {
    let objcType = UIKitSurface.shared.type(named: type)?.objcName ?? type
    if case .property = use { return "a property that reads nil and ignores what is set" }
    if classMember && returnsValue && isFactory(use.baseName, of: objcType) {
      return "a class method that makes a plain `\(type)`"
    }
    return returnsValue
      ? "a method that does nothing and returns nil" : "a method that does nothing"
  }

  /// `colorWithHexRGB` of `UIColor`, `imageNamed…` of `UIImage`: the class's noun first.
  static func isFactory(_ name: String, of objcType: String) -> Bool {
    // `UIColor` → `color`, `UIBezierPath` → `bezierpath`: the name without its framework
    // prefix.
    let noun =
      objcType.count > 2 && objcType.prefix(2).allSatisfy(\.isUppercase)
      ? objcType.dropFirst(2) : Substring(objcType)
    return !noun.isEmpty && name.lowercased().hasPrefix(noun.lowercased())
  }

  private static func neutralObjC(_ objcType: String) -> String {
    objcType == "UIColor" ? "[UIColor clearColor]" : "[[\(objcType) alloc] init]"
  }

  private static func neutralSwift(_ swiftType: String) -> String {
    swiftType == "UIColor" ? "UIColor.clear" : "\(swiftType)()"
  }

  private static func objcBody(
    _ use: MemberResolver.Use, _ type: String, _ classMember: Bool, _ returnsValue: Bool,
    _ makesInstance: Bool
  ) -> String {
    let marker = classMember ? "+" : "-"
    switch use {
    case .property(let name):
      let setter = "set" + name.prefix(1).uppercased() + name.dropFirst()
      return "\(marker) (id)\(name) { return nil; }\n\(marker) (void)\(setter):(id)value {}"
    case .message(let pieces, let hasArguments):
      let selector =
        hasArguments
        ? pieces.enumerated().map { "\($1):(id)a\($0)" }.joined(separator: " ")
        : pieces.joined()
      if makesInstance {
        return "\(marker) (\(type) *)\(selector) { return \(neutralObjC(type)); }"
      }
      return returnsValue
        ? "\(marker) (id)\(selector) { return nil; }" : "\(marker) (void)\(selector) {}"
    case .swiftCall(let name, _, _):
      return "\(marker) (void)\(name) {}"
    }
  }

  private static func swiftBody(
    _ use: MemberResolver.Use, _ type: String, _ classMember: Bool, _ returnsValue: Bool,
    _ makesInstance: Bool
  ) -> String {
    let prefix = classMember ? "static " : ""
    switch use {
    case .property(let name):
      return "\(prefix)var \(name): Any? {\n  get { nil }\n  set {}\n}"
    case .swiftCall(let name, let labels, _):
      let parameters = labels.enumerated().map { index, label in
        "\(label ?? "_") a\(index): Any?"
      }.joined(separator: ", ")
      if makesInstance {
        return "\(prefix)func \(name)(\(parameters)) -> \(type) { \(neutralSwift(type)) }"
      }
      return returnsValue
        ? "\(prefix)func \(name)(\(parameters)) -> Any? { nil }"
        : "\(prefix)func \(name)(\(parameters)) {}"
    case .message(let pieces, _):
      return "\(prefix)func \(pieces.first ?? "")() {}"
    }
  }

  /// The diagnostic for `use` on `type`, at `location`.
  /// `described` names the receiver as the code wrote it (`self`), when it is not the type.
  func diagnostic(
    _ use: MemberResolver.Use, on type: String, described: String? = nil, classMember: Bool,
    at location: SourceLocation, _ language: ScenarioLanguage
  ) -> ScenarioDiagnostic {
    let value = returnsValue(at: location)
    let owner = described ?? (classMember ? "the class `\(type)`" : "`\(type)`")
    var diagnostic = ScenarioDiagnostic(
      id: .scenarioUndeclared, severity: .error,
      message:
        "`\(use.written)` is not declared in this snippet: \(owner) has no such member, and "
        + "UIKit declares none",
      line: location.line, column: location.column,
      hint:
        "it is the project's own \(language == .objc ? "category" : "extension") of `\(type)`; "
        + "declare it as the project does, or let `lessons fix` declare a stand-in in the "
        + "block's hidden prelude: "
        + Self.describe(use, on: type, classMember: classMember, returnsValue: value))
    diagnostic.fixIts = [
      Self.fixIt(use, on: type, classMember: classMember, returnsValue: value, language)
    ]
    return diagnostic
  }
}

extension MemberResolver.Use {
  /// A method call or message, not a property.
  var isCall: Bool {
    if case .property = self { return false }
    return true
  }
}
