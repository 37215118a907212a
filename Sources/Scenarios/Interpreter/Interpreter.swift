import Containment

/// Why interpretation stopped early: a diagnostic (the code is wrong or ran away), or the
/// simulated app is gone (UIKit raised; the trace already ends with the `raise` line).
enum Interrupt: Error {
  case failed(ScenarioDiagnostic)
  case terminated
  /// A Swift error the code threw (`throw`, at this location), on its way to a `catch`; the
  /// error itself is `Interpreter.thrownError` (Interpreter+SwiftErrors.swift).
  case thrown(SourceLocation)

  init(_ problem: ScenarioProblem, at location: SourceLocation) {
    self = .failed(problem.at(location))
  }
}

/// A stored property of one object, while its observers run.
struct ObservedProperty: Hashable {
  let object: ObjectIdentifier
  let key: String

  init(_ controller: InterpretedController, _ key: String) {
    object = ObjectIdentifier(controller)
    self.key = key
  }

  /// A view class's observed property (Interpreter+ViewObserverOverrides).
  init(_ view: UIView, _ key: String) {
    object = ObjectIdentifier(view)
    self.key = key
  }
}

/// How a statement list ended.
enum Completion {
  case normal
  case returned(Value)
  /// `break` left a loop or a `switch` case.
  case broke
  /// `continue` skipped to the loop's next element.
  case continued
  /// `break label` / `continue label` (Swift), on its way out to the labelled statement.
  case jumped(String, isBreak: Bool)
}

