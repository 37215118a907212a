import Containment

/// Checks every member the code names against the modelled API before anything runs, so a
/// typo in a branch or a method that never runs is reported too, and a scenario with a
/// mistake records no partial trace.
///
/// Receivers are not typed statically: a name passes when any modelled receiver has it with
/// these labels, or when the scenario itself declares it (methods, properties, and in
/// Objective-C the instance variables it assigns). The interpreter checks the rest at run time.
struct StaticChecker {
  let language: ScenarioLanguage
  private var userKeys: Set<String> = []
  private var userNames: Set<String> = []
  /// View members whose stand-in fix-it is already written (one category each).
  private var standInViewMembers: Set<String> = []
  private(set) var declared: DeclaredNames
  private var diagnostics: [ScenarioDiagnostic] = []
  /// The members the scenario declares (methods, properties), before Objective-C's assigned
  /// names join `userNames`.
  private var declaredMembers: Set<String> = []
  /// Ignored names already warned about: once each per scenario.
  /// The UIKit types of what the code declares, and of member results.
  private var types: StaticTypes
  /// Where a member was reported unknown: what is read from it is not reported again.
  private var reported: Set<SourceLocation> = []
  /// Variables whose initial value was reported (`let animator = UIViewPropertyAnimator(…)`):
  /// nothing read from them is reported again.
  private var reportedVariables: Set<String> = []
  /// The UIKit classes whose members Swift's implicit `self` can reach in this snippet: a
  /// methods block's controller and the UIKit superclass of each declared class; nil when a
  /// declared class descends from one the excerpt leaves out (any UIKit class then).
  private var implicitSelfTypes: [String]? = ["UIViewController"]
  /// `Program.standardLibraryMembers`: names of the standard library the code reaches through
  /// an extension's implicit `self` (`indices` in `extension Array`).
  private var standardLibraryNames: Set<String> = []
  /// The project's category and extension members the code uses (MissingPieceCategories).
  private var categories = MissingPieceCategories(Program())
  /// The UIKit class of `self` in the body being checked, nil when it is not known.
  private var selfClass: String? = "UIViewController"

  /// At most this many diagnostics are reported; the first ones matter.
  static let limit = ScenarioLimits.diagnostics

