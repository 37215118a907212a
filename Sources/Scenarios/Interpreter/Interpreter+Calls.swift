import Containment

/// An argument after evaluation, with what the code wrote around it.
struct EvaluatedArgument {
  var label: String?
  var value: Value
  var isTrailing: Bool
  var location: SourceLocation
}

/// Calls and messages: scenario methods, object creation, `super`, and the modelled API.
extension Interpreter {
  func evaluateCall(
    _ callee: Expr, _ arguments: [Argument], at location: SourceLocation, _ scope: Scope,
    _ context: MethodContext
  ) throws(Interrupt) -> Value {
    if language == .swift, let value = try enumPayloadCase(callee, arguments, scope, context) {
      return value
    }
    if language == .swift,
      let value = try concurrencyCall(callee, arguments, at: location, scope, context)
    {
      return value  // `Task { … }`, `Task.sleep`, `MainActor.run` (Interpreter+SwiftConcurrencyAPI)
    }
    if language == .swift, case .member(let typeExpression, "random") = callee.kind,
      case .name(let type) = typeExpression.kind, scope.lookup(type) == nil,
      classes[type] == nil, structTypes[type] == nil,
      type == "Bool" || NumericKind(typeName: type) != nil
    {
      // `Int.random(in:)`, `Bool.random()`: a type the code does not declare
      // (Interpreter+SwiftStandardLibrary).
      var values: [EvaluatedArgument] = []
      for argument in arguments {
        values.append(
          EvaluatedArgument(
            label: argument.label, value: try evaluate(argument.value, in: scope, context),
            isTrailing: argument.isTrailing, location: argument.value.location))
      }
      if let value = try swiftLibraryRandom(of: type, values, at: callee.location) { return value }
    }
    if language == .swift, case .member(let numberExpression, "rounded") = callee.kind,
      arguments.count == 1, arguments[0].label == nil,
      case .implicitMember(let rule) = arguments[0].value.kind
    {
      // `x.rounded(.down)`: a `FloatingPointRoundingRule`, the standard library's, not a
      // UIKit constant of that name (Interpreter+SwiftStandardLibrary).
      let number = try evaluate(numberExpression, in: scope, context)
      let ruleArgument = EvaluatedArgument(
        label: nil, value: .ignored("." + rule), isTrailing: false,
        location: arguments[0].value.location)
      if let value = try swiftLibraryNumberMember(
        "rounded", number, [ruleArgument], at: callee.location)
      {
        return value
      }
    }
    // Swift evaluates the receiver, then the arguments left to right: reading `a.view`
    // before `b.view` decides which view loads first in the trace.
    var base: Value?
    if case .member(let baseExpression, _) = callee.kind, baseExpression.kind != .name("super") {
      base = try evaluate(baseExpression, in: scope, context)
    }
    if case .member(_, let name) = callee.kind, let base,
      let mapped = try optionalMap(name, of: base, arguments, scope, context, at: location)
    {
      return mapped  // `child.map { addChild($0) }` (Interpreter+SwiftOptionals)
    }
    var calleeValue: Value?
    switch callee.kind {
    case .name, .member, .implicitMember: break
    default: calleeValue = try evaluate(callee, in: scope, context)
    }
    // `UITabBarItem(title: "Home", image: nil, tag: 0)`: an object of an inert class, its
    // initializer checked against the class's real surface; an argument whose label names a
    // property of the class sets it (`createInert`, C36).
    switch callee.kind {
    // The macro's dictionary keyed by its arguments' text (Interpreter+VisualFormat).
    case .name("NSDictionaryOfVariableBindings")
    where language == .objc && !declaresMethod(named: "NSDictionaryOfVariableBindings"):
      return try variableBindings(arguments, in: scope, context)
    case .name(let name)
    where UIKitClasses.isInert(name) && !UIKitClasses.isInertView(name)
      && !declaresMethod(named: name) && !isTypedConstantType(name)
      && !program.classes.contains(where: { $0.name == name }):
      // Only the arguments that set a property are read (the others' types are inert too).
      var values: [EvaluatedArgument] = []
      for argument in arguments where isInertPropertyLabel(argument.label, of: name) {
        if let value = try? evaluate(argument.value, in: scope, context) {
          values.append(
            EvaluatedArgument(
              label: argument.label, value: value, isTrailing: argument.isTrailing,
              location: argument.value.location))
        }
      }
      return try createInert(
        name,
        .swiftCall(
          "init", labels: arguments.map(\.label), trailing: arguments.map(\.isTrailing)),
        values, at: callee.location)
    case .name(let name)
    where UIKitClasses.isInertGlobal(name) && !Builtins.runtimeFunctions(language).contains(name)
      && !declaresMethod(named: name)
      && !(language == .swift && SwiftConversions.functions.contains(name)):
      // `UIInterfaceOrientationIsPortrait(o)`: its declared result type's zero value (`NO`),
      // an inert object of that type otherwise (`CGAffineTransformMakeScale`).
      noteInert(name, UIKitSurface.shared.global(objc: name)?.owner.framework, at: callee.location)
      // A result has its declared type (C35): `NSHomeDirectory()` is a string.
      guard let result = UIKitSurface.shared.global(objc: name)?.member.swiftType,
        case let zero = Self.zeroValue(ofSwiftType: result), zero.isTypedResult
      else { return .ignored(name) }
      return zero
    case .member(_, let name):
      let use = MemberResolver.Use.swiftCall(
        name, labels: arguments.map(\.label), trailing: arguments.map(\.isTrailing))
      // `NSAttributedString.Key("x")`: a nested typed constant (Interpreter+TypedConstants).
      if case .classReference(let owner)? = base, isTypedConstantType(owner + "." + name) {
        break
      }
      if let base, let inert = try inertObjectResult(use, of: base, at: callee.location) {
        return inert
      }
      if let base, let ignored = Self.ignoredResult(name, of: base) { return ignored }
    default: break
    }
    var evaluated: [EvaluatedArgument] = []
    for argument in arguments {
      evaluated.append(
        EvaluatedArgument(
          label: argument.label, value: try evaluate(argument.value, in: scope, context),
          isTrailing: argument.isTrailing, location: argument.value.location))
    }
    switch callee.kind {
    case .name(let name)
    where language == .objc && Self.messagingFunctions.contains(name)
      && scope.lookup(name) == nil && !declaresMethod(named: name):
      // `((void (*)(id, SEL))objc_msgSend)(self, @selector(reload))` (Interpreter+ObjCMessageFunctions).
      return try sendThroughMessagingFunction(evaluated, at: callee.location, context)
    case .name(let name):
      if callee.isOptionalChained, case .null? = scope.lookup(name)?.value { return .null }
      return try callName(
        name, evaluated, optional: callee.isOptionalChained, at: callee.location, scope, context)
    case .member(let baseExpression, let name):
      let use = MemberResolver.Use.swiftCall(
        name, labels: evaluated.map(\.label), trailing: evaluated.map(\.isTrailing))
      guard let base else {
        return try callSuper(use, evaluated.map(\.value), at: location, context)
      }
      if case .classReference(let owner) = base, name.first?.isUppercase == true,
        classes[name] != nil || program.structs.contains(where: { $0.name == name })
          || program.enums.contains(where: { $0.name == name }),
        !extendsFrameworkType(owner, name)
      {
        // `Menu.Item(title: "A")`: a type nested in another is that type.
        return try callName(name, evaluated, optional: false, at: callee.location, scope, context)
      }
      if language == .swift, case .classReference(var className) = base, name == "init" {
        if className == "Self" { className = dynamicSelfType(context) ?? className }
        // `type.init()`, `(cls as! UIViewController.Type).init()`: a metatype's initializer
        // makes an instance of the class the metatype holds, as `Type(…)` does (The Swift
        // Programming Language, "Metatype Type"; V16).
        return try callName(
          className, evaluated, optional: false, at: callee.location, scope, context)
      }
      if language == .swift, case .classReference(let className) = base, name == "description",
        evaluated.isEmpty, declaresType(className),
        classes[className]?.classMethod(calledAs: use, language) == nil
      {
        return .string(qualifiedTypeName(className))  // NSObject's `+description` (W28)
      }
      // `UIViewController.description()`, `type(of: vc).isSubclass(of: X.self)`: NSObject's
      // class side (FIDELITY-SURFACE C41).
      if language == .swift, case .classReference(let className) = base,
        classes[className] != nil || UIKitSurface.shared.type(named: className)?.kind == .class,
        let value = classObjectMember(
          name, labels: evaluated.map(\.label), evaluated.map(\.value), on: className)
      {
        return value
      }
      if case .classReference(let className) = base,
        let info = classes[className] ?? structTypes[className]
          ?? (Self.rootClassNames.contains(className) ? rootExtension : nil)
            ?? viewExtensionForType(className),
        let (method, owner, bound) = info.classMethod(calledAs: use, language)
      {
        // `Menu.make()`: a type method, whose `self` is the type it is called on
        // (`String(describing: self)` is its name, W27). [I] It runs on the caller's
        // receiver, which only code Swift rejects (an instance member read in a type method)
        // could observe.
        let receiver = context.receiver
        return try invoke(
          method, of: owner, on: receiver,
          arguments: try bind(evaluated.map(\.value), bound, method, receiver, owner),
          at: callee.location, valueSelf: .classReference(className))
      }
      if let info = valueTypeInfo(base),
        let (method, owner, bound) = info.method(calledAs: use, language), !method.isStatic
      {
        // `tab.makeController()`: a method of an enum or struct, with the value as `self`.
        let receiver = context.receiver
        let arguments = try bind(evaluated.map(\.value), bound, method, receiver, owner)
        if method.isMutating {
          return try invokeMutating(
            method, of: owner, on: base, writtenBackTo: baseExpression, arguments,
            at: callee.location, scope, context)
        }
        return try invoke(
          method, of: owner, on: receiver, arguments: arguments, at: callee.location,
          valueSelf: base)
      }
      if language == .swift, case .dictionary(let dictionary) = base,
        let result = try swiftLibraryDictionaryMember(
          name, dictionary, evaluated, receiver: baseExpression, at: callee.location, scope,
          context)
      {
        return result  // `merging(_:uniquingKeysWith:)` … (Interpreter+SwiftStandardLibrary)
      }
      if language == .swift, base.numeric != nil, base.object == nil,
        let result = try swiftLibraryNumberMember(name, base, evaluated, at: callee.location)
      {
        return result  // `x.rounded()`, `n.isMultiple(of:)` (Interpreter+SwiftStandardLibrary)
      }
      if language == .swift, case .string(let text) = base,
        let result = try swiftLibraryStringMember(name, text, evaluated, at: callee.location)
      {
        return result  // `split(separator:)`, `starts(with:)` (Interpreter+SwiftStandardLibrary)
      }
      if language == .swift, case .dictionary(let dictionary) = base,
        let result = try callDictionaryMethod(
          name, dictionary, evaluated, receiver: baseExpression, at: callee.location, scope,
          context)
      {
        return result
      }
      if language == .swift, case .array(let items) = base,
        let member = ArrayMembers.member(for: use)
      {
        return try callArrayMember(
          member, items, evaluated, receiver: baseExpression, at: callee.location, scope, context)
      }
      // `self.completion?()`, `menu.onSelect(2)`: a closure kept in a stored property.
      if case .controller(let controller as InterpretedController) = base,
        controller.classInfo?.method(calledAs: use, language) == nil,
        let stored = try storedProperty(name, of: controller)
      {
        return try callStored(
          stored, named: name, evaluated, optional: callee.isOptionalChained, at: callee.location)
      }
      if language == .swift, case .record(let record) = base, let stored = record.field(name) {
        // `row.action(2)`: a closure kept in a struct's stored property (TSPL "Closures";
        // W24), called with the arguments; nil with `?` does nothing.
        if case .closure(let closure) = stored {
          return try call(closure, evaluated.map(\.value), at: location)
        }
        if callee.isOptionalChained, case .null = stored { return .null }
      }
      if language == .swift, case .bool(let flag) = base, use.written == "toggle()" {
        // `isOpen.toggle()` (SE-0199): a mutating method, so the variable or property it is
        // called on gets the negated value (W24).
        try assign(.bool(!flag), to: baseExpression, in: scope, context)
        return .void
      }
      if language == .swift, callee.isOptionalChained,
        program.protocolRequirements.contains(name), !implements(use, base)
      {
        // `delegate?.didOpenMenu?()`: an optional requirement of the code's own `@objc`
        // protocol that the delegate's class does not implement is nil, so the call does
        // nothing (TSPL "Optional Protocol Requirements", W31).
        return .null
      }
      return try callMember(use, on: base, evaluated, at: callee.location)
    case .implicitMember(let name):
      // `UIColor(red: .random(), …)` with the code's `extension CGFloat { static func
      // random() }` (Interpreter+SwiftImplicitStatics).
      if let value = try callOwnImplicitStatic(name, evaluated, at: callee.location, context) {
        return value
      }
      return try callImplicitMember(name, evaluated, at: callee.location)
    default:
      let value = calleeValue ?? .null
      if callee.isOptionalChained, case .null = value { return .null }
      guard case .closure(let closure) = value else {
        throw Interrupt(
          .typeMismatch(context: "a call", expected: "a closure", found: value.kindDescription),
          at: callee.location)
      }
      return try call(closure, evaluated.map(\.value), at: location)
    }
  }

