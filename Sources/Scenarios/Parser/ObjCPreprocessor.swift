/// The preprocessor lines real Objective-C files have between and inside methods, applied to
/// the tokens before parsing, so they are accepted wherever they stand.
///
/// - `#import`, `#include`, `#pragma` (`#pragma mark - Lifecycle`), `#warning`: dropped; they
///   change nothing the code does.
/// - `#if 0` … `#endif` drops its code (the common way to comment a block out), `#if 1` keeps
///   it; `#else` and `#elif 0`/`#elif 1` choose the other branch as the compiler does. The ARC
///   check `#if !__has_feature(objc_arc)` is false (`PreprocessorCondition`).
///   The SDK's macros are defined (`#ifndef NS_ENUM` is false) and the iOS version macros
///   compare as any app a current Xcode builds (`#if __IPHONE_OS_VERSION_MIN_REQUIRED <
///   70000` is false).
/// - `#ifndef X` whose group defines `X` itself (an include guard `#ifndef Theme_h` /
///   `#define Theme_h`, a default `#ifndef kWidth` / `#define kWidth 260`) is true when
///   neither the file nor the SDK defined `X` before: the group is the file's own definition of
///   `X`, which a build setting could only have replaced with another.
/// - `DEBUG` is 1, as in the Debug configuration Xcode's Run action builds (`DEBUG=1`).
/// - Any other condition (`#ifdef X`, `#if __IPHONE_OS_VERSION_MIN_REQUIRED <
///   150000`) is a diagnostic: which branch the compiler keeps depends on build settings the
///   scenario does not have, so the model will not guess.
///
/// - `#define kDuration 0.3` (an object-like macro) replaces each later `kDuration` with its
///   tokens, which carry the place of the use for diagnostics; `#undef` ends it.
///
/// Other directives (a function-like `#define MAX(a, b)`, `#error`) are left in place for the
/// parser to report where they are.
enum ObjCPreprocessor {
  /// Directives dropped wherever they appear.
  static let ignored: Set<String> = ["import", "include", "pragma", "warning"]

  /// One open `#if`: whether its current branch is kept, whether an earlier branch was.
  private struct Conditional {
    var location: SourceLocation
    var keeping: Bool
    var taken: Bool
  }

  /// The tokens the compiler would see.
  static func apply(_ tokens: [Token]) throws(ScenarioError) -> [Token] {
    var result: [Token] = []
    result.reserveCapacity(tokens.count)
    var open: [Conditional] = []
    var macros = ObjectLikeMacros()
    var functionMacros = FunctionMacros()
    let selfDefining = selfDefiningGroups(tokens)
    for (position, token) in tokens.enumerated() {
      let keeping = open.allSatisfy(\.keeping)
      guard case .directive(let name, let rest) = token.kind else {
        if keeping { try macros.expand(token, into: &result) }
        if !keeping, token.kind == .endOfInput { result.append(token) }
        continue
      }
      switch name {
      case "define" where keeping:
        if try functionMacros.define(rest, at: token.location) { continue }
        if !(try macros.define(rest, at: token.location)) { result.append(token) }
      case "undef" where keeping:
        macros.undefine(rest)
      case "if", "ifdef", "ifndef":
        // Inside dropped code the condition is never evaluated, as in the compiler.
        let value =
          keeping
          ? try condition(
            name, rest, macros, definesItself: selfDefining.contains(position),
            at: token.location) : false
        open.append(Conditional(location: token.location, keeping: value, taken: value))
      case "elif":
        guard var last = open.popLast() else { throw stray(name, at: token.location) }
        let outerKeeping = open.allSatisfy(\.keeping)
        let value =
          !last.taken && outerKeeping
          ? try condition("if", rest, macros, at: token.location) : false
        last.keeping = value
        last.taken = last.taken || value
        open.append(last)
      case "else":
        guard var last = open.popLast() else { throw stray(name, at: token.location) }
        last.keeping = !last.taken
        last.taken = true
        open.append(last)
      case "endif":
        guard open.popLast() != nil else { throw stray(name, at: token.location) }
      case _ where ignored.contains(name):
        continue
      default:
        if keeping { result.append(token) }
      }
    }
    if let unclosed = open.last {
      throw ScenarioError(
        .unexpectedToken(found: "end of input", expected: "`#endif` to close this `#if`"),
        at: unclosed.location)
    }
    // Object-like macros in a function-like macro's body (`#define SIDE(x) (kWidth + x)`) and
    // names made by `##` are replaced as the expansion is rescanned (C11 6.10.3.4), with the
    // definitions as they stand at the end of the file.
    let expanded = try functionMacros.expand(result, objectLike: macros)
    return namingFile(droppingPragmaOperators(expanded))
  }

