import Diagnostics
import Scenarios

/// Swift and Objective-C code blocks of a loose file that are not scenarios (fenced, a
/// Liquid block of Jekyll or Hexo, or an HTML `<pre>` naming its language). A published
/// article's blocks are plain ```` ```swift ```` fences until a writer marks them, and a check
/// that finds no scenario otherwise passes in silence: "0 scenarios, 0 failed", exit 0. One
/// diagnostic per file says how many blocks went unchecked and how to mark them; with
/// `--require-traces` a file with such blocks and no scenario at all is an error, since that
/// option promises that every scenario is verified and here nothing was.
enum UnmarkedCodeBlocks {
  static func diagnostic(for lesson: Lesson, requireTraces: Bool) -> SiteDiagnostic? {
    let marked = Set(lesson.scenarios.map(\.code.openingFenceLine))
    var counts: [ScenarioLanguage: Int] = [:]
    var first: FencedCodeBlock?
    // A Liquid block (`{% highlight swift %}`) and an HTML `<pre class="swift">` are code
    // blocks of the page too (`PublishedCodeBlocks`).
    let liquid = PublishedCodeBlocks.liquidBlocks(in: lesson.lines, text: lesson.bodyText)
    var text = lesson.bodyText
    let hasPre = text.withUTF8 { BlockAnnotations.contains($0, "<pre") }
    let pre = hasPre ? BlockAnnotations.preBlocks(in: lesson) : []
    let blocks = (lesson.document.codeBlocks + liquid.values + pre).sorted {
      $0.openingFenceLine < $1.openingFenceLine
    }
    for block in blocks where !marked.contains(block.openingFenceLine) {
      guard
        let language = block.infoWords.first.flatMap({ word in
          ScenarioLanguageNames.language(word) ?? ScenarioLanguageNames.runOn(word)?.language
        })
      else { continue }
      counts[language, default: 0] += 1
      if first == nil { first = block }
    }
    guard let first else { return nil }
    let swift = counts[.swift] ?? 0
    let objc = counts[.objc] ?? 0
    let total = swift + objc
    let kinds = [
      swift > 0 ? "\(swift) Swift" : nil, objc > 0 ? "\(objc) Objective-C" : nil,
    ].compactMap { $0 }.joined(separator: " and ")
    let severity: SiteDiagnostic.Severity =
      requireTraces && lesson.scenarios.isEmpty ? .error : .note
    var diagnostic = SiteDiagnostic(
      id: .scenarioUnmarkedBlocks, severity: severity,
      message: "\(kinds) code "
        + (total == 1
          ? "block is not a scenario, so nothing checked it"
          : "blocks are not scenarios, so nothing checked them")
        + (lesson.scenarios.isEmpty ? " (this file has no scenario)" : ""),
      detail: "hint: mark a block that runs with `<!-- lessons: scenario -->` on the line "
        + "before it (the published page hides the comment), or write `swift scenario` / "
        + "`objc scenario` in its fence; `lessons help check` shows the attributes\n")
    diagnostic = diagnostic.located(
      file: lesson.path, line: first.openingFenceLine, column: first.fenceIndentation + 1,
      text: lesson.lines)
    return diagnostic
  }
}
