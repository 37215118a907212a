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
    /// The project's category members the code reads on the stand-in (`button.fkl_centerX` of
    /// `UIView (Frame)`), declared on every view rather than on the stand-in alone.
    var categoryFixIts: [ScenarioFixIt] = []
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
  var declared: Set<String> = []
  /// Every method, property and requirement name the snippet declares: a member of that
  /// name is the snippet's own (an `extension UIViewController` helper), on any receiver.
  var ownMembers: Set<String> = []
  /// The members only the snippet's classes declare (not an extension, a category or a
  /// protocol): a stand-in is none of those classes, so it does not have them.
  var classOnlyMembers: Set<String> = []
  /// Every variable, parameter and property name: a value, never a type.
  var declaredValues: Set<String> = []
  /// The names of the methods the snippet declares (not variables).
  var ownMethodNames: Set<String> = []
  /// Objective-C names sent `alloc` or `new` (`[[tabbarView alloc] initWithFrame:…]`, `[[TVC
  /// alloc] initWithStyle:…]`): only a class answers them, so one the snippet does not declare
  /// is a class whatever its case.
  var allocatedNames: Set<String> = []
  /// The class the scenario runs in (`self=`).
  var selfClass = ScenarioAttributes().selfClass
  /// The names the code makes objects of (`createdClassNames`).
  var createdNames: Set<String> = []
  /// Names written where a type goes (`TVC *tvc`, `let panel: HUD`): a type whatever its case,
  /// where a name in capitals alone would otherwise read as the project's constant.
  var typePositionNames: Set<String> = []
  /// Variables and properties whose declared or created type is an undeclared name.
  var variableTypes: [String: String] = [:]
  /// Block and closure parameters of an undeclared type (`^(MASConstraintMaker *make)`): a
  /// builder, whose properties asked further are the builder again (UndeclaredTypes+Receivers).
  var builderParameters: Set<String> = []
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
  var statementUses: Set<String> = []
  /// Stand-in methods whose result the code uses, by `Type.member`, with what it needs:
  /// `UIViewController` when the result is used as a controller, else `Any`.
  var methodResults: [String: String] = [:]
  /// Variables initialized with a stand-in method's result, with that method's key.
  var resultVariables: [String: String] = [:]
  /// The result type written on the method or function whose body the walk is in (`-> Bool`):
  /// what its `return` statements give is of that type (`UndeclaredTypes+ResultUses`).
  var currentResultType: String?
  /// The class whose method the walk is in: what `self` is (nil at file scope).
  var currentClass: String?
  /// Undeclared names called where a value of a known value type is expected
  /// (`child.view.frame = IGRect(…)`, `let size: CGSize = Size(…)`), with that type.
  var valueUses: [String: String] = [:]
  /// Undeclared types whose objects are set as a UIKit object's `dataSource` or `delegate`,
  /// with that property's protocol (`self.dataSource = pages`).
  var protocolUses: [String: (protocol: String, property: String)] = [:]
  /// The types of the code's variables, for the expected type of an assignment's target.
  var types: StaticTypes
  var uses: [String: (location: SourceLocation, members: [Member])] = [:]
  var order: [String] = []

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
    finder.classOnlyMembers = Self.classOnlyMembers(program)
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
    finder.noteClassesNamedInStrings()
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

  /// The methods and properties the snippet's classes declare that no extension, category
  /// or protocol of it does.
  static func classOnlyMembers(_ program: Program) -> Set<String> {
    func names(_ declarations: [ClassDecl]) -> Set<String> {
      var found = Set(declarations.flatMap(\.methods).map(\.name))
      for statement in declarations.flatMap(\.properties) {
        if case .declaration(let declaration) = statement.kind { found.insert(declaration.name) }
      }
      return found
    }
    // An extension of the snippet's own class (`extension MapViewController:
    // UITableViewDelegate`) adds to that class only; one of a UIKit class or a protocol is
    // everyone's helper.
    let own = Set(program.classes.map(\.name))
    let ofOwn = program.extensions.filter { own.contains($0.name) }
    let ofOthers = program.extensions.filter { !own.contains($0.name) }
    return names(program.classes + ofOwn).subtracting(names(ofOthers))
      .subtracting(program.protocolRequirements)
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
    diagnostic.fixIts = [ScenarioFixIt.prelude(standIn)] + categoryFixIts
    return diagnostic
  }
}
