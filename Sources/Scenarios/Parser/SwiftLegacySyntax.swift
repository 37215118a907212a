/// Swift 1.2–2.2 syntax that Swift 3 removed, in code cut from an old project: what a current
/// compiler rejects, reported in its words with the fix-its the Swift 3 migrator wrote, so that
/// `lessons fix` migrates the syntax as it migrates the renamed names (FIDELITY-SURFACE W27).
/// The parser reads each form as the Swift 3 one it becomes, so one run reports them all.
///
/// - `if let x = a where c`, `guard let … where`, `while let … where`: `,` (SE-0099), and a
///   binding after `,` without its own `let` (`if let a = x, b = y`) gets one;
/// - `++i` / `--i` as a statement: `i += 1` (SE-0004; `i++` is `SwiftRemovedOperators`);
/// - the C-style `for var i = a; i < b; i++` (SE-0007): `for i in a..<b` (`...`, `stride`);
/// - `var` / `let` parameters (SE-0003): `var x = x` at the start of the body; `inout` before
///   the name (SE-0031): before the type; `@noescape` (SE-0103): the default, removed;
///   Swift 1.2's `#name` parameter (removed in Swift 2): `name name`;
/// - `x.dynamicType` (SE-0096): `type(of: x)`;
/// - `dispatch_async(dispatch_get_main_queue()) { … }`, `dispatch_after(dispatch_time(…), …)`
///   (SE-0088): `DispatchQueue.main.async { … }`, `.asyncAfter(deadline: .now() + d)`;
/// - Foundation's `NS` types that Swift 3 renamed (SE-0086): `NSNotificationCenter` →
///   `NotificationCenter`, `NSBundle` → `Bundle` …;
/// - in a file written in Swift 2 (any of the above, or Swift 2's spellings of UIKit): a
///   function's first parameter, which had no argument label in Swift 2, gets `_` (SE-0046), so
///   that its calls and its selector (`buttonPushed:`) stay what they were.
enum SwiftLegacySyntax {
  /// Every Swift 2 form in `tokens`, in source order. `swift2Spellings`: the file also uses
  /// Swift 2's spellings of UIKit (`RenamedAPI.Use.isSwift2`, `CGRectMake`).
  static func find(in tokens: [Token], swift2Spellings: Bool = false) -> [RenamedAPI.Use] {
    var scan = Scan(tokens)
    scan.cStyleLoops()
    scan.conditions()
    scan.prefixIncrements()
    scan.parameters()
    scan.dynamicTypes()
    scan.dispatchCalls()
    scan.foundationTypes()
    scan.standardLibraryNames()
    scan.insertAtIndex()
    scan.repeatedValueInitializers()
    scan.foundationMembers()
    scan.coreGraphicsFunctions()
    if swift2Spellings || !scan.uses.isEmpty {
      scan.firstParameterLabels()
      scan.swift2Sorting()
    }
    return scan.uses.sorted {
      ($0.diagnostic.line, $0.diagnostic.column) < ($1.diagnostic.line, $1.diagnostic.column)
    }
  }

  /// SE-0086's Foundation classes whose `NS` prefix Swift 3 dropped; those that became value
  /// types (`NSDate`, `NSURL`, `NSIndexPath` …) are still classes beside them, and `NSString`,
  /// `NSArray`, `NSObject`, `NSNumber` … kept their names.
  static let foundationRenames: [String: String] = [
    "NSNotificationCenter": "NotificationCenter", "NSBundle": "Bundle",
    "NSUserDefaults": "UserDefaults", "NSTimer": "Timer", "NSOperationQueue": "OperationQueue",
    "NSOperation": "Operation", "NSThread": "Thread", "NSRunLoop": "RunLoop",
    "NSDateFormatter": "DateFormatter", "NSNumberFormatter": "NumberFormatter",
    "NSFileManager": "FileManager", "NSProcessInfo": "ProcessInfo",
    "NSJSONSerialization": "JSONSerialization", "NSURLSession": "URLSession",
    "NSTimeInterval": "TimeInterval",
  ]

