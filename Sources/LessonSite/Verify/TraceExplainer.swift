/// One sentence saying, in UIKit terms, where an expected trace first goes wrong.
///
/// ```
/// expected `second.didMove(toParent: self)` here, but it happens later: inside the
/// completion, after `time 0.5`
/// ```
package enum TraceExplainer {
  /// Explains the first difference between the `expected` and `actual` lines; the caller
  /// only asks when they differ. The run's lines come from its events
  /// (`TraceLine.lines(of:)`): kinds, depths and texts are compared as the values they are.
  package static func explain(expected old: [TraceLine], actual new: [TraceLine]) -> String {
    let script = UnifiedDiff.edits(old: old.map(\.text), new: new.map(\.text))
    guard let first = script.firstIndex(where: { if case .same = $0 { false } else { true } })
    else { return "the traces differ only in spacing" }
    switch script[first] {
    case .same:
      return "the traces differ"
    case .delete(let o):
      // Where the run stands: the first run line not yet matched.
      let position =
        script[first...].lazy.compactMap { edit -> Int? in
          switch edit {
          case .same(_, let n), .insert(let n): return n
          case .delete: return nil
          }
        }.first ?? new.count
      return missing(old[o], at: position, in: new)
    case .insert(let n):
      return extra(new[n])
    }
  }

  /// The lesson expects `line` where the run is at `position`.
  private static func missing(_ line: TraceLine, at position: Int, in run: [TraceLine]) -> String {
    // A blank line is no event: its empty text would otherwise match a `turn`'s.
    if line.text.allSatisfy(\.isWhitespace) {
      return position < run.count
        ? "the trace has a blank line where the run has \(run[position].quoted); a trace has "
          + "one event on every line"
        : "the trace has a blank line after the run's last event; a trace has one event on "
          + "every line"
    }
    let matches = run.indices.filter { run[$0].body == line.body && run[$0].kind == line.kind }
    if position < run.count, run[position].body == line.body {
      let found = run[position]
      if found.kind != line.kind { return kindSwap(expected: line, found: found) }
      let inside = enclosing(position, in: run).map { ", inside \($0)" } ?? ""
      return "expected \(line.quoted) at nesting depth \(line.depth), but it runs at depth "
        + "\(found.depth)" + inside
    }
    if let index = matches.first(where: { $0 > position }) {
      return later(line, from: position, to: index, in: run)
    }
    if let earlier = matches.last(where: { $0 < position }) {
      let previous = earlier > 0 ? "right after \(run[earlier - 1].quoted)" : "at the very start"
      return "expected \(line.quoted) here, but it happens earlier: \(previous)"
    }
    if position < run.count, run[position].kind == line.kind,
      let name = callName(line.body), callName(run[position].body) == name
    {
      if line.kind == "lint" || line.kind == "warning" || line.kind == "raise" {
        return "expected \(line.quoted), but the run reports other text here: "
          + run[position].quoted
      }
      return "expected \(line.quoted), but the run makes this call with other arguments: "
        + run[position].quoted
    }
    if let other = run.firstIndex(where: { $0.body == line.body }) {
      return kindSwap(expected: line, found: run[other])
    }
    switch line.kind {
    case "manual": return "expected \(line.quoted), but the code never makes this call"
    case "auto": return "expected \(line.quoted), but UIKit never makes this call in this run"
    case "block": return "expected \(line.quoted), but UIKit never calls this closure in this run"
    case "time", "turn": return "expected \(line.quoted), but the clock does not move there"
    default: return "expected \(line.quoted), but the run never shows it"
    }
  }

  /// The run does `run[index]`, which the lesson's trace leaves out.
  private static func extra(_ line: TraceLine) -> String {
    switch line.kind {
    case "manual": return "the code also calls \(line.quoted) here, which the trace leaves out"
    case "auto": return "UIKit also calls \(line.quoted) here (auto), which the trace leaves out"
    case "block": return "UIKit also runs \(line.quoted) here, which the trace leaves out"
    case "time": return "the clock moves to \(line.quoted) here, which the trace leaves out"
    case "turn": return "the run reaches \(line.quoted) here, which the trace leaves out"
    case "warning": return "UIKit logs a warning here, which the trace leaves out: \(line.quoted)"
    case "raise":
      return "UIKit raises an exception here, which the trace leaves out: \(line.quoted)"
    case "lint":
      return "the run ends with a containment problem the trace leaves out: \(line.quoted)"
    default: return "the run also has \(line.quoted) here, which the trace leaves out"
    }
  }

  private static func kindSwap(expected: TraceLine, found: TraceLine) -> String {
    if found.kind == "auto" && expected.kind == "manual" {
      return "UIKit makes this call automatically (auto), the lesson says the code does (manual): "
        + expected.quoted
    }
    if found.kind == "manual" && expected.kind == "auto" {
      return "the code makes this call itself (manual), the lesson says UIKit does (auto): "
        + expected.quoted
    }
    return "\(expected.quoted) is a `\(found.kind)` event in the run, not `\(expected.kind)`"
  }

  /// Expected at `position`, the run has it at `index` > `position`.
  private static func later(
    _ line: TraceLine, from position: Int, to index: Int,
    in run: [TraceLine]
  ) -> String {
    let between = run[position..<index]
    let inside = enclosing(index, in: run)
    if let clock = between.last(where: { $0.kind == "time" }) {
      return "expected \(line.quoted) here, but it happens later: "
        + (inside.map { "inside \($0), " } ?? "") + "after \(clock.quoted)"
    }
    if between.contains(where: { $0.kind == "turn" }) {
      return "expected \(line.quoted) now, but UIKit defers it to the end of the run-loop turn"
    }
    return "expected \(line.quoted) here, but it happens later, after \(run[index - 1].quoted)"
  }

  /// `self.transition` for `self.transition(from: a, …)`; nil for text that is not a call.
  private static func callName(_ body: String) -> String? {
    guard let open = body.firstIndex(where: { $0 == "(" || $0 == ":" }) else { return nil }
    return String(body[..<open])
  }

  /// "the completion" / "the animations" when `run[index]` sits inside a closure UIKit
  /// called, or the call it is nested in.
  private static func enclosing(_ index: Int, in run: [TraceLine]) -> String? {
    let depth = run[index].depth
    guard depth > 0 else { return nil }
    for candidate in run[..<index].reversed() where candidate.depth < depth {
      if candidate.kind == "time" || candidate.kind == "turn" { return nil }
      if candidate.kind == "block" {
        let name = candidate.body.prefix { $0 != "(" }
        return "the \(name)"
      }
      return "`\(candidate.body)`"
    }
    return nil
  }
}