/// Runs a parsed scenario against the containment core.
///
/// The statements shape runs the code as a method body of `self`, after showing `self`
/// untraced; the methods shape creates `self` and its stored properties, shows it traced
/// (so `viewDidLoad` is in the trace), then calls each `run=` method as its own run-loop
/// event. Every modelled call goes through the core, which records it.
final class Interpreter {
  let language: ScenarioLanguage
  let program: Program
  let simulation: UIKitSimulation
  private(set) var classes: [String: ClassInfo] = [:]
  /// Methods of `extension UIViewController` (or an Objective-C category of it).
  private(set) var rootExtension: ClassInfo?
  /// Extensions and categories of UIKit's view classes, in declaration order.
  private(set) var viewExtensions: [ClassInfo] = []
  /// The `static func`s of each struct the scenario declares, by struct name; for enums, and
  /// structs, their methods and computed properties too (run with the value as `self`).
  private(set) var structTypes: [String: ClassInfo] = [:]
  /// Stored type properties once initialised, by `Type.name`.
  var staticValues: [String: Value] = [:]
  /// The object the snippet's file-scope declarations live on: `self`, created first
  /// (Interpreter+FileScope.swift).
  var fileScopeOwner: InterpretedController?
  /// The final values of the `inout` parameters of the method that returned last, in
  /// parameter order (Interpreter+SwiftInout).
  var inoutResults: [Value]?
  /// The objects whose own initializer is running: a binding made there (`self.bridge.host =
  /// self`) does not name them, since the code that creates them names them next (DESIGN.md
  /// section 4: each controller is named the way the code first named it).
  var objectsInInitializer: Set<ObjectIdentifier> = []
  /// The keys of the methods running, innermost last: a default `#function` names the caller's
  /// (Interpreter+SwiftMagicLiterals).
  var runningMethodKeys: [String] = []
  /// The type properties (`Menu.shared`) whose observers are running (Interpreter+Structs).
  var runningStaticObservers: Set<String> = []
  /// Designated initializers running from UIKit's `init` (Interpreter+InitializerChains).
  var runningInitializers: Set<String> = []
  /// Objects associated with objects (`objc_setAssociatedObject`), by object and key.
  var associatedObjects: [String: Value] = [:]
  /// The `dispatch_once_t` tokens whose block has run (`&onceToken`, Builtins+CRuntime).
  var dispatchOnceTokens: Set<String> = []
  /// The implementations `method_getImplementation` handed out, by `IMP`
  /// (Interpreter+ObjCSwizzling.swift).
  var runtimeImplementations: [RuntimeImplementation] = []
  /// The classes the runtime has sent `+initialize` (Interpreter+ObjCSwizzling.swift).
  var initializedClasses: Set<String> = []
  /// C `static` locals' storage by declaration (Interpreter+StaticLocals.swift).
  var staticStorages: [String: StaticStorage] = [:]
  /// `NSUserDefaults`' values set during the run (Interpreter+FoundationValues.swift).
  var userDefaults: [String: Value] = [:]
  /// `UIApplication.shared.delegate`, made at its first read (FIDELITY.md B68).
  var madeApplicationDelegate: Value?
  /// The statements shape's outermost scope, the enclosing scope of every method's own.
  var fileScope: Scope?
  /// The names declared at file scope (Interpreter+FileScope.swift), worked out once.
  private(set) lazy var fileScopeNames: Set<String> = Set(
    program.properties.compactMap { statement -> String? in
      guard case .declaration(let declaration) = statement.kind else { return nil }
      return storageKey(declaration.name)
    })
  /// The first problem met inside a callback or closure the core invoked (those cannot
  /// throw through the core); everything stops once it is set.
  var pendingFailure: Interrupt?
  /// The container views the storyboard stand-in made for embed segues the code has no
  /// outlet to, by controller and segue identifier (docs/FIDELITY.md B63).
  var embedContainers: [ObjectIdentifier: [String: UIView]] = [:]
  /// Values the code set on inert properties (UIKit/UIKitOutcome.swift), per object and name.
  var inertValues: [InertKey: Value] = [:]
  /// The notifications being posted, innermost last: what an observer's `note.object` and
  /// `note.userInfo` read while its post delivers it (N1: delivery is synchronous).
  var postedNotifications: [PostedNotification] = []
  /// Inert member names already noted, and their `scenario.inert` notes in order of first use.
  var inertNoted: Set<String> = []
  var inertNotes: [ScenarioDiagnostic] = []
  /// `parent=`: the class of the container `self` is a child of (Interpreter+ChildSide).
  var parentClass: String?
  /// Event count when the failure happened: the trace is cut there.
  var eventsAtFailure: Int?
  var steps = 0
  var callDepth = 0
  var evaluationDepth = 0
  /// Swift: the optional-chaining links (`x?`) that met nil in the expression being evaluated,
  /// so a later `!` of the same chain is skipped with it (Interpreter+SwiftOptionalChains).
  var nilOptionalLinks: [SourceLocation] = []
  /// Swift: integer literals evaluated now take a floating type from their context
  /// (`let d: Double = 1 / 3`, `x * (1 / 2)` with a `CGFloat` x; Interpreter+Numbers.swift).
  var integerLiteralsAreFloating = false
  /// How many random numbers the scenario drew (`arc4random()` gives 0, 1, 2, …).
  var randomDraws = 0
  /// What the code stored through pointers the model handed out (`BOOL *stop`), by pointer.
  var pointees: [String: Value] = [:]
  /// How many such pointers were handed out (each gets its own name).
  var pointerCount = 0
  /// `&name` of a local variable: the scope that declares it, so that `*p = v` and `*p` reach
  /// the variable itself (an out-parameter, C11 6.5.3.2; Interpreter+Pointers).
  var pointerTargets: [String: (scope: Scope, name: String)] = [:]
  /// Change messages sent to the arrays and dictionaries the code names, by storage
  /// (Interpreter+FastEnumeration): a loop enumerating one compares the count.
  var collectionMutations: [String: Int] = [:]
  /// Key-value observing registrations in the order made (Interpreter+KeyValueObserving), and
  /// the old values of `willChangeValueForKey:` waiting for their `didChangeValueForKey:`.
  var keyValueObservations: [KeyValueObservation] = []
  var pendingChanges: [(ObjectIdentifier, String, Value)] = []
  /// Characters printed so far (`ScenarioLimits.outputLength`).
  var outputLength = 0
  /// Objective-C names assigned somewhere without a declaration: instance variables, nil
  /// until their first assignment (Interpreter+InstanceVariables).
  private(set) lazy var implicitInstanceVariables: Set<String> = Set(
    assignedNames.map(storageKey))
  /// Objective-C `x` for each `_x` the code assigns without declaring it: the snippet left out
  /// the header's `@property x`, whose synthesized accessors `self.x`, `[self x]` and
  /// `[self setX:]` reach (Interpreter+Accessors).
  private(set) lazy var impliedProperties: Set<String> = Set(
    assignedNames.filter { $0.hasPrefix("_") && $0.count > 1 }.map { String($0.dropFirst()) })
  private lazy var assignedNames: Set<String> =
    language == .objc ? DeclaredNames(program, language).assignedNames : []
  /// Stored properties whose `willSet`/`didSet` is running (they do not observe themselves).
  var runningObservers: Set<ObservedProperty> = []
  /// The Swift error an `Interrupt.thrown` carries (Interpreter+SwiftErrors.swift).
  var thrownError: Value = .null
  /// The exception classes of the Objective-C `@catch` blocks whose `@try` block is running,
  /// outermost first (nil: `@catch (id e)` or `@catch (...)`, which take any), for
  /// Interpreter+ObjCExceptions.swift.
  var objcHandlers: [[String?]] = []
  /// The label of the loop about to start (`outer: for …`), taken by that loop
  /// (Interpreter+SwiftLabels.swift).
  var loopLabel: String?
  /// Swift tasks and the one running now (Interpreter+SwiftConcurrency.swift).
  let concurrency = ConcurrencyState()
  /// The type `+buttonWithType:` / `init(type:)` gives the app's `UIButton` subclass it is
  /// making, read by `makeView` (Interpreter+ViewClasses.swift).
  var buttonTypeOfNextView: String?