  /// Words that start another statement: a condition never reaches them.
  static let statementWords: Set<String> = [
    "if", "guard", "while", "for", "func", "return", "switch", "class", "struct",
  ]

  /// The token walk, collecting uses.
  struct Scan {
    let tokens: [Token]
    var uses: [RenamedAPI.Use] = []
    /// Token indices an edit already covers (a construct reported once).
    private var taken: Set<Int> = []

    init(_ tokens: [Token]) { self.tokens = tokens }

    // MARK: Conditions

    /// `if let x = a where c` → `if let x = a, c`; `if let a = x, b = y` → `, let b = y`.
    mutating func conditions() {
      for index in tokens.indices {
        // `repeat { … } while c` has no bindings.
        guard let word = tokens[index].identifier, ["if", "guard", "while"].contains(word),
          !follows(".", index), !(word == "while" && follows("}", index))
        else { continue }
        var depth = 0
        var binding: String?
        var position = index + 1
        var clauseStart = true
        while position < tokens.count {
          let token = tokens[position]
          if depth == 0, token.isPunctuation("{") || token.isWord("else") { break }
          if let word = token.identifier, SwiftLegacySyntax.statementWords.contains(word) { break }
          if opens(token) { depth += 1 } else if closes(token) { depth -= 1 }
          if depth < 0 { break }
          if depth == 0 {
            if clauseStart, let keyword = token.identifier, ["let", "var"].contains(keyword) {
              binding = keyword
            } else if clauseStart, token.isWord("case") {
              binding = "case"
            } else if clauseStart, let keyword = binding, keyword != "case",
              token.identifier != nil, position + 1 < tokens.count,
              tokens[position + 1].isPunctuation("=")
                || tokens[position + 1].isPunctuation(":")
            {
              add(
                "a binding in a condition needs its own `\(keyword)` since Swift 3 (SE-0099): "
                  + "write `\(keyword) \(token.identifier ?? "")`",
                at: token, [fixIt(token, length: 0, keyword + " ")])
            }
            clauseStart = token.isPunctuation(",")
            if token.isWord("where"), binding != nil {
              var edits = [fixIt(token, length: 5, ",")]
              if let previousEnd = endColumn(position - 1),
                tokens[position - 1].location.line == token.location.line
              {
                edits = [
                  ScenarioFixIt(
                    line: token.location.line, column: previousEnd,
                    length: token.location.column + 5 - previousEnd, replacement: ",")
                ]
              }
              add(
                "`where` in a condition was removed in Swift 3 (SE-0099): expected `,` joining "
                  + "parts of a multi-clause condition",
                at: token, edits)
              clauseStart = true
            }
          }
          position += 1
        }
      }
    }

    // MARK: Increments

    /// `++count` / `--self.index` as a statement → `count += 1`.
    mutating func prefixIncrements() {
      for index in tokens.indices {
        let token = tokens[index]
        guard token.isPunctuation("++") || token.isPunctuation("--"),
          index + 1 < tokens.count, tokens[index + 1].identifier != nil,
          !tokens[index + 1].followsSpace, startsStatement(index), !taken.contains(index)
        else { continue }
        // The operand: a name and its members on the line.
        var last = index + 1
        while last + 2 < tokens.count, tokens[last + 1].isPunctuation("."),
          tokens[last + 2].identifier != nil,
          tokens[last + 2].location.line == token.location.line
        {
          last += 2
        }
        guard let end = endColumn(last) else { continue }
        let symbol = token.isPunctuation("++") ? "++" : "--"
        let operand = tokens[last]
        add(
          "'\(symbol)' is unavailable: it has been removed in Swift 3; write `\(symbol.prefix(1))= 1`",
          at: token,
          [
            fixIt(token, length: 2, ""),
            ScenarioFixIt(
              line: operand.location.line, column: end, length: 0,
              replacement: " \(symbol.prefix(1))= 1"),
          ])
      }
    }

    // MARK: C-style loops

