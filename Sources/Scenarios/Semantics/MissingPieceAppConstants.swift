/// The app's own constants and object-like macros that an excerpt uses but leaves in another
/// file (a prefix header, `Constants.h`, `Constants.swift`): `kPinkColor`, `kHeightScale`,
/// `SEGMENT_HEIGHT`, `IWWIDTH`.
///
/// A name spelled as such a constant (`k` and a capital, or all capitals) that no declaration,
/// UIKit, Foundation or C explains is one of them. Read as an unknown name it would be "cannot
/// find in scope", and read as a class (what a capitalised name is otherwise) it would take part
/// in arithmetic as a class, silently. Each is named here once, as `scenario.undeclared`, with
/// a fix-it that declares it in the block's hidden prelude with the type its uses need: a
/// number where it is computed with or passed as one, the property's type where it is assigned
/// to one (`barTintColor = kPinkColor` is a `UIColor`). Its value is the project's, which the
/// excerpt does not show: the stand-in's is the neutral one, and for a number the operation's
/// identity where the code multiplies or divides by it (`40 * kHeightScale` keeps 40; 0 would
/// make the frame empty and a division by it fail), else 0.
struct MissingPieceAppConstants {
  struct Constant {
    var name: String
    /// The Objective-C spelling of the type its uses need (`CGFloat`, `UIColor`, `NSString`).
    var type: String
    var location: SourceLocation
    /// Multiplied or divided by: the stand-in is 1.
    var scales: Bool
    /// A string constant spelled like an enumeration's (`XYZDidLoginNotification`): its
    /// stand-in is its own name, so two such names stay two notifications or keys.
    var namesItself = false
    /// Called with this many arguments (`kColor(209, 27, 33, 1)`): a function-like macro
    /// (Objective-C) or a function (Swift) giving the value, nil for a constant.
    var arity: Int?
  }

  private(set) var constants: [Constant] = []
  private var locations: [String: [SourceLocation]] = [:]
  let language: ScenarioLanguage

