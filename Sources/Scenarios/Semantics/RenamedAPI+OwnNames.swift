/// The names a Swift snippet declares, found on tokens (`RenamedAPI` works before parsing),
/// and the places where a name is an argument label rather than a use.
///
/// A name the code declares is the code's, never UIKit's old spelling: its enum cases
/// (`case collapsed`, `case B(animation: Way)`), its types' members and their parameters,
/// its locals, loop variables, closure parameters and bindings. And a label (`animation:` in
/// `.B(animation: .right)`) names a parameter, not an API: renamed labels are fixed as part of
/// the call whose base name is old, never on their own.
struct OwnNames {
  private(set) var names: Set<String> = []
  /// Indexes of tokens that are argument labels in a call or a declaration's parameter list.
  private(set) var labels: Set<Int> = []
  /// Names declared only as a `let` / `var` inside a function or closure body: a local, which
  /// `self.parentViewController` (a member of `self`) does not reach (TSPL "Explicit Member
  /// Expression"; census languages-01: `if let parentViewController =
  /// self.parentViewController as? …`, Swift 2's name, renamed `parent`).
  private var locals: Set<String> = []
  private var members: Set<String> = []
  /// Names declared by a `func`, and names declared by anything else (a property, a type, a
  /// case, a parameter, a local): a name in the first set only is a method's name alone.
  private var functions: Set<String> = []
  private var declaredOtherwise: Set<String> = []

  /// True when the code declares `name` only as the name of functions (`func
  /// addChildViewController(by index: Int)`): a call with other labels is not the code's
  /// (RenamedAPI, `OwnMethods.declares(_:labels:)`).
  func isFunctionOnly(_ name: String) -> Bool {
    functions.contains(name) && !declaredOtherwise.contains(name)
  }

  /// True when the code declares `name` only as a local variable.
  func isLocalOnly(_ name: String) -> Bool { locals.contains(name) && !members.contains(name) }

