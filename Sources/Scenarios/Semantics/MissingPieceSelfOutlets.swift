/// Outlets of `self` that a Swift excerpt of the container's methods uses but leaves out with
/// the rest of its class: `second_view.addSubview(child.view)`, `self.containerView.bounds` in a
/// methods block (`self=` names the class; the block shows only its methods).
///
/// Such a name is the class's stored property, declared in the part of the file the excerpt
/// cuts (most often an `@IBOutlet` the storyboard fills). Read as a bare name it would be
/// "cannot find in scope", and as `self.x` a member UIKit does not have: both are the same
/// missing piece, named once as `scenario.undeclared` at its first use, with a fix-it that
/// declares it in the block's hidden prelude as an outlet of the class its uses imply
/// (`MissingPieceUses.bestClass`: `addSubview(_:)` makes a `UIView`). Top-level declarations of a
/// methods block are stored properties of `self` (DESIGN.md section 4), and the model fills an
/// outlet with a view in `self`'s view when the view loads (FIDELITY-SURFACE S1), as the
/// storyboard would. A name whose uses imply no view or controller class keeps its error.
struct MissingPieceSelfOutlets {
  struct Outlet {
    var name: String
    var type: String
    var location: SourceLocation
  }

  private(set) var outlets: [Outlet] = []

  init(_ program: Program, _ language: ScenarioLanguage, declared: Set<String>) {
    guard language == .swift, !program.methods.isEmpty || !program.statements.isEmpty else {
      return
    }
    var members: [String: Set<String>] = [:]
    var first: [String: SourceLocation] = [:]
    var order: [String] = []
    let methodNames = Set(program.methods.map(\.name))
    func isCandidate(_ name: String) -> Bool {
      name != "self" && name != "super"
        && name.first.map { $0.isLowercase || $0 == "_" } == true && !declared.contains(name)
        && !methodNames.contains(name) && !UIKitDeclarations.isRealName(name)
        && Builtins.constant(name, language) == nil
        && !Builtins.globalNames(language).contains(name)
        && !StaticChecker.isBuiltinFunction(name, language)
    }
    // `x` (implicit `self`) or `self.x`.
    func outletName(_ expression: Expr) -> String? {
      switch expression.kind {
      case .name(let name): return isCandidate(name) ? name : nil
      case .member(let base, let name) where base.kind == .name("self"):
        return isCandidate(name) ? name : nil
      default: return nil
      }
    }
    let bodies = [program.statements] + program.methods.map(\.body)
    for body in bodies {
      let locals = LocalBindings.names(in: body)
      for expression in Stmt.expressions(in: body) {
        expression.walk { node, parent in
          guard let name = outletName(node), !locals.contains(name) else { return }
          // `x.member` and `x.method(…)`: what the value is asked, for its class.
          guard case .member(let base, let member) = parent?.kind, base == node else { return }
          if first[name] == nil {
            first[name] = node.location
            order.append(name)
          }
          members[name, default: []].insert(member)
        }
      }
    }
    for name in order {
      let selectors = Set((members[name] ?? []).flatMap { [$0, $0 + ":"] })
      guard
        let type = MissingPieceUses.bestClass(members: selectors, arguments: [], name: name),
        let location = first[name]
      else { continue }
      outlets.append(Outlet(name: name, type: type, location: location))
    }
  }

  /// One error per outlet at its first use, with the outlet's declaration as a fix-it.
  func diagnostics(selfClass: String) -> [ScenarioDiagnostic] {
    outlets.map { outlet in
      let swiftType = UIKitSurface.shared.type(named: outlet.type)?.swiftName ?? outlet.type
      var diagnostic = ScenarioDiagnostic(
        id: .scenarioUndeclared, severity: .error,
        message:
          "`\(outlet.name)` is not declared in this snippet: it is a property of `\(selfClass)` "
          + "that the excerpt leaves out",
        line: outlet.location.line, column: outlet.location.column,
        hint:
          "the code uses it as a `\(swiftType)`; declare it as the class does, or let `lessons fix` "
          + "declare it in the block's hidden prelude as an outlet the storyboard fills")
      diagnostic.fixIts = [.prelude("@IBOutlet var \(outlet.name): \(swiftType)!")]
      return diagnostic
    }
  }

  /// The names declared here, whose other reports (`cannot find`, `self` has no member) this
  /// one replaces.
  var names: Set<String> { Set(outlets.map(\.name)) }
}
