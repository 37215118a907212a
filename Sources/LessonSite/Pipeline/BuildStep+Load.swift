import Foundation

/// What the Load step gives the rest of a build: the content (every lesson read, its facts
/// parsed and its scenario blocks extracted, links checked), the theme, the site's plan and
/// each slug's lessons in every locale.
struct LoadedSite {
  var content: SiteContent
  var theme: Theme
  var plan: SitePlan
  /// Each slug's lessons in every locale, in content order.
  var translations: [String: [Lesson]]
}

extension SitePipeline {
  /// Load: the content folder (lessons whose body the cache parsed before are not parsed
  /// again; bytes `InputDigests` already read are not read again), then the theme and the
  /// plan. The content's diagnostics and the theme's warnings go into `report`. Throws when
  /// the content has errors: nothing after it can make a site.
  func loadStep(
    _ options: SiteBuilder.Options, preread: [String: [UInt8]], cache: BuildCache?,
    report: inout BuildReport
  ) throws(SiteBuildError) -> LoadedSite {
    // `preread` is keyed as the inputs are (`content/<locale>/<file>`); the loader names
    // files by the folder as given.
    let root = ContentLoader.root(options.contentDirectory)
    var prereadByPath: [String: [UInt8]] = [:]
    for (key, bytes) in preread {
      prereadByPath[root + "/" + key.dropFirst("content/".count)] = bytes
    }
    let content = try load(
      contentDirectory: options.contentDirectory, parsed: cache?.documents ?? [:],
      preread: prereadByPath)
    report.diagnostics = content.diagnostics
    if content.hasErrors || content.config.locales.isEmpty { throw .contentErrors }
    let theme = try Theme(folder: options.templatesDirectory, locales: content.config.localeCodes)
    report.warnings = theme.warnings
    // Each slug's lessons in every locale, in content order (`SiteContent.translations(of:)`
    // once per slug would scan every lesson for each: quadratic in lessons).
    var translations: [String: [Lesson]] = [:]
    for lesson in content.lessons { translations[lesson.slug, default: []].append(lesson) }
    return LoadedSite(
      content: content, theme: theme, plan: SitePlan(content: content),
      translations: translations)
  }
}