  /// The tokens with `__FILE__` (C11 6.10.8.1: "the presumed name of the current source file",
  /// a string literal) replaced. [I] A scenario has no file of its own: its name is that of
  /// the file the code was cut from as Xcode names it, the first `@implementation`'s class
  /// with `.m` (`ContainerViewController.m`), or `main.m` when it implements no class.
  static func namingFile(_ tokens: [Token]) -> [Token] {
    guard tokens.contains(where: { $0.identifier == "__FILE__" }) else { return tokens }
    var name = "main.m"
    for (index, token) in tokens.enumerated()
    where token.kind == .atKeyword("implementation") && index + 1 < tokens.count {
      if let className = tokens[index + 1].identifier {
        name = className + ".m"
        break
      }
    }
    return tokens.map { token in
      guard token.identifier == "__FILE__" else { return token }
      var file = token
      file.kind = .string([.text(name)], objc: false)
      return file
    }
  }

  /// The tokens without each `_Pragma("…")` (C11 6.10.9: the operator form of `#pragma`, which
  /// macros use to silence a warning around their expansion): it changes nothing the code
  /// does, as `#pragma` does not.
  static func droppingPragmaOperators(_ tokens: [Token]) -> [Token] {
    guard tokens.contains(where: { $0.identifier == "_Pragma" }) else { return tokens }
    var kept: [Token] = []
    kept.reserveCapacity(tokens.count)
    var index = 0
    while index < tokens.count {
      if tokens[index].identifier == "_Pragma", index + 3 < tokens.count,
        tokens[index + 1].isPunctuation("("), case .string = tokens[index + 2].kind,
        tokens[index + 3].isPunctuation(")")
      {
        index += 4
        continue
      }
      kept.append(tokens[index])
      index += 1
    }
    return kept
  }

  /// `0`/`1` (also `NO`/`YES`, `false`/`true`), and what `PreprocessorCondition` decides
  /// (`!__has_feature(objc_arc)`, `DEBUG`); a project's own build setting cannot be decided.
  private static func condition(
    _ name: String, _ rest: String, _ macros: ObjectLikeMacros, definesItself: Bool = false,
    at location: SourceLocation
  ) throws(ScenarioError) -> Bool {
    // A trailing `// comment` or `/* comment */` is part of the directive's line.
    var text = ""
    var previous: Character?
    for character in rest {
      if previous == "/", character == "/" || character == "*" {
        text.removeLast()
        break
      }
      text.append(character)
      previous = character
    }
    let value = text.trimmingSpaces()
    switch name {
    case "if":
      if let decided = PreprocessorCondition.evaluate(
        value, macros: macros.bodies, undefined: macros.undefined)
      {
        return decided
      }
    case "ifdef", "ifndef":
      let defined = macros.isDefined(value) ?? (definesItself ? false : nil)
      if let defined { return name == "ifdef" ? defined : !defined }
    default: break
    }
    throw ScenarioError(
      .unsupported(
        "the preprocessor condition `#\(name) \(value)` (which branch the compiler keeps "
          + "depends on build settings the scenario does not have)",
        instead: "`#if 0` / `#if 1` … `#else` … `#endif`; or keep only the branch you mean"),
      at: location)
  }

  /// The positions of the `#ifndef X` lines whose group (up to the matching `#endif`)
  /// contains `#define X`: the include guard and the default-value idiom.
  private static func selfDefiningGroups(_ tokens: [Token]) -> Set<Int> {
    var result: Set<Int> = []
    var open: [(position: Int, name: String?)] = []
    for (position, token) in tokens.enumerated() {
      guard case .directive(let name, let rest) = token.kind else { continue }
      switch name {
      case "if", "ifdef":
        open.append((position, nil))
      case "ifndef":
        open.append((position, Self.macroName(rest)))
      case "endif":
        _ = open.popLast()
      case "define":
        let defined = Self.macroName(rest)
        for group in open where group.name == defined { result.insert(group.position) }
      default: break
      }
    }
    return result
  }

  /// The name a directive's text starts with (`kWidth` of `kWidth 260`, `MAX` of `MAX(a, b)`).
  private static func macroName(_ rest: String) -> String {
    String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
  }

  private static func stray(_ name: String, at location: SourceLocation) -> ScenarioError {
    ScenarioError(.unbalancedConditional(name), at: location)
  }
}

/// The object-like macros `#define` made so far (`#define kDuration 0.3`).
struct ObjectLikeMacros {
  /// Each macro's replacement tokens (without `.endOfInput`).
  private var tokens: [String: [Token]] = [:]

  /// The SDK's spellings of `extern` (NSObjCRuntime.h, UIKitDefines.h, CGBase.h,
  /// CABase.h), replaced as their headers define them.
  static let sdkExterns = [
    "FOUNDATION_EXTERN", "FOUNDATION_EXPORT", "UIKIT_EXTERN", "CG_EXTERN", "CA_EXTERN",
    "OBJC_EXTERN", "CF_EXPORT",
  ]

