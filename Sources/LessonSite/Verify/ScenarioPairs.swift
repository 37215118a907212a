import Containment
import Diagnostics
import Foundation
import Scenarios

/// Scenarios a lesson gives in both languages: a `swift scenario id=NAME.swift` block and an
/// `objc scenario id=NAME.objc` block of the same lesson are one scenario written twice. The
/// page shows one with a Swift / Objective-C toggle; verification checks that both produce
/// the same events (events are language-neutral: only their spelling differs).
///
/// The suffix must be the block's own language; a block whose partner is missing is an
/// ordinary scenario.
package enum ScenarioPairs {
  /// The suffix a paired block's id ends with.
  package static func suffix(_ language: ScenarioLanguage) -> String {
    language == .swift ? ".swift" : ".objc"
  }

  /// `NAME` for a block whose id is `NAME.swift` (a Swift block) or `NAME.objc` (an
  /// Objective-C block); nil otherwise.
  package static func pairName(id: String, language: ScenarioLanguage) -> String? {
    let suffix = suffix(language)
    guard id.hasSuffix(suffix), id.count > suffix.count else { return nil }
    return String(id.dropLast(suffix.count))
  }

  /// Positions of the paired blocks, (Swift, Objective-C), in the order of the Swift blocks.
  package static func pairs(ids: [(id: String, language: ScenarioLanguage)]) -> [(Int, Int)] {
    var objc: [String: Int] = [:]
    for (index, block) in ids.enumerated() where block.language == .objc {
      if let name = pairName(id: block.id, language: .objc), objc[name] == nil {
        objc[name] = index
      }
    }
    return ids.enumerated().compactMap { index, block in
      guard block.language == .swift, let name = pairName(id: block.id, language: .swift),
        let partner = objc[name]
      else { return nil }
      return (index, partner)
    }
  }

  /// Checks each pair of `results` produces the same events (source lines aside); a pair
  /// that does not fails both, with one `scenario.pair-mismatch` error at the Objective-C
  /// block naming the first event that differs (spelled in Swift).
  package static func check(_ results: inout [ScenarioResult], lines: TextLines) -> [SiteDiagnostic]
  {
    var diagnostics: [SiteDiagnostic] = []
    let ids = results.map { (id: $0.block.id, language: $0.block.language) }
    for (swift, objc) in pairs(ids: ids) {
      let (left, right) = (results[swift], results[objc])
      guard left.outcome.succeeded, right.outcome.succeeded else { continue }
      let leftEvents = left.outcome.events.map(Self.placeless)
      let rightEvents = right.outcome.events.map(Self.placeless)
      guard leftEvents != rightEvents else { continue }
      // Named as the trace shows them (hidden layout events only when they alone differ).
      let formatter = TraceFormatter(spelling: .swift, showLayout: left.outcome.showLayout)
      var (leftShown, rightShown) = (
        formatter.visibleEvents(leftEvents), formatter.visibleEvents(rightEvents)
      )
      if leftShown == rightShown { (leftShown, rightShown) = (leftEvents, rightEvents) }
      let position = zip(leftShown, rightShown).prefix { $0 == $1 }.count
      func describe(_ events: [TraceEvent]) -> String {
        position < events.count
          ? formatter.line(for: events[position]).trimmingCharacters(in: .whitespaces)
          : "(no more events)"
      }
      let (swiftLine, objcLine) = (describe(leftShown), describe(rightShown))
      let line = right.block.code.openingFenceLine
      diagnostics.append(
        VerifyMessages.pairMismatch(
          name: pairName(id: right.block.id, language: .objc) ?? right.block.id,
          swiftLine: left.block.code.openingFenceLine, event: position + 1,
          swift: swiftLine, objc: objcLine, file: right.lessonPath
        ).located(file: right.lessonPath, line: line, text: lines))
      results[swift].status = .failed
      results[objc].status = .failed
    }
    return diagnostics
  }

  /// The event without its source line: the two languages' code may differ in line count.
  static func placeless(_ event: TraceEvent) -> TraceEvent {
    var copy = event
    copy.sourceLine = nil
    return copy
  }
}

extension VerifyMessages {
  /// A Swift / Objective-C pair whose events differ.
  package static func pairMismatch(
    name: String, swiftLine: Int, event: Int, swift: String, objc: String, file: String
  ) -> SiteDiagnostic {
    SiteDiagnostic(
      id: .scenarioPairMismatch,
      message: "`\(name).objc` should produce the same events as its Swift pair `\(name).swift`; "
        + "event \(event) differs (both spelled in Swift): Swift `\(swift)`, Objective-C `\(objc)`",
      notes: [
        SiteDiagnostic.Note(message: "the Swift scenario is here", file: file, line: swiftLine)
      ])
  }
}
