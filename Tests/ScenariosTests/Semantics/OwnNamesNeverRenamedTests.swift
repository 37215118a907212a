import Foundation
import Testing

@testable import Scenarios

/// A name the snippet declares is the snippet's: for every old spelling the renamed table
/// knows (every entry of `SurfaceRenames`, and every Swift 2 capitalised enum case), a snippet
/// declares it as its own enum case, associated-value label, struct property, class property,
/// method (with the old labels), parameter and local, and uses each of them, in Swift and in
/// Objective-C. No diagnostic and no fix-it may come of it: `lessons fix` rewrote an app's
/// `.collapsed` to `isCollapsed` and its `animation:` label to `init()` (sweep 29 s01, s11).
@Suite struct OwnNamesNeverRenamedTests {
  /// Every old base name, sorted; Swift keywords and names neither language can declare left out.
  static let oldNames: [String] = {
    let keywords = Set<String>([
      "init", "deinit", "self", "super", "class", "struct", "enum", "case", "default", "new",
      "func", "var", "let", "in", "is", "as", "do", "if", "for", "while", "switch", "return",
      "protocol", "extension", "import", "operator", "subscript", "static", "where", "true",
      "false", "nil", "id", "Type", "Protocol", "copy", "description", "hash", "isEqual",
      "print", "repeat", "guard", "defer", "throw", "throws", "try", "catch", "inout", "Any",
      "Self", "internal", "private", "public", "open", "fileprivate", "some", "any",
    ])
    // Swift's own types (`Array(…)`) are the language's, not the renamed table's.
    .union(UndeclaredTypes.languageTypes)
    let names =
      Set(SurfaceRenames.byOldBase.all.keys).union(SurfaceRenames.enumCasesByCapitalised.all.keys)
    return names.filter { name in
      !keywords.contains(name) && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        && name.first?.isLetter == true
    }.sorted()
  }()

  /// The old names in groups, one snippet per group.
  static let allGroups: [[String]] = stride(from: 0, to: oldNames.count, by: 60).map {
    Array(oldNames[$0..<min($0 + 60, oldNames.count)])
  }

  /// Every eighth group in the unit suite; every group (about 3,000 names, two minutes on a
  /// busy machine) with `SURFACE_COVERAGE_FULL=1`, as the surface coverage test does.
  static let groups: [[String]] =
    ProcessInfo.processInfo.environment["SURFACE_COVERAGE_FULL"] != nil
    ? allGroups : allGroups.enumerated().filter { $0.offset % 8 == 0 }.map(\.element)

  @Test func theTableIsLarge() {
    // The construction covers the table, whatever its size: this only guards against an
    // empty table making every test below pass vacuously.
    #expect(Self.oldNames.count > 1_000)
    #expect(Self.oldNames.contains("animation"))
    #expect(Self.oldNames.contains("collapsed"))
  }

  static func swiftSnippet(_ names: [String]) -> String {
    var lines: [String] = []
    for (index, name) in names.enumerated() {
      let labels = SurfaceRenames.byOldBase[name]?.compactMap(\.oldLabels).first ?? []
      let parameters = labels.enumerated().map { position, label in
        "\(label) a\(position): Int"
      }.joined(separator: ", ")
      let arguments = labels.enumerated().map { position, label in
        label == "_" ? "\(position)" : "\(label): \(position)"
      }.joined(separator: ", ")
      lines += [
        "enum AppCase\(index) {",
        "  case \(name), other",
        "  case labelled(\(name): Int)",
        "}",
        "struct AppValue\(index) {",
        "  var \(name) = 1",
        "}",
        "class AppObject\(index): NSObject {",
        "  var \(name) = 2",
        "  func \(name)(\(parameters)) -> Int { return 3 }",
        "  func run(\(name) value: Int) -> Int {",
        "    self.\(name) = value",
        "    \(name) = value + 1",
        "    return \(name)(\(arguments))",
        "  }",
        "}",
        "var case\(index): AppCase\(index) = .\(name)",
        "case\(index) = case\(index) == .other ? .\(name) : AppCase\(index).\(name)",
        "switch case\(index) {",
        "case .\(name): print(\"\(index) case\")",
        "default: print(\"\(index) other\")",
        "}",
        "if case .labelled(let value) = AppCase\(index).labelled(\(name): 5) { print(value) }",
        "let value\(index) = AppValue\(index)()",
        "print(value\(index).\(name), AppObject\(index)().run(\(name): 4))",
        "do {",
        "  let \(name) = \(index)",
        "  let items = [\(name)].map { \(name) in \(name) + 1 }",
        "  for \(name) in items { print(\(name)) }",
        "}",
      ]
    }
    return lines.joined(separator: "\n")
  }