    /// `for var i = 0; i < n; i++ {` (with or without parentheses) → `for i in 0..<n {`.
    mutating func cStyleLoops() {
      for index in tokens.indices where tokens[index].isWord("for") && !follows(".", index) {
        guard let loop = cStyleLoop(at: index) else { continue }
        taken.formUnion(loop.initial.lowerBound..<loop.step.upperBound)
        let message = "C-style for statement has been removed in Swift 3 (SE-0007)"
        guard let replacement = forInHeader(loop), let end = loop.bodyBrace,
          tokens[end].location.line == tokens[index].location.line
        else {
          add(message + ": write a `for … in` loop or `while`", at: tokens[index], [])
          continue
        }
        let first = tokens[index + 1]
        let brace = tokens[end]
        add(
          message, at: tokens[index],
          [
            ScenarioFixIt(
              line: first.location.line, column: first.location.column,
              length: brace.location.column - first.location.column, replacement: replacement + " ")
          ])
      }
    }

    /// The three clauses of a C-style `for` at `index`, as token ranges.
    struct CLoop {
      var initial: Range<Int>
      var condition: Range<Int>
      var step: Range<Int>
      /// The `{` of the body.
      var bodyBrace: Int?
    }

    func cStyleLoop(at index: Int) -> CLoop? {
      var position = index + 1
      let parenthesized = position < tokens.count && tokens[position].isPunctuation("(")
      if parenthesized { position += 1 }
      var clauses: [Range<Int>] = []
      var start = position
      var depth = 0
      while position < tokens.count {
        let token = tokens[position]
        if depth == 0 {
          if token.isPunctuation(";") {
            clauses.append(start..<position)
            start = position + 1
          } else if parenthesized && token.isPunctuation(")")
            || !parenthesized
              && token.isPunctuation("{")
          {
            break
          } else if token.isWord("in") && clauses.isEmpty {
            return nil
          }
        }
        if opens(token) { depth += 1 } else if closes(token) { depth -= 1 }
        if depth < 0 { return nil }
        position += 1
      }
      guard clauses.count == 2, position < tokens.count else { return nil }
      let step = start..<position
      var brace = position
      if parenthesized { brace += 1 }
      return CLoop(
        initial: clauses[0], condition: clauses[1], step: step,
        bodyBrace: brace < tokens.count && tokens[brace].isPunctuation("{") ? brace : nil)
    }

    /// `i in 0..<n` for the loops the migrator rewrote: `var i = a` (a type allowed), `i < b`,
    /// `i <= b`, `i > b`, `i >= b`, and `i++`, `++i`, `i += k`, `i--`, `--i`, `i -= k`; nil for any
    /// other loop or one whose body assigns `i`.
    func forInHeader(_ loop: CLoop) -> String? {
      var initial = Array(loop.initial)
      guard let keyword = initial.first.flatMap({ tokens[$0].identifier }),
        ["var", "let"].contains(keyword)
      else { return nil }
      initial.removeFirst()
      guard let nameIndex = initial.first, let name = tokens[nameIndex].identifier else {
        return nil
      }
      guard let equals = initial.first(where: { tokens[$0].isPunctuation("=") }),
        let from = text(equals + 1..<loop.initial.upperBound)
      else { return nil }
      let condition = Array(loop.condition)
      guard condition.count >= 3, tokens[condition[0]].isWord(name),
        case .punctuation(let comparison) = tokens[condition[1]].kind,
        let bound = text(condition[1] + 1..<loop.condition.upperBound)
      else { return nil }
      let step = Array(loop.step)
      var by: String?
      if step.count == 2, tokens[step[0]].isWord(name) || tokens[step[1]].isWord(name) {
        let op = tokens[step[0]].isWord(name) ? tokens[step[1]] : tokens[step[0]]
        if op.isPunctuation("++") { by = "1" } else if op.isPunctuation("--") { by = "-1" }
      } else if step.count >= 3, tokens[step[0]].isWord(name),
        tokens[step[1]].isPunctuation("+=") || tokens[step[1]].isPunctuation("-="),
        let amount = text(step[2]..<loop.step.upperBound)
      {
        by = tokens[step[1]].isPunctuation("+=") ? amount : "-" + amount
      }
      guard let by, !assigns(name, after: loop) else { return nil }
      switch (comparison, by) {
      case ("<", "1"): return "\(name) in \(from)..<\(bound)"
      case ("<=", "1"): return "\(name) in \(from)...\(bound)"
      case ("<", _) where !by.hasPrefix("-"):
        return "\(name) in stride(from: \(from), to: \(bound), by: \(by))"
      case ("<=", _) where !by.hasPrefix("-"):
        return "\(name) in stride(from: \(from), through: \(bound), by: \(by))"
      case (">", _) where by.hasPrefix("-"):
        return "\(name) in stride(from: \(from), to: \(bound), by: \(by))"
      case (">=", _) where by.hasPrefix("-"):
        return "\(name) in stride(from: \(from), through: \(bound), by: \(by))"
      default: return nil
      }
    }

