/// What an excerpt leaves out, named before anything runs.
///
/// Code cut from a project uses the project's other classes (`DemoNaviViewController`,
/// `BottomSheetViewController(frame:)`, `[MFSideMenuContainerViewController container…]`).
/// A capitalised name the snippet never declares and UIKit does not have is one of them. Used
/// only as a plain view controller (`FirstViewController()`, then UIKit's members), it stands
/// in as an empty `UIViewController` subclass, as DESIGN.md section 4 has always allowed. Any
/// other use is reported here as `scenario.undeclared` ("`X` is not declared in this
/// snippet") with a fix-it that declares a stand-in in the block's hidden prelude: a subclass
/// of the UIKit class that has the most of what the code sends it (`initWithRootViewController:`
/// makes it a `UINavigationController`), with empty declarations of the rest, so nothing the
/// excerpt lacks is guessed at silently and the stand-in is there to read and edit.
struct UndeclaredTypes {
  /// One undeclared type, what the code does with it, and the stand-in that would declare it.
  struct Finding {
    var name: String
    var location: SourceLocation
    var superclass: String
    /// Members no candidate superclass has: declared, empty, in the stand-in.
    var missing: [Member]
    /// The member that decided the superclass, for the message.
    var reason: String?
    var standIn: String
    /// The protocol the stand-in adopts: an object set as a `dataSource` or `delegate`
    /// (`UndeclaredTypes+Protocols`).
    var adopted: String?
    /// A function returning a value of the type in `superclass` (`UndeclaredTypes+ValueUses`).
    var isFunction = false
    /// The lines where the code uses the stand-in's members.
    var memberLines: Set<Int> = []
    /// The controller class whose root view the code casts to this type (`view as! HomeView`).
    var rootViewOf: String?
    /// An enumeration's cases, in the order the code first uses them (`UndeclaredTypes+Enums`).
    var enumCases: [String] = []
    /// Used only as a plain view controller (`MoviesViewController()`, then UIKit's members):
    /// it runs as an empty `UIViewController` subclass, as DESIGN.md section 4 allows, and is
    /// named by a note, never silently. The note has no fix-it: the run is already what the
    /// empty subclass gives, and `lessons fix` leaves a tutorial's implicit classes as written.
    var runsAsPlainController = false
  }

  /// A member used on the type: an initializer, a class member, or an instance member.
  struct Member: Hashable {
    enum Kind: Hashable { case initializer, classMember, classProperty, instanceMember, property }
    var kind: Kind
    /// Swift: `init(frame:)`, `show(_:animated:)`, `title`; Objective-C: a selector.
    var name: String
    /// Swift argument labels (nil for `_`) or Objective-C selector pieces.
    var labels: [String?]
    /// The UIKit type of each argument written as one of UIKit's constants
    /// (`UITableViewStylePlain` is a `UITableViewStyle`), nil for the others: of two classes
    /// with an `initWithStyle:`, the one whose parameter takes that type.
    var argumentTypes: [String?] = []
  }

  let program: Program
  let language: ScenarioLanguage
  private var declared: Set<String> = []
  /// Every method, property and requirement name the snippet declares: a member of that
  /// name is the snippet's own (an `extension UIViewController` helper), on any receiver.
  private var ownMembers: Set<String> = []
  /// Every variable, parameter and property name: a value, never a type.
  var declaredValues: Set<String> = []
  /// The names of the methods the snippet declares (not variables).
  private var ownMethodNames: Set<String> = []
  /// Objective-C names sent `alloc` or `new` (`[[tabbarView alloc] initWithFrame:…]`, `[[TVC
  /// alloc] initWithStyle:…]`): only a class answers them, so one the snippet does not declare
  /// is a class whatever its case.
  private var allocatedNames: Set<String> = []
  /// The class the scenario runs in (`self=`).
  private var selfClass = ScenarioAttributes().selfClass
  /// The names the code makes objects of (`createdClassNames`).
  private var createdNames: Set<String> = []
  /// Names written where a type goes (`TVC *tvc`, `let panel: HUD`): a type whatever its case,
  /// where a name in capitals alone would otherwise read as the project's constant.
  private var typePositionNames: Set<String> = []
  /// Variables and properties whose declared or created type is an undeclared name.
  var variableTypes: [String: String] = [:]
  /// Arrays of an undeclared type (`var tabs: [TabController]`): what a subscript or a loop
  /// over them gives is one of it.
  var elementTypes: [String: String] = [:]
  /// The lines where each stand-in's members are used: the project's, whatever UIKit member
  /// shares a name (SwiftGen's `scene.instantiate()` is not UINib's `instantiate`).
  var memberLines: [String: Set<Int>] = [:]
  /// Leading-dot cases written where an undeclared type is expected (`UndeclaredTypes+Enums`).
  var implicitCases: [String: [String]] = [:]
  /// Undeclared classes the snippet extends (`extension MainTabBarController { … }`).
  var extensionTypes: Set<String> = []
  /// The value types the code needs of stand-in properties, by `Type.property`:
  /// `constraint.constant = pager.tabMenuHeight` needs a `CGFloat` (StandInWriter).
  var propertyValueTypes: [String: String] = [:]
  /// Where calls and messages stand alone as statements (MissingPieceCategories).
  private var statementUses: Set<String> = []
  /// Stand-in methods whose result the code uses, by `Type.member`, with what it needs:
  /// `UIViewController` when the result is used as a controller, else `Any`.
  var methodResults: [String: String] = [:]
  /// Variables initialized with a stand-in method's result, with that method's key.
  private var resultVariables: [String: String] = [:]
  /// Undeclared names called where a value of a known value type is expected
  /// (`child.view.frame = IGRect(…)`, `let size: CGSize = Size(…)`), with that type.
  var valueUses: [String: String] = [:]
  /// Undeclared types whose objects are set as a UIKit object's `dataSource` or `delegate`,
  /// with that property's protocol (`self.dataSource = pages`).
  var protocolUses: [String: (protocol: String, property: String)] = [:]
  /// The types of the code's variables, for the expected type of an assignment's target.
  var types: StaticTypes
  private var uses: [String: (location: SourceLocation, members: [Member])] = [:]
  private var order: [String] = []

  /// The `scenario.undeclared` diagnostics of `program`, in source order.
  static func diagnostics(_ program: Program, _ language: ScenarioLanguage)
    -> [ScenarioDiagnostic]
  {
    findings(program, language).map { $0.diagnostic(language) }
  }

