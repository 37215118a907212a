import Testing

@testable import Containment

@Suite struct TraceFormatterTests {
  let events: [TraceEvent] = [
    TraceEvent(
      kind: .manual, depth: 0,
      action: .call(receiver: "self", member: .addChild, arguments: [.object("second")])),
    TraceEvent(
      kind: .auto, depth: 1,
      action: .call(receiver: "second", member: .willMoveToParent, arguments: [.object("self")])),
    TraceEvent(
      kind: .manual, depth: 0,
      action: .call(
        receiver: "self", member: .transition,
        arguments: [
          .object("first"), .object("second"), .number(0.5), .options(["transitionFlipFromTop"]),
          .closure(present: true, role: .animations), .closure(present: true, role: .completion),
        ])),
    TraceEvent(kind: .block, depth: 1, action: .closure(.animations, arguments: [])),
    TraceEvent(kind: .time, depth: 0, action: .clock(0.5)),
    TraceEvent(kind: .block, depth: 1, action: .closure(.completion, arguments: [.bool(true)])),
    TraceEvent(kind: .turn, depth: 0, action: .endOfTurn),
    TraceEvent(kind: .print, depth: 1, action: .output("done")),
  ]

  @Test func swiftSpelling() {
    #expect(
      TraceFormatter(spelling: .swift).format(events) == """
        manual  self.addChild(second)
        auto      second.willMove(toParent: self)
        manual  self.transition(from: first, to: second, duration: 0.5, options: .transitionFlipFromTop)
        block     animations()
        time    0.5
        block     completion(true)
        turn
        print     done

        """)
  }

  @Test func objcSpelling() {
    #expect(
      TraceFormatter(spelling: .objc).format(events) == """
        manual  [self addChildViewController:second]
        auto      [second willMoveToParentViewController:self]
        manual  [self transitionFromViewController:first toViewController:second duration:0.5 \
        options:UIViewAnimationOptionTransitionFlipFromTop animations:^{…} completion:^(BOOL finished){…}]
        block     animations()
        time    0.5
        block     completion(YES)
        turn
        print     done

        """)
  }

  @Test func emptyTurnAndTimeLinesAreLeftOut() {
    let hidden = TraceEvent(
      kind: .auto, depth: 1,
      action: .call(receiver: "child", member: .viewDidLayoutSubviews, arguments: []),
      isLayout: true)
    let events = [
      TraceEvent(kind: .time, depth: 0, action: .clock(0.3)),
      TraceEvent(kind: .turn, depth: 0, action: .endOfTurn),
      hidden,
      TraceEvent(kind: .turn, depth: 0, action: .endOfTurn),
      TraceEvent(kind: .print, depth: 1, action: .output("later")),
      TraceEvent(kind: .turn, depth: 0, action: .endOfTurn),
      TraceEvent(kind: .lint, depth: 0, action: .lint(id: "x.y", message: "m")),
    ]
    #expect(
      TraceFormatter().format(events) == """
        time    0.3
        turn
        print     later
        lint    x.y: m

        """)
    #expect(
      TraceFormatter(showLayout: true).format(events) == """
        time    0.3
        turn
        auto      child.viewDidLayoutSubviews()
        turn
        print     later
        lint    x.y: m

        """)
  }

  @Test func layoutEventsHiddenUnlessAsked() {
    let layout = [
      TraceEvent(
        kind: .auto, depth: 0,
        action: .call(receiver: "child", member: .viewWillLayoutSubviews, arguments: []),
        isLayout: true)
    ]
    #expect(TraceFormatter().format(layout) == "")
    #expect(
      TraceFormatter(showLayout: true).format(layout) == "auto    child.viewWillLayoutSubviews()\n")
  }

  @Test(arguments: [(0.5, "0.5"), (1.0, "1"), (0.25, "0.25"), (0.3, "0.3"), (12.0, "12")])
  func numbersAreShortest(value: Double, text: String) {
    #expect(TraceFormatter.number(value) == text)
  }
}
