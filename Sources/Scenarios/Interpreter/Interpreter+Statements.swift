import Containment

extension Expr {
  /// `0..<3`, `1...5`: a pattern that matches the numbers it contains.
  var isRange: Bool {
    if case .binary(let op, _, _) = kind { return op == "..<" || op == "..." }
    return false
  }
}

/// Statements: declarations, assignments, `if`, `guard`, `for … in`, `return`, `switch`,
/// `break`, `continue`.
extension Interpreter {
  func execute(_ statements: [Stmt], in scope: Scope, _ context: MethodContext)
    throws(Interrupt) -> Completion
  {
    // `defer` bodies met so far, run last first when the block is left by its end, `return`,
    // `break` or `continue`. A crash (an exception, a failed assertion) skips them, as it
    // ends the program.
    var deferred: [[Stmt]] = []
    var completion = Completion.normal
    do throws(Interrupt) {
      var index = 0
      while index < statements.count {
        let statement = statements[index]
        index += 1
        try checkStopped()
        try countStep(at: statement.location)
        simulation.currentSourceLine = statement.location.line
        if case .deferBlock(let body) = statement.kind {
          deferred.append(body)
          continue
        }
        completion = try execute(statement, in: scope, context)
        if case .normal = completion { continue }
        // `goto label;` to a label of this block: it goes on there (Interpreter+Goto.swift).
        if let target = gotoTarget(completion, in: statements) {
          index = target
          completion = .normal
          continue
        }
        break
      }
    } catch {
      // A thrown Swift error leaves the block as `return` does: its `defer` bodies run
      // (The Swift Programming Language, "Specifying Cleanup Actions").
      if case .thrown = error { try runDeferred(deferred, in: scope, context) }
      throw error
    }
    for body in deferred.reversed() {
      _ = try execute(body, in: Scope(parent: scope), context)
    }
    try checkStopped()
    return completion
  }