  /// `Self`: the type a type member runs on, else the receiver's class (The Swift Programming
  /// Language, "Self Type"); nil when neither is known.
  func dynamicSelfType(_ context: MethodContext) -> String? {
    if case .classReference(let typeName)? = context.valueSelf { return typeName }
    return context.receiver.classInfo?.name ?? context.classInfo?.name
  }

  /// `f(…)` without a receiver: a closure variable, a global function, a class (creation),
  /// or a method of `self`.
  private func callName(
    _ name: String, _ arguments: [EvaluatedArgument], optional: Bool, at location: SourceLocation,
    _ scope: Scope, _ context: MethodContext
  ) throws(Interrupt) -> Value {
    if let variable = scope.lookup(name) {
      if case .classReference(let className) = variable.value, className != name,
        language == .swift
      {
        // `let T = type; T()` (a metatype in a variable, SwiftParser's generic binding): an
        // instance of the class it holds.
        return try callName(className, arguments, optional: optional, at: location, scope, context)
      }
      guard case .closure(let closure) = variable.value else {
        throw Interrupt(
          .typeMismatch(
            context: "calling `\(name)`", expected: "a closure",
            found: variable.value.kindDescription), at: location)
      }
      return try call(closure, arguments.map(\.value), at: location)
    }
    if language == .swift, name == "Self", let type = dynamicSelfType(context), type != name {
      // `Self(…)`, `Self.init(coder:)`: the dynamic type's initializer (V16).
      return try callName(type, arguments, optional: optional, at: location, scope, context)
    }
    if let function = cFunction(named: name) {
      return try callCFunction(function, arguments, at: location, context)
    }
    let use = MemberResolver.Use.swiftCall(
      name, labels: arguments.map(\.label), trailing: arguments.map(\.isTrailing))
    let receiver = context.receiver
    // `CGRectMake(…)` inside a class that declares its own `CGRectMake`: implicit `self`'s
    // method, found before any global function.
    let ownMethod = receiver.classInfo?.method(calledAs: use, language) != nil
    // The snippet's top-level `func log(_:)` from another class's method: before the standard
    // library's `log` (Interpreter+SwiftFileScopeFunctions).
    if !ownMethod,
      let result = try callFileScopeFunction(use, named: name, arguments, at: location, context)
    {
      return result
    }
    if !ownMethod, let result = try callBuiltin(name, arguments, at: location) { return result }
    if let valueSelf = context.valueSelf, let info = valueTypeInfo(valueSelf),
      let (method, owner, bound) = info.method(calledAs: use, language), !method.isStatic
    {
      return try invoke(
        method, of: owner, on: receiver,
        arguments: try bind(arguments.map(\.value), bound, method, receiver, owner),
        at: location, valueSelf: valueSelf)
    }
    if let valueSelf = context.valueSelf, isViewValue(valueSelf), name.first?.isUppercase != true,
      classes[name] == nil
    {
      // `addSubview(x)` in an `extension UIView` method: the view's own member (implicit
      // `self` is the view); `UILabel()` there is a class, made as anywhere.
      return try callMember(use, on: valueSelf, arguments, at: location)
    }
    if ModelledAPI.table(of: .controller).contains(name, language) {
      return try callMember(use, on: .controller(receiver), arguments, at: location)
    }
    if let info = receiver.classInfo,
      let (method, owner, bound) = info.method(calledAs: use, language)
    {
      return try invoke(
        method, of: owner, on: receiver,
        arguments: try bind(arguments.map(\.value), bound, method, receiver, owner),
        at: location)
    }
    if let stored = try storedProperty(name, of: receiver) {
      return try callStored(stored, named: name, arguments, optional: optional, at: location)
    }
    if let info = context.classInfo,
      let (method, owner, bound) = info.classMethod(calledAs: use, language)
    {
      // `make()` inside a type method of the same class (its `self` the same type).
      var typeSelf: Value?
      if case .classReference? = context.valueSelf { typeSelf = context.valueSelf }
      return try invoke(
        method, of: owner, on: receiver,
        arguments: try bind(arguments.map(\.value), bound, method, receiver, owner),
        at: location, valueSelf: typeSelf)
    }
    if let declaration = program.enums.first(where: { $0.name == name }) {
      // Its own `init`s first (Interpreter+SwiftEnumInitializers), then `init?(rawValue:)`.
      if let value = try enumInitializer(declaration, arguments, at: location, context) {
        return value
      }
      return try enumCase(declaration, rawValueArguments: arguments, at: location)
    }
    if let declaration = program.structs.first(where: { $0.name == name }) {
      return try makeRecord(declaration, arguments, at: location, context)
    }
    // A class is created by its name whatever its case: Swift has no rule that type names
    // are capitalised (`class bottomViewController`, cut from a project, is one).
    if let first = name.first,
      first.isUppercase || program.classes.contains(where: { $0.name == name })
    {
      return try create(name, labels: arguments.map(\.label), arguments, at: location)
    }
    if let problem = ModelledAPI.unmodelled(name, language) {
      throw Interrupt(problem, at: location)
    }
    // `startVideoCapture()` in a controller subclass: Swift's implicit `self` reaching a real
    // UIKit method, which `self`'s class keeps inert, refuses with its area, or does not have.
    if UIKitDeclarations.isRealMember(use, language) {
      return try callMember(use, on: .controller(context.receiver), arguments, at: location)
    }
    throw Interrupt(
      .unknownIdentifier(name, suggestion: suggestion(for: name, scope, context)), at: location)
  }