  /// Statements executed before the run counts as runaway (loops and recursion that never
  /// reach UIKit, which has its own step budget).
  static let statementBudget = ScenarioLimits.statements
  /// Nested method, override and closure calls before the run counts as runaway.
  static let callDepthLimit = ScenarioLimits.callDepth
  /// Expression evaluations nested inside each other (across calls), to keep the stack
  /// bounded whatever the input.
  static let evaluationDepthLimit = ScenarioLimits.evaluationDepth

  init(program: Program, language: ScenarioLanguage, simulation: UIKitSimulation) {
    self.program = program
    self.language = language
    self.simulation = simulation
  }

  /// Runs the program; returns the diagnostics that stopped it (empty when it ran to the end
  /// or UIKit raised).
  func run(selfClass: String, runMethods: [String]) -> [ScenarioDiagnostic] {
    defer { abandonUnfinishedTasks() }  // no task's thread outlives the run
    let problems = runToEnd(selfClass: selfClass, runMethods: runMethods)
    return problems + inertNotes
  }

  /// `run`'s problems, without the inert notes listed after them.
  private func runToEnd(selfClass: String, runMethods: [String]) -> [ScenarioDiagnostic] {
    var outcome: Interrupt?
    do throws(Interrupt) {
      try declareClasses(selfClass: selfClass)
      installListHooks()  // storyboard prototype cells (Interpreter+Lists, FIDELITY B72)
      var inner: Interrupt?
      simulation.perform {
        do throws(Interrupt) {
          if program.definesMethods {
            try runMethodsShape(selfClass: selfClass, runMethods: runMethods)
          } else {
            try runStatementsShape(selfClass: selfClass, runMethods: runMethods)
          }
        } catch {
          inner = error
        }
      }
      if let inner { throw inner }
    } catch {
      outcome = uncaughtAsFailure(error)
    }
    if outcome == nil, let pending = pendingFailure { outcome = pending }
    simulation.currentSourceLine = nil
    if case .failed(let diagnostic) = outcome { return [diagnostic] }
    installReferenceCheck()  // the child-view-removed lint (Interpreter+UIKitReferences)
    simulation.perform { simulation.finish() }
    if let pending = pendingFailure, case .failed(let diagnostic) = pending { return [diagnostic] }
    if let last = simulation.events.last, case .lint(TraceIDs.stepBudget, let message) = last.action
    {
      let line = last.sourceLine ?? 1
      return [ScenarioProblem.runaway(message).at(SourceLocation(line: line, column: 1))]
    }
    return []
  }

  // MARK: Shapes

