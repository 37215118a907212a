/// A macro of a header the excerpt does not include (`SYNTH_DUMMY_CLASS(UIViewController_YYAdd)`
/// from YYKitMacro.h), used at file scope where only a declaration can stand: clang would not
/// know it either. Named as what the excerpt leaves out (`scenario.undeclared`), with a
/// fix-it that defines it as nothing in the hidden prelude, rather than a syntax error
/// about the `;` it lacks.
extension ObjCParser {
  /// `ALL_CAPS` or `ALL_CAPS_WITH_UNDERSCORES`: how C macros are named.
  static func looksLikeMacro(_ word: String) -> Bool {
    word.count > 1 && word.contains(where: \.isLetter)
      && word.allSatisfy { $0.isUppercase || $0.isNumber || $0 == "_" }
  }

  /// Throws when `NAME(…)` at file scope is not followed by `;` (a macro that expands to
  /// declarations); returns (consuming nothing) when it is a statement.
  mutating func rejectUndeclaredMacro(_ name: String, at location: SourceLocation)
    throws(ScenarioError)
  {
    let start = cursor.position
    defer { cursor.rewind(to: start) }
    cursor.advance()  // the name
    var depth = 0
    repeat {
      if cursor.current.isPunctuation("(") { depth += 1 }
      if cursor.current.isPunctuation(")") { depth -= 1 }
      cursor.advance()
    } while depth > 0 && !cursor.atEnd
    guard !cursor.current.isPunctuation(";") else { return }
    throw Self.undeclaredMacroError(name, at: location)
  }

  /// `NAME` is a macro of a header the snippet does not include, with the fix-it that defines
  /// it as nothing in the hidden prelude.
  /// `functionLike`: used with arguments (`#define NAME(...)`), else as a name alone
  /// (`#define NAME`).
  static func undeclaredMacroError(
    _ name: String, at location: SourceLocation, functionLike: Bool = true
  ) -> ScenarioError {
    var error = ScenarioError(.undeclaredMacro(name), at: location)
    error.diagnostic.hint =
      "it is a macro of a header the snippet does not include: define it, or let `lessons fix` "
      + "define it as nothing in the block's hidden prelude"
    error.diagnostic.fixIts = [.prelude("#define \(name)" + (functionLike ? "(...)" : ""))]
    return error
  }
}