  /// Arguments in parameter order, with default values evaluated where the call left
  /// them out (in the method's own context, as Swift evaluates them for each call).
  func bind(
    _ values: [Value], _ bound: [Int?], _ method: MethodDecl, _ receiver: InterpretedController,
    _ owner: ClassInfo
  ) throws(Interrupt) -> [Value] {
    var result: [Value] = []
    for (index, argument) in bound.enumerated() {
      if index == method.variadicParameter {
        result.append(.array(variadicArguments(values, bound, at: index)))
        continue
      }
      if let argument, argument < values.count {
        result.append(values[argument])
      } else if index < method.defaults.count, let initial = method.defaults[index] {
        if let magic = callSiteMagicLiteral(initial) {
          result.append(magic)  // `line: Int = #line` (Interpreter+SwiftMagicLiterals)
          continue
        }
        let context = MethodContext(receiver: receiver, classInfo: owner)
        // `storyboard: UIStoryboard = .init(name: "Main", bundle: nil)`, `to container:
        // UIView? = .none`: the parameter's type decides the implicit member (V16).
        let type =
          method.parameterTypes.count == method.defaults.count
          ? method.parameterTypes[index].name : nil
        result.append(try evaluate(initial, declaredAs: type, in: Scope(parent: nil), context))
      } else {
        result.append(.null)
      }
    }
    return result
  }

