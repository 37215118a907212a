import Foundation
import Testing

@testable import Scenarios

/// Issue 25's grep, as a test: every `case "…"` of a `switch` in `Sources/Scenarios` whose
/// string names a name of the real surface (a member's Swift base name or Objective-C
/// selector's first piece, a C function, a constant, an enum case, a type), outside the
/// declaration files (those that declare a `UIKitType`). Parsers are read too; only the
/// languages' own words (keywords, printf conversions) are left out, so a member switch is
/// found wherever it is. The files that still have some are listed with their counts: a new
/// member switch fails here, and moving one into a declaration lowers its file's count.
@Suite struct MemberSwitchCensusTests {
  static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/Scenarios")

  /// Words of Swift, Objective-C and C's printf that a parser or formatter switches on.
  static let languageWords: Set<String> = [
    "self", "super", "class", "protocol", "init", "return", "repeat", "in", "for", "if", "else",
    "case", "default", "nil", "true", "false", "YES", "NO", "static", "let", "var", "func",
    "import", "struct", "enum", "extension", "while", "do", "switch", "break", "continue",
    "where", "as", "is", "try", "throw", "throws", "0", "1", "d", "i", "x", "c", "a", "bool",
  ]

  /// Every name of the surface a switch could dispatch on.
  static func surfaceNames() -> Set<String> {
    var names: Set<String> = []
    for type in UIKitSurface.shared.types.values {
      names.insert(type.objcName)
      names.insert(type.swiftName)
      for member in type.members {
        names.insert(member.swiftBaseName)
        names.insert(String(member.objcName.prefix { $0 != ":" }))
      }
    }
    names.remove("")
    return names.subtracting(languageWords)
  }

  /// The string literals of each `case` label (continued over lines), by file.
  static func caseLiterals(in text: String) -> [String] {
    var literals: [String] = []
    var continuing = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.drop { $0 == " " }
      var rest: Substring
      if trimmed.hasPrefix("case \"") {
        rest = trimmed.dropFirst(5)
      } else if continuing, trimmed.hasPrefix("\"") {
        rest = trimmed
      } else {
        continuing = false
        continue
      }
      continuing = false
      while rest.first == "\"" {
        let body = rest.dropFirst()
        guard let close = body.firstIndex(of: "\"") else { break }
        literals.append(String(body[..<close]))
        rest = body[body.index(after: close)...].drop { $0 == " " }
        guard rest.first == "," else { break }
        rest = rest.dropFirst().drop { $0 == " " }
        if rest.isEmpty { continuing = true }
      }
    }
    return literals
  }

  static func census() throws -> [String: Int] {
    let names = surfaceNames()
    var counts: [String: Int] = [:]
    let files = FileManager.default.enumerator(atPath: sources.path)?.allObjects as? [String] ?? []
    for file in files where file.hasSuffix(".swift") && !file.hasPrefix("Surface/Generated/") {
      let text = try String(contentsOfFile: sources.path + "/" + file, encoding: .utf8)
      // A declaration file: the one place member behaviour belongs.
      if text.contains("= UIKitType(") { continue }
      let hits = caseLiterals(in: text).filter { literal in
        names.contains(String(literal.prefix { $0 != "(" && $0 != ":" }))
      }
      if !hits.isEmpty { counts[file] = hits.count }
    }
    return counts
  }

  @Test func memberSwitchesAreOnlyWhereListed() throws {
    let counts = try Self.census()
    print(
      "member switch census: \(counts.values.reduce(0, +)) cases in \(counts.count) files: "
        + counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
    #expect(counts == Self.remaining)
  }

  /// What is left, by file, and why each has not moved into a declaration yet.
  ///
  /// - Foundation and the standard library's collections, whose mutating members assign the
  ///   changed value back to where the receiver came from, which a declaration's call does not
  ///   know (`UIKitCall` has the receiver's value, not its place): Interpreter+Arrays
  ///   (Swift's `Array`), +Dictionaries (`count`, `keys` …), +SwiftSequences,
  ///   +SwiftStandardLibrary (round 37's families: `split`, `union`, `merging`, `rounded` …,
  ///   names the surface's Foundation types share; the standard library has no declaration files;
  ///   round 38's `prefix(upTo:)` / `suffix(from:)` and `advanced(by:)`),
  ///   +SwiftNumberConstants (`Int.max`, `CGFloat.zero`: type members of Swift's numbers; round
  ///   38's fixed-width integers' `max`, `min`, `zero`, `bitWidth`).
  /// - C, not the SDK's members: Interpreter+FoundationNumbers (`float`, `double` in the C cast
  ///   conversion NSNumber's and NSString's declared values use), Builtins+CMath (`MIN`, `MAX`),
  ///   Builtins+CRanges (NSRange.h's functions), Builtins+CRuntime (`NSClassFromString`), and the
  ///   struct kinds a declaration or an initializer list names: ObjCParser+Expressions, +CValues,
  ///   +InstanceVariables (`UIViewAnimationOptions`), MissingPieceAppConstants.
  /// - The Objective-C runtime's own messages: +MemoryManagement (`retain`, `release`),
  ///   +ObjCExceptions (the mutable classes whose changes raise).
  /// - Areas' containers: Interpreter+OtherContainers (page and split options),
  ///   +ContainerSubclasses; Swift concurrency's `Task`; the stand-in writer's superclass.
  /// - Words that are not members at all: a scenario block's attributes (ScenarioAttributes's
  ///   `parent`, `run`, `show`, `storyboard`).
  ///
  /// Moved since round 34: NSString and String (Interpreter+SwiftStrings, ObjCRuntime's string
  /// messages, FoundationNumbers' string values: UIKit/NSString.swift), NSNumber's values and
  /// factories (UIKit/NSNumber.swift), index paths, flow layouts and nibs (Interpreter+Lists:
  /// their types' initializers), the zero of a declared struct (NilMessages,
  /// InstanceVariables: `UIKitDeclarations.zeroValues`).
  static let remaining: [String: Int] = [
    "API/ScenarioAttributes.swift": 4,
    "Interpreter/Builtins+CMath.swift": 2,
    "Interpreter/Builtins+CRanges.swift": 6,
    "Interpreter/Builtins+CRuntime.swift": 1,
    "Interpreter/Interpreter+Arrays.swift": 18,
    "Interpreter/Interpreter+CValues.swift": 3,
    "Interpreter/Interpreter+ContainerSubclasses.swift": 2,
    "Interpreter/Interpreter+Dictionaries.swift": 5,
    "Interpreter/Interpreter+FoundationNumbers.swift": 2,
    "Interpreter/Interpreter+InstanceVariables.swift": 1,
    "Interpreter/Interpreter+MemoryManagement.swift": 3,
    "Interpreter/Interpreter+ObjCExceptions.swift": 5,
    "Interpreter/Interpreter+OtherContainers.swift": 13,
    "Interpreter/Interpreter+SwiftConcurrencyAPI.swift": 2,
    "Interpreter/Interpreter+SwiftNumberConstants.swift": 6,
    "Interpreter/Interpreter+SwiftSequences.swift": 3,
    "Interpreter/Interpreter+SwiftStandardLibrary.swift": 25,
    "Interpreter/Interpreter+SwiftStructuredConcurrency.swift": 1,
    "Parser/ObjCParser+Expressions.swift": 13,
    "Semantics/MissingPieceAppConstants.swift": 6,
    "Semantics/StandInWriter.swift": 2,
  ]
}