  private func runStatementsShape(selfClass: String, runMethods: [String]) throws(Interrupt) {
    if let name = runMethods.first {
      // `run=` names methods, and a statements block defines none: say so, never ignore it.
      throw Interrupt(.unknownRunMethod(name, selfClass: selfClass, suggestion: nil), at: .start)
    }
    let root = try makeController(className: selfClass, at: .start, isRoot: true)
    try sendLoadMessages(selfClass: selfClass, root: root)  // Interpreter+ObjCSwizzling
    try sendInitializeIfNeeded(selfClass, root: root)
    try place(root, traced: false)
    let context = MethodContext(receiver: root, classInfo: nil)
    // The statements are the body of a method of `self`; the typedef constants and `static`
    // globals among them are file scope, seen by every class's methods (Interpreter+FileScope).
    let scope = Scope(parent: nil)
    fileScope = scope
    _ = try execute(program.statements, in: scope, context)
  }

  private func runMethodsShape(selfClass: String, runMethods: [String]) throws(Interrupt) {
    let root = try makeController(className: selfClass, at: .start, isRoot: true)
    try sendLoadMessages(selfClass: selfClass, root: root)  // Interpreter+ObjCSwizzling
    try sendInitializeIfNeeded(selfClass, root: root)
    try initializeFromStoryboard(root)
    simulation.currentSourceLine = nil  // the window's set-up belongs to no line of the code
    try place(root, traced: true)
    try checkStopped()
    let info = root.classInfo
    for name in runMethods {
      if try runEvent(name, root: root) { continue }
      guard
        let (method, owner) = info?.method(
          MethodKey.make(
            name: name, labels: [], argumentCount: 0, language))
      else {
        if let taking = info?.methodTakingArguments(named: name) {
          throw Interrupt(
            .runMethodNeedsArguments(name, method: taking.key(language)), at: taking.location)
        }
        let names = info?.memberNames ?? []
        throw Interrupt(
          .unknownRunMethod(
            name, selfClass: selfClass, suggestion: Suggestion.closest(to: name, in: names)),
          at: .start)
      }
      simulation.currentSourceLine = method.location.line
      _ = try invoke(method, of: owner, on: root, arguments: [], at: method.location)
      try checkStopped()
      simulation.currentSourceLine = nil
      simulation.drain()
      try checkStopped()
    }
  }

  // MARK: Classes and objects

  private func declareClasses(selfClass: String) throws(Interrupt) {
    for declaration in program.classes {
      guard classes[declaration.name] == nil else {
        throw Interrupt(.duplicateDeclaration(declaration.name), at: declaration.location)
      }
      if program.isViewClass(declaration.name) { noteViewOverrides(declaration) }
      try checkContainerSubclass(declaration)
      let info = ClassInfo(name: declaration.name)
      try add(declaration.methods, to: info)
      info.properties = declaration.properties
      classes[declaration.name] = info
    }
    for declaration in program.classes {
      if let superName = declaration.superclass, let superInfo = classes[superName],
        superName != declaration.name
      {
        classes[declaration.name]?.superclass = superInfo
      }
    }
    if !program.methods.isEmpty || !program.properties.isEmpty {
      let info = classes[selfClass] ?? ClassInfo(name: selfClass)
      try add(program.methods, to: info)
      info.properties += program.properties
      classes[selfClass] = info
    }
    // Extensions and categories: of UIKit's controller, they reach every controller (the
    // root of every class chain); of a scenario class, they join its methods.
    for declaration in program.extensions {
      if KnownTypes.views.contains(declaration.name) {
        // `extension UIView`, `@implementation UIView (Frame)`: methods of every view of
        // that class (Interpreter+ViewExtensions).
        let info =
          viewExtensions.first { $0.name == declaration.name } ?? ClassInfo(name: declaration.name)
        try add(declaration.methods, to: info)
        if !viewExtensions.contains(where: { $0 === info }) { viewExtensions.append(info) }
      } else if Self.rootClassNames.contains(declaration.name) {
        let root = rootExtension ?? ClassInfo(name: "UIViewController")
        try add(declaration.methods, to: root)
        rootExtension = root
      } else {
        let info = classes[declaration.name] ?? ClassInfo(name: declaration.name)
        try add(declaration.methods, to: info)
        classes[declaration.name] = info
      }
    }
    // `extension BaseViewController { … }` of a class the snippet leaves out: the class
    // exists in the project, and its extension's methods reach the snippet's subclasses.
    for declaration in program.classes {
      if let superName = declaration.superclass, superName != declaration.name,
        let info = classes[declaration.name], info.superclass == nil,
        let superInfo = classes[superName], superInfo !== info
      {
        info.superclass = superInfo
      }
    }
    adoptProtocolExtensions()
    linkViewExtensions()
    let valueTypes =
      program.structs.map { ($0.name, $0.staticMethods, $0.location) }
      + program.enums.map { ($0.name, $0.methods, $0.location) }
    for (name, methods, location) in valueTypes {
      guard classes[name] == nil, structTypes[name] == nil else {
        throw Interrupt(.duplicateDeclaration(name), at: location)
      }
      let info = ClassInfo(name: name)
      try add(methods, to: info)
      structTypes[name] = info
    }
    if let root = rootExtension {
      for info in classes.values where info.superclass == nil && info !== root {
        info.superclass = root
      }
    }
  }

