import Foundation

/// Renders every page of the site from the plan, the theme and each lesson's scenarios:
/// lesson pages, the locale indexes, the search pages and indexes, and the root language
/// chooser. Pure: the same input gives the same bytes.
///
/// Links are relative and always name a file (`../ko/index.html`), so the site works when
/// opened from disk.
package struct PageRenderer: Sendable {
  /// Which pages exist and where their text comes from.
  package var plan: SitePlan {
    didSet {
      lessonEntries = LessonEntryTable(plan)
      printLessons = Self.printLessons(plan)
    }
  }
  /// Layouts, partials and UI strings.
  package var theme: Theme
  /// By lesson path.
  package var scenarios: [String: LessonScenarios]
  /// By locale, each lesson's entry in `lessonList` (not current), in reading order: made
  /// once, as every lesson page's sidebar lists the same entries, and only for a locale a
  /// page lists (a rebuild after one change renders a page or two).
  private var lessonEntries: LessonEntryTable
  /// The slugs on each locale's `print.html`, whose links become links within it; nil when
  /// the site has no print page (`PrintPage.isWritten`).
  private var printLessons: Set<String>?

  package init(plan: SitePlan, theme: Theme, scenarios: [String: LessonScenarios]) {
    self.plan = plan
    self.theme = theme
    self.scenarios = scenarios
    self.lessonEntries = LessonEntryTable(plan)
    self.printLessons = Self.printLessons(plan)
  }

  private static func printLessons(_ plan: SitePlan) -> Set<String>? {
    PrintPage.isWritten(lessons: plan.slugs.count) ? Set(plan.slugs) : nil
  }

  func strings(_ locale: String) -> UIStrings {
    theme.strings[locale] ?? UIStrings(locale: locale, values: [:])
  }

  /// The site title in `locale`.
  func siteTitle(_ locale: String) -> String {
    plan.locales.first { $0.code == locale }?.title ?? ""
  }

  /// Values every page has. `prefix` leads from the page's folder to the site root.
  func common(locale: String, prefix: String, pageTitle: String) -> [String: TemplateValue] {
    [
      "guides": guideLinks(locale: locale, prefix: prefix),
      "lang": .string(locale),
      "t": strings(locale).templateValue,
      "siteTitle": .string(siteTitle(locale)),
      "pageTitle": .string(pageTitle),
      "assets": .string(prefix + "assets/"),
      "rootIndex": .string(prefix + "index.html"),
      "localeIndex": .string(prefix + locale + "/index.html"),
      "search": .string(prefix + locale + "/search.html"),
      "fidelity": .string(prefix + locale + "/" + FidelityPage.fileName),
    ]
  }

  /// The switcher and `hreflang` alternates for a page that exists as `file` in each
  /// locale folder; `translated` says which locales have the page's content in their language.
  func languages(
    current: String, file: String, translated: (String) -> Bool
  ) -> [String: TemplateValue] {
    var switcher: [TemplateValue] = []
    var alternates: [TemplateValue] = []
    for locale in plan.locales {
      let href = "../\(locale.code)/\(file)"
      let missing = !translated(locale.code)
      switcher.append([
        "code": .string(locale.code), "name": .string(strings(locale.code)["languageName"]),
        "href": .string(href), "current": .bool(locale.code == current), "missing": .bool(missing),
      ])
      if !missing { alternates.append(["hreflang": .string(locale.code), "href": .string(href)]) }
    }
    return ["languages": .list(switcher), "alternates": .list(alternates)]
  }

  /// One lesson page, its search document, and its section of the locale's `print.html`
  /// (`printSection`: rendered from the lesson's tree; "" when the site has no print page).
  package func lessonPage(_ page: SitePlan.Page) throws(SiteBuildError) -> (
    html: String, document: SearchIndex.Document, print: String
  ) {
    let lesson = page.source
    let ui = strings(page.locale)
    let lessonScenarios = scenarios[lesson.path] ?? LessonScenarios(items: [])
    // Parsed once for the page and its print section.
    let tree = lesson.tree
    let body = LessonBody(
      document: tree, scenarios: lessonScenarios, strings: ui, links: lesson.links,
      locale: page.locale, canonicalHeadings: canonicalHeadings(page),
      headingIDs: lesson.headingIDs)
    let toc = body.toc
    var context = common(locale: page.locale, prefix: "../", pageTitle: lesson.title)
    context.merge(
      languages(current: page.locale, file: page.fileName) {
        plan.hasTranslation(page.slug, in: $0)
      }
    ) { _, new in new }
    context["title"] = .string(lesson.title)
    let position = plan.position(of: page.slug) ?? 0
    context.merge(sidebar(page.locale, current: page.slug)) { _, new in new }
    context["summary"] = .string(lesson.summary)
    context["body"] = .string(body.html)
    context["contentLang"] = .string(lesson.locale)
    context["slug"] = .string(page.slug)
    context["toc"] = .list(
      toc.map { ["id": .string($0.id), "text": .string($0.text), "sub": .bool($0.level > 2)] })
    context["hasToc"] = .bool(!toc.isEmpty)
    context["fallback"] = .bool(page.isFallback)
    if page.isFallback {
      // The language's name in the reader's language (`英文`), else in its own.
      let language =
        ui.values["language." + lesson.locale] ?? strings(lesson.locale)["languageName"]
      context["fallbackNotice"] = .string(ui.format("missingTranslation", ["language": language]))
    }
    context.merge(outdatedNotice(page, strings: ui)) { _, new in new }
    if position > 0 { context["prev"] = link(plan.slugs[position - 1], locale: page.locale) }
    if position + 1 < plan.slugs.count {
      context["next"] = link(plan.slugs[position + 1], locale: page.locale)
    }
    let html = try theme.render("page.html", .object(context))
    let document = SearchIndex.Document(
      title: lesson.title, href: page.fileName, summary: lesson.summary,
      text: body.sections.isEmpty ? body.text : "",
      sections: body.sections)
    let print = printLessons.map { printSection(page, lessons: $0, tree: tree) } ?? ""
    return (html, document, print)
  }

  /// The ids a translation's headings take: the default locale's (HeadingAnchors); nil for
  /// a page whose lesson has its own (`Lesson.headingIDs`) or is the original.
  func canonicalHeadings(_ page: SitePlan.Page) -> [(level: Int, id: String)]? {
    let lesson = page.source
    guard lesson.headingIDs == nil, let first = plan.locales.first?.code, lesson.locale != first,
      plan.hasTranslation(page.slug, in: first)
    else { return nil }
    // From the original's headings alone (kept without its tree): its ids depend on nothing
    // else, so the original is not parsed again for each translation.
    let original = plan.page(slug: page.slug, locale: first).source
    return LessonBody.headingIDs(
      headingTree: original.document.headingTree,
      scenarios: scenarios[original.path] ?? LessonScenarios(items: []))
  }

  private func link(_ slug: String, locale: String) -> TemplateValue {
    let page = plan.page(slug: slug, locale: locale)
    return ["href": .string(page.fileName), "title": .string(page.source.title)]
  }

  /// At most this many lessons in a page's sidebar as written. Every page lists its
  /// neighbours, so a full list would make the site quadratic in its lessons (the sidebar
  /// would outweigh the lesson on every page of a long course): the page holds a window
  /// around the current lesson, for readers without JavaScript, and `site.js` draws the full
  /// list from the locale's `lessons.js` (`LessonListScript`).
  package static let sidebarLimit = 7

  /// The positions a lesson page's sidebar lists: all of them up to `sidebarLimit`, else a
  /// window of that size around `current`, clamped to the ends.
  package static func sidebarWindow(count: Int, current: Int) -> Range<Int> {
    guard count > sidebarLimit else { return 0..<count }
    let start = min(max(0, current - sidebarLimit / 2), count - sidebarLimit)
    return start..<(start + sidebarLimit)
  }

  /// The sidebar's values for a page of `locale` (`current`: the lesson shown, if any):
  /// `lessons` (the window), `sidebarMoreBefore`, `sidebarMoreAfter` and `lessonList` (the
  /// script with the full list, beside the page).
  func sidebar(_ locale: String, current: String? = nil) -> [String: TemplateValue] {
    let position = current.flatMap { plan.position(of: $0) } ?? 0
    let window = Self.sidebarWindow(count: plan.slugs.count, current: position)
    return [
      "lessons": lessonList(locale, current: current, positions: window),
      "sidebarMoreBefore": .bool(window.lowerBound > 0),
      "sidebarMoreAfter": .bool(window.upperBound < plan.slugs.count),
      "lessonList": .string(LessonListScript.fileName),
    ]
  }

  /// `<locale>/lessons.js`: every lesson of the locale for the sidebar, and the words
  /// `site.js` needs.
  package func lessonListScript(_ locale: String) -> String {
    let lessons = plan.slugs.indices.map { position in
      let page = plan.page(slug: plan.slugs[position], locale: locale)
      return LessonListScript.Entry(
        fileName: page.fileName, number: Lesson.orderText(position + 1),
        title: page.source.title, isFallback: page.isFallback)
    }
    return LessonListScript(lessons: lessons, strings: strings(locale)).javaScript()
  }

  /// The lessons of `locale` as a list for index and search pages, and for a lesson page's
  /// sidebar (`current` marks the lesson shown).
  func lessonList(
    _ locale: String, current: String? = nil, positions: Range<Int>? = nil
  ) -> TemplateValue {
    let positions = positions ?? plan.slugs.indices
    guard let entries = lessonEntries.entries(locale, positions) else {
      return .list(positions.map { Self.lessonEntry(plan, locale: locale, position: $0) })
    }
    var list = entries
    if let current, let position = plan.position(of: current), positions.contains(position) {
      list[position - positions.lowerBound] = Self.lessonEntry(
        plan, locale: locale, position: position, current: true)
    }
    return .list(list)
  }

  /// The entry of the lesson at `position` in `lessonList`.
  fileprivate static func lessonEntry(
    _ plan: SitePlan, locale: String, position: Int, current: Bool = false
  ) -> TemplateValue {
    let page = plan.page(slug: plan.slugs[position], locale: locale)
    return [
      "href": .string(page.fileName), "title": .string(page.source.title),
      "summary": .string(page.source.summary),
      "number": .string(Lesson.orderText(position + 1)),
      "missing": .bool(page.isFallback),
      "current": .bool(current),
    ]
  }

  /// `<locale>/index.html`: the lesson list.
  package func localeIndex(_ locale: String) throws(SiteBuildError) -> String {
    var context = common(locale: locale, prefix: "../", pageTitle: siteTitle(locale))
    context.merge(languages(current: locale, file: "index.html") { _ in true }) { _, new in new }
    context["lessons"] = lessonList(locale)
    context["printPage"] = .bool(PrintPage.isWritten(lessons: plan.slugs.count))
    return try theme.render("locale-index.html", .object(context))
  }

  /// `<locale>/fidelity.html`: the fidelity reference, from the rule catalogue, in the lesson
  /// layout (no table of contents, no pager). It depends only on the tool and the theme.
  package func fidelityPage(_ locale: String) throws(SiteBuildError) -> String {
    let ui = strings(locale)
    var context = common(locale: locale, prefix: "../", pageTitle: ui["fidelityTitle"])
    context.merge(languages(current: locale, file: FidelityPage.fileName) { _ in true }) {
      _, new in new
    }
    context["title"] = .string(ui["fidelityTitle"])
    context["summary"] = .string(ui["fidelityIntro"])
    context.merge(sidebar(locale)) { _, new in new }
    context["body"] = .string(FidelityPage(strings: ui).body())
    context["contentLang"] = .string(locale)
    context["hasToc"] = .bool(false)
    context["fallback"] = .bool(false)
    return try theme.render("page.html", .object(context))
  }

  /// `<locale>/search.html`: the search box, and the lesson list for readers without
  /// JavaScript.
  package func searchPage(_ locale: String) throws(SiteBuildError) -> String {
    var context = common(
      locale: locale, prefix: "../", pageTitle: strings(locale)["search"])
    context.merge(languages(current: locale, file: "search.html") { _ in true }) { _, new in new }
    context["lessons"] = lessonList(locale)
    context["searchIndex"] = .string(SearchIndex.fileName)
    return try theme.render("search.html", .object(context))
  }

  /// `index.html` at the root: the language chooser, in the default locale's words.
  package func rootIndex() throws(SiteBuildError) -> String {
    let defaultLocale = plan.locales.first?.code ?? "en"
    var context = common(locale: defaultLocale, prefix: "", pageTitle: siteTitle(defaultLocale))
    context["localeIndex"] = .string(defaultLocale + "/index.html")
    context["search"] = .string(defaultLocale + "/search.html")
    context["locales"] = .list(
      plan.locales.map { locale in
        [
          "code": .string(locale.code), "name": .string(strings(locale.code)["languageName"]),
          "siteTitle": .string(locale.title), "href": .string(locale.code + "/index.html"),
        ]
      })
    context["alternates"] = .list(
      plan.locales.map { ["hreflang": .string($0.code), "href": .string($0.code + "/index.html")] })
    return try theme.render("index.html", .object(context))
  }
}

/// Each locale's `lessonList` entries (`PageRenderer.lessonEntry`), each made when a page of
/// the locale first lists it; shared by the renderer's copies on every rendering thread. A
/// rebuild after one change renders a few pages, each listing a window of the lessons: only
/// those entries are made, not every lesson's.
private final class LessonEntryTable: @unchecked Sendable {
  private let plan: SitePlan
  private let lock = NSLock()
  private var made: [String: [TemplateValue?]] = [:]

  init(_ plan: SitePlan) {
    self.plan = plan
  }

  /// The entries of `locale` at `positions`, in reading order; nil for a locale the site
  /// does not have.
  func entries(_ locale: String, _ positions: Range<Int>) -> [TemplateValue]? {
    lock.lock()
    defer { lock.unlock() }
    if made[locale] == nil {
      guard plan.locales.contains(where: { $0.code == locale }) else { return nil }
      made[locale] = Array(repeating: nil, count: plan.slugs.count)
    }
    return positions.map { position in
      if let known = made[locale]?[position] { return known }
      let entry = PageRenderer.lessonEntry(plan, locale: locale, position: position)
      made[locale]?[position] = entry
      return entry
    }
  }
}