  init(_ program: Program, _ language: ScenarioLanguage) {
    self.language = language
    // The same names and bodies as the header macros' pass (ObjCMacroCalls).
    let declared = ObjCMacroCalls.declaredNames(program, language)
    let bodies = ObjCMacroCalls.codeBodies(program)
    var types: [String: [String]] = [:]
    var scales: Set<String> = []
    var order: [String] = []
    var uses: [String: [SourceLocation]] = [:]
    // `DPHomeBodySelectedItemsViewNotification`: an Objective-C constant spelled like an
    // enumeration's (MissingPieceConstants) is a string constant when its uses need a string
    // (a notification name, a key); decided after the walk.
    var enumSpelled: Set<String> = []
    // The spellings first: most names are spelled like neither, and `isKnown` is the costly
    // test, asked once per name.
    var knownNames: [String: Bool] = [:]
    // `kColor(209, 27, 33, 1)`: an app-constant name called, with how many arguments.
    var arities: [String: Int] = [:]
    func candidate(_ expression: Expr) -> String? {
      // `UIColor *color = kColor(209, 27, 33, 1)`: a function-like macro of the header (C11
      // 6.10.3), typed by where its value goes as a constant is.
      if case .call(let callee, let arguments) = expression.kind,
        case .name(let name) = callee.kind, !declared.contains(name),
        Self.isAppConstantSpelling(name), arguments.allSatisfy({ $0.label == nil })
      {
        let known = knownNames[name] ?? Self.isKnown(name, language)
        knownNames[name] = known
        guard !known else { return nil }
        arities[name] = arguments.count
        return name
      }
      // Either spelling starts with `k` or a capital.
      guard case .name(let name) = expression.kind, let first = name.first,
        first == "k" || first.isUppercase
      else { return nil }
      let appSpelled = Self.isAppConstantSpelling(name)
      guard appSpelled || MissingPieceConstants.isConstantSpelling(name),
        !declared.contains(name)
      else { return nil }
      let known = knownNames[name] ?? Self.isKnown(name, language)
      knownNames[name] = known
      guard !known else { return nil }
      if appSpelled { return name }
      enumSpelled.insert(name)
      return name
    }
    func note(_ name: String, _ location: SourceLocation, _ type: String?) {
      // A name used both as a constant and called is a macro whichever use came first.
      if uses[name] == nil { order.append(name) }
      uses[name, default: []].append(location)
      if let type { types[name, default: []].append(type) }
    }
    // Assigned to a property, or the initial value of a typed declaration: that type.
    func visitStatements(_ statements: [Stmt]) {
      for statement in statements {
        switch statement.kind {
        case .assignment(let target, let value):
          if let name = candidate(value) {
            note(name, Self.nameLocation(value), Self.propertyType(of: target, language))
          }
        case .declaration(let declaration):
          if let value = declaration.initialValue, let name = candidate(value) {
            note(name, Self.nameLocation(value), declaration.typeName)
          }
        default: break
        }
        for body in UndeclaredTypes.bodies(of: statement) { visitStatements(body) }
      }
    }
    for body in bodies { visitStatements(body) }
    for expression in bodies.flatMap({ Stmt.expressions(in: $0) }) {
      expression.walk { node, parent in
        if case .closure(let closure) = node.kind { visitStatements(closure.body) }
        guard let name = candidate(node), let parent else { return }
        let nodeLocation = Self.nameLocation(node)
        switch parent.kind {
        // `WS(weakSelf)`, `[KEY_WINDOW addSubview:v]`, `SCREEN.size`: a function-like macro,
        // a receiver or a base, whose type its use does not tell.
        case .call(let callee, _) where callee == node: return
        case .message(let receiver, _) where receiver == node: return
        case .member(let base, _) where base == node: return
        case .binary(let op, _, _):
          if ["*", "/", "%"].contains(op) { scales.insert(name) }
          let arithmetic = ["*", "/", "%", "+", "-", "<", ">", "<=", ">=", "==", "!="]
          note(name, nodeLocation, arithmetic.contains(op) ? "CGFloat" : nil)
        case .call(let callee, let arguments):
          // `CGRectMake(0, kTop, w, h)`, `CGRect(x: 0, y: kTop, …)`: a number;
          // `instantiateViewController(withIdentifier: kMeVCID)`: UIKit's parameter, a string.
          let index = arguments.firstIndex { $0.value == node }
          note(
            name, nodeLocation,
            Self.argumentType(callee, index)
              ?? index.flatMap { Self.parameterType(callee, arguments.map(\.label), $0) })
        case .message(_, let parts):
          let index = parts.compactMap(\.argument).firstIndex(of: node)
          let selector = parts.map { $0.piece + ":" }.joined()
          note(name, nodeLocation, index.flatMap { Self.parameterType(selector, $0) })
        case .assign(let target, let value) where value == node:
          note(name, nodeLocation, Self.propertyType(of: target, language))
        default:
          note(name, nodeLocation, nil)
        }
      }
    }
    // Objective-C: only an object (a string, a colour: `backgroundColor = MSRandomColor`; its
    // numbers are MissingPieceConstants'); Swift, which has no such enumerations (a case is
    // written `.top`): a value its uses type, `YYScreenWidth - 64`.
    for name in enumSpelled {
      let keep =
        language == .objc
        ? !Self.isNumber(Self.settle(types[name] ?? [])) : !(types[name] ?? []).isEmpty
      if !keep {
        order.removeAll { $0 == name }
        uses[name] = nil
      }
    }
    locations = uses
    for name in order {
      let type = Self.settle(types[name] ?? [])
      let first = uses[name]!.min { ($0.line, $0.column) < ($1.line, $1.column) }!
      constants.append(
        Constant(
          name: name, type: type, location: first,
          scales: scales.contains(name) && Self.isNumber(type),
          namesItself: enumSpelled.contains(name), arity: arities[name]))
    }
  }

  /// Where a use's name is written: a called macro's name, not its arguments.
  static func nameLocation(_ expression: Expr) -> SourceLocation {
    if case .call(let callee, _) = expression.kind { return callee.location }
    return expression.location
  }

  /// `kPinkColor`, `kTopBarHeight` (`k` then a capital), `SEGMENT_HEIGHT`, `IWWIDTH` (all
  /// capitals, at least three characters: two-letter ones are more often function-like macros).
  static func isAppConstantSpelling(_ name: String) -> Bool {
    let characters = Array(name)
    if characters.count >= 3, characters[0] == "k", characters[1].isUppercase,
      characters.contains(where: \.isLowercase)
    {
      return true
    }
    // `kcWholeBackColor`, `kcDefaultChartName`: `k` and a one-letter prefix of the project's.
    if characters.count >= 4, characters[0] == "k", characters[1].isLowercase,
      characters[2].isUppercase, characters.dropFirst(3).contains(where: \.isLowercase)
    {
      return true
    }
    return characters.count >= 3 && characters[0].isUppercase
      && characters.allSatisfy { $0.isUppercase || $0.isNumber || $0 == "_" }
      && characters.contains(where: \.isLetter)
  }

