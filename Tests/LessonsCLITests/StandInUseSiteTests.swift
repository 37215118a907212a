import Foundation
import LessonTestSupport
import Testing

@testable import LessonsCLI
@testable import Scenarios

/// Stand-ins shaped by the expected type of their use site (`UndeclaredTypes+UseSites`,
/// `UndeclaredTypes.viewCandidates`), generated from the surface: a member only one UIKit view
/// or control class has makes the stand-in that class's subclass; an object set as a
/// protocol-typed property (`dataSource`, `delegate`) is an `NSObject` adopting that protocol;
/// an undeclared call passed where a UIKit initializer expects a value type is a function
/// returning it. Each reaches a fixed point under `lessons fix`.
@Suite struct StandInUseSiteTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var language: ScenarioLanguage
    var code: String
    var standIn: String
    var testDescription: String { name }
  }

  /// An instance method with arguments that `candidate` declares itself and no other candidate
  /// (nor `UIView`) has.
  static func distinctiveMethod(of candidate: String) -> SurfaceMember? {
    let others = UndeclaredTypes.candidates.filter { $0 != candidate }
    return UIKitSurface.shared.allMembers(of: candidate).first { match in
      let member = match.member
      guard match.owner.objcName == candidate, member.kind == .method, !member.isClassMember,
        !member.isDeprecated, member.objcName.hasSuffix(":")
      else { return false }
      return others.allSatisfy {
        UIKitSurface.shared.member(named: member.objcName, in: $0, language: .objc) == nil
      }
    }?.member
  }

  static let controlCases: [Case] = UndeclaredTypes.viewCandidates.compactMap { candidate in
    guard let method = distinctiveMethod(of: candidate) else { return nil }
    let pieces = method.objcName.split(separator: ":").map(String.init)
    let message = pieces.map { "\($0):nil" }.joined(separator: " ")
    return Case(
      name: "a stand-in sent \(method.objcName) is a \(candidate)", language: .objc,
      code: "MadeUpThing *thing = [[MadeUpThing alloc] init];\n[thing \(message)];",
      standIn: "@interface MadeUpThing : \(candidate)")
  }

  static let protocolCases: [Case] = {
    var cases: [Case] = []
    for owner in UndeclaredTypes.protocolOwners {
      for property in ["dataSource", "delegate"] {
        guard
          let member = UIKitSurface.shared.member(named: property, in: owner, language: .swift)?
            .member, member.kind == .property, member.isSettable
        else { continue }
        let name = UndeclaredTypes.protocolName(in: member.swiftType)
        guard UIKitSurface.shared.type(named: name)?.kind == .protocol else { continue }
        cases.append(
          Case(
            name: "an object set as a \(owner)'s \(property) (Swift)", language: .swift,
            code: "let source = MadeUpSource()\nlet owner = \(owner)()\nowner.\(property) = source",
            standIn: "class MadeUpSource: NSObject, \(name)"))
        cases.append(
          Case(
            name: "an object set as a \(owner)'s \(property) (Objective-C)", language: .objc,
            code: "MadeUpSource *source = [[MadeUpSource alloc] init];\n"
              + "\(owner) *owner = [[\(owner) alloc] init];\n"
              + "[owner set\(property.prefix(1).uppercased() + property.dropFirst()):source];",
            standIn: "@interface MadeUpSource : NSObject <\(name)>"))
      }
    }
    return cases
  }()

  static let argumentCases: [Case] = [
    Case(
      name: "a frame passed to UIView(frame:)", language: .swift,
      code:
        "let box = UIView(frame: MadeUpRect(x: 0, y: 0, width: 10, height: 20))\nprint(box.frame.size.height)",
      standIn:
        "func MadeUpRect(x a0: CGFloat, y a1: CGFloat, width a2: CGFloat, height a3: CGFloat) -> CGRect"
    ),
    Case(
      name: "a frame passed to initWithFrame:", language: .objc,
      code:
        "UIView *box = [[UIView alloc] initWithFrame:MadeUpRectMake(0, 0, 10, 20)];\nNSLog(@\"%f\", box.frame.size.height);",
      standIn: "#define MadeUpRectMake(a0, a1, a2, a3) CGRectMake(a0, a1, a2, a3)"),
  ]

  static let cases = controlCases + protocolCases + argumentCases

  @Test func theSurfaceGivesEnoughCases() {
    #expect(Self.controlCases.count >= 5)
    #expect(Self.controlCases.contains { $0.standIn.hasSuffix("UISegmentedControl") })
    #expect(Self.protocolCases.contains { $0.standIn.contains("UIPageViewControllerDataSource") })
  }

  @Test(arguments: cases)
  func aStandInTakesTheShapeOfItsUse(_ example: Case) throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let fence = example.language == .swift ? "swift" : "objc"
    let path = try folder.write("post.md", "```\(fence) scenario\n\(example.code)\n```\n")
    _ = runLessons(["fix", path], executor: ScenarioRunner())
    let fixed = try String(contentsOfFile: path, encoding: .utf8)
    #expect(fixed.contains(example.standIn), "\(fixed)")
    let second = runLessons(["fix", path], executor: ScenarioRunner())
    #expect(try String(contentsOfFile: path, encoding: .utf8) == fixed, "\(second.output)")
  }
}
