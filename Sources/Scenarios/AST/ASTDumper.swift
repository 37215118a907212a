/// A deterministic, indented text dump of a `Program`, so parser tests compare trees as text.
///
/// ```
/// statement 1:1
///   call
///     member addChild
///       name self
///     argument _
///       name child
/// ```
/// Each node is one line: its kind, its details, and for statements and declarations its
/// `line:column`. Children are indented two spaces.
struct ASTDumper {
  private var lines: [String] = []
  private var depth = 0

  /// The dump of a whole program, one node a line, ending with a newline.
  static func dump(_ program: Program) -> String {
    var dumper = ASTDumper()
    for property in program.properties { dumper.statement(property, prefix: "property ") }
    for statement in program.statements { dumper.statement(statement) }
    for method in program.methods { dumper.method(method) }
    for declaration in program.classes { dumper.classDecl(declaration) }
    return dumper.lines.map { $0 + "\n" }.joined()
  }

  /// The dump of one expression (for tests of the expression grammar).
  static func dump(_ expression: Expr) -> String {
    var dumper = ASTDumper()
    dumper.expression(expression)
    return dumper.lines.map { $0 + "\n" }.joined()
  }

  private mutating func emit(_ text: String) {
    lines.append(String(repeating: "  ", count: depth) + text)
  }

  private mutating func nested(_ body: (inout ASTDumper) -> Void) {
    depth += 1
    body(&self)
    depth -= 1
  }

  private mutating func classDecl(_ declaration: ClassDecl) {
    emit("class \(declaration.name): \(declaration.superclass ?? "-") \(declaration.location)")
    nested { dumper in
      for property in declaration.properties { dumper.statement(property, prefix: "property ") }
      for method in declaration.methods { dumper.method(method) }
    }
  }

  private mutating func method(_ method: MethodDecl) {
    let labels = method.labels.map { $0 ?? "_" }.joined(separator: ",")
    emit(
      "\(method.isOverride ? "override " : "")method \(method.name) labels [\(labels)] "
        + "parameters [\(method.parameters.joined(separator: ","))] \(method.location)")
    nested { dumper in dumper.block(method.body) }
  }

  private mutating func block(_ statements: [Stmt]) {
    for statement in statements { self.statement(statement) }
  }

  private mutating func statement(_ statement: Stmt, prefix: String = "") {
    let at = " \(statement.location)"
    switch statement.kind {
    case .expression(let expression):
      emit(prefix + "expression" + at)
      nested { $0.expression(expression) }
    case .declaration(let declaration):
      let type = declaration.typeName.map { ": " + $0 } ?? ""
      let keyword =
        declaration.isObjCProperty ? "@property " : (declaration.isConstant ? "let " : "var ")
      emit(prefix + keyword + declaration.name + type + at)
      if let value = declaration.initialValue { nested { $0.expression(value) } }
    case .assignment(let target, let value):
      emit(prefix + "assign" + at)
      nested { dumper in
        dumper.expression(target)
        dumper.expression(value)
      }
    case .ifElse(let conditions, let then, let otherwise):
      emit(prefix + "if" + at)
      nested { dumper in
        dumper.conditions(conditions)
        dumper.emit("then")
        dumper.nested { $0.block(then) }
        if let otherwise {
          dumper.emit("else")
          dumper.nested { $0.block(otherwise) }
        }
      }
    case .guardElse(let conditions, let otherwise):
      emit(prefix + "guard" + at)
      nested { dumper in
        dumper.conditions(conditions)
        dumper.emit("else")
        dumper.nested { $0.block(otherwise) }
      }
    case .forIn(let name, let sequence, let body):
      emit(prefix + "for \(name)" + at)
      nested { dumper in
        dumper.expression(sequence)
        dumper.emit("do")
        dumper.nested { $0.block(body) }
      }
    case .returnStatement(let value):
      emit(prefix + "return" + at)
      if let value { nested { $0.expression(value) } }
    case .switchCase(let subject, let cases):
      emit(prefix + "switch" + at)
      nested { dumper in
        dumper.expression(subject)
        for each in cases {
          dumper.emit(each.patterns.isEmpty ? "default \(each.location)" : "case \(each.location)")
          dumper.nested { inner in
            for pattern in each.patterns { inner.expression(pattern) }
            if let condition = each.condition {
              inner.emit("where")
              inner.nested { $0.expression(condition) }
            }
            inner.emit("do")
            inner.nested { $0.block(each.body) }
          }
        }
      }
    case .whileLoop(let conditions, let body):
      emit(prefix + "while" + at)
      nested { dumper in
        dumper.conditions(conditions)
        dumper.emit("do")
        dumper.nested { $0.block(body) }
      }
    case .deferBlock(let body):
      emit(prefix + "defer" + at)
      nested { $0.block(body) }
    case .sequence(let statements):
      emit(prefix + "sequence" + at)
      nested { $0.block(statements) }
    case .breakStatement: emit(prefix + "break" + at)
    case .continueStatement: emit(prefix + "continue" + at)
    case .labeled(let label, let inner):
      emit(prefix + "label \(label)" + at)
      nested { $0.statement(inner) }
    case .labeledJump(let label, let isBreak):
      emit(prefix + (isBreak ? "break " : "continue ") + label + at)
    case .throwStatement(let value):
      emit(prefix + "throw" + at)
      nested { $0.expression(value) }
    case .doCatch(let body, let clauses):
      emit(prefix + "do" + at)
      nested { dumper in
        dumper.block(body)
        for clause in clauses {
          dumper.emit("catch \(clause.location)")
          dumper.nested { $0.block(clause.body) }
        }
      }
    }
  }

