import Containment
import Diagnostics
import Scenarios

/// Scenarios with the same id in different locales must produce the same events: a
/// translation may reword the prose, never change what the code does.
package enum CrossLocaleChecker {
  /// Diagnostics for every translated scenario whose run differs from the reference one
  /// (the first locale in `localeOrder` that has the id), keyed by the position of the
  /// drifting result: `(report index, scenario index)`.
  package static func check(_ reports: [LessonReport], localeOrder: [String])
    -> [(report: Int, scenario: Int, diagnostic: SiteDiagnostic)]
  {
    var groups: [String: [(report: Int, scenario: Int)]] = [:]
    for (r, report) in reports.enumerated() {
      for (s, result) in report.scenarios.enumerated() where result.outcome.succeeded {
        groups[result.block.id, default: []].append((r, s))
      }
    }
    func rank(_ locale: String) -> Int { localeOrder.firstIndex(of: locale) ?? localeOrder.count }
    var found: [(report: Int, scenario: Int, diagnostic: SiteDiagnostic)] = []
    for id in groups.keys.sorted() {
      let members = groups[id]!.sorted {
        let left = reports[$0.report].scenarios[$0.scenario]
        let right = reports[$1.report].scenarios[$1.scenario]
        return (rank(left.locale), left.lessonPath) < (rank(right.locale), right.lessonPath)
      }
      guard let reference = members.first else { continue }
      let base = reports[reference.report].scenarios[reference.scenario]
      for member in members.dropFirst() {
        let other = reports[member.report].scenarios[member.scenario]
        guard other.locale != base.locale else { continue }
        guard differ(base.outcome, other.outcome) else { continue }
        let (left, right) = comparableLines(base.outcome, other.outcome)
        let leftLines = left.map(\.text)
        let rightLines = right.map(\.text)
        let baseLine = base.block.code.openingFenceLine
        let otherLine = other.block.code.openingFenceLine
        let diagnostic = VerifyMessages.crossLocale(
          id, here: other.lessonPath, hereLine: otherLine, other: base.lessonPath,
          otherLine: baseLine,
          explanation: TraceExplainer.explain(expected: left, actual: right),
          diff: UnifiedDiff.diff(
            old: leftLines, new: rightLines, oldName: "\(base.lessonPath):\(baseLine)",
            newName: "\(other.lessonPath):\(otherLine)")
        ).located(
          file: other.lessonPath, line: otherLine,
          column: other.block.code.fenceIndentation + 1,
          text: reports[member.report].lesson.lines)
        found.append((member.report, member.scenario, diagnostic))
      }
    }
    return found
  }

  /// Warnings for translations that lack a scenario id their reference lesson (the same
  /// slug in the earliest locale) has, keyed by report index.
  package static func missingTranslations(_ reports: [LessonReport], localeOrder: [String])
    -> [(report: Int, diagnostic: SiteDiagnostic)]
  {
    func rank(_ locale: String) -> Int { localeOrder.firstIndex(of: locale) ?? localeOrder.count }
    var bySlug: [String: [Int]] = [:]
    for (index, report) in reports.enumerated() {
      bySlug[report.lesson.slug, default: []].append(index)
    }
    var found: [(report: Int, diagnostic: SiteDiagnostic)] = []
    for slug in bySlug.keys.sorted() {
      let members = bySlug[slug]!.sorted {
        (rank(reports[$0].lesson.locale), $0) < (rank(reports[$1].lesson.locale), $1)
      }
      guard let reference = members.first else { continue }
      let base = reports[reference]
      for member in members.dropFirst() where reports[member].lesson.locale != base.lesson.locale {
        let ids = Set(reports[member].scenarios.map(\.block.id))
        for result in base.scenarios where !ids.contains(result.block.id) {
          var diagnostic = VerifyMessages.missingInTranslation(
            result.block.id, reference: base.lesson.path)
          diagnostic.file = reports[member].lesson.path
          diagnostic.notes = [
            SiteDiagnostic.Note(
              message: "the scenario is here", file: base.lesson.path,
              line: result.block.code.openingFenceLine)
          ]
          found.append((member, diagnostic))
        }
      }
    }
    return found
  }

  /// True when the two runs show different traces: their own trace texts when both are in
  /// the same language (formatted once already), else both in Swift's spelling (events are
  /// language-neutral; where the lines ran may differ, what they show may not).
  private static func differ(_ a: ScenarioOutcome, _ b: ScenarioOutcome) -> Bool {
    if a.language == b.language && a.showLayout == b.showLayout {
      return a.traceText != b.traceText
    }
    func swiftText(_ outcome: ScenarioOutcome) -> String {
      TraceFormatter(spelling: .swift, showLayout: outcome.showLayout).format(outcome.events)
    }
    return swiftText(a) != swiftText(b)
  }

  /// The two traces' lines from their events, in one spelling: each its own when both
  /// scenarios are in the same language, Swift for both otherwise.
  private static func comparableLines(_ a: ScenarioOutcome, _ b: ScenarioOutcome)
    -> ([TraceLine], [TraceLine])
  {
    if a.language == b.language && a.showLayout == b.showLayout {
      return (TraceLine.lines(of: a), TraceLine.lines(of: b))
    }
    func swift(_ outcome: ScenarioOutcome) -> [TraceLine] {
      TraceLine.lines(
        of: outcome.events,
        formatter: TraceFormatter(spelling: .swift, showLayout: outcome.showLayout))
    }
    return (swift(a), swift(b))
  }
}
