import Testing

@testable import Scenarios

/// Every Objective-C `BOOL` property whose getter is `isX` (`@property (getter=isHidden) BOOL
/// hidden`) is `isX` in Swift, and Objective-C reaches it by the property name and by the
/// getter's name, as a message or with the dot; Swift's old spelling `x` is the rename to `isX`.
/// Generated from the surface: each such property of the views and controllers scenarios make.
@Suite struct IsGetterSpellingTests {
  /// The classes a scenario makes with `T()` / `[[T alloc] init]` and uses as itself.
  static let classes = [
    "UIView", "UIControl", "UIButton", "UILabel", "UIImageView", "UIScrollView",
    "UISegmentedControl", "UIStackView", "UIViewController",
  ]

  struct Case: CustomStringConvertible {
    var type: String
    var member: SurfaceMember
    var description: String { "\(type).\(member.swiftName)" }
  }

  /// The `is`-getter properties of each class (inherited ones under the nearest class).
  static let cases: [Case] = {
    let surface = UIKitSurface.shared
    var seen: Set<String> = []
    var out: [Case] = []
    for type in classes {
      for match in surface.allMembers(of: type) {
        let member = match.member
        guard member.kind == .property, !member.isClassMember, member.objcType == "BOOL",
          member.swiftName == "is" + member.objcName.prefix(1).uppercased()
            + member.objcName.dropFirst(),
          seen.insert(member.objcName).inserted
        else { continue }
        // A member that can change containment or call back is refused with its area.
        guard !surface.classify(match).isNeverInert else { continue }
        out.append(Case(type: type, member: member))
      }
    }
    return out
  }()

  @Test func theSurfaceSpellsTheGetterNamesAsSwiftDoes() {
    // WinObjC's `UIScrollView.h` leaves out `getter=isPagingEnabled`; the overrides put it back.
    #expect(Self.cases.contains { $0.member.swiftName == "isPagingEnabled" })
    #expect(Self.cases.contains { $0.member.swiftName == "isHidden" })
    #expect(Self.cases.count >= 20)
  }

  @Test(arguments: cases) func swiftReadsAndSetsTheIsName(_ probe: Case) {
    let name = probe.member.swiftName
    let source =
      probe.member.isSettable
      ? "let x = \(probe.type)()\nx.\(name) = true\nprint(x.\(name))"
      : "let x = \(probe.type)()\nlet r: Bool = x.\(name)\nprint(r == r)"
    let outcome = runScenario(source, .swift)
    #expect(outcome.diagnostics.filter { $0.severity == .error }.isEmpty, "\(outcome.diagnostics)")
    #expect(outcome.traceText.hasSuffix("print   true\n"), "\(outcome.traceText)")
  }

  @Test(arguments: cases) func objectiveCReachesItByEverySpelling(_ probe: Case) {
    let objc = probe.member.objcName
    let getter = probe.member.swiftName
    let make = "\(probe.type) *x = [[\(probe.type) alloc] init];\n"
    let source =
      probe.member.isSettable
      ? make + "x.\(objc) = YES;\nNSLog(@\"%d %d %d\", x.\(objc), [x \(getter)], x.\(getter));"
      : make + "BOOL a = x.\(objc);\nBOOL b = [x \(getter)];\nNSLog(@\"%d\", a == b);"
    let outcome = runScenario(source, .objc)
    #expect(outcome.diagnostics.filter { $0.severity == .error }.isEmpty, "\(outcome.diagnostics)")
    let expected = probe.member.isSettable ? "print   1 1 1\n" : "print   1\n"
    #expect(outcome.traceText.hasSuffix(expected), "\(outcome.traceText)")
  }

  @Test func swiftsOldSpellingIsTheRename() {
    let outcome = runScenario("let s = UIScrollView()\ns.pagingEnabled = true", .swift)
    #expect(outcome.diagnostics.first?.id == .scenarioRenamed, "\(outcome.diagnostics)")
    #expect(outcome.diagnostics.first?.message.contains("isPagingEnabled") == true)
  }
}
