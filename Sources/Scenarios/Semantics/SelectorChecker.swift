/// The Swift compiler checks `#selector(name)` against the methods in scope; a selector that
/// names no method is an error before anything runs (Objective-C's `@selector` is only checked
/// when the message is sent, where the model raises "unrecognized selector", FIDELITY-SURFACE.md
/// E4). The scenario's own methods are the ones in scope.
enum SelectorChecker {
  static func check(_ program: Program, _ language: ScenarioLanguage) -> [ScenarioDiagnostic] {
    guard language == .swift else { return [] }
    // Methods of extensions are in scope too (`extension Container { @objc func tapped… }`).
    let methods =
      program.methods + program.classes.flatMap(\.methods) + program.extensions.flatMap(\.methods)
      + program.structs.flatMap(\.staticMethods) + program.enums.flatMap(\.methods)
    var walker = Walker(methodNames: Set(methods.filter { !$0.isProperty }.map(\.name)))
    let bodies =
      [program.statements, program.properties] + methods.map(\.body)
      + program.classes.map(\.properties)
    for body in bodies { walker.walk(body) }
    return walker.diagnostics
  }

  private struct Walker {
    let methodNames: Set<String>
    var diagnostics: [ScenarioDiagnostic] = []
    var depth = 0

    init(methodNames: Set<String>) {
      self.methodNames = methodNames
    }

    mutating func walk(_ statements: [Stmt]) {
      for statement in statements {
        switch statement.kind {
        case .expression(let expression): walk(expression)
        case .declaration(let declaration):
          if let value = declaration.initialValue { walk(value) }
          for observer in [declaration.willSet, declaration.didSet].compactMap({ $0 }) {
            walk(observer.body)
          }
        case .assignment(let target, let value):
          walk(target)
          walk(value)
        case .ifElse(let conditions, let then, let otherwise):
          walk(conditions)
          walk(then)
          walk(otherwise ?? [])
        case .guardElse(let conditions, let otherwise):
          walk(conditions)
          walk(otherwise)
        case .forIn(_, let sequence, let body):
          walk(sequence)
          walk(body)
        case .returnStatement(let value): if let value { walk(value) }
        case .switchCase(let subject, let cases):
          walk(subject)
          for each in cases {
            for pattern in each.patterns { walk(pattern) }
            if let condition = each.condition { walk(condition) }
            walk(each.body)
          }
        case .whileLoop(let condition, let body):
          walk(condition)
          walk(body)
        case .deferBlock(let body), .sequence(let body): walk(body)
        case .breakStatement, .continueStatement: break
        case .throwStatement(let value): walk(value)
        case .labeled(_, let inner): walk([inner])
        case .labeledJump: break
        case .doCatch(let body, let clauses):
          walk(body)
          for clause in clauses {
            if let condition = clause.condition { walk(condition) }
            walk(clause.body)
          }
        }
      }
    }

    mutating func walk(_ conditions: [Condition]) {
      for condition in conditions {
        switch condition {
        case .test(let expression), .binding(_, let expression), .pattern(_, let expression):
          walk(expression)
        }
      }
    }

    mutating func walk(_ expression: Expr) {
      guard depth < 200 else { return }
      depth += 1
      defer { depth -= 1 }
      switch expression.kind {
      case .name, .null, .boolean, .number, .implicitMember: break
      case .string(let parts):
        for case .interpolation(let inner) in parts { walk(inner) }
      case .member(let base, _): walk(base)
      case .typeCast(let base, _, _), .increment(let base, _, _): walk(base)
      case .assign(let target, let value):
        walk(target)
        walk(value)
      case .call(let callee, let arguments):
        if case .name("#selector") = callee.kind, let argument = arguments.first,
          argument.label == nil,  // `#selector(getter: x)` names a property
          case .string(let parts) = argument.value.kind, case .text(let text)? = parts.first
        {
          verify(text, at: argument.value.location)
        }
        walk(callee)
        for argument in arguments { walk(argument.value) }
      case .message(let receiver, let parts):
        walk(receiver)
        for part in parts { if let argument = part.argument { walk(argument) } }
      case .subscriptIndex(let base, let index):
        walk(base)
        walk(index)
      case .closure(let closure): walk(closure.body)
      case .array(let elements): for element in elements { walk(element) }
      case .dictionary(let entries):
        for entry in entries {
          walk(entry.key)
          walk(entry.value)
        }
      case .tuple(let elements):
        for element in elements { walk(element.value) }
      case .binary(_, let left, let right):
        walk(left)
        walk(right)
      case .unary(_, let operand): walk(operand)
      case .conditional(let test, let yes, let no):
        walk(test)
        walk(yes)
        walk(no)
      }
    }

    mutating func verify(_ selector: String, at location: SourceLocation) {
      let base = String(selector.prefix { $0 != "(" })
      guard !methodNames.contains(base) else { return }
      // `#selector(UIViewController.setNeedsStatusBarAppearanceUpdate)`, `#selector(viewDidLoad)`:
      // a real UIKit method compiles; the run decides what sending it does (modelled, inert or
      // not modelled with its area).
      let owner = selector.split(separator: ".").dropLast().last.map(String.init)
      let member = String(base.split(separator: ".").last ?? Substring(base))
      if !UIKitSurface.shared.members(swift: member, in: owner ?? "UIViewController").isEmpty {
        return
      }
      diagnostics.append(
        ScenarioProblem.unknownIdentifier(
          base, suggestion: Suggestion.closest(to: base, in: Array(methodNames))
        ).at(location))
    }
  }
}
