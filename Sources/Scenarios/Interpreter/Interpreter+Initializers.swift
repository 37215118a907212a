/// Scenario classes' own initializers (FIDELITY-SURFACE.md K1, C10), and the UIKit ones they
/// call on `super`.
extension Interpreter {
  /// UIViewController's initializers a scenario class's own initializer may call on `super`.
  static let uikitInitializers: Set<String> = ["init", "initWithNibName:bundle:", "initWithCoder:"]

  /// `super.init(nibName:bundle:)`, `super.init()`, `super.init(coder:)`, `[super init]`,
  /// `[super initWithNibName:bundle:]`, `[super initWithCoder:]`: UIViewController's own
  /// initializers, as a scenario class's initializer calls them.
  static func isUIKitInitializer(_ use: MemberResolver.Use, _ language: ScenarioLanguage) -> Bool {
    switch language {
    case .objc: return uikitInitializers.contains(use.written)
    case .swift: return ["init()", "init(nibName:bundle:)", "init(coder:)"].contains(use.written)
    }
  }

  /// `Child(name: "a")`, `[[Child alloc] initWithName:@"a"]`, `Child()` when the class declares
  /// that initializer (FIDELITY-SURFACE.md K1): the stored properties get their initial
  /// values, then the initializer's body runs with `self` the new controller; a `let` it
  /// assigns may be assigned there once more, as Swift's definite initialisation allows.
  /// Nil when the class declares no such initializer.
  func createWithInitializer(
    _ className: String, labels: [String?], _ arguments: [EvaluatedArgument],
    at location: SourceLocation, objcInit: Bool
  ) throws(Interrupt) -> Value? {
    guard let info = classes[className] ?? (language == .objc ? rootExtension : nil),
      !program.isViewClass(className)
    else { return nil }
    let use: MemberResolver.Use
    if objcInit || language == .objc {
      let pieces = objcInit ? labels.compactMap { $0 } : ["init"]
      guard let first = pieces.first, first.hasPrefix("init") else { return nil }
      use = .message(pieces, hasArguments: !arguments.isEmpty)
    } else {
      use = .swiftCall("init", labels: labels, trailing: arguments.map(\.isTrailing))
    }
    guard let (method, owner, bound) = info.method(calledAs: use, language) else {
      // `[[X alloc] init]` / `X()` of a class that overrides only the designated initializer:
      // UIKit's `init` calls it (UIViewController.h: init calls initWithNibName:nil bundle:nil).
      guard Self.isPlainInit(use), Self.designatedOverride(in: info, language) != nil else {
        return nil
      }
      let controller = try makeController(className: className, at: location)
      try runDesignatedOverride(for: use, on: controller, at: location)
      return .controller(controller)
    }
    let controller = try makeController(className: className, at: location)
    // Constants without an initial value are the initializer's to set.
    let unset = Self.constantsWithoutValue(of: info).map(storageKey)
    controller.constantProperties.subtract(unset)
    let result = try invoke(
      method, of: owner, on: controller,
      arguments: try bind(arguments.map(\.value), bound, method, controller, owner), at: location)
    controller.constantProperties.formUnion(unset)
    switch result {
    // Objective-C's `return self;` (or another controller it chose to return), or nil when
    // the initializer failed (`return nil;`, Swift's `init?`).
    case .controller, .null: return result
    default: return .controller(controller)
    }
  }

  /// The `let` properties of `info` and its declared superclasses that have no initial value.
  static func constantsWithoutValue(of info: ClassInfo) -> [String] {
    info.chain.flatMap(\.properties).compactMap {
      guard case .declaration(let declaration) = $0.kind, declaration.isConstant,
        declaration.initialValue == nil
      else { return nil }
      return declaration.name
    }
  }
}