  func execute(_ statement: Stmt, in scope: Scope, _ context: MethodContext)
    throws(Interrupt) -> Completion
  {
    switch statement.kind {
    case .expression(let expression):
      _ = try evaluate(expression, in: scope, context)
    case .declaration(let declaration)
    where declaration.hasStaticStorage && language == .objc:
      try declareStatic(declaration, at: statement.location, in: scope, context)
    case .declaration(let declaration):
      var value = Value.null
      if let initial = declaration.initialValue {
        // `let completion = { … completion() }` beside a parameter `completion`: a variable is
        // not in scope in its own initial value (TSPL "Declarations"), so the closure calls
        // the outer one (Interpreter+SwiftClosureScopes).
        let initialScope = closureInitialScope(declaration, initial, scope)
        value = try evaluate(
          initial, declaredAs: declaration.valueTypeName, in: initialScope, context)
        if case .void = value {
          throw Interrupt(
            .typeMismatch(
              context: "`\(declaration.name)`'s initial value", expected: "a value",
              found: value.kindDescription), at: initial.location)
        }
        // `NSInteger i = seg.selectedSegmentIndex;` with a nil `seg`: the message to nil
        // returned 0 (or `NO`), which is what the scalar variable holds.
        if case .null = value { value = zeroValue(ofType: declaration.typeName) }
        value = relabelled(value, declaration.tupleLabels)
      } else if language == .objc, let element = declaration.cArrayElementType,
        let count = declaration.cArrayCount, count >= 0, count <= ScenarioLimits.arrayLength
      {
        // `int counts[3]; counts[0] = 1;`: a C array of that many elements, each set before it
        // is read; [I] they start as zeros (nil for object pointers), as a struct's members do.
        value = .array(Array(repeating: zeroValue(ofType: element), count: count))
      } else if language == .objc, declaration.cArrayElementType == nil {
        // `CGRect frame; frame.origin = …; frame.size = …;`: a C variable without an
        // initializer, set member by member before it is read (C11 6.7.9p10 leaves its value
        // indeterminate until then); [I] it starts as its type's zero, as ARC starts an object
        // pointer as nil.
        value = zeroValue(ofType: declaration.typeName)
      }
      scope.declare(
        declaration.name, value, isConstant: declaration.isConstant,
        isInitialized: declaration.initialValue != nil,
        numericKind: declaration.typeName.flatMap(NumericKind.init(typeName:)),
        cInteger: language == .objc
          ? declaration.typeName.flatMap(CIntegerType.init(typeName:)) : nil,
        isSinglePrecision: declaration.typeName.map(Value.isSinglePrecisionType) ?? false)
      if language == .swift, let kind = declaration.elementNumericKind {
        scope.setElementKind(declaration.name, kind)  // `[CGFloat]` (SwiftTypedCollections)
      }
      if declaration.willSet != nil || declaration.didSet != nil {
        scope.observe(declaration.name, willSet: declaration.willSet, didSet: declaration.didSet)
      }
      if case .unary("async let", _)? = declaration.initialValue?.kind {
        scope.markAsyncLet(declaration.name)
      }
      name(value, declaration.name)
    case .assignment(let target, let valueExpression):
      // The object whose property is set is evaluated before the value (clang sends
      // `[receiver setX:value]` with the receiver evaluated first; Swift evaluates an l-value's
      // base before the right-hand side): `child.view.frame = self.view.bounds` loads
      // `child`'s view first.
      if language == .objc,
        case .subscriptIndex(let baseExpression, let indexExpression) =
          target.kind, !Self.isPlainOperand(indexExpression)
      {
        // `pages[i++] = [self makePage]`: clang evaluates a subscript's base and index before
        // the value it stores (an Objective-C subscript assignment is the message
        // `setObject:atIndexedSubscript:`, its receiver and key bound first).
        let index = try evaluate(indexExpression, in: scope, context)
        let inner = Scope(parent: scope)
        let name = "index@\(indexExpression.location.line):\(indexExpression.location.column)"
        inner.declare(name, index, isConstant: true)
        let value = try evaluate(valueExpression, in: scope, context)
        let stored = Expr(
          .subscriptIndex(baseExpression, Expr(.name(name), at: indexExpression.location)),
          at: target.location)
        try assign(value, to: stored, in: inner, context)
        return .normal
      }
      let base = try assignmentBase(of: target, in: scope, context)
      // `self.view = .init(frame: .zero)`: the target's type decides the member (V16).
      let typed = contextTyped(
        valueExpression, as: declaredType(ofTarget: target, base: base, in: scope, context))
      let value = try evaluate(typed ?? valueExpression, in: scope, context)
      try assign(value, to: target, in: scope, context, evaluatedBase: base)
    case .ifElse(let conditions, let then, let otherwise):
      let inner = Scope(parent: scope)
      if try test(conditions, binding: inner, context) {
        return try execute(then, in: inner, context)
      } else if let otherwise {
        return try execute(otherwise, in: Scope(parent: scope), context)
      }
    case .guardElse(let conditions, let otherwise):
      if try !test(conditions, binding: scope, context) {
        return try execute(otherwise, in: Scope(parent: scope), context)
      }
    case .forIn(let variable, let sequenceExpression, let body):
      let label = takeLoopLabel()
      var sequence = try evaluate(sequenceExpression, in: scope, context)
      // Objective-C's fast enumeration of any Foundation collection, with the mutation check
      // before each object after the first and once more at the end
      // (Interpreter+FastEnumeration).
      var mutationCheck: ((Int) throws(Interrupt) -> Void)?
      if let (items, check) = fastEnumeration(of: sequence, sequenceExpression, scope, context) {
        sequence = .array(items)
        mutationCheck = check
      }
      if case .dictionary(let dictionary) = sequence {
        // Swift iterates `(key: Key, value: Value)` pairs; Objective-C's fast enumeration of
        // an NSDictionary gives its keys.
        sequence = .array(
          language == .swift ? pairs(of: dictionary) : dictionary.entries.map(\.key))
      }
      guard case .array(let items) = sequence else {
        throw Interrupt(
          .typeMismatch(
            context: "`for … in`", expected: "an array (`children`, `subviews`, a range)",
            found: sequence.kindDescription), at: sequenceExpression.location)
      }
      let outer = outerLoopVariable(variable)
      loop: for (offset, item) in items.enumerated() {
        if offset > 0 { try mutationCheck?(offset) }
        let inner = Scope(parent: scope)
        if let outer {
          try assign(
            item, to: Expr(.name(outer), at: sequenceExpression.location), in: scope, context)
        } else {
          inner.declare(variable, item, isConstant: true)
        }
        let completion = try execute(body, in: inner, context)
        switch completion {
        case .returned(let value): return .returned(value)
        case .broke: return .normal
        case .normal, .continued: continue
        case .jumped(let target, isBreak: false) where target == label: continue
        case .jumped: return completion
        }
      }
      try mutationCheck?(items.count)
      if let outer {
        try assign(
          .null, to: Expr(.name(outer), at: sequenceExpression.location), in: scope, context)
      }
    case .returnStatement(let expression):
      return .returned(
        try expression.map { e throws(Interrupt) in try evaluate(e, in: scope, context) } ?? .void)
    case .switchCase(let subjectExpression, let cases) where language == .objc:
      // C: from the matching case (else `default`) on, through the following cases, until
      // `break`; the cases share one scope.
      let subject = try evaluate(subjectExpression, in: scope, context)
      var start: Int?
      for (index, each) in cases.enumerated() where !each.patterns.isEmpty {
        var matched = try caseRangeContains(subject, each, scope, context)
        if matched == nil { matched = try matches(subject, each, scope, context) }
        if matched == true {
          start = index
          break
        }
      }
      guard let first = start ?? cases.firstIndex(where: { $0.patterns.isEmpty }) else { break }
      let inner = Scope(parent: scope)
      for each in cases[first...] {
        let completion = try execute(each.body, in: inner, context)
        if case .normal = completion { continue }
        if case .broke = completion { return .normal }
        return completion
      }
    case .switchCase(let subjectExpression, let cases):
      let subject = try evaluate(subjectExpression, in: scope, context)
      for each in cases {
        // The case's bindings live in the body's scope (and its `where` clause's).
        let inner = Scope(parent: scope)
        guard try matches(subject, each, inner, context) else { continue }
        let completion = try execute(each.body, in: inner, context)
        if case .broke = completion { return .normal }
        return completion
      }
    case .whileLoop(let conditions, let body):
      let label = takeLoopLabel()
      while true {
        try countStep(at: statement.location)
        let inner = Scope(parent: scope)
        guard try test(conditions, binding: inner, context) else { break }
        let completion = try execute(body, in: inner, context)
        switch completion {
        case .returned(let value): return .returned(value)
        case .broke: return .normal
        case .normal, .continued: continue
        case .jumped(let target, isBreak: false) where target == label: continue
        case .jumped: return completion
        }
      }
    case .breakStatement:
      return .broke
    case .continueStatement:
      return .continued
    case .deferBlock:
      break  // collected by the block that holds it
    case .sequence(let statements):
      for statement in statements {
        let completion = try execute(statement, in: scope, context)
        if case .normal = completion { continue }
        return completion
      }
    case .throwStatement(let value):
      if language == .objc {
        try raiseObjC(try evaluate(value, in: scope, context), at: statement.location)
      }
      try throwError(value, in: scope, context, at: statement.location)
    case .doCatch(let body, let clauses):
      if language == .objc { return try executeObjCTry(body, clauses, in: scope, context) }
      return try executeDoCatch(body, clauses, in: scope, context)
    case .labeled(let label, let inner):
      return try executeLabeled(label, inner, in: scope, context)
    case .labeledJump(let label, let isBreak):
      return .jumped(label, isBreak: isBreak)
    }
    return .normal
  }

