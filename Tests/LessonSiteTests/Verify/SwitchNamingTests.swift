import LessonTestSupport
import Testing

@testable import LessonSite

/// `scenario.unnamed-switch` (issue 11): a scenario run with a non-default `uikit=` switch
/// needs the lesson's text to name the switch; a scenario on the defaults never warns.
@Suite(.serialized) struct SwitchNamingTests {
  /// A lesson of `prose` (after 3 lines of front matter and a blank line) and then one passing
  /// `add` scenario whose fence carries `info`; the fence is on line 5 + prose lines.
  static func lesson(prose: String = "", info: String) -> String {
    "---\ntitle: T\n---\n\n" + prose + "```swift scenario \(info)\nadd\n```\n\n```trace\n"
      + FakeExecutor.addSwiftText + "```\n"
  }

  func check(_ text: String) throws -> (CheckReport, FixtureFolder) {
    let folder = try FixtureFolder()
    try folder.write("site.json", FixtureFolder.siteJSON(["en"]))
    try folder.write("en/01-add.md", text)
    let content = try ContentLoader().load(contentDirectory: folder.root)
    #expect(content.diagnostics.isEmpty)
    let checker = SiteChecker(verifier: LessonVerifier(executor: FakeExecutor()), jobs: 1)
    return (checker.check(content.lessons, localeOrder: ["en"]), folder)
  }

  @Test func anUnnamedNonDefaultSwitchWarnsAtTheFenceWithoutFailing() throws {
    let (report, folder) = try check(
      Self.lesson(prose: "The child disappears.\n\n", info: "uikit=B7:end-of-turn"))
    defer { folder.remove() }
    #expect(report.passed == 1)
    #expect(report.failed == 0)
    #expect(report.isClean)
    let diagnostic = try #require(report.diagnostics.first)
    #expect(report.diagnostics.count == 1)
    #expect(diagnostic.id == .scenarioUnnamedSwitch)
    #expect(diagnostic.severity == .warning)
    #expect(diagnostic.file == folder.path("en/01-add.md"))
    #expect(diagnostic.line == 7)
    #expect(diagnostic.column == 1)
    #expect(diagnostic.sourceLine == "```swift scenario uikit=B7:end-of-turn")
    #expect(
      diagnostic.message
        == "scenario `add#1` runs with `uikit=B7:end-of-turn` instead of the model's default "
        + "(`B7:immediate`), but the lesson's text never names B7")
  }

  @Test(arguments: [
    "This trace rests on the model's choice B7.\n\n",
    "With `uikit=B7:end-of-turn` the callback waits for the turn.\n\n",
    "- a list item naming (B7)\n\n",
  ])
  func aSwitchNamedInTheTextIsFine(prose: String) throws {
    let (report, folder) = try check(Self.lesson(prose: prose, info: "uikit=B7:end-of-turn"))
    defer { folder.remove() }
    #expect(report.diagnostics.isEmpty)
  }

  @Test func aNameInsideAFencedBlockOrAnotherItemDoesNotCount() throws {
    let prose = "Compare B1 and B70.\n\n```swift\n// B13\n```\n\n"
    let (report, folder) = try check(Self.lesson(prose: prose, info: "uikit=B13:immediate"))
    defer { folder.remove() }
    #expect(report.diagnostics.map(\.id) == [.scenarioUnnamedSwitch])
    #expect(report.diagnostics.map(\.line) == [11])
  }

  @Test(arguments: ["", "uikit=B7:immediate", "uikit=B7:end-of-turn,B7:immediate"])
  func theDefaultsNeedNoSentence(info: String) throws {
    // The trace still rests on [I] lines (B3's deferred viewDidAppear): that alone is fine.
    let (report, folder) = try check(Self.lesson(info: info))
    defer { folder.remove() }
    #expect(report.diagnostics.isEmpty)
  }

  @Test func eachUnnamedSwitchWarnsOnceInItemOrder() throws {
    let (report, folder) = try check(
      Self.lesson(
        prose: "B2 is named.\n\n", info: "uikit=b8:children-first,B2:to-first,B1:completion-first"))
    defer { folder.remove() }
    #expect(
      report.diagnostics.map(\.message).map { $0.contains("`uikit=B1:completion-first`") }
        == [true, false])
    #expect(report.diagnostics.count == 2)
    #expect(report.diagnostics.last?.message.contains("`uikit=B8:children-first`") == true)
  }

  @Test func nonDefaultSettingsFollowTheOrderGiven() {
    #expect(SwitchNaming.nonDefaultSettings([]).isEmpty)
    #expect(SwitchNaming.nonDefaultSettings(["B3:immediate", "B3:end-of-turn"]).isEmpty)
    #expect(SwitchNaming.nonDefaultSettings(["B99:x", "nonsense"]).isEmpty)
    let found = SwitchNaming.nonDefaultSettings(["b5:raise"])
    #expect(found.map { "\($0.item):\($0.value) (\($0.defaultValue))" } == ["B5:raise (ignore)"])
  }

  @Test func wordBoundaries() {
    #expect(SwitchNaming.names("B1", in: "see B1."))
    #expect(SwitchNaming.names("B1", in: "uikit=B1:completion-first"))
    #expect(!SwitchNaming.names("B1", in: "B13 and AB1 and B1x"))
    #expect(SwitchNaming.names("B1", in: "B13 then 「B1」"))
  }
}
