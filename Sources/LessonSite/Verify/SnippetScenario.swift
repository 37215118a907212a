import Diagnostics
import Scenarios

/// A file of scenario code run on its own (`lessons run FILE.swift --run …`), read as a
/// lesson's block with the same code and attribute words is: `BlockAttributes` reads the
/// words (so `run=show(child, animated: true)` is one call step, split only at top-level
/// commas) and `DriverCode` puts the run together (a call step becomes a method of `self`
/// when the code defines methods). A snippet and a Markdown block therefore mean the same.
package struct SnippetScenario: Sendable {
  package var language: ScenarioLanguage
  /// The attributes the words give, before the run is put together.
  package var attributes: ScenarioAttributes
  /// Problems with the words: an error (a malformed value) stops the run.
  package var problems: [SiteDiagnostic]
  private var hidden: HiddenParts

  /// The attribute `words` (`run=…`, `self=…`, as in a block's info string) of a snippet in
  /// `language`.
  package init(words: [String], language: ScenarioLanguage) {
    self.language = language
    (attributes, hidden, problems) = BlockAttributes.parse(words, language: language)
  }

  /// `swift=3` / `swift=4`: the snippet spells UIKit as that SDK did (`OldSwiftNames`).
  package var oldSwift: String? { hidden.oldSwift }

  /// The first error among `problems`.
  package var error: SiteDiagnostic? { problems.first { $0.severity == .error } }

  /// One run of a snippet: what the interpreter gets.
  package struct Run: Sendable {
    /// The snippet's lines first, then any generated ones (call steps).
    package var source: String
    package var attributes: ScenarioAttributes
    fileprivate var map: AssembledSource?

    /// The snippet line of source line `line`; nil when the line was generated (a `run=`
    /// call step, which the command line wrote, not the file).
    package func snippetLine(_ line: Int) -> Int? {
      guard let map, let (piece, within) = map.piece(at: line) else { return line }
      return piece.isGenerated ? nil : piece.firstLine + within - 1
    }
  }

  /// The run of `code`, put together as `DriverCode` puts a lesson's block together.
  package func run(_ code: String) -> Run {
    let literal = TraceText.withUnixLineEndings(code)
    guard !hidden.callSteps.isEmpty || hidden.inClass != nil else {
      return Run(source: literal, attributes: attributes, map: nil)
    }
    var block = ScenarioBlock(
      id: "snippet", ordinal: 1, language: language, attributes: attributes,
      code: FencedCodeBlock(
        index: 0, info: "", literal: literal, openingFenceLine: 0, closingFenceLine: nil,
        lastLine: 0, fenceIndentation: 0, fenceCharacter: "`", fenceLength: 3),
      trace: nil)
    block.hidden = hidden
    let (assembled, combined) = DriverCode.assemble(block, after: [])
    return Run(source: assembled.source, attributes: combined, map: assembled)
  }
}
