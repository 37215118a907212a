/// Every limit of the tool, declared in one place (issue 14; DESIGN.md section 8: "every
/// recursive parser and every growing value has an explicit limit, hit as a diagnostic, never
/// a crash"). Each is far above what a lesson or a theme needs and far below what would
/// exhaust the stack, the memory or the reader's patience. The code that enforces a limit
/// reads it from here: `ScenarioLimits` (lexer, parsers, interpreter, static check), the
/// template engine (`MustacheTemplate`), `JSONNesting` (site.json, glossary.json, UI
/// strings), the Markdown bridge (`CmarkBridge`, `MarkdownInputBounds`) and the content
/// loader. Hitting one is a diagnostic with its id at file:line:column.
///
/// | limit | where it is hit | id |
/// |---|---|---|
/// | `codeNesting` | Swift and Objective-C types, expressions, statements, brackets, closures | `scenario.nesting-too-deep` |
/// | `interpolationNesting` | `"\("\(…)")"` in the lexer | `scenario.nesting-too-deep` |
/// | `statements`, `callDepth`, `evaluationDepth` | the interpreter | `scenario.runaway` |
/// | `stringLength`, `arrayLength`, `outputLength` | the interpreter | `scenario.too-large` |
/// | `reportedDiagnostics` | the static check (the rest are left out) | none |
/// | `markdownNesting` | block quotes, lists, emphasis from cmark | `markdown.too-deep` |
/// | `tableCells` | a line of a lesson, before cmark's table extension sees it | `markdown.table-too-wide` |
/// | `lessonBytes` | a lesson file, before it is read | `content.file-too-large` |
/// | `jsonNesting` | site.json, glossary.json, `i18n/<locale>.json` | `site.config-invalid`, `content.glossary-invalid`, `site.bad-ui-strings` |
/// | `templateSections` | nested `{{#…}}` sections of a template | `template.too-deep` |
/// | `templatePartials` | partials including partials | `template.partial-too-deep` |
/// | `templateOutputBytes` | one rendered page | `template.output-too-large` |
///
/// Two limits of the UIKit model live below this module, in `Containment`, which knows
/// nothing of scenarios: `UIKitSimulation.defaultStepBudget` (UIKit calls per run,
/// `scenario.step-budget`) and `UIKitSimulation.maximumDepth` (nested UIKit calls).
package enum Limits {
  // MARK: Nesting

  /// Levels every recursive path of the Swift and Objective-C parsers may enter: types
  /// (`[[[Int]]]`, `() -> () -> …`), expressions, statements, blocks and closures. Debug
  /// builds on threads with small stacks stay far from overflowing.
  package static let codeNesting = 64
  /// Strings interpolated inside interpolations, which nest the lexer itself.
  package static let interpolationNesting = 8
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

  // MARK: Running a scenario

  /// Statements executed before a run counts as runaway (loops and recursion that never
  /// reach UIKit, which has its own step budget).
  package static let statements = 50_000
  /// Nested method, override and closure calls before a run counts as runaway.
  package static let callDepth = 40
  /// Expression evaluations nested inside each other, across calls.
  package static let evaluationDepth = 160

  // MARK: Sizes

  /// Characters in one string value (`s = s + s` doubles fast).
  package static let stringLength = 100_000
  /// Elements of one array value (ranges such as `0..<n`).
  package static let arrayLength = 10_000
  /// Characters one scenario prints (`print`, `NSLog`), all lines together.
  package static let outputLength = 1_000_000
  /// Diagnostics the static check reports for one scenario; the first ones matter.
  package static let reportedDiagnostics = 20
  /// Bytes of one lesson file. The longest real lesson is about 20 KB; the pipeline is linear,
  /// but a file of gigabytes would still be read into memory whole.
  package static let lessonBytes = 1 << 20
  /// `|` characters on one line of a lesson. cmark-gfm's table extension is quadratic in the
  /// cells of a row (20,000 columns took 38 s to build), so a longer line reaches cmark with
  /// its pipes escaped, as text; a real table has a dozen columns.
  package static let tableCells = 256
  /// Bytes of one rendered page: sections over lists nested inside each other multiply, so a
  /// small template could otherwise produce terabytes.
  package static let templateOutputBytes = 64 << 20
}
