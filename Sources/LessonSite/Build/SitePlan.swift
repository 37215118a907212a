/// Which pages the site has and where each one's text comes from: every lesson slug in
/// every locale, a missing translation filled from the default locale (or, for a lesson the
/// default locale lacks, the first locale that has it).
///
/// Lessons are ordered by the default locale's `NN`, then lessons only other locales have,
/// by their own `NN` and slug; every locale shows the same sequence, so prev/next and the
/// language switcher always agree.
package struct SitePlan: Sendable {
  /// One lesson page of one locale.
  package struct Page: Sendable {
    /// The locale folder the page is written to.
    package var locale: String
    /// The lesson, the same in every locale.
    package var slug: String
    /// The lesson whose text the page shows: the translation, or the fallback.
    package var source: Lesson
    /// True when `locale` has no translation and `source` is another locale's lesson.
    package var isFallback: Bool { source.locale != locale }
    /// `slug.html`, relative to the locale folder.
    package var fileName: String { slug + ".html" }
  }

  /// In site.json order; the first is the default.
  package private(set) var locales: [SiteLocale]
  /// Slugs in reading order.
  package private(set) var slugs: [String]
  private var lessons: [String: [String: Lesson]]  // slug → locale → lesson
  /// Reference pages (`<locale>/guide/*.md`), outside the lesson sequence (`GuidePages`).
  package var guides: [Lesson] = []
  private var positions: [String: Int] = [:]  // slug → index in `slugs`

  package init(content: SiteContent) {
    locales = content.config.locales
    var lessons: [String: [String: Lesson]] = [:]
    for lesson in content.lessons { lessons[lesson.slug, default: [:]][lesson.locale] = lesson }
    self.lessons = lessons
    guides = content.guides
    let codes = locales.map(\.code)
    func rank(_ slug: String) -> (Int, Int, String) {
      for (position, code) in codes.enumerated() {
        if let lesson = lessons[slug]?[code] { return (position, lesson.order, slug) }
      }
      return (codes.count, 0, slug)
    }
    // Lessons of the default locale first, by its order; then the others. Each slug's rank
    // is found once, not in every comparison of the sort (two dictionary lookups each).
    let ranked = lessons.keys.map { (rank: rank($0), slug: $0) }
    slugs = ranked.sorted { left, right in
      let (a, b) = (left.rank, right.rank)
      if (a.0 == 0) != (b.0 == 0) { return a.0 == 0 }
      return (a.1, a.2) < (b.1, b.2)
    }.map(\.slug)
    for (position, slug) in slugs.enumerated() { positions[slug] = position }
    let ordered = slugs
    sourceLessons = codes.flatMap { code in ordered.compactMap { lessons[$0]?[code] } }
  }

  /// Puts each lesson of `opened` (by path) in the place of the lesson of its path: the same
  /// file read again (`ContentLoader.open`), so its locale, slug and order are the ones the
  /// plan has, and the plan's order stays as it is.
  package mutating func replace(_ opened: [String: Lesson]) {
    guard !opened.isEmpty else { return }
    for lesson in opened.values {
      precondition(
        lessons[lesson.slug]?[lesson.locale]?.path == lesson.path,
        "\(lesson.path) is not in the plan where its slug and locale put it")
      lessons[lesson.slug]?[lesson.locale] = lesson
    }
    sourceLessons = sourceLessons.map { opened[$0.path] ?? $0 }
  }

  /// The place of `slug` in `slugs` (without a scan: every page asks, so a scan would make
  /// rendering quadratic in lessons).
  package func position(of slug: String) -> Int? {
    positions[slug]
  }

  /// True when `locale` has its own translation of `slug`.
  package func hasTranslation(_ slug: String, in locale: String) -> Bool {
    lessons[slug]?[locale] != nil
  }

  /// The page for `slug` in `locale`.
  package func page(slug: String, locale: String) -> Page {
    if let own = lessons[slug]?[locale] { return Page(locale: locale, slug: slug, source: own) }
    let fallback = locales.lazy.compactMap { self.lessons[slug]?[$0.code] }.first
    // `slugs` only holds slugs with at least one lesson, so a fallback always exists.
    guard let fallback else { preconditionFailure("slug \(slug) has no lesson in any locale") }
    return Page(locale: locale, slug: slug, source: fallback)
  }

  /// Every page, locale by locale, in reading order.
  package var pages: [Page] {
    locales.flatMap { locale in slugs.map { page(slug: $0, locale: locale.code) } }
  }

  /// Every lesson that exists, each once, locale by locale in reading order: the ones whose
  /// scenarios must be verified. Worked out once: Plan, Open and Verify each ask.
  package private(set) var sourceLessons: [Lesson] = []
}
