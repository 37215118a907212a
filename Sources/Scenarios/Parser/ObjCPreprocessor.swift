/// The preprocessor lines real Objective-C files have between and inside methods, applied to
/// the tokens before parsing, so they are accepted wherever they stand.
///
/// - `#import`, `#include`, `#pragma` (`#pragma mark - Lifecycle`), `#warning`: dropped; they
///   change nothing the code does.
/// - `#if 0` … `#endif` drops its code (the common way to comment a block out), `#if 1` keeps
///   it; `#else` and `#elif 0`/`#elif 1` choose the other branch as the compiler does. The ARC
///   check `#if !__has_feature(objc_arc)` is false (`PreprocessorCondition`).
/// - Any other condition (`#if DEBUG`, `#ifdef X`, `#if __IPHONE_OS_VERSION_MAX_ALLOWED …`)
///   is a diagnostic: which branch the compiler keeps depends on build settings the
///   scenario does not have, so the model will not guess.
///
/// Other directives (`#define`) are left in place for the parser to report where they are.
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
    for token in tokens {
      let keeping = open.allSatisfy(\.keeping)
      guard case .directive(let name, let rest) = token.kind else {
        if keeping || token.kind == .endOfInput { result.append(token) }
        continue
      }
      switch name {
      case "if", "ifdef", "ifndef":
        // Inside dropped code the condition is never evaluated, as in the compiler.
        let value = keeping ? try condition(name, rest, at: token.location) : false
        open.append(Conditional(location: token.location, keeping: value, taken: value))
      case "elif":
        guard var last = open.popLast() else { throw stray(name, at: token.location) }
        let outerKeeping = open.allSatisfy(\.keeping)
        let value =
          !last.taken && outerKeeping ? try condition("if", rest, at: token.location) : false
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
    return result
  }

  /// `0`/`1` (also `NO`/`YES`, `false`/`true`), and what `PreprocessorCondition` decides
  /// (`!__has_feature(objc_arc)`); a build setting (`DEBUG`) cannot be decided here.
  private static func condition(_ name: String, _ rest: String, at location: SourceLocation)
    throws(ScenarioError) -> Bool
  {
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
      if let decided = PreprocessorCondition.evaluate(value) { return decided }
    case "ifdef":
      if let decided = PreprocessorCondition.isDefined(value) { return decided }
    case "ifndef":
      if let decided = PreprocessorCondition.isDefined(value) { return !decided }
    default: break
    }
    throw ScenarioError(
      .unsupported(
        "the preprocessor condition `#\(name) \(value)` (which branch the compiler keeps "
          + "depends on build settings the scenario does not have)",
        instead: "`#if 0` / `#if 1` … `#else` … `#endif`; or keep only the branch you mean"),
      at: location)
  }

  private static func stray(_ name: String, at location: SourceLocation) -> ScenarioError {
    ScenarioError(.syntax("`#\(name)` without an open `#if`"), at: location)
  }
}
