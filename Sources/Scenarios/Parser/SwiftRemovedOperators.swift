/// Swift 2's increment and decrement operators, which Swift 3 removed (SE-0004 "Remove the
/// `++` and `--` operators"): `idx++` in code cut from an old project is what the compiler
/// reports, "'++' is unavailable: it has been removed in Swift 3", with its fix-it `idx += 1`.
/// Reported with the renamed API before anything runs, so `lessons fix` applies it with them.
enum SwiftRemovedOperators {
  /// Every `x++` / `x--` (the operator right after a name, `)` or `]`), in source order.
  static func find(in tokens: [Token]) -> [RenamedAPI.Use] {
    var uses: [RenamedAPI.Use] = []
    for index in tokens.indices.dropFirst() {
      let token = tokens[index]
      guard token.isPunctuation("++") || token.isPunctuation("--"), !token.followsSpace else {
        continue
      }
      let previous = tokens[index - 1]
      guard
        previous.identifier != nil || previous.isPunctuation(")")
          || previous.isPunctuation("]")
      else { continue }
      let symbol = token.isPunctuation("++") ? "++" : "--"
      var diagnostic = ScenarioProblem.syntax(
        "'\(symbol)' is unavailable: it has been removed in Swift 3; write `\(symbol.prefix(1))= 1`"
      ).at(token.location)
      diagnostic.fixIts = [
        ScenarioFixIt(
          line: token.location.line, column: token.location.column, length: 2,
          replacement: " \(symbol.prefix(1))= 1")
      ]
      uses.append(RenamedAPI.Use(name: symbol, diagnostic: diagnostic, isSwift2: true))
    }
    return uses
  }
}
