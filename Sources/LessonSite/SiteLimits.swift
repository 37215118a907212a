/// Every limit of the site's own readers and writers (DESIGN.md section 8: "every recursive
/// parser and every growing value has an explicit limit, hit as a diagnostic, never a
/// crash"): the Markdown bridge (`CmarkBridge`, `MarkdownInputBounds`), the content loader,
/// `JSONNesting` (site.json, glossary.json, UI strings) and the template engine
/// (`MustacheTemplate`). The scenario limits (lexer, parsers, interpreter, static check) are
/// `Limits`, in the module that enforces them; none of these needs the interpreter.
///
/// | limit | where it is hit | id |
/// |---|---|---|
/// | `markdownNesting` | block quotes, lists, emphasis from cmark | `markdown.too-deep` |
/// | `tableCells` | a line of a lesson, before cmark's table extension sees it | `markdown.table-too-wide` |
/// | `tableCellsPerDocument` | a document's table cells (columns × rows) | `markdown.table-too-large` |
/// | `lessonBytes` | a lesson or snippet file before it is read; a lesson as promotion or a fix would write it | `content.file-too-large`, `promote.too-large` |
/// | `glossaryBytes` | `glossary.json`, before it is read | `content.glossary-too-large` |
/// | `jsonNesting` | site.json, glossary.json, `i18n/<locale>.json` | `site.config-invalid`, `content.glossary-invalid`, `site.bad-ui-strings` |
/// | `templateSections` | nested `{{#…}}` sections of a template | `template.too-deep` |
/// | `templatePartials` | partials including partials | `template.partial-too-deep` |
/// | `templateOutputBytes` | one rendered page | `template.output-too-large` |
///
/// Each is far above what a lesson or a theme needs and far below what would exhaust the
/// stack, the memory or the reader's patience. Sizes are checked before a file is read
/// (`FileBytes`), so memory is bounded by the limit, not by the file.
package enum SiteLimits {
  // MARK: Nesting

  /// Markdown containers (block quotes, lists, emphasis, links) nested in a lesson; deeper
  /// ones are folded into plain text so that every pass over the tree recurses a bounded
  /// number of times. Real lessons nest a handful of levels.
  package static let markdownNesting = 48
  /// `[` and `{` nested in a JSON file, checked by one linear scan before Foundation parses
  /// it (whose own limit is an implementation detail and names no position). Ours nest three.
  package static let jsonNesting = 32
  /// `{{#section}}`s nested inside each other in one template; themes nest a handful.
  package static let templateSections = 64
  /// Partials including partials; deeper means a partial includes itself.
  package static let templatePartials = 32

  // MARK: Sizes

  /// Bytes of one lesson file. Real lessons are some kilobytes; the pipeline is linear, but
  /// a file of gigabytes would still be read into memory whole.
  package static let lessonBytes = 1 << 20
  /// Bytes of `glossary.json`. A glossary lists a few hundred terms in a few kilobytes; its
  /// every term is matched against every lesson, so its size multiplies the check's work.
  package static let glossaryBytes = 1 << 20
  /// `|` characters on one line of a lesson. cmark-gfm's table extension is quadratic in the
  /// cells of a row, so a longer line reaches cmark with its pipes escaped, as text; a real
  /// table has a dozen columns.
  package static let tableCells = 256
  /// Table cells in one document (columns × rows, over all its tables). cmark-gfm builds a
  /// node for every cell, padding each row to its header's width, so cells and not bytes are
  /// what a table costs; a real lesson's tables hold a few hundred.
  package static let tableCellsPerDocument = 100_000
  /// Bytes of one rendered page: sections over lists nested inside each other multiply, so a
  /// small template could otherwise produce terabytes.
  package static let templateOutputBytes = 64 << 20
}
