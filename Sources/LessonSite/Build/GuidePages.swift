/// Reference pages: `Content/<locale>/guide/slug.md` becomes `<locale>/slug.html`, in the
/// lesson layout without the pager, linked from every page's footer next to the fidelity
/// page. A locale without its own translation of a page shows the default locale's (or the
/// first locale's that has it), as lesson pages do.
extension SitePlan {
  /// The reference pages' slugs, sorted.
  var guideSlugs: [String] { Array(Set(guides.map(\.slug))).sorted() }

  /// The reference page `slug` as `locale` shows it: its own, else the first locale's in
  /// site.json order that has it.
  func guide(_ slug: String, locale: String) -> Lesson? {
    guides.first { $0.slug == slug && $0.locale == locale }
      ?? locales.lazy.compactMap { code in
        self.guides.first { $0.slug == slug && $0.locale == code.code }
      }.first
  }
}

extension PageRenderer {
  /// Footer links to every reference page in `locale`, from a page `prefix` below the root.
  func guideLinks(locale: String, prefix: String) -> TemplateValue {
    .list(
      plan.guideSlugs.compactMap { slug in
        plan.guide(slug, locale: locale).map { guide in
          [
            "href": .string(prefix + locale + "/" + slug + ".html"),
            "title": .string(guide.title),
          ]
        }
      })
  }

  /// Every reference page of `locale`: its path, HTML and search document.
  func guidePages(_ locale: String) throws(SiteBuildError) -> [(
    path: String, html: String, document: SearchIndex.Document
  )] {
    var pages: [(path: String, html: String, document: SearchIndex.Document)] = []
    for slug in plan.guideSlugs {
      guard let guide = plan.guide(slug, locale: locale) else { continue }
      let (html, document) = try guidePage(guide, locale: locale)
      pages.append((locale + "/" + slug + ".html", html, document))
    }
    return pages
  }

  /// One reference page: the guide's body with its scenarios, in the lesson layout, and its
  /// search document.
  func guidePage(_ guide: Lesson, locale: String) throws(SiteBuildError) -> (
    html: String, document: SearchIndex.Document
  ) {
    let ui = strings(locale)
    let file = guide.slug + ".html"
    let body = LessonBody(
      document: guide.tree, scenarios: scenarios[guide.path] ?? LessonScenarios(items: []),
      strings: ui, links: guide.links, locale: locale, headingIDs: guide.headingIDs)
    var context = common(locale: locale, prefix: "../", pageTitle: guide.title)
    context.merge(
      languages(current: locale, file: file) { code in
        plan.guides.contains { $0.slug == guide.slug && $0.locale == code }
      }
    ) { _, new in new }
    context["title"] = .string(guide.title)
    context["summary"] = .string(guide.summary)
    context.merge(sidebar(locale)) { _, new in new }
    context["body"] = .string(body.html)
    context["contentLang"] = .string(guide.locale)
    context["slug"] = .string(guide.slug)
    context["toc"] = .list(
      body.toc.map { ["id": .string($0.id), "text": .string($0.text), "sub": .bool($0.level > 2)] }
    )
    context["hasToc"] = .bool(!body.toc.isEmpty)
    context["fallback"] = .bool(guide.locale != locale)
    if guide.locale != locale {
      let language =
        ui.values["language." + guide.locale] ?? strings(guide.locale)["languageName"]
      context["fallbackNotice"] = .string(ui.format("missingTranslation", ["language": language]))
    }
    if guide.locale == locale, let source = guide.outdatedFrom {
      let language = ui.values["language." + source] ?? strings(source)["languageName"]
      context["outdated"] = .bool(true)
      context["outdatedNotice"] = .string(
        ui.format("outdatedTranslation", ["language": language]))
      context["outdatedLink"] = .string(
        ui.format("outdatedTranslationLink", ["language": language]))
      context["outdatedHref"] = .string("../" + source + "/" + file)
    }
    let document = SearchIndex.Document(
      title: guide.title, href: file, summary: guide.summary,
      text: body.sections.isEmpty ? body.text : "",
      sections: body.sections)
    return (try theme.render("page.html", .object(context)), document)
  }
}