  private mutating func conditions(_ conditions: [Condition]) {
    for condition in conditions {
      switch condition {
      case .test(let expression):
        emit("test")
        nested { $0.expression(expression) }
      case .binding(let name, let expression):
        emit("bind \(name)")
        nested { $0.expression(expression) }
      case .pattern(let pattern, let expression):
        emit("case \(pattern.boundNames.joined(separator: ","))")
        nested { $0.expression(expression) }
      }
    }
  }

  private mutating func expression(_ expression: Expr) {
    switch expression.kind {
    case .name(let name): emit("name \(name)")
    case .null: emit("nil")
    case .boolean(let value): emit("bool \(value)")
    case .number(let value): emit("number \(value)")
    case .string(let parts):
      emit("string")
      nested { dumper in
        for part in parts {
          switch part {
          case .text(let text): dumper.emit("text \(text.debugDescription)")
          case .interpolation(let inner): dumper.expression(inner)
          }
        }
      }
    case .member(let base, let name):
      emit("member \(name)")
      nested { $0.expression(base) }
    case .implicitMember(let name): emit("implicit .\(name)")
    case .call(let callee, let arguments):
      emit("call")
      nested { dumper in
        dumper.expression(callee)
        for argument in arguments {
          dumper.emit("argument \(argument.label ?? "_")")
          dumper.nested { $0.expression(argument.value) }
        }
      }
    case .message(let receiver, let parts):
      emit("message " + parts.map { $0.argument == nil ? $0.piece : $0.piece + ":" }.joined())
      nested { dumper in
        dumper.expression(receiver)
        for part in parts {
          if let argument = part.argument { dumper.expression(argument) }
        }
      }
    case .subscriptIndex(let base, let index):
      emit("subscript")
      nested { dumper in
        dumper.expression(base)
        dumper.expression(index)
      }
    case .closure(let closure):
      emit("closure (\(closure.parameters.joined(separator: ",")))")
      nested { $0.block(closure.body) }
    case .array(let elements):
      emit("array")
      nested { dumper in for element in elements { dumper.expression(element) } }
    case .dictionary(let entries):
      emit("dictionary")
      nested { dumper in
        for entry in entries {
          dumper.emit("entry")
          dumper.nested { inner in
            inner.expression(entry.key)
            inner.expression(entry.value)
          }
        }
      }
    case .tuple(let elements):
      emit("tuple")
      nested { dumper in
        for element in elements {
          dumper.emit("element \(element.label ?? "_")")
          dumper.nested { $0.expression(element.value) }
        }
      }
    case .binary(let op, let left, let right):
      emit("binary \(op)")
      nested { dumper in
        dumper.expression(left)
        dumper.expression(right)
      }
    case .unary(let op, let operand):
      emit("unary \(op)")
      nested { $0.expression(operand) }
    case .conditional(let test, let yes, let no):
      emit("conditional")
      nested { dumper in
        dumper.expression(test)
        dumper.expression(yes)
        dumper.expression(no)
      }
    case .typeCast(let value, let type, let cast):
      emit("\(cast.rawValue) \(type)")
      nested { $0.expression(value) }
    case .increment(let target, let op, let isPrefix):
      emit(isPrefix ? "prefix \(op)\(op)" : "postfix \(op)\(op)")
      nested { $0.expression(target) }
    case .assign(let target, let value):
      emit("assign")
      nested { dumper in
        dumper.expression(target)
        dumper.expression(value)
      }
    }
  }
}
