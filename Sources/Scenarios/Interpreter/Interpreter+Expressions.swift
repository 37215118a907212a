import Containment

/// Expressions: names, literals, members, operators. Calls and messages live in
/// Interpreter+Calls.swift.
extension Interpreter {
  func evaluate(_ expression: Expr, in scope: Scope, _ context: MethodContext)
    throws(Interrupt) -> Value
  {
    let mark = nilOptionalLinks.count
    defer { if evaluationDepth == 0 { nilOptionalLinks.removeAll(keepingCapacity: true) } }
    let value: Value
    do {
      value = try evaluateKind(expression, in: scope, context)
    } catch {
      // `box?.items![0]` with a nil `box`: what follows the `?` is never evaluated, so nothing
      // it would have stopped on counts (Interpreter+SwiftOptionalChains).
      if nilOptionalLinks.count > mark, chainStopped(expression, since: mark) { return .null }
      throw error
    }
    if expression.isOptionalChained, case .null = value, language == .swift {
      nilOptionalLinks.append(expression.location)
    }
    if expression.isForceUnwrapped, case .null = value {
      // `tabBarController?.tabBar.items![2]` with no tab bar controller: the chain stopped at
      // its `?`, and the `!` is never reached (Interpreter+SwiftOptionalChains).
      if nilOptionalLinks.count > mark, chainStopped(expression, since: mark) { return .null }
      throw Interrupt(
        .assertionFailed(
          function: "the force unwrap `!`",
          message: "unexpectedly found nil while unwrapping an Optional value"),
        at: expression.location)
    }
    return value
  }

