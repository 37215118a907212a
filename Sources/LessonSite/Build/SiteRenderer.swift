/// The render step: every file of the site from the plan, the theme and each lesson's
/// scenarios, pages rendered in parallel (`jobs` at a time), in a deterministic order.
struct SiteRenderer: Sendable {
  var plan: SitePlan
  var theme: Theme
  var scenarios: [String: LessonScenarios]
  var jobs: Int

  /// Every file of the site.
  func files() throws(SiteBuildError) -> SiteFiles {
    let renderer = PageRenderer(plan: plan, theme: theme, scenarios: scenarios)
    let pages = plan.pages
    let rendered = ParallelMap.map(pages, jobs: jobs) { page in
      Result { () throws(SiteBuildError) in try renderer.lessonPage(page) }
    }
    var site = SiteFiles()
    var documents: [String: [SearchIndex.Document]] = [:]
    for (page, result) in zip(pages, rendered) {
      let (html, document) = try result.get()
      site.add(page.locale + "/" + page.fileName, html)
      documents[page.locale, default: []].append(document)
    }
    // Each locale's index, search page and search index, in parallel across locales.
    let locales = plan.locales.map(\.code)
    let collected = documents
    let perLocale = ParallelMap.map(locales, jobs: jobs) { locale in
      Result { () throws(SiteBuildError) -> [(String, String)] in
        let index = SearchIndex(locale: locale, documents: collected[locale] ?? [])
        return [
          (locale + "/index.html", try renderer.localeIndex(locale)),
          (locale + "/search.html", try renderer.searchPage(locale)),
          (locale + "/" + SearchIndex.fileName, index.javaScript()),
        ]
      }
    }
    for result in perLocale {
      for (path, text) in try result.get() { site.add(path, text) }
    }
    site.add("index.html", try renderer.rootIndex())
    for (name, bytes) in theme.assets { site.add("assets/" + name, bytes: bytes) }
    return site
  }
}
