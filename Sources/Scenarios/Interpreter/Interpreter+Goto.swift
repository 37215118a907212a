/// C's `goto` (C11 6.8.6.1): a jump to the label of that name in the same function, forward or
/// backward. The parser writes `label:` as a labelled empty statement and `goto label;` as a
/// jump to it (ObjCParser.gotoLabel); the jump travels out through the enclosing statements as
/// `Completion.jumped`, as a Swift `break label` does, until a block that holds the label goes
/// on from there. Leaving a loop or a block this way leaves it, as in C. A label inside a block
/// the `goto` is not in (a jump into a block, which C allows) is refused where it would be
/// needed (`unreachableGoto`).
extension Interpreter {
  /// True for the labels `goto` jumps to (never a Swift label: those have no space).
  func isGotoLabel(_ label: String) -> Bool { label.hasPrefix("goto ") }

  /// The index in `statements` to go on from when `completion` is a `goto` to one of their
  /// labels, else nil.
  func gotoTarget(_ completion: Completion, in statements: [Stmt]) -> Int? {
    guard case .jumped(let label, isBreak: true) = completion, isGotoLabel(label) else {
      return nil
    }
    return statements.firstIndex {
      if case .labeled(label, _) = $0.kind { true } else { false }
    }
  }

  /// A `goto` whose label is not in a block around it.
  func unreachableGoto(_ label: String, in method: MethodDecl) -> Interrupt {
    let name = String(label.dropFirst("goto ".count))
    return Interrupt(
      .unsupported(
        "`goto \(name);` into a block that does not hold the `goto` (or to a label `\(name):` "
          + "that `\(method.name)` does not have)",
        instead: "a label in the same block as the `goto` or in a block around it"),
      at: method.location)
  }
}
