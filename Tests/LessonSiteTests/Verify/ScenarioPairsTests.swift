import LessonTestSupport
import Scenarios
import Testing

@testable import LessonSite

/// A Swift / Objective-C pair (`id=NAME.swift`, `id=NAME.objc`) must produce the same events;
/// the page marks both figures as the pair.
@Suite(.serialized) struct ScenarioPairsTests {
  static let swift = """
    ```swift scenario id=add.swift
    let child = UIViewController()
    addChild(child)
    view.addSubview(child.view)
    child.didMove(toParent: self)
    ```

    """

  static func objc(didMove: Bool) -> String {
    """
    ```objc scenario id=add.objc
    UIViewController *child = [[UIViewController alloc] init];
    [self addChildViewController:child];
    [self.view addSubview:child.view];
    \(didMove ? "[child didMoveToParentViewController:self];" : "")
    ```

    """
  }

  func check(_ text: String) throws -> (CheckReport, FixtureFolder) {
    let folder = try FixtureFolder()
    try folder.write("site.json", FixtureFolder.siteJSON(["en"]))
    try folder.write("en/01-add.md", text)
    let content = try ContentLoader().load(contentDirectory: folder.root)
    let checker = SiteChecker(verifier: LessonVerifier(executor: ScenarioRunner()), jobs: 1)
    return (checker.check(content.lessons, localeOrder: ["en"]), folder)
  }

  @Test func aPairProducingTheSameEventsPasses() throws {
    let (report, folder) = try check(
      "---\ntitle: T\n---\n\n" + Self.swift + Self.objc(didMove: true))
    defer { folder.remove() }
    #expect(report.passed == 2)
    #expect(!report.diagnostics.contains { $0.id == .scenarioPairMismatch })
  }

  @Test func aPairThatDiffersFailsBothAtTheObjectiveCFence() throws {
    let (report, folder) = try check(
      "---\ntitle: T\n---\n\n" + Self.swift + Self.objc(didMove: false))
    defer { folder.remove() }
    #expect(report.failed == 2)
    let diagnostic = try #require(report.diagnostics.first { $0.id == .scenarioPairMismatch })
    #expect(diagnostic.line == 11)
    #expect(diagnostic.sourceLine == "```objc scenario id=add.objc")
    #expect(diagnostic.notes.first?.line == 5)
    #expect(diagnostic.message.contains("Swift `manual  child.didMove(toParent: self)`"))
  }

  @Test func pairNamesNeedTheBlocksOwnLanguage() {
    #expect(ScenarioPairs.pairName(id: "swap.swift", language: .swift) == "swap")
    #expect(ScenarioPairs.pairName(id: "swap.objc", language: .swift) == nil)
    #expect(ScenarioPairs.pairName(id: ".objc", language: .objc) == nil)
    let pairs = ScenarioPairs.pairs(ids: [
      ("a.objc", .objc), ("a.swift", .swift), ("b.swift", .swift), ("c", .objc),
    ])
    #expect(pairs.map { [$0.0, $0.1] } == [[1, 0]])
  }
}
