/// A property of the snippet's own Objective-C class that the excerpt never declares:
/// `self.scrollView` in a `.m` file whose `@property (weak) IBOutlet UIScrollView *scrollView`
/// is in the header the excerpt leaves out. Reported as `scenario.undeclared`, with a fix-it
/// that declares it in the block's hidden prelude as the header would, an outlet (the class's
/// scene makes it, FIDELITY-SURFACE.md S1): of the view class whose members the code uses
/// (`setTitle:` makes a `UIButton`), else a `UIView`.
extension Interpreter {
  /// The prelude declaration for `name` on `className`, for Objective-C.
  func outletStandIn(_ name: String, of className: String) -> ScenarioFixIt? {
    guard language == .objc, classes[className] != nil else { return nil }
    var used: Set<String> = []
    for body in Self.allBodies(program) { Self.collect(membersOf: name, in: body, into: &used) }
    // The view class whose members the uses name (`setTitle:` a button's, `textAlignment` a
    // label's: MissingPieceUses+Classes), else a scroll view for its members, else a view.
    let best = MissingPieceUses.bestClass(
      members: used.union(used.map { $0 + ":" }), arguments: [], name: name)
    let type =
      best.flatMap { UIKitSurface.shared.isClass($0, kindOf: "UIView") ? $0 : nil }
      ?? (used.isDisjoint(with: Self.scrollViewMembers) ? "UIView" : "UIScrollView")
    return .prelude(
      "@interface \(className) ()\n@property (nonatomic, weak) IBOutlet \(type) *\(name);\n@end")
  }

  /// Members only a scroll view among UIKit's views has, as Objective-C writes them.
  static let scrollViewMembers: Set<String> = [
    "contentSize", "setContentSize", "pagingEnabled", "setPagingEnabled", "contentOffset",
    "setContentOffset", "contentInset", "setContentInset", "scrollEnabled", "setScrollEnabled",
    "showsHorizontalScrollIndicator", "showsVerticalScrollIndicator", "bounces",
  ]

  private static func allBodies(_ program: Program) -> [[Stmt]] {
    [program.statements, program.properties] + program.methods.map(\.body)
      + (program.classes + program.extensions).flatMap { [$0.properties] + $0.methods.map(\.body) }
  }

  /// The members sent to or read from `self.name` in `statements`.
  private static func collect(
    membersOf name: String, in statements: [Stmt], into used: inout Set<String>
  ) {
    func isTarget(_ expression: Expr) -> Bool {
      if case .member(let base, name) = expression.kind, base.kind == .name("self") {
        return true
      }
      return false
    }
    func visit(_ expression: Expr) {
      switch expression.kind {
      case .member(let base, let member):
        if isTarget(base) { used.insert(member) }
        visit(base)
      case .message(let receiver, let parts):
        if isTarget(receiver), let piece = parts.first?.piece { used.insert(piece) }
        visit(receiver)
        for part in parts { if let argument = part.argument { visit(argument) } }
      case .call(let callee, let arguments):
        visit(callee)
        for argument in arguments { visit(argument.value) }
      case .subscriptIndex(let base, let index):
        visit(base)
        visit(index)
      case .closure(let closure): walk(closure.body)
      case .array(let elements): elements.forEach(visit)
      case .dictionary(let entries):
        for entry in entries {
          visit(entry.key)
          visit(entry.value)
        }
      case .tuple(let elements):
        for element in elements { visit(element.value) }
      case .binary(_, let left, let right):
        visit(left)
        visit(right)
      case .unary(_, let operand): visit(operand)
      case .conditional(let test, let then, let otherwise):
        visit(test)
        visit(then)
        visit(otherwise)
      case .typeCast(let value, _, _), .increment(let value, _, _): visit(value)
      case .assign(let target, let value):
        visit(target)
        visit(value)
      default: break
      }
    }
    func visit(_ condition: Condition) {
      switch condition {
      case .test(let expression), .binding(_, let expression), .pattern(_, let expression):
        visit(expression)
      }
    }
    func walk(_ statements: [Stmt]) {
      for statement in statements {
        switch statement.kind {
        case .expression(let expression): visit(expression)
        case .declaration(let declaration): declaration.initialValue.map(visit)
        case .assignment(let target, let value):
          visit(target)
          visit(value)
        case .ifElse(let conditions, let then, let otherwise):
          conditions.forEach(visit)
          walk(then)
          walk(otherwise ?? [])
        case .guardElse(let conditions, let otherwise):
          conditions.forEach(visit)
          walk(otherwise)
        case .forIn(_, let sequence, let body):
          visit(sequence)
          walk(body)
        case .returnStatement(let value): value.map(visit)
        case .switchCase(let subject, let cases):
          visit(subject)
          for each in cases { walk(each.body) }
        case .whileLoop(let conditions, let body):
          conditions.forEach(visit)
          walk(body)
        case .deferBlock(let body), .sequence(let body): walk(body)
        case .breakStatement, .continueStatement: break
        case .throwStatement(let value): visit(value)
        case .labeled(_, let inner): walk([inner])
        case .labeledJump: break
        case .doCatch(let body, let clauses):
          walk(body)
          for clause in clauses { walk(clause.body) }
        }
      }
    }
    walk(statements)
  }
}
