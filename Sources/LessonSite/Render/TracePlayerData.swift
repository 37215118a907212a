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
  /// (a scenario that did not run, or one with too many objects).
  package init?(events: [TraceEvent], states: UIKitStateTimeline?, showLayout: Bool) {
    guard let states, states.after.count == events.count else { return nil }
    let visible = TraceFormatter(showLayout: showLayout).visibleIndices(events)
    guard !visible.isEmpty else { return nil }
    // A visible step shows everything up to the next visible event, hidden ones included
    // (layout passes, a turn with nothing in it).
    var steps = [states.initial]
    for (position, index) in visible.enumerated() {
      let last = position + 1 < visible.count ? visible[position + 1] - 1 : events.count - 1
      steps.append(states.after[max(index, last)])
    }
    self.steps = steps
  }

  /// The JSON described above.
  package var json: String {
    var names: [String] = []
    var positions: [String: Int] = [:]
    func position(_ name: String) -> Int {
      if let known = positions[name] { return known }
      names.append(name)
      positions[name] = names.count - 1
      return names.count - 1
    }
    func controller(_ controller: UIKitState.Controller) -> String {
      let appearance = UIKitState.Appearance.allCases.firstIndex(of: controller.appearance) ?? 0
      let fields =
        [position(controller.name), controller.parent.map(position) ?? -1, appearance]
        + [controller.isViewLoaded ? 1 : 0] + controller.children.map(position)
      return "[" + fields.map(String.init).joined(separator: ",") + "]"
    }
    func views(_ views: [UIKitState.View]) -> String {
      "["
        + views.map {
          "[\(position($0.name)),\($0.superview.map(position) ?? -1),\($0.isInWindow ? 1 : 0)]"
        }.joined(separator: ",") + "]"
    }
    var encoded: [String] = []
    var previous: UIKitState?
    for state in steps {
      guard let before = previous else {
        encoded.append(
          "{\"c\":[" + state.controllers.map(controller).joined(separator: ",") + "],\"v\":"
            + views(state.views) + "}")
        previous = state
        continue
      }
      if before == state {
        encoded.append("0")
        continue
      }
      let known = Dictionary(
        before.controllers.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
      let changed = state.controllers.filter { known[$0.name] != $0 }
      var parts: [String] = []
      if !changed.isEmpty {
        parts.append("\"c\":[" + changed.map(controller).joined(separator: ",") + "]")
      }
      if before.views != state.views { parts.append("\"v\":" + views(state.views)) }
      encoded.append("{" + parts.joined(separator: ",") + "}")
      previous = state
    }
    let steps = encoded.joined(separator: ",")
    let nameList = names.map(Self.jsonString).joined(separator: ",")
    return "{\"n\":[" + nameList + "],\"s\":[" + steps + "]}"
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
