/// `_contentController` read in an Objective-C method when nothing in the excerpt declares
/// it: the instance variable clang synthesizes for a property `contentController` of the
/// class's header, which the excerpt leaves out. Reported as `scenario.undeclared` (never as
/// an unknown name or as UIKit's), with a fix-it that declares the property in the block's
/// hidden prelude, typed by its use: a controller when it is given to a containment message
/// or sent one, a view when it is sent a view's members, else `id`. Its value stays nil
/// until the code sets it, as the real ivar's would without the header's code.
struct UndeclaredInstanceVariables {
  /// One finding: the ivar, where it is first read, and the fix-it.
  struct Finding {
    var name: String
    var location: SourceLocation
    var diagnostic: ScenarioDiagnostic
  }

  static func findings(_ program: Program, _ language: ScenarioLanguage) -> [Finding] {
    guard language == .objc else { return [] }
    let declared = DeclaredNames(program, language)
    var findings: [Finding] = []
    for declaration in program.classes where !declaration.methods.isEmpty {
      var reads: [String: SourceLocation] = [:]
      var order: [String] = []
      var uses: [String: Set<String>] = [:]
      for method in declaration.methods {
        let parameters = Set(method.parameters)
        for expression in Stmt.expressions(in: method.body) {
          expression.walk { node, parent in
            guard case .name(let name) = node.kind, isIvarSpelling(name),
              !declared.contains(name), !parameters.contains(name),
              program.synthesizedStorage[name] == nil  // `@synthesize left = _left;`
            else { return }
            if reads[name] == nil {
              reads[name] = node.location
              order.append(name)
            }
            uses[name, default: []].formUnion(useKinds(of: node, in: parent))
          }
        }
      }
      for name in order {
        let property = String(name.dropFirst())
        let type = inferredType(uses[name] ?? [])
        var diagnostic = ScenarioProblem.undeclaredMember(
          name, on: "`\(declaration.name)`", suggestion: nil
        ).at(reads[name]!)
        diagnostic.fixIts = [
          .prelude(
            "@interface \(declaration.name) ()\n@property (nonatomic, strong) \(type)\(property);\n@end"
          )
        ]
        findings.append(Finding(name: name, location: reads[name]!, diagnostic: diagnostic))
      }
    }
    return findings
  }

  /// `_name`: an underscore and a lower-case letter, as clang names a synthesized ivar.
  private static func isIvarSpelling(_ name: String) -> Bool {
    // `_cmd` is every method's selector (objc/message.h), never an instance variable.
    guard name != "_cmd", name.hasPrefix("_"), let second = name.dropFirst().first else {
      return false
    }
    return second.isLowercase
  }

  /// What the code does with the ivar at `node`, as words `inferredType` reads.
  private static func useKinds(of node: Expr, in parent: Expr?) -> Set<String> {
    guard let parent else { return [] }
    switch parent.kind {
    case .message(let receiver, let parts):
      let selector = parts.map(\.piece).joined(separator: ":")
      if receiver == node { return ["receiver:" + selector] }
      return ["argument:" + selector]
    case .member(_, let member): return ["member:" + member]
    default: return []
    }
  }

  /// `UIViewController *` for a controller's use, `UIView *` for a view's, else `id `.
  private static func inferredType(_ uses: Set<String>) -> String {
    let controllerMessages = [
      "argument:addChildViewController", "argument:presentViewController:animated:completion",
      "argument:pushViewController:animated", "argument:transitionFromViewController",
      "receiver:didMoveToParentViewController", "receiver:willMoveToParentViewController",
      "receiver:removeFromParentViewController", "member:view", "receiver:view",
      "member:navigationController", "member:parentViewController",
    ]
    if uses.contains(where: { use in controllerMessages.contains { use.hasPrefix($0) } }) {
      return "UIViewController *"
    }
    let viewMessages = [
      "argument:addSubview", "receiver:addSubview", "receiver:removeFromSuperview",
      "member:frame", "member:bounds", "member:subviews", "member:superview",
      "member:backgroundColor", "member:hidden", "member:alpha",
    ]
    if uses.contains(where: { use in viewMessages.contains { use.hasPrefix($0) } }) {
      return "UIView *"
    }
    return "id "
  }
}