  static func objcSnippet(_ names: [String]) -> String {
    // In Objective-C a UIKit type's name (`UIViewAnimationOptions`) is current, not old.
    let names = names.filter { UIKitSurface.shared.type(named: $0) == nil }
    var lines: [String] = []
    for (index, name) in names.enumerated() {
      lines += [
        "typedef NS_ENUM(NSInteger, AppCase\(index)) { \(name), AppCase\(index)Other };",
        "@interface AppObject\(index) : NSObject",
        "@property (nonatomic) NSInteger \(name);",
        "@end",
        "@implementation AppObject\(index)",
        "- (NSInteger)\(name):(NSInteger)a other:(NSInteger)b { return a + b + self.\(name); }",
        "- (NSInteger)run { self.\(name) = 2; return [self \(name):1 other:2]; }",
        "@end",
      ]
    }
    for (index, name) in names.enumerated() {
      lines += [
        "AppObject\(index) *object\(index) = [AppObject\(index) new];",
        "object\(index).\(name) = \(index);",
        "AppCase\(index) case\(index) = \(name);",
        "if (case\(index) == \(name)) {",
        "  NSInteger \(name) = [object\(index) run];",
        "  NSLog(@\"%ld %ld\", (long)\(name), (long)object\(index).\(name));",
        "}",
      ]
    }
    return lines.joined(separator: "\n")
  }

  @Test(arguments: groups.indices)
  func swiftOwnNamesAreNotRenamed(_ group: Int) {
    let outcome = runScenario(Self.swiftSnippet(Self.groups[group]), .swift)
    let problems = outcome.diagnostics.map { "\($0.line):\($0.column) \($0.id) \($0.message)" }
    #expect(problems == [])
    #expect(outcome.diagnostics.allSatisfy { $0.fixIts.isEmpty })
  }

  @Test(arguments: groups.indices)
  func objcOwnNamesAreNotMatchedAgainstUIKit(_ group: Int) {
    let outcome = runScenario(Self.objcSnippet(Self.groups[group]), .objc)
    let problems = outcome.diagnostics.map { "\($0.line):\($0.column) \($0.id) \($0.message)" }
    #expect(problems == [])
    #expect(outcome.diagnostics.allSatisfy { $0.fixIts.isEmpty })
  }

  /// The two sweep-29 cases in code written here: an app's own `.collapsed` and `. expanded`
  /// (old UIKit spellings) and its own `animation:` associated-value label.
  @Test func theSweepCasesRunAsWritten() {
    let source = """
      class Panel: UIViewController {
        enum Edge { case top, bottom }
        enum Action {
          case slide(animation: Edge)
          case fade(animation: Edge)
        }
        enum PanelState { case expanded, collapsed }
        var panelShown = true
        var upcoming: PanelState {
          guard panelShown else { return . expanded }
          return .collapsed
        }
        func perform(_ action: Action) {
          switch action {
          case .slide(let edge): print(edge == .top)
          case .fade(let edge): print(edge == .bottom)
          }
        }
        func go() {
          perform(.fade(animation: .bottom))
          print(upcoming == .collapsed)
        }
      }
      """
    let outcome = runScenario(source, .swift, ["self=Panel", "run=go"])
    #expect(outcome.diagnostics == [])
    #expect(outcome.traceText.hasSuffix("print   true\nprint   true\n"))
  }
}