  /// Calls the closure kept in a stored property (nil with `?` does nothing).
  private func callStored(
    _ value: Value, named name: String, _ arguments: [EvaluatedArgument], optional: Bool,
    at location: SourceLocation
  ) throws(Interrupt) -> Value {
    if optional, case .null = value { return .null }
    guard case .closure(let closure) = value else {
      throw Interrupt(
        .typeMismatch(
          context: "calling `\(name)`", expected: "a closure", found: value.kindDescription),
        at: location)
    }
    return try call(closure, arguments.map(\.value), at: location)
  }

  /// `[receiver piece:arg …]`.
  func evaluateMessage(
    _ receiverExpression: Expr, _ parts: [MessagePart], at location: SourceLocation,
    _ scope: Scope, _ context: MethodContext
  ) throws(Interrupt) -> Value {
    if let string = try foundationStringMessage(receiverExpression, parts, scope, context) {
      return string
    }
    // `[text appendString:s]`, `[NSMutableString string]` (Interpreter+FoundationStrings).
    if language == .objc,
      let result = try mutableStringMessage(receiverExpression, parts, scope, context)
    {
      return result
    }
    let isSuper: Bool
    if case .name("super") = receiverExpression.kind { isSuper = true } else { isSuper = false }
    var receiver =
      isSuper ? .controller(context.receiver) : try evaluate(receiverExpression, in: scope, context)
    // `[[myTabBar alloc] init]` in the getter `- (myTabBar *)myTabBar`: only a class answers
    // `alloc` and `new`, so a declared class of that name is meant, not the property `myTabBar`
    // whose storage `_myTabBar` the bare name would otherwise read (a bare identifier never
    // names a property in Objective-C).
    if language == .objc, case .name(let name) = receiverExpression.kind, classes[name] != nil,
      parts.count == 1, parts[0].argument == nil, ["alloc", "new"].contains(parts[0].piece)
    {
      receiver = .classReference(name)
    }
    if !isSuper, let result = try objcRuntimeMessage(receiver, parts, scope, context) {
      return result
    }
    // Sets, ordered sets, enumerators, and the enumeration messages of arrays and
    // dictionaries (Interpreter+FoundationSets), before the inert classes.
    if !isSuper { noteCollectionChange(receiver, receiverExpression, parts) }
    if !isSuper,
      let result = try foundationCollectionMessage(
        receiver, parts, at: parts.first?.location ?? location, scope, context)
    {
      return result
    }
    // Key-value observing (Interpreter+KeyValueObserving).
    if !isSuper,
      let result = try keyValueObservingMessage(
        receiver, parts, at: parts.first?.location ?? location, scope, context)
    {
      return result
    }
    // `[completion copy]`: a block is an object whose `copy` (the heap copy ARC stores) and
    // memory-management messages give the block itself (Blocks Programming Topics).
    if case .closure = receiver, parts.count == 1, parts[0].argument == nil,
      ["copy", "retain", "autorelease"].contains(parts[0].piece)
    {
      return receiver
    }
    // `[[UITabBarItem alloc] initWithTitle:…]`: an inert class's initializer does not read its
    // arguments either.
    // `[[NSObject alloc] init]`: a plain instance of the root class (a token or a lock), an
    // object that answers NSObject's messages and no controller's.
    if case .allocated(let className) = receiver,
      UIKitClasses.isInert(className) && !UIKitClasses.isInertView(className)
        || className == "NSObject"
    {
      return try createInert(
        className,
        .message(
          parts.map(\.piece).filter { !$0.isEmpty },
          hasArguments: parts.contains { $0.argument != nil }),
        at: parts.first?.location ?? location)
    }
    // Foundation's dictionaries are the interpreter's (Interpreter+Dictionaries), not inert.
    let isDictionary = Self.isFoundationDictionary(receiver)
    if !isSuper, !isDictionary,
      let inert = try inertObjectResult(
        .message(
          parts.map(\.piece).filter { !$0.isEmpty },
          hasArguments: parts.contains { $0.argument != nil }),
        of: receiver, at: parts.first?.location ?? location)
    {
      return inert
    }
    if !isSuper, !isDictionary, let first = parts.first?.piece,
      let ignored = Self.ignoredResult(first, of: receiver)
    {
      return ignored
    }
    var arguments: [EvaluatedArgument] = []
    for part in parts {
      guard let argument = part.argument else { continue }
      arguments.append(
        EvaluatedArgument(
          label: part.piece, value: try evaluate(argument, in: scope, context), isTrailing: false,
          location: argument.location))
    }
    let pieces = parts.map(\.piece).filter { !$0.isEmpty }  // a format's arguments have none
    let use = MemberResolver.Use.message(pieces, hasArguments: !arguments.isEmpty)
    let selectorLocation = parts.first?.location ?? location
    if isSuper, let raised = try superObservation(parts, at: selectorLocation, context) {
      return raised  // NSObject's own observeValueForKeyPath: (Interpreter+KeyValueObserving)
    }
    if isSuper { return try callSuper(use, arguments.map(\.value), at: selectorLocation, context) }
    // `[FirstViewController class]`, `[self class]`: the class, for `isKindOfClass:` and
    // `NSStringFromClass`.
    if use == .message(["class"], hasArguments: false), let className = className(of: receiver) {
      return .classReference(className)
    }
    if let value = memoryManagementMessage(use, receiver) { return value }
    if let value = try foundationCategoryMessage(
      use, to: receiver, arguments.map(\.value), at: selectorLocation, context)
    {
      return value
    }
    if let value = try foundationArrayMessage(
      pieces, receiver, receiverExpression, arguments, scope, context, at: selectorLocation)
    {
      return value
    }
    if let value = try foundationDictionaryMessage(
      pieces, receiver, receiverExpression, arguments, scope, context)
    {
      return value
    }
    if let value = try viewExtensionMessage(
      use, to: receiver, arguments.map(\.value), at: selectorLocation, context)
    {
      return value
    }
    switch receiver {
    case .classReference(let className):
      try sendInitializeIfNeeded(className, root: nil)  // the first message (ObjCSwizzling)
      if use == .message(["alloc"], hasArguments: false) {
        if let problem = unsupportedFrameworkClass(className) {
          throw Interrupt(problem, at: receiverExpression.location)
        }
        return .allocated(className)
      }
      if use == .message(["new"], hasArguments: false) {
        if className == "NSObject" {
          return try createInert(className, .message(["init"], hasArguments: false), at: location)
        }
        return try create(className, labels: [], [], at: location)
      }
      // `[Menu menuWithTitle:@"A"]`: the class's own class method, with `self` the class
      // (so `[[self alloc] init]` in it makes one).
      if let info = classes[className]
        ?? (Self.rootClassNames.contains(className) ? rootExtension : nil)
          ?? viewExtensionForType(className),
        let (method, owner, bound) = info.classMethod(calledAs: use, language)
      {
        return try invoke(
          method, of: owner, on: context.receiver,
          arguments: try bind(arguments.map(\.value), bound, method, context.receiver, owner),
          at: selectorLocation, valueSelf: .classReference(className))
      }
      // `[UIView snc_swizzleOrignalMethod:…]` (`[self …]` in `+load` of a `UIView` category):
      // a class method of the snippet's `NSObject` category, which every class inherits, as a
      // `UIResponder` category's reaches every responder class (S197).
      if classes[className] == nil, !Self.rootClassNames.contains(className),
        let root = rootExtension, inheritsCategoryClassMethod(use, className),
        let (method, owner, bound) = root.classMethod(calledAs: use, language)
      {
        return try invoke(
          method, of: owner, on: context.receiver,
          arguments: try bind(arguments.map(\.value), bound, method, context.receiver, owner),
          at: selectorLocation, valueSelf: .classReference(className))
      }
      if let value = try inertSubclassClassMember(use, of: className, at: selectorLocation) {
        return value
      }
      return try callMember(use, on: receiver, arguments, at: selectorLocation)
    case .view, .controller:
      // A setter the class writes itself (`setTitle:`) runs instead of UIKit's.
      // A `@property` the class declares itself (`selectedIndex` of a plain controller) has
      // its synthesized setter, not UIKit's member of that name (C3).
      if let property = MemberResolver.setterProperty(use), let argument = arguments.first,
        !writesMethod(use, receiver), !declaresOwnProperty(property, receiver)
      {
        // `[scrollView setContentOffset:p]`: a UIKit property set through its setter notifies
        // its key-value observers around it (FIDELITY-SURFACE C11).
        try observingChange(of: receiver, key: property, at: selectorLocation) {
          () throws(Interrupt) in
          try setMember(property, of: receiver, argument.value, at: selectorLocation)
        }
        return .void
      }
      return try callMember(use, on: receiver, arguments, at: selectorLocation)
    case .allocated(let className):
      return try create(
        className, labels: pieces.map { Optional($0) }, arguments, at: selectorLocation,
        objcInit: true)
    default:
      return try callMember(use, on: receiver, arguments, at: selectorLocation)
    }
  }

