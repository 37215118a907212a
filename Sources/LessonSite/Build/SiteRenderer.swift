/// The render step: every file of the site from the plan, the theme and each lesson's
/// scenarios, pages rendered in parallel (`jobs` at a time), in a deterministic order.
struct SiteRenderer: Sendable {
  /// A page the cache says is unchanged: its bytes as the output has them, and its search
  /// document as recorded.
  struct ReusedPage: Sendable {
    var bytes: [UInt8]
    var document: SearchIndex.Document
  }

  var plan: SitePlan
  var theme: Theme
  var scenarios: [String: LessonScenarios]
  var jobs: Int
  /// By site-relative path; these pages are not rendered again.
  var reused: [String: ReusedPage] = [:]

  /// Every file of the site, and each lesson page's search document by its path.
  func files() throws(SiteBuildError) -> (SiteFiles, [String: SearchIndex.Document]) {
    let renderer = PageRenderer(plan: plan, theme: theme, scenarios: scenarios)
    let pages = plan.pages
    let reused = self.reused
    var site = SiteFiles()
    var documents: [String: [SearchIndex.Document]] = [:]
    var byPath: [String: SearchIndex.Document] = [:]
    // In chunks, so that at most one chunk of pages is held twice (as rendered and in `site`).
    let chunk = max(64, jobs * 16)
    for start in stride(from: 0, to: pages.count, by: chunk) {
      let slice = Array(pages[start..<min(pages.count, start + chunk)])
      let rendered = ParallelMap.map(slice, jobs: jobs) { page in
        Result { () throws(SiteBuildError) -> ([UInt8], SearchIndex.Document) in
          if let cached = reused[page.locale + "/" + page.fileName] {
            return (cached.bytes, cached.document)
          }
          let (html, document) = try renderer.lessonPage(page)
          return (Array(html.utf8), document)
        }
      }
      for (page, result) in zip(slice, rendered) {
        let (bytes, document) = try result.get()
        let path = page.locale + "/" + page.fileName
        site.add(path, bytes: bytes)
        documents[page.locale, default: []].append(document)
        byPath[path] = document
      }
    }
    // Each locale's index, search page and search index, in parallel across locales.
    let locales = plan.locales.map(\.code)
    let collected = documents
    let written = site
    let perLocale = ParallelMap.map(locales, jobs: jobs) { locale in
      Result { () throws(SiteBuildError) -> [(String, String)] in
        // Reference pages are searchable too, after the lessons.
        let guides = try renderer.guidePages(locale)
        let index = SearchIndex(
          locale: locale, documents: (collected[locale] ?? []) + guides.map(\.document))
        return [
          (locale + "/index.html", try renderer.localeIndex(locale)),
          (locale + "/search.html", try renderer.searchPage(locale)),
          (locale + "/" + FidelityPage.fileName, try renderer.fidelityPage(locale)),
          (locale + "/" + SearchIndex.fileName, index.javaScript()),
          (locale + "/" + PrintPage.fileName, try renderer.printPage(locale) { written.text($0) }),
        ] + guides.map { ($0.path, $0.html) }
      }
    }
    for result in perLocale {
      for (path, text) in try result.get() { site.add(path, text) }
    }
    site.add("index.html", try renderer.rootIndex())
    for (name, bytes) in theme.assets { site.add("assets/" + name, bytes: bytes) }
    return (site, byPath)
  }
}