  /// Classes every scenario controller inherits from: their extensions reach all of them.
  static let rootClassNames: Set<String> = ["UIViewController", "UIResponder", "NSObject"]

  private func add(_ methods: [MethodDecl], to info: ClassInfo) throws(Interrupt) {
    for method in methods {
      let key = method.isProperty ? method.name : method.key(language)
      guard let existing = info.methods[key] else {
        info.methods[key] = method
        continue
      }
      // A class's `+load` and its categories' each run once (Interpreter+ObjCSwizzling).
      if method.isStatic, method.parameters.isEmpty, method.name == "load" { continue }
      // `+ sharedInstance` and `- sharedInstance`: one of each kind is legal in both
      // languages (class and instance methods are separate namespaces); the class method is
      // kept apart (`ClassInfo.classMethods`). A second of one kind is declared twice.
      if existing.isStatic != method.isStatic, !method.isProperty, !existing.isProperty,
        info.classMethods[key] == nil
      {
        info.classMethods[key] = method.isStatic ? method : existing
        info.methods[key] = method.isStatic ? existing : method
        continue
      }
      throw Interrupt(.duplicateDeclaration(key), at: method.location)
    }
  }

  /// Creates a controller of a scenario class (declared or implicit), with its stored
  /// properties initialised in order.
  func makeController(
    className: String, at location: SourceLocation, isRoot: Bool = false
  ) throws(Interrupt) -> InterpretedController {
    let info = classes[className] ?? rootExtension
    let controller = interpretedController(className, info)
    if isRoot {
      simulation.name(controller, "self")
      fileScopeOwner = controller
    }
    var chain: [ClassInfo] = []
    var current = info
    while let each = current, chain.count < 64 {
      chain.insert(each, at: 0)
      current = each.superclass
    }
    for each in chain where !each.properties.isEmpty {
      try checkDepth(at: location)
      callDepth += 1
      defer { callDepth -= 1 }
      let context = MethodContext(receiver: controller, classInfo: each)
      for property in each.properties {
        guard case .declaration(let declaration) = property.kind else { continue }
        let key = storageKey(declaration.name)
        if declaration.isLazy {
          controller.lazyProperties[key] = (declaration, each)
          continue
        }
        // `override var viewControllers: … { didSet { … } }` observes UIKit's property: no
        // storage of its own (Interpreter+ObserverOverrides).
        if isObserverOverride(declaration, of: each.name) { continue }
        // A `@property` and its `_name` instance variable are one storage, created once.
        if declaration.initialValue == nil, controller.properties[key] != nil { continue }
        simulation.currentSourceLine = property.location.line
        var value = zeroValue(ofType: declaration.typeName)
        if let initial = declaration.initialValue {
          value = try evaluate(
            initial, declaredAs: declaration.typeName, in: Scope(parent: nil), context)
          value = typedElements(value, of: declaration)  // Interpreter+SwiftTypedCollections
          name(value, declaration.name)
        }
        controller.properties[key] = value
        // A `let` without a value gets it in an initializer (`createWithInitializer`).
        if declaration.isConstant { controller.constantProperties.insert(key) }
      }
    }
    return controller
  }