  /// A method call on a value: the scenario's own methods first, then the modelled API.
  func callMember(
    _ use: MemberResolver.Use, on receiver: Value, _ arguments: [EvaluatedArgument],
    at location: SourceLocation
  ) throws(Interrupt) -> Value {
    // Optional chaining; a message to nil does nothing and returns nil or zero of the
    // method's result type (Interpreter+NilMessages).
    if case .null = receiver { return nilMessageResult(use) }
    // `Menu.shared` (dot syntax), `[MYTitleButton buttonWithType:…]`: the snippet's class's
    // own class method, or the one it inherits from UIKit (Interpreter+AppClassMembers).
    if let value = try appClassMember(use, on: receiver, arguments, at: location) { return value }
    if let ignored = Self.ignoredResult(use.baseName, of: receiver) { return ignored }
    if let value = try swiftUserDefaultsCall(use, on: receiver, arguments, at: location) {
      return value  // `UserDefaults.standard.set(true, forKey: "seen")`
    }
    if let value = try structuredConcurrencyMember(use, on: receiver, arguments, at: location) {
      return value  // `continuation.resume()`, `group.addTask { … }`
    }
    if let value = try callSurfaceMember(use, on: receiver, arguments, at: location) {
      return value
    }
    // A44: UIKit's part of the code's presentation controller (`self.init(presentedViewController:
    // presenting:)`, `[self containerView]`).
    if case .controller(let controller as InterpretedController) = receiver,
      let value = try presentationControllerOwnMember(
        use, arguments.map(\.value), on: controller, at: location)
    {
      return value
    }
    // A modelled member goes through UIKit even when the class overrides it, so that the
    // override runs nested under the call UIKit records.
    let resolution: Interrupt
    do throws(Interrupt) {
      let member = try resolve(use, on: receiver, at: location)
      return try perform(member, on: receiver, arguments, at: location)
    } catch {
      resolution = error
    }
    if case .controller(let controller as InterpretedController) = receiver,
      let info = controller.classInfo,
      let (method, owner, bound) = info.method(calledAs: use, language)
    {
      let values = try bind(arguments.map(\.value), bound, method, controller, owner)
      // `[obj setX:v]` of a written setter: observers of `x` are notified around it, as
      // automatic key-value observing wraps the setter (Interpreter+KeyValueObserving).
      if language == .objc, case .message(let pieces, true) = use, pieces.count == 1,
        let property = info.objcPropertyName(setter: pieces[0]), info.declaresObjCProperty(property)
      {
        var result = Value.void
        try observingChange(of: receiver, key: property, at: location) { () throws(Interrupt) in
          result = try invoke(method, of: owner, on: controller, arguments: values, at: location)
        }
        return result
      }
      return try invoke(method, of: owner, on: controller, arguments: values, at: location)
    }
    if case .controller(let controller as InterpretedController) = receiver,
      let value = try synthesizedAccessor(use, of: controller, arguments, at: location)
    {
      return value
    }
    // UIKit's own controller (a `UINavigationController` the code made) answers a method of
    // the project's `UIViewController` category as every controller does (C26).
    if case .controller(let controller) = receiver, !(controller is InterpretedController),
      let root = rootExtension, let owner = fileScopeOwner,
      let (method, methodOwner, bound) = root.method(calledAs: use, language), !method.isStatic
    {
      return try invoke(
        method, of: methodOwner, on: owner,
        arguments: try bind(arguments.map(\.value), bound, method, owner, methodOwner),
        at: location, valueSelf: receiver)
    }
    if case .view(let view as InterpretedView) = receiver,
      let value = viewAccessor(use, of: view, arguments)
    {
      return value
    }
    throw resolution
  }

  /// True when `receiver` is an Objective-C scenario object whose class declares the
  /// `@property` `name`.
  private func declaresOwnProperty(_ name: String, _ receiver: Value) -> Bool {
    guard language == .objc, case .controller(let controller as InterpretedController) = receiver
    else { return false }
    return controller.classInfo?.declaresObjCProperty(name) == true
  }