  /// The classes the code creates (`X(…)`, `[[X alloc] init…]`, `[X new]`), declared or not.
  /// `calls: false` leaves out `X(…)`: only the receivers of `alloc` and `new`.
  static func createdClassNames(_ program: Program, calls: Bool = true) -> Set<String> {
    var names: Set<String> = []
    func visit(_ expression: Expr) {
      switch expression.kind {
      case .call(let callee, let arguments):
        // Any name, capitalised or not: Swift has no case rule for types, so
        // `bottomViewController()` makes one of a class so named (functions called here are
        // never compared with class names).
        if calls, case .name(let name) = callee.kind { names.insert(name) }
        visit(callee)
        for argument in arguments { visit(argument.value) }
      case .message(let receiver, let parts):
        if case .name(let name) = receiver.kind, ["alloc", "new"].contains(parts.first?.piece) {
          names.insert(name)
        }
        visit(receiver)
        for part in parts { if let argument = part.argument { visit(argument) } }
      case .member(let base, _): visit(base)
      case .closure(let closure): visit(closure.body)
      case .binary(_, let left, let right):
        visit(left)
        visit(right)
      case .unary(_, let operand), .typeCast(let operand, _, _), .increment(let operand, _, _):
        visit(operand)
      case .assign(let target, let value):
        visit(target)
        visit(value)
      case .array(let elements): for element in elements { visit(element) }
      case .dictionary(let entries):
        for entry in entries {
          visit(entry.key)
          visit(entry.value)
        }
      case .tuple(let elements):
        for element in elements { visit(element.value) }
      case .conditional(let test, let then, let otherwise):
        visit(test)
        visit(then)
        visit(otherwise)
      case .subscriptIndex(let base, let index):
        visit(base)
        visit(index)
      default: break
      }
    }
    func visit(_ statements: [Stmt]) {
      for statement in statements {
        switch statement.kind {
        case .expression(let expression): visit(expression)
        case .declaration(let declaration): if let value = declaration.initialValue { visit(value) }
        case .assignment(let target, let value):
          visit(target)
          visit(value)
        case .returnStatement(let value): if let value { visit(value) }
        case .ifElse(let conditions, _, _), .guardElse(let conditions, _),
          .whileLoop(let conditions, _):
          for case .test(let expression) in conditions { visit(expression) }
          for case .binding(_, let expression) in conditions { visit(expression) }
        case .forIn(_, let sequence, _): visit(sequence)
        case .switchCase(let subject, _): visit(subject)
        case .throwStatement(let value): visit(value)
        default: break
        }
        for body in bodies(of: statement) { visit(body) }
      }
    }
    let methods =
      program.methods + (program.classes + program.extensions).flatMap(\.methods)
      + program.structs.flatMap(\.staticMethods) + program.enums.flatMap(\.methods)
    visit(program.statements)
    visit(program.properties + (program.classes + program.extensions).flatMap(\.properties))
    for method in methods { visit(method.body) }
    return names
  }

  /// `selfClass`: the class the scenario runs in (`self=`), which the scenario makes by naming
  /// it: never a plain controller to name.
  static func findings(
    _ program: Program, _ language: ScenarioLanguage,
    selfClass: String = ScenarioAttributes().selfClass
  ) -> [Finding] {
    var finder = UndeclaredTypes(program: program, language: language)
    finder.declared = Self.declaredTypes(program)
    finder.selfClass = selfClass
    finder.createdNames = createdClassNames(program)
    finder.declaredValues = DeclaredNames(program, language).names
    let methods =
      program.methods + (program.classes + program.extensions).flatMap(\.methods)
      + program.structs.flatMap(\.staticMethods) + program.enums.flatMap(\.methods)
    finder.ownMembers = Set(methods.map(\.name)).union(program.declaredMethodNames)
      .union(program.protocolRequirements)
    finder.ownMethodNames = Set(methods.map(\.name))
    finder.statementUses = MissingPieceCategories(program).statementUses
    if language == .objc {
      // `[[self alloc] init]` in a class method: `self` is the class, not a name.
      // A capitalised name is a class already when it reads as one (`HomeViewController`);
      // one in capitals alone (`TVC`) only through `alloc`, `new` or a type position.
      finder.allocatedNames = createdClassNames(program, calls: false).filter {
        ($0.first?.isLowercase == true || !$0.contains(where: \.isLowercase))
          && $0 != "self" && $0 != "super"
      }
    }
    finder.typePositionNames = Self.typePositionNames(program).filter {
      $0.first?.isUppercase == true && !$0.contains(where: \.isLowercase) && $0.count > 1
    }
    finder.collect()
    let rootViews = language == .swift ? Self.rootViewCasts(program) : [:]
    return finder.order.compactMap { name in
      var finding = finder.finding(for: name)
      finding?.memberLines = finder.memberLines[name] ?? []
      // `view as! HomeView`: the scene's root view has the stand-in's class in the storyboard,
      // which the excerpt leaves out; its stand-in gives the root view (Interpreter+Storyboard).
      if let owner = rootViews[name], finding?.superclass == "UIView",
        finding?.runsAsPlainController == false
      {
        finding?.standIn += "\n" + Self.rootViewStandIn(owner: owner, view: name)
        finding?.rootViewOf = owner
      }
      return finding
    }
  }

  /// The name of a controller's stand-in for its scene's root view: the model's `loadView`
  /// for a storyboard controller uses what it returns (FIDELITY-SURFACE.md S1).
  static let rootViewStandInName = "storyboardView"

  /// `extension HomeViewController { func storyboardView() -> UIView { HomeView() } }`.
  static func rootViewStandIn(owner: String, view: String) -> String {
    [
      "extension \(owner) {",
      "  // The root view the storyboard gives this scene, of its custom class (the scene is not",
      "  // in this excerpt).",
      "  func \(rootViewStandInName)() -> UIView { \(view)() }",
      "}",
    ].joined(separator: "\n")
  }

  /// Classes whose code casts its own root view to a type (`view as! HomeView`,
  /// `self.view as? HomeView`): the type → the class.
  static func rootViewCasts(_ program: Program) -> [String: String] {
    var found: [String: String] = [:]
    for declaration in program.classes + program.extensions {
      let bodies = declaration.methods.map(\.body) + [declaration.properties]
      for expression in Stmt.expressions(in: bodies.flatMap { $0 }) {
        expression.walk { node, _ in
          guard case .typeCast(let value, let type, let cast) = node.kind, cast != .check else {
            return
          }
          switch value.kind {
          case .name("view"): break
          case .member(let base, "view") where base.kind == .name("self"): break
          default: return
          }
          found[plainTypeName(type), default: declaration.name] = declaration.name
        }
      }
    }
    return found
  }