  /// True when `subject` matches one of the case's patterns (a range contains it, any other
  /// value equals it) and its `where` clause holds; `default` always matches.
  private func matches(
    _ subject: Value, _ clause: SwitchCase, _ scope: Scope, _ context: MethodContext
  ) throws(Interrupt) -> Bool {
    var matched = clause.patterns.isEmpty && clause.bindingPatterns.isEmpty
    for pattern in clause.bindingPatterns where !matched {
      // Each item binds into a fresh scope; the one that matches gives the body its names.
      let attempt = Scope(parent: scope)
      if try matches(pattern, subject, binding: attempt, context) {
        matched = true
        for name in pattern.boundNames {
          if let variable = attempt.lookup(name) {
            scope.declare(name, variable.value, isConstant: true)
          }
        }
      }
    }
    for pattern in clause.patterns where !matched {
      if case .null = subject, case .implicitMember("none") = pattern.kind {
        matched = true  // `case .none:` is Optional's nil (FIDELITY-SURFACE W9)
        continue
      }
      if let declared = try declaredPatternMatch(pattern, subject, scope, context) {
        matched = declared  // the code's own `~=` (Interpreter+SwiftPatternMatching)
        continue
      }
      if let contains = try rangePatternContains(pattern, subject, scope, context) {
        matched = contains
        continue
      }
      // `case .compact:` over a real enum's value is that enum's case (C36).
      let value: Value
      if let typed = typedImplicitOperand(pattern, against: subject) {
        value = typed
      } else {
        value = try evaluate(pattern, in: scope, context)
      }
      if case .array(let items) = value, pattern.isRange {
        matched = items.contains { equal($0, subject) }
      } else if case .enumValue(let type, let actual, _) = subject,
        case .enumCase(type, let name) = value
      {
        matched = actual == name  // `case .A:` matches `.A(animation: …)`, whatever it carries
      } else {
        matched = equal(value, subject)
      }
    }
    guard matched, let condition = clause.condition else { return matched }
    return try truth(
      evaluate(condition, in: scope, context), "a `where` clause", at: condition.location)
  }

