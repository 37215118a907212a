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
  /// The lesson files whose record the cache holds under the key they have now (Load made
  /// them from it): Record writes those records again as read.
  var unchangedRecords: Set<String> = []
  /// Set when Load patched the last build's site model (`ContentLoader.patched`): the model
  /// as patched, and the slugs whose lessons it checked again.
  var patch: (model: SiteModel, slugs: Set<String>)?
}

extension SitePipeline {
  /// Load: the content folder (lessons whose file is as the cache recorded it are made from
  /// their facts, not read: `RecordKeys`; bytes `InputDigests` already read are not read
  /// again), then the theme and the plan. The content's diagnostics and the theme's warnings go into `report`. Throws when
  /// the content has errors: nothing after it can make a site.
  func loadStep(
    _ options: SiteBuilder.Options, inputs: InputDigests, preread: consuming [String: [UInt8]],
    cache: BuildCache?, report: inout BuildReport
  ) throws(SiteBuildError) -> LoadedSite {
    let (content, patch) = try loadContent(
      options, inputs: inputs, preread: preread, cache: cache, patching: false)
    return try loaded(content, patch: patch, options: options, report: &report)
  }

  /// Load, patching the last build's site model when only lesson files changed since
  /// (`patchedContent`); nil when it cannot (the caller loads the content whole).
  func patchedLoadStep(
    _ options: SiteBuilder.Options, inputs: InputDigests, preread: [String: [UInt8]],
    cache: BuildCache?, report: inout BuildReport
  ) throws(SiteBuildError) -> LoadedSite? {
    let (content, patch) = try loadContent(
      options, inputs: inputs, preread: preread, cache: cache, patching: true)
    guard patch != nil else { return nil }
    return try loaded(content, patch: patch, options: options, report: &report)
  }

  /// The content folder loaded: with `patching`, from the cache's site model when only
  /// lesson files changed since it was made (nil content when it cannot be); else whole.
  private func loadContent(
    _ options: SiteBuilder.Options, inputs: InputDigests, preread: consuming [String: [UInt8]],
    cache: BuildCache?, patching: Bool
  ) throws(SiteBuildError) -> (SiteContent, (model: SiteModel, slugs: Set<String>)?) {
    // `preread` is keyed as the inputs are (`content/<locale>/<file>`); the loader names
    // files by the folder as given. Taken, not borrowed: the lessons' bytes go once loading
    // has made their text, not at the end of the build (a cold build's peak of memory).
    let root = ContentLoader.root(options.contentDirectory)
    var prereadByPath: [String: [UInt8]] = [:]
    for (key, bytes) in consume preread {
      prereadByPath[root + "/" + key.dropFirst("content/".count)] = bytes
    }
    if patching {
      guard
        let patched = patchedContent(
          options, inputs: inputs, preread: prereadByPath, cache: cache)
      else {
        return (SiteContent(directory: root, config: .empty, lessons: [], diagnostics: []), nil)
      }
      return (patched.content, (patched.model, patched.slugs))
    }
    let keys = RecordKeys(inputs: inputs, root: root)
    var known: [String: RecordFacts] = [:]
    known.reserveCapacity(cache?.records.count ?? 0)
    for (path, record) in cache?.records ?? [:] {
      if let key = keys.key(of: path), key == record.key { known[path] = record.source }
    }
    let content = try load(
      contentDirectory: options.contentDirectory, preread: consume prereadByPath, known: known,
      makingFacts: true)
    return (content, nil)
  }

  /// The content loaded by patching the cache's site model (`ContentLoader.patched`), when
  /// the inputs are the files the cache recorded and only lesson files among them changed.
  private func patchedContent(
    _ options: SiteBuilder.Options, inputs: InputDigests, preread: [String: [UInt8]],
    cache: BuildCache?
  ) -> ContentLoader.Patched? {
    guard let cache, let model = cache.model, inputs.sameFiles, !inputs.changedKeys.isEmpty
    else { return nil }
    let root = ContentLoader.root(options.contentDirectory)
    var changed: Set<String> = []
    for key in inputs.changedKeys {
      // A template, site.json, the glossary, a reference page or an asset: loaded whole.
      guard key.utf8.starts(with: "content/".utf8) else { return nil }
      changed.insert(root + "/" + key.dropFirst("content/".count))
    }
    var loader = ContentLoader(jobs: jobs)
    loader.preread = preread
    return loader.patched(
      contentDirectory: options.contentDirectory, model: model, records: cache.records,
      changed: changed)
  }

  /// The rest of Load once the content is: the theme, the plan, each slug's lessons.
  private func loaded(
    _ content: SiteContent, patch: (model: SiteModel, slugs: Set<String>)?,
    options: SiteBuilder.Options, report: inout BuildReport
  ) throws(SiteBuildError) -> LoadedSite {
    report.diagnostics = content.diagnostics
    report.lessonsRead = content.lessons.filter(\.isOpen).count
    if content.hasErrors || content.config.locales.isEmpty { throw .contentErrors }
    var theme = try Theme(folder: options.templatesDirectory, locales: content.config.localeCodes)
    theme.pageHook = options.pageHook
    report.warnings = theme.warnings
    // Each slug's lessons in every locale, in content order (`SiteContent.translations(of:)`
    // once per slug would scan every lesson for each: quadratic in lessons).
    var translations: [String: [Lesson]] = [:]
    for lesson in content.lessons { translations[lesson.slug, default: []].append(lesson) }
    // A lesson made from its record has it unchanged (`ContentLoader.known`).
    var unchanged: Set<String> = []
    unchanged.reserveCapacity(content.lessons.count)
    for lesson in content.lessons where !lesson.isOpen { unchanged.insert(lesson.path) }
    return LoadedSite(
      content: content, theme: theme, plan: SitePlan(content: content),
      translations: translations, unchangedRecords: unchanged, patch: patch)
  }
}

/// The key each lesson file's record holds for (`LessonFacts.key`): the file's digest, the
/// glossary's and site.json's, all from the build's `InputDigests` (no file is read for it).
struct RecordKeys {
  var inputs: InputDigests
  /// The content folder as the loader names lesson paths (`ContentLoader.root`).
  var root: String
  /// The digests every key holds, looked up once, not once a lesson.
  private let glossary: String
  private let config: String

  init(inputs: InputDigests, root: String) {
    self.inputs = inputs
    self.root = root
    glossary = inputs.digest(of: "content/" + Glossary.fileName) ?? ""
    config = inputs.digest(of: "content/site.json") ?? ""
  }

  /// The key for the lesson at `path` (as the loader names it); nil when it is not an input.
  func key(of path: String) -> String? {
    let rest = path.utf8.dropFirst(root.utf8.count)
    guard path.utf8.starts(with: root.utf8), rest.first == UInt8(ascii: "/"),
      let file = inputs.digest(of: "content" + Substring(rest))
    else { return nil }
    return LessonFacts.key(fileDigest: file, glossary: glossary, config: config)
  }
}