  private init(program: Program, language: ScenarioLanguage) {
    self.program = program
    self.language = language
    self.types = StaticTypes(program, language)
  }

  private static func declaredTypes(_ program: Program) -> Set<String> {
    // Not `program.extensions`: `extension MainTabBarController { … }` extends a class, it
    // does not declare one (UndeclaredTypes+Enums).
    var names = Set(program.classes.map(\.name))
    names.formUnion(program.enums.map(\.name))
    names.formUnion(program.structs.map(\.name))
    names.formUnion(program.protocols)
    names.formUnion(program.typeAliases)
    names.formUnion(program.interfaceSuperclasses.keys)
    return names
  }

  /// True when `name` is a type the code may use without declaring it.
  private func isKnown(_ name: String) -> Bool {
    if declared.contains(name) || Self.languageTypes.contains(name) { return true }
    // SwiftUI's hosting controller and the views its root view is made of (FIDELITY A26).
    if name == Interpreter.hostingControllerClass || Interpreter.swiftUIViews.contains(name) {
      return true
    }
    if UIKitSurface.shared.type(named: name) != nil { return true }
    // `UIView.AnimationOptions` written whole reaches here as its last name: a nested type.
    if KnownTypes.others.contains(name) { return true }
    if Builtins.constant(name, language) != nil || Builtins.unsupportedClass(name) != nil {
      return true
    }
    return UIKitClasses.isInert(name)
  }

  /// The type names written in declarations (`TVC *tvc`, `var hud: HUD?`), parameters and
  /// casts, without pointers, optionals and generic arguments.
  static func typePositionNames(_ program: Program) -> Set<String> {
    var names: Set<String> = []
    func add(_ written: String?) {
      guard let written else { return }
      let plain = plainTypeName(written)
      if !plain.isEmpty { names.insert(plain) }
    }
    func visit(_ statements: [Stmt]) {
      for statement in statements {
        if case .declaration(let declaration) = statement.kind { add(declaration.typeName) }
        for body in bodies(of: statement) { visit(body) }
      }
    }
    let declarations = program.classes + program.extensions
    visit(program.statements)
    visit(program.properties + declarations.flatMap(\.properties))
    let methods = program.methods + declarations.flatMap(\.methods) + program.functions
    for method in methods {
      visit(method.body)
      for parameter in method.parameterTypes { add(parameter.name) }
    }
    return names
  }

  /// Swift's and C's own types, which no framework declares.
  static let languageTypes: Set<String> = [
    "Int", "Double", "Float", "Bool", "String", "Character", "Any", "AnyObject", "Void",
    "Array", "Dictionary", "Set", "Optional", "Self", "Type", "CGFloat", "NSInteger",
    "NSUInteger", "BOOL", "Int32", "Int64", "UInt", "UInt32", "TimeInterval", "Never", "Error",
    "DispatchQueue", "DispatchTime", "Notification", "NotificationCenter", "Bundle",
    "Task", "MainActor", "Duration", "CancellationError",
    // The Objective-C runtime's.
    "Protocol", "Class", "SEL", "IMP", "Method", "Ivar",
  ]

  /// A name that reads as a type: capitalised, or a lower-case class name ending the way
  /// controller and view classes do (`bottomViewController()`).
  private func looksLikeType(_ name: String) -> Bool {
    guard let first = name.first, first.isLetter else { return false }
    if first.isUppercase { return name.contains(where: \.isLowercase) }
    // `addChildViewController(x)` is UIKit's old spelling, `embedViewController()` the
    // snippet's own method: only a name that is neither reads as a lower-case class.
    guard name.hasSuffix("ViewController"), name.count > "ViewController".count,
      !ownMembers.contains(name), !declaredValues.contains(name)
    else { return false }
    let surface = UIKitSurface.shared
    return Self.candidates.allSatisfy {
      surface.members(swift: name, in: $0).isEmpty && surface.members(objc: name, in: $0).isEmpty
    }
      && surface.type(renamedFrom: name) == nil
      && !program.renamedUses.contains { $0.name == name }
  }

  func isUndeclared(_ name: String) -> Bool {
    // Objective-C `[[myTabBar alloc] init]` in the class's own getter `- (myTabBar *)myTabBar`:
    // only a class answers `alloc`, and no bare name reaches a method, so the receiver is the
    // class whatever the class's methods are called.
    if language == .objc, allocatedNames.contains(name), !isKnown(name),
      !declaredValues.contains(name) || ownMethodNames.contains(name)
    {
      return true
    }
    let allocatedClass =
      (allocatedNames.contains(name) || typePositionNames.contains(name))
      && !declaredValues.contains(name) && !ownMembers.contains(name)
    // A method the snippet declares (`func Bar()`, called as `Bar()` through implicit
    // `self`) is its own, however it is spelled.
    return (looksLikeType(name) || allocatedClass) && !isKnown(name) && !ownMembers.contains(name)
      && !(declaredValues.contains(name) && name.first?.isUppercase == true)
  }

  mutating func note(_ name: String, _ member: Member?, at location: SourceLocation) {
    if member != nil { memberLines[name, default: []].insert(location.line) }
    if uses[name] == nil {
      uses[name] = (location, [])
      order.append(name)
    } else if let first = uses[name]?.location, first.line == location.line,
      location.column < first.column
    {
      // `StoryboardScene.GalleryAlbums.initialScene.instantiate()`: the call is met before its
      // receiver, but the type is named where it is written, the line's first use.
      uses[name]?.location = location
    }
    if let member, !(uses[name]?.members.contains(member) ?? true) {
      uses[name]?.members.append(member)
    }
  }

  // MARK: Walking the program

