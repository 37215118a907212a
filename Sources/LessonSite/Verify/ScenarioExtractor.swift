import Diagnostics
import Scenarios

/// Finds a lesson's scenario blocks, pairs each with its trace block and reports trace blocks
/// that follow no scenario (orphans) and malformed info strings. Run once per lesson, when
/// it is made (`Lesson.scenarios`); everything else reads that.
package enum ScenarioExtractor {
  /// True for a fence whose info string names a scenario (`swift scenario …`), whatever
  /// the language word.
  private static func isScenarioFence(_ words: [String]) -> Bool {
    words.count >= 2 && words[1] == "scenario"
  }

  /// Scenario blocks of `lesson` in source order, and problems with them: fences whose
  /// info string says `scenario`, and any code block a `<!-- lessons: … -->` comment
  /// annotates (`BlockAnnotations`).
  static func scenarios(in lesson: Lesson) -> ([ScenarioBlock], [SiteDiagnostic]) {
    let lines = lesson.lines
    let blocks = lesson.document.codeBlocks
    // Each fence's info words, split once (`blocks[i].index == i`): `language` splits them
    // again on every call.
    let wordsByBlock = blocks.map(\.infoWords)
    let annotations = BlockAnnotations.find(in: lesson)
    var diagnostics = annotations.diagnostics
    var pairedTraces = Set<Int>()
    var seenIDs: [String: Int] = [:]
    // Candidates in source order: each fenced block, and each annotated indented block.
    var targetsByFence: [Int: BlockAnnotations.Target] = [:]
    var candidates: [(code: FencedCodeBlock, target: BlockAnnotations.Target?)] = blocks.map {
      ($0, nil)
    }
    for target in annotations.targets {
      if let index = target.fenced {
        targetsByFence[index] = target
        candidates[index].target = target
      } else if let indented = target.indented {
        candidates.append((indented, target))
      }
    }
    candidates.sort { $0.code.openingFenceLine < $1.code.openingFenceLine }
    var scenarios: [ScenarioBlock] = []
    for (block, target) in candidates {
      func place(_ diagnostic: SiteDiagnostic, line: Int? = nil) {
        diagnostics.append(
          diagnostic.located(
            file: lesson.path,
            line: line ?? (block.index < 0 ? block.firstCodeLine : block.openingFenceLine),
            column: block.index >= 0 ? block.fenceIndentation + 1 : 1, text: lines))
      }
      let words = block.index >= 0 ? wordsByBlock[block.index] : []
      let isAnnotated = target.map { !$0.annotations.isEmpty } ?? false
      var attributeWords: [String] = []
      var language: ScenarioLanguage?
      if isScenarioFence(words) {
        guard let named = ScenarioLanguageNames.language(words[0]) else {
          place(VerifyMessages.unknownScenarioLanguage(words[0]))
          continue
        }
        language = named
        attributeWords = Array(words.dropFirst(2))
      } else if !isAnnotated {
        if let nearMiss = ScenarioNearMiss.diagnostic(words) { place(nearMiss) }
        continue
      }
      var hidden = HiddenParts()
      var annotatedScenario = false
      for annotation in target?.annotations ?? [] {
        switch annotation.kind {
        case .scenario(let named, let words):
          annotatedScenario = true
          language = named ?? language
          attributeWords += words
        case .prelude(let piece): hidden.prelude.append(piece)
        case .driver(let piece): hidden.drivers.append(piece)
        case .trace(let trace): hidden.trace = trace
        }
      }
      // A trace comment alone after a visible scenario block keeps its trace hidden; any
      // other annotation makes the block a scenario.
      let onlyTrace = !annotatedScenario && hidden.prelude.isEmpty && hidden.drivers.isEmpty
      if !isScenarioFence(words), onlyTrace {
        if let nearMiss = ScenarioNearMiss.diagnostic(words) { place(nearMiss) }
        continue
      }
      hidden.isAnnotated =
        annotatedScenario || !hidden.prelude.isEmpty
        || !hidden.drivers.isEmpty
      hidden.commentLine = target?.annotations.first?.line
      let annotations = target?.annotations ?? []
      if let scenarioLine = annotations.first(where: { annotation in
        if case .scenario = annotation.kind { return true }
        return false
      })?.line {
        hidden.driversBeforeSteps =
          annotations.filter { annotation in
            if case .driver = annotation.kind { return annotation.line < scenarioLine }
            return false
          }.count
      }
      let resolved =
        language ?? words.first.flatMap(ScenarioLanguageNames.language)
        ?? ScenarioLanguageNames.guess(block.literal)
      let (attributes, parts, problems) = BlockAttributes.parse(attributeWords, language: resolved)
      for problem in problems { place(problem, line: target?.annotations.first?.line) }
      hidden.continues = parts.continues
      hidden.group = parts.group
      hidden.callSteps = parts.callSteps
      hidden.mistakes = parts.mistakes
      hidden.oldSwift = parts.oldSwift
      hidden.inClass = parts.inClass
      let ordinal = scenarios.count + 1
      for index in hidden.prelude.indices { hidden.prelude[index].owner = ordinal }
      for index in hidden.drivers.indices { hidden.drivers[index].owner = ordinal }
      let id = attributes.id ?? "\(lesson.slug)#\(ordinal)"
      if let first = seenIDs[id] {
        place(VerifyMessages.duplicateID(id, firstLine: first, file: lesson.path))
      }
      seenIDs[id] = seenIDs[id] ?? block.openingFenceLine
      var trace: FencedCodeBlock?
      let next = block.index + 1
      if block.index >= 0, block.closingFenceLine != nil, next < blocks.count,
        wordsByBlock[next].first == "trace",
        lines.onlyBlankLines(from: block.lastLine + 1, to: blocks[next].openingFenceLine - 1)
      {
        trace = blocks[next]
        pairedTraces.insert(next)
      }
      var scenario = ScenarioBlock(
        id: id, ordinal: ordinal, language: resolved, attributes: attributes, code: block,
        trace: trace)
      scenario.hidden = hidden
      scenarios.append(scenario)
    }
    for block in blocks
    where wordsByBlock[block.index].first == "trace" && !pairedTraces.contains(block.index) {
      diagnostics.append(
        VerifyMessages.orphanTrace()
          .located(
            file: lesson.path, line: block.openingFenceLine,
            column: block.fenceIndentation + 1, text: lines))
    }
    return (GroupDeclarations.resolve(scenarios), diagnostics)
  }
}
