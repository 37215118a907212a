/// Core Graphics' C constructors in Swift code cut from a Swift 1 or 2 project:
/// `CGRectMake(x, y, w, h)`, `CGSizeMake(w, h)`, `CGPointMake(x, y)`. Swift 3 imports them no
/// more (SE-0044 "Import as member"); the compiler says "'CGRectMake' is unavailable in Swift"
/// and the initializers are `CGRect(x:y:width:height:)`, `CGSize(width:height:)`,
/// `CGPoint(x:y:)`. Reported with the renamed API before anything runs, with the fix-its that
/// write the initializer with its labels, so `lessons fix` rewrites them.
enum SwiftUnavailableGeometryFunctions {
  static let replacements: [String: (type: String, labels: [String])] = [
    "CGRectMake": ("CGRect", ["x", "y", "width", "height"]),
    "CGSizeMake": ("CGSize", ["width", "height"]),
    "CGPointMake": ("CGPoint", ["x", "y"]),
  ]

  /// Every call of one of them, in source order.
  static func find(in tokens: [Token]) -> [RenamedAPI.Use] {
    var uses: [RenamedAPI.Use] = []
    for index in tokens.indices {
      guard let name = tokens[index].identifier, let replacement = replacements[name],
        index + 1 < tokens.count, tokens[index + 1].isPunctuation("(")
      else { continue }
      // The first token of each argument at the call's own depth.
      var starts: [Token] = []
      var depth = 0
      var position = index + 2
      var expectingArgument = true
      while position < tokens.count {
        let token = tokens[position]
        if depth == 0, token.isPunctuation(")") { break }
        if expectingArgument {
          starts.append(token)
          expectingArgument = false
        }
        if token.isPunctuation("(") || token.isPunctuation("[") { depth += 1 }
        if token.isPunctuation(")") || token.isPunctuation("]") { depth -= 1 }
        if depth == 0, token.isPunctuation(",") { expectingArgument = true }
        position += 1
      }
      let token = tokens[index]
      let signature = replacement.type + "(" + replacement.labels.map { $0 + ":" }.joined() + ")"
      var diagnostic = ScenarioProblem.syntax(
        "'\(name)' is unavailable in Swift: write `\(signature)`"
      ).at(token.location)
      var fixIts = [
        ScenarioFixIt(
          line: token.location.line, column: token.location.column, length: name.count,
          replacement: replacement.type)
      ]
      if starts.count == replacement.labels.count {
        for (start, label) in zip(starts, replacement.labels) {
          fixIts.append(
            ScenarioFixIt(
              line: start.location.line, column: start.location.column, length: 0,
              replacement: label + ": "))
        }
      }
      diagnostic.fixIts = fixIts
      uses.append(RenamedAPI.Use(name: name, diagnostic: diagnostic, isSwift2: true))
    }
    return uses
  }
}