  private mutating func collect() {
    let methods =
      program.methods + (program.classes + program.extensions).flatMap(\.methods)
      + program.structs.flatMap(\.staticMethods) + program.enums.flatMap(\.methods)
    let properties =
      program.properties + (program.classes + program.extensions).flatMap(\.properties)
    // Declared types first, so uses before the declaration in source order are known.
    for statement in properties { noteDeclaredType(statement) }
    // `private var sourceView: HomeView { view as! HomeView }`: a computed property of a
    // stand-in type (the custom root view) holds one.
    for method in methods where method.isProperty {
      if let written = method.propertyType ?? method.resultType,
        case let type = Self.plainTypeName(written),
        isUndeclared(type), variableTypes[method.name] == nil
      {
        variableTypes[method.name] = type
      }
    }
    for method in methods { for statement in method.body { noteDeclaredTypes(statement) } }
    for statement in program.statements { noteDeclaredTypes(statement) }
    noteUndeclaredExtensions()
    noteUndeclaredSuperclasses()
    walk(properties)
    walk(program.statements)
    for property in program.staticProperties {
      if let value = property.declaration.initialValue { walk(value) }
    }
    for method in methods {
      // `storyboard: UIStoryboard = .init(name: Identifier.Storyboard.main, …)`: a default
      // value is code the call runs too.
      for value in method.defaults.compactMap({ $0 }) { walk(value) }
      walk(method.body)
    }
    // After the walk, which types the variables: `mode = .grid` needs `mode`'s type.
    noteImplicitCases()
  }

  /// `class DrawerController: KYDrawerController`: a superclass the snippet does not declare
  /// (a library's or the project's) is named like any undeclared class, and what the class's
  /// methods ask of `self` that the class does not declare (`mainViewController = …`,
  /// `setDrawerState(.closed, animated: false)`, `presentLoginController()`) is that
  /// superclass's: its uses decide the stand-in's own superclass, and the rest it declares.
  private mutating func noteUndeclaredSuperclasses() {
    for declaration in program.classes {
      guard
        let superclass = declaration.superclass
          ?? program.interfaceSuperclasses[declaration.name],
        !declared.contains(superclass), !isKnown(superclass),
        superclass.first?.isUppercase == true
      else { continue }
      note(superclass, nil, at: declaration.location)
      var uses: [Member] = []
      for method in declaration.methods {
        for expression in Stmt.expressions(in: method.body) {
          expression.walk { node, parent in
            // `self.setDrawerState(…)`: the call's member, not a property read.
            if case .call(let callee, _) = parent?.kind, callee == node { return }
            if let member = self.selfMember(node) { uses.append(member) }
          }
        }
        for statement in method.body { collectAssignedSelfNames(statement, into: &uses) }
      }
      for member in uses { note(superclass, member, at: declaration.location) }
    }
  }

  /// A member `node` sends to `self`, explicitly or (Swift) implicitly, that the snippet does
  /// not declare.
  private func selfMember(_ node: Expr) -> Member? {
    switch node.kind {
    case .member(let base, let name) where base.kind == .name("self"):
      guard !ownMembers.contains(name), !declaredValues.contains(name) else { return nil }
      return Member(kind: .property, name: name, labels: [])
    case .call(let callee, let arguments):
      let name: String
      switch callee.kind {
      case .member(let base, let member) where base.kind == .name("self"): name = member
      case .name(let bare) where language == .swift && bare.first?.isLowercase == true:
        name = bare
      default: return nil
      }
      guard !ownMembers.contains(name), !declaredValues.contains(name),
        !Builtins.globalNames(language).contains(name),
        !StaticChecker.isBuiltinFunction(name, language),
        Builtins.constant(name, language) == nil
      else { return nil }
      let labels = arguments.map(\.label)
      let key = MethodKey.make(name: name, labels: labels, argumentCount: labels.count, .swift)
      return Member(kind: .instanceMember, name: key, labels: labels)
    case .message(let receiver, let parts) where receiver.kind == .name("self"):
      let pieces = parts.map(\.piece).filter { !$0.isEmpty }
      guard let first = pieces.first, !ownMembers.contains(first) else { return nil }
      let selector =
        parts.contains { $0.argument != nil } ? pieces.map { $0 + ":" }.joined() : pieces.joined()
      return Member(kind: .instanceMember, name: selector, labels: pieces.map { Optional($0) })
    default:
      return nil
    }
  }

  /// `mainViewController = …` in a Swift method: an assignment to a name nothing declares is
  /// one to a property of `self`.
  private func collectAssignedSelfNames(_ statement: Stmt, into uses: inout [Member]) {
    if language == .swift, case .assignment(let target, _) = statement.kind,
      case .name(let name) = target.kind, !ownMembers.contains(name),
      !declaredValues.contains(name), name.first?.isLowercase == true
    {
      uses.append(Member(kind: .property, name: name, labels: []))
    }
    for body in Self.bodies(of: statement) {
      for inner in body { collectAssignedSelfNames(inner, into: &uses) }
    }
  }

  private mutating func noteDeclaredTypes(_ statement: Stmt) {
    noteDeclaredType(statement)
    for body in Self.bodies(of: statement) {
      for inner in body { noteDeclaredTypes(inner) }
    }
  }

  private mutating func noteDeclaredType(_ statement: Stmt) {
    guard case .declaration(let declaration) = statement.kind else { return }
    if let written = declaration.typeName, case let plain = Self.plainTypeName(written),
      plain.hasPrefix("["), plain.hasSuffix("]"), !plain.contains(":"),
      case let element = String(plain.dropFirst().dropLast()), isUndeclared(element)
    {
      elementTypes[declaration.name] = element
      note(element, nil, at: declaration.typeLocation ?? statement.location)
    } else if let written = declaration.typeName, case let type = Self.plainTypeName(written),
      isUndeclared(type)
    {
      variableTypes[declaration.name] = type
      note(type, nil, at: declaration.typeLocation ?? statement.location)
    } else if let value = declaration.initialValue,
      let type = createdType(value) ?? staticValueType(value) ?? factoryType(value)
    {
      variableTypes[declaration.name] = type
    }
  }

  private static func bodies(of statement: Stmt) -> [[Stmt]] {
    switch statement.kind {
    case .ifElse(_, let then, let otherwise): return [then, otherwise ?? []]
    case .guardElse(_, let body), .forIn(_, _, let body), .whileLoop(_, let body),
      .deferBlock(let body), .sequence(let body):
      return [body]
    case .switchCase(_, let cases): return cases.map(\.body)
    case .doCatch(let body, let clauses): return [body] + clauses.map(\.body)
    case .labeled(_, let inner): return [[inner]]
    default: return []
    }
  }

