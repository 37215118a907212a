/// Everything `Content/` holds: the config, every lesson that could be read, and what was
/// wrong with the rest.
package struct SiteContent: Sendable, Equatable {
  /// The content folder as the user named it.
  package var directory: String
  package var config: SiteConfig
  /// Ordered by locale (site.json order), then by order number.
  package var lessons: [Lesson]
  /// `glossary.json`, when the folder has one that parsed.
  package var glossary: Glossary?
  /// Problems found while loading, in deterministic order.
  package var diagnostics: [SiteDiagnostic]
  /// `assets/` and `<locale>/assets/`: copied to the site as they are.
  package var assets: ContentAssets
  /// Reference pages, `<locale>/guide/slug.md`, by locale (site.json order), then slug.
  package var guides: [Lesson] = []

  package init(
    directory: String, config: SiteConfig, lessons: [Lesson], glossary: Glossary? = nil,
    diagnostics: [SiteDiagnostic], assets: ContentAssets = ContentAssets()
  ) {
    self.directory = directory
    self.config = config
    self.lessons = lessons
    self.glossary = glossary
    self.diagnostics = diagnostics
    self.assets = assets
  }

  /// The lessons of one locale, in order.
  package func lessons(in locale: String) -> [Lesson] {
    lessons.filter { $0.locale == locale }
  }

  /// The lesson with `slug` in every locale that has it, in site.json locale order.
  package func translations(of slug: String) -> [Lesson] {
    lessons.filter { $0.slug == slug }
  }

  /// The lesson with `slug` in `locale`, if it exists.
  package func lesson(slug: String, locale: String) -> Lesson? {
    lessons.first { $0.slug == slug && $0.locale == locale }
  }

  /// True when loading found an error (warnings do not count).
  package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