  init(_ tokens: [Token]) {
    var brackets: [String] = []
    // For each open `{`, whether it opens a type's body (`class X {`, `extension Y {`).
    var typeBodies: [Bool] = []
    for index in tokens.indices {
      let token = tokens[index]
      if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") {
        if case .punctuation(let open) = token.kind { brackets.append(open) }
        if token.isPunctuation("{") {
          typeBodies.append(Self.opensTypeBody(index, tokens))
          closureParameters(after: index, in: tokens)
        }
        continue
      }
      if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") {
        if brackets.popLast() == "{" { _ = typeBodies.popLast() }
        continue
      }
      if let word = token.identifier, word == "let" || word == "var",
        let name = index + 1 < tokens.count ? tokens[index + 1].identifier : nil
      {
        if typeBodies.last == false { locals.insert(name) } else { members.insert(name) }
      }
      guard let word = token.identifier else { continue }
      let next = index + 1 < tokens.count ? tokens[index + 1] : nil
      // `f(animation: x)`, `case B(animation: Way)`, `func f(for child: UIViewController)`:
      // a label, directly inside parentheses (a dictionary key sits in brackets).
      if brackets.last == "(", index > 0,
        tokens[index - 1].isPunctuation("(") || tokens[index - 1].isPunctuation(",")
      {
        if next?.isPunctuation(":") == true {
          labels.insert(index)
        } else if let second = next?.identifier, index + 2 < tokens.count,
          tokens[index + 2].isPunctuation(":"), isParameterList(before: index, in: tokens)
        {
          // `for child: …`: the label and the parameter's name.
          labels.insert(index)
          names.insert(word)
          names.insert(second)
          declaredOtherwise.formUnion([word, second])
        }
      }
      // A keyword written as an argument label (`addTarget(self, action: …, for: .x)`) starts
      // nothing: `for:` is no loop whose variables would hide the names after it.
      if next?.isPunctuation(":") == true { continue }
      switch word {
      case "func", "var", "let", "class", "struct", "enum", "protocol", "typealias",
        "associatedtype":
        if let name = next?.identifier {
          names.insert(name)
          if word == "func" { functions.insert(name) } else { declaredOtherwise.insert(name) }
        } else if next?.isPunctuation("(") == true {
          // `let (a, b) = pair`
          let bound = identifiers(from: index + 2, until: { $0.isPunctuation(")") }, tokens)
          names.formUnion(bound)
          declaredOtherwise.formUnion(bound)
        }
        if word == "func" || word == "init" { parameters(after: index, in: tokens) }
      case "init", "subscript":
        parameters(after: index, in: tokens)
      case "case":
        caseNames(after: index, in: tokens)
      case "for":
        let bound = identifiers(from: index + 1, until: { $0.identifier == "in" }, tokens)
        names.formUnion(bound)
        declaredOtherwise.formUnion(bound)
      default: break
      }
    }
  }

  func contains(_ name: String) -> Bool { names.contains(name) }

  /// True when the `{` at `open` opens the body of a class, struct, enum, extension or
  /// protocol: its line declares one (`class Menu: UIViewController {`).
  private static func opensTypeBody(_ open: Int, _ tokens: [Token]) -> Bool {
    var position = open - 1
    while position >= 0, open - position < 40 {
      let token = tokens[position]
      if token.isPunctuation("{") || token.isPunctuation("}") || token.isPunctuation(";")
        || token.isPunctuation("(")
      {
        return false
      }
      if let word = token.identifier,
        ["class", "struct", "enum", "extension", "protocol", "actor"].contains(word)
      {
        return true
      }
      if token.identifier == "func" || token.identifier == "init" { return false }
      if token.followsNewline { return false }
      position -= 1
    }
    return false
  }

  /// True when the parentheses that hold `index` follow `func name`, `init` or `subscript`.
  private func isParameterList(before index: Int, in tokens: [Token]) -> Bool {
    var depth = 0
    var position = index - 1
    while position >= 0 {
      let token = tokens[position]
      if token.isPunctuation(")") { depth += 1 }
      if token.isPunctuation("(") {
        if depth == 0 {
          guard position >= 1 else { return false }
          let before = tokens[position - 1].identifier
          if before == "init" || before == "subscript" { return true }
          return position >= 2 && tokens[position - 2].identifier == "func"
        }
        depth -= 1
      }
      position -= 1
    }
    return false
  }

  /// The labels and names of the parameter list after `func name`, `init` or `subscript`.
  private mutating func parameters(after keyword: Int, in tokens: [Token]) {
    guard
      let open = (keyword + 1..<min(tokens.count, keyword + 4)).first(where: {
        tokens[$0].isPunctuation("(")
      })
    else { return }
    var depth = 0
    var atStart = true
    for position in open..<tokens.count {
      let token = tokens[position]
      if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("<") {
        depth += 1
        if depth == 1 { atStart = true }
        continue
      }
      if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation(">") {
        depth -= 1
        if depth == 0 { return }
        continue
      }
      guard depth == 1 else { continue }
      if token.isPunctuation(",") {
        atStart = true
      } else if atStart {
        // `label name:` or `name:`, both declared here.
        if let name = token.identifier {
          names.insert(name)
          declaredOtherwise.insert(name)
        }
        if position + 1 < tokens.count, let second = tokens[position + 1].identifier {
          names.insert(second)
          declaredOtherwise.insert(second)
        }
        atStart = false
      }
    }
  }

  /// `case first, second(label: T), third = 3`: each case name and associated-value label.
  /// (`case .x:` and `case let …` in a `switch` declare nothing here.)
  private mutating func caseNames(after keyword: Int, in tokens: [Token]) {
    var next = keyword + 1
    while next < tokens.count, let name = tokens[next].identifier, name != "let", name != "var" {
      names.insert(name)
      declaredOtherwise.insert(name)
      next += 1
      var depth = 0
      while next < tokens.count {
        let token = tokens[next]
        if token.isPunctuation("(") {
          depth += 1
        } else if token.isPunctuation(")") {
          depth -= 1
        } else if depth == 1, let label = token.identifier, next + 1 < tokens.count,
          tokens[next + 1].isPunctuation(":"),
          tokens[next - 1].isPunctuation("(")
            || tokens[next - 1].isPunctuation(",")
        {
          names.insert(label)
          declaredOtherwise.insert(label)
        } else if depth == 0 {
          if token.isPunctuation(",") { break }
          if token.identifier != nil || token.isPunctuation(":") || token.isPunctuation("{")
            || token.isPunctuation("}")
          {
            return
          }
        }
        next += 1
      }
      next += 1
    }
  }

  /// `{ a, b in`, `{ (a: Int, b) -> Void in`, `{ [weak self] result in`: the closure's
  /// parameters, when an `in` closes its head.
  private mutating func closureParameters(after open: Int, in tokens: [Token]) {
    var found: Set<String> = []
    var afterColon = false
    for position in (open + 1)..<min(tokens.count, open + 24) {
      let token = tokens[position]
      if token.identifier == "in" {
        names.formUnion(found)
        declaredOtherwise.formUnion(found)
        return
      }
      if let name = token.identifier {
        if !afterColon { found.insert(name) }
        continue
      }
      if token.isPunctuation(":") || token.isPunctuation("->") {
        afterColon = true
      } else if token.isPunctuation(",") {
        afterColon = false
      } else if !["(", ")", "[", "]", "?", "!", "<", ">", "."].contains(where: token.isPunctuation)
      {
        return
      }
    }
  }

  /// The identifiers from `start` up to the first token `stop` accepts.
  private func identifiers(
    from start: Int, until stop: (Token) -> Bool, _ tokens: [Token]
  ) -> Set<String> {
    var out: Set<String> = []
    var position = start
    while position < tokens.count, !stop(tokens[position]), position < start + 16 {
      if let name = tokens[position].identifier { out.insert(name) }
      position += 1
    }
    return out
  }
}
