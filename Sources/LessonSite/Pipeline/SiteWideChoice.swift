/// The Write step's choice of the site-wide files to make again (`SiteRenderer.renderSiteWide`'s
/// `making`): a file stays as the output has it only when what it shows is unchanged.
///
/// - The locale indexes, search pages, fidelity pages, lesson list scripts and the root
///   index show the lesson list, the locales and the theme (the cache's common key), and the
///   theme's stylesheet and script are the theme's: they stay when that key is unchanged
///   and the output has them as written (`keep`).
/// - A locale's search index stays, besides, only when none of its lesson pages' search
///   documents changed and the site has no reference pages (always rendered).
/// - A locale's print page stays, besides, only when none of its lesson pages was rendered.
struct SiteWideChoice: Sendable {
  private let plan: SitePlan
  /// Site-wide files the output has as the cache recorded them, under an unchanged common key.
  private var unchanged: Set<String> = []
  /// Locales with a lesson page rendered again, and those whose search documents changed.
  private var renderedLocales: Set<String> = []
  private var changedLocales: Set<String> = []

  init(plan: SitePlan) {
    self.plan = plan
  }

  /// Lets the site-wide files the output has as `cache` recorded them stay (`current`: the
  /// output's stamps): the caller has checked that what every page shows of the others is
  /// unchanged.
  mutating func keep(cache: BuildCache, current: [String: FileStamp]) {
    let names = [
      "index.html", "search.html", FidelityPage.fileName, SearchIndex.fileName,
      PrintPage.fileName, LessonListScript.fileName,
    ]
    let paths =
      ["index.html"] + Theme.assetNames.map { "assets/" + $0 }
      + plan.locales.flatMap { locale in names.map { locale.code + "/" + $0 } }
    unchanged = Set(paths.filter { cache.isUnchanged($0, current: current) })
  }

  /// Notes a lesson page rendered again (`path`, `locale/slug.html`); `changed` when its
  /// search document differs from the recorded one.
  mutating func rendered(_ path: String, changed: Bool) {
    guard let slash = path.firstIndex(of: "/") else { return }
    let locale = String(path[..<slash])
    renderedLocales.insert(locale)
    if changed { changedLocales.insert(locale) }
  }

  /// True when the file at `path` (site-relative) must be made again.
  var making: @Sendable (String) -> Bool {
    let unchanged = unchanged
    let rendered = renderedLocales
    let changed = changedLocales
    // Every locale shows every reference page (its own, else another locale's).
    let guided = !plan.guides.isEmpty
    return { path in
      guard unchanged.contains(path) else { return true }
      guard let slash = path.firstIndex(of: "/") else { return false }
      let locale = String(path[..<slash])
      switch path[path.index(after: slash)...] {
      case SearchIndex.fileName: return changed.contains(locale) || guided
      case PrintPage.fileName: return rendered.contains(locale)
      default: return false
      }
    }
  }
}
