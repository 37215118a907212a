import Containment
import Diagnostics

/// Whether a scenario's code is the child's side of containment, which the runner then runs
/// with `self` a child of an on-screen container (`parent=`, `Interpreter+ChildSide`).
///
/// An excerpt that shows one side must not be charged with the other side's calls. Code that
/// runs in the child (`[self willMoveToParentViewController:nil]; [self.view
/// removeFromSuperview]; [self removeFromParentViewController];`, or the child's own
/// `didMove(toParent:)` override) assumes a parent the excerpt does not show; run with `self`
/// as the window's root it would leave a parent it never had
/// (`containment.will-move-without-parent`, `containment.remove-without-parent`), or its
/// overrides would never run. Either is evidence enough, and nothing else is: the runner
/// infers the child's side only from what the code itself does to `self`, and says so in a
/// `scenario.child-side` note (its hint names `parent=CLASS` and `parent=none`).
enum ChildSide {
  /// `parent=none`: `self` stays the window's root, whatever the code does.
  static let none = "none"
  /// The container's class when the code does not name one.
  static let inferredParent = "UIViewController"

  /// Why the code was taken for the child's side, as the note that says so.
  struct Evidence {
    var note: ScenarioDiagnostic
  }

  /// The evidence in a run of `program` with `self` (class `selfClass`) as the window's root:
  /// the code's own call that makes `self` leave its parent (`leavingCall`), the run's lints
  /// for `self` leaving a parent it never had, or an override of
  /// `willMove(toParent:)` / `didMove(toParent:)` in `self`'s class that the run never
  /// called (`events`); nil when there is none.
  static func evidence(
    _ program: Program, selfClass: String, language: ScenarioLanguage, events: [TraceEvent],
    rootLeftAnUnshownParent: Bool
  ) -> Evidence? {
    let hint =
      "name the container's class with `parent=CLASS` (e.g. `<!-- lessons: scenario "
      + "parent=ContainerViewController -->`); `parent=none` runs `self` as the window's root"
    if rootLeftAnUnshownParent || leavingCall(in: program, selfClass: selfClass) != nil {
      let written = leavingCall(in: program, selfClass: selfClass)
      let leaving = events.first { event in
        guard event.kind == .manual, case .call("self", let member, let arguments) = event.action
        else { return false }
        return member == .removeFromParent
          || (member == .willMoveToParent && arguments.first == .null)
      }
      let call =
        language == .objc
        ? "`[self willMoveToParentViewController:nil]` or `[self removeFromParentViewController]`"
        : "`willMove(toParent: nil)` or `removeFromParent()` of `self`"
      return Evidence(
        note: ScenarioDiagnostic(
          id: .scenarioChildSide, severity: .note,
          message: "the code leaves a parent it never joins (\(call)): it is the child's side "
            + "of containment, so `self` ran as a child of a container (`parent`) added the "
            + "canonical way before it (addChild, the view, didMove(toParent:))",
          line: written?.line ?? leaving?.sourceLine ?? 0, column: written?.column ?? 1,
          hint: hint))
    }
    let ownMethods =
      program.classes.filter { $0.name == selfClass }.flatMap(\.methods)
      + program.extensions.filter { $0.name == selfClass }.flatMap(\.methods)
      + (program.classes.contains { $0.name == selfClass } ? [] : program.methods)
    guard
      let override = ownMethods.first(where: { movingNames.contains($0.name) && !$0.isStatic }),
      !events.contains(where: { event in
        guard case .call("self", let member, _) = event.action else { return false }
        return member == .willMoveToParent || member == .didMoveToParent
      })
    else { return nil }
    let name = override.key(language)
    return Evidence(
      note: ScenarioDiagnostic(
        id: .scenarioChildSide, severity: .note,
        message: "`self` overrides `\(name)`, which runs only when `self` joins or leaves a "
          + "parent, and the code never gives it one: it is the child's side of containment, "
          + "so `self` ran as a child of a container (`parent`) added the canonical way "
          + "(addChild, the view, didMove(toParent:))",
        line: override.location.line, column: override.location.column, hint: hint))
  }

  /// Where the code that runs as the scenario's `self` (its statements, its class's methods
  /// and extensions) sends `self` `willMove(toParent: nil)` or `removeFromParent()`, whether
  /// or not the run reaches it (`guard parent != nil else { return }` before it returns
  /// early when `self` is the root); nil when it does not. A helper in an extension of every
  /// controller (`extension UIViewController { func remove() … }`) is not evidence: the
  /// container calls it on a child (`child.remove()`), where `self` is that child.
  static func leavingCall(in program: Program, selfClass: String) -> SourceLocation? {
    let methods =
      program.methods
      + program.classes.filter { $0.name == selfClass }.flatMap(\.methods)
      + program.extensions.filter { $0.name == selfClass }.flatMap(\.methods)
    let expressions = Stmt.expressions(in: program.statements + methods.flatMap(\.body))
    var found: SourceLocation?
    for expression in expressions where found == nil {
      expression.walk { node, _ in
        guard found == nil else { return }
        if isLeaving(node) { found = node.location }
      }
    }
    return found
  }

  /// True when `node` is `self`'s own `removeFromParent()` / `willMove(toParent: nil)`
  /// (Swift, `self.` written or not) or `[self removeFromParentViewController]` /
  /// `[self willMoveToParentViewController:nil]`.
  private static func isLeaving(_ node: Expr) -> Bool {
    switch node.kind {
    case .call(let callee, let arguments):
      let name: String
      switch callee.kind {
      case .name(let written): name = written
      case .member(let base, let member) where base.kind == .name("self"): name = member
      default: return false
      }
      return (name == "removeFromParent" || name == "removeFromParentViewController")
        && arguments.isEmpty
        || name == "willMove" && arguments.count == 1 && arguments[0].value.kind == .null
    case .message(let receiver, let parts):
      guard receiver.kind == .name("self"), let first = parts.first else { return false }
      return first.piece == "removeFromParentViewController" && first.argument == nil
        || first.piece == "willMoveToParentViewController" && first.argument?.kind == .null
    default:
      return false
    }
  }

  /// The base names (Objective-C: first selector pieces) of the containment callbacks a
  /// child receives.
  private static let movingNames: Set<String> = [
    "willMove", "didMove", "willMoveToParentViewController", "didMoveToParentViewController",
  ]
}
