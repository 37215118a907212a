/// `<locale>/print.html`: every lesson of a locale in reading order on one page, for printing
/// or saving as PDF (the stylesheet starts each lesson on a new page).
///
/// Each lesson's section is rendered from its tree by the same passes and renderers as its
/// page, with its ids and in-page links in the lesson's `IDScope` (prefixed by its slug:
/// `transition--the-pattern`, `#transition--s1-L5`), so the lessons' ids stay unique on one
/// page and links between lessons become links within it. A section depends on its lesson
/// alone: a rebuild renders only the changed lessons' and keeps the others' from the cache.
package enum PrintPage {
  /// The file name in each locale folder.
  package static let fileName = "print.html"

  /// The most lessons per locale that get a whole-course page. A course is a book of about
  /// eight printed pages per lesson; past a hundred lessons one page is a thousand-page PDF
  /// nobody prints, yet it would be one more copy of every lesson in the site (doubling its
  /// size) and be rebuilt, from every lesson page, whenever any lesson changed. Such a
  /// site has no `print.html`; each lesson page still prints on its own.
  package static let lessonLimit = 100

  /// True when a site whose locales have `lessons` lessons each gets `print.html`.
  package static func isWritten(lessons: Int) -> Bool { lessons <= lessonLimit }

  /// One lesson's section of the page: its title and summary, then its body as its page
  /// shows it (`body`, rendered with the lesson's slug as its ids' prefix: `IDScope`), in
  /// the lesson's language `lang`.
  package static func section(
    slug: String, title: String, summary: String, lang: String, body: String
  ) -> String {
    var html = "<section class=\"print-lesson\" id=\"" + HTML.escape(slug) + "\" lang=\""
    html += HTML.escape(lang) + "\">\n"
    html += "<h1 class=\"lesson-title\">" + HTML.escape(title) + "</h1>\n"
    if !summary.isEmpty {
      html += "<p class=\"summary\">" + HTML.escape(summary) + "</p>\n"
    }
    // Spaced as the page's `<article>` holds the body (`page.html`).
    html += "\n" + body + "\n    </section>\n"
    return html
  }
}

extension PageRenderer {
  /// The section of `<locale>/print.html` for `page` (a lesson page): its body rendered
  /// again from the lesson's tree, as the page's, with the slug as its ids' prefix and links
  /// to `lessons` (the locale's slugs) within the print page. Depends on the page's lesson,
  /// scenarios and words alone, so it can be kept with the page's other records. `tree` is
  /// the lesson's parsed body when the caller has it (its page was just rendered from it),
  /// so the body is not parsed again.
  package func printSection(
    _ page: SitePlan.Page, lessons: Set<String>, tree: MarkdownDocument? = nil
  ) -> String {
    let lesson = page.source
    let body = LessonBody.html(
      document: tree ?? lesson.tree,
      scenarios: scenarios[lesson.path] ?? LessonScenarios(items: []),
      strings: strings(page.locale), links: lesson.links, locale: page.locale,
      canonicalHeadings: canonicalHeadings(page), headingIDs: lesson.headingIDs,
      scope: IDScope(prefix: page.slug, lessons: lessons))
    return PrintPage.section(
      slug: page.slug, title: lesson.title, summary: lesson.summary, lang: lesson.locale,
      body: body)
  }

  /// `<locale>/print.html` around `body`, the lessons' sections (`printSection`) already
  /// made: the render step makes each as its page is written, so no stage holds every page.
  package func printPage(_ locale: String, body: String) throws(SiteBuildError) -> String {
    let ui = strings(locale)
    var context = common(locale: locale, prefix: "../", pageTitle: ui["printTitle"])
    context.merge(languages(current: locale, file: PrintPage.fileName) { _ in true }) {
      _, new in new
    }
    context["title"] = .string(ui["printTitle"])
    context["summary"] = .string(ui["printIntro"])
    context.merge(sidebar(locale)) { _, new in new }
    context["body"] = .string(body)
    context["contentLang"] = .string(locale)
    context["hasToc"] = .bool(false)
    context["fallback"] = .bool(false)
    context["printPage"] = .bool(true)
    return try theme.render("page.html", .object(context))
  }
}