  /// The problems found, in source order.
  /// `outlets`: `@IBOutlet` property names (Objective-C declares them with `@property`).
  /// `collections`: the outlet collections (`@IBOutlet var buttons: [UIButton]!`), whose
  /// views the storyboard holds (MissingPieceOutletCollections).
  static func check(
    _ program: Program, _ language: ScenarioLanguage, outlets: Set<String> = [],
    collections: [StoryboardScene.Outlet] = [],
    selfClass: String = ScenarioAttributes().selfClass
  ) -> [ScenarioDiagnostic] {
    var checker = StaticChecker(
      language: language, declared: DeclaredNames(program, language),
      types: StaticTypes(program, language))
    checker.collectDeclarations(program)
    checker.userNames.formUnion(outlets)
    for type in program.classes + program.extensions {
      let name =
        SwiftOverrideCheck.uikitAncestor(of: type.name, in: program)?.0
        ?? (UIKitSurface.shared.type(named: type.name) != nil ? type.name : nil)
      // A class of the project's the excerpt leaves out may descend from any UIKit class.
      guard let name else {
        checker.implicitSelfTypes = nil
        break
      }
      if checker.implicitSelfTypes?.contains(name) == false {
        checker.implicitSelfTypes?.append(name)
      }
    }
    checker.categories = MissingPieceCategories(program)
    let structBodies =
      program.structs.flatMap { declaration in
        [declaration.properties.map { Stmt(.declaration($0), at: declaration.location) }]
          + declaration.staticMethods.map(\.body)
      } + program.enums.flatMap { $0.methods.map(\.body) }
    let typeProperties = program.staticProperties.map {
      Stmt(.declaration($0.declaration), at: $0.location)
    }
    // Extensions of view classes run with a view as `self`, which this check (whose implicit
    // `self` is a controller) does not follow: their bodies are checked when they run.
    let extensions = program.extensions.filter { !KnownTypes.views.contains($0.name) }
    let bodies =
      [program.statements, program.properties, typeProperties] + program.methods.map(\.body)
      + program.functions.map(\.body)
      + (program.classes + extensions).flatMap { [$0.properties] + $0.methods.map(\.body) }
      + structBodies
    var types = DeclaredTypeCheck(program, language)
    // A body's own names (parameters, loop variables, bindings) hide the controller's members
    // of those names (LocalBindings); a parameter of a UIKit type has that type.
    let owners: [MethodDecl?] =
      [nil, nil, nil] + program.methods + program.functions
      + (program.classes + extensions).flatMap { [nil] + $0.methods }
      + program.structs.flatMap { [nil] + $0.staticMethods } + program.enums.flatMap(\.methods)
    // The class whose body each is (nil: the scenario's own `self`): its properties are what
    // `self.name` reads there.
    let bodyClasses: [String?] =
      Array(repeating: nil, count: 3 + program.methods.count + program.functions.count)
      + (program.classes + extensions).flatMap {
        [String?](repeating: $0.name, count: 1 + $0.methods.count)
      }
    let selfClasses = MissingPieceCategories.selfClasses(
      program, classes: program.classes + extensions, structBodies: structBodies.count)
    for (index, (body, method)) in zip(bodies, owners).enumerated() {
      checker.selfClass = index < selfClasses.count ? selfClasses[index] : nil
      checker.types.enterBody(
        binding: LocalBindings.names(in: body, parameters: method?.parameters ?? []),
        ofClass: index < bodyClasses.count ? bodyClasses[index] : nil)
      if let method, method.parameterTypes.count == method.parameters.count {
        for (name, type) in zip(method.parameters, method.parameterTypes) {
          checker.types.declare(Declaration(name: name, isConstant: true, typeName: type.name))
        }
      }
      checker.check(body)
      types.check(body)
    }
    for method in program.methods + (program.classes + program.extensions).flatMap(\.methods)
      + program.structs.flatMap(\.staticMethods) + program.enums.flatMap(\.methods)
    {
      types.check(parameters: method)
    }
    checker.diagnostics += types.diagnostics
    // `width / count` of a `CGFloat` and an `Int`: Swift's compile-time error.
    checker.diagnostics += NumericOperandCheck.check(program, language)
    // A class of the scenario's that inherits from a real class of an area the model leaves
    // out (`UIStoryboardSegue`): that area named once, at the class.
    for declaration in program.classes {
      if let superclass = declaration.superclass,
        let problem = UIKitClasses.subclassProblem(of: superclass)
      {
        checker.diagnostics.append(problem.at(declaration.location))
      }
    }
    // A renamed spelling says what it became; the unknown-name report at the same place
    // would only repeat it less helpfully.
    // A scenario's own method of that name is its business, but overriding the old
    // appearance-forwarding switch never worked (iOS 6 stopped asking it).
    let renamed = program.renamedUses.filter {
      !checker.declared.contains($0.name) || $0.isMemberOfSelfBesideLocal
        || $0.reachesNoOwnMethod
    }
    .map(\.diagnostic)
    let positions = Set(renamed.map { "\($0.line):\($0.column)" })
    checker.diagnostics.removeAll { positions.contains("\($0.line):\($0.column)") }
    // `dispatch_get_main_queue()` inside Swift 2's `dispatch_async(…)`: the use's fix-it
    // rewrites it (SwiftLegacySyntax), it is no name of the snippet's to declare.
    let coveringUses = program.renamedUses.filter { !$0.covered.isEmpty }
    checker.diagnostics.removeAll { diagnostic in
      guard let quoted = Self.quotedName(in: diagnostic.message) else { return false }
      let name = String(quoted.prefix { $0 != "(" })
      return coveringUses.contains {
        $0.diagnostic.line == diagnostic.line && $0.covered.contains(name)
      }
    }
    checker.diagnostics += renamed
    // `_contentController` of a header property the excerpt leaves out: reported once, with
    // the property as a fix-it (UndeclaredInstanceVariables), not as an unknown name.
    // An implementation file's left-out header (MissingPieceHeader, MissingPieceConstants):
    // each piece once, with the header's stand-in, instead of the reports at its uses.
    // `kPinkColor`, `SEGMENT_HEIGHT`: the app's constants (MissingPieceAppConstants).
    let appConstants = MissingPieceAppConstants(program, language)
    let constants = MissingPieceConstants(program, language, appConstants: appConstants)
    let headers = MissingPieceHeader.findings(program, language, constants: constants)
    // `gfWeakSelf(weakSelf);`, `if (kiOS7Later)`: the headers' other macros.
    let macros = MissingPieceMacros(program, language)
    // `kColor(209, 27, 33, 1)`, `RGBA(…)` as values: the headers' function-like macros.
    let macroCalls = ObjCMacroCalls(program, language)
    let covered = headers.reduce(
      constants.covered.union(appConstants.covered).union(macros.covered)
        .union(macroCalls.covered)
    ) {
      $0.union($1.covered)
    }
    checker.diagnostics.removeAll {
      $0.severity == .error && covered.contains("\($0.line):\($0.column)")
    }
    checker.diagnostics +=
      headers.flatMap(\.diagnostics) + constants.diagnostics + constants.numberDiagnostics
      + constants.macroDiagnostics + appConstants.diagnostics + macros.diagnostics
      + macroCalls.diagnostics(besides: appConstants.diagnostics)
    let headerProperties = Set(headers.flatMap(\.properties))
    let ivars = UndeclaredInstanceVariables.findings(program, language).filter {
      !headerProperties.contains(String($0.name.dropFirst()))
    }
    let ivarNames = Set(ivars.map { "`\($0.name)`" })
    checker.diagnostics.removeAll { diagnostic in
      diagnostic.id == .scenarioUnknownIdentifier
        && ivarNames.contains { diagnostic.message.contains($0) }
    }
    checker.diagnostics += ivars.map(\.diagnostic)
    // What the excerpt leaves out (UndeclaredTypes): reported once, where the type is used.
    let findings = UndeclaredTypes.findings(program, language, selfClass: selfClass)
    let undeclared = findings.map { $0.diagnostic(language) }
    let undeclaredAt = Set(
      undeclared.filter { $0.severity == .error }.map { "\($0.line):\($0.column)" })
    checker.diagnostics.removeAll { undeclaredAt.contains("\($0.line):\($0.column)") }
    // A member the stand-in of an undeclared type declares (`sheet.displayOnDefaultPosition()`)
    // is part of that one report, not a second one.
    let standInMembers = Set(
      findings.flatMap(\.missing).map { String($0.name.prefix { $0 != "(" && $0 != ":" }) })
    // `presentLoginController()` of an undeclared superclass's stand-in: "cannot find …".
    checker.diagnostics.removeAll { diagnostic in
      [.scenarioUndeclared, .scenarioUnknownMember, .scenarioUnknownIdentifier].contains(
        diagnostic.id)
        && Self.quotedName(in: diagnostic.message).map(standInMembers.contains)
          == true
    }
    // `StoryboardScene.GalleryAlbums.initialScene.instantiate()`: a stand-in's member is the
    // project's even where a UIKit member shares its name (UINib's `instantiate`), never "not
    // modelled": on the lines the stand-in's members are used.
    let memberLines = Set(findings.flatMap(\.memberLines))
    // A member of one of UIKit's protocols (`startInteractiveTransition` of a project's
    // transition context) keeps its refusal: the project's class adopts UIKit's protocol, an
    // area the model leaves out.
    checker.diagnostics.removeAll { diagnostic in
      guard diagnostic.id == .scenarioNotModelled, memberLines.contains(diagnostic.line),
        let name = Self.quotedName(in: diagnostic.message), standInMembers.contains(name)
      else { return false }
      return !Self.isProtocolRequirement(name)
    }
    checker.diagnostics += undeclared
    // Outlets of `self` a Swift methods block uses and leaves out: one report each.
    let selfOutlets = MissingPieceSelfOutlets(
      program, language, declared: checker.declared.names.union(checker.userNames))
    if !selfOutlets.outlets.isEmpty {
      let names = selfOutlets.names
      checker.diagnostics.removeAll { diagnostic in
        [.scenarioUnknownIdentifier, .scenarioUndeclared, .scenarioUnknownMember].contains(
          diagnostic.id) && Self.quotedName(in: diagnostic.message).map(names.contains) == true
      }
      checker.diagnostics += selfOutlets.diagnostics(selfClass: "self")
    }
    // Outlet collections the code indexes: their views are the storyboard's, one report each.
    let collectionFindings = MissingPieceOutletCollections(
      program, language, outlets: collections, selfClass: selfClass)
    checker.diagnostics += collectionFindings.findings.map(\.diagnostic)
    // `extern` constants the snippet never defines (AST/Program+Externs.swift, languages):
    // one error at the first use, not an unknown name at each.
    let externs = program.undefinedExterns
    checker.diagnostics.removeAll { diagnostic in
      diagnostic.id == .scenarioUnknownIdentifier
        && externs.contains { diagnostic.message.contains("`\($0.name)`") }
    }
    checker.diagnostics += program.undefinedExternDiagnostics
    let sorted = checker.diagnostics.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    return MissingPieceCategories.mergingStandIns(Array(sorted.prefix(limit)))
  }

  /// True when one of UIKit's protocols declares a member of this name (its Objective-C first
  /// piece or Swift base name).
  static func isProtocolRequirement(_ name: String) -> Bool {
    UIKitSurface.shared.types.values.contains { type in
      type.kind == .protocol
        && type.members.contains { member in
          member.swiftBaseName == name || member.objcName.prefix { $0 != ":" } == name
        }
    }
  }

