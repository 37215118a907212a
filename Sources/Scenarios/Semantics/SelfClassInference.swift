/// Which class `self` is when the block does not say (`self=` / `--self`).
///
/// A block that is nothing but one view controller class (`class ContainerViewController:
/// UIViewController { … }`, `class Tabs: UITabBarController { … }`, as copied from an app)
/// means that class: running the default
/// empty `ParentViewController` instead would show a trace in which none of the code ran,
/// silently. With several classes and no code of `self`'s own, which one is the container
/// is the author's to say: a diagnostic names the candidates. A block with code of `self`
/// (statements, methods, properties) keeps the default, as DESIGN.md section 4 has it.
enum SelfClassInference {
  /// The default of `self=` (ScenarioAttributes).
  static let defaultClass = ScenarioAttributes().selfClass

  /// The class to run as `self`, or the problem (and where) when the block leaves it open.
  static func selfClass(
    for program: Program, given: String, _ language: ScenarioLanguage
  ) -> Result<String, ScenarioError> {
    // Declarations beside classes and no method of `self` are the file's constants
    // (`static NSString * const kCellID = …;`, Swift's top-level `let inset: CGFloat = 8`,
    // an `NS_ENUM`'s constants), not code of `self`: they do not keep the default.
    let onlyFileConstants =
      program.properties.isEmpty
      || (!program.classes.isEmpty && program.methods.isEmpty
        && program.properties.allSatisfy(isFileConstant))
    guard given == defaultClass,
      !(program.classes + program.extensions).contains(where: { $0.name == given }),
      program.statements.isEmpty, program.methods.isEmpty, onlyFileConstants
    else { return .success(given) }
    // Swift's `class Animal { … }` (no superclass) is a model object, not a controller; an
    // Objective-C `@implementation` names no superclass (its `@interface` does).
    func isController(_ name: String, _ depth: Int) -> Bool {
      guard depth < 16, let declaration = program.classes.first(where: { $0.name == name })
      else { return false }
      guard let superclass = declaration.superclass else { return language == .objc }
      // A superclass the snippet leaves out (`class MenuController: RootController`, the
      // project's base class) is the implicit empty `UIViewController` subclass of DESIGN.md
      // section 4 when nothing says otherwise: its subclass is a controller.
      if !program.classes.contains(where: { $0.name == superclass }),
        superclass.first?.isUppercase == true, UIKitSurface.shared.type(named: superclass) == nil
      {
        return true
      }
      // A subclass of a UIKit container is a controller too (`Interpreter+ContainerSubclasses`).
      return superclass == "UIViewController"
        || Interpreter.systemContainerClasses.contains(superclass)
        || isController(superclass, depth + 1)
    }
    var controllers = program.classes.filter { isController($0.name, 0) }
    // A class with no code of its own (every method empty, as `lessons fix` writes the
    // stand-ins of the hidden prelude: `func showLeftMenu() {}`) is not the container whose
    // code the block shows, when another class has code.
    let withCode = controllers.filter { hasCode($0) }
    if !withCode.isEmpty { controllers = withCode }
    // A class the code creates itself (a child, a stand-in of the hidden prelude) is not the
    // window's root.
    let created = UndeclaredTypes.createdClassNames(program)
    if controllers.filter({ !created.contains($0.name) }).count == 1 {
      controllers.removeAll { created.contains($0.name) }
    }
    switch controllers.count {
    case 0: return .success(given)
    case 1: return .success(controllers[0].name)
    default:
      return .failure(
        ScenarioError(
          .ambiguousSelf(classes: controllers.map(\.name)), at: controllers[0].location))
    }
  }

  /// A declaration whose value creates and calls nothing (`static CGFloat const kInset = 8;`,
  /// `let screen = UIScreen.main.bounds`, an enumeration's constant): a file's constant. One
  /// that makes an object (`UIViewController *box = [[Box alloc] init];`) is `self`'s.
  static func isFileConstant(_ statement: Stmt) -> Bool {
    guard case .declaration(let declaration) = statement.kind else { return false }
    guard let value = declaration.initialValue else { return true }
    var makesSomething = false
    value.walk { expression, _ in
      switch expression.kind {
      case .call, .message, .closure: makesSomething = true
      default: break
      }
    }
    return !makesSomething
  }

  /// True when some method of `declaration` has a statement other than a call of `super`'s
  /// initializer or the `X()` a stand-in's class method returns, or a property has a value
  /// other than `nil`.
  static func hasCode(_ declaration: ClassDecl) -> Bool {
    func isStandInStatement(_ statement: Stmt) -> Bool {
      switch statement.kind {
      case .expression(let expression):
        // `super.init(nibName: nil, bundle: nil)` in a stand-in's initializer.
        if case .call(let callee, _) = expression.kind,
          case .member(let base, "init") = callee.kind,
          base.kind == .name("super")
        {
          return true
        }
        if case .message(let receiver, let parts) = expression.kind,
          receiver.kind == .name("super"), parts.first?.piece.hasPrefix("init") == true
        {
          return true
        }
        return false
      case .returnStatement(let value):
        // `return X()`, a stand-in class method's body.
        guard let value else { return true }
        if case .call(let callee, let arguments) = value.kind, arguments.isEmpty,
          callee.kind == .name(declaration.name)
        {
          return true
        }
        // `return [super initWithNibName:nil bundle:nil];`, `return [[self alloc] init];`.
        if case .message(let receiver, let parts) = value.kind,
          parts.first?.piece.hasPrefix("init") == true
        {
          if receiver.kind == .name("super") { return true }
          if case .message(let inner, let innerParts) = receiver.kind,
            inner.kind == .name("self"), innerParts.map(\.piece) == ["alloc"]
          {
            return true
          }
        }
        return value.kind == .name("self") || value.kind == .null
      default:
        return false
      }
    }
    for method in declaration.methods where !method.body.allSatisfy(isStandInStatement) {
      return true
    }
    for property in declaration.properties {
      guard case .declaration(let variable) = property.kind else { return true }
      if let initial = variable.initialValue, initial.kind != .null { return true }
    }
    return false
  }
}
