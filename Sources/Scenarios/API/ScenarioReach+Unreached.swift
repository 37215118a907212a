import Diagnostics

/// A refusal the run can never meet: a member the model does not cover (`UIAlertController`,
/// `popoverPresentationController`) inside a method that nothing calls (no override, no
/// `run=` step, no other code names it; `ScenarioReach`). Refusing the whole scenario for code
/// that never runs would stop real files over an alert in an unused action; UIKit would never
/// see that code either. It stays a note, so the reader still learns what the run left out,
/// and a run that does reach it is refused there.
extension ScenarioReach {
  /// `diagnostics` with each `scenario.not-modelled` error that lies in an uncalled method
  /// turned into a note naming that method.
  static func sparingUnreached(
    _ diagnostics: [ScenarioDiagnostic], tokens: [Token], reach: ScenarioReach?
  ) -> [ScenarioDiagnostic] {
    guard let reach, !reach.uncalled.isEmpty,
      diagnostics.contains(where: { $0.id == .scenarioNotModelled && $0.severity == .error })
    else { return diagnostics }
    let spans = reach.uncalled.compactMap { method in
      bodyEnd(after: method.line, in: tokens).map { (method, method.line...$0) }
    }
    return diagnostics.map { diagnostic in
      guard diagnostic.id == .scenarioNotModelled, diagnostic.severity == .error,
        let (method, _) = spans.last(where: { $0.1.contains(diagnostic.line) })
      else { return diagnostic }
      var note = diagnostic
      note.severity = .note
      note.message += "; it is in `\(method.key)`, which nothing in this run calls"
      note.hint =
        "the run goes on without it; a `run=` step that calls `\(method.name)` "
        + "would be refused here"
      return note
    }
  }

  /// The line of the `}` that closes the first `{` on or after `line`: a method's body.
  private static func bodyEnd(after line: Int, in tokens: [Token]) -> Int? {
    var depth = 0
    var opened = false
    for token in tokens where token.location.line >= line {
      guard case .punctuation(let text) = token.kind else { continue }
      if text == "{" {
        depth += 1
        opened = true
      } else if text == "}", opened {
        depth -= 1
        if depth == 0 { return token.location.line }
      }
    }
    return nil
  }
}