  /// The name a member or name diagnostic is about: `x` of "cannot find `x` in scope",
  /// "`x` is not declared in this snippet…" or "… has no member `x`".
  static func quotedName(in message: String) -> String? {
    let quoted: Substring
    if let range = message.firstRange(of: "has no member `")
      ?? message.firstRange(
        of: "cannot find `")
    {
      quoted = message[range.upperBound...]
    } else if message.first == "`" {
      quoted = message.dropFirst()
    } else {
      return nil
    }
    return String(quoted.prefix { $0 != "`" }.prefix { $0 != "(" && $0 != ":" })
  }

  private init(language: ScenarioLanguage, declared: DeclaredNames, types: StaticTypes) {
    self.language = language
    self.declared = declared
    self.types = types
  }

  private mutating func collectDeclarations(_ program: Program) {
    let methods =
      program.methods + program.classes.flatMap(\.methods) + program.extensions.flatMap(\.methods)
      + program.structs.flatMap(\.staticMethods) + program.enums.flatMap(\.methods)
    for method in methods {
      userKeys.insert(method.isProperty ? method.name : method.key(language))
      userNames.insert(method.name)
    }
    userNames.formUnion(program.declaredMethodNames)  // `@protocol` and `@interface` methods
    // `Tab.home.rawValue`: enums with a raw type have it.
    if program.enums.contains(where: { $0.rawType != nil }) { userNames.insert("rawValue") }
    // A struct's stored properties are members of its values (`page.title`).
    userNames.formUnion(program.structs.flatMap { $0.properties.map(\.name) })
    userNames.formUnion(program.staticProperties.map(\.declaration.name))
    userNames.formUnion(program.protocolRequirements)
    userNames.formUnion(program.tupleLabels)  // `range.low` for `-> (low: Int, high: Int)`
    userNames.formUnion(program.standardLibraryMembers)  // `offset.pointee`
    standardLibraryNames = program.standardLibraryMembers
    let properties =
      program.properties + program.classes.flatMap(\.properties)
      + program.extensions.flatMap(\.properties)
    for property in properties {
      guard case .declaration(let declaration) = property.kind else { continue }
      userNames.insert(declaration.name)
      if let getter = declaration.objcGetter { userNames.insert(getter) }  // `getter=isOpen`
      if let setter = declaration.objcSetter { userNames.insert(setter) }  // `setter=turn:`
    }
    declaredMembers = userNames
    if language == .objc {
      // Assigning an undeclared name creates an instance variable (DESIGN.md section 4).
      let bodies = [program.statements] + methods.map(\.body)
      for body in bodies { collectAssignedNames(body) }
    }
  }

  private mutating func collectAssignedNames(_ statements: [Stmt]) {
    for statement in statements {
      switch statement.kind {
      case .assignment(let target, _):
        if case .name(let name) = target.kind {
          userNames.insert(name)
          // `_x = …` is the instance variable of a property `x` the snippet's header declares.
          if name.hasPrefix("_"), name.count > 1 { userNames.insert(String(name.dropFirst())) }
        }
        if case .member(_, let name) = target.kind { userNames.insert(name) }
      case .ifElse(_, let then, let otherwise):
        collectAssignedNames(then)
        collectAssignedNames(otherwise ?? [])
      case .forIn(_, _, let body), .whileLoop(_, let body), .deferBlock(let body),
        .sequence(let body):
        collectAssignedNames(body)
      case .switchCase(_, let cases):
        for each in cases { collectAssignedNames(each.body) }
      case .doCatch(let body, let clauses):
        collectAssignedNames(body)
        for clause in clauses { collectAssignedNames(clause.body) }
      case .labeled(_, let inner):
        collectAssignedNames([inner])
      default: break
      }
    }
  }

  private mutating func check(_ statements: [Stmt]) {
    for statement in statements {
      switch statement.kind {
      case .expression(let expression): check(expression)
      case .declaration(let declaration):
        if let value = declaration.initialValue {
          check(value)
          if reported.contains(value.location) || isDownstreamOfReported(value) {
            reportedVariables.insert(declaration.name)
          }
        }
        types.declare(declaration)
        for observer in [declaration.willSet, declaration.didSet].compactMap({ $0 }) {
          check(observer.body)
        }
      case .assignment(let target, let value):
        if case .member(let base, let name) = target.kind {
          check(base)
          // Swift never adds properties by assignment; views never get ad-hoc ones in either
          // language (an Objective-C controller does: instance variables).
          if language == .swift || base.isViewReference {
            verifyAssigned(name, base, at: target.location)
          }
        } else {
          check(target)
        }
        check(value)
      case .ifElse(let conditions, let then, let otherwise):
        check(conditions)
        check(then)
        check(otherwise ?? [])
      case .guardElse(let conditions, let otherwise):
        check(conditions)
        check(otherwise)
      case .forIn(_, let sequence, let body):
        check(sequence)
        check(body)
      case .returnStatement(let value):
        if let value { check(value) }
      case .switchCase(let subject, let cases):
        check(subject)
        for each in cases {
          for pattern in each.patterns { check(pattern) }
          for inner in each.bindingPatterns.flatMap(\.expressions) { check(inner) }
          if let condition = each.condition { check(condition) }
          check(each.body)
        }
      case .whileLoop(let conditions, let body):
        check(conditions)
        check(body)
      case .deferBlock(let body), .sequence(let body):
        check(body)
      case .breakStatement, .continueStatement:
        break
      case .throwStatement(let value):
        check(value)
      case .labeled(_, let inner):
        check([inner])
      case .labeledJump:
        break
      case .doCatch(let body, let clauses):
        check(body)
        for clause in clauses {
          for inner in clause.pattern?.expressions ?? [] { check(inner) }
          if let condition = clause.condition { check(condition) }
          check(clause.body)
        }
      }
    }
  }

  private mutating func check(_ conditions: [Condition]) {
    for condition in conditions {
      switch condition {
      case .test(let expression), .binding(_, let expression): check(expression)
      case .pattern(let pattern, let expression):
        for inner in pattern.expressions { check(inner) }
        check(expression)
      }
    }
  }