  /// The stored property `name` of `controller`; a `lazy var` is initialised at its first
  /// read, as in Swift.
  func storedProperty(_ written: String, of controller: InterpretedController) throws(Interrupt)
    -> Value?
  {
    let name = storageKey(written)
    if let value = controller.properties[name] { return value }
    guard let (declaration, owner) = controller.lazyProperties.removeValue(forKey: name),
      let initial = declaration.initialValue
    else { return nil }
    try checkDepth(at: initial.location)
    callDepth += 1
    defer { callDepth -= 1 }
    let savedLine = simulation.currentSourceLine
    defer { simulation.currentSourceLine = savedLine }
    simulation.currentSourceLine = initial.location.line
    let context = MethodContext(receiver: controller, classInfo: owner)
    let value = typedElements(
      try evaluate(initial, declaredAs: declaration.typeName, in: Scope(parent: nil), context),
      of: declaration)
    self.name(value, declaration.name)
    controller.properties[name] = value
    return value
  }

  /// Where a stored property lives: Objective-C's `_current` instance variable is the
  /// storage of the `current` property (its synthesized ivar), so both names reach it.
  func storageKey(_ name: String) -> String {
    if language == .objc, let property = program.synthesizedStorage[name] { return property }
    guard language == .objc, name.hasPrefix("_"), name.count > 1 else { return name }
    return String(name.dropFirst())
  }

  /// Gives an unnamed controller or view its first name from the code.
  func name(_ value: Value, _ name: String) {
    // `self = [super init]` names nothing: only the root controller is `self` in the trace.
    guard name != "_", name != "self", let object = value.object,
      !objectsInInitializer.contains(ObjectIdentifier(object))
    else { return }
    // The scenario's window is always `window`; a window the code makes takes its binding (A33.4).
    if case .view(let view) = value, view.owningController != nil || view === simulation.window {
      return
    }
    simulation.name(object, name)
  }

  // MARK: Calls of scenario methods

  /// Runs `method` of class `owner` on `receiver` with `arguments` bound to its parameters.
  func invoke(
    _ method: MethodDecl, of owner: ClassInfo?, on receiver: InterpretedController,
    arguments: [Value], at location: SourceLocation, valueSelf: Value? = nil,
    selfBox: ValueBox? = nil
  ) throws(Interrupt) -> Value {
    try checkDepth(at: location)
    // A closure for a `@resultBuilder` parameter (Interpreter+SwiftResultBuilders).
    let arguments = try applyingResultBuilders(method, arguments)
    callDepth += 1
    defer { callDepth -= 1 }
    // A controller's own initializer: bindings of it there do not name it (`name`).
    let initializing =
      language == .swift && method.name == "init" && valueSelf == nil
      && objectsInInitializer.insert(ObjectIdentifier(receiver)).inserted
    defer { if initializing { objectsInInitializer.remove(ObjectIdentifier(receiver)) } }
    let scope = Scope(parent: fileScope)
    for (index, parameter) in method.parameters.enumerated() {
      let value = convertedToDeclaredType(
        index < arguments.count ? arguments[index] : .null, parameter: index, of: method)
      scope.declare(parameter, value, isConstant: language == .swift)
      name(value, parameter)
    }
    var context = MethodContext(receiver: receiver, classInfo: owner, valueSelf: valueSelf)
    context.methodKey = method.key(language)
    runningMethodKeys.append(context.methodKey ?? "")
    defer { runningMethodKeys.removeLast() }
    context.selfBox = selfBox  // a `mutating` method's `self` (Interpreter+SwiftMutating)
    if !method.inoutParameters.isEmpty {
      // `inout` parameters are variables, copied back out when the call returns
      // (Interpreter+SwiftInout).
      for index in method.inoutParameters where index < method.parameters.count {
        let parameter = method.parameters[index]
        scope.declare(parameter, scope.lookup(parameter)?.value ?? .null, isConstant: false)
      }
    }
    defer {
      if !method.inoutParameters.isEmpty {
        inoutResults = method.inoutParameters.compactMap {
          $0 < method.parameters.count ? scope.lookup(method.parameters[$0])?.value : nil
        }
      }
    }
    let savedLine = simulation.currentSourceLine
    defer { simulation.currentSourceLine = savedLine }
    context.isolation = isolation(of: method, in: owner, valueSelf: valueSelf)
    // An async function may run on another executor than its caller (SE-0338): the task
    // hops there and back (Interpreter+SwiftConcurrency).
    let callerExecutor = method.isAsync ? try enterExecutor(context.isolation, at: location) : nil
    let value = try invokeBody(method, in: scope, context)
    if let callerExecutor { try returnToExecutor(callerExecutor, at: location) }
    return value
  }