    /// Whether the loop's body assigns its variable (then `for … in` would change it).
    private func assigns(_ name: String, after loop: CLoop) -> Bool {
      guard let brace = loop.bodyBrace else { return true }
      var depth = 0
      var position = brace
      let assignments: Set<String> = ["=", "+=", "-=", "*=", "/=", "++", "--"]
      while position < tokens.count {
        let token = tokens[position]
        if token.isPunctuation("{") { depth += 1 }
        if token.isPunctuation("}") {
          depth -= 1
          if depth == 0 { return false }
        }
        if token.isWord(name), !follows(".", position) {
          let next = position + 1 < tokens.count ? tokens[position + 1] : token
          let before = position > 0 ? tokens[position - 1] : token
          if case .punctuation(let op) = next.kind, assignments.contains(op) { return true }
          if before.isPunctuation("++") || before.isPunctuation("--") { return true }
          if before.isPunctuation("&") { return true }
        }
        position += 1
      }
      return true
    }

    // MARK: Parameters

    /// `func f(var x: Int)`, `func f(inout x: Int)`, `func f(@noescape g: () -> Void)`.
    mutating func parameters() {
      for index in tokens.indices where tokens[index].isWord("func") {
        guard let open = parameterListOpen(after: index) else { continue }
        for start in parameterStarts(open) {
          var position = start
          if case .atKeyword("noescape") = tokens[position].kind,
            position + 1 < tokens.count
          {
            add(
              "`@noescape` was removed: a closure parameter does not escape unless it is "
                + "`@escaping` (SE-0103)", at: tokens[position],
              [deletion(from: position, to: position + 1)])
            position += 1
          }
          if case .directive(let name, _) = tokens[position].kind,
            position + 1 < tokens.count, tokens[position + 1].isPunctuation(":")
          {
            // Swift 1.2's `#name` (one name for the argument label and the parameter), which
            // Swift 2 removed; its migrator doubled the name (W28).
            add(
              "'#' has been removed from Swift; double up '\(name) \(name)' to make the argument "
                + "label the same as the parameter name", at: tokens[position],
              [fixIt(tokens[position], length: name.count + 1, "\(name) \(name)")])
            continue
          }
          guard let word = tokens[position].identifier, ["var", "let", "inout"].contains(word),
            position + 2 < tokens.count, tokens[position + 1].identifier != nil
          else { continue }
          var nameIndex = position + 1
          if tokens[position + 2].identifier != nil { nameIndex += 1 }  // `var a b: Int`
          guard nameIndex + 1 < tokens.count, tokens[nameIndex + 1].isPunctuation(":"),
            let inner = tokens[nameIndex].identifier
          else { continue }
          let remove = deletion(from: position, to: position + 1)
          switch word {
          case "inout":
            let type = tokens[nameIndex + 2 < tokens.count ? nameIndex + 2 : nameIndex + 1]
            add(
              "'inout' before a parameter name is not allowed, place it before the parameter "
                + "type instead (SE-0031)", at: tokens[position],
              [remove, fixIt(type, length: 0, "inout ")])
          case "let":
            add(
              "'let' as a parameter attribute is not allowed (SE-0003): a parameter is a "
                + "constant", at: tokens[position], [remove])
          default:
            var edits = [remove]
            if let brace = bodyBrace(ofFunctionAt: index) {
              let indent = bodyIndent(brace)
              edits.append(
                ScenarioFixIt(
                  line: tokens[brace].location.line, column: tokens[brace].location.column + 1,
                  length: 0, replacement: "\n" + indent + "var \(inner) = \(inner)"))
            }
            add(
              "parameters may not have the 'var' specifier (SE-0003): declare `var \(inner) = "
                + "\(inner)` in the body", at: tokens[position], edits)
          }
        }
      }
    }