  private func evaluateKind(_ expression: Expr, in scope: Scope, _ context: MethodContext)
    throws(Interrupt) -> Value
  {
    let location = expression.location
    guard evaluationDepth < Self.evaluationDepthLimit else {
      throw Interrupt(
        .runaway("expressions and calls nested more than \(Self.evaluationDepthLimit) deep"),
        at: location)
    }
    evaluationDepth += 1
    defer { evaluationDepth -= 1 }
    switch expression.kind {
    case .name(let name):
      return try lookup(name, at: location, scope, context)
    case .null:
      return .null
    case .boolean(let flag):
      return .bool(flag)
    case .number(let number):
      return numberLiteral(number, expression)
    case .string(let parts):
      var text = ""
      for part in parts {
        switch part {
        case .text(let piece): text += piece
        case .interpolation(let inner):
          text += try swiftDescription(try evaluate(inner, in: scope, context), at: location)
        }
        if text.utf8.count > ScenarioLimits.stringLength {
          return try checkedString(text, at: location)
        }
      }
      return .string(text)
    case .member(let baseExpression, let member):
      if let value = standardTypeMetatype(baseExpression, member) { return value }
      if let value = numberTypeConstant(baseExpression, member) { return value }
      if let value = try concurrencyMember(baseExpression, member, at: location, scope, context) {
        return value  // `Task.isCancelled`, `task.value` (Interpreter+SwiftConcurrencyAPI)
      }
      if let value = try typeProperty(baseExpression, member, context) { return value }
      if let constant = try typeConstant(baseExpression, member, at: location) { return constant }
      if case .name("super") = baseExpression.kind {
        let receiver = context.receiver
        if let (getter, owner) = objcGetter(member, in: context.classInfo?.superclass) {
          return try invoke(getter, of: owner, on: receiver, arguments: [], at: location)
        }
        return try readMember(
          member, of: .controller(receiver), at: location, throughAccessors: false)
      }
      let base = try evaluate(baseExpression, in: scope, context)
      if let value = boundMethodValue(member, of: base, at: location, scope, context) {
        return value  // `self.note`, `other.handle` as functions (Interpreter+SwiftFunctionValues)
      }
      if let value = swiftUserDefaultsMember(member, of: base) { return value }
      if let value = try objcRuntimeProperty(member, of: base, at: location) { return value }
      if let value = try foundationCollectionProperty(member, of: base, at: location) {
        return value  // `set.count`, `set.allObjects` (Interpreter+FoundationSets)
      }
      if case .enumCase(let type, let name) = base, member == "rawValue" {
        return try rawValue(ofCase: name, in: type, at: location)
      }
      if let value = try valueTypeMember(member, of: base, at: location, context) {
        return value
      }
      if case .record(let record) = base { return try field(member, of: record, at: location) }
      if let value = try dictionaryOrTupleMember(member, of: base, at: location) { return value }
      if language == .swift, case .array(let items) = base,
        let value = arrayIndexProperty(member, of: items)
      {
        return value  // `pages.indices`, `pages.endIndex` (Interpreter+SwiftCollections)
      }
      if case .string(let text) = base, let value = swiftLibraryStringProperty(member, text) {
        return value  // `name.first` (Interpreter+SwiftStandardLibrary)
      }
      if let value = swiftLibraryNumberProperty(member, base) {
        return value  // `d.magnitude`, `d.isZero` (Interpreter+SwiftStandardLibrary)
      }
      return try readMember(member, of: base, at: location)
    case .implicitMember(let member):
      if member == "zero" { return .rect(.zero) }
      if let declaration = program.enums.first(where: { $0.cases.contains(member) }) {
        return .enumCase(declaration.name, member)
      }
      if let options = UIView.AnimationOptions.byName[member] { return .options(options) }
      if let value = numberImplicitMember(member) { return value }
      if let value = surfaceImplicitMember(member) { return value }
      if let style = UIModalPresentationStyle(rawValue: member) { return .string(style.rawValue) }
      if let owner = soleStaticPropertyOwner(member),
        let value = try typeProperty(Expr(.name(owner), at: location), member, context)
      {
        return value  // `.panGesture` of the code's own `OptionSet` (Interpreter+Structs)
      }
      if let inert = inertImplicitMember(member, at: location) { return inert }
      throw Interrupt(unknownImplicitMember(member), at: location)
    case .call(let callee, let arguments):
      guard language == .swift, arguments.contains(where: \.isInout) else {
        return try evaluateCall(callee, arguments, at: location, scope, context)
      }
      return try evaluateInoutCall(callee, arguments, at: location, scope, context)
    case .message(let receiver, let parts):
      return try evaluateMessage(receiver, parts, at: location, scope, context)
    case .subscriptIndex(let baseExpression, let indexExpression):
      let base = try evaluate(baseExpression, in: scope, context)
      if let slice = try partialRangeSlice(of: base, indexExpression, scope, context) {
        return slice  // `pages[1...]`, `pages[..<2]` (Interpreter+SwiftCollections)
      }
      if let element = try objectSubscript(of: base, indexExpression, at: location, scope, context)
      {
        return element  // the code's own `subscript` (Interpreter+SwiftSubscripts)
      }
      if let element = try defaultedSubscript(
        of: base, indexExpression, at: location, scope, context)
      {
        return element  // `counts[key, default: 0]` (Interpreter+SwiftDictionaryDefaults)
      }
      let index = try evaluate(indexExpression, in: scope, context)
      if case .name(let pattern) = baseExpression.kind, pattern.hasPrefix("("),
        !isTupleLike(base)
      {
        // `for (k, v) in [1, 2]`, `let (a, b) = 1` (the pattern's hidden variable, named by
        // its text): swiftc's "tuple pattern cannot match values of the non-tuple type".
        let written = String(pattern.prefix { $0 != "@" })
        throw Interrupt(
          .typeMismatch(
            context: "the tuple pattern `\(written)`", expected: "a tuple",
            found: base.kindDescription), at: location)
      }
      return try element(of: base, index, at: location)
    case .closure(let closure):
      return .closure(ClosureValue(closure: closure, scope: scope, context: context))
    case .array(let elements):
      var values: [Value] = []
      for element in elements { values.append(try evaluate(element, in: scope, context)) }
      if !values.isEmpty, values.allSatisfy({ if case .options = $0 { true } else { false } }) {
        var union = UIView.AnimationOptions()
        for case .options(let options) in values { union.formUnion(options) }
        return .options(union)
      }
      return .array(values)
    case .dictionary(let entries):
      return try evaluateDictionary(entries, at: location, scope, context)
    case .tuple(let elements):
      return try evaluateTuple(elements, scope, context)
    case .binary(let op, let left, let right):
      return try binary(op, left, right, at: location, scope, context)
    case .unary("async let", let operandExpression):
      return startAsyncLet(operandExpression, at: location, scope, context)
    case .unary("for await", let operandExpression):
      return try asyncSequenceElements(
        try evaluate(operandExpression, in: scope, context), at: location)
    case .unary("await", let operandExpression):
      // What suspends is the async call inside (Interpreter+SwiftConcurrency).
      return try evaluate(operandExpression, in: scope, context)
    case .unary("try?", let operandExpression), .unary("try!", let operandExpression):
      return try evaluateTry(expression, operandExpression, in: scope, context)
    case .unary("&", let operandExpression) where language == .swift:
      // An in-out argument: its value goes in (Interpreter+SwiftInout).
      return try evaluate(operandExpression, in: scope, context)
    case .unary("&", let operandExpression):
      // The address of a variable: its identity, the same for every use (associated-object
      // keys, Interpreter+AssociatedObjects.swift).
      guard case .name(let variable) = operandExpression.kind else { return .null }
      // `&Report`: a function's address is the function pointer its name alone gives
      // (C11 6.5.3.2p3, 6.3.2.1p4; Interpreter+CStatements).
      if scope.lookup(variable) == nil,
        let function = cFunctionValue(variable, at: location, scope, context)
      {
        return function
      }
      // A `static` local's address is its storage's: each function's `onceToken` is its own.
      if let key = scope.lookup(variable)?.storage?.key { return .string("&" + key) }
      if let declaring = scope.declaringScope(of: variable) {
        pointerTargets["&" + variable] = (declaring, variable)
      }
      return .string("&" + variable)
    case .unary("*", let pointer) where language == .objc:
      return try load(through: try evaluate(pointer, in: scope, context), at: location)
    case .unary(let op, let operandExpression):
      let operand = try evaluate(operandExpression, in: scope, context)
      if op == "-", let zero = nilAsZero(operand) { return zero }
      if op == "!" { return .bool(try !truth(operand, "`!`", at: operandExpression.location)) }
      if op == "(int)" {
        // A C cast to an integer type drops the fraction (C11 6.3.1.4); other values pass.
        let number = nilAsZero(operand) ?? operand
        return number.isNumeric ? number.converted(to: .integer) : operand
      }
      if op.hasPrefix("(cast "), op.hasSuffix(")"),
        let type = CIntegerType(typeName: String(op.dropFirst(6).dropLast()))
      {
        // `(unsigned int)x`, `(uint8_t)x`: a cast to a narrower or unsigned integer type reduces
        // the value modulo 2^N (C11 6.3.1.3; Builtins+CIntegers).
        let number = nilAsZero(operand) ?? operand
        return number.isNumeric ? type.converting(number) : operand
      }
      if op == "(double)" {
        // A C cast to a floating type (C11 6.3.1.4): `(CGFloat)count / 2` divides floats.
        let number = nilAsZero(operand) ?? operand
        return number.isNumeric ? number.converted(to: .floating) : operand
      }
      if op == "~", let number = (nilAsZero(operand) ?? operand).numeric,
        let whole = Self.wholeNumber(number)
      {
        return .integer(~Int(whole))  // C11 6.5.3.3
      }
      switch operand {
      case .integer(let integer): return .integer(0 &- integer)
      case .number(let number): return .number(-number)
      default:
        throw Interrupt(
          .typeMismatch(context: "`-`", expected: "a number", found: operand.kindDescription),
          at: operandExpression.location)
      }
    case .conditional(let test, let yes, let no):
      let flag = try truth(evaluate(test, in: scope, context), "a condition", at: test.location)
      return try evaluate(flag ? yes : no, in: scope, context)
    case .assign(let target, let valueExpression):
      // C11 6.5.16: the value of an assignment expression is the value assigned; the
      // target's base is evaluated first, as in the statement.
      let base = try assignmentBase(of: target, in: scope, context)
      // `self.view = .init(frame: .zero)`: the target's type decides the member (V16).
      let typed = contextTyped(
        valueExpression, as: declaredType(ofTarget: target, base: base, in: scope, context))
      let value = try evaluate(typed ?? valueExpression, in: scope, context)
      try assign(value, to: target, in: scope, context, evaluatedBase: base)
      return value
    case .increment(let target, let op, let isPrefix):
      // C11 6.5.2.4 / 6.5.3.1: the target becomes `target op 1`; a postfix expression's
      // value is the old value, a prefix one's the new.
      let old = try evaluate(target, in: scope, context)
      let new: Value
      switch nilAsZero(old) ?? old {
      case .integer(let integer): new = .integer(op == "+" ? integer &+ 1 : integer &- 1)
      case .number(let number): new = .number(op == "+" ? number + 1 : number - 1)
      default:
        throw Interrupt(
          .typeMismatch(
            context: "`\(op)\(op)`", expected: "a number", found: old.kindDescription),
          at: location)
      }
      try assign(new, to: target, in: scope, context)
      return isPrefix ? new : old
    case .typeCast(let valueExpression, let type, let cast):
      let value = try evaluate(valueExpression, in: scope, context)
      if cast == .check { return .bool(isValue(value, of: type)) }
      if language == .objc, let list = try cValue(value, ofType: type, at: location) {
        return list  // a compound literal, `(CGRect){…}` (C11 6.5.2.5)
      }
      if cast == .upcast || isInstance(value, of: type) { return value }
      if cast == .conditional { return .null }
      throw Interrupt(
        .assertionFailed(
          function: "as!",
          message: "could not cast \(describe(value)) to `\(type)`"), at: location)
    }
  }