  private mutating func check(_ expression: Expr) {
    switch expression.kind {
    case .name(let name):
      verifyName(name, at: expression.location)
    case .null, .boolean, .number, .implicitMember:
      break
    case .string(let parts):
      for case .interpolation(let inner) in parts { check(inner) }
    case .member(let base, let name):
      // `UIWindow.Level.alert`, `UITableView.RowAnimation.fade`: a constant of a value type
      // nested in a class is a value, whatever the class: the class is not used.
      if let nested = Interpreter.dottedTypeName(base), nested.contains("."),
        let type = UIKitSurface.shared.type(swift: nested),
        [.enum, .options, .stringEnum, .struct].contains(type.kind)
      {
        break
      }
      check(base)
      if !isClassName(base) && !isRootedInUnmodelledClass(base) {
        verify(.property(name), base, at: expression.location)
      } else {
        verifyClassMember(.property(name), base, at: expression.location)
      }
    case .call(let callee, let arguments):
      for argument in arguments { check(argument.value) }
      let use = MemberResolver.Use.swiftCall(
        calleeName(callee), labels: arguments.map(\.label), trailing: arguments.map(\.isTrailing))
      switch callee.kind {
      case .member(let base, _):
        check(base)
        if isRootedInUnmodelledClass(base) { break }  // already reported, once
        if !isClassName(base) || base.kind == .name("UIView") {
          verify(use, base, at: callee.location)
        } else {
          verifyClassMember(use, base, at: callee.location)
        }
      case .name(let name):
        if ModelledAPI.table(of: .controller).contains(name, language) {
          verify(use, nil, at: callee.location)
        } else if !isBuiltinFunction(name),
          !verifyImplicitSelfCall(name, use, at: callee.location)
        {
          verifyName(name, at: callee.location)
        }
      default:
        check(callee)
      }
    case .message(let receiver, let parts):
      if let format = FoundationStrings.formatMessage(receiver, parts) {
        // `[NSString stringWithFormat:…]`: Foundation, made by the interpreter.
        check(format.format)
        for argument in format.arguments { check(argument) }
        break
      }
      check(receiver)
      for part in parts { if let argument = part.argument { check(argument) } }
      let use = MemberResolver.Use.message(
        parts.map(\.piece).filter { !$0.isEmpty }, hasArguments: parts.first?.argument != nil)
      if case .message(_, let inner) = receiver.kind, inner.map(\.piece) == ["alloc"] { break }
      if use == .message(["class"], hasArguments: false) { break }  // `[X class]`, `[self class]`
      // `[[self alloc] init]` in a class method, whose `self` is the class.
      if receiver.kind == .name("self"),
        use == .message(["alloc"], hasArguments: false)
          || use == .message(["new"], hasArguments: false)
      {
        break
      }
      // `[super init]` in an initializer: UIKit's initializers, checked when they run.
      if receiver.kind == .name("super"), parts.first?.piece.hasPrefix("init") == true { break }
      if isClassName(receiver) {
        verifyClassMember(use, receiver, at: parts.first?.location ?? expression.location)
        if use == .message(["alloc"], hasArguments: false)
          || use == .message(["new"], hasArguments: false) || receiver.kind != .name("UIView")
        {
          break
        }
      }
      verify(use, receiver, at: parts.first?.location ?? expression.location)
    case .subscriptIndex(let base, let index):
      check(base)
      check(index)
    case .closure(let closure):
      check(closure.body)
    case .array(let elements):
      for element in elements { check(element) }
    case .dictionary(let entries):
      for entry in entries {
        check(entry.key)
        check(entry.value)
      }
    case .tuple(let elements):
      for element in elements { check(element.value) }
    case .binary(_, let left, let right):
      check(left)
      check(right)
    case .unary(_, let operand):
      check(operand)
    case .conditional(let test, let yes, let no):
      check(test)
      check(yes)
      check(no)
    case .increment(let target, _, _):
      // `count++`: an assignment of the target, as `count = count + 1` is.
      if case .name(let name) = target.kind, language == .objc, userNames.contains(name) {
        break
      }
      check(target)
    case .assign(let target, let value):
      // An assignment used as a value (C11 6.5.16), checked as the statement is.
      if case .member(let base, _) = target.kind { check(base) } else { check(target) }
      check(value)
    case .typeCast(let value, let type, _):
      check(value)
      if !declared.contains(type), KnownTypes.kind(of: type, declared: []) == nil {
        let candidates = KnownTypes.allNames + Array(declared.names)
        diagnostics.append(
          ScenarioProblem.unknownType(
            type, suggestion: Suggestion.closest(to: type, in: candidates)
          ).at(expression.location))
      }
    }
  }

  /// A name read where no declaration, parameter, property, global or class has it.
  private mutating func verifyName(_ name: String, at location: SourceLocation) {
    if name == "self" || name == "super" || declared.contains(name) { return }
    // `indices`, `count` inside `extension Array`: members of the standard type `self` is.
    if language == .swift, standardLibraryNames.contains(name) { return }
    // The bounds a one-sided range leaves out (`pages[1...]`), resolved by the subscript.
    if name == SwiftParser.rangeStart || name == SwiftParser.rangeEnd { return }
    // What logging names the running method by (Interpreter.methodName).
    let methodNames = ["__FUNCTION__", "__PRETTY_FUNCTION__", "__func__", "_cmd"]
    if language == .objc ? methodNames.contains(name) : name == "#function" { return }
    if UIKitClasses.isInertGlobal(name) { return }  // `kCAFillModeForwards`, `CGRectNull`
    // `$0`, `$1`: a closure's anonymous arguments (the interpreter checks the closure has
    // as many).
    if language == .swift, name.hasPrefix("$"), name.dropFirst().allSatisfy(\.isNumber),
      name.count > 1
    {
      return
    }
    if name.first?.isUppercase == true {
      // A real class no declaration models, whose members the run answers from the surface;
      // a real function or constant that can change nothing the model follows.
      if UIKitClasses.isInert(name) || UIKitClasses.isInertGlobal(name) { return }
      // `Int(x)`, `CGFloat(x)`, `String(describing: x)`: the standard library's conversions.
      if language == .swift, SwiftConversions.names.contains(name) { return }
      // `Bool.random()`, `Character("a")`: the standard library's types (W29).
      if language == .swift, SwiftStandardLibrarySurface.members[name] != nil { return }
      // A framework class the model leaves out is reported before anything runs, never
      // in the middle of a trace.
      if !UIKitDeclarations.isValueType(name), !Builtins.objcFunctions.contains(name),
        !Builtins.rectFunctions.contains(name),
        !name.hasPrefix("UIViewAnimationOption"),
        Builtins.constant(name, language) == nil,
        !UndeclaredTypes.isFrameworkLookalike(name),  // `CAPSPageMenu`: a pod's (UndeclaredTypes)
        let problem = Builtins.unsupportedClass(name)
      {
        report(problem, at: location)
        return
      }
      guard name.hasPrefix("UIViewAnimationOption"), Builtins.constant(name, language) == nil
      else { return }
    } else {
      if isBuiltinFunction(name) || Builtins.constant(name, language) != nil { return }
      if ModelledAPI.table(of: .controller).contains(name, language) { return }  // implicit self
      if let problem = ModelledAPI.unmodelled(name, language) {
        diagnostics.append(problem.at(location))
        return
      }
      // `tabBarItem.title = …`: Swift's implicit `self` reaching a real member, which the run
      // (knowing `self`'s class) keeps inert or refuses with its area.
      // Only a current member of a class `self` can be: `d` is a field of CGAffineTransform,
      // and `addChildViewController` an old spelling, neither a name the compiler finds.
      if language == .swift,
        implicitSelfTypes.map({ types in
          types.contains {
            UIKitSurface.shared.members(swift: name, in: $0).contains { !$0.isRenamedSpelling }
          }
        }) ?? UIKitDeclarations.isRealMember(.property(name), language)
      {
        return
      }
    }
    let candidates =
      Array(declared.names) + Builtins.globalNames(language)
      + ModelledAPI.members(of: .controller).map { MemberResolver.name(of: $0, language) }
    diagnostics.append(
      ScenarioProblem.unknownIdentifier(
        name, suggestion: Suggestion.closest(to: name, in: candidates)
      ).at(location))
  }

