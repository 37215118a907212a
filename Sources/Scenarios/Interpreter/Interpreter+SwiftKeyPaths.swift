/// Swift key paths (SE-0161): `\Page.title`, `\.inner.count` are functions of their root here
/// (W1), and they also name the properties they reach, so that `page[keyPath: path] = x`
/// assigns the property (a `WritableKeyPath`) and key-value observing can name the key.
extension Interpreter {
  /// The property names a key-path value reaches, in order; nil for any other value.
  func keyPathNames(_ value: Value) -> [String]? {
    guard case .closure(let closure) = value else { return nil }
    return closure.closure.keyPath
  }

  /// `root.a.b` for `root[keyPath: \.a.b]`, as an assignment's target.
  func keyPathTarget(
    _ path: Expr, root: Expr, in scope: Scope, _ context: MethodContext
  ) throws(Interrupt) -> Expr {
    let value = try evaluate(path, in: scope, context)
    guard let names = keyPathNames(value), !names.isEmpty else {
      throw Interrupt(
        .unsupported(
          "assigning through this key path", instead: "a key path written `\\Type.property`"),
        at: path.location)
    }
    var target = root
    for name in names { target = Expr(.member(target, name), at: path.location) }
    return target
  }
}