  /// The undeclared type an expression creates (`X(…)`, `[[X alloc] init…]`, `[X new]`).
  private func createdType(_ expression: Expr) -> String? {
    switch expression.kind {
    case .call(let callee, _):
      if case .name(let name) = callee.kind, isUndeclared(name) { return name }
    case .message(let receiver, let parts):
      if case .name(let name) = receiver.kind, isUndeclared(name) {
        return parts.first?.piece == "new" ? name : nil
      }
      if case .message(let inner, let innerParts) = receiver.kind,
        innerParts.first?.piece == "alloc", case .name(let name) = inner.kind,
        isUndeclared(name)
      {
        return name
      }
    case .typeCast(_, let type, _):
      let plain = String(type.filter { $0 != "?" && $0 != "!" })
      if isUndeclared(plain) { return plain }
    default: break
    }
    return nil
  }

  private mutating func walk(_ statements: [Stmt]) {
    for statement in statements {
      switch statement.kind {
      case .expression(let expression): walk(expression)
      case .declaration(let declaration):
        // `UIViewController *child`: the class without the pointer.
        var typed = declaration
        typed.typeName = declaration.typeName.map { String($0.filter { $0 != "*" && $0 != " " }) }
        types.declare(typed)
        if let value = declaration.initialValue {
          if let element = arrayElementType(value) { elementTypes[declaration.name] = element }
          noteResultVariable(declaration.name, value)
          noteValueUse(value, expected: declaration.typeName)
          notePropertyValue(value, expected: declaration.typeName)
          walk(value)
        }
      case .assignment(let target, let value):
        if let name = Self.assignedName(target), let element = arrayElementType(value) {
          elementTypes[name] = element
        }
        if let type = createdType(value), let name = Self.assignedName(target) {
          variableTypes[name] = type
          // `_tabBar = [[JKTabBar alloc] init]` sets the property `tabBar`'s storage
          // (FIDELITY-SURFACE C2): `self.tabBar` is that object too.
          if language == .objc, name.hasPrefix("_"), name.count > 1 {
            variableTypes[String(name.dropFirst()), default: type] = type
          }
        }
        noteProtocolUse(target, value)
        noteValueUse(value, expected: expectedType(of: target))
        notePropertyValue(value, expected: expectedType(of: target))
        walk(target)
        walk(value)
      case .ifElse(let conditions, _, _), .guardElse(let conditions, _),
        .whileLoop(let conditions, _):
        for condition in conditions {
          switch condition {
          case .binding(let name, let expression):
            // `if let nc = segue.destination as? BaseNavigationController`, `guard let menu =
            // makeMenu()`: the binding is a value of the stand-in, and so is what it is asked.
            if let type = typeOfReceiver(expression) { variableTypes[name] = type }
            walk(expression)
          case .test(let expression), .pattern(_, let expression):
            walk(expression)
          }
        }
      case .forIn(let variable, let sequence, _):
        if let type = elementType(of: sequence) { variableTypes[variable] = type }
        walk(sequence)
      case .returnStatement(let value): if let value { walk(value) }
      case .switchCase(let subject, _): walk(subject)
      case .throwStatement(let value): walk(value)
      default: break
      }
      for body in Self.bodies(of: statement) { walk(body) }
    }
  }

  private static func assignedName(_ target: Expr) -> String? {
    switch target.kind {
    case .name(let name): return name
    case .member(let base, let name) where base.kind == .name("self"): return name
    default: return nil
    }
  }

  /// The undeclared type of a receiver expression: a variable or property of that type, or
  /// the result of creating one.
  func typeOfReceiver(_ expression: Expr) -> String? {
    switch expression.kind {
    case .name(let name): return variableTypes[name]
    case .member(let base, let name) where base.kind == .name("self"): return variableTypes[name]
    // `Storyboard.main`, `HtmlFileName.revisionList`: a type property of the stand-in is one of
    // its values, so what the code asks of it is the stand-in's too (one declaration).
    case .member(let base, let name):
      // Only a shared instance (`Theme.current`, `Store.shared`) is one of the type's values:
      // `Shared.feedVC` is whatever `feedVC` holds.
      let sharedNames = ["shared", "current", "default", "main", "standard", "instance"]
      if case .name(let type) = base.kind, isUndeclared(type),
        sharedNames.contains(name) || name.hasPrefix("shared")
      {
        return type
      }
      // `Identifier.Storyboard`, `StoryboardScene.GalleryAlbums.initialScene`: a type nested in
      // the stand-in, and what such a nested type holds (generated code's namespaces: SwiftGen's
      // scenes, R.swift's resources) stand in as the stand-in itself, one declaration.
      if let type = namespaceType(of: base), name.first?.isUppercase == true {
        return type
      }
      if case .member(let outer, let nested) = base.kind, nested.first?.isUppercase == true,
        let type = namespaceType(of: outer)
      {
        return type
      }
      return nil
    // `makeErrorView().showWarning(…)`, `self.menu().open()`: the result of the snippet's own
    // function declared to return the stand-in.
    case .call(let callee, _):
      if let created = createdType(expression) { return created }
      let name: String
      switch callee.kind {
      case .name(let called): name = called
      case .member(let base, let called) where base.kind == .name("self"): name = called
      default: return nil
      }
      return resultType(ofOwnFunction: name)
    // `tabs[0].select()`: an element of an array of the stand-in.
    case .subscriptIndex(let base, _): return elementType(of: base)
    default: return createdType(expression)
    }
  }

  /// `StoryboardScene.GalleryAlbums.initialScene` asked a member: the property holds the
  /// namespace's stand-in too (its type), so the stand-in declares it as one, not nil.
  private mutating func noteChained(_ receiver: Expr) {
    guard case .member(let base, let name) = receiver.kind, name.first?.isLowercase == true,
      let type = typeOfReceiver(receiver), typeOfReceiver(base) == type,
      propertyValueTypes[type + "." + name] == nil
    else { return }
    propertyValueTypes[type + "." + name] = type
  }

  /// The stand-in of `T` or `T.Nested…`: an undeclared type and the types nested in it.
  func namespaceType(of expression: Expr) -> String? {
    switch expression.kind {
    case .name(let name): return isUndeclared(name) ? name : nil
    case .member(let base, let name) where name.first?.isUppercase == true:
      return namespaceType(of: base)
    default: return nil
    }
  }