  /// All clauses true; optional bindings are declared in `scope`.
  private func test(_ conditions: [Condition], binding scope: Scope, _ context: MethodContext)
    throws(Interrupt) -> Bool
  {
    for condition in conditions {
      switch condition {
      case .test(let expression):
        let value = try evaluate(expression, in: scope, context)
        if try !truth(value, "a condition", at: expression.location) { return false }
      case .pattern(let pattern, let expression):
        let value = try evaluate(expression, in: scope, context)
        if try !matches(pattern, value, binding: scope, context) { return false }
      case .binding(let name, let expression):
        let value = try evaluate(expression, in: scope, context)
        if case .null = value { return false }
        if name == "self", language == .objc {
          // `if (self = [super init])`
          try assignSelf(value, context, at: expression.location)
          continue
        }
        scope.declare(name, value, isConstant: true)
        self.name(value, name)
      }
    }
    return true
  }

  /// A condition's truth: Swift wants a Bool; Objective-C also takes objects and numbers
  /// (nil and 0 are false).
  func truth(_ value: Value, _ what: String, at location: SourceLocation) throws(Interrupt) -> Bool
  {
    switch value {
    case .bool(let flag): return flag
    case .null where language == .objc: return false
    case .number(let number) where language == .objc: return number != 0
    case .integer(let number) where language == .objc: return number != 0
    case .controller, .view, .string, .array, .rect, .closure, .dictionary, .surface, .ignored,
      .classReference:
      // Objective-C: any object pointer that is not nil is true (C11 6.8.4.1, compared
      // with 0), an inert object's (`if (!_pageControl)`) included.
      if language == .objc { return true }
    case .options(let options) where language == .objc: return !options.isEmpty
    // An object of a Foundation class the interpreter keeps as a record (`NSNotification`,
    // `NSException`, `NSUserDefaults`): a pointer that is not nil, as above; a C struct
    // (`NSRange`) stays no condition.
    case .record(let record)
    where language == .objc && UIKitSurface.shared.type(named: record.type)?.kind == .class:
      return true
    default: break
    }
    throw Interrupt(
      .typeMismatch(context: what, expected: "a Bool", found: value.kindDescription), at: location)
  }

