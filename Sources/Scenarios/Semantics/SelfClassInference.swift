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
    guard given == defaultClass,
      !(program.classes + program.extensions).contains(where: { $0.name == given }),
      program.statements.isEmpty, program.methods.isEmpty, program.properties.isEmpty
    else { return .success(given) }
    // Swift's `class Animal { … }` (no superclass) is a model object, not a controller; an
    // Objective-C `@implementation` names no superclass (its `@interface` does).
    func isController(_ name: String, _ depth: Int) -> Bool {
      guard depth < 16, let declaration = program.classes.first(where: { $0.name == name })
      else { return false }
      guard let superclass = declaration.superclass else { return language == .objc }
      // A subclass of a UIKit container is a controller too (`Interpreter+ContainerSubclasses`).
      return superclass == "UIViewController"
        || Interpreter.systemContainerClasses.contains(superclass)
        || isController(superclass, depth + 1)
    }
    var controllers = program.classes.filter { isController($0.name, 0) }
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
}
