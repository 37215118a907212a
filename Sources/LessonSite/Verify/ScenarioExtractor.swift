import Scenarios

/// Finds a lesson's scenario blocks, pairs each with its trace block and reports trace blocks
/// that follow no scenario (orphans) and malformed info strings.
package enum ScenarioExtractor {
  /// True for a fence whose info string names a scenario (`swift scenario …`), whatever
  /// the language word.
  private static func isScenarioFence(_ words: [String]) -> Bool {
    words.count >= 2 && words[1] == "scenario"
  }

  /// How many scenarios `scenarios(in:)` finds in `lesson`, without extracting them (their
  /// figures' ids, `scenario-N`, are reserved on the page).
  package static func count(in lesson: Lesson) -> Int {
    lesson.document.codeBlocks.count { block in
      let words = block.infoWords
      return isScenarioFence(words) && ScenarioLanguage(rawValue: words[0]) != nil
    }
  }

  /// The ids of `lesson`'s scenarios, as `scenarios(in:)` gives them, without extracting
  /// them: only a fence that names an `id=` has its attributes parsed (the build compares
  /// every lesson's ids on every rebuild).
  package static func ids(in lesson: Lesson) -> [String] {
    var ids: [String] = []
    for block in lesson.document.codeBlocks {
      let words = block.infoWords
      guard isScenarioFence(words), ScenarioLanguage(rawValue: words[0]) != nil else { continue }
      let attributes =
        words.dropFirst(2).contains { $0.hasPrefix("id=") }
        ? ScenarioAttributes.parse(Array(words.dropFirst(2))).0.id : nil
      ids.append(attributes ?? "\(lesson.slug)#\(ids.count + 1)")
    }
    return ids
  }

  /// Scenario blocks of `lesson` in source order, and problems with them.
  package static func scenarios(in lesson: Lesson) -> ([ScenarioBlock], [SiteDiagnostic]) {
    let lines = lesson.lines
    let blocks = lesson.document.codeBlocks
    // Each fence's info words, split once (`blocks[i].index == i`): `language` splits them
    // again on every call.
    let wordsByBlock = blocks.map(\.infoWords)
    var scenarios: [ScenarioBlock] = []
    var diagnostics: [SiteDiagnostic] = []
    var pairedTraces = Set<Int>()
    var seenIDs: [String: Int] = [:]
    for block in blocks {
      let words = wordsByBlock[block.index]
      guard isScenarioFence(words) else { continue }
      guard let language = ScenarioLanguage(rawValue: words[0]) else {
        diagnostics.append(
          VerifyMessages.unknownScenarioLanguage(words[0])
            .located(
              file: lesson.path, line: block.openingFenceLine,
              column: block.fenceIndentation + 1, text: lines))
        continue
      }
      let (attributes, problems) = ScenarioAttributes.parse(Array(words.dropFirst(2)))
      for problem in problems {
        diagnostics.append(
          VerifyMessages.badAttribute(problem)
            .located(
              file: lesson.path, line: block.openingFenceLine,
              column: block.fenceIndentation + 1, text: lines))
      }
      let ordinal = scenarios.count + 1
      let id = attributes.id ?? "\(lesson.slug)#\(ordinal)"
      if let first = seenIDs[id] {
        diagnostics.append(
          VerifyMessages.duplicateID(id, firstLine: first, file: lesson.path)
            .located(
              file: lesson.path, line: block.openingFenceLine,
              column: block.fenceIndentation + 1, text: lines))
      }
      seenIDs[id] = seenIDs[id] ?? block.openingFenceLine
      var trace: FencedCodeBlock?
      let next = block.index + 1
      if block.closingFenceLine != nil, next < blocks.count, wordsByBlock[next].first == "trace",
        lines.onlyBlankLines(from: block.lastLine + 1, to: blocks[next].openingFenceLine - 1)
      {
        trace = blocks[next]
        pairedTraces.insert(next)
      }
      scenarios.append(
        ScenarioBlock(
          id: id, ordinal: ordinal, language: language, attributes: attributes, code: block,
          trace: trace))
    }
    for block in blocks
    where wordsByBlock[block.index].first == "trace" && !pairedTraces.contains(block.index) {
      diagnostics.append(
        VerifyMessages.orphanTrace()
          .located(
            file: lesson.path, line: block.openingFenceLine,
            column: block.fenceIndentation + 1, text: lines))
    }
    return (scenarios, diagnostics)
  }
}