  /// True when `receiver` is a scenario object whose class writes the method `use` names.
  private func writesMethod(_ use: MemberResolver.Use, _ receiver: Value) -> Bool {
    guard case .controller(let controller as InterpretedController) = receiver,
      let info = controller.classInfo
    else { return false }
    return info.method(calledAs: use, language) != nil
  }

  /// The modelled member `use` names on `receiver`, or the diagnostic.
  func resolve(_ use: MemberResolver.Use, on receiver: Value, at location: SourceLocation)
    throws(Interrupt) -> ModelledAPI.Member
  {
    let kinds: [ModelledAPI.Receiver]
    switch receiver {
    case .controller: kinds = [.controller]
    case .view(let view): kinds = viewReceivers(view)
    case .surface(let object): kinds = object.receivers
    case .array: kinds = [.array]
    case .string: kinds = [.string]
    case .integer, .number, .bool: kinds = [.number]
    case .rect: kinds = [.rect]
    case .record(let record) where record.type == "NSCharacterSet": kinds = [.characterSet]
    case .classReference("UIView"): kinds = [.viewClass]
    case .classReference("UIViewPropertyAnimator"): kinds = [.propertyAnimatorClass]
    case .classReference("CATransaction"): kinds = [.transactionClass]
    case .classReference("Timer"), .classReference("NSTimer"): kinds = [.timerClass]
    case .classReference("RunLoop"), .classReference("NSRunLoop"): kinds = [.runLoopClass]
    case .classReference("RunLoop.Mode"): kinds = [.runLoopModeClass]
    default: kinds = []
    }
    guard !kinds.isEmpty else {
      // `UIColor.black.cgColor`: a value of a real type with no declared members.
      if let member = try undeclaredMember(use, on: receiver, at: location) { return member }
      // `[UIColor colorWithHexRGB:0xfff]`: the project's category of a UIKit class
      // (MissingPieceCategories), never a gap of the modelled API.
      if case .classReference(let name) = receiver,
        UIKitSurface.shared.type(named: name)?.kind == .class,
        !UIKitDeclarations.isRealMember(use, language)
      {
        throw Interrupt.failed(
          MissingPieceCategories(program).diagnostic(
            use, on: name, classMember: true, at: location, language))
      }
      throw Interrupt(
        .unknownMember(use.written, on: receiver.kindDescription, suggestion: nil), at: location)
    }
    switch MemberResolver.resolve(
      use, among: kinds.map(ModelledAPI.table(of:)), described: receiver.kindDescription,
      language)
    {
    case .success(let member):
      if let declared = declaredFor(receiver, member) { return declared }
      // Another class's member of that name (`delegate` of a navigation controller, asked of
      // a split view controller): the receiver's own class answers, from the real surface.
      if let member = try undeclaredMember(use, on: receiver, at: location) { return member }
      // Only other classes have it (`pushViewController(_:animated:)` on a plain controller,
      // a container subclass whose superclass is in the header the snippet leaves out).
      throw Interrupt(otherClassesMember(member, on: receiver), at: location)
    case .failure(let problem):
      if case .unknownMember = problem,
        let member = try undeclaredMember(use, on: receiver, at: location)
      {
        return member
      }
      // `delegate?.scrollViewDidScroll?(s)`: an optional requirement the object's own class
      // does not implement is nil (FIDELITY-SURFACE C45, UIKitOutcome).
      if let absent = unimplementedOptionalRequirement(use, on: receiver) { return absent }
      // `stepper.value` beside key-value coding's `value(forKey:)`: the receiver's real
      // member of that exact spelling answers (UIKitOutcome).
      if let member = try realMemberBesideDeclared(use, problem, on: receiver, at: location) {
        return member
      }
      // Not a member of the receiver's UIKit class either (the surface has all of them):
      // the snippet's own code that the excerpt leaves out, not a gap of the model.
      // A view of a class the model does not make (a `UITabBar` outlet) is known as a plain
      // `UIView` here, so for views only a name no UIKit type has is the snippet's own.
      let isControllerReceiver: Bool
      if case .controller = receiver {
        isControllerReceiver = true
      } else {
        isControllerReceiver = false
      }
      // A view's member that no view class of UIKit declares (`x` is CGPoint's, not
      // UIView's) is the project's own category's, left out of the excerpt.
      let isViewReceiver = isViewValue(receiver) && !isViewClassMember(use.baseName, receiver)
      if case .unknownMember(let written, let on, var suggestion) = problem,
        surfaceTypeName(of: receiver) != nil,
        isControllerReceiver || isViewReceiver || !UIKitDeclarations.isRealMember(use, language)
      {
        if isViewReceiver, let close = suggestion,
          !UIKitDeclarations.isRealMember(.property(close), language)
        {
          suggestion = nil
        }
        // An object of the snippet's own class: a hint from its class only.
        suggestion = appObjectSuggestion(use, on: receiver, replacing: suggestion)
        var diagnostic = ScenarioProblem.undeclaredMember(written, on: on, suggestion: suggestion)
          .at(location)
        // `self.scrollView` of the class's header: a fix-it declares the outlet.
        if suggestion == nil, case .controller(let controller as InterpretedController) = receiver,
          case .property(let name) = use, let className = controller.classInfo?.name,
          let fixIt = outletStandIn(name, of: className)
        {
          diagnostic.fixIts = [fixIt]
        }
        // `view.height` of the project's `UIView (Frame)` category: a fix-it declares a
        // stand-in category (Interpreter+ViewExtensions).
        if suggestion == nil, case .view = receiver {
          diagnostic.fixIts = [ViewMemberStandIn.fixIt(use, on: "UIView", language)]
        }
        // `child.remove()` of the project's `extension UIViewController`: a stand-in
        // extension or category (MissingPieceCategories).
        if diagnostic.fixIts.isEmpty, isControllerReceiver,
          MissingPieceCategories.isHelperName(use.written, suggestion: suggestion),
          !UIKitDeclarations.isRealMember(use, language)
        {
          diagnostic.fixIts =
            MissingPieceCategories(program).diagnostic(
              use, on: "UIViewController", described: on, classMember: false, at: location,
              language
            ).fixIts
        }
        // A method the snippet's own category of that class declares is never stood in a
        // second time (one of `NSObject`'s, a stand-in, does not reach UIKit's views here).
        if snippetDeclaresMethod(use, in: isControllerReceiver ? "UIViewController" : "UIView") {
          diagnostic.fixIts = []
        }
        throw Interrupt.failed(diagnostic)
      }
      // `[tabBarView setDelegate:self]` on a plain view: only other view classes have it. The
      // view's own class (its real surface) has no such member: said of that class, never as
      // a gap of the model.
      if case .unknownMember(let written, _, _) = problem, isViewValue(receiver),
        let type = surfaceTypeName(of: receiver),
        UIKitSurface.shared.member(named: use.written, in: type, language: language) == nil,
        UIKitSurface.shared.member(named: use.baseName, in: type, language: language) == nil
      {
        throw Interrupt(
          .noSuchMember(
            written, type: type,
            suggestion: UIKitSurface.shared.suggestions(
              for: use.written, in: type, language: language
            ).first), at: location)
      }
      throw Interrupt(problem, at: location)
    }
  }

