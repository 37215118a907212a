import Foundation

/// The render step: every file of the site from the plan, the theme and each lesson's
/// scenarios, lessons rendered in parallel (`jobs` at a time, each lesson's pages in every
/// locale together), handed to a sink in a deterministic order (lesson by lesson, locales in
/// site order) as they are ready, so no more than a window of lessons' pages is ever held.
struct SiteRenderer: Sendable {
  var plan: SitePlan
  var theme: Theme
  /// Each lesson's and reference page's scenarios by path, in a box every copy of the
  /// renderer shares: `render` empties it of the lessons' once their pages are written.
  let scenarios: ScenarioShelf
  var jobs: Int

  init(plan: SitePlan, theme: Theme, scenarios: [String: LessonScenarios], jobs: Int) {
    self.plan = plan
    self.theme = theme
    self.scenarios = ScenarioShelf(scenarios)
    self.jobs = jobs
  }
  /// Lesson pages that stay as the output has them (unchanged group, file as written), by
  /// site-relative path, with their recorded search document and terms.
  var kept: [String: BuildCache.PageEntry] = [:]
  /// Search documents and terms of every page the last build recorded, by path: a page
  /// rendered again whose document is unchanged is not tokenised again.
  var previous: [String: BuildCache.PageEntry] = [:]
  /// Site-wide files (locale indexes, search and fidelity pages, the root index) that may
  /// stay as they are: what every page shows of the others is unchanged and the output has
  /// them as written. A search index stays too when none of its locale's documents changed.
  var keptSiteFiles: Set<String> = []
  /// Reads a kept lesson page as the output has it (site-relative path): `print.html` is
  /// made from the lesson pages as written, fresh or kept.
  var keptPage: @Sendable (String) -> String? = { _ in nil }

  /// Where files go: `bytes` nil means the file stays as the output has it.
  typealias Sink = (_ path: String, _ bytes: [UInt8]?) throws(SiteBuildError) -> Void

