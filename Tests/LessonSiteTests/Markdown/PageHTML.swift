@testable import LessonSite

/// A document's body as a page renders it (`LessonBody`, no scenarios): the production path
/// for the Markdown renderer's tests, rather than a whole-tree twin of it.
func pageHTML(_ document: MarkdownDocument) -> String {
  LessonBody(
    document: document, scenarios: LessonScenarios(items: []),
    strings: UIStrings(locale: "en", values: [:])
  ).html
}

/// `document`'s HTML with the fenced code blocks at `replacements`' indexes replaced by their
/// values, through the page's own code-block pass (`MarkdownPasses.CodeBlockReplacer`).
func html(_ document: MarkdownDocument, replacingCodeBlocks replacements: [Int: String]) -> String {
  var replacer = MarkdownPasses.CodeBlockReplacer(replacements)
  var tree = document.root
  tree.rewrite { replacer.apply(&$0) }
  return MarkdownHTMLRenderer().render(tree)
}
