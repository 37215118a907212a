import Containment
import Foundation
import Scenarios
import Testing

@testable import LessonSite

/// A fake interpreter returning a transition trace with every kind of event (time, blocks,
/// a warning, a print and a lint), for looking at pages in a browser before the real
/// interpreter exists.
struct TransitionExecutor: ScenarioExecuting {
  static let events: [TraceEvent] = {
    func call(
      _ kind: TraceEvent.Kind, _ depth: Int, _ receiver: String, _ member: APIMember,
      _ arguments: [TraceValue], line: Int?
    ) -> TraceEvent {
      TraceEvent(
        kind: kind, depth: depth,
        action: .call(receiver: receiver, member: member, arguments: arguments), sourceLine: line)
    }
    return [
      call(.manual, 0, "self", .addChild, [.object("second")], line: 1),
      call(.auto, 1, "second", .willMoveToParent, [.object("self")], line: 1),
      call(
        .manual, 0, "self", .transition,
        [
          .object("first"), .object("second"), .number(0.5), .options(["transitionFlipFromTop"]),
          .closure(present: true, role: .animations), .closure(present: true, role: .completion),
        ], line: 2),
      call(.auto, 1, "second", .loadView, [], line: 2),
      call(.auto, 1, "second", .viewDidLoad, [], line: 2),
      call(.auto, 1, "first", .viewWillDisappear, [.bool(true)], line: 2),
      call(.auto, 1, "second", .viewWillAppear, [.bool(true)], line: 2),
      call(
        .auto, 1, "self.view", .insertSubviewAbove,
        [.object("second.view"), .object("first.view")],
        line: 2),
      TraceEvent(
        kind: .block, depth: 1, action: .closure(.animations, arguments: []), sourceLine: 3),
      TraceEvent(kind: .time, depth: 0, action: .clock(0.5)),
      call(.auto, 1, "first.view", .removeFromSuperview, [], line: 2),
      call(.auto, 1, "first", .viewDidDisappear, [.bool(true)], line: 2),
      call(.auto, 1, "second", .viewDidAppear, [.bool(true)], line: 2),
      TraceEvent(
        kind: .block, depth: 1, action: .closure(.completion, arguments: [.bool(true)]),
        sourceLine: 4),
      call(.manual, 2, "second", .didMoveToParent, [.object("self")], line: 5),
      TraceEvent(kind: .print, depth: 2, action: .output("完了 <done>"), sourceLine: 6),
      TraceEvent(kind: .turn, depth: 0, action: .endOfTurn),
      TraceEvent(
        kind: .warning, depth: 1,
        action: .warning(
          id: "appearance.unbalanced",
          message:
            "Unbalanced calls to begin/end appearance transitions for <UIViewController: first>.")
      ),
      TraceEvent(
        kind: .lint, depth: 0,
        action: .lint(
          id: "containment.missing-will-move",
          message: "first was removed without willMove(toParent: nil) before it")),
    ]
  }()

  func run(_ source: String, language: ScenarioLanguage, attributes: ScenarioAttributes)
    -> ScenarioOutcome
  {
    ScenarioOutcome(
      language: language, events: Self.events, diagnostics: [], showLayout: attributes.showLayout)
  }

  static func trace(_ spelling: TraceFormatter.Spelling) -> String {
    TraceFormatter(spelling: spelling).format(events)
  }
}

/// Runs one fixed scenario on the real containment core (whatever the source says), so the
/// showcase also shows a trace the model produced: add a child, then swap it for another.
struct CoreSwapExecutor: ScenarioExecuting {
  static let source = """
    let first = UIViewController()
    let second = UIViewController()
    self.addChild(first)
    self.view.addSubview(first.view)
    first.didMove(toParent: self)
    first.willMove(toParent: nil)
    self.addChild(second)
    self.transition(from: first, to: second, duration: 0.3, options: [.transitionCrossDissolve],
      animations: nil) { _ in
      first.removeFromParent()
      second.didMove(toParent: self)
    }
    """

  static func events() -> [TraceEvent] {
    let sim = UIKitSimulation()
    sim.perform {
      let root = UIViewController()
      sim.showRoot(root)
      sim.currentSourceLine = 1
      let first = UIViewController()
      sim.name(first, "first")
      sim.currentSourceLine = 2
      let second = UIViewController()
      sim.name(second, "second")
      sim.currentSourceLine = 3
      root.addChild(first)
      sim.currentSourceLine = 4
      root.view.addSubview(first.view)
      sim.currentSourceLine = 5
      first.didMove(toParent: root)
      sim.currentSourceLine = 6
      first.willMove(toParent: nil)
      sim.currentSourceLine = 7
      root.addChild(second)
      sim.currentSourceLine = 8
      root.transition(
        from: first, to: second, duration: 0.3, options: [.transitionCrossDissolve],
        animations: nil
      ) { _ in
        sim.currentSourceLine = 10
        first.removeFromParent()
        sim.currentSourceLine = 11
        second.didMove(toParent: root)
      }
    }
    sim.finish()
    return sim.events
  }