    /// The first parameter of every function, in a file written in Swift 2: Swift 2 gave it no
    /// argument label, Swift 3 gives it its name as one (SE-0046), so `func pushed(sender:
    /// UIButton)` is `pushed(_:)` in Swift 2 and `pushed(sender:)` since: `_` keeps the
    /// function's calls and selector. An override is left to UIKit's name (W10), unless it
    /// overrides the code's own method.
    mutating func firstParameterLabels() {
      var ownMethods: Set<String> = []
      for index in tokens.indices where tokens[index].isWord("func") {
        if !isOverride(index), index + 1 < tokens.count, let name = tokens[index + 1].identifier {
          ownMethods.insert(name)
        }
      }
      for index in tokens.indices where tokens[index].isWord("func") {
        guard index + 1 < tokens.count, let name = tokens[index + 1].identifier,
          !isOverride(index) || ownMethods.contains(name),
          let open = parameterListOpen(after: index), open + 1 < tokens.count,
          !tokens[open + 1].isPunctuation(")")
        else { continue }
        var position = open + 1
        while case .atKeyword = tokens[position].kind, position + 1 < tokens.count {
          position += 1
        }
        if let word = tokens[position].identifier, ["var", "let", "inout"].contains(word),
          position + 1 < tokens.count, tokens[position + 1].identifier != nil
        {
          position += 1
        }
        guard position + 1 < tokens.count, let parameter = tokens[position].identifier,
          parameter != "_", tokens[position + 1].isPunctuation(":")
        else { continue }
        add(
          "Swift 2 gave a function's first parameter no argument label; since Swift 3 (SE-0046) "
            + "`\(parameter)` is one, so `\(name)` is no longer called as Swift 2 wrote it: "
            + "write `_ \(parameter)`", at: tokens[position],
          [fixIt(tokens[position], length: 0, "_ ")])
      }
    }

    // MARK: Expressions

    /// `x.dynamicType`, `self.dynamicType` → `type(of: x)`.
    mutating func dynamicTypes() {
      for index in tokens.indices where tokens[index].isWord("dynamicType") {
        guard index >= 2, tokens[index - 1].isPunctuation(".") else { continue }
        var start = index - 2
        while start >= 2, tokens[start - 1].isPunctuation("."), tokens[start - 2].identifier != nil,
          tokens[start].identifier != nil
        {
          start -= 2
        }
        let dot = tokens[index - 1]
        let name = tokens[index]
        guard tokens[start].identifier != nil, tokens[start].location.line == name.location.line
        else {
          add("'dynamicType' has been replaced by `type(of:)` (SE-0096)", at: name, [])
          continue
        }
        add(
          "'dynamicType' has been replaced by `type(of:)` (SE-0096)", at: name,
          [
            fixIt(tokens[start], length: 0, "type(of: "),
            ScenarioFixIt(
              line: dot.location.line, column: dot.location.column, length: 12, replacement: ")"),
          ])
      }
    }

    /// `NSNotificationCenter.defaultCenter()` → `NotificationCenter…`: the type's new name.
    mutating func foundationTypes() {
      let own = OwnNames(tokens)
      for index in tokens.indices {
        guard let word = tokens[index].identifier, let new = foundationRenames[word],
          !own.contains(word), !follows(".", index)
        else { continue }
        if index > 0,
          ["class", "struct", "enum", "typealias", "protocol"].contains(
            tokens[index - 1].identifier ?? "")
        {
          continue
        }
        var diagnostic = ScenarioProblem.renamed(old: word, new: new).at(tokens[index].location)
        diagnostic.fixIts = [fixIt(tokens[index], length: word.count, new)]
        uses.append(RenamedAPI.Use(name: word, diagnostic: diagnostic, isSwift2: true))
      }
    }

  }
}