  /// What UIKit, Foundation, C or the model's built-ins already name.
  static func isKnown(_ name: String, _ language: ScenarioLanguage) -> Bool {
    if ["YES", "NO", "NULL", "TRUE", "FALSE", "NAN", "INFINITY"].contains(name) { return true }
    if Builtins.constant(name, language) != nil || Builtins.unsupportedClass(name) != nil {
      return true
    }
    if UIKitClasses.isInert(name) || UIKitClasses.isInertGlobal(name) { return true }
    if Builtins.objcFunctions.contains(name) || Builtins.rectFunctions.contains(name) {
      return true
    }
    if Builtins.globalNames(language).contains(name) { return true }
    let surface = UIKitSurface.shared
    return surface.type(named: name) != nil || surface.global(objc: name) != nil
  }

  /// The type of the property `target` names (`bar.barTintColor` is a `UIColor`), from the
  /// first UIKit class that declares a property of that name.
  static func propertyType(of target: Expr, _ language: ScenarioLanguage) -> String? {
    guard case .member(_, let property) = target.kind else { return nil }
    return propertyTypes[property]
  }

  /// Each property name (Swift or Objective-C spelling) to the type of the first UIKit
  /// property of that name in `searchOrder`, made once: the same answer as scanning the
  /// types' members in that order, which every property expression of every scenario asked
  /// for (`UndeclaredTypes.expectedType(of:)`), computing `objcBaseName` for each member
  /// (steps' profile, round 38: 258 M instructions of a cold build).
  static let propertyTypes: [String: String] = {
    var types: [String: String] = [:]
    for type in searchOrder {
      for member in type.members where member.kind == .property {
        // The first member of the first type that has either spelling wins, as in a scan.
        if types[member.swiftBaseName] == nil { types[member.swiftBaseName] = member.objcType }
        let objc = member.objcBaseName
        if types[objc] == nil { types[objc] = member.objcType }
      }
    }
    return types
  }()

  /// UIKit's own types first (`backgroundColor` is a view's `UIColor` before a layer's
  /// `CGColorRef`), then the rest, each by name.
  static let searchOrder: [SurfaceType] = UIKitSurface.shared.types.values.sorted {
    ($0.objcName.hasPrefix("UI") ? 0 : 1, $0.objcName) < (
      $1.objcName.hasPrefix("UI") ? 0 : 1, $1.objcName
    )
  }

  /// The parameter type of the `index`th argument of the first UIKit method with `selector`.
  static func parameterType(_ selector: String, _ index: Int) -> String? {
    for type in searchOrder {
      if let member = type.members.first(where: { $0.objcName == selector }),
        index < member.objcParameterTypes.count
      {
        return member.objcParameterTypes[index]
      }
    }
    // `[view setBackgroundColor:kWholeBackColor]`: a property's setter takes its type.
    let pieces = selector.split(separator: ":")
    if index == 0, pieces.count == 1, let property = MemberResolver.setterName(String(pieces[0])) {
      for type in searchOrder {
        if let member = type.members.first(where: {
          $0.kind == .property && $0.objcBaseName == property
        }) {
          return member.objcType
        }
      }
    }
    return nil
  }

  /// The Objective-C parameter type of the `index`th argument of the first UIKit method a
  /// Swift call names (`instantiateViewController(withIdentifier:)` takes an `NSString *`).
  static func parameterType(_ callee: Expr, _ labels: [String?], _ index: Int) -> String? {
    guard case .member(_, let method) = callee.kind else { return nil }
    let swiftName = method + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    for type in searchOrder {
      if let member = type.members.first(where: { $0.swiftName == swiftName }),
        index < member.objcParameterTypes.count
      {
        return member.objcParameterTypes[index]
      }
    }
    return nil
  }

  /// C's geometry functions and Swift's geometry initializers take numbers; so does every
  /// math function.
  static func argumentType(_ callee: Expr, _ index: Int?) -> String? {
    guard case .name(let function) = callee.kind else { return nil }
    let numeric = [
      "CGRectMake", "CGSizeMake", "CGPointMake", "UIEdgeInsetsMake", "CGRect", "CGSize",
      "CGPoint", "UIEdgeInsets", "MIN", "MAX", "ABS", "min", "max", "abs", "floor", "ceil",
      "round", "fabs", "fmax", "fmin", "sqrt", "CGFloat", "Double", "Float", "Int",
    ]
    return numeric.contains(function) || Builtins.isMathFunction(function) ? "CGFloat" : nil
  }

  /// One type from the types its uses need: the first object type, else a number.
  static func settle(_ types: [String]) -> String {
    let plain = types.map { $0.filter { $0 != "*" && $0 != " " && $0 != "?" && $0 != "!" } }
    if let object = plain.first(where: { !isNumber($0) && !$0.isEmpty && $0 != "id" }) {
      return UIKitSurface.shared.type(named: object)?.objcName ?? object
    }
    return "CGFloat"
  }