  /// `x = v`, `self.x = v`, `a.view.frame = v`; in Objective-C an undeclared name becomes an
  /// instance variable of `self` (DESIGN.md section 4).
  func assign(
    _ value: Value, to target: Expr, in scope: Scope, _ context: MethodContext,
    evaluatedBase: Value? = nil
  ) throws(Interrupt) {
    switch target.kind {
    case .unary("*", let pointer) where language == .objc:
      // `*stop = YES;`: a store through a pointer the model handed out (Interpreter+Pointers).
      try store(value, through: try evaluate(pointer, in: scope, context), at: target.location)
    case .name("self") where language == .objc:
      try assignSelf(value, context, at: target.location)
    case .name(let variable):
      if let existing = scope.lookup(variable) {
        // `let x: T` may be assigned once (in each branch of an `if`), as Swift allows.
        if existing.isConstant, existing.isInitialized {
          throw Interrupt(.assignToConstant(variable), at: target.location)
        }
        if try assignObservedLocal(variable, value, in: scope, context) { return }
        _ = scope.assign(variable, value)
        name(value, variable)
        return
      }
      // `items.append(x)`, `count += 1`, `self = .off` in a `mutating` method: its `self`.
      if let box = context.selfBox, assignMutatingSelf(variable, value, box) { return }
      // `isOpen = true`, `_isOpen = YES` in a method of a view class: the view's own.
      if case .view(let view as InterpretedView)? = context.valueSelf,
        view.properties[storageKey(variable)] != nil
      {
        try setViewStoredProperty(variable, of: view, value, at: target.location)
        return
      }
      let receiver = context.receiver
      if try assignFileScope(variable, value, from: receiver) { return }
      if let (setter, owner) = swiftSetter(variable, in: receiver.classInfo) {
        _ = try invoke(setter, of: owner, on: receiver, arguments: [value], at: target.location)
        return
      }
      if let type = context.classInfo?.name, !receiver.hasStoredProperty(variable),
        try assignTypeProperty(
          value, Expr(.name(type), at: target.location), variable, at: target.location, context)
      {
        return
      }
      if receiver.hasStoredProperty(storageKey(variable)) || language == .objc {
        try setProperty(variable, of: receiver, value, at: target.location)
        return
      }
      if ModelledAPI.table(of: .controller).named(variable, language).contains(where: \.isProperty)
      {
        try setMember(variable, of: .controller(receiver), value, at: target.location)
        return
      }
      // `preferredContentSize = size` in a controller subclass, `backgroundColor = .red` in a
      // view's method: Swift's implicit `self` reaching a real UIKit property, which `self`'s
      // class keeps (inert), refuses with its area, or does not have.
      if language == .swift, UIKitDeclarations.isRealMember(.property(variable), language) {
        let base = context.valueSelf.flatMap { isViewValue($0) ? $0 : nil } ?? .controller(receiver)
        try setMember(variable, of: base, value, at: target.location)
        return
      }
      throw Interrupt(
        .unknownIdentifier(variable, suggestion: suggestion(for: variable, scope, context)),
        at: target.location)
    case .member(let baseExpression, let member):
      if try assignTypeProperty(value, baseExpression, member, at: target.location, context) {
        return
      }
      if try assignSurfaceField(value, baseExpression, member, scope, context) { return }
      var base: Value
      let isSuper = baseExpression.kind == .name("super")
      if isSuper {
        base = .controller(context.receiver)
      } else if let evaluatedBase {
        base = evaluatedBase
      } else {
        base = try evaluate(baseExpression, in: scope, context)
      }
      // Objective-C dot syntax sends the setter: the class's own one runs
      // (Interpreter+Accessors); the value is named after the property, as an assignment
      // names it. A view extension's setter runs the same way (Interpreter+ViewExtensions).
      if try setViewExtensionProperty(member, of: base, to: value, at: target.location, context) {
        return
      }
      if case .view(let view as InterpretedView) = base,
        view.properties[storageKey(member)] != nil
      {
        try setViewStoredProperty(member, of: view, value, at: target.location)
        return
      }
      if case .controller(let controller as InterpretedController) = base,
        let (setter, owner) = swiftSetter(
          member, in: isSuper ? context.classInfo?.superclass : controller.classInfo)
      {
        _ = try invoke(setter, of: owner, on: controller, arguments: [value], at: target.location)
        return
      }
      if case .controller(let controller as InterpretedController) = base,
        let (setter, owner) = objcSetter(
          member, in: isSuper ? context.classInfo?.superclass : controller.classInfo)
      {
        name(value, storageKey(member))
        // Its observers are notified around it (Interpreter+KeyValueObserving).
        try observingChange(of: base, key: member, at: target.location) { () throws(Interrupt) in
          _ = try invoke(setter, of: owner, on: controller, arguments: [value], at: target.location)
        }
        return
      }
      if case .tuple(var elements) = base {
        // `point.x = 5`, `pair.0 = 1`: a tuple is a value; the changed one is assigned back.
        guard
          let position = Int(member) ?? elements.firstIndex(where: { $0.label == member }),
          elements.indices.contains(position)
        else {
          _ = try dictionaryOrTupleMember(member, of: base, at: target.location)  // reports it
          return
        }
        elements[position].value = value
        try assign(.tuple(elements), to: baseExpression, in: scope, context)
        return
      }
      if try assignValueTypeSetter(
        member, of: base, value, writtenBackTo: baseExpression, at: target.location, scope,
        context)
      {
        return
      }
      if case .record(let record) = base {
        // `page.title = "x"`: a new value of the struct, assigned back (value semantics).
        // In a struct's `init`, `self.title = …` sets a `let` property once (TSPL
        // "Assigning Constant Properties During Initialization").
        let initializing =
          baseExpression.kind == .name("self") && context.selfBox != nil
          && context.methodKey?.hasPrefix("init(") == true
        let changed = try setting(
          member, of: record, to: value, at: target.location, initializing: initializing)
        try assign(.record(changed), to: baseExpression, in: scope, context)
        return
      }
      if case .controller(let controller as InterpretedController) = base,
        controller.hasStoredProperty(storageKey(member))
          || (language == .objc
            && (!isModelledControllerProperty(member) || isReadOnlyControllerProperty(member)))
      {
        try observingChange(of: base, key: member, at: target.location) { () throws(Interrupt) in
          try setProperty(member, of: controller, value, at: target.location)
        }
        return
      }
      // A UIKit property set through its setter notifies its key-value observers around it
      // (FIDELITY-SURFACE C11; nothing happens when none observes it).
      try observingChange(of: base, key: member, at: target.location) { () throws(Interrupt) in
        try setMember(member, of: base, value, at: target.location)
      }
    case .subscriptIndex(let baseExpression, let indexExpression):
      // `pages[0] = next`, `pages[0].visits = 5`: arrays are values, so the changed array is
      // assigned back to where it came from. `counts["a"] = 1`, `dict[@"a"] = x`: set, add,
      // or (nil) remove the key, assigned back too.
      if try assignDefaultedSubscript(
        value, baseExpression, indexExpression, at: target.location, scope, context)
      {
        return
      }
      let base = try evaluate(baseExpression, in: scope, context)
      if try assignObjectSubscript(
        value, base, indexExpression, writtenBackTo: baseExpression,
        at: baseExpression.location, scope, context)
      {
        return
      }
      let index = try evaluate(indexExpression, in: scope, context)
      if case .dictionary(var dictionary) = base {
        set(index, value, in: &dictionary)
        try assign(.dictionary(dictionary), to: baseExpression, in: scope, context)
        return
      }
      // Objective-C: a C array's element (C11 6.5.2.1) or `[array setObject:x
      // atIndexedSubscript:i]`; through nil, a message to nil that does nothing.
      if language == .objc, case .null = base { return }
      // `list[list.count] = x`: `setObject:atIndexedSubscript:` adds at the end when the
      // index is the count (NSArray.h; FIDELITY-SURFACE.md C33).
      if language == .objc, case .array(var items) = base, index.numeric == Double(items.count) {
        items.append(value)
        try assign(.array(items), to: baseExpression, in: scope, context)
        return
      }
      _ = try element(of: base, index, at: target.location)  // an array, the index in range
      guard case .array(var items) = base, let number = index.numeric else { return }
      items[Int(number)] = value
      try assign(.array(items), to: baseExpression, in: scope, context)
    case .call(let path, let arguments)
    where language == .swift && arguments.count == 1 && arguments[0].label == nil:
      // `page[keyPath: \.title] = "x"` (SE-0161): the property the key path names
      // (Interpreter+SwiftKeyPaths).
      let target = try keyPathTarget(path, root: arguments[0].value, in: scope, context)
      try assign(value, to: target, in: scope, context)
    default:
      throw Interrupt(
        .unsupported(
          "assigning to this expression", instead: "variables, properties (`a.view.frame = …`)"),
        at: target.location)
    }
  }

