/// Initializers of the scenario's classes (`init(viewModel:)`, `required init?(coder:)`):
/// `X(viewModel: vm)` makes the object (stored properties with their initial values, as
/// Swift does first), then runs the initializer whose labels match. `super.init(…)` inside
/// it is UIKit's part, already done; `self.init(…)` runs the other initializer.
/// `init?(coder:)` runs only if the code calls it (no storyboard decodes objects here).
extension Interpreter {
  /// The object made by a matching scenario initializer, or nil when the class declares none
  /// with these labels.
  func createWithInitializer(
    _ className: String, labels: [String?], _ arguments: [EvaluatedArgument],
    at location: SourceLocation, objcInit: Bool
  ) throws(Interrupt) -> Value? {
    guard !objcInit, language == .swift, let info = classes[className] else { return nil }
    let use = MemberResolver.Use.swiftCall(
      "init", labels: labels, trailing: arguments.map(\.isTrailing))
    guard let (method, owner, bound) = info.method(calledAs: use, language),
      method.name == "init"
    else { return nil }
    let controller = try makeController(
      className: className, at: location, runsInitializer: true)
    _ = try invoke(
      method, of: owner, on: controller,
      arguments: try bind(arguments.map(\.value), bound, method, controller, owner),
      at: location)
    sealConstants(of: controller)
    return .controller(controller)
  }

  /// `X(viewModel:)` for each initializer the class (or a scenario superclass) declares.
  func initializerSpellings(of className: String) -> [String] {
    var spellings: [String] = []
    var current = classes[className]
    var steps = 0
    while let info = current, steps < 64 {
      for method in info.methods.values where method.name == "init" {
        spellings.append(
          className + "(" + method.labels.map { ($0 ?? "_") + ":" }.joined() + ")")
      }
      current = info.superclass
      steps += 1
    }
    return spellings.sorted()
  }

  /// After an initializer, every `let` property is fixed, as Swift's definite
  /// initialization has it.
  private func sealConstants(of controller: InterpretedController) {
    var current = controller.classInfo
    var steps = 0
    while let info = current, steps < 64 {
      for case .declaration(let declaration) in info.properties.map(\.kind)
      where declaration.isConstant {
        controller.constantProperties.insert(storageKey(declaration.name))
      }
      current = info.superclass
      steps += 1
    }
  }
}
