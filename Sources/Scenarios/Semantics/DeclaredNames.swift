/// Every name a scenario declares anywhere: locals, parameters, closure parameters, loop
/// variables, optional bindings, properties, methods, classes, and (Objective-C) the
/// instance variables it creates by assignment.
///
/// The static check uses it without scopes: a name read anywhere passes if it is declared
/// anywhere. That never rejects working code, and still catches the typo in a branch or a
/// method that never runs; the interpreter checks scopes when the code runs.
struct DeclaredNames {
  private(set) var names: Set<String> = []
  /// Objective-C: the plain names the code assigns (`child = …;`), which are instance
  /// variables of `self` unless a local of that name is in scope where it runs.
  private(set) var assignedNames: Set<String> = []
  let language: ScenarioLanguage

  init(_ program: Program, _ language: ScenarioLanguage) {
    self.language = language
    let extensionMethods = program.extensions.flatMap(\.methods)
    for method in program.methods + program.functions + program.classes.flatMap(\.methods)
      + extensionMethods
    {
      names.insert(method.name)
      names.formUnion(method.parameters)
      collect(method.body)
    }
    for declaration in program.classes { names.insert(declaration.name) }
    names.formUnion(program.protocols)
    names.formUnion(program.typeAliases)
    names.formUnion(program.protocolRequirements)
    if program.enums.contains(where: { $0.rawType != nil }) { names.insert("rawValue") }
    for method in program.enums.flatMap(\.methods) {
      names.insert(method.name)
      names.formUnion(method.parameters)
      collect(method.body)
    }
    for property in program.staticProperties {
      // Its initial value and its observers' `newValue` / `oldValue` too.
      collect([Stmt(.declaration(property.declaration), at: property.location)])
    }
    for declaration in program.structs {
      names.insert(declaration.name)
      for property in declaration.properties {
        names.insert(property.name)
        if let value = property.initialValue { collect(value) }
      }
      for method in declaration.staticMethods {
        names.insert(method.name)
        names.formUnion(method.parameters)
        collect(method.body)
      }
    }
    names.formUnion(program.enums.map(\.name))
    collect(program.statements)
    collect(program.properties)
    for declaration in program.classes { collect(declaration.properties) }
    // An Objective-C `@property x` also declares its instance variable `_x`.
    for property in program.properties + program.classes.flatMap(\.properties) {
      if case .declaration(let declaration) = property.kind, declaration.isObjCProperty {
        names.insert("_" + declaration.name)
      }
    }
  }

  func contains(_ name: String) -> Bool { names.contains(name) }

  private mutating func collect(_ statements: [Stmt]) {
    for statement in statements {
      switch statement.kind {
      case .expression(let expression):
        collect(expression)
      case .declaration(let declaration):
        names.insert(declaration.name)
        if let value = declaration.initialValue { collect(value) }
        for observer in [declaration.willSet, declaration.didSet].compactMap({ $0 }) {
          names.insert(observer.parameter)
          collect(observer.body)
        }
      case .assignment(let target, let value):
        if language == .objc, case .name(let name) = target.kind {
          names.insert(name)
          assignedNames.insert(name)
        }
        collect(target)
        collect(value)
      case .ifElse(let conditions, let then, let otherwise):
        collect(conditions)
        collect(then)
        collect(otherwise ?? [])
      case .guardElse(let conditions, let otherwise):
        collect(conditions)
        collect(otherwise)
      case .forIn(let variable, let sequence, let body):
        names.insert(variable)
        collect(sequence)
        collect(body)
      case .returnStatement(let value):
        if let value { collect(value) }
      case .switchCase(let subject, let cases):
        collect(subject)
        for each in cases {
          for pattern in each.patterns { collect(pattern) }
          for pattern in each.bindingPatterns { collect(pattern) }
          if let condition = each.condition { collect(condition) }
          collect(each.body)
        }
      case .whileLoop(let conditions, let body):
        collect(conditions)
        collect(body)
      case .deferBlock(let body), .sequence(let body):
        collect(body)
      case .breakStatement, .continueStatement:
        break
      case .throwStatement(let value):
        collect(value)
      case .labeled(_, let inner):
        collect([inner])
      case .labeledJump:
        break
      case .doCatch(let body, let clauses):
        collect(body)
        for clause in clauses {
          // A bare `catch` binds the error as `error` (The Swift Programming Language,
          // "Do Statement").
          if let pattern = clause.pattern { collect(pattern) } else { names.insert("error") }
          if let condition = clause.condition { collect(condition) }
          collect(clause.body)
        }
      }
    }
  }

  /// A pattern's bound names are declared; its expressions are walked.
  private mutating func collect(_ pattern: Pattern) {
    names.formUnion(pattern.boundNames)
    for expression in pattern.expressions { collect(expression) }
  }

  private mutating func collect(_ conditions: [Condition]) {
    for condition in conditions {
      switch condition {
      case .test(let expression): collect(expression)
      case .binding(let name, let expression):
        names.insert(name)
        collect(expression)
      case .pattern(let pattern, let expression):
        collect(pattern)
        collect(expression)
      }
    }
  }

  /// Only closures declare names inside expressions; the walk looks for them.
  private mutating func collect(_ expression: Expr) {
    switch expression.kind {
    case .name, .null, .boolean, .number, .implicitMember: break
    case .string(let parts):
      for case .interpolation(let inner) in parts { collect(inner) }
    case .member(let base, _): collect(base)
    case .call(let callee, let arguments):
      collect(callee)
      for argument in arguments { collect(argument.value) }
    case .message(let receiver, let parts):
      collect(receiver)
      for part in parts { if let argument = part.argument { collect(argument) } }
    case .subscriptIndex(let base, let index):
      collect(base)
      collect(index)
    case .closure(let closure):
      names.formUnion(closure.parameters)
      collect(closure.body)
    case .array(let elements):
      for element in elements { collect(element) }
    case .dictionary(let entries):
      for entry in entries {
        collect(entry.key)
        collect(entry.value)
      }
    case .tuple(let elements):
      for element in elements { collect(element.value) }
    case .binary(_, let left, let right):
      collect(left)
      collect(right)
    case .unary(_, let operand): collect(operand)
    case .conditional(let test, let yes, let no):
      collect(test)
      collect(yes)
      collect(no)
    case .typeCast(let value, _, _), .increment(let value, _, _): collect(value)
    case .assign(let target, let value):
      collect(target)
      collect(value)
    }
  }
}