  /// `<math.h>`'s constants (`M_PI`, `M_PI_2` …), as the header defines them.
  static let mathConstants = [
    "M_E": "2.71828182845904523536028747135266250",
    "M_LOG2E": "1.44269504088896340735992468100189214",
    "M_LOG10E": "0.434294481903251827651128918916605082",
    "M_LN2": "0.693147180559945309417232121458176568",
    "M_LN10": "2.30258509299404568401799145468436421",
    "M_PI": "3.14159265358979323846264338327950288",
    "M_PI_2": "1.57079632679489661923132169163975144",
    "M_PI_4": "0.785398163397448309615660845819875721",
    "M_1_PI": "0.318309886183790671537767526745028724",
    "M_2_PI": "0.636619772367581343075535053490057448",
    "M_2_SQRTPI": "1.12837916709551257389615890312154517",
    "M_SQRT2": "1.41421356237309504880168872420969808",
    "M_SQRT1_2": "0.707106781186547524400844362104849039",
  ]

  init() {
    for name in Self.sdkExterns {
      tokens[name] = (try? Lexer.tokenize("extern"))?.filter { $0.kind != .endOfInput }
    }
    for (name, value) in Self.mathConstants {
      tokens[name] = (try? Lexer.tokenize(value))?.filter { $0.kind != .endOfInput }
    }
  }
  /// Each macro's replacement as written, for `#if` conditions.
  private(set) var bodies: [String: String] = [:]
  /// Names `#undef` removed (and no `#define` made again).
  private(set) var undefined: Set<String> = []

  /// Whether `name` is defined here: a macro of the scenario, one it undefined, one clang
  /// defines, or nil for a build setting.
  func isDefined(_ name: String) -> Bool? {
    if bodies[name] != nil { return true }
    return undefined.contains(name) ? false : PreprocessorCondition.isDefined(name)
  }

  /// Records `NAME body` (the text after `#define`); false for a function-like macro
  /// (`MAX(a, b)`) or one continued on the next line with `\`, which are not modelled and
  /// stay for the parser to report.
  mutating func define(_ rest: String, at location: SourceLocation) throws(ScenarioError) -> Bool {
    let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    let after = rest.dropFirst(name.count)
    guard !name.isEmpty, after.first != "(", !rest.hasSuffix("\\") else { return false }
    var body = ""
    var previous: Character?
    for character in after {
      if previous == "/", character == "/" || character == "*" {
        body.removeLast()
        break
      }
      body.append(character)
      previous = character
    }
    let lexed: [Token]
    do throws(ScenarioError) {
      lexed = try Lexer.tokenize(body)
    } catch {
      throw ScenarioError(
        .syntax("in the `#define` of `\(name)`: \(error.diagnostic.message)"), at: location)
    }
    tokens[name] = lexed.filter { $0.kind != .endOfInput }
    bodies[name] = body.trimmingSpaces()
    undefined.remove(name)
    return true
  }

  mutating func undefine(_ rest: String) {
    let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    tokens[name] = nil
    bodies[name] = nil
    undefined.insert(name)
  }

  /// Appends `token`, or the replacement of the macro it names (expanded again, except the
  /// macros being replaced, as C does), each at the place of the use.
  func expand(_ token: Token, into result: inout [Token], expanding: Set<String> = [])
    throws(ScenarioError)
  {
    if case .atKeyword(let word) = token.kind, tokens[word] != nil, !expanding.contains(word) {
      // `@TABBAR_HEIGHT`: `@` then the macro, expanded (`@40`, a boxed number; `@(40)` for a
      // parenthesised value), as clang's preprocessor sees the two tokens.
      var at = token
      at.kind = .punctuation("@")
      result.append(at)
      var name = token
      name.kind = .identifier(word)
      name.followsSpace = false
      name.followsNewline = false
      try expand(name, into: &result, expanding: expanding)
      return
    }
    if token.identifier == "__LINE__" {
      // The line of the use (C11 6.10.8.1), where a macro that logs it was used.
      var line = token
      line.kind = .number(Double(token.location.line), text: String(token.location.line))
      result.append(line)
      return
    }
    guard let name = token.identifier, let replacement = tokens[name], !expanding.contains(name)
    else {
      result.append(token)
      return
    }
    // Macros that expand each other nest no deeper than code may, and their tokens (which
    // can double at each level) stay within a string's length.
    guard expanding.count < ScenarioLimits.nesting else {
      throw ScenarioError(.nestingTooDeep(limit: ScenarioLimits.nesting), at: token.location)
    }
    guard result.count < ScenarioLimits.stringLength else {
      throw ScenarioError(
        .tooLarge(
          what: "the code after `#define` replacements", limit: ScenarioLimits.stringLength),
        at: token.location)
    }
    for (index, piece) in replacement.enumerated() {
      var placed = piece
      placed.location = token.location
      placed.followsNewline = index == 0 ? token.followsNewline : false
      if index == 0 { placed.followsSpace = token.followsSpace }
      try expand(placed, into: &result, expanding: expanding.union([name]))
    }
  }
}
