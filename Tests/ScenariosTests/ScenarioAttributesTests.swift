import Testing

@testable import Scenarios

@Suite struct ScenarioAttributesTests {
  @Test func parsesEveryKnownKey() {
    let (attributes, problems) = ScenarioAttributes.parse(
      [
        "id=swap", "self=Container", "run=showFirst,showSecond", "show=layout",
        "uikit=B1:completion-first",
      ])
    #expect(problems.isEmpty)
    #expect(attributes.id == "swap")
    #expect(attributes.selfClass == "Container")
    #expect(attributes.run == ["showFirst", "showSecond"])
    #expect(attributes.showLayout)
    #expect(attributes.uikit == ["B1:completion-first"])
  }

  @Test func showTakesLayoutAndViews() {
    let (attributes, problems) = ScenarioAttributes.parse(["show=layout,views"])
    #expect(problems.isEmpty)
    #expect(attributes.showLayout && attributes.showViews)
    let (plain, _) = ScenarioAttributes.parse(["show=layout"])
    #expect(!plain.showViews)
    let (_, unknown) = ScenarioAttributes.parse(["show=colors"])
    #expect(unknown == ["unknown show value `colors`; supported: layout, views"])
  }

  @Test func reportsUnknownKeysAndBareWords() {
    let (_, problems) = ScenarioAttributes.parse(["colour=red", "layout"])
    #expect(problems.count == 2)
    #expect(problems[0].contains("unknown attribute `colour`"))
    #expect(problems[1].contains("has no value"))
  }

  /// docs/FIDELITY.md A25.1, A29.2, A29.4: the segue kinds, an embed segue without identifier
  /// and with its container's outlet, and an identifier with spaces written `%20`.
  @Test func segueEntries() {
    let (attributes, problems) = ScenarioAttributes.parse([
      "segue=Show%20Detail:show:Detail,:embed:Child:box,top:embed:Top,back:unwind:unwindToMain"
    ])
    #expect(problems.isEmpty)
    #expect(attributes.segues["Show Detail"]?.destination == "Detail")
    #expect(attributes.segues["back"]?.kind == .unwind)
    #expect(attributes.segues["back"]?.destination == "unwindToMain")
    #expect(attributes.embeds.map(\.identifier) == [nil, "top"])
    #expect(attributes.embeds.map(\.segue.container) == ["box", nil])
    let (_, bad) = ScenarioAttributes.parse(["segue=:show:Detail"])
    #expect(bad.count == 1)
  }
}
