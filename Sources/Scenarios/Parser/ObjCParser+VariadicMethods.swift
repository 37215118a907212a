/// Variadic methods the code declares (The Objective-C Programming Language, "Methods with a
/// variable number of arguments"; C11 7.16 `<stdarg.h>`): `- (void)addPages:(id)first, ...`
/// takes the arguments after the last named one, which the body reads with `va_list`,
/// `va_start`, `va_arg` and `va_end`.
///
/// The method gets a hidden last parameter (`variadicRest`, which leaves its selector as
/// written), and a message to it packs the arguments after its last piece into one value for
/// that parameter. `va_start(args, last)` makes `args` a pointer to them, `va_arg(args, T)`
/// takes the next one (Builtins+CVariadic).
extension ObjCParser {
  /// The hidden parameter holding a variadic method's unnamed arguments.
  static let variadicRest = "__va_rest"

  /// The last selector pieces of the variadic methods `tokens` declares (`addPages` of
  /// `- (void)addPages:(id)first, ...`).
  static func variadicPieces(in tokens: [Token]) -> Set<String> {
    var pieces: Set<String> = []
    for index in tokens.indices where index >= 4 && tokens[index].isPunctuation("...") {
      // `piece : ( type ) name , ...`
      guard tokens[index - 1].isPunctuation(","), tokens[index - 2].identifier != nil,
        tokens[index - 3].isPunctuation(")")
      else { continue }
      var depth = 0
      var open = index - 3
      while open > 0 {
        if tokens[open].isPunctuation(")") { depth += 1 }
        if tokens[open].isPunctuation("(") {
          depth -= 1
          if depth == 0 { break }
        }
        open -= 1
      }
      guard open >= 2, tokens[open - 1].isPunctuation(":"), let piece = tokens[open - 2].identifier
      else { continue }
      pieces.insert(piece)
    }
    return pieces
  }

  /// `, ...` after a method's last parameter (at the cursor): consumed, true.
  mutating func takeVariadicMarker() -> Bool {
    guard cursor.current.isPunctuation(","), cursor.peek().isPunctuation("...") else {
      return false
    }
    cursor.advance()
    cursor.advance()
    return true
  }

  /// `va_arg(args, NSString *)` at the cursor (after `va_arg`, on `(`): the call with the list
  /// alone; the type is C's, the value the argument as it was passed.
  mutating func parseVariadicArgument(_ callee: Expr) throws(ScenarioError) -> Expr {
    try cursor.expect("(", "`(` after `va_arg`")
    let list = try parseExpression()
    try cursor.expect(",", "`,` and a type after `va_arg`'s list")
    var depth = 0
    while depth > 0 || !cursor.current.isPunctuation(")") {
      if cursor.atEnd { throw cursor.unexpected("`)` after `va_arg`'s type") }
      if cursor.current.isPunctuation("(") { depth += 1 }
      if cursor.current.isPunctuation(")") { depth -= 1 }
      cursor.advance()
    }
    cursor.advance()
    return Expr(.call(callee, [Argument(label: nil, value: list)]), at: callee.location)
  }
}