  private func invokeBody(_ method: MethodDecl, in scope: Scope, _ context: MethodContext)
    throws(Interrupt) -> Value
  {
    if let value = try implicitReturn(method.body, in: scope, context) {
      return relabelled(convertedToResultType(value, of: method), method.resultTupleLabels)
    }
    switch try execute(method.body, in: scope, context) {
    case .returned(let value):
      return relabelled(convertedToResultType(value, of: method), method.resultTupleLabels)
    case .jumped(let label, _) where isGotoLabel(label):
      throw unreachableGoto(label, in: method)
    case .normal, .broke, .continued, .jumped: return .void
    }
  }

  /// `{ false }`, `{ Menu() }`, `{ $0.title }`: in Swift a body of one expression is the
  /// value of the function, property or closure (SE-0255); evaluated once, as a statement.
  /// Nil for any other body.
  private func implicitReturn(_ body: [Stmt], in scope: Scope, _ context: MethodContext)
    throws(Interrupt) -> Value?
  {
    guard language == .swift, body.count == 1, case .expression(let expression) = body[0].kind
    else { return nil }
    try checkStopped()
    try countStep(at: body[0].location)
    simulation.currentSourceLine = body[0].location.line
    let value = try evaluate(expression, in: scope, context)
    try checkStopped()
    return value
  }

  /// Calls a closure value with arguments (from UIKit or from the code).
  func call(_ closure: ClosureValue, _ arguments: [Value], at location: SourceLocation)
    throws(Interrupt) -> Value
  {
    try call(closure, arguments, at: location, inoutFirst: nil)
  }

  /// Calls a closure whose first parameter is `inout` (`reduce(into:_:)`'s accumulator): the
  /// body may assign it, and its final value is kept in `inoutFirst` (The Swift Programming
  /// Language, "In-Out Parameters": copied in, copied back out when the call returns).
  func call(
    _ closure: ClosureValue, _ arguments: [Value], at location: SourceLocation,
    inoutFirst: ValueBox?
  ) throws(Interrupt) -> Value {
    try checkDepth(at: location)
    callDepth += 1
    defer { callDepth -= 1 }
    let scope = Scope(parent: closure.scope)
    var arguments = arguments
    if language == .swift, closure.closure.parameters.count > 1, arguments.count == 1,
      case .array(let pair) = arguments[0], pair.count == closure.closure.parameters.count
    {
      // `enumerated().forEach { index, page in … }`: Swift splits the tuple over the
      // parameters (the model's tuples are arrays).
      arguments = pair
    } else if language == .swift, closure.closure.parameters.count > 1, arguments.count == 1,
      case .tuple(let elements) = arguments[0],
      elements.count == closure.closure.parameters.count
    {
      // `dict.forEach { key, value in … }`: the same for a real tuple (SE-0110's exception
      // for closures of one tuple parameter).
      arguments = elements.map(\.value)
    }
    for (index, parameter) in closure.closure.parameters.enumerated() where parameter != "_" {
      scope.declare(
        parameter, index < arguments.count ? arguments[index] : .null,
        isConstant: !(index == 0 && inoutFirst != nil))
    }
    if language == .swift, closure.closure.parameters.isEmpty,
      closure.closure.anonymousArgumentCount > 1, arguments.count == 1
    {
      // `enumerated().forEach { addChild($1) }`: a body that uses `$1` takes the one tuple
      // argument's elements as `$0`, `$1`, … (The Swift Programming Language, "Shorthand
      // Argument Names"; SE-0110's exception for closures of one tuple parameter).
      switch arguments[0] {
      case .array(let pair) where pair.count >= closure.closure.anonymousArgumentCount:
        arguments = pair
      case .tuple(let elements) where elements.count >= closure.closure.anonymousArgumentCount:
        arguments = elements.map(\.value)
      default: break
      }
    }
    if language == .swift, closure.closure.parameters.isEmpty {
      // `{ $0.removeFromParent() }`: Swift's anonymous closure arguments.
      for (index, argument) in arguments.enumerated() {
        scope.declare("$\(index)", argument, isConstant: !(index == 0 && inoutFirst != nil))
      }
    }
    let savedLine = simulation.currentSourceLine
    defer { simulation.currentSourceLine = savedLine }
    defer {
      // The `inout` parameter's value as the body left it.
      if let inoutFirst {
        let name = closure.closure.parameters.first ?? "$0"
        if name != "_", let variable = scope.lookup(name) { inoutFirst.value = variable.value }
      }
    }
    var context = closure.context
    if closure.closure.isMainActor { context.isolation = .mainActor }
    if let value = try implicitReturn(closure.closure.body, in: scope, context) {
      return value
    }
    if case .returned(let value) = try execute(closure.closure.body, in: scope, context) {
      return value
    }
    return .void
  }