  /// The stand-in type the snippet's function or method `name` is declared to return.
  func resultType(ofOwnFunction name: String) -> String? {
    let methods =
      program.functions + program.methods
      + (program.classes + program.extensions).flatMap(\.methods)
    for method in methods where method.name == name {
      guard let written = method.resultType else { continue }
      let plain = Self.plainTypeName(written)
      if isUndeclared(plain) { return plain }
    }
    return nil
  }

  /// `[MenuController(), MenuController()]`: an array literal of one stand-in type.
  func arrayElementType(_ value: Expr) -> String? {
    guard case .array(let elements) = value.kind, let first = elements.first,
      let type = typeOfReceiver(first),
      elements.allSatisfy({ typeOfReceiver($0) == type })
    else { return nil }
    return type
  }

  /// The stand-in type of an array's elements (`tabs` declared `[TabController]`).
  func elementType(of expression: Expr) -> String? {
    switch expression.kind {
    case .name(let name): return elementTypes[name]
    case .member(let base, let name) where base.kind == .name("self"): return elementTypes[name]
    default: return nil
    }
  }

  private mutating func walk(_ expression: Expr) {
    switch expression.kind {
    case .call(let callee, let arguments):
      // `menus.append(menu)`: an array of the stand-in.
      if case .member(let base, "append") = callee.kind, arguments.count == 1,
        let name = Self.assignedName(base), let type = typeOfReceiver(arguments[0].value)
      {
        elementTypes[name] = type
      }
      noteCall(callee, arguments.map(\.label), at: expression.location)
      noteArgumentUses(callee, arguments)
      // `CGRectMake(0, 0, [Helper width], h)`: C's geometry functions take numbers.
      for (index, argument) in arguments.enumerated() {
        notePropertyValue(
          argument.value, expected: MissingPieceAppConstants.argumentType(callee, index))
      }
      switch callee.kind {
      case .member(let base, _): walk(base)
      case .name: break
      // `lazy var a: A = { A(superVC: self) }()`: the closure called at once.
      default: walk(callee)
      }
      for argument in arguments { walk(argument.value) }
    case .message(let receiver, let parts):
      noteMessage(receiver, parts, at: expression.location)
      noteArgumentUses(receiver, parts)
      walk(receiver)
      for part in parts { if let argument = part.argument { walk(argument) } }
    case .member(let base, let name):
      noteControllerUse(of: base, member: name)
      if case .name(let type) = base.kind, isUndeclared(type) {
        note(type, Member(kind: .classProperty, name: name, labels: []), at: base.location)
      } else if let type = typeOfReceiver(base) {
        note(type, Member(kind: .property, name: name, labels: []), at: expression.location)
      }
      noteChained(base)
      walk(base)
    case .typeCast(let value, let type, _):
      let plain = String(type.filter { $0 != "?" && $0 != "!" })
      if isUndeclared(plain) { note(plain, nil, at: expression.location) }
      walk(value)
    case .increment(let target, _, _): walk(target)
    case .assign(let target, let value):
      walk(target)
      walk(value)
    case .subscriptIndex(let base, let index):
      walk(base)
      walk(index)
    case .closure(let closure):
      // `{ (menu: MenuController) in menu.open() }`: a parameter typed as the stand-in.
      for (name, type) in zip(closure.parameters, closure.parameterTypes) {
        let plain = Self.plainTypeName(type.name)
        if isUndeclared(plain) { variableTypes[name] = plain }
      }
      walk(closure.body)
    case .array(let elements): for element in elements { walk(element) }
    case .dictionary(let entries):
      for entry in entries {
        walk(entry.key)
        walk(entry.value)
      }
    case .tuple(let elements):
      for element in elements { walk(element.value) }
    case .binary(let op, let left, let right):
      // `height - pager.tabMenuHeight`: a number.
      if ["+", "-", "*", "/", "<", ">", "<=", ">="].contains(op) {
        notePropertyValue(left, expected: "CGFloat")
        notePropertyValue(right, expected: "CGFloat")
      }
      walk(left)
      walk(right)
    case .unary(_, let operand): walk(operand)
    case .conditional(let test, let then, let otherwise):
      walk(test)
      walk(then)
      walk(otherwise)
    case .string(let parts):
      for case .interpolation(let inner) in parts { walk(inner) }
    default: break
    }
  }

  private mutating func noteCall(
    _ callee: Expr, _ labels: [String?], at location: SourceLocation
  ) {
    switch callee.kind {
    // `addAsChildViewController(vc, inView: v)` alone as a statement: a method of `self` (its
    // object would be thrown away), named by the static check as such, not a lower-case class.
    case .name(let name)
    where isUndeclared(name)
      && !(name.first?.isLowercase == true
        && statementUses.contains(MissingPieceCategories.key(callee.location))):
      let key = MethodKey.make(
        name: "init", labels: labels, argumentCount: labels.count, .swift)
      note(name, Member(kind: .initializer, name: key, labels: labels), at: callee.location)
    case .member(let base, let name):
      let key = MethodKey.make(name: name, labels: labels, argumentCount: labels.count, .swift)
      if case .name(let type) = base.kind, isUndeclared(type) {
        let kind: Member.Kind = name == "init" ? .initializer : .classMember
        note(type, Member(kind: kind, name: key, labels: labels), at: base.location)
      } else if let type = typeOfReceiver(base) {
        noteChained(base)
        note(type, Member(kind: .instanceMember, name: key, labels: labels), at: location)
        if !statementUses.contains(MissingPieceCategories.key(callee.location)) {
          methodResults[type + "." + key, default: "Any"] = methodResults[type + "." + key] ?? "Any"
        }
      }
    default: break
    }
  }

  private mutating func noteMessage(
    _ receiver: Expr, _ parts: [MessagePart], at location: SourceLocation
  ) {
    let pieces = parts.map(\.piece).filter { !$0.isEmpty }
    let hasArguments = parts.contains { $0.argument != nil }
    let selector = hasArguments ? pieces.map { $0 + ":" }.joined() : pieces.joined()
    let argumentTypes = parts.compactMap(\.argument).map { argument -> String? in
      guard case .name(let constant) = argument.kind,
        let match = UIKitSurface.shared.global(objc: constant)
      else { return nil }
      return match.owner.objcName
    }
    let member = { (kind: Member.Kind) in
      Member(
        kind: kind, name: selector, labels: pieces.map { Optional($0) },
        argumentTypes: argumentTypes)
    }
    switch receiver.kind {
    case .name(let name) where isUndeclared(name):
      if ["alloc", "new", "class"].contains(selector) {
        note(name, nil, at: receiver.location)
      } else {
        note(name, member(.classMember), at: receiver.location)
      }
    case .message(let inner, let innerParts)
    where innerParts.first?.piece == "alloc" && innerParts.count == 1:
      if case .name(let name) = inner.kind, isUndeclared(name), selector != "init" {
        note(name, member(.initializer), at: inner.location)
      }
    default:
      if let type = typeOfReceiver(receiver) {
        note(type, member(.instanceMember), at: location)
        let first = parts.first.map { MissingPieceCategories.key($0.location) } ?? ""
        if !statementUses.contains(first), methodResults[type + "." + selector] == nil {
          methodResults[type + "." + selector] = "Any"
        }
      }
    }
  }

