import Containment

/// The trace player's data for one scenario: the UIKit state before the first visible step
/// and after each one, as the model computed it, written compactly for `site.js`.
///
/// One `<script type="application/json" class="player-data">` per scenario (inert without
/// JavaScript; the table and diagram stay the page's content). Its JSON:
///
/// ```
/// {"n":["self","self.view","window","child"],   names, referred to by position
///  "s":[{"c":[[0,-1,2,1,3]],"v":[[2,-1,1],[1,2,1]]},   the state before step 1
///       0,                                      step 1 changed nothing
///       {"c":[[3,0,0,0],[0,-1,2,1,3]]}]}          step 2: only what changed
/// ```
///
/// A controller is `[name, parent or -1, appearance (0 disappeared, 1 appearing, 2 appeared,
/// 3 disappearing), view loaded (0/1), child, child …]`; a delta lists the controllers that
/// changed or are new. Views are `[name, superview or -1, in the window (0/1)]`, depth-first;
/// a delta that changes any view gives the whole list.
package struct TracePlayerData: Sendable {
  /// The states shown at each step: `[initial] + one per visible event`.
  package var steps: [UIKitState]

  package init(steps: [UIKitState]) {
    self.steps = steps
  }

  /// The states for the events the trace table shows, or nil when the run recorded none
  /// (a scenario that did not run, or one with too many objects). `visible`: the events'
  /// visible indexes (`TraceFormatter.visibleIndices`), when the caller found them already.
  package init?(
    events: [TraceEvent], states: UIKitStateTimeline?, showLayout: Bool, visible: [Int]? = nil
  ) {
    guard let states, states.after.count == events.count else { return nil }
    let visible = visible ?? TraceFormatter(showLayout: showLayout).visibleIndices(events)
    guard !visible.isEmpty else { return nil }
    // A visible step shows everything up to the next visible event, hidden ones included
    // (layout passes, a turn with nothing in it).
    var steps = [states.initial]
    for (position, index) in visible.enumerated() {
      let last = position + 1 < visible.count ? visible[position + 1] - 1 : events.count - 1
      steps.append(states.after[max(index, last)])
    }
    Self.holdAppearance(&steps, until: visible.map { events[$0] })
    self.steps = steps
  }

  /// The callbacks that report a controller's new appearance state.
  static let appearanceCallbacks: Set<APIMember> = [
    .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear,
  ]

  /// The model changes a controller's appearance state just before it calls the callback
  /// that reports it, so the change lands on the row before that callback (`addSubview`
  /// reads "appearing" one row above `viewWillAppear`). A reader looks for the change on the
  /// callback's row: a state change that the next visible event reports is held back until
  /// that event. `steps` is `[initial] + one per event of `visible``.
  static func holdAppearance(_ steps: inout [UIKitState], until visible: [TraceEvent]) {
    guard visible.count >= 2, steps.count == visible.count + 1 else { return }
    // Shifted from the model's own states, not from ones already held back: a change
    // reported two rows on (viewWillDisappear, then viewDidDisappear) moves one row each.
    let original = steps
    for position in 0..<(visible.count - 1) {
      guard case .call(let receiver, let member, _) = visible[position + 1].action,
        appearanceCallbacks.contains(member),
        let earlier = original[position].controllers.first(where: { $0.name == receiver }),
        let at = steps[position + 1].controllers.firstIndex(where: { $0.name == receiver })
      else { continue }
      steps[position + 1].controllers[at].appearance = earlier.appearance
    }
  }

  /// The JSON described above.
  package var json: String {
    // Names are numbered as the steps first mention them, and listed before the steps.
    var names: [String] = []
    var positions: [String: Int] = [:]
    func position(_ name: String) -> Int {
      if let known = positions[name] { return known }
      names.append(name)
      positions[name] = names.count - 1
      return names.count - 1
    }
    var steps = ""
    func controller(_ controller: UIKitState.Controller) {
      let appearance = UIKitState.Appearance.allCases.firstIndex(of: controller.appearance) ?? 0
      steps += "["
      steps += String(position(controller.name))
      steps += ","
      steps += String(controller.parent.map(position) ?? -1)
      steps += ","
      steps += String(appearance)
      steps += controller.isViewLoaded ? ",1" : ",0"
      for child in controller.children {
        steps += ","
        steps += String(position(child))
      }
      steps += "]"
    }
    func controllers(_ list: [UIKitState.Controller]) {
      steps += "\"c\":["
      for (index, item) in list.enumerated() {
        if index > 0 { steps += "," }
        controller(item)
      }
      steps += "]"
    }
    func views(_ views: [UIKitState.View]) {
      steps += "\"v\":["
      for (index, view) in views.enumerated() {
        if index > 0 { steps += "," }
        steps += "["
        steps += String(position(view.name))
        steps += ","
        steps += String(view.superview.map(position) ?? -1)
        steps += view.isInWindow ? ",1]" : ",0]"
      }
      steps += "]"
    }
    var previous: UIKitState?
    for state in self.steps {
      if previous != nil { steps += "," }
      guard let before = previous else {
        steps += "{"
        controllers(state.controllers)
        steps += ","
        views(state.views)
        steps += "}"
        previous = state
        continue
      }
      if before == state {
        steps += "0"
        continue
      }
      let known = Dictionary(
        before.controllers.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
      let changed = state.controllers.filter { known[$0.name] != $0 }
      let viewsChanged = before.views != state.views
      steps += "{"
      if !changed.isEmpty { controllers(changed) }
      if viewsChanged {
        if !changed.isEmpty { steps += "," }
        views(state.views)
      }
      steps += "}"
      previous = state
    }
    var json = "{\"n\":["
    for (index, name) in names.enumerated() {
      if index > 0 { json += "," }
      json += Self.jsonString(name)
    }
    json += "],\"s\":["
    json += steps
    json += "]}"
    return json
  }

  /// The `<script>` element carrying `json`.
  package var html: String {
    "<script type=\"application/json\" class=\"player-data\">" + json + "</script>"
  }

  /// A JSON string literal that is also safe inside `<script>`: `<` is written `\u003c`.
  static func jsonString(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "<": out += "\\u003c"
      case "&": out += "\\u0026"
      case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
