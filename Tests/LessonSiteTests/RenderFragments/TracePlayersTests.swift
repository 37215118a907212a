import Containment
import Testing

@testable import LessonSite

/// Lessons with the same run share one player payload; a different run never gets another's.
@Suite struct TracePlayersTests {
  static func state(children: [String]) -> UIKitState {
    UIKitState(
      controllers: [
        UIKitState.Controller(
          name: "self", parent: nil, children: children, appearance: .appeared,
          isViewLoaded: true)
      ], views: [])
  }

  static let events = [
    TraceEvent(
      kind: .manual, depth: 0,
      action: .call(receiver: "self", member: .addChild, arguments: [.object("child")])),
    TraceEvent(
      kind: .auto, depth: 0,
      action: .call(receiver: "self", member: .viewDidLayoutSubviews, arguments: []), isLayout: true
    ),
  ]

  @Test func equalRunsShareAPayloadAndOthersGetTheirOwn() {
    let states = UIKitStateTimeline(
      initial: Self.state(children: []),
      after: [Self.state(children: ["child"]), Self.state(children: ["child", "x"])])
    let other = UIKitStateTimeline(
      initial: Self.state(children: []),
      after: [Self.state(children: ["other"]), Self.state(children: ["other"])])
    var players = TracePlayers()
    for (states, showLayout) in [(states, false), (states, true), (other, false), (states, false)] {
      let expected =
        TracePlayerData(events: Self.events, states: states, showLayout: showLayout)?.html
      let made = players.html(
        source: "self.addChild(child)", events: Self.events, states: states,
        showLayout: showLayout)
      #expect(made == expected)
    }
    #expect(
      players.html(source: "x", events: Self.events, states: nil, showLayout: false) == nil)
  }
}