  static func isNumber(_ type: String) -> Bool {
    KnownTypes.scalars.contains(type)
      || ["CGFloat", "NSTimeInterval", "TimeInterval"].contains(type)
  }

  /// The stand-in's value and declaration in the scenario's language.
  func standIn(_ constant: Constant) -> (value: String, declaration: String) {
    if let arity = constant.arity {
      var plain = constant
      plain.arity = nil
      var value = standIn(plain).value
      let parameters = (0..<arity).map { "a\($0)" }
      if language == .objc {
        // `kAdapt(20)` where a number is needed: its argument, as the header macros' pass
        // stands in such a macro (ObjCMacroCalls.standIn), not 0.
        if Self.isNumber(constant.type) {
          value = ObjCMacroCalls.standIn(constant.type, arity: arity)
        }
        return (value, "#define \(constant.name)(\(parameters.joined(separator: ", "))) \(value)")
      }
      let type =
        Self.isNumber(constant.type)
        ? "CGFloat" : UIKitSurface.shared.type(named: constant.type)?.swiftName ?? constant.type
      let swiftParameters = parameters.map { "_ \($0): Any" }.joined(separator: ", ")
      let swiftValue = value == "nil as Any?" ? "nil" : value
      let result = value == "nil as Any?" ? "Any?" : type
      return (
        value, "func \(constant.name)(\(swiftParameters)) -> \(result) { \(swiftValue) }"
      )
    }
    let name = constant.name
    let type = constant.type
    if Self.isNumber(type) {
      let value = constant.scales ? "1" : "0"
      return language == .objc
        ? (value, "static const CGFloat \(name) = \(value); // the project's value is not known")
        : (value, "let \(name): CGFloat = \(value) // the project's value is not known")
    }
    if type == "NSString", constant.namesItself {
      return language == .objc
        ? ("@\"\(name)\"", "#define \(name) @\"\(name)\"")
        : ("\"\(name)\"", "let \(name) = \"\(name)\"")
    }
    let objc: String
    let swift: String
    switch type {
    case "UIColor": (objc, swift) = ("[UIColor clearColor]", "UIColor.clear")
    case "NSString": (objc, swift) = ("@\"\"", "\"\"")
    case "UIFont": (objc, swift) = ("[UIFont systemFontOfSize:17]", "UIFont.systemFont(ofSize: 17)")
    case "BOOL", "Bool": (objc, swift) = ("NO", "false")
    case "CGRect": (objc, swift) = ("CGRectZero", "CGRect.zero")
    case "CGSize": (objc, swift) = ("CGSizeZero", "CGSize.zero")
    case "CGPoint": (objc, swift) = ("CGPointZero", "CGPoint.zero")
    default: (objc, swift) = ("nil", "nil as Any?")
    }
    return language == .objc
      ? (objc, "#define \(name) \(objc)")
      : (swift, "let \(name) = \(swift)")
  }

  /// `a number`, `` `UIColor *` ``, `` `CGRect` ``.
  static func spelled(_ type: String) -> String {
    if isNumber(type) { return "a number" }
    let isObject = UIKitSurface.shared.type(named: type).map { $0.kind == .class } ?? true
    return "`\(type)\(isObject && type != "BOOL" ? " *" : "")`"
  }

  /// One error per constant, at its first use, each with its stand-in.
  var diagnostics: [ScenarioDiagnostic] {
    constants.map { constant in
      let (value, declaration) = standIn(constant)
      let what =
        constant.arity == nil
        ? "a constant of the project's headers"
        : language == .objc
          ? "a function-like macro of the project's headers" : "a function of the project's"
      let given =
        constant.arity == nil
        ? "as `\(value)`"
        : value == "(a0)"
          ? "giving \(ObjCMacroCalls.firstArgument)" : "giving `\(value)` for any arguments"
      var diagnostic = ScenarioDiagnostic(
        id: .scenarioUndeclared, severity: .error,
        message: "`\(constant.name)` is \(what), not in this snippet",
        line: constant.location.line, column: constant.location.column,
        hint:
          "the code uses \(constant.arity == nil ? "it" : "its value") as \(Self.spelled(constant.type)); declare it as the project does, or let `lessons fix` declare it in the block's "
          + "hidden prelude \(given) (its real value is the project's)")
      diagnostic.fixIts = [.prelude(declaration)]
      return diagnostic
    }
  }

  /// `line:column` of every use of a missing constant.
  var covered: Set<String> {
    Set(locations.values.flatMap { $0.map(MissingPieceHeader.key) })
  }
}
