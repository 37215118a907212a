/// Initializer chains as UIKit runs them.
///
/// UIViewController's `init` is a convenience initializer that calls the designated
/// `initWithNibName:bundle:` (`init(nibName:bundle:)`) with nil, nil, dynamically dispatched:
/// a subclass's override of the designated initializer runs from `[super init]`,
/// `super.init()` and `[[X alloc] init]` alike (UIViewController.h; The Swift Programming
/// Language, "Initializer Delegation for Class Types"). A controller the storyboard makes is
/// initialised by `initWithCoder:` (`init(coder:)`), then sent `awakeFromNib` once the scene is
/// loaded, before its view loads (NSNibAwaking; UIViewController "awakeFromNib"); `self` is
/// such a controller (README, `storyboard=`).
extension Interpreter {
  /// `[super awakeFromNib]`, `super.awakeFromNib()` from the class's own `awakeFromNib`.
  static func isNibAwaking(_ use: MemberResolver.Use, _ language: ScenarioLanguage) -> Bool {
    use.written == (language == .objc ? "awakeFromNib" : "awakeFromNib()")
  }

  static func isPlainInit(_ use: MemberResolver.Use) -> Bool {
    use.written == "init" || use.written == "init()"
  }

  /// The class's own designated initializer, if it (or a declared superclass) overrides it.
  static func designatedOverride(in info: ClassInfo?, _ language: ScenarioLanguage) -> (
    MethodDecl, ClassInfo
  )? {
    info?.method(language == .objc ? "initWithNibName:bundle:" : "init(nibName:bundle:)")
  }

  /// From UIKit's `init` (reached by `[super init]` or a plain creation): runs the
  /// receiver's override of the designated initializer with nil, nil, unless that override
  /// is what is running (its own `[super initWithNibName:…]` reaches UIKit's).
  func runDesignatedOverride(
    for use: MemberResolver.Use, on receiver: InterpretedController, at location: SourceLocation
  ) throws(Interrupt) {
    guard Self.isPlainInit(use),
      let (method, owner) = Self.designatedOverride(in: receiver.classInfo, language)
    else { return }
    let key = method.key(language)
    guard !runningInitializers.contains(key) else { return }
    runningInitializers.insert(key)
    defer { runningInitializers.remove(key) }
    _ = try invoke(method, of: owner, on: receiver, arguments: [.null, .null], at: location)
  }

  /// `self` comes from the storyboard: its `initWithCoder:` / `init(coder:)` runs, then its
  /// `awakeFromNib`, when its class declares them. A class that declares its own `init()`
  /// (`- (instancetype)init`) is one the app makes in code, `Root()`: that initializer runs
  /// instead; so does an override of `initWithNibName:bundle:` without `initWithCoder:` (the
  /// app makes it from its nib) (FIDELITY-SURFACE.md K1: a class that declares initializers is created with
  /// them; its `init?(coder:)` is then often `fatalError` or `unavailable`).
  func initializeFromStoryboard(_ controller: InterpretedController) throws(Interrupt) {
    let info = controller.classInfo
    // Constants without an initial value are the initializer's to set, once (The Swift
    // Programming Language, "Assigning Constant Properties During Initialization").
    let unset = info.map { Self.constantsWithoutValue(of: $0).map(storageKey) } ?? []
    controller.constantProperties.subtract(unset)
    defer { controller.constantProperties.formUnion(unset) }
    let plain = language == .objc ? "init" : "init()"
    if let (method, owner) = info?.method(plain), owner === info {
      _ = try invoke(method, of: owner, on: controller, arguments: [], at: method.location)
      return
    }
    let coder = language == .objc ? "initWithCoder:" : "init(coder:)"
    // K1 [I]: a class that overrides the nib initializer and not the coder one is made from
    // its nib in code, which a storyboard never does: that initializer runs (nil nib name and
    // bundle), and no `awakeFromNib` (a nib sends it to what it unarchives, not its owner).
    let nib = language == .objc ? "initWithNibName:bundle:" : "init(nibName:bundle:)"
    let coderMethod = info?.method(coder)
    if coderMethod == nil || coderMethod.map({ Self.onlyFails($0.0) }) == true,
      let (method, owner) = info?.method(nib), owner === info
    {
      _ = try invoke(
        method, of: owner, on: controller, arguments: [.null, .null], at: method.location)
      return
    }
    if let (method, owner) = info?.method(coder) {
      _ = try invoke(method, of: owner, on: controller, arguments: [.null], at: method.location)
    }
    let awake = language == .objc ? "awakeFromNib" : "awakeFromNib()"
    if let (method, owner) = info?.method(awake) {
      _ = try invoke(method, of: owner, on: controller, arguments: [], at: method.location)
    }
  }

  /// A controller the storyboard makes while the scenario runs (docs/FIDELITY.md A41.1):
  /// `instantiateViewController(withIdentifier:)`, `instantiateInitialViewController()`, a
  /// segue's destination, an embed segue's child. UIKit unarchives it with `initWithCoder:`
  /// (`init(coder:)`) and sends it `awakeFromNib` before the storyboard hands it over; each
  /// runs when its class declares it. Unlike `self` (`initializeFromStoryboard`), nothing here
  /// asks whether the app could have made the class in code: the storyboard made it. `coder`
  /// false: the scene's creator block already ran the initializer (S7), only the awake is left.
  func awakeFromStoryboard(_ controller: InterpretedController, coder: Bool = true)
    throws(Interrupt)
  {
    guard let info = controller.classInfo else { return }
    let unset = Self.constantsWithoutValue(of: info).map(storageKey)
    controller.constantProperties.subtract(unset)
    defer { controller.constantProperties.formUnion(unset) }
    let coderKey = language == .objc ? "initWithCoder:" : "init(coder:)"
    if coder, let (method, owner) = info.method(coderKey) {
      _ = try invoke(method, of: owner, on: controller, arguments: [.null], at: method.location)
    }
    if let (method, owner) = info.method(language == .objc ? "awakeFromNib" : "awakeFromNib()") {
      _ = try invoke(method, of: owner, on: controller, arguments: [], at: method.location)
    }
  }

  /// True for an initializer whose body only stops the app (`fatalError("init(coder:) has not
  /// been implemented")`, the `init?(coder:)` Swift requires of a class made in code).
  static func onlyFails(_ method: MethodDecl) -> Bool {
    guard method.body.count == 1, case .expression(let expression) = method.body[0].kind,
      case .call(let callee, _) = expression.kind, case .name(let name) = callee.kind
    else { return false }
    return ["fatalError", "preconditionFailure"].contains(name)
  }
}
