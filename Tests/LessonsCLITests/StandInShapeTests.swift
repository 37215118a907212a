import Foundation
import LessonTestSupport
import Testing

@testable import LessonsCLI
@testable import Scenarios

/// A stand-in is shaped by its use (`UndeclaredTypes+ValueUses`): an undeclared name called
/// where a value of a known type is expected becomes a function (a function-like macro in
/// Objective-C) returning that type, and `lessons fix` reaches a fixed point: the first `fix`
/// declares it, a second adds nothing, and the file runs. The cases are generated from the use
/// sites the checker knows: every value type a stand-in can return, in each language, as a
/// typed declaration's initial value and as the value assigned to a real property of that
/// type (found in the surface, not listed here).
@Suite struct StandInShapeTests {
  struct Site: Sendable, CustomTestStringConvertible {
    var language: ScenarioLanguage
    var type: String
    var code: String
    var testDescription: String { "\(language) \(type): \(code)" }
  }

  /// The Swift type a property of the surface declares for a type as each language spells it.
  static func swiftType(_ type: String) -> String {
    ["BOOL": "Bool", "NSInteger": "Int", "NSTimeInterval": "TimeInterval"][type] ?? type
  }

  static let swiftTypes: Set<String> = [
    "CGRect", "CGSize", "CGPoint", "UIEdgeInsets", "CGAffineTransform", "CGFloat", "Double",
    "Float", "Int", "TimeInterval", "Bool", "String",
  ]
  static let objcTypes: Set<String> = [
    "CGRect", "CGSize", "CGPoint", "UIEdgeInsets", "CGAffineTransform", "CGFloat", "NSInteger",
    "NSTimeInterval", "BOOL",
  ]

  static let sites: [Site] = {
    var sites: [Site] = []
    for type in UndeclaredTypes.neutralValues.keys.sorted() {
      for language in [ScenarioLanguage.swift, .objc] {
        let spelled = language == .swift ? swiftTypes : objcTypes
        guard spelled.contains(type) else { continue }
        switch language {
        case .swift:
          sites.append(Site(language: language, type: type, code: "let value: \(type) = MadeUp(1)"))
        case .objc:
          sites.append(Site(language: language, type: type, code: "\(type) value = MadeUp(1);"))
        }
        // A settable property of that type on a view or its layer, as the surface declares.
        for owner in ["UIView", "CALayer"] {
          guard
            let property = UIKitSurface.shared.allMembers(of: owner).first(where: {
              $0.member.isSettable && !$0.member.isClassMember
                && $0.member.swiftType == swiftType(type)
            })?.member
          else { continue }
          let code =
            language == .swift
            ? "let object = \(owner)()\nobject.\(property.swiftName) = MadeUp(1)"
            : "\(owner) *object = [[\(owner) alloc] init];\n"
              + "object.\(property.objcName) = MadeUp(1);"
          sites.append(Site(language: language, type: type, code: code))
          break
        }
      }
    }
    return sites
  }()

  @Test func everyTypeHasBothSitesInTheLanguagesThatSpellIt() {
    #expect(Self.sites.count >= 30)
    #expect(Self.sites.contains { $0.type == "CGRect" && $0.code.contains("object.") })
  }

  @Test(arguments: sites)
  func aValueStandInReachesAFixedPoint(_ site: Site) throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let fence = site.language == .swift ? "swift" : "objc"
    let path = try folder.write("post.md", "```\(fence) scenario\n\(site.code)\n```\n")
    let first = runLessons(["fix", path], executor: ScenarioRunner())
    let fixed = try String(contentsOfFile: path, encoding: .utf8)
    #expect(first.output.hasPrefix("fixed 1 place in \(path)\n"), "\(first.output)")
    let expected =
      site.language == .swift
      ? "let MadeUp = { (a0: Any) -> \(site.type) in " : "#define MadeUp(a0) "
    #expect(fixed.contains(expected), "\(fixed)")
    #expect(!fixed.contains("class MadeUp") && !fixed.contains("@interface MadeUp"))
    let second = runLessons(["fix", path], executor: ScenarioRunner())
    #expect(try String(contentsOfFile: path, encoding: .utf8) == fixed, "\(second.output)")
    let run = runLessons(["run", path], executor: ScenarioRunner())
    #expect(!run.output.contains("error:"), "\(run.output)")
  }

  /// The brief's case: a project's rectangle helper with `CGRect`'s own labels forwards to
  /// `CGRect(x:y:width:height:)`, so the frame is the one the code meant.
  @Test func aRectangleHelperForwardsToTheRealInitializer() throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let path = try folder.write(
      "post.md",
      """
      ```swift scenario self=Box run=go
      class Box: UIViewController {
        func go() {
          let child = UIViewController()
          child.view.frame = IGRect(x: 0, y: 10, width: 100, height: 50)
          print(child.view.frame.origin.y)
          let theme = ThemeService.shared
          print(theme == nil)
        }
      }
      ```

      """)
    _ = runLessons(["fix", path], executor: ScenarioRunner())
    let fixed = try String(contentsOfFile: path, encoding: .utf8)
    #expect(
      fixed.contains(
        "func IGRect(x a0: CGFloat, y a1: CGFloat, width a2: CGFloat, height a3: CGFloat) "
          + "-> CGRect { CGRect(x: a0, y: a1, width: a2, height: a3) }"))
    // A manager singleton is no controller: an `NSObject` with a shared instance.
    #expect(
      fixed.contains("class ThemeService: NSObject {\n  static let shared = ThemeService()\n}"))
    let run = runLessons(["run", path], executor: ScenarioRunner())
    #expect(run.output.contains("print   10.0\n"), "\(run.output)")
    #expect(!run.output.contains("error:"))
  }
}