  /// `DispatchQueue.main`: members of a class the model leaves out are not checked one by
  /// one; the class itself is reported.
  private func isRootedInUnmodelledClass(_ expression: Expr) -> Bool {
    switch expression.kind {
    case .name(let name):
      return name.first?.isUppercase == true && !declared.contains(name)
        && Builtins.unsupportedClass(name) != nil
    case .member(let base, _): return isRootedInUnmodelledClass(base)
    default: return false
    }
  }

  private func isBuiltinFunction(_ name: String) -> Bool {
    Self.isBuiltinFunction(name, language)
  }

  /// A function the language, the standard library, C or Foundation provides (`print`, `min`,
  /// `floor`, `NSLog`, `CGRectMake`, `zip`).
  static func isBuiltinFunction(_ name: String, _ language: ScenarioLanguage) -> Bool {
    if Builtins.assertions(language).contains(name) { return true }
    if SurfaceBuiltins.functions(language).contains(name) { return true }
    if Builtins.isMathFunction(name) { return true }  // `floor`, `fmax` (Builtins+CMath)
    if Builtins.runtimeFunctions(language).contains(name) { return true }  // Builtins+CRuntime
    // `class_getSuperclass`, `objc_getClass` (Builtins+CRuntime, Interpreter+ObjCClassObjects).
    if language == .objc, Builtins.classObjectFunctions.contains(name) { return true }
    switch language {
    case .swift:
      return name == "print" || name == "debugPrint" || name == "type"  // `type(of:)`
        || name == "NSLog"  // Foundation's, in Swift too
        || name == "objc_setAssociatedObject" || name == "objc_getAssociatedObject"
        || SwiftConversions.functions.contains(name)  // `zip`
        // `withCheckedContinuation`, `withTaskGroup` (Interpreter+SwiftStructuredConcurrency)
        || Interpreter.structuredConcurrencyFunctions.contains(name)
    case .objc:
      return Builtins.objcFunctions.contains(name) || Builtins.rectFunctions.contains(name)
    }
  }

  private func calleeName(_ callee: Expr) -> String {
    switch callee.kind {
    case .member(_, let name), .name(let name): return name
    default: return ""
    }
  }

  /// `UIView`, `CGRect`, `UIView.AnimationOptions`: a type, whose members the interpreter
  /// resolves itself.
  /// `UIColor.colorFromHex("#fff")`, `[UIColor colorWithHexRGB:0xfff]`: a class member of a
  /// UIKit class that no UIKit class declares is the project's category's
  /// (MissingPieceCategories), reported with its stand-in.
  private mutating func verifyClassMember(
    _ use: MemberResolver.Use, _ base: Expr, at location: SourceLocation
  ) {
    // `UIView.AnimationOptions`, `NSNotification.Name("x")`: a nested type, not a member.
    guard case .name(let name) = base.kind, !declared.contains(name),
      use.baseName.first?.isUppercase == false,
      let type = UIKitSurface.shared.type(named: name), type.kind == .class,
      !userKeys.contains(use.written), !userNames.contains(use.baseName),
      !["alloc", "new", "class", "self", "superclass", "description"].contains(use.baseName),
      !UIKitDeclarations.isRealMember(use, language),
      UIKitSurface.shared.member(named: use.written, in: name, language: language) == nil,
      // `[UIView animateWithDuration:0.3]`: UIKit's member with other labels is the member
      // check's to name (a missing argument, a wrong label).
      !UIKitSurface.shared.allMembers(of: name).contains(where: {
        $0.member.swiftBaseName == use.baseName || $0.member.objcBaseName == use.baseName
      })
    else { return }
    reported.insert(location)
    diagnostics.append(
      categories.diagnostic(use, on: name, classMember: true, at: location, language))
  }

  /// Swift's implicit `self` calling a method that neither the snippet nor `self`'s UIKit
  /// class has (`add(child)`, `addChildVC(pager)` of the project's `extension
  /// UIViewController`): true when reported as that extension's missing member.
  private mutating func verifyImplicitSelfCall(
    _ name: String, _ use: MemberResolver.Use, at location: SourceLocation
  ) -> Bool {
    let surface = UIKitSurface.shared
    guard language == .swift, let owner = selfClass,
      name.first?.isLowercase == true,
      !declared.contains(name), !userNames.contains(name),
      Builtins.constant(name, language) == nil, ModelledAPI.unmodelled(name, language) == nil,
      !Builtins.globalNames(language).contains(name), surface.global(objc: name) == nil,
      surface.member(named: use.written, in: owner, language: language) == nil,
      surface.member(named: name, in: owner, language: language) == nil
    else { return false }
    // `addChlid(child)`: a typo of a name the controller or the snippet has keeps its
    // did-you-mean (verifyName).
    let candidates =
      Array(declared.names)
      + ModelledAPI.members(of: .controller).map { MemberResolver.name(of: $0, language) }
    let close = Suggestion.closest(to: name, in: candidates)
    guard MissingPieceCategories.isHelperName(name, suggestion: close) else { return false }
    reported.insert(location)
    diagnostics.append(
      categories.diagnostic(
        use, on: owner, described: "`self`", classMember: false, at: location, language))
    return true
  }

  private func isClassName(_ expression: Expr) -> Bool {
    switch expression.kind {
    case .name(let name): return name.first?.isUppercase == true
    case .member(let base, let name): return name.first?.isUppercase == true && isClassName(base)
    default: return false
    }
  }