  /// The base of `target` (`child.view` in `child.view.frame = …`) evaluated ahead of the
  /// value, or nil when the assignment evaluates its base itself: a type's property
  /// (`Menu.count`), `super`, a field of a value (`a.frame.origin.x`), a plain name.
  func assignmentBase(of target: Expr, in scope: Scope, _ context: MethodContext)
    throws(Interrupt) -> Value?
  {
    guard case .member(let baseExpression, let member) = target.kind,
      !UIKitDeclarations.valueFieldNames.contains(member)
    else { return nil }
    switch baseExpression.kind {
    case .name(let name):
      if name == "super" || name == "Self" || name.first?.isUppercase == true { return nil }
    case .member(_, let inner):
      if inner.first?.isUppercase == true { return nil }  // `Container.State.x`
    default: break
    }
    return try evaluate(baseExpression, in: scope, context)
  }

  /// A name, a number or a string: an operand whose evaluation changes nothing.
  static func isPlainOperand(_ expression: Expr) -> Bool {
    switch expression.kind {
    case .name, .number, .string, .boolean, .null: return true
    default: return false
    }
  }

  /// `self = [super init];` in an initializer: `[super init…]` returns the object being
  /// initialized, so `self` stays; another object cannot become `self` in the model.
  private func assignSelf(_ value: Value, _ context: MethodContext, at location: SourceLocation)
    throws(Interrupt)
  {
    if case .controller(let object) = value, object === context.receiver { return }
    if case .view(let object) = value, case .view(let current)? = context.valueSelf,
      object === current
    {
      return  // `self = [super initWithFrame:frame]` in a view class's initializer
    }
    throw Interrupt(
      .unsupported(
        "assigning \(value.kindDescription) to `self`",
        instead: "`self = [super init…]` in an initializer, which keeps the object"),
      at: location)
  }

