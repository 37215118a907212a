/// Swift's conditional compilation blocks (The Swift Programming Language, "Compiler
/// Control Statements"): `#if os(iOS)` … `#elseif os(macOS)` … `#else` … `#endif` keeps the
/// branch whose condition holds for the code a scenario stands for, an iOS app built by
/// Swift 6 for a device, and drops the others before parsing, as the compiler does.
///
/// Conditions: `os(…)`, `canImport(…)`, `arch(…)`, `targetEnvironment(…)`, `swift(>=…)`,
/// `compiler(<…)`, `true`, `false`, `!`, `&&`, `||` and parentheses. `DEBUG` holds: [I] a
/// scenario stands for the app as Xcode's Run action builds it, in the Debug configuration,
/// whose `SWIFT_ACTIVE_COMPILATION_CONDITIONS` Xcode's project templates set to `DEBUG`
/// (FIDELITY-SURFACE.md W23). Any other custom flag depends on build settings the scenario
/// does not have: a diagnostic.
enum SwiftConditionalCompilation {
  /// The tokens the compiler would parse.
  static func apply(_ tokens: [Token]) throws(ScenarioError) -> [Token] {
    // Any of the four (a stray `#endif` is reported as one).
    guard
      tokens.contains(where: {
        if case .directive(let name, _) = $0.kind {
          ["if", "elseif", "else", "endif"].contains(name)
        } else {
          false
        }
      })
    else { return tokens }
    var result: [Token] = []
    result.reserveCapacity(tokens.count)
    // Each open `#if`: whether its current branch is kept, and whether one was.
    var open: [(location: SourceLocation, keeping: Bool, taken: Bool)] = []
    for token in tokens {
      let keeping = open.allSatisfy(\.keeping)
      guard case .directive(let name, let rest) = token.kind,
        ["if", "elseif", "else", "endif"].contains(name)
      else {
        if keeping || token.kind == .endOfInput { result.append(token) }
        continue
      }
      switch name {
      case "if":
        let value = keeping ? try condition(rest, at: token.location) : false
        open.append((token.location, value, value))
      case "elseif":
        guard var last = open.popLast() else { throw stray(name, at: token.location) }
        let outer = open.allSatisfy(\.keeping)
        let value = !last.taken && outer ? try condition(rest, at: token.location) : false
        last.keeping = value
        last.taken = last.taken || value
        open.append(last)
      case "else":
        guard var last = open.popLast() else { throw stray(name, at: token.location) }
        last.keeping = !last.taken
        last.taken = true
        open.append(last)
      default:  // endif
        guard open.popLast() != nil else { throw stray(name, at: token.location) }
      }
    }
    if let unclosed = open.last {
      throw ScenarioError(
        .unexpectedToken(found: "end of input", expected: "`#endif` to close this `#if`"),
        at: unclosed.location)
    }
    return result
  }

  /// The value of one `#if` condition, or the diagnostic that says it depends on the build.
  static func condition(_ text: String, at location: SourceLocation) throws(ScenarioError)
    -> Bool
  {
    var reader = ConditionReader(text: text.split(separator: "//").first.map(String.init) ?? "")
    if let value = reader.disjunction(), reader.atEnd { return value }
    throw ScenarioError(
      .unsupported(
        "the compilation condition `#if \(text.trimmingSpaces())` (which branch the compiler "
          + "keeps depends on build settings the scenario does not have)",
        instead: "`os(iOS)`, `canImport(UIKit)`, `swift(>=5)`; or keep only the branch you mean"),
      at: location)
  }

  private static func stray(_ name: String, at location: SourceLocation) -> ScenarioError {
    ScenarioError(.unbalancedConditional(name), at: location)
  }

  /// Modules an iOS app can import (`canImport(UIKit)`); `AppKit`, `Cocoa` and `WatchKit`
  /// are other platforms'. Any other module is undecided.
  static let iOSModules: Set<String> = [
    "UIKit", "Foundation", "SwiftUI", "Combine", "CoreGraphics", "QuartzCore", "Darwin",
    "ObjectiveC", "CoreFoundation", "AVFoundation", "MapKit", "WebKit", "Photos", "os",
    "UserNotifications", "CoreData", "CoreLocation", "Dispatch",
  ]
  static let otherPlatformModules: Set<String> = ["AppKit", "Cocoa", "WatchKit"]
  /// The Swift version the model's code stands for.
  static let swiftVersion = [6, 0]

  /// A recursive-descent reader of the condition's words.
  private struct ConditionReader {
    var words: [String]
    var index = 0
    var atEnd: Bool { index == words.count }

    init(text: String) {
      var words: [String] = []
      var word = ""
      var characters = Array(text)[...]
      func flush() {
        if !word.isEmpty { words.append(word) }
        word = ""
      }
      while let character = characters.popFirst() {
        if character.isLetter || character.isNumber || character == "_" || character == "." {
          word.append(character)
        } else if character == " " || character == "\t" {
          flush()
        } else {
          flush()
          if character == "&" || character == "|" || character == ">" || character == "<",
            characters.first == (character == ">" || character == "<" ? "=" : character)
          {
            words.append(String(character) + String(characters.removeFirst()))
          } else {
            words.append(String(character))
          }
        }
      }
      flush()
      self.words = words
    }

    mutating func take(_ word: String) -> Bool {
      guard index < words.count, words[index] == word else { return false }
      index += 1
      return true
    }

    mutating func disjunction() -> Bool? {
      guard var value = conjunction() else { return nil }
      while take("||") {
        guard let right = conjunction() else { return nil }
        value = value || right
      }
      return value
    }

    mutating func conjunction() -> Bool? {
      guard var value = unary() else { return nil }
      while take("&&") {
        guard let right = unary() else { return nil }
        value = value && right
      }
      return value
    }

    mutating func unary() -> Bool? {
      if take("!") { return unary().map { !$0 } }
      if take("(") {
        let value = disjunction()
        return take(")") ? value : nil
      }
      guard index < words.count else { return nil }
      let word = words[index]
      index += 1
      if word == "true" { return true }
      if word == "false" { return false }
      // A custom flag: `DEBUG` is set in the Debug configuration (W23); others are undecided.
      guard take("(") else { return word == Self.debugFlag ? true : nil }
      var argument: [String] = []
      while index < words.count, words[index] != ")" {
        argument.append(words[index])
        index += 1
      }
      guard take(")") else { return nil }
      return Self.platformCondition(word, argument)
    }

    /// The flag Xcode's Debug configuration sets (W23).
    static let debugFlag = "DEBUG"

    /// `os(iOS)`, `canImport(UIKit)`, `swift(>=5.9)` …, or nil when undecided.
    static func platformCondition(_ name: String, _ argument: [String]) -> Bool? {
      let value = argument.joined()
      switch name {
      case "os": return value == "iOS"
      case "arch": return value == "arm64"
      case "canImport":
        if SwiftConditionalCompilation.iOSModules.contains(value) { return true }
        if SwiftConditionalCompilation.otherPlatformModules.contains(value) { return false }
        return nil
      case "targetEnvironment":
        return value == "macCatalyst" ? false : nil
      case "swift", "compiler":
        guard argument.count == 2, argument[0] == ">=" || argument[0] == "<" else { return nil }
        let wanted = argument[1].split(separator: ".").compactMap { Int($0) }
        let atLeast = !SwiftConditionalCompilation.swiftVersion.lexicographicallyPrecedes(wanted)
        return argument[0] == ">=" ? atLeast : !atLeast
      default: return nil
      }
    }
  }
}