  private mutating func verifyAssigned(_ name: String, _ base: Expr, at location: SourceLocation) {
    if language == .swift, userNames.contains(name) { return }
    if isClassName(base) { return }
    let result = MemberResolver.resolve(
      .property(name), among: [ModelledAPI.table], described: Self.text(base) ?? "this value",
      language)
    if case .success(let member) = result {
      if let mismatch = types.ownerMismatch(member, .property(name), on: base) {
        report(mismatch, at: location)
      }
      return
    }
    guard case .failure(let problem) = result else { return }
    if isDownstreamOfReported(base) { return }
    // `childVC.view.HJ_x = 0` on a value typed as a UIKit view: the project's category
    // property, declared in the snippet or left out, as reading it is (`verify`).
    if case .unknownMember = problem, let type = types.type(of: base),
      KnownTypes.views.contains(type), !Interpreter.viewClassMemberNames.contains(name),
      userNames.contains(name)
        || Suggestion.closest(to: name, in: Array(Interpreter.viewClassMemberNames)) == nil
    {
      verify(.property(name), base, at: location)
      return
    }
    // `folders.parentControllerDelegate = self` on a value of a known class: a property no
    // UIKit class has is the project's own, stood in as reading it is (`verify`), never left
    // without a fix-it. A misspelling of a real member (`selectedIndx`) keeps its did-you-mean.
    if case .unknownMember(_, _, let suggestion) = problem, types.type(of: base) != nil,
      !UIKitDeclarations.isRealMember(.property(name), language),
      !UIKitDeclarations.isRealName(name), !ScenarioProblem.isSetterOfRealProperty(name),
      MissingPieceCategories.isHelperName(name, suggestion: suggestion)
    {
      verify(.property(name), base, at: location)
      return
    }
    if case .unknownMember = problem,
      case .some(let typed) = types.problem(with: .property(name), on: base)
    {
      if let typed { report(typed, at: location) }
      return
    }
    if case .unknownMember = problem, UIKitDeclarations.isRealMember(.property(name), language) {
      return
    }
    // `stepper.value = 3` beside key-value coding's `value(forKey:)`: a real property of that
    // name is the run's to judge on the value's class (FIDELITY-SURFACE C32).
    if case .missingArgument = problem,
      UIKitDeclarations.isRealMember(.property(name), language)
    {
      return
    }
    report(problem, at: location)
  }