  /// A name: a local, a property of `self`, a member of `self` (Swift's implicit `self`), a
  /// global constant or a class.
  func lookup(_ name: String, at location: SourceLocation, _ scope: Scope, _ context: MethodContext)
    throws(Interrupt) -> Value
  {
    if name == "self" { return context.valueSelf ?? .controller(context.receiver) }
    if let text = methodName(name, context) { return .string(text) }
    if name == "#line" || name == "#column" {
      return .integer(name == "#line" ? location.line : location.column)
    }
    if name == "super" {
      throw Interrupt(
        .syntax("`super` must be followed by a member, as in `super.viewDidLoad()`"), at: location)
    }
    if let variable = scope.lookup(name) {
      if variable.isConstant, !variable.isInitialized {
        throw Interrupt(.usedBeforeInitialized(name), at: location)
      }
      if variable.isAsyncLet, case .surface(.task(let child)) = variable.value {
        return try value(of: child, at: location)  // `await x` of `async let x = …`
      }
      return variable.value
    }
    if let valueSelf = context.valueSelf {
      // `title`, `rawValue` inside a method of the enum or struct: a member of `self`.
      if case .record(let record) = valueSelf, let value = record.field(name) { return value }
      if case .view(let view as InterpretedView) = valueSelf,
        let value = view.properties[storageKey(name)]
      {
        return value  // a stored property (or `_ivar`) of the view class, in its method
      }
      if case .enumCase(let type, let caseName) = valueSelf, name == "rawValue" {
        return try rawValue(ofCase: caseName, in: type, at: location)
      }
      if let value = try valueTypeMember(name, of: valueSelf, at: location, context) {
        return value
      }
      if isViewValue(valueSelf),
        !UIKitSurface.shared.members(
          swift: name, in: surfaceTypeName(of: valueSelf) ?? "UIView"
        ).isEmpty
      {
        return try readMember(name, of: valueSelf, at: location)  // `frame` in a view extension
      }
      // `count`, `last`, `indices` inside an extension of `String` or `Array` (W27).
      if standardLibraryExtension(of: valueSelf) != nil, case .array(let items) = valueSelf,
        let value = arrayIndexProperty(name, of: items)
      {
        return value
      }
      if standardLibraryExtension(of: valueSelf) != nil,
        let value = try? readMember(name, of: valueSelf, at: location)
      {
        return value
      }
    }
    let receiver = context.receiver
    if let value = try storedProperty(name, of: receiver) { return value }
    if let value = try fileScopeValue(name, from: receiver) { return value }
    if let type = context.classInfo?.name,
      let value = try typeProperty(Expr(.name(type), at: location), name, context)
    {
      return value  // `identifier` inside a type method of its class
    }
    if let info = receiver.classInfo, let (method, owner) = info.method(name), method.isProperty {
      return try invoke(method, of: owner, on: receiver, arguments: [], at: location)
    }
    if let constant = Builtins.constant(name, language) { return constant }
    // `tableView` in a `UITableViewController` subclass whose methods are `tableView(_:…)`:
    // Swift takes the inherited property, not a method (docs/FIDELITY.md A35.1).
    if receiver.listRoot != nil, name == "tableView" || name == "collectionView" {
      return try readMember(name, of: .controller(receiver), at: location)
    }
    if language == .swift,
      let function = methodValue(name, of: receiver, at: location, scope, context)
    {
      return function  // `onReturn = handleReturn`: the method as a function value
    }
    if ModelledAPI.table(of: .controller).named(name, language).contains(where: \.isProperty) {
      return try readMember(name, of: .controller(receiver), at: location)
    }
    // `tabBarItem.badgeValue = …`: Swift's implicit `self` reaching a real member the
    // declarations leave inert (or one they refuse, with its area).
    if let inert = try undeclaredMember(.property(name), on: .controller(receiver), at: location) {
      return try perform(inert, on: .controller(receiver), [], at: location)
    }
    if name.hasPrefix("UIViewAnimationOption") {
      throw Interrupt(
        .unknownIdentifier(
          name, suggestion: Suggestion.closest(to: name, in: Builtins.globalNames(language))),
        at: location)
    }
    if UIKitClasses.isInertGlobal(name) {
      // `kCAFillModeForwards`, `CGRectNull`, `UIRectEdgeTop`: a constant of the real surface,
      // of its declared type (UIKit/UIKitInertObjects.swift).
      return inertGlobal(name, at: location)
    }
    // `Handler h = Report;`: a C function of the file as a value (Interpreter+CStatements).
    if let function = cFunctionValue(name, at: location, scope, context) { return function }
    // A class the code declares is a class whatever its name's case (`homeReusableView`):
    // clang knows a type name by its declaration, never by its spelling.
    if let first = name.first, first.isUppercase || classes[name] != nil {
      if UIKitClasses.isInertGlobal(name) {
        noteInert(name, UIKitSurface.shared.global(objc: name)?.owner.framework, at: location)
        return .ignored(name)
      }
      if let problem = unsupportedFrameworkClass(name) { throw Interrupt(problem, at: location) }
      return .classReference(name)
    }
    // An instance variable the code creates by assignment elsewhere, read before that
    // assignment: zero-filled, nil (DESIGN.md section 4).
    if language == .objc, implicitInstanceVariables.contains(storageKey(name)) { return .null }
    if let declared = program.externDeclarations[name] {
      throw Interrupt(.undefinedExtern(name, type: declared.name), at: location)
    }
    throw Interrupt(
      .unknownIdentifier(name, suggestion: suggestion(for: name, scope, context)), at: location)
  }