  /// `let controller = ExampleViewController.create()`, `HUD *hud = [HUD showOn:view]`: what a
  /// class method of a stand-in returns is one of its objects (the stand-in's class methods
  /// make one), so what the code asks of it is the stand-in's too.
  private func factoryType(_ value: Expr) -> String? {
    switch value.kind {
    case .call(let callee, _):
      guard case .member(let base, let method) = callee.kind, method != "init",
        case .name(let type) = base.kind, isUndeclared(type)
      else { return nil }
      return type
    case .message(let receiver, let parts):
      guard case .name(let type) = receiver.kind, isUndeclared(type),
        !["alloc", "new", "class"].contains(parts.first?.piece ?? "")
      else { return nil }
      return type
    default:
      return nil
    }
  }

  /// `let theme = Theme.current`: a type property of a stand-in is one of its values.
  private func staticValueType(_ value: Expr) -> String? {
    guard case .member(let base, _) = value.kind, case .name(let type) = base.kind,
      isUndeclared(type), typeOfReceiver(value) == type
    else { return nil }
    return type
  }

  /// `let contentVC = Storyboard.main.instantiateVC(ContentVC.self)`: `contentVC` holds what the
  /// stand-in's method returns.
  private mutating func noteResultVariable(_ name: String, _ value: Expr) {
    var call = value
    if case .typeCast(let inner, _, _) = value.kind { call = inner }
    switch call.kind {
    case .call(let callee, let arguments):
      guard case .member(let base, let member) = callee.kind, let type = typeOfReceiver(base)
      else { return }
      let labels = arguments.map(\.label)
      let key = MethodKey.make(name: member, labels: labels, argumentCount: labels.count, .swift)
      resultVariables[name] = type + "." + key
    case .message(let receiver, let parts):
      guard let type = typeOfReceiver(receiver) else { return }
      let pieces = parts.map(\.piece).filter { !$0.isEmpty }
      let selector =
        parts.contains { $0.argument != nil } ? pieces.map { $0 + ":" }.joined() : pieces.joined()
      resultVariables[name] = type + "." + selector
    default: return
    }
  }

  /// `contentVC.view`: a controller's member read from a stand-in method's result makes that
  /// method return a controller, not nil.
  private mutating func noteControllerUse(of base: Expr, member: String) {
    guard case .name(let variable) = base.kind, let key = resultVariables[variable],
      UIKitSurface.shared.member(named: member, in: "UIViewController", language: language)
        != nil,
      UIKitSurface.shared.member(named: member, in: "NSObject", language: language) == nil
    else { return }
    methodResults[key] = "UIViewController"
  }

  /// `x.tabMenuHeight` of a stand-in where a value of `expected` is needed: the stand-in's
  /// property has that type (a number starting at 0, not nil), when it is a value type.
  /// Likewise a class method's result (`CGRectMake(0, 0, [ScreenSizeHelper menuWidth], h)`):
  /// the method returns that type's neutral value, not a new object of the stand-in.
  private mutating func notePropertyValue(_ value: Expr, expected: String?) {
    guard let expected = expected.map({ String($0.filter { $0 != "?" && $0 != "!" }) }),
      Self.neutralValues[expected] != nil
    else { return }
    switch value.kind {
    case .member(let base, let property):
      guard let type = typeOfReceiver(base) else { return }
      propertyValueTypes[type + "." + property] = expected
    case .message(let receiver, let parts):
      guard case .name(let type) = receiver.kind, isUndeclared(type) else { return }
      let pieces = parts.map(\.piece).filter { !$0.isEmpty }
      let selector =
        parts.contains { $0.argument != nil } ? pieces.map { $0 + ":" }.joined() : pieces.joined()
      methodResults[type + "." + selector] = expected
    case .call(let callee, let arguments):
      guard case .member(let base, let method) = callee.kind, case .name(let type) = base.kind,
        isUndeclared(type)
      else { return }
      let labels = arguments.map(\.label)
      let key = MethodKey.make(name: method, labels: labels, argumentCount: labels.count, .swift)
      methodResults[type + "." + key] = expected
    default:
      return
    }
  }

  // MARK: The stand-in

  func has(_ member: Member, on candidate: String) -> Bool {
    let surface = UIKitSurface.shared
    // Swift members are matched by base name (a trailing closure has no label to compare);
    // Objective-C ones by selector.
    let base = String(member.name.prefix { $0 != "(" })
    if member.kind != .initializer, ownMembers.contains(base) { return true }
    switch member.kind {
    case .property:
      return surface.member(named: member.name, in: candidate, language: language) != nil
    case .initializer:
      let matches = surface.members(named: member.name, in: candidate, language: language)
      return matches.contains { !$0.isRenamedSpelling && Self.takes(member.argumentTypes, $0) }
    case .classMember, .classProperty, .instanceMember:
      // An old spelling (`removeFromParentViewController()`) is UIKit's too: the rename
      // check reports it.
      let name = language == .swift ? base : member.name
      return !surface.members(named: name, in: candidate, language: language).isEmpty
    }
  }

  /// True when `match`'s parameters take the arguments whose types are known.
  private static func takes(_ argumentTypes: [String?], _ match: SurfaceMemberMatch) -> Bool {
    let parameters = match.member.objcParameterTypes
    for (index, type) in argumentTypes.enumerated() {
      guard let type, index < parameters.count else { continue }
      if parameters[index].filter({ $0 != "*" && $0 != " " }) != type { return false }
    }
    return true
  }

