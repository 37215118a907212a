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
  /// Where a member's value is the receiver of another member (`view.snp` in
  /// `view.snp.makeConstraints { … }`, `subscribe(onNext:)` in `….subscribe(onNext: f)
  /// .disposed(by: bag)`), as `line:column` of the member's name.
  private(set) var receiverUses: Set<String> = []

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
          if case .member(let base, _) = node.kind { self.noteReceiver(base) }
          if case .message(let receiver, _) = node.kind { self.noteReceiver(receiver) }
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

  /// Notes `base`, the receiver of a member, when it is itself a member's value.
  private mutating func noteReceiver(_ base: Expr) {
    switch base.kind {
    case .member: receiverUses.insert(Self.key(base.location))
    case .call(let callee, _):
      if case .member = callee.kind { receiverUses.insert(Self.key(callee.location)) }
    case .message(_, let parts):
      if let first = parts.first { receiverUses.insert(Self.key(first.location)) }
    default: break
    }
  }

  /// True when the value of the member at `location` is sent a member of its own
  /// (`view.snp` in `view.snp.makeConstraints { … }`).
  func isReceiver(at location: SourceLocation) -> Bool {
    receiverUses.contains(Self.key(location))
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

  /// True when `written` (`initWithStyle:`, `TVC(style:)`) is an initializer that the nearest
  /// UIKit class `className` inherits from declares, below `UIViewController`
  /// (`UITableViewController`'s `initWithStyle:`, `UICollectionViewController`'s
  /// `initWithCollectionViewLayout:`): a class the snippet or a stand-in declares as such a
  /// subclass is made by it, as UIKit's subclass would be.
  static func isAncestorInitializer(
    _ written: String, of className: String, _ program: Program, _ language: ScenarioLanguage
  ) -> Bool {
    guard let ancestor = uikitAncestor(of: className, program), ancestor != "UIViewController"
    else { return false }
    let name: String
    if language == .swift, written.hasPrefix(className + "(") {
      name = "init" + written.dropFirst(className.count)
    } else {
      name = written
    }
    return UIKitSurface.shared.members(named: name, in: ancestor, language: language).contains {
      $0.member.kind == .initializer && !$0.isRenamedSpelling
    }
  }

  /// True when a value of the member's use at `location` is used (not a statement alone).
  func returnsValue(at location: SourceLocation) -> Bool {
    !statementUses.contains(Self.key(location))
  }

  /// True when `written` is a name of the project's own rather than a misspelling of
  /// `suggestion` (the closest real or declared name): it extends it (`addChildVC` beside
  /// `addChild`), or it has other words (`presentLoginController` beside
  /// `presentedViewController`, `setDrawerState` beside `setEditing`). A misspelling keeps its
  /// words, each at most a letter or two off (`addChlid`, `didMoveToParentViewControler`,
  /// `removeFromSuperView`), and keeps its did-you-mean; a helper of the project gets a
  /// stand-in, which a did-you-mean would only mislead about.
  static func isHelperName(_ written: String, suggestion: String?) -> Bool {
    guard let suggestion else { return true }
    let base = String(written.prefix { $0 != "(" && $0 != ":" })
    let real = String(suggestion.prefix { $0 != "(" && $0 != ":" })
    if base.count > real.count && base.hasPrefix(real) { return true }
    return !isMisspelling(base, of: real)
  }

  /// True when `written` spells `real` with a letter or two wrong in its words, or one of its
  /// words left out (`addChildController:` for `addChildViewController:`): every word written
  /// is one of the real name's, in order, within two edits (a third of a short word's letters).
  /// A word the real name does not have (`Login` in `presentLoginController`) is the project's.
  static func isMisspelling(_ written: String, of real: String) -> Bool {
    if written.lowercased() == real.lowercased() { return true }
    let writtenWords = words(of: written)
    let realWords = words(of: real)
    guard writtenWords.count <= realWords.count, writtenWords.count + 1 >= realWords.count
    else { return false }
    return matchesInOrder(writtenWords, realWords)
  }

  /// True when each of `written` matches a word of `real` in order, at most one real word
  /// skipped.
  private static func matchesInOrder(_ written: [String], _ real: [String]) -> Bool {
    var next = 0
    var skipped = 0
    for word in written {
      var matched = false
      while next < real.count {
        let other = real[next]
        next += 1
        if Suggestion.editDistance(Array(word), Array(other)) <= min(2, max(1, other.count / 3)) {
          matched = true
          break
        }
        skipped += 1
      }
      if !matched || skipped > 1 { return false }
    }
    return true
  }

  /// `ysm_viewController`, `HJ_x`, `sd_setImage`: a name with a short prefix and an underscore,
  /// the way a category keeps its members from clashing with its class's own (Apple's
  /// "Customizing Existing Classes": "add a prefix to the names of your category methods"),
  /// so a member of a category of the class, not a property its header left out.
  static func isPrefixedCategoryName(_ name: String) -> Bool {
    guard let underscore = name.firstIndex(of: "_"), underscore != name.startIndex else {
      return false
    }
    let prefix = name[..<underscore]
    let rest = name[name.index(after: underscore)...]
    return (2...4).contains(prefix.count) && prefix.allSatisfy(\.isLetter)
      && (prefix.allSatisfy(\.isLowercase) || prefix.allSatisfy(\.isUppercase))
      && rest.first?.isLetter == true
  }

  /// `presentLoginController` → `present`, `login`, `controller`.
  static func words(of name: String) -> [String] {
    var words: [String] = []
    var current = ""
    for character in name {
      if character.isUppercase, !current.isEmpty, current.last?.isUppercase == false {
        words.append(current)
        current = ""
      }
      current.append(character)
    }
    if !current.isEmpty { words.append(current) }
    return words.map { $0.lowercased() }
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
    if !classMember, ["String", "NSString"].contains(type) {
      return stringFixIt(use, returnsValue, language)
    }
    // `view.sp_width` of a frame category: a number, as `ViewMemberStandIn` writes it.
    if !classMember, case .property = use, isGeometry(use, of: objcType) {
      return ViewMemberStandIn.fixIt(use, on: language == .swift ? swiftType : objcType, language)
    }
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

  /// The stand-in class of what `name` gives when the code sends it members of its own:
  /// `snp` → `SnpStandIn`, `subscribe` → `SubscribeStandIn`.
  static func chainClassName(_ name: String) -> String {
    let letters = name.filter { $0.isLetter || $0.isNumber }
    return letters.prefix(1).uppercased() + letters.dropFirst() + "StandIn"
  }

  /// Swift stand-ins for `use` on `type` whose value is sent members of its own
  /// (`view.snp.makeConstraints { … }`, `imageView.kf.setImage(with: url)`,
  /// `button.rx.tap.subscribe(onNext: f).disposed(by: bag)`): the property reads, or the method
  /// returns, an object of a stand-in class (`SnpStandIn`), whose members the next `lessons
  /// fix` stands in on that class as on any class of the snippet's. What it does is the
  /// project's or the pod's: the object does nothing but answer. Nil for a string's member and
  /// a view's geometry (a string, a number) and a message.
  static func chainFixIts(
    _ use: MemberResolver.Use, on type: String, classMember: Bool
  ) -> [ScenarioFixIt]? {
    if ["String", "NSString"].contains(type) { return nil }
    let swiftType = UIKitSurface.shared.type(named: type)?.swiftName ?? type
    let objcType = UIKitSurface.shared.type(named: type)?.objcName ?? type
    if case .property = use, isGeometry(use, of: objcType) { return nil }
    let prefix = classMember ? "static " : ""
    let chain = chainClassName(use.baseName)
    let member: String
    switch use {
    case .property(let name):
      member = "\(prefix)var \(name): \(chain) {\n  get { \(chain)() }\n  set {}\n}"
    case .swiftCall(let name, let labels, _):
      let parameters = labels.enumerated().map { index, label in
        "\(label ?? "_") a\(index): Any?"
      }.joined(separator: ", ")
      member = "\(prefix)func \(name)(\(parameters)) -> \(chain) { \(chain)() }"
    case .message:
      return nil
    }
    let body = member.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
    return [
      .prelude("extension \(swiftType) {\n" + body + "\n}"),
      .prelude("class \(chain): NSObject {}"),
    ]
  }

  /// `"home_title".localized`, `[@"home_title" localized]`: the project's extension of
  /// `String` (category of `NSString`), whose member the code uses as a string. The stand-in
  /// gives the string itself (a localization, a trim and a format of text the model never
  /// shows all keep a string a string), or does nothing when its result is not used.
  private static func stringFixIt(
    _ use: MemberResolver.Use, _ returnsValue: Bool, _ language: ScenarioLanguage
  ) -> ScenarioFixIt {
    switch (use, language) {
    case (.property(let name), .swift):
      return .prelude("extension String {\n  var \(name): String { self }\n}")
    case (.property(let name), .objc):
      return .prelude(
        "@implementation NSString (StandIns)\n- (NSString *)\(name) { return self; }\n@end")
    case (.swiftCall(let name, let labels, _), _):
      let parameters = labels.enumerated().map { index, label in
        "\(label ?? "_") a\(index): Any?"
      }.joined(separator: ", ")
      let body =
        returnsValue
        ? "func \(name)(\(parameters)) -> String { self }" : "func \(name)(\(parameters)) {}"
      return .prelude("extension String {\n  \(body)\n}")
    case (.message(let pieces, let hasArguments), _):
      let selector =
        hasArguments
        ? pieces.enumerated().map { "\($1):(id)a\($0)" }.joined(separator: " ")
        : pieces.joined()
      let body =
        returnsValue
        ? "- (NSString *)\(selector) { return self; }" : "- (void)\(selector) {}"
      return .prelude("@implementation NSString (StandIns)\n\(body)\n@end")
    }
  }

  /// The hint's description of the stand-in.
  static func describe(
    _ use: MemberResolver.Use, on type: String, classMember: Bool, returnsValue: Bool
  ) -> String {
    if !classMember, ["String", "NSString"].contains(type) {
      if case .property = use { return "a property that reads the string itself" }
      return returnsValue ? "a method that returns the string itself" : "a method that does nothing"
    }
    let objcType = UIKitSurface.shared.type(named: type)?.objcName ?? type
    if case .property = use {
      return !classMember && isGeometry(use, of: objcType)
        ? "a number property that reads 0 and ignores what is set"
        : "a property that reads nil and ignores what is set"
    }
    if classMember && returnsValue && isFactory(use.baseName, of: objcType) {
      return "a class method that makes a plain `\(type)`"
    }
    return returnsValue
      ? "a method that does nothing and returns nil" : "a method that does nothing"
  }

  /// A frame category's geometry property (`width`, `sp_height`) of a view class.
  private static func isGeometry(_ use: MemberResolver.Use, of objcType: String) -> Bool {
    guard case .property(let name) = use, ViewMemberStandIn.isGeometry(name) else { return false }
    return objcType == "UIView" || UIKitSurface.shared.isClass(objcType, kindOf: "UIView")
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

  /// The stand-in extensions (categories) of one class, one per member each diagnostic found,
  /// written as one block: the first diagnostic's fix-it declares every member, the others'
  /// declare nothing more (`lessons fix` writes each prelude once).
  static func mergingStandIns(_ diagnostics: [ScenarioDiagnostic]) -> [ScenarioDiagnostic] {
    var result = diagnostics
    var firstOfClass: [String: (index: Int, fixIt: Int)] = [:]
    for index in result.indices {
      for fixIt in result[index].fixIts.indices {
        let text = result[index].fixIts[fixIt].replacement
        guard result[index].fixIts[fixIt].isPrelude, let (head, body, tail) = Self.parts(text)
        else { continue }
        if let (host, hostFixIt) = firstOfClass[head] {
          guard let existing = Self.parts(result[host].fixIts[hostFixIt].replacement) else {
            continue
          }
          // A member already declared (the same body) is not declared twice.
          let known = existing.body.joined(separator: "\n")
          let lines =
            known.contains(body.joined(separator: "\n")) ? existing.body : existing.body + body
          result[host].fixIts[hostFixIt].replacement =
            ([head] + lines + [tail]).joined(separator: "\n")
          result[index].fixIts[fixIt].replacement = ""
        } else {
          firstOfClass[head] = (index, fixIt)
        }
      }
      result[index].fixIts.removeAll { $0.isPrelude && $0.replacement.isEmpty }
    }
    return result
  }

  /// `extension UIView {`, its member lines, `}`; or `@implementation UIView (StandIns)`, …,
  /// `@end`: a stand-in this type writes, else nil.
  private static func parts(_ text: String) -> (head: String, body: [String], tail: String)? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard lines.count >= 2, let head = lines.first, let tail = lines.last,
      (head.hasPrefix("extension ") && head.hasSuffix(" {") && tail == "}")
        || (head.hasPrefix("@implementation ") && head.hasSuffix(" (StandIns)")
          && tail == "@end")
    else { return nil }
    return (head, Array(lines.dropFirst().dropLast()), tail)
  }

  /// The diagnostic for `use` on `type`, at `location`.
  /// `described` names the receiver as the code wrote it (`self`), when it is not the type.
  func diagnostic(
    _ use: MemberResolver.Use, on type: String, described: String? = nil, classMember: Bool,
    at location: SourceLocation, _ language: ScenarioLanguage
  ) -> ScenarioDiagnostic {
    let value = returnsValue(at: location)
    let owner = described ?? (classMember ? "the class `\(type)`" : "`\(type)`")
    // A value whose class the code does not show (an `id` the project's own property or
    // method returned): every object answers a category method of `NSObject`.
    let whose =
      type == "NSObject"
      ? "it is a method of the project's own class of that object"
      : "it is the project's own \(language == .objc ? "category" : "extension") of `\(type)`"
    var diagnostic = ScenarioDiagnostic(
      id: .scenarioUndeclared, severity: .error,
      message:
        "`\(use.written)` is not declared in this snippet: \(owner) has no such member, and "
        + "UIKit declares none",
      line: location.line, column: location.column,
      hint:
        whose + "; declare it as the project does, or let `lessons fix` declare a stand-in in the "
        + "block's hidden prelude: "
        + Self.describe(use, on: type, classMember: classMember, returnsValue: value))
    // `make.edges.insets(…)` in Objective-C: a property whose value is a block, called. The
    // subset has no stand-in for a block-returning property, so the error is left without a
    // fix-it rather than with one that does not parse.
    if language == .objc, case .swiftCall = use {
      diagnostic.hint =
        "it is the project's own category of `\(type)`: a property whose value is a block, "
        + "called with `(…)`; declare it as the project does, or leave the call out of the excerpt"
      return diagnostic
    }
    // `view.snp.makeConstraints { … }`, `button.rx.tap`: a Swift value that is sent members
    // of its own is an object of a stand-in class, whose members are stood in in turn.
    if language == .swift, value, isReceiver(at: location),
      let chain = Self.chainFixIts(use, on: type, classMember: classMember)
    {
      diagnostic.hint =
        whose + "; declare it as the project does, or let `lessons fix` declare a stand-in in the "
        + "block's hidden prelude: "
        + (use.isCall
          ? "a method that does nothing and returns an object of a stand-in class"
          : "a property that reads an object of a stand-in class and ignores what is set")
        + ", whose members are stood in in turn"
      diagnostic.fixIts = chain
      return diagnostic
    }
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
