/// The ids a rendering gives its elements and the in-page links it writes.
///
/// A lesson page uses its ids as they are (`page`). The whole-course `print.html` holds every
/// lesson of a locale on one page, so each lesson is rendered with its slug as the prefix of
/// its ids (`transition--the-pattern`, `#transition--s1-L5`), which keeps them unique on the
/// combined page, and with links to the locale's other lessons turned into links within it
/// (`other.html#x` → `#other--x`, `other.html` → `#other`, the id of that lesson's section).
///
/// Every renderer that writes an `id` or a link to one takes the scope: the Markdown
/// renderer (headings, links), the scenario figure (`scenario-2`), the highlighted code's
/// lines (`s2-L5`) and the trace table's links to them. So a print section is rendered from
/// the lesson's tree, not made by rewriting a page's HTML.
package struct IDScope: Sendable, Hashable {
  /// Put before every id, with `--`; empty on a lesson page.
  package var prefix: String
  /// The slugs of the lessons on the same page: links to them stay within it.
  package var lessons: Set<String>

  package init(prefix: String, lessons: Set<String>) {
    self.prefix = prefix
    self.lessons = lessons
  }

  /// A lesson page's own ids and links, unchanged.
  package static let page = IDScope(prefix: "", lessons: [])

  /// True for `page`: ids and links are written as they are.
  package var isPage: Bool { prefix.isEmpty && lessons.isEmpty }

  /// `id` as this scope writes it.
  package func id(_ id: String) -> String {
    prefix.isEmpty ? id : prefix + "--" + id
  }

  /// Appends the prefix and its `--` (nothing on a page) to `html`: the start of an id.
  func appendPrefix(to html: inout String) {
    guard !prefix.isEmpty else { return }
    html += prefix
    html += "--"
  }

  /// A link destination as this scope writes it, before the renderer escapes it: an in-page
  /// fragment gets the prefix; a link to a lesson of the page (`other.html`, with or without
  /// a fragment) becomes a link to its section. Anything else (another folder, a reference
  /// page, a network address) is left as it is.
  package func href(_ destination: String) -> String {
    guard !isPage else { return destination }
    if destination.hasPrefix("#") { return "#" + id(String(destination.dropFirst())) }
    let parts = destination.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
    let file = parts[0]
    guard file.hasSuffix(".html"), !file.contains("/") else { return destination }
    let slug = String(file.dropLast(5))
    guard lessons.contains(slug) else { return destination }
    return "#" + slug + (parts.count > 1 ? "--" + parts[1] : "")
  }
}