  /// `CGRect.zero`, `UIView.AnimationOptions.curveEaseIn`: constants named through their type.
  private func typeConstant(_ base: Expr, _ member: String, at location: SourceLocation)
    throws(Interrupt) -> Value?
  {
    if case .member(let outer, let type) = base.kind, case .name = outer.kind,
      program.enums.contains(where: { $0.name == type })
    {
      // `Container.State.closed`: an enum nested in a class is the enum.
      return try typeConstant(Expr(.name(type), at: base.location), member, at: location)
    }
    switch base.kind {
    case .name(let type) where member == "zero" && UIKitDeclarations.isValueType(type):
      // `CGRect.zero`, `CGPoint.zero`, `CGSize.zero`: a declared value type's zero
      // (CGGeometry.h's `CGRectZero`, `CGPointZero`, `CGSizeZero`).
      return Self.zeroValue(ofSwiftType: type)
    case .name(let type) where program.enums.contains { $0.name == type }:
      if member == "allCases", let declaration = program.enums.first(where: { $0.name == type }) {
        return .array(declaration.cases.map { .enumCase(type, $0) })
      }
      guard let declaration = program.enums.first(where: { $0.name == type }),
        declaration.cases.contains(member)
      else {
        throw Interrupt(
          .noSuchMember(
            member, type: type,
            suggestion: Suggestion.closest(
              to: member, in: program.enums.first { $0.name == type }?.cases ?? [])),
          at: location)
      }
      return .enumCase(type, member)
    case .member(let root, "AnimationOptions") where root.kind == .name("UIView"):
      if let options = UIView.AnimationOptions.byName[member] { return .options(options) }
      throw Interrupt(
        .unknownMember(
          member, on: "UIView.AnimationOptions",
          suggestion: Suggestion.closest(
            to: member, in: Array(UIView.AnimationOptions.byName.keys))), at: location)
    default:
      return surfaceTypeConstant(base, member)
    }
  }

