import Containment
import Foundation
import Scenarios
import Testing

@testable import LessonSite

/// The trace player's states come from the model: for the canonical add, remove and
/// transition, each trace line is followed by UIKit's state after it, whenever it changed.
/// The expected states are written from docs/FIDELITY.md (cited per block), not from output.
///
/// A row's state is what UIKit holds until the next row, but for the appearance state, which
/// UIKit changes just before the callback that reports it: that change shows on the
/// callback's row (`viewWillAppear` reads "appearing"), where a reader looks for it.
struct TracePlayerTests {
  /// Each visible trace line, then the state's dump (indented) when it changed.
  func timeline(_ source: String, run: [String] = []) throws -> String {
    var attributes = ScenarioAttributes()
    attributes.run = run
    let outcome = ScenarioRunner().run(source, language: .swift, attributes: attributes)
    #expect(outcome.succeeded, "\(outcome.diagnostics)")
    let data = try #require(
      TracePlayerData(events: outcome.events, states: outcome.states, showLayout: false))
    let formatter = TraceFormatter()
    let lines = formatter.visibleEvents(outcome.events).map { formatter.line(for: $0) }
    #expect(data.steps.count == lines.count + 1)
    // The page's payload decodes to the same states.
    #expect(try Self.decode(data.json) == data.steps.map(\.dump))
    var out = ["(start)"] + Self.indented(data.steps[0].dump)
    for (index, line) in lines.enumerated() {
      out.append(line)
      if data.steps[index + 1] != data.steps[index] {
        out += Self.indented(data.steps[index + 1].dump)
      }
    }
    return out.joined(separator: "\n")
  }

  static func indented(_ dump: String) -> [String] {
    dump.split(separator: "\n").map { "    | " + $0 }
  }

  /// Decodes the payload as site.js does (deltas applied to the previous state), to dumps.
  static func decode(_ json: String) throws -> [String] {
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let names = try #require(object["n"] as? [String])
    let steps = try #require(object["s"] as? [Any])
    var controllers: [[Int]] = []
    var views: [[Int]] = []
    var dumps: [String] = []
    let appearances = UIKitState.Appearance.allCases
    for step in steps {
      if let delta = step as? [String: Any] {
        for entry in (delta["c"] as? [[Int]]) ?? [] {
          if let at = controllers.firstIndex(where: { $0[0] == entry[0] }) {
            controllers[at] = entry
          } else {
            controllers.append(entry)
          }
        }
        if let list = delta["v"] as? [[Int]] { views = list }
      }
      let state = UIKitState(
        controllers: controllers.map {
          UIKitState.Controller(
            name: names[$0[0]], parent: $0[1] < 0 ? nil : names[$0[1]],
            children: $0.dropFirst(4).map { names[$0] }, appearance: appearances[$0[2]],
            isViewLoaded: $0[3] == 1)
        },
        views: views.map {
          UIKitState.View(
            name: names[$0[0]], superview: $0[1] < 0 ? nil : names[$0[1]], isInWindow: $0[2] == 1)
        })
      dumps.append(state.dump)
    }
    return dumps
  }

  /// A1.4 [O] the parent is set before A1.3's willMove; A7.1 the view loads on first read;
  /// A5.9 adding a view to a window's hierarchy makes its controller appearing, and the view
  /// is in place once viewWillAppear returned (A5.2: will-appear comes before the view is
  /// added); ⟂ the did-appear waits for the end of the turn (A5.3).
  @Test func canonicalAdd() throws {
    let source = """
      let child = UIViewController()
      addChild(child)
      view.addSubview(child.view)
      child.didMove(toParent: self)
      """
    #expect(
      try timeline(source) == """
        (start)
            | self parent=- children=[] appeared loaded
            | child parent=- children=[] disappeared unloaded
            | window
            |   self.view
        manual  self.addChild(child)
            | self parent=- children=[child] appeared loaded
            | child parent=self children=[] disappeared unloaded
            | window
            |   self.view
        auto      child.willMove(toParent: self)
        manual  child.view
        auto      child.loadView()
            | self parent=- children=[child] appeared loaded
            | child parent=self children=[] disappeared loaded
            | window
            |   self.view
            | child.view (not in window)
        auto      child.viewDidLoad()
        manual  self.view.addSubview(child.view)
        auto      child.viewWillAppear(false)
            | self parent=- children=[child] appeared loaded
            | child parent=self children=[] appearing loaded
            | window
            |   self.view
            |     child.view
        manual  child.didMove(toParent: self)
        turn
        auto      child.viewDidAppear(false)
            | self parent=- children=[child] appeared loaded
            | child parent=self children=[] appeared loaded
            | window
            |   self.view
            |     child.view
        """)
  }

  /// A3.4 the canonical removal; A2.2 willMove(nil) is the container's and changes no
  /// relation; A5.2 will-disappear comes before the view leaves; A2.1 removeFromParent takes
  /// the child out of `children` and clears its parent before A2.3's automatic didMove(nil);
  /// A2.4 it does not touch the views.
  @Test func canonicalRemove() throws {
    let source = """
      let child = UIViewController()

      func add() {
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
      }

      func remove() {
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
      }
      """
    let text = try timeline(source, run: ["add", "remove"])
    let removal = try #require(text.range(of: "manual  child.willMove(toParent: nil)"))
    #expect(
      String(text[removal.lowerBound...]) == """
        manual  child.willMove(toParent: nil)
        manual  child.view.removeFromSuperview()
        auto      child.viewWillDisappear(false)
            | self parent=- children=[child] appeared loaded
            | child parent=self children=[] disappearing loaded
            | window
            |   self.view
            | child.view (not in window)
        auto      child.viewDidDisappear(false)
            | self parent=- children=[child] appeared loaded
            | child parent=self children=[] disappeared loaded
            | window
            |   self.view
            | child.view (not in window)
        manual  child.removeFromParent()
            | self parent=- children=[] appeared loaded
            | child parent=- children=[] disappeared loaded
            | window
            |   self.view
            | child.view (not in window)
        auto      child.didMove(toParent: nil)
        """)
  }

  /// A4.1/A4.2/A4.7: transition adds the new child's view to the old one's superview inside
  /// the call (after the will-callbacks), runs the animations, and removes the old view when
  /// the animation completes, before the did-callbacks; A4.4 it sends no willMove/didMove, so
  /// relations change only where the code calls them (A2.1 in the completion).
  @Test func canonicalTransition() throws {
    let source = """
      let first = UIViewController()
      let second = UIViewController()

      func showFirst() {
        self.addChild(first)
        self.view.addSubview(first.view)
        first.didMove(toParent: self)
      }

      func swap() {
        first.willMove(toParent: nil)
        self.addChild(second)
        self.transition(
          from: first, to: second, duration: 0.5, options: [.transitionFlipFromLeft],
          animations: {},
          completion: { finished in
            self.first.removeFromParent()
            self.second.didMove(toParent: self)
          })
      }
      """
    let text = try timeline(source, run: ["showFirst", "swap"])
    let swap = try #require(text.range(of: "manual  self.transition("))
    #expect(
      String(text[swap.lowerBound...]) == """
        manual  self.transition(from: first, to: second, duration: 0.5, options: .transitionFlipFromLeft)
        auto      second.loadView()
            | self parent=- children=[first, second] appeared loaded
            | first parent=self children=[] appeared loaded
            | second parent=self children=[] disappeared loaded
            | window
            |   self.view
            |     first.view
            | second.view (not in window)
        auto      second.viewDidLoad()
        auto      first.viewWillDisappear(true)
            | self parent=- children=[first, second] appeared loaded
            | first parent=self children=[] disappearing loaded
            | second parent=self children=[] disappeared loaded
            | window
            |   self.view
            |     first.view
            | second.view (not in window)
        auto      second.viewWillAppear(true)
            | self parent=- children=[first, second] appeared loaded
            | first parent=self children=[] disappearing loaded
            | second parent=self children=[] appearing loaded
            | window
            |   self.view
            |     first.view
            | second.view (not in window)
        auto      self.view.insertSubview(second.view, aboveSubview: first.view)
            | self parent=- children=[first, second] appeared loaded
            | first parent=self children=[] disappearing loaded
            | second parent=self children=[] appearing loaded
            | window
            |   self.view
            |     first.view
            |     second.view
        block     animations()
        time    0.5
        auto      first.view.removeFromSuperview()
            | self parent=- children=[first, second] appeared loaded
            | first parent=self children=[] disappearing loaded
            | second parent=self children=[] appearing loaded
            | window
            |   self.view
            |     second.view
            | first.view (not in window)
        auto      first.viewDidDisappear(true)
            | self parent=- children=[first, second] appeared loaded
            | first parent=self children=[] disappeared loaded
            | second parent=self children=[] appearing loaded
            | window
            |   self.view
            |     second.view
            | first.view (not in window)
        auto      second.viewDidAppear(true)
            | self parent=- children=[first, second] appeared loaded
            | first parent=self children=[] disappeared loaded
            | second parent=self children=[] appeared loaded
            | window
            |   self.view
            |     second.view
            | first.view (not in window)
        block     completion(true)
        manual      first.removeFromParent()
            | self parent=- children=[second] appeared loaded
            | first parent=- children=[] disappeared loaded
            | second parent=self children=[] appeared loaded
            | window
            |   self.view
            |     second.view
            | first.view (not in window)
        auto          first.didMove(toParent: nil)
        manual      second.didMove(toParent: self)
        """)
  }

  /// A runaway loop changes the state thousands of times: the run records no states (no
  /// player) rather than thousands of copies, and its trace is unaffected.
  @Test func tooManyChangesRecordNoStates() throws {
    let source = """
      let child = UIViewController()
      for _ in 0..<1500 {
        child.willMove(toParent: nil)
        addChild(child)
        child.removeFromParent()
      }
      """
    let outcome = ScenarioRunner().run(source, language: .swift)
    #expect(outcome.succeeded)
    #expect(outcome.events.count > 4_000)
    #expect(outcome.states == nil)
    #expect(TracePlayerData(events: outcome.events, states: nil, showLayout: false) == nil)
  }

  /// `check` shows no page, so its runner records no states; the trace is the same.
  @Test func verificationOnlyRunsRecordNoStatesAndTheSameTrace() throws {
    let source = "let child = UIViewController()\naddChild(child)\nchild.didMove(toParent: self)\n"
    let shown = ScenarioRunner().run(source, language: .swift)
    let checked = ScenarioRunner().forVerificationOnly.run(
      source, language: .swift, attributes: ScenarioAttributes())
    #expect(shown.states != nil)
    #expect(checked.states == nil)
    #expect(checked.events == shown.events)
    #expect(checked.succeeded && shown.succeeded)
  }
}