  /// Runs work the core calls back into (an override, a closure): a problem is kept for
  /// later, since it cannot be thrown through the core.
  func guarded(_ body: () throws(Interrupt) -> Void) {
    guard pendingFailure == nil, !simulation.isTerminated else { return }
    do throws(Interrupt) {
      try body()
    } catch {
      let error = uncaughtAsFailure(error)
      if case .failed = error, pendingFailure == nil {
        pendingFailure = error
        eventsAtFailure = simulation.events.count
      }
    }
  }

  /// Called by `InterpretedController` for each overridable callback: runs the scenario's
  /// override if the controller's class declares one. False means "not overridden".
  func runOverride(
    on controller: InterpretedController, _ member: APIMember, _ arguments: [Value]
  ) -> Bool {
    guard let info = controller.classInfo,
      let (method, owner) = info.method(ModelledAPI.overrideSpelling(of: member, language))
    else { return false }
    guarded { () throws(Interrupt) in
      _ = try invoke(method, of: owner, on: controller, arguments: arguments, at: method.location)
    }
    return true
  }

  /// The value of an overridden Boolean property, or nil when not overridden.
  func overriddenFlag(on controller: InterpretedController, _ property: String) -> Bool? {
    guard let info = controller.classInfo, let (method, owner) = info.method(property)
    else { return nil }
    var result: Bool?
    guarded { () throws(Interrupt) in
      let value = try invoke(method, of: owner, on: controller, arguments: [], at: method.location)
      if case .bool(let flag) = value { result = flag }
    }
    return result
  }

  // MARK: Limits

  func checkDepth(at location: SourceLocation) throws(Interrupt) {
    if callDepth >= Self.callDepthLimit {
      throw Interrupt(
        .runaway("calls nested more than \(Self.callDepthLimit) deep (endless recursion?)"),
        at: location)
    }
  }

  func countStep(at location: SourceLocation) throws(Interrupt) {
    steps += 1
    if steps > Self.statementBudget {
      throw Interrupt(
        .runaway("more than \(Self.statementBudget) statements ran (endless loop?)"), at: location)
    }
  }

  /// A string value within `ScenarioLimits.stringLength`.
  func checkedString(_ text: String, at location: SourceLocation) throws(Interrupt) -> Value {
    if text.utf8.count > ScenarioLimits.stringLength, text.count > ScenarioLimits.stringLength {
      throw Interrupt(
        .tooLarge(what: "a string value", limit: ScenarioLimits.stringLength), at: location)
    }
    return .string(text)
  }

  /// Prints a line of the scenario's output, within `ScenarioLimits.outputLength` in all.
  func output(_ text: String, at location: SourceLocation) throws(Interrupt) {
    outputLength += text.count
    if outputLength > ScenarioLimits.outputLength {
      throw Interrupt(
        .tooLarge(what: "the scenario's output", limit: ScenarioLimits.outputLength),
        at: location)
    }
    simulation.output(text)
  }

  /// Throws when a callback already failed or UIKit raised.
  func checkStopped() throws(Interrupt) {
    if let pendingFailure { throw pendingFailure }
    if simulation.isTerminated { throw .terminated }
  }
}