  /// `array[i]`, `array.objectAtIndex(i)`.
  func element(of base: Value, _ index: Value, at location: SourceLocation) throws(Interrupt)
    -> Value
  {
    // Objective-C: `x[i]` is `[x objectAtIndexedSubscript:i]`, and a message to nil returns
    // nil (The Objective-C Programming Language, "Sending Messages to nil").
    if language == .objc, case .null = base { return .null }
    if case .dictionary(let dictionary) = base { return value(for: index, in: dictionary) }
    if let slice = try arraySlice(of: base, index, at: location) { return slice }
    if case .tuple(let elements) = base, let number = index.numeric,
      let position = Int(exactly: number), elements.indices.contains(position)
    {
      return elements[position].value  // a tuple pattern's element (`for (k, v) in …`)
    }
    guard case .array(let items) = base else {
      throw Interrupt(
        .typeMismatch(context: "a subscript", expected: "an array", found: base.kindDescription),
        at: location)
    }
    guard let number = index.numeric, number == number.rounded(), abs(number) < 1e9 else {
      throw Interrupt(
        .typeMismatch(
          context: "an index", expected: "a whole number", found: index.kindDescription),
        at: location)
    }
    let position = Int(number)
    guard items.indices.contains(position) else {
      throw foundationError(.indexOutOfRange(index: position, count: items.count), at: location)
    }
    return items[position]
  }