  private func isModelledControllerProperty(_ name: String) -> Bool {
    ModelledAPI.table(of: .controller).contains(name, language)
  }

  /// True for a property UIKit declares read-only on every controller (`tabBarController`):
  /// Objective-C code that assigns it has redeclared it readwrite in its header, so the
  /// assignment stores the class's own property, which later reads find first
  /// (docs/FIDELITY.md A15.7).
  private func isReadOnlyControllerProperty(_ name: String) -> Bool {
    let members = ModelledAPI.table(of: .controller).named(name, language)
    return !members.isEmpty && members.allSatisfy { $0.isProperty && !$0.isSettable }
  }

  /// Sets a stored property or instance variable of a scenario object.
  func setProperty(
    _ property: String, of controller: InterpretedController, _ value: Value,
    at location: SourceLocation
  ) throws(Interrupt) {
    let key = storageKey(property)
    if controller.constantProperties.contains(key) {
      throw Interrupt(.assignToConstant(property), at: location)
    }
    let observed = language == .swift ? observers(of: key, in: controller) : nil
    let oldValue = controller.properties[key] ?? .null
    if let (declaration, owner) = observed, let willSet = declaration.willSet {
      try runObserver(willSet, with: value, on: .controller(controller), owner, key)
    }
    controller.lazyProperties[key] = nil
    var value = value.converted(to: declaredNumericKind(of: key, in: controller.classInfo))
    if let type = declaredCInteger(of: key, in: controller.classInfo) {
      value = type.converting(value)
    }
    if declaresSinglePrecision(key, in: controller.classInfo) { value = value.singlePrecision }
    controller.properties[key] = value
    name(value, key)
    if let (declaration, owner) = observed, let didSet = declaration.didSet {
      try runObserver(didSet, with: oldValue, on: .controller(controller), owner, key)
    }
    // UIViewController's `title`, once set, is a stored value; its later assignments land here.
    if key == "title" { traceTitle(of: controller) }
  }

  /// The declaration of the stored property `key` with its class, when it has property
  /// observers and they are not already running (Swift does not call a property's observers
  /// for assignments made inside them).
  func observers(of key: String, in controller: InterpretedController)
    -> (Declaration, ClassInfo)?
  {
    guard !runningObservers.contains(ObservedProperty(controller, key)) else { return nil }
    var current = controller.classInfo
    var steps = 0
    while let info = current, steps < 64 {
      for case .declaration(let declaration) in info.properties.map(\.kind)
      where declaration.name == key {
        guard declaration.willSet != nil || declaration.didSet != nil else { return nil }
        return (declaration, info)
      }
      current = info.superclass
      steps += 1
    }
    return nil
  }

  /// Names the code can see here, for "did you mean".
  func suggestion(for name: String, _ scope: Scope, _ context: MethodContext) -> String? {
    var names = scope.allNames + Array(context.receiver.properties.keys)
    names += context.receiver.classInfo?.memberNames ?? []
    names += ModelledAPI.members(of: .controller).map { MemberResolver.name(of: $0, language) }
    names += Builtins.globalNames(language)
    return Suggestion.closest(to: name, in: names)
  }
}