  /// Renders every file into `sink`; returns each lesson page's search document and terms
  /// by path.
  ///
  /// Once the lesson pages are written, their scenarios (tables, diagrams, player data) are
  /// let go before the locales' indexes are built, the build's moment of most memory.
  /// Reference pages keep theirs. So a renderer renders once.
  func render(into sink: Sink) throws(SiteBuildError) -> [String: BuildCache.PageEntry] {
    let plan = self.plan
    let theme = self.theme
    let jobs = self.jobs
    let kept = self.kept
    let previous = self.previous
    var entries: [String: BuildCache.PageEntry] = [:]
    var changedLocales: Set<String> = []
    // Locales with a lesson page rendered again, and each page's section of `print.html`
    // (only the article, not the whole page, is held).
    var renderedLocales: Set<String> = []
    var printSections: [String: String] = [:]
    let keptPage = self.keptPage
    let printed = KeptPrintSection(slugs: Set(plan.slugs))
    let printing = PrintPage.isWritten(lessons: plan.slugs.count)
    // Lesson by lesson on all cores, written in order as they come while the next render;
    // at most a window of lessons' pages is in memory at once. A lesson's pages in every
    // locale render together, one after the other, sharing the parts of their figures that
    // no locale's words change (`ScenarioFigureCache`); the parts go with them.
    let locales = plan.locales.map(\.code)
    let window = max(8, jobs * 4)
    // In a scope of its own: the lessons' scenarios are let go when it ends.
    do {
      let all = scenarios.all
      let renderer = PageRenderer(plan: plan, theme: theme, scenarios: all)
      let slugs = plan.slugs
      try ParallelMap.forEachInOrder(
        slugs, jobs: jobs, window: window,
        { slug in
          let lessonPages = locales.map { plan.page(slug: slug, locale: $0) }
          var shared = renderer
          let figures = ScenarioFigureCache()
          shared.scenarios = [:]
          for page in lessonPages {
            shared.scenarios[page.source.path] = all[page.source.path].map {
              var lesson = $0
              lesson.figures = figures
              return lesson
            }
          }
          let lessonRenderer = shared
          return lessonPages.map { page in
            Result { () throws(SiteBuildError) -> ([UInt8]?, BuildCache.PageEntry, String) in
              let path = page.locale + "/" + page.fileName
              if let entry = kept[path] {
                guard printing, let html = keptPage(path) else { return (nil, entry, "") }
                return (
                  nil, entry,
                  printed.section(
                    slug: page.slug, title: page.source.title, summary: page.source.summary,
                    page: html)
                )
              }
              let (html, document, print) = try lessonRenderer.lessonPage(page)
              let terms =
                previous[path].flatMap { $0.document == document ? $0.terms : nil }
                ?? SearchIndex.terms(of: document)
              return (
                Array(html.utf8), BuildCache.PageEntry(document: document, terms: terms), print
              )
            }
          }
        },
        consume: { (index, results) throws(SiteBuildError) in
          let slug = slugs[index]
          for (locale, result) in zip(locales, results) {
            let (bytes, entry, section) = try result.get()
            let path = locale + "/" + plan.page(slug: slug, locale: locale).fileName
            try sink(path, bytes)
            if bytes != nil { renderedLocales.insert(locale) }
            if printing { printSections[path] = section }
            // A kept page's entry is the one the cache recorded: its document is unchanged
            // (and comparing would decode it).
            if bytes != nil, previous[path]?.document != entry.document {
              changedLocales.insert(locale)
            }
            entries[path] = entry
          }
        })
    }
    scenarios.keepOnly(Set(plan.guides.map(\.path)))
    let renderer = PageRenderer(plan: plan, theme: theme, scenarios: scenarios.all)
    // Each locale's index, search page and search index, in parallel across locales.
    let collected = entries
    let keptSiteFiles = self.keptSiteFiles
    let changed = changedLocales
    let rendered = renderedLocales
    let sections = printSections
    // An index is made in two parts at once only when one locale's is made again (a
    // rebuild after one change): when several are, the locales already fill the cores, and
    // each index's parts held beside the whole would be the build's peak of memory.
    let indexJobs = changed.count > 1 ? 1 : jobs
    let perLocale = ParallelMap.map(locales, jobs: jobs) { locale in
      Result { () throws(SiteBuildError) -> [(String, [UInt8]?)] in
        func file(_ name: String, _ make: () throws(SiteBuildError) -> String)
          throws(SiteBuildError) -> (String, [UInt8]?)
        {
          let path = locale + "/" + name
          return (path, keptSiteFiles.contains(path) ? nil : Array(try make().utf8))
        }
        var files = [
          try file("index.html") { () throws(SiteBuildError) in try renderer.localeIndex(locale) },
          try file("search.html") { () throws(SiteBuildError) in try renderer.searchPage(locale) },
          try file(FidelityPage.fileName) { () throws(SiteBuildError) in
            try renderer.fidelityPage(locale)
          },
          try file(LessonListScript.fileName) { renderer.lessonListScript(locale) },
        ]
        // Reference pages: few, always rendered, searchable after the lessons.
        let guides = try renderer.guidePages(locale)
        let indexPath = locale + "/" + SearchIndex.fileName
        if keptSiteFiles.contains(indexPath), !changed.contains(locale), guides.isEmpty {
          files.append((indexPath, nil))
        } else {
          let localePages = plan.slugs.compactMap {
            collected[locale + "/" + plan.page(slug: $0, locale: locale).fileName]
          }
          // Kept pages' entries are decoded from the cache here, on all cores.
          let decoded = ParallelMap.map(localePages, jobs: jobs) { ($0.document, $0.terms) }
          let fidelity = FidelityPage(strings: renderer.strings(locale)).searchDocument()
          let index = SearchIndex(
            locale: locale, documents: decoded.map(\.0) + guides.map(\.document) + [fidelity])
          let terms =
            decoded.map(\.1) + guides.map { SearchIndex.terms(of: $0.document) }
            + [SearchIndex.terms(of: fidelity)]
          files.append((indexPath, index.javaScriptBytes(pageTerms: terms, jobs: indexJobs)))
        }
        let printPath = locale + "/" + PrintPage.fileName
        if !printing {
          // No whole-course page (`PrintPage.lessonLimit`).
        } else if keptSiteFiles.contains(printPath), !rendered.contains(locale) {
          files.append((printPath, nil))
        } else {
          let body = plan.slugs.map {
            sections[locale + "/" + plan.page(slug: $0, locale: locale).fileName] ?? ""
          }.joined()
          files.append((printPath, Array(try renderer.printPage(locale, body: body).utf8)))
        }
        return files + guides.map { ($0.path, Array($0.html.utf8)) }
      }
    }
    for result in perLocale {
      for (path, bytes) in try result.get() { try sink(path, bytes) }
    }
    try sink(
      "index.html",
      keptSiteFiles.contains("index.html") ? nil : Array(try renderer.rootIndex().utf8))
    for (name, bytes) in theme.assets.sorted(by: { $0.key < $1.key }) {
      try sink("assets/" + name, bytes)
    }
    return entries
  }
}

/// The scenarios a `SiteRenderer` renders from, shared by its copies so that letting the
/// lessons' go frees them whatever copies exist. Read by rendering threads, changed only
/// between rendering steps; the lock keeps even that safe.
final class ScenarioShelf: @unchecked Sendable {
  private let lock = NSLock()
  private var scenarios: [String: LessonScenarios]

  init(_ scenarios: [String: LessonScenarios]) {
    self.scenarios = scenarios
  }

  /// Everything on the shelf now.
  var all: [String: LessonScenarios] {
    lock.lock()
    defer { lock.unlock() }
    return scenarios
  }

  /// Lets go of every entry whose path is not in `paths`.
  func keepOnly(_ paths: Set<String>) {
    lock.lock()
    scenarios = scenarios.filter { paths.contains($0.key) }
    lock.unlock()
  }
}