  private func binary(
    _ op: String, _ leftExpression: Expr, _ rightExpression: Expr, at location: SourceLocation,
    _ scope: Scope, _ context: MethodContext
  ) throws(Interrupt) -> Value {
    if op == "," {
      // C's comma operator (C11 6.5.17): the left operand is evaluated for its effects and
      // discarded, then the right one is the result.
      _ = try evaluate(leftExpression, in: scope, context)
      return try evaluate(rightExpression, in: scope, context)
    }
    if op == "~=" {
      // The pattern-match operator, its pattern on the left (Interpreter+SwiftPatternMatching).
      return try patternMatchOperator(leftExpression, rightExpression, scope, context)
    }
    if let (left, right) = try literalTypedOperands(
      op, leftExpression, rightExpression, scope, context)
    {
      return try combine(op, left, right, at: location)
    }
    let left = try evaluate(leftExpression, in: scope, context)
    if op == "&&" || op == "||" {
      let leftTruth = try truth(left, "`\(op)`", at: leftExpression.location)
      if op == "&&" && !leftTruth { return .bool(false) }
      if op == "||" && leftTruth { return .bool(true) }
      let right = try evaluate(rightExpression, in: scope, context)
      return .bool(try truth(right, "`\(op)`", at: rightExpression.location))
    }
    if op == "??" {
      if case .null = left { return try evaluate(rightExpression, in: scope, context) }
      return left
    }
    if op == "?:" {
      if try truth(left, "`?:`", at: leftExpression.location) { return left }
      return try evaluate(rightExpression, in: scope, context)
    }
    // `sizeClass == .compact`: the case of the left operand's real enum (C36).
    let right: Value
    if op == "==" || op == "!=", let typed = typedImplicitOperand(rightExpression, against: left) {
      right = typed
    } else {
      right = try evaluate(rightExpression, in: scope, context)
    }
    let declared = declaredOperatorFunctions(op)
    if !declared.isEmpty,
      let value = try callDeclaredOperator(
        declared, left, right, leftExpression: leftExpression, at: location, scope, context)
    {
      return value  // `view << child.view` (Interpreter+SwiftOperators)
    }
    // C's unsigned arithmetic, which the operands' declared types decide (Builtins+CIntegers).
    if let value = cUnsignedResult(op, left, right, leftExpression, rightExpression, scope, context)
    {
      return value
    }
    return try combine(op, left, right, at: location)
  }

