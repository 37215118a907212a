/// Evaluates the condition of an Objective-C `#if` as clang would for the code a scenario
/// stands for (an ARC app built by clang), or says it cannot: `0`, `1`, `!`, `&&`, `||`,
/// parentheses, `defined(X)`, and `__has_feature(objc_arc)` (ARC is on, as everywhere in the
/// model). Any other name (`DEBUG`, `__IPHONE_OS_VERSION_MAX_ALLOWED`) depends on build
/// settings the scenario does not have: nil.
///
/// ```
/// #if !defined(__has_feature) || !__has_feature(objc_arc)   // false: the #error is dropped
/// ```
struct PreprocessorCondition {
  /// Macros clang defines for every Objective-C file (`defined(__OBJC__)`).
  static let definedMacros: Set<String> = ["__OBJC__", "__clang__", "__has_feature", "__OBJC2__"]
  /// `__has_feature(…)` features an ARC app has.
  static let features: Set<String> = ["objc_arc", "objc_arc_weak", "objc_instancetype"]

  private var tokens: [String]
  /// The scenario's own `#define`s: name → replacement as written.
  private var macros: [String: String] = [:]
  /// Names the scenario `#undef`s (and does not define again): known to be undefined.
  private var undefined: Set<String> = []
  private var index = 0
  /// The condition is not one this evaluator reads (a parse error, not an unknown name).
  private var failed = false

  /// The condition's value, or nil when the scenario cannot decide it.
  static func evaluate(
    _ text: String, macros: [String: String] = [:], undefined: Set<String> = []
  ) -> Bool? {
    var condition = PreprocessorCondition(tokens: split(text))
    condition.macros = macros
    condition.undefined = undefined
    let value = condition.disjunction()
    guard !condition.failed, condition.index == condition.tokens.count else { return nil }
    return value
  }

  /// `#ifdef X` / `#ifndef X`: whether `X` is defined, or nil when it is a build setting.
  static func isDefined(_ name: String) -> Bool? {
    definedMacros.contains(name) ? true : nil
  }

  private init(tokens: [String]) {
    self.tokens = tokens
  }

  private static func split(_ text: String) -> [String] {
    var tokens: [String] = []
    var word = ""
    let characters = Array(text)
    var position = 0
    func flush() {
      if !word.isEmpty { tokens.append(word) }
      word = ""
    }
    while position < characters.count {
      let character = characters[position]
      if character.isLetter || character.isNumber || character == "_" {
        word.append(character)
      } else {
        flush()
        let pair =
          position + 1 < characters.count ? String([character, characters[position + 1]]) : ""
        if ["&&", "||"].contains(pair) {
          tokens.append(pair)
          position += 1
        } else if !character.isWhitespace {
          tokens.append(String(character))
        }
      }
      position += 1
    }
    flush()
    return tokens
  }

  private var current: String? { index < tokens.count ? tokens[index] : nil }

  private mutating func take(_ token: String) -> Bool {
    guard current == token else { return false }
    index += 1
    return true
  }

  // Values are three-valued: nil is "depends on a build setting". `1 || DEBUG` is still 1 and
  // `0 && DEBUG` still 0, whatever DEBUG is; a malformed condition sets `failed`.

  private mutating func disjunction() -> Bool? {
    var value = conjunction()
    while take("||") {
      let right = conjunction()
      value =
        value == true || right == true ? true : (value == false && right == false ? false : nil)
    }
    return value
  }

  private mutating func conjunction() -> Bool? {
    var value = unary()
    while take("&&") {
      let right = unary()
      value =
        value == false || right == false ? false : (value == true && right == true ? true : nil)
    }
    return value
  }

  private mutating func unary() -> Bool? {
    if take("!") { return unary().map { !$0 } }
    if take("(") {
      let value = disjunction()
      if !take(")") { failed = true }
      return value
    }
    guard let word = current else {
      failed = true
      return nil
    }
    index += 1
    switch word {
    case "0", "NO", "false": return false
    case "1", "YES", "true": return true
    case "defined":
      let parenthesized = take("(")
      guard let name = current else {
        failed = true
        return nil
      }
      index += 1
      if parenthesized, !take(")") { failed = true }
      if macros[name] != nil { return true }
      return undefined.contains(name) ? false : Self.isDefined(name)
    case "__has_feature":
      guard take("("), let feature = current else {
        failed = true
        return nil
      }
      index += 1
      if !take(")") { failed = true }
      return Self.features.contains(feature) ? true : nil
    default:
      // A name: the scenario's own `#define X 1`, a macro clang defines (1), or a build
      // setting (unknown).
      if let body = macros[word] {
        return ["1", "YES", "true"].contains(body)
          ? true : (["0", "NO", "false"].contains(body) ? false : nil)
      }
      if word.first?.isLetter == true || word.first == "_" {
        return Self.definedMacros.contains(word) && word != "__has_feature" ? true : nil
      }
      failed = true
      return nil
    }
  }
}
