import Foundation

/// The render step: the files of the site from the plan, the theme and each lesson's
/// scenarios. It renders what it is asked for and knows nothing of the build cache: which
/// lesson pages and site-wide files stay as the output has them is the Write step's choice,
/// given as the slugs to render (`renderLessons`) and the site-wide files to make
/// (`renderSiteWide`).
///
/// Lessons render in parallel (`jobs` at a time, each lesson's pages in every locale
/// together), handed to a sink in a deterministic order (lesson by lesson, locales in site
/// order) as they are ready, so no more than a window of lessons' pages is ever held.
struct SiteRenderer: Sendable {
  var plan: SitePlan
  var theme: Theme
  /// Each lesson's and reference page's scenarios by path, in a box every copy of the
  /// renderer shares: `renderLessons` empties it of the lessons' once their pages are
  /// written.
  let scenarios: ScenarioShelf
  var jobs: Int
  /// A rendered page's search terms, from its path and document: `SearchIndex.terms(of:)`
  /// unless the caller knows them already (terms of an unchanged document).
  var terms: @Sendable (_ path: String, _ document: SearchIndex.Document) -> [String] = {
    SearchIndex.terms(of: $1)
  }

  init(plan: SitePlan, theme: Theme, scenarios: [String: LessonScenarios], jobs: Int) {
    self.plan = plan
    self.theme = theme
    self.scenarios = ScenarioShelf(scenarios)
    self.jobs = jobs
  }

  /// Where files go: `bytes` nil means the file stays as the output has it.
  typealias Sink = (_ path: String, _ bytes: [UInt8]?) throws(SiteBuildError) -> Void

  /// Renders the lesson pages of `slugs` (in every locale) into `sink`, in order; returns
  /// each page's search document, terms and print section by path.
  ///
  /// Once they are written, the lessons' scenarios (tables, diagrams, player data) are let
  /// go before anything site-wide is made, the build's moment of most memory. Reference
  /// pages keep theirs. So a renderer renders its lessons once.
  func renderLessons(_ slugs: [String], into sink: Sink) throws(SiteBuildError) -> [String:
    BuildCache.PageEntry]
  {
    let plan = self.plan
    let terms = self.terms
    var entries: [String: BuildCache.PageEntry] = [:]
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
            Result { () throws(SiteBuildError) -> ([UInt8], BuildCache.PageEntry) in
              let path = page.locale + "/" + page.fileName
              // The page's section of `print.html` ("" without one) is kept with its entry:
              // a page a later build keeps gives its section from there.
              let (html, document, section) = try lessonRenderer.lessonPage(page)
              return (
                Array(html.utf8),
                BuildCache.PageEntry(
                  document: document, terms: terms(path, document), print: section)
              )
            }
          }
        },
        consume: { (index, results) throws(SiteBuildError) in
          let slug = slugs[index]
          for (locale, result) in zip(locales, results) {
            let (bytes, entry) = try result.get()
            let path = locale + "/" + plan.page(slug: slug, locale: locale).fileName
            try sink(path, bytes)
            entries[path] = entry
          }
        })
    }
    scenarios.keepOnly(Set(plan.guides.map(\.path)))
    return entries
  }

  /// Renders the site-wide files into `sink`: each locale's index, search page, search
  /// index, fidelity reference, lesson list script, print page (when the course is small
  /// enough for one) and reference pages, then the root index and the theme's assets.
  /// `entries`: every lesson page's entry by path, rendered or kept (the search index and
  /// the print page are made from them). `making(path)` false leaves that file as the
  /// output has it (sunk as nil); reference pages and assets are always made.
  func renderSiteWide(
    entries: [String: BuildCache.PageEntry], making: @escaping @Sendable (String) -> Bool,
    into sink: Sink
  ) throws(SiteBuildError) {
    let plan = self.plan
    let jobs = self.jobs
    let locales = plan.locales.map(\.code)
    let printing = PrintPage.isWritten(lessons: plan.slugs.count)
    let renderer = PageRenderer(plan: plan, theme: theme, scenarios: scenarios.all)
    let indexes = locales.filter { making($0 + "/" + SearchIndex.fileName) }
    // An index is made in two parts at once only when one locale's is made again (a
    // rebuild after one change): when several are, the locales already fill the cores, and
    // each index's parts held beside the whole would be the build's peak of memory.
    let indexJobs = indexes.count > 1 ? 1 : jobs
    // Each locale's files, in parallel across locales, each locale's written as soon as it
    // and those before it are made: a locale's files are not held until the last is done
    // (its search index is megabytes, and the indexes held at once were a cold build's
    // peak of memory).
    let perLocale: @Sendable (String) -> Result<[(String, [UInt8]?)], SiteBuildError> = {
      locale in
      Result { () throws(SiteBuildError) -> [(String, [UInt8]?)] in
        func file(_ name: String, _ make: () throws(SiteBuildError) -> String)
          throws(SiteBuildError) -> (String, [UInt8]?)
        {
          let path = locale + "/" + name
          return (path, making(path) ? Array(try make().utf8) : nil)
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
        let localePaths = plan.slugs.map {
          locale + "/" + plan.page(slug: $0, locale: locale).fileName
        }
        if !making(indexPath) {
          files.append((indexPath, nil))
        } else {
          let localePages = localePaths.compactMap { entries[$0] }
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
        if printing {
          let printPath = locale + "/" + PrintPage.fileName
          if making(printPath) {
            let body = localePaths.map { entries[$0]?.print ?? "" }.joined()
            files.append((printPath, Array(try renderer.printPage(locale, body: body).utf8)))
          } else {
            files.append((printPath, nil))
          }
        }
        return files + guides.map { ($0.path, Array($0.html.utf8)) }
      }
    }
    try ParallelMap.forEachInOrder(locales, jobs: jobs, window: max(1, jobs), perLocale) {
      (_, result) throws(SiteBuildError) in
      for (path, bytes) in try result.get() { try sink(path, bytes) }
    }
    try sink("index.html", making("index.html") ? Array(try renderer.rootIndex().utf8) : nil)
    for (name, bytes) in theme.assets.sorted(by: { $0.key < $1.key }) {
      try sink("assets/" + name, bytes)
    }
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
