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
    scan.foundationMembers()
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

    /// `dispatch_async(dispatch_get_main_queue()) { … }` → `DispatchQueue.main.async { … }`;
    /// `dispatch_async(dispatch_get_main_queue(), { … })` → `….async(execute: { … })`;
    /// `dispatch_after(dispatch_time(DISPATCH_TIME_NOW, Int64(d * Double(NSEC_PER_SEC))),
    /// dispatch_get_main_queue())` → `DispatchQueue.main.asyncAfter(deadline: .now() + d)`.
    mutating func dispatchCalls() {
      let gcd: Set<String> = [
        "dispatch_get_main_queue", "dispatch_time", "DISPATCH_TIME_NOW", "NSEC_PER_SEC",
      ]
      for index in tokens.indices {
        guard let word = tokens[index].identifier,
          word == "dispatch_async" || word == "dispatch_after", !follows(".", index),
          index + 1 < tokens.count, tokens[index + 1].isPunctuation("(")
        else { continue }
        let arguments = argumentRanges(open: index + 1)
        let new =
          word == "dispatch_async" ? "DispatchQueue.main.async" : "DispatchQueue.main.asyncAfter"
        // The compiler's words (SE-0088).
        let method =
          word == "dispatch_async" ? "async(execute:)" : "asyncAfter(deadline:execute:)"
        let message = "'\(word)' has been replaced by instance method 'DispatchQueue.\(method)'"
        guard isMainQueue(word == "dispatch_async" ? arguments.first : arguments.dropFirst().first),
          let close = matching(index + 1)
        else {
          add(message, at: tokens[index], [])
          continue
        }
        let token = tokens[index]
        let line = token.location.line
        func span(to end: Int, _ replacement: String) -> ScenarioFixIt {
          ScenarioFixIt(
            line: line, column: token.location.column,
            length: tokens[end].location.column - token.location.column, replacement: replacement)
        }
        if word == "dispatch_async" {
          if arguments.count == 1, tokens[close].location.line == line {
            // The queue alone, the block trailing: `DispatchQueue.main.async { … }`.
            add(message, at: token, [span(to: close, new), fixIt(tokens[close], length: 1, "")])
          } else if arguments.count == 2, tokens[arguments[1].lowerBound].location.line == line {
            add(message, at: token, [span(to: arguments[1].lowerBound, new + "(execute: ")])
          } else {
            add(message, at: token, [])
          }
          continue
        }
        // dispatch_after(time, queue)
        guard arguments.count == 2, tokens[close].location.line == line,
          let delay = delay(in: arguments[0])
        else {
          add(message, at: token, [])
          continue
        }
        let after = "\(new)(deadline: .now() + \(delay))"
        add(message, at: token, [span(to: close, after), fixIt(tokens[close], length: 1, "")])
      }
      for index in uses.indices where uses[index].name.hasPrefix("dispatch_") {
        uses[index].covered = gcd
      }
    }

    /// `dispatch_get_main_queue()`.
    private func isMainQueue(_ range: Range<Int>?) -> Bool {
      guard let range, range.count == 3 else { return false }
      return tokens[range.lowerBound].isWord("dispatch_get_main_queue")
    }

    /// The seconds of `dispatch_time(DISPATCH_TIME_NOW, Int64(d * Double(NSEC_PER_SEC)))`, as
    /// written: the other factor of `NSEC_PER_SEC` (or `Double(NSEC_PER_SEC)`), inside
    /// `Int64(…)` / `UInt64(…)` and parentheses, either side of the `*`.
    private func delay(in range: Range<Int>) -> String? {
      let part = Array(range)
      guard part.count > 5, tokens[part[0]].isWord("dispatch_time"),
        tokens[part[2]].isWord("DISPATCH_TIME_NOW"), tokens[part[3]].isPunctuation(",")
      else { return nil }
      // The nanoseconds: between the `,` and the `)` closing `dispatch_time(`.
      var lower = part[4]
      var upper = part[part.count - 1]
      func unwrap() -> Bool {
        if tokens[lower].isWord("Int64") || tokens[lower].isWord("UInt64"),
          tokens[lower + 1].isPunctuation("("), matching(lower + 1) == upper - 1
        {
          lower += 2
          upper -= 1
          return true
        }
        if tokens[lower].isPunctuation("("), matching(lower) == upper - 1 {
          lower += 1
          upper -= 1
          return true
        }
        return false
      }
      while upper - lower > 2, unwrap() {}
      // `a * b` at the top level.
      var depth = 0
      var star: Int?
      for position in lower..<upper {
        if opens(tokens[position]) { depth += 1 } else if closes(tokens[position]) { depth -= 1 }
        if depth == 0, tokens[position].isPunctuation("*") {
          if star != nil { return nil }
          star = position
        }
      }
      guard let star else { return nil }
      func isNanoseconds(_ range: Range<Int>) -> Bool {
        guard let text = text(range) else { return false }
        let bare = String(text.filter { $0 != " " })
        return ["NSEC_PER_SEC", "Double(NSEC_PER_SEC)", "(NSEC_PER_SEC)", "Int64(NSEC_PER_SEC)"]
          .contains(bare)
      }
      if isNanoseconds(star + 1..<upper) { return text(lower..<star) }
      if isNanoseconds(lower..<star) { return text(star + 1..<upper) }
      return nil
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

    // MARK: Standard library names (SE-0006)

    /// Swift 2's standard library names, as SE-0006 renamed them ("Apply API Guidelines to the
    /// Standard Library"), written as today's compiler has them: `children.indexOf(vc)` →
    /// `firstIndex(of: vc)`, `removeAtIndex(i)` → `remove(at: i)`, `insert(v, atIndex: i)` →
    /// `insert(v, at: i)`, `appendContentsOf` → `append(contentsOf:)`, `enumerate()` →
    /// `enumerated()`, `joinWithSeparator` → `joined(separator:)`, `lowercaseString` →
    /// `lowercased()`, `text.characters.count` → `text.count` (SE-0163) …; a member only, and
    /// never a name the code declares.
    mutating func standardLibraryNames() {
      let own = OwnNames(tokens)
      for index in tokens.indices where follows(".", index) {
        guard let word = tokens[index].identifier, !own.contains(word) else { continue }
        let token = tokens[index]
        let isCall = index + 1 < tokens.count && tokens[index + 1].isPunctuation("(")
        if let (new, label) = Self.callRenames[word], isCall || word == "indexOf" {
          var edits = [fixIt(token, length: word.count, new)]
          let takesNone =
            isCall && index + 2 < tokens.count && tokens[index + 2].isPunctuation(")")
          var spelling = new + "(" + (takesNone ? "" : label.map { $0 + ":" } ?? "_:") + ")"
          if word == "indexOf" {
            // A closure argument, trailing or not, is `firstIndex(where:)`.
            let next = index + 1 < tokens.count ? tokens[index + 1] : token
            let closure =
              next.isPunctuation("{")
              || (isCall && index + 2 < tokens.count && tokens[index + 2].isPunctuation("{"))
            if closure { spelling = "firstIndex(where:)" }
            if isCall {
              edits.append(fixIt(tokens[index + 2], length: 0, closure ? "where: " : "of: "))
            }
          } else if let label, isCall, index + 2 < tokens.count,
            !tokens[index + 2].isPunctuation(")")
          {
            edits.append(fixIt(tokens[index + 2], length: 0, label + ": "))
          } else if word == "sortInPlace", isCall, index + 2 < tokens.count,
            tokens[index + 2].isPunctuation("{")
          {
            // `sortInPlace({ … })`: `sort(by: { … })`.
            spelling = "sort(by:)"
            edits.append(fixIt(tokens[index + 2], length: 0, "by: "))
          }
          if isCall { edits += laterLabelRenames(word, open: index + 1) }
          renamed(word, spelling, at: token, edits)
        } else if let new = Self.propertyRenames[word], !isCall {
          renamed(word, new, at: token, [fixIt(token, length: word.count, new)])
        } else if word == "characters", index + 2 < tokens.count,
          tokens[index + 1].isPunctuation("."), let end = endColumn(index)
        {
          // `title.characters.count`: a string is its characters' collection (SE-0163).
          let dot = tokens[index - 1]
          add(
            "'characters' is unavailable: a string is the collection of its characters since "
              + "Swift 4 (SE-0163); write the string itself", at: token,
            [
              ScenarioFixIt(
                line: dot.location.line, column: dot.location.column,
                length: end - dot.location.column, replacement: "")
            ])
        }
      }
    }

    /// Old base name → today's base name and first argument label (nil: unlabelled).
    static let callRenames: [String: (String, String?)] = [
      "indexOf": ("firstIndex", "of"), "removeAtIndex": ("remove", "at"),
      "appendContentsOf": ("append", "contentsOf"), "joinWithSeparator": ("joined", "separator"),
      "componentsSeparatedByString": ("components", "separatedBy"),
      "rangeOfString": ("range", "of"), "stringByAppendingString": ("appending", nil),
      "containsString": ("contains", nil), "enumerate": ("enumerated", nil),
      "minElement": ("min", nil), "maxElement": ("max", nil), "sortInPlace": ("sort", nil),
      "reverseInPlace": ("reverse", nil),
      "startsWith": ("starts", "with"), "removeRange": ("removeSubrange", nil),
      "stringByReplacingOccurrencesOfString": ("replacingOccurrences", "of"),
    ]

    /// Old property → today's spelling (a property that became a method keeps its call).
    static let propertyRenames: [String: String] = [
      "lowercaseString": "lowercased()", "uppercaseString": "uppercased()",
      "capitalizedString": "capitalized",
    ]

    /// `insert(v, atIndex: i)` → `at:`, `…OccurrencesOfString(a, withString: b)` → `with:`.
    private func laterLabelRenames(_ word: String, open: Int) -> [ScenarioFixIt] {
      let renames: [String: String] =
        word == "stringByReplacingOccurrencesOfString" ? ["withString": "with"] : [:]
      return argumentRanges(open: open).dropFirst().compactMap { range in
        guard let label = tokens[range.lowerBound].identifier, let new = renames[label],
          range.count > 1, tokens[range.lowerBound + 1].isPunctuation(":")
        else { return nil }
        return fixIt(tokens[range.lowerBound], length: label.count, new)
      }
    }

    /// `pages.insert(page, atIndex: 0)`: Swift 2's `atIndex:` (SE-0006), the base unchanged.
    mutating func insertAtIndex() {
      for index in tokens.indices where follows(".", index) && tokens[index].isWord("insert") {
        guard index + 1 < tokens.count, tokens[index + 1].isPunctuation("(") else { continue }
        for range in argumentRanges(open: index + 1).dropFirst() {
          let label = tokens[range.lowerBound]
          guard label.isWord("atIndex"), range.count > 1,
            tokens[range.lowerBound + 1].isPunctuation(":")
          else { continue }
          renamed(
            "insert(_:atIndex:)", "insert(_:at:)", at: label, [fixIt(label, length: 7, "at")])
        }
      }
    }

    /// In a Swift 2 file, `items.sort()` / `reverse()` made a new array (SE-0006 named those
    /// `sorted()` / `reversed()` and gave the old names to the in-place methods).
    mutating func swift2Sorting() {
      for index in tokens.indices where follows(".", index) {
        guard let word = tokens[index].identifier, word == "sort" || word == "reverse",
          !OwnNames(tokens).contains(word), index + 1 < tokens.count,
          tokens[index + 1].isPunctuation("(") || tokens[index + 1].isPunctuation("{")
        else { continue }
        let new = word == "sort" ? "sorted" : "reversed"
        var edits = [fixIt(tokens[index], length: word.count, new)]
        if word == "sort", index + 2 < tokens.count, tokens[index + 1].isPunctuation("("),
          tokens[index + 2].isPunctuation("{")
        {
          edits.append(fixIt(tokens[index + 2], length: 0, "by: "))  // `sorted(by: { … })`
        }
        renamed(word, new + (word == "sort" ? "(by:)" : "()"), at: tokens[index], edits)
      }
    }

    /// Foundation's Swift 2 names that the surface's rename table does not cover, as Swift 3
    /// renamed them: `postNotificationName("X", object: o)` → `post(name: Notification.Name("X"),
    /// object: o)`; `UserDefaults`' `setBool` / `setInteger` / `setFloat` / `setDouble` (and
    /// `setObject` on a line that names the defaults) → `set(_:forKey:)`; `NSIndexPath(forRow:
    /// inSection:)` → `IndexPath(row:section:)` (`forItem:` → `item:`).
    mutating func foundationMembers() {
      let own = OwnNames(tokens)
      // `let defaults = NSUserDefaults.standardUserDefaults()`: names that hold the defaults.
      var defaultsNames: Set<String> = []
      for index in tokens.indices.dropLast(2)
      where tokens[index].isWord("let") || tokens[index].isWord("var") {
        guard let name = tokens[index + 1].identifier,
          mentionsDefaults(line: tokens[index].location.line)
        else { continue }
        defaultsNames.insert(name)
      }
      for index in tokens.indices {
        guard let word = tokens[index].identifier, !own.contains(word),
          index + 1 < tokens.count, tokens[index + 1].isPunctuation("(")
        else { continue }
        let token = tokens[index]
        let arguments = argumentRanges(open: index + 1)
        if follows(".", index), word == "postNotificationName", let first = arguments.first,
          !first.isEmpty, arguments.count >= 2,
          tokens[arguments[1].lowerBound - 1].location.line
            == tokens[first.lowerBound].location.line
        {
          let comma = tokens[arguments[1].lowerBound - 1]
          renamed(
            "postNotificationName(_:object:)", "post(name:object:)", at: token,
            [
              fixIt(token, length: word.count, "post"),
              fixIt(tokens[first.lowerBound], length: 0, "name: Notification.Name("),
              fixIt(comma, length: 0, ")"),
            ])
        } else if follows(".", index),
          ["setBool", "setInteger", "setFloat", "setDouble", "setObject", "setURL"].contains(word),
          arguments.count == 2, arguments[1].count > 1,
          tokens[arguments[1].lowerBound].isWord("forKey"),
          word != "setObject" || mentionsDefaults(line: token.location.line)
            || (index >= 2 && defaultsNames.contains(tokens[index - 2].identifier ?? ""))
        {
          renamed(
            "\(word)(_:forKey:)", "set(_:forKey:)", at: token,
            [fixIt(token, length: word.count, "set")])
        } else if word == "NSIndexPath", !follows(".", index), arguments.count == 2,
          let first = arguments.first, first.count > 1,
          let label = tokens[first.lowerBound].identifier, label == "forRow" || label == "forItem",
          arguments[1].count > 1, tokens[arguments[1].lowerBound].isWord("inSection")
        {
          let new = label == "forRow" ? "row" : "item"
          renamed(
            "NSIndexPath(\(label):inSection:)", "IndexPath(\(new):section:)", at: token,
            [
              fixIt(token, length: word.count, "IndexPath"),
              fixIt(tokens[first.lowerBound], length: label.count, new),
              fixIt(tokens[arguments[1].lowerBound], length: 9, "section"),
            ])
        }
      }
    }

    /// Whether the line names the user defaults (`NSUserDefaults`, `UserDefaults`,
    /// `standardUserDefaults()`, a `defaults` variable).
    private func mentionsDefaults(line: Int) -> Bool {
      tokens.contains { token in
        token.location.line == line
          && ["NSUserDefaults", "UserDefaults", "standardUserDefaults", "defaults", "userDefaults"]
            .contains(token.identifier ?? "")
      }
    }

    private mutating func renamed(
      _ old: String, _ new: String, at token: Token, _ fixIts: [ScenarioFixIt]
    ) {
      var diagnostic = ScenarioProblem.renamed(old: old, new: new).at(token.location)
      diagnostic.fixIts = fixIts
      uses.append(RenamedAPI.Use(name: "", diagnostic: diagnostic, isSwift2: true))
    }

    // MARK: Helpers

    /// A use named only when the name is Swift 2's own (`dispatch_async`, `dynamicType`): the
    /// static check drops a use whose name the code declares, and a parameter's or a loop
    /// variable's name is always declared.
    private mutating func add(_ message: String, at token: Token, _ fixIts: [ScenarioFixIt]) {
      var diagnostic = ScenarioProblem.syntax(message).at(token.location)
      diagnostic.fixIts = fixIts
      let name = token.identifier ?? ""
      let own: Set<String> = ["dispatch_async", "dispatch_after", "dynamicType"]
      uses.append(
        RenamedAPI.Use(name: own.contains(name) ? name : "", diagnostic: diagnostic, isSwift2: true)
      )
    }

    private func fixIt(_ token: Token, length: Int, _ replacement: String) -> ScenarioFixIt {
      ScenarioFixIt(
        line: token.location.line, column: token.location.column, length: length,
        replacement: replacement)
    }

    /// Removes the token at `from` and the space up to the token at `to` (on its line).
    private func deletion(from: Int, to: Int) -> ScenarioFixIt {
      let start = tokens[from]
      let next = tokens[to]
      let length =
        next.location.line == start.location.line
        ? next.location.column - start.location.column
        : (endColumn(from) ?? start.location.column)
          - start.location.column
      return fixIt(start, length: length, "")
    }

    /// The column just after the token at `index`, when its text is known from the token.
    func endColumn(_ index: Int) -> Int? {
      guard index >= 0, index < tokens.count else { return nil }
      let token = tokens[index]
      switch token.kind {
      case .identifier(let name): return token.location.column + name.count
      case .punctuation(let text): return token.location.column + text.count
      case .number(_, let text): return token.location.column + text.count
      default: return nil
      }
    }

    /// The source text of `range` rebuilt from its tokens (a space where one was), or nil when
    /// it holds a token whose text the token does not keep (a string).
    func text(_ range: Range<Int>) -> String? {
      var out = ""
      for position in range {
        let token = tokens[position]
        if position != range.lowerBound, token.followsSpace { out += " " }
        switch token.kind {
        case .identifier(let name): out += name
        case .punctuation(let text): out += text
        case .number(_, let text): out += text
        default: return nil
        }
      }
      return out.isEmpty ? nil : out
    }

    private func follows(_ punctuation: String, _ index: Int) -> Bool {
      index > 0 && tokens[index - 1].isPunctuation(punctuation)
    }

    private func opens(_ token: Token) -> Bool {
      token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{")
    }

    private func closes(_ token: Token) -> Bool {
      token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}")
    }

    /// A token that starts a statement: the first on its line, or after `;`, `{` or `}`.
    private func startsStatement(_ index: Int) -> Bool {
      if index == 0 || tokens[index].followsNewline { return true }
      let previous = tokens[index - 1]
      return previous.isPunctuation(";") || previous.isPunctuation("{")
        || previous.isPunctuation("}")
    }

    /// The index of the bracket closing the one at `open`.
    private func matching(_ open: Int) -> Int? {
      var depth = 0
      for position in open..<tokens.count {
        if opens(tokens[position]) { depth += 1 }
        if closes(tokens[position]) {
          depth -= 1
          if depth == 0 { return position }
        }
      }
      return nil
    }

    /// The token ranges of the arguments of the call whose `(` is at `open`.
    private func argumentRanges(open: Int) -> [Range<Int>] {
      guard let close = matching(open), close > open + 1 else { return [] }
      var ranges: [Range<Int>] = []
      var start = open + 1
      var depth = 0
      for position in (open + 1)..<close {
        let token = tokens[position]
        if opens(token) { depth += 1 } else if closes(token) { depth -= 1 }
        if depth == 0, token.isPunctuation(",") {
          ranges.append(start..<position)
          start = position + 1
        }
      }
      ranges.append(start..<close)
      return ranges
    }

    /// The `(` of the parameter list of the `func` at `index` (after a name and generics).
    private func parameterListOpen(after index: Int) -> Int? {
      var position = index + 1
      guard position < tokens.count, tokens[position].identifier != nil else { return nil }
      position += 1
      if position < tokens.count, tokens[position].isPunctuation("<") {
        var depth = 0
        while position < tokens.count {
          if tokens[position].isPunctuation("<") { depth += 1 }
          if tokens[position].isPunctuation(">") {
            depth -= 1
            if depth == 0 { break }
          }
          position += 1
        }
        position += 1
      }
      guard position < tokens.count, tokens[position].isPunctuation("(") else { return nil }
      return position
    }

    /// The first token of each parameter of the list opened at `open`.
    private func parameterStarts(_ open: Int) -> [Int] {
      argumentRanges(open: open).compactMap { $0.isEmpty ? nil : $0.lowerBound }
    }

    /// The `{` of the body of the `func` at `index`.
    private func bodyBrace(ofFunctionAt index: Int) -> Int? {
      guard let open = parameterListOpen(after: index), let close = matching(open) else {
        return nil
      }
      var position = close + 1
      while position < tokens.count {
        let token = tokens[position]
        if token.isPunctuation("{") { return position }
        if token.isPunctuation("}") || token.isWord("func") { return nil }
        position += 1
      }
      return nil
    }

    /// The indentation of the first statement of the body opened at `brace`.
    private func bodyIndent(_ brace: Int) -> String {
      let next = brace + 1 < tokens.count ? tokens[brace + 1] : tokens[brace]
      if next.followsNewline, next.location.line > tokens[brace].location.line,
        !next.isPunctuation("}")
      {
        return String(repeating: " ", count: max(0, next.location.column - 1))
      }
      var start = brace
      while start > 0, !tokens[start].followsNewline { start -= 1 }
      return String(repeating: " ", count: max(0, tokens[start].location.column - 1) + 4)
    }

    /// Whether the `func` at `index` is declared `override` (among the words before it).
    private func isOverride(_ index: Int) -> Bool {
      var position = index - 1
      while position >= 0 {
        let token = tokens[position]
        if token.isWord("override") { return true }
        if token.identifier == nil, !isAttribute(token) { return false }
        if token.followsNewline { return false }
        position -= 1
      }
      return false
    }

    private func isAttribute(_ token: Token) -> Bool {
      if case .atKeyword = token.kind { return true }
      return false
    }
  }
}