  /// `super.x(…)` / `[super x…]`: the nearest declared superclass's override, else UIKit's.
  private func callSuper(
    _ use: MemberResolver.Use, _ arguments: [Value], at location: SourceLocation,
    _ context: MethodContext
  ) throws(Interrupt) -> Value {
    if let valueSelf = context.valueSelf, isViewValue(valueSelf) {
      return try callViewSuper(use, arguments, on: valueSelf, at: location, context)
    }
    let receiver = context.receiver
    if let parent = context.classInfo?.superclass,
      let (method, owner, bound) = parent.method(calledAs: use, language)
    {
      return try invoke(
        method, of: owner, on: receiver,
        arguments: try bind(arguments, bound, method, receiver, owner), at: location)
    }
    if case .property(let name) = use, let stored = try storedProperty(name, of: receiver) {
      return stored
    }
    if let value = try presentationControllerSuper(use, arguments, on: receiver, at: location) {
      return value
    }
    // `super.init(nibName: nil, bundle: nil)`, `[super init]`, `self = [super init]` in an
    // initializer: UIKit's initializer returns the object, which the model created before
    // the initializer ran, and calls nothing the trace shows.
    if Self.isNibAwaking(use, language) { return .void }  // UIKit's does nothing traced
    if let value = containerSuperInitializer(use, arguments, on: receiver) { return value }
    // A35.1 [D]: a table or collection view controller subclass's own initializer calls its
    // UIKit class's (`super.init(style: .grouped)`, `[super initWithCollectionViewLayout:l]`):
    // UIKit's initializer returns the object; a collection view's layout is kept for its list.
    if receiver.listRoot != nil, let className = context.classInfo?.name,
      MissingPieceCategories.isAncestorInitializer(use.written, of: className, program, language)
    {
      if receiver.listRoot == .collection, case .surface(.flowLayout(let layout))? = arguments.first
      {
        receiver.listRootLayout = layout
      }
      return .controller(receiver)
    }
    if Self.isUIKitInitializer(use, language) {
      markNibLoaded(receiver, arguments)
      try runDesignatedOverride(for: use, on: receiver, at: location)
      return .controller(receiver)
    }
    // `[super setTitle:t]` from the class's own `setTitle:`: UIKit's setter.
    if let property = MemberResolver.setterProperty(use), let value = arguments.first {
      try setMember(property, of: .controller(receiver), value, at: location)
      return .void
    }
    if let value = customSegueSuper(use, on: receiver) { return value }
    let member = try resolve(use, on: .controller(receiver), at: location)
    if member.swiftName == "shouldAutomaticallyForwardAppearanceMethods" {
      return .bool(receiver.superShouldAutomaticallyForwardAppearanceMethods)
    }
    if let traced = member.traced, receiver.callSuper(traced, arguments) {
      try checkStopped()
      return .void
    }
    let evaluated = arguments.map {
      EvaluatedArgument(label: nil, value: $0, isTrailing: false, location: location)
    }
    return try perform(member, on: .controller(receiver), evaluated, at: location)
  }

  /// `Notification.Name("x")` where the code writes `extension Notification.Name { … }`:
  /// the extension adds members to Foundation's nested type and declares no type of the code,
  /// so the call is still Foundation's (FIDELITY-SURFACE N6).
  func extendsFrameworkType(_ owner: String, _ name: String) -> Bool {
    !program.classes.contains { $0.name == name || $0.name == owner }
      && !program.structs.contains { $0.name == name }
      && !program.enums.contains { $0.name == name }
      && program.extensions.contains { $0.name == name }
  }

