/// A Markdown document parsed with cmark-gfm and its GitHub extensions (table,
/// strikethrough, autolink, tagfilter, tasklist), exposed as plain Swift values.
///
/// The parse keeps no cmark pointer: `renderHTML(replacingCodeBlocks:)` parses the text again,
/// which keeps the model `Sendable` and free of manual memory management.
///
/// ```swift
/// let document = MarkdownDocument(parsing: body, firstLine: 5)  // body starts on file line 5
/// document.codeBlocks[0].openingFenceLine  // a file line, front matter included
/// ```
package struct MarkdownDocument: Sendable, Equatable {
  /// The Markdown text as parsed.
  package let markdown: String
  /// The file line the text's first line is on (1 when there is no front matter).
  package let firstLine: Int
  /// Fenced code blocks in source order; `codeBlocks[i].index == i`.
  package let codeBlocks: [FencedCodeBlock]
  /// Headings in source order.
  package let headings: [MarkdownHeading]

  /// Parses `markdown`, whose first line is line `firstLine` of its file.
  package init(parsing markdown: String, firstLine: Int = 1) {
    self.markdown = markdown
    self.firstLine = firstLine
    (codeBlocks, headings) = CmarkBridge.scan(markdown, firstLine: firstLine)
  }

  /// HTML for the whole document, with each fenced code block whose index is a key replaced
  /// by the value, verbatim.
  ///
  /// Only our renderer's HTML may go in `replacingCodeBlocks`: it is trusted and written as is.
  /// Raw HTML the author wrote is still omitted (no `CMARK_OPT_UNSAFE`) and filtered by
  /// `tagfilter`.
  package func renderHTML(replacingCodeBlocks replacements: [Int: String] = [:]) -> String {
    CmarkBridge.renderHTML(markdown, replacing: replacements)
  }
}