  /// Records the problem with `use` unless the scenario declares it or the model has it.
  private mutating func verify(
    _ use: MemberResolver.Use, _ base: Expr?, at location: SourceLocation
  ) {
    if userKeys.contains(use.written) || userNames.contains(use.baseName) { return }
    if let base, verifyStringMember(use, base, at: location) { return }
    // `defaults.set(true, forKey: "k")`: UserDefaults' Swift overlay setter, which no header
    // declares; the run decides on the value it is sent to (Interpreter+SwiftUserDefaults).
    if language == .swift, use.written == "set(_:forKey:)", base != nil { return }
    if MemberResolver.setterProperty(use) != nil { return }
    // `super.init(nibName:bundle:)`, `[super init]`, `self.init()`: UIKit's initializers, run
    // from a scenario class's own (FIDELITY-SURFACE.md K1).
    if case .name(let receiver) = base?.kind, receiver == "super" || receiver == "self",
      Interpreter.isUIKitInitializer(use, language) || Interpreter.isNibAwaking(use, language)
    {
      return
    }
    // `[self setCurrent:x]`: the synthesized setter of a declared property (checked precisely
    // when it runs).
    if language == .objc, case .message(let pieces, true) = use, pieces.count == 1,
      let property = ObjCAccessorNames.property(setter: pieces[0], among: userNames),
      userNames.contains(property)
    {
      return
    }
    if case .property = use, base.map(isClassName) == true { return }
    // Receivers are untyped here: an `Array` method passes on any of them, and so do a
    // dictionary's or a tuple's members (Interpreter+Dictionaries).
    if language == .swift, base != nil, ArrayMembers.member(for: use) != nil { return }
    if language == .swift, base != nil, Interpreter.isSwiftLibraryMember(use) { return }
    if base != nil, SwiftStringMembers.names(use, language) { return }
    if base != nil, Interpreter.isCollectionMember(use, language) { return }
    if language == .swift, base != nil, case .property(let name) = use,
      ArrayMembers.indexProperties.contains(name)
    {
      return
    }
    // `self.view.height`: a member no UIKit view class declares, on a value typed as a view,
    // is the project's own category's (Interpreter+ViewExtensions): undeclared, with a
    // stand-in category written once per member.
    // Only properties, and only a name no view member is close to (a typo keeps its
    // did-you-mean; NSObject's own members are real).
    if case .property(let name) = use, let base, let type = types.type(of: base),
      KnownTypes.views.contains(type), !Interpreter.viewClassMemberNames.contains(name),
      !["description", "debugDescription", "hash", "class", "superclass"].contains(name),
      Suggestion.closest(to: name, in: Array(Interpreter.viewClassMemberNames)) == nil
    {
      var diagnostic = ScenarioProblem.undeclaredMember(
        use.written, on: "`\(type)`", suggestion: nil
      ).at(location)
      if standInViewMembers.insert(use.baseName).inserted {
        diagnostic.fixIts = [ViewMemberStandIn.fixIt(use, on: "UIView", language)]
        // `view.snp.makeConstraints { … }`: a value sent members of its own is an object.
        if language == .swift, categories.isReceiver(at: location),
          let chain = MissingPieceCategories.chainFixIts(use, on: "UIView", classMember: false)
        {
          diagnostic.fixIts = chain
        }
      }
      reported.insert(location)
      diagnostics.append(diagnostic)
      return
    }
    // An object of a class of the snippet's (`SnpStandIn`, what a stand-in gives) is sent
    // the class's members: one it lacks is the class's, left out, as on a typed value below,
    // even when another UIKit class has a member of that name (`selectedSegmentIndex` of a
    // stand-in `rx`): only its real ancestor's (NSObject's) members are its own.
    if language == .swift, let base, base.kind != .name("self"), base.kind != .name("super"),
      types.type(of: base) == nil, let owner = types.scenarioClass(of: base),
      !Self.isSurfaceMember(use, of: types.uikitClass(owner) ?? "NSObject", language),
      ArrayMembers.member(for: use) == nil
    {
      if let close = Suggestion.closest(
        to: use.baseName, in: types.members(ofScenarioClass: owner)),
        !MissingPieceCategories.isHelperName(use.written, suggestion: close)
      {
        report(
          .undeclaredMember(use.written, on: Self.describe(base), suggestion: close),
          at: location)
      } else {
        reported.insert(location)
        diagnostics.append(
          categories.diagnostic(use, on: owner, classMember: false, at: location, language))
      }
      return
    }
    let result = MemberResolver.resolve(
      use, among: [ModelledAPI.table], described: Self.describe(base), language)
    if case .success(let member) = result {
      if let base, let mismatch = types.ownerMismatch(member, use, on: base) {
        report(mismatch, at: location)
      }
      return
    }
    guard case .failure(var problem) = result else { return }
    if let base, isDownstreamOfReported(base) { return }
    // The all-classes table's did-you-mean (`data.itemTitle` → a flow layout's `itemSize`)
    // names no member of this value: on a value of a known UIKit type the hint comes from that
    // type and its real superclass chain, on any other value there is none.
    if case .unknownMember(let written, let on, .some) = problem, let base,
      base.kind != .name("self"), base.kind != .name("super")
    {
      let hint = types.type(of: base).flatMap {
        UIKitSurface.shared.suggestions(for: written, in: $0, language: language).first
      }
      problem = .unknownMember(written, on: on, suggestion: hint)
    }
    // `current?.remove()` on a controller, where only another class models a member of that
    // base name (a display link's `remove(from:forMode:)`): that member's labels say nothing
    // about this value, whose known class has no member of the name at all.
    switch problem {
    case .wrongLabel, .missingArgument:
      let surface = UIKitSurface.shared
      if let base, let type = types.type(of: base),
        let valueType = surface.type(named: type), valueType.kind == .class,
        surface.member(named: use.written, in: type, language: language) == nil,
        surface.member(named: use.baseName, in: type, language: language) == nil,
        ModelledAPI.table.named(use.baseName, language).allSatisfy({ member in
          guard let owner = surface.type(named: member.owner), owner.kind == .class else {
            return false
          }
          return !surface.isClass(valueType.objcName, kindOf: owner.objcName)
        })
      {
        problem = .unknownMember(use.written, on: Self.describe(base), suggestion: nil)
      }
    default: break
    }
    // Labels the modelled members of that name do not have, but a real member does: the
    // surface decides (inert, or not modelled with its area), on the value's type when known.
    switch problem {
    case .wrongLabel, .missingArgument:
      if case .some(let verdict) = MemberResolver.surfaceVerdict(
        use, onType: base.flatMap { types.type(of: $0) }, language)
      {
        if let verdict { report(verdict, at: location) }
        return
      }
    case .notModelled:
      // A44: a presentation controller's inherited member, answered by the run.
      if MemberResolver.isPresentationControllerMember(use, language) { return }
      // The area of another type's member of that base name (`UIAlertController.addAction`)
      // is not this value's: on a value of known type, that type's member decides.
      if let type = base.flatMap({ types.type(of: $0) }),
        case .some(let verdict) = MemberResolver.surfaceVerdict(use, onType: type, language)
      {
        if let verdict { report(verdict, at: location) }
        return
      }
    default: break
    }
    // `pages.shuffled()`, `d.merging(…)`: a member of Swift's standard library the model does
    // not implement is named as Swift's, not as the project's missing code (W29).
    if case .unknownMember = problem, language == .swift, use.isCall, let base,
      base.kind != .name("self"), base.kind != .name("super"),
      types.scenarioClass(of: base) == nil,
      types.type(of: base).map({ UIKitSurface.shared.type(named: $0) == nil }) ?? true,
      !UIKitDeclarations.isRealMember(use, language), !UIKitDeclarations.isRealName(use.written),
      let owner = SwiftStandardLibrarySurface.types(having: use).first
    {
      report(.standardLibraryNotModelled(use.written, type: owner), at: location)
      return
    }
    if case .unknownMember = problem, let base,
      case .some(let typed) = types.problem(with: use, on: base)
    {
      // `view.pinToEdges()`: a member of the project's own extension the excerpt leaves out
      // (no UIKit type has it) is undeclared, as on an untyped receiver.
      if case .noSuchMember(let written, let type, let suggestion)? = typed,
        !UIKitDeclarations.isRealMember(use, language),
        !ScenarioProblem.isSetterOfRealProperty(written)
      {
        // An object of the snippet's own class: a near name its class declares is a typo of
        // it; any other name is the class's member the excerpt leaves out, on the class.
        if let owner = types.scenarioClass(of: base) {
          let own = types.members(ofScenarioClass: owner)
          if let close = Suggestion.closest(to: use.baseName, in: own) {
            report(
              .undeclaredMember(written, on: Self.describe(base), suggestion: close),
              at: location)
          } else {
            reported.insert(location)
            diagnostics.append(
              categories.diagnostic(use, on: owner, classMember: false, at: location, language))
          }
          return
        }
        if MissingPieceCategories.isHelperName(written, suggestion: suggestion) {
          // The project's own category or extension of `type`: a stand-in for it.
          reported.insert(location)
          diagnostics.append(
            categories.diagnostic(use, on: type, classMember: false, at: location, language))
        } else {
          report(.undeclaredMember(written, on: "`\(type)`", suggestion: suggestion), at: location)
        }
      } else if let typed {
        report(typed, at: location)
      }
      return
    }
    // `self.addChildVC(pager)`, `[self removeAllChildren]`: the project's extension or
    // category of the UIKit class `self` is, when no UIKit class has the member.
    // A property of `self` is the class's own, left out with its declaration: named as before.
    // So is a prefixed property (`self.ysm_viewController` of a pod's `UIView (YSM)`).
    if case .unknownMember(let written, let on, let suggestion) = problem,
      base == nil || base?.kind == .name("self"), let owner = selfClass,
      use.isCall || MissingPieceCategories.isPrefixedCategoryName(use.baseName),
      !UIKitDeclarations.isRealMember(use, language),
      !UIKitDeclarations.isRealName(use.written),
      MissingPieceCategories.isHelperName(written, suggestion: suggestion)
    {
      reported.insert(location)
      diagnostics.append(
        categories.diagnostic(
          use, on: owner, described: on, classMember: false, at: location, language))
      return
    }
    if case .unknownMember = problem, UIKitDeclarations.isRealMember(use, language) { return }
    // `[self.mm_drawerController toggleDrawerSide:…]`: a message to an object whose class the
    // code does not show (an `id` of the project's), a method of the project's that no UIKit
    // class has: declared for every object (a category of `NSObject`), doing nothing.
    // The same for a property read with dot syntax (`self.context.delegate.interactiveController`
    // of an `id` property whose protocol the header declares), and for a selector only Swift
    // spells that way (`[animator clear]` is no message of UIKit's; `UIColor.clear` is Swift's
    // name of `clearColor`): Objective-C looks a message up on the object's class when it is
    // sent, so only the Objective-C spellings of UIKit's members are UIKit's here (S196).
    // A geometry name (`_contentView.frameWidth`) is a frame category's, a number (S197).
    if language == .objc, let base, types.type(of: base) == nil,
      case .unknownMember(let written, let on, let suggestion) = problem,
      !UIKitSurface.shared.hasMember(spelled: written, .objc),
      !UIKitDeclarations.isRenamedName(written),
      !ScenarioProblem.isSetterOfRealProperty(written),
      suggestion.map({ MissingPieceCategories.isHelperName(written, suggestion: $0) }) ?? true
    {
      reported.insert(location)
      if case .property(let name) = use, ViewMemberStandIn.isGeometry(name) {
        var diagnostic = ScenarioProblem.undeclaredMember(written, on: on, suggestion: nil)
          .at(location)
        if standInViewMembers.insert(use.baseName).inserted {
          diagnostic.fixIts = [ViewMemberStandIn.fixIt(use, on: "UIView", language)]
        }
        diagnostics.append(diagnostic)
        return
      }
      diagnostics.append(
        categories.diagnostic(
          use, on: "NSObject", described: on, classMember: false, at: location, language))
      return
    }
    // `make.edges.equalToSuperview()` in a closure a pod's method is given (SnapKit's
    // `makeConstraints { make in … }`): a member of a Swift value whose class the code does
    // not show, that no UIKit class has, is the project's or the pod's, as in Objective-C
    // above: declared for every object, doing nothing.
    if language == .swift, let base, base.kind != .name("self"), base.kind != .name("super"),
      types.type(of: base) == nil, types.scenarioClass(of: base) == nil,
      case .unknownMember(let written, let on, let suggestion) = problem,
      !UIKitDeclarations.isRealName(written), !UIKitDeclarations.isRealMember(use, language),
      ArrayMembers.member(for: use) == nil,
      MissingPieceCategories.isHelperName(written, suggestion: suggestion),
      // `apend(x)` keeps its did-you-mean of an array's member (below); `snp` is no `map`.
      MissingPieceCategories.isHelperName(
        written,
        suggestion: Suggestion.closest(to: use.baseName, in: ArrayMembers.all.map(\.name)))
    {
      reported.insert(location)
      diagnostics.append(
        categories.diagnostic(
          use, on: "NSObject", described: on, classMember: false, at: location, language))
      return
    }
    if language == .swift, base != nil, case .unknownMember(let written, let on, nil) = problem,
      let close = Suggestion.closest(to: use.baseName, in: ArrayMembers.all.map(\.name)),
      let member = ArrayMembers.all.first(where: { $0.name == close })
    {
      problem = .unknownMember(written, on: on, suggestion: member.spelling)  // `apend`
    }
    report(problem, at: location)
  }