extension SwiftLegacySyntax {
  /// A parse error in a file with Swift 2 syntax: the error at a Swift 2 form says so, and it
  /// carries the fix-its of every Swift 2 form found, so one `lessons fix` pass migrates them
  /// and the next run parses.
  static func migrating(_ error: ScenarioError, _ tokens: [Token]) -> ScenarioError {
    let renamed =
      RenamedAPI.find(in: tokens, .swift) + SwiftRemovedOperators.find(in: tokens)
      + SwiftUnavailableGeometryFunctions.find(in: tokens)
    let found = find(in: tokens, swift2Spellings: renamed.contains(where: \.isSwift2))
    let legacy = withoutSubsumed(SwiftRemovedOperators.find(in: tokens), by: found) + found
    guard !legacy.isEmpty else { return error }
    var migrated = error
    if let here = legacy.first(where: { $0.diagnostic.line == error.diagnostic.line }) {
      migrated.diagnostic = here.diagnostic
    }
    var fixIts: [ScenarioFixIt] = []
    for use in legacy {
      for fixIt in use.diagnostic.fixIts where !fixIts.contains(fixIt) { fixIts.append(fixIt) }
    }
    migrated.diagnostic.fixIts = fixIts
    return migrated
  }
}

extension SwiftLegacySyntax {
  /// `uses` without those whose every edit falls inside a span one of `legacy`'s fix-its
  /// replaces (the `i++` of a C-style loop's header, which the loop's rewrite replaces).
  static func withoutSubsumed(_ uses: [RenamedAPI.Use], by legacy: [RenamedAPI.Use])
    -> [RenamedAPI.Use]
  {
    let spans = legacy.flatMap(\.diagnostic.fixIts).filter { $0.length > 0 }
    // The same name reported by both (`componentsSeparatedByString`): the standard library's
    // spelling here is the one to write.
    let places = Set(legacy.map { "\($0.diagnostic.line):\($0.diagnostic.column)" })
    let uses = uses.filter { !places.contains("\($0.diagnostic.line):\($0.diagnostic.column)") }
    guard !spans.isEmpty else { return uses }
    return uses.filter { use in
      let edits = use.diagnostic.fixIts
      return edits.isEmpty
        || !edits.allSatisfy { edit in
          spans.contains { span in
            span.line == edit.line && edit.column >= span.column
              && edit.column + edit.length <= span.column + span.length
          }
        }
    }
  }
}