  /// `left op right` once both operands are evaluated.
  private func combine(
    _ op: String, _ left: Value, _ right: Value, at location: SourceLocation
  ) throws(Interrupt) -> Value {
    switch op {
    case "==", "===": return .bool(equal(left, right))
    case "!==": return .bool(!equal(left, right))
    case "!=": return .bool(!equal(left, right))
    case "<", ">", "<=", ">=":
      // Strings are `Comparable` in Swift, ordered by their characters (The Swift Programming
      // Language, "Strings and Characters": Comparing Strings), as `sorted(by: <)` uses them.
      if case .string(let a) = left, case .string(let b) = right {
        switch op {
        case "<": return .bool(a < b)
        case ">": return .bool(a > b)
        case "<=": return .bool(a <= b)
        default: return .bool(a >= b)
        }
      }
    case "|":
      if let a = options(left), let b = options(right) { return .options(a.union(b)) }
      switch (left, right) {
      case (.surface(.autoresizingMask(let a)), .surface(.autoresizingMask(let b))):
        return .surface(.autoresizingMask(a | b))
      case (.surface(.controlEvents(let a)), .surface(.controlEvents(let b))):
        return .surface(.controlEvents(a.union(b)))
      default: break
      }
    case "+":
      if case .string(let a) = left, case .string(let b) = right {
        return try checkedString(a + b, at: location)
      }
      if case .array(let a) = left, case .array(let b) = right {
        // `pages + [next]`, and `pages += [next]` (parsed as `pages = pages + [next]`).
        guard a.count + b.count <= ScenarioLimits.arrayLength else {
          throw Interrupt(
            .tooLarge(what: "an array", limit: ScenarioLimits.arrayLength), at: location)
        }
        return .array(a + b)
      }
    case "..<", "...":
      if let a = left.numeric, let b = right.numeric, a == a.rounded(),
        b == b.rounded(), abs(a) < 1e6, abs(b) < 1e6
      {
        let upper = op == "..<" ? Int(b) - 1 : Int(b)
        let lower = Int(a)
        guard lower <= upper + 1 else {
          throw Interrupt(
            .unsupported("this range", instead: "small ascending ranges like `0..<3`"),
            at: location)
        }
        guard upper - lower < ScenarioLimits.arrayLength else {
          throw Interrupt(
            .tooLarge(what: "this range", limit: ScenarioLimits.arrayLength), at: location)
        }
        return .array(lower > upper ? [] : (lower...upper).map { .integer($0) })
      }
    default: break
    }
    let a = nilAsZero(left) ?? left
    let b = nilAsZero(right) ?? right
    guard a.isNumeric, b.isNumeric else {
      throw Interrupt(
        .typeMismatch(
          context: "`\(op)`", expected: op == "|" ? "animation options" : "numbers",
          found: (isNumber(left) ? right : left).kindDescription), at: location)
    }
    if let value = try arithmetic(op, a, b, at: location) { return value }
    throw Interrupt(.unsupported("the operator `\(op)` here", instead: "numbers"), at: location)
  }

  /// A whole number a Double holds exactly, as an integer for the bitwise operators.
  static func wholeNumber(_ value: Double) -> Int64? {
    guard value == value.rounded(), abs(value) < 9e15 else { return nil }
    return Int64(value)
  }

  /// `0` for nil in Objective-C, where a message to nil returns 0: `seg.selectedSegmentIndex`
  /// of a nil `seg` is a number, 0, in arithmetic, comparisons and `%d`. Nil otherwise.
  func nilAsZero(_ value: Value) -> Value? {
    if language == .objc, case .null = value { return .integer(0) }
    return nil
  }

  private func isNumber(_ value: Value) -> Bool {
    value.isNumeric
  }

  /// `as?` / `as!`: a controller is an instance of its class, of the classes it inherits
  /// from in the scenario, and of `UIViewController`; a view of `UIView`; other values pass.
  func isInstance(_ value: Value, of type: String) -> Bool {
    if ["Any", "AnyObject", "NSObject"].contains(type) { return true }
    if type == "UIResponder", value.object != nil { return true }
    switch value {
    case .null: return false
    case .controller(let controller):
      if type == "UIViewController" || controller.modelClassName == type { return true }
      // A scenario class is its UIKit ancestor (`class Split: UISplitViewController` is a
      // `UISplitViewController`), and a UIKit container is its own superclasses.
      if let real = surfaceTypeName(of: value),
        UIKitSurface.shared.isClass(
          real, kindOf: UIKitSurface.shared.type(named: type)?.objcName ?? type)
      {
        return true
      }
      var info = (controller as? InterpretedController)?.classInfo
      var steps = 0
      while let current = info, steps < 64 {
        if current.name == type { return true }
        info = current.superclass
        steps += 1
      }
      // A protocol its class adopts (Interpreter+SwiftProtocols).
      if language == .swift, let name = (controller as? InterpretedController)?.classInfo?.name {
        return adopts(name, type)
      }
      return false
    case .view(let view):
      return isViewInstance(view, of: type)
    case .enumCase(let name, _), .enumValue(let name, _, _): return name == type
    case .record(let record): return record.type == type
    case .surface:
      // `next as? UIViewController` of the window or the application: a value of another
      // UIKit class is no controller or view (W28).
      return !isControllerOrViewType(type)
    default: return !plainValueRefusesCast(value, to: type)  // Interpreter+SwiftCasts
    }
  }

  /// A view controller or view class of UIKit's or of the code's, which only controller and view
  /// values are instances of.
  func isControllerOrViewType(_ type: String) -> Bool {
    if classes[type] != nil { return true }
    let surface = UIKitSurface.shared
    let name = surface.type(named: type)?.objcName ?? type
    return surface.isClass(name, kindOf: "UIViewController")
      || surface.isClass(name, kindOf: "UIView")
  }