  /// True when the real class `type` (or a superclass) declares `use`, by either spelling.
  private static func isSurfaceMember(
    _ use: MemberResolver.Use, of type: String, _ language: ScenarioLanguage
  ) -> Bool {
    let surface = UIKitSurface.shared
    return surface.member(named: use.written, in: type, language: language) != nil
      || surface.member(named: use.baseName, in: type, language: language) != nil
  }

  /// `"home_title".localized`, `[@"tab" localizedWith:x]`: a member of a string that neither
  /// Swift's `String` nor Foundation's `NSString` has is the project's own extension
  /// (category), left out: reported with its stand-in (MissingPieceCategories). A near miss of
  /// a real member keeps its did-you-mean. True when reported.
  private mutating func verifyStringMember(
    _ use: MemberResolver.Use, _ base: Expr, at location: SourceLocation
  ) -> Bool {
    let isString: Bool
    if case .string = base.kind {
      isString = true
    } else {
      isString = ["String", "NSString", "NSMutableString"].contains(types.type(of: base) ?? "")
    }
    guard isString, MemberResolver.setterProperty(use) == nil else { return false }
    let surface = UIKitSurface.shared
    // A member the string declarations have (UIKit/NSString.swift), in either language.
    if SwiftStringMembers.names(use, language) { return false }
    if language == .swift,
      ArrayMembers.member(for: use) != nil || ArrayMembers.indexProperties.contains(use.baseName)
    {
      return false
    }
    // NSMutableString's members include NSString's (`appendString:` on a mutable string).
    if Interpreter.isCollectionMember(use, language)
      || surface.member(named: use.written, in: "NSMutableString", language: language) != nil
      || surface.member(named: use.baseName, in: "NSMutableString", language: language) != nil
    {
      return false
    }
    let close = surface.suggestions(for: use.written, in: "NSString", language: language).first
    guard MissingPieceCategories.isHelperName(use.written, suggestion: close) else { return false }
    reported.insert(location)
    diagnostics.append(
      categories.diagnostic(
        use, on: language == .swift ? "String" : "NSString", described: "a string",
        classMember: false, at: location, language))
    return true
  }

  /// Records a member's problem, and where, so that nothing read from it is reported too.
  /// A member the checks above found on no UIKit type of the receiver (they let real ones
  /// pass) is the snippet's own missing code: `scenario.undeclared`, never "the modelled UIKit
  /// API", even when some other type has a member of that name (`make.top.equalTo(…)` is
  /// Masonry's, not `CGRect`'s). UIKit's old spellings and the setters of its read-only
  /// properties stay UIKit's.
  private mutating func report(_ problem: ScenarioProblem, at location: SourceLocation) {
    reported.insert(location)
    if case .unknownMember(let written, let on, var suggestion) = problem,
      !UIKitDeclarations.isRenamedName(written), !ScenarioProblem.isSetterOfRealProperty(written)
    {
      // `entry.menuTitle` is not a misspelling of `setTitle(_:for:)`: only a near miss of the
      // nearest name (`addSubView`) keeps the hint; other words make it the project's own.
      if let close = suggestion, MissingPieceCategories.isHelperName(written, suggestion: close) {
        suggestion = nil
      }
      diagnostics.append(
        ScenarioProblem.undeclaredMember(written, on: on, suggestion: suggestion).at(location))
      return
    }
    diagnostics.append(problem.at(location))
  }

  /// True when `base` reads from a member already reported (`animator.x` after `animator`'s
  /// own problem; `a.unknown.b`).
  private func isDownstreamOfReported(_ base: Expr) -> Bool {
    switch base.kind {
    case .name(let name):
      return reportedVariables.contains(name)
    case .member(let inner, _):
      return reported.contains(base.location) || isDownstreamOfReported(inner)
    case .call(let callee, _):
      return reported.contains(callee.location) || isDownstreamOfReported(callee)
    case .message(let receiver, let parts):
      return parts.first.map { reported.contains($0.location) } == true
        || isDownstreamOfReported(receiver)
    case .subscriptIndex(let inner, _):
      return isDownstreamOfReported(inner)
    default:
      return false
    }
  }

  /// How a message names the receiver of a member: `` `self.view` `` as written, `` `self` ``
  /// for an implicit one, else what kind of value it is (never `self` for an expression that
  /// is not `self`).
  private static func describe(_ base: Expr?) -> String {
    guard let base else { return "`self`" }
    if let text = text(base) { return text }
    switch base.kind {
    case .array: return "an array"
    case .string: return "a string"
    case .number: return "a number"
    case .call(let callee, _):
      if let name = text(callee), let first = name.dropFirst().first, first.isUppercase {
        return "a \(name) value"
      }
      return "the result of this call"
    default: return "this value"
    }
  }

  /// `` `self.view` `` for simple receivers, nil for anything more complex.
  private static func text(_ expression: Expr) -> String? {
    func plain(_ expression: Expr, _ depth: Int) -> String? {
      guard depth < 6 else { return nil }
      switch expression.kind {
      case .name(let name): return name
      case .member(let base, let name): return plain(base, depth + 1).map { $0 + "." + name }
      default: return nil
      }
    }
    return plain(expression, 0).map { "`" + $0 + "`" }
  }
}

extension Expr {
  /// `x.view`, `self.view`, `view` (Swift's implicit `self`): certainly a view.
  fileprivate var isViewReference: Bool {
    switch kind {
    case .member(_, "view"), .name("view"): return true
    default: return false
    }
  }
}