  func run(_ source: String, language: ScenarioLanguage, attributes: ScenarioAttributes)
    -> ScenarioOutcome
  {
    if source.contains("removeFromParent") {
      return ScenarioOutcome(
        language: language, events: Self.events(), diagnostics: [],
        showLayout: attributes.showLayout)
    }
    return TransitionExecutor().run(source, language: language, attributes: attributes)
  }
}

/// Builds a showcase site into `.build/showcase-site` when `LESSONS_SHOWCASE` is set, for
/// `scripts/browser-check .build/showcase-site` and its screenshots. Off by default.
@Suite struct SiteShowcase {
  static let swiftCode = """
    self.addChild(second)
    self.transition(from: first, to: second, duration: 0.5, options: [.transitionFlipFromTop],
      animations: { second.view.frame = first.view.frame },
      completion: { finished in
        second.didMove(toParent: self)
        print("完了 <done>")
      })
    """

  static let objcCode = """
    [self addChildViewController:second];
    [self transitionFromViewController:first toViewController:second duration:0.5
      options:UIViewAnimationOptionTransitionFlipFromTop
      animations:^{ second.view.frame = first.view.frame; }
      completion:^(BOOL finished) {
        [second didMoveToParentViewController:self];
        NSLog(@"完了 <done>"); /* a block
        comment */
      }];
    """

  static func page(title: String, headings: [String], prose: String) -> String {
    """
    ---
    title: \(title)
    summary: \(prose)
    ---

    ## \(headings[0])

    \(prose) `transition(from:to:)` **UIKit**.

    ```swift scenario
    \(swiftCode)
    ```

    ```trace
    \(TransitionExecutor.trace(.swift))```

    ## \(headings[1])

    | a | b |
    |---|---|
    | 1 | 2 |

    ### \(headings[0])

    ```objc scenario
    \(objcCode)
    ```

    ```trace
    \(TransitionExecutor.trace(.objc))```
    """
  }

  @Test(.enabled(if: ProcessInfo.processInfo.environment["LESSONS_SHOWCASE"] != nil))
  func buildShowcase() throws {
    let root = URL(fileURLWithPath: SiteFixture.templates).deletingLastPathComponent()
    let folder = root.appendingPathComponent(".build/showcase-content").path
    try? FileManager.default.removeItem(atPath: folder)
    func write(_ path: String, _ text: String) throws {
      let url = URL(fileURLWithPath: folder + "/" + path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    try write(
      "site.json",
      """
      {"version": 1, "locales": [{"code": "en", "title": "Containment Lessons"},
       {"code": "zh-Hans", "title": "视图控制器容器课程"}, {"code": "ko", "title": "컨테이너 뷰 컨트롤러 레슨"}]}
      """)
    try write(
      "en/01-transition.md",
      Self.page(
        title: "Transitions between children", headings: ["What happens when", "Details"],
        prose: "A transition swaps two children of one parent."))
    try write(
      "zh-Hans/01-transition.md",
      Self.page(
        title: "子控制器之间的转场", headings: ["发生了什么", "细节"],
        prose: "转场会在同一个父控制器的两个子控制器之间切换视图。"))
    try write(
      "ko/01-transition.md",
      Self.page(
        title: "자식 컨트롤러 사이의 전환", headings: ["무슨 일이 일어나는가", "세부 사항"],
        prose: "전환은 같은 부모의 두 자식 컨트롤러를 바꿉니다."))
    try write(
      "en/03-core.md",
      """
      ---
      title: A swap on the real core
      ---

      ## Swap

      ```swift scenario
      \(CoreSwapExecutor.source)
      ```

      ```trace
      \(TraceFormatter().format(CoreSwapExecutor.events()))```
      """)
    try write(
      "en/02-second.md",
      Self.page(title: "Only in English", headings: ["First", "Second"], prose: "Untranslated."))
    var options = SiteBuilder.Options()
    options.contentDirectory = folder
    options.templatesDirectory = SiteFixture.templates
    options.outputDirectory = root.appendingPathComponent(".build/showcase-site").path
    let report = SiteBuilder(options: options, executor: CoreSwapExecutor()).build()
    #expect(report.error == nil, "\(String(describing: report.error))")
  }
}
