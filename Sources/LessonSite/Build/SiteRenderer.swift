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
  ///
  /// A locale's search index is spliced from the last build's (`SearchIndexSplice`) when
  /// `splicing` gives its record; each index made, spliced or whole, is told to
  /// `splicing.made` before its locale's files are sunk.
  func renderSiteWide(
    entries: [String: BuildCache.PageEntry], making: @escaping @Sendable (String) -> Bool,
    splicing: IndexSplicing? = nil, into sink: Sink
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
    let previous = splicing?.previous
    let changed = splicing?.changed ?? [:]
    let perLocale:
      @Sendable (String) -> Result<([(String, [UInt8]?)], MadeIndex?), SiteBuildError> = {
        locale in
        Result { () throws(SiteBuildError) -> ([(String, [UInt8]?)], MadeIndex?) in
          func file(_ name: String, _ make: () throws(SiteBuildError) -> String)
            throws(SiteBuildError) -> (String, [UInt8]?)
          {
            let path = locale + "/" + name
            return (path, making(path) ? Array(try make().utf8) : nil)
          }
          var files = [
            try file("index.html") { () throws(SiteBuildError) in try renderer.localeIndex(locale)
            },
            try file("search.html") { () throws(SiteBuildError) in try renderer.searchPage(locale)
            },
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
          var made: MadeIndex?
          if !making(indexPath) {
            files.append((indexPath, nil))
          } else {
            let fidelity = FidelityPage(strings: renderer.strings(locale)).searchDocument()
            let tailDocuments = guides.map(\.document) + [fidelity]
            let tail = SearchIndexRecord.tail(of: tailDocuments)
            var file: (bytes: [UInt8], layout: SearchIndexLayout)?
            var spliced = false
            if let record = previous?(locale), record.tail == tail,
              record.layout.documentEnds.count == localePaths.count + tailDocuments.count
            {
              // Only the changed pages' entries are decoded, old and new.
              var changes: [SearchIndexSplice.Change] = []
              for (position, path) in localePaths.enumerated() {
                guard let oldTerms = changed[path], let entry = entries[path] else { continue }
                changes.append(
                  SearchIndexSplice.Change(
                    position: position, oldTerms: oldTerms, document: entry.document,
                    terms: entry.terms))
              }
              file = SearchIndexSplice.spliced(
                record.bytes, layout: record.layout, changes: changes)
              spliced = file != nil
            }
            if file == nil {
              let localePages = localePaths.compactMap { entries[$0] }
              // Kept pages' entries are decoded from the cache here, on all cores.
              let decoded = ParallelMap.map(localePages, jobs: jobs) { ($0.document, $0.terms) }
              let index = SearchIndex(
                locale: locale, documents: decoded.map(\.0) + tailDocuments)
              let terms =
                decoded.map(\.1) + tailDocuments.map { SearchIndex.terms(of: $0) }
              file = index.javaScriptFile(pageTerms: terms, jobs: indexJobs)
            }
            if let file {
              files.append((indexPath, file.bytes))
              made = MadeIndex(
                locale: locale, bytes: file.bytes, layout: file.layout, tail: tail, spliced: spliced
              )
            }
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
          return (files + guides.map { ($0.path, Array($0.html.utf8)) }, made)
        }
      }
    try ParallelMap.forEachInOrder(locales, jobs: jobs, window: max(1, jobs), perLocale) {
      (_, result) throws(SiteBuildError) in
      let (files, made) = try result.get()
      if let made { splicing?.made(made) }
      for (path, bytes) in files { try sink(path, bytes) }
    }
    try sink("index.html", making("index.html") ? Array(try renderer.rootIndex().utf8) : nil)
    for name in Theme.assetNames.sorted() {
      let path = "assets/" + name
      try sink(path, making(path) ? theme.asset(name) : nil)
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

/// One locale's search index as `renderSiteWide` made it, with where its parts lie and the
/// digest of the documents after the lessons' (`SearchIndexRecord`).
struct MadeIndex {
  var locale: String
  var bytes: [UInt8]
  var layout: SearchIndexLayout
  var tail: String
  /// True when spliced from the last build's, false when made whole.
  var spliced: Bool
}

/// What lets `renderSiteWide` splice a locale's search index instead of making it whole, and
/// keep what it makes for the next build (the Write step's, from the build cache).
struct IndexSplicing {
  /// The record of a locale's index as the last build made it, when that build's page
  /// entries are the ones the renderer is given for the pages not in `changed`; else nil.
  var previous: @Sendable (_ locale: String) -> SearchIndexRecord?
  /// The lesson pages (site-relative paths) whose search documents changed since, each with
  /// its entries' old terms.
  var changed: [String: [String]]
  /// Told each index made, on the caller's thread, in locale order.
  var made: (MadeIndex) -> Void
}