  /// Creates a controller or view: `X()`, `X(nibName:bundle:)`, `UIView(frame:)`,
  /// `[[X alloc] init]`, `[[X alloc] initWithNibName:… bundle:…]`,
  /// `[[UIView alloc] initWithFrame:…]`.
  func create(
    _ className: String, labels: [String?], _ arguments: [EvaluatedArgument],
    at location: SourceLocation, objcInit: Bool = false
  ) throws(Interrupt) -> Value {
    // A class the code declares is its own even where a framework class has its name
    // (`class Host: UIViewController`, not Foundation's `Host`): the code's declaration is the
    // one in scope (W27).
    let declaredHere = program.classes.contains { $0.name == className }
    // `Self.init(coder: coder)` in a storyboard's creator block (S7) for a controller class
    // that does not declare `init(coder:)`: UIViewController's inherited `init?(coder:)`,
    // which makes the controller as `init()` does (the scene's archive holds nothing else the
    // model reads).
    if !objcInit, labels == ["coder"], arguments.count == 1, classes[className] != nil,
      !program.isViewClass(className), classes[className]?.method("init(coder:)") == nil
    {
      return try create(className, labels: [], [], at: location)
    }
    // `UILayoutPriority(999)`: a typed constant is its raw value (Interpreter+TypedConstants).
    if !objcInit, !declaredHere,
      let value = try createTypedConstant(className, labels: labels, arguments, at: location)
    {
      return value
    }
    if UIKitClasses.isInert(className), !declaredHere {
      let use: MemberResolver.Use =
        objcInit
        ? .message(labels.map { $0 ?? "" }, hasArguments: !arguments.isEmpty)
        : .swiftCall("init", labels: labels, trailing: arguments.map(\.isTrailing))
      return try createInert(className, use, arguments, at: location)
    }
    if !declaredHere, let problem = unsupportedFrameworkClass(className) {
      throw Interrupt(problem, at: location)
    }
    if let window = try createWindow(
      className, labels: labels, arguments, at: location, objcInit: objcInit)
    {
      return window
    }
    if let value = try createSurface(
      className, labels: labels, arguments, at: location, objcInit: objcInit)
    {
      return value
    }
    if let created = try createContainerSubclass(
      className, labels: labels, arguments, at: location, objcInit: objcInit)
    {
      return created
    }
    if let value = try createTransitionObject(
      className, labels: labels, arguments, at: location, objcInit: objcInit)
    {
      return value
    }
    if let value = try createPropertyAnimator(
      className, labels: labels, arguments, at: location, objcInit: objcInit)
    {
      return value
    }
    if let value = try createCustomSegue(
      className, labels: labels, arguments, at: location, objcInit: objcInit)
    {
      return value
    }
    if let value = try createPresentationController(
      className, labels: labels, arguments, at: location, objcInit: objcInit)
    {
      return value
    }
    if let value = try createInertSubclass(
      className, labels: labels, arguments, at: location, objcInit: objcInit)
    {
      return value
    }
    if let value = try createOtherContainer(
      className, labels: labels, arguments, at: location, objcInit: objcInit)
    {
      return value
    }
    if className == Self.tabBarControllerClass {
      return try createTabBarController(labels: labels, arguments, at: location, objcInit: objcInit)
    }
    if className == Self.navigationControllerClass {
      return try createNavigationController(
        labels: labels, arguments, at: location, objcInit: objcInit)
    }
    if let created = try createWithInitializer(
      className, labels: labels, arguments, at: location, objcInit: objcInit)
    {
      return created
    }
    if let created = try createWithInheritedInitializer(
      className, labels: labels, arguments, at: location, objcInit: objcInit)
    {
      return created
    }
    if let created = try createWithInheritedViewInitializer(
      className, labels: labels, arguments, at: location, objcInit: objcInit)
    {
      return created
    }
    let written: String
    if objcInit {
      written = labels.compactMap { $0 }.joined(separator: ":") + (arguments.isEmpty ? "" : ":")
    } else {
      written = className + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }
    let isViewClass = program.isViewClass(className)
    let isView = className == "UIView" || isViewClass
    var accepted: [String]
    if objcInit {
      accepted = isView ? ["init", "initWithFrame:"] : ["init", "initWithNibName:bundle:"]
    } else {
      accepted =
        isView
        ? ["\(className)()", "\(className)(frame:)"]
        : ["\(className)()", "\(className)(nibName:bundle:)"]
    }
    // A35.3: a table view cell class inherits `init(style:reuseIdentifier:)`.
    let isTableCell = isViewClass && listCellKind(of: className) == .table
    if isTableCell {
      accepted.append(
        objcInit ? "initWithStyle:reuseIdentifier:" : "\(className)(style:reuseIdentifier:)")
    }
    // The class's own initializers are its spellings; in Swift, declaring one means UIKit's
    // are no longer inherited (`init(coder:)` aside, which storyboards call).
    let declared = ((classes[className]?.methods.keys).map(Array.init) ?? [])
      .filter { Self.isInitializerKey($0) && $0 != "init(coder:)" }.sorted()
      .map { language == .objc ? $0 : className + $0.dropFirst("init".count) }
    if !declared.isEmpty {
      if language == .swift {
        // A view class that overrides `init(frame:)` inherits UIView's `init()`, which calls it.
        accepted = declared
        if isViewClass, declared.contains("\(className)(frame:)") {
          accepted.append("\(className)()")
        }
      } else if objcInit {
        accepted += declared.filter { !accepted.contains($0) }
      }
    }
    // `[[TVC alloc] initWithStyle:…]` of a `UITableViewController` subclass: the initializer
    // its UIKit superclass declares (MissingPieceCategories), arguments kept inert.
    let ancestorInitializer =
      !isView && !accepted.contains(written)
      && MissingPieceCategories.isAncestorInitializer(written, of: className, program, language)
    guard accepted.contains(written) || ancestorInitializer else {
      let problem: ScenarioProblem
      if objcInit {
        problem = .unknownMember(
          written, on: "`[\(className) alloc]`",
          suggestion: Suggestion.closest(to: written, in: accepted))
      } else if !declared.isEmpty, language == .swift {
        problem = .wrongInitializerLabel(
          written: written, expected: accepted.joined(separator: "` or `"))
      } else if arguments.count < 2, !isView, labels.first == "nibName" {
        problem = .missingArgument(written: written, expected: accepted[1])
      } else {
        problem = .wrongLabel(written: written, expected: accepted.joined(separator: "` or `"))
      }
      throw Interrupt(problem, at: location)
    }
    if isView {
      var frame = CGRect.zero
      // A view class's own initializer (`initWithTitle:`, `init(title:)`) takes what it
      // declares, not a frame: the view starts with a zero frame, as `[super initWithFrame:
      // CGRectZero]` or `super.init(frame: .zero)` in it makes it, and its body runs next.
      let ownInitializer =
        isViewClass && declared.contains(written)
        && written != "initWithFrame:" && written != "\(className)(frame:)"
      let cellInitializer =
        isTableCell
        && (written == "initWithStyle:reuseIdentifier:"
          || written == "\(className)(style:reuseIdentifier:)")
      if cellInitializer, !ownInitializer {
        let view = try makeView(className: className, frame: .zero)
        if arguments.count == 2 {
          view.cellParts?.reuseIdentifier = try optionalString(
            arguments[1].value, "`reuseIdentifier`", at: arguments[1].location)
        }
        try runViewInitializer(view, labels: labels, arguments, objcInit: objcInit, at: location)
        return .view(view)
      }
      if let argument = arguments.first, !ownInitializer, !cellInitializer {
        guard case .rect(let rect) = argument.value else {
          throw Interrupt(
            .typeMismatch(
              context: "`frame`", expected: "a CGRect", found: argument.value.kindDescription),
            at: argument.location)
        }
        frame = rect
      }
      if isViewClass {
        let view = try makeView(className: className, frame: frame)
        try runViewInitializer(
          view, labels: labels, arguments, objcInit: objcInit, at: location)
        return .view(view)
      }
      return .view(UIView(frame: frame))
    }
    for argument in arguments where !ancestorInitializer {
      switch argument.value {
      case .null, .string: continue
      default:
        throw Interrupt(
          .typeMismatch(
            context: "`\(argument.label ?? "nibName")`", expected: "nil or a string",
            found: argument.value.kindDescription), at: argument.location)
      }
    }
    let made = try makeController(className: className, at: location)
    markNibLoaded(made, arguments.map(\.value))
    return .controller(made)
  }
}

extension Interpreter {
  /// True when a category of `NSObject` in the snippet (or of `UIResponder`, for a UIKit
  /// responder class) declares the class method `use` names: the UIKit class `className`
  /// inherits it, as every class does its root class's class methods.
  func inheritsCategoryClassMethod(_ use: MemberResolver.Use, _ className: String) -> Bool {
    let surface = UIKitSurface.shared
    guard surface.type(named: className)?.kind == .class else { return false }
    var ancestors = ["NSObject"]
    if surface.isClass(className, kindOf: "UIResponder") { ancestors.append("UIResponder") }
    return program.extensions.contains { declaration in
      ancestors.contains(declaration.name)
        && declaration.methods.contains { $0.isStatic && $0.key(language) == use.written }
    }
  }
}