  /// `x is T`: like `isInstance(_:of:)` for objects, and by kind for plain values (a string
  /// is a `String`, never an `Int`).
  func isValue(_ value: Value, of type: String) -> Bool {
    if ["Any", "AnyObject"].contains(type) { return true }
    switch value {
    case .string: return KnownTypes.strings.contains(type)
    case .number:
      // `x is Int` is false for a Double, `x is CGFloat` false for an Int.
      return KnownTypes.scalars.contains(type) && type != "Bool"
        && NumericKind(typeName: type) != .integer
    case .integer:
      return KnownTypes.scalars.contains(type) && type != "Bool"
        && NumericKind(typeName: type) != .floating
    case .bool: return type == "Bool"
    case .array: return type == "Array" || type == "NSArray" || type == "NSMutableArray"
    case .dictionary:
      return ["Dictionary", "NSDictionary", "NSMutableDictionary"].contains(type)
    default: return isInstance(value, of: type)
    }
  }

  /// Identity for objects, value equality for the rest.
  func equal(_ left: Value, _ right: Value) -> Bool {
    switch (left, right) {
    case (.null, .null), (.void, .void): return true
    // Objective-C: nil is 0, and a message to nil returns 0 or `NO`.
    case (.null, .number(let number)), (.number(let number), .null):
      return language == .objc && number == 0
    case (.null, .integer(let number)), (.integer(let number), .null):
      return language == .objc && number == 0
    case (.null, .bool(let flag)), (.bool(let flag), .null):
      return language == .objc && !flag
    case (.bool(let a), .bool(let b)): return a == b
    case (.number, .number), (.integer, .integer), (.number, .integer), (.integer, .number):
      return left.numeric == right.numeric
    case (.bool(let a), .number(let b)), (.number(let b), .bool(let a)):
      return (a ? 1 : 0) == b
    case (.bool(let a), .integer(let b)), (.integer(let b), .bool(let a)):
      return (a ? 1 : 0) == b
    case (.string(let a), .string(let b)): return a == b
    case (.rect(let a), .rect(let b)): return a == b
    case (.surface(.point(let a)), .surface(.point(let b))): return a == b
    case (.surface(.size(let a)), .surface(.size(let b))): return a == b
    case (.surface(.indexPath(let a)), .surface(.indexPath(let b))): return a == b
    case (.options(let a), .options(let b)): return a == b
    case (.classReference(let a), .classReference(let b)): return a == b
    // Inert values by name: `.scaleAspectFit` is `UIView.ContentMode.scaleAspectFit`.
    case (.ignored(let a), .ignored(let b)): return a == b
    case (.enumCase(let a, let x), .enumCase(let b, let y)): return a == b && x == y
    case (.enumValue(let a, let x, let p), .enumValue(let b, let y, let q)):
      return a == b && x == y && p.count == q.count
        && zip(p, q).allSatisfy { equal($0.value, $1.value) }
    case (.array(let a), .array(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { equal($0, $1) }
    case (.tuple(let a), .tuple(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { equal($0.value, $1.value) }
    case (.dictionary(let a), .dictionary(let b)):
      // Equal when they hold the same keys with equal values, in any order.
      return a.entries.count == b.entries.count
        && a.entries.allSatisfy { entry in
          index(of: entry.key, in: b).map { equal(b.entries[$0].value, entry.value) } ?? false
        }
    case (.record(let a), .record(let b)):
      return a.type == b.type && a.fields.count == b.fields.count
        && zip(a.fields, b.fields).allSatisfy { $0.name == $1.name && equal($0.value, $1.value) }
    // `dispatch_get_main_queue() == dispatch_get_main_queue()`: one object (SurfaceObject).
    case (.surface(let a), .surface(let b)) where a.singleton != nil:
      return a.singleton == b.singleton
    default:
      // A value of a real enum against its case, spelled any way (C36).
      if let same = surfaceEnumEquality(left, right) { return same }
      if let a = left.object, let b = right.object { return a === b }
      return false
    }
  }

  /// Animation options from `.x`, `[.x, .y]`, `[]`, `0`, `A | B`, or nil.
  func options(_ value: Value) -> UIView.AnimationOptions? {
    switch value {
    case .options(let options): return options
    case .number(0), .integer(0): return []
    case .array(let items) where items.isEmpty: return []
    case .null where language == .objc: return []
    default: return nil
    }
  }
}