  private func finding(for name: String) -> Finding? {
    guard let (location, members) = uses[name] else { return nil }
    if let finding = valueFinding(for: name, location, members) { return finding }
    if let finding = enumFinding(for: name, location, members) { return finding }
    let relevant = members.filter { member in
      // `init()`, `init`, `new`: every class has them.
      !["init()", "init", "new"].contains(member.name)
    }
    // `[firstVC setDelegate:self]`: a delegate or data source is the project's own as often as
    // a container's, so it never decides the superclass (the stand-in declares it if the class
    // chosen lacks it); `setTabBarItem:` alone makes a plain view controller.
    let decisive = relevant.filter { member in
      let base = member.name.prefix { $0 != ":" && $0 != "(" }.lowercased()
      return !["delegate", "setdelegate", "datasource", "setdatasource"].contains(base)
    }
    var best = "UIViewController"
    var bestScore = -1
    // An initializer only one UIKit class declares, outside the usual candidates, makes that
    // class one (`initWithTabBarSystemItem:tag:` is no candidate's). Other members are too
    // often the project's own names (a `scrollView` property is not a `UIWebView`).
    var order = preferredOrder(for: name)
    for member in decisive
    where member.kind == .initializer && !order.contains(where: { has(member, on: $0) }) {
      // The usual candidates are ruled in or out by the name (`initWithFrame:` is not a
      // controller's): only a class outside them joins here.
      if let owner = declaringClass(of: member), !Self.candidates.contains(owner) {
        order.insert(owner, at: 0)
      }
    }
    for candidate in order {
      let score = decisive.filter { has($0, on: candidate) }.count
      if score > bestScore {
        best = candidate
        bestScore = score
      }
    }
    // Nothing UIKit decides it (`ThemeService.shared`, `Store()`), and the name is not a
    // controller's or a view's: a model or a manager, never written as a controller.
    if bestScore == 0, !decisive.isEmpty, !Self.readsAsControllerOrView(name) { best = "NSObject" }
    // An object set as a `dataSource` or `delegate` adopts that property's protocol. A data
    // source is never a controller (a page view controller's holds pages; it is not one); a
    // delegate is an `NSObject` unless UIKit's members make it a controller or a view.
    let adopted = protocolUses[name]?.protocol
    if let use = protocolUses[name], use.property == "dataSource" || bestScore <= 0,
      !Self.viewCandidates.contains(best), best != "UIView"
    {
      best = "NSObject"
    }
    // A view class runs only the initializers it declares besides UIView's frame ones
    // (`[[SDSegmentedControl alloc] initWithItems:…]` of a `UISegmentedControl` subclass): the
    // stand-in declares the others, calling UIView's, so the view is made.
    let isView = UIKitSurface.shared.isClass(best, kindOf: "UIView")
    let frameInitializers = ["init", "init()", "initWithFrame:", "init(frame:)"]
    let missing = relevant.filter { member in
      !has(member, on: best)
        || (isView && member.kind == .initializer && !frameInitializers.contains(member.name))
    }
    // A plain view controller: the implicit stand-in, named by a note. That stand-in is
    // for capitalised class names only; `bottomViewController()` would otherwise be
    // "cannot find in scope", so a lower-case class is an error and given its declaration.
    if best == "UIViewController", missing.isEmpty, name.first?.isUppercase == true {
      // Only a class the code makes runs as one: a name only cast to or written as a type
      // (`(CBPopupViewAligment)[value integerValue]`, a header's typedef) makes nothing.
      if name == selfClass || !createdNames.contains(name) { return nil }
      var finding = Finding(
        name: name, location: location, superclass: best, missing: [], reason: nil,
        standIn: StandInWriter(language: language).declaration(name, best, []))
      finding.runsAsPlainController = true
      return finding
    }
    // `[[FirstViewController alloc] initWithFrame:…]`: UIKit API of another kind of class
    // (a view's, on a controller) is a mistake in the code, which the member check names
    // better than a stand-in would.
    // Only the kinds a name rules out: a `delegate` a scroll view also has says nothing.
    let others = Self.baseCandidates.filter { !preferredOrder(for: name).contains($0) }
    if !missing.isEmpty,
      missing.allSatisfy({ member in others.contains { has(member, on: $0) } })
    {
      return nil
    }
    let reason = relevant.first { has($0, on: best) }?.name
    return Finding(
      name: name, location: location, superclass: best, missing: missing, reason: reason,
      standIn: StandInWriter(language: language).declaration(
        name, best, missing, adopting: adopted,
        valueTypes: propertyValueTypes.filter { $0.key.hasPrefix(name + ".") },
        results: methodResults.filter { $0.key.hasPrefix(name + ".") }),
      adopted: adopted)
  }
}

extension UndeclaredTypes.Finding {
  /// The error, with the stand-in as a fix-it for the hidden prelude; a note for a class that
  /// runs as a plain view controller.
  func diagnostic(_ language: ScenarioLanguage) -> ScenarioDiagnostic {
    if runsAsPlainController {
      let empty =
        language == .swift
        ? "class \(name): \(superclass) {}" : "@interface \(name) : \(superclass) … @end"
      return ScenarioDiagnostic(
        id: .scenarioUndeclared, severity: .note,
        message:
          "`\(name)` is not declared in this snippet: it runs as an empty `\(superclass)` "
          + "subclass",
        line: location.line, column: location.column,
        hint:
          "what the project's class does (its overrides, its logging) is not in the trace; "
          + "declare it to show it (`\(empty)` is what runs)")
    }
    var why = isFunction ? "a function returning `\(superclass)`" : "a `\(superclass)` subclass"
    if !enumCases.isEmpty {
      why =
        "an enumeration with the cases the code uses ("
        + enumCases.map { "`.\($0)`" }.joined(separator: ", ") + ")"
    }
    if let adopted { why += " adopting `\(adopted)`" }
    if let reason { why += " (it is sent `\(reason)`)" }
    if !missing.isEmpty {
      why += " with empty " + missing.map { "`\($0.name)`" }.joined(separator: ", ")
    }
    if let rootViewOf {
      why += ", and the class of `\(rootViewOf)`'s root view in its storyboard scene"
    }
    var diagnostic = ScenarioDiagnostic(
      id: .scenarioUndeclared, severity: .error,
      message: "`\(name)` is not declared in this snippet",
      line: location.line, column: location.column,
      hint:
        "declare it, or let `lessons fix` declare a stand-in in the block's hidden prelude: "
        + why)
    diagnostic.fixIts = [ScenarioFixIt.prelude(standIn)]
    return diagnostic
  }
}
