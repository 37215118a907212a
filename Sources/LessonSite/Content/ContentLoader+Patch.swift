import Foundation

/// Loading patched from the last build's site model (`SiteModel`): what `load` gives, when
/// only the lessons at `changed` changed since the model was made, found by reading those
/// alone.
extension ContentLoader {
  /// What a patched load gives besides the content: the model patched, and the slugs
  /// whose lessons were checked again (their groups must be made again).
  package struct Patched: Sendable {
    package var content: SiteContent
    package var model: SiteModel
    package var slugs: Set<String>
  }

  /// `load(contentDirectory:)` from `model` and `records` (each lesson's recorded facts, by
  /// path), reading only the lessons at `changed` (paths as the model names them; their
  /// bytes from `preread` when there). Every other lesson is made from its row, its facts
  /// left undecoded (`Lesson(unopened:facts:)`). The lessons of the changed lessons' slugs
  /// have their own diagnostics made again (loading's, the glossary's, their translation
  /// marks, their links); every other diagnostic is the model's.
  ///
  /// Nil when the patch cannot stand for a whole load: a changed file that is not one of the
  /// model's lessons or no longer loads as one, a lesson without its record, or a change
  /// other pages show or check against (title, summary, headings, scenario ids, glossary
  /// terms). The caller then loads the folder whole. The config, the glossary, the reference
  /// pages and the assets must be as they were when the model was made (the caller knows
  /// from the inputs' digests).
  package func patched(
    contentDirectory directory: String, model: SiteModel, records: [String: BuildCache.Record],
    changed: Set<String>
  ) -> Patched? {
    let root = Self.root(directory)
    let configPath = root + "/site.json"
    guard case .bytes(let configData) = FileBytes.read(configPath, limit: SiteLimits.glossaryBytes)
    else { return nil }
    let config = SiteConfig.parse(configData, path: configPath).0
    guard let defaultLocale = config.localeCodes.first else { return nil }
    var glossary: Glossary?
    let glossaryPath = root + "/" + Glossary.fileName
    switch FileBytes.read(glossaryPath, limit: SiteLimits.glossaryBytes) {
    case .bytes(let bytes): glossary = Glossary.parse(bytes, path: glossaryPath).0
    case .tooLarge: break
    case .unreadable: break
    }
    var lessons: [Lesson] = []
    lessons.reserveCapacity(model.rows.count)
    var changedIndices: [Int] = []
    for (index, row) in model.rows.enumerated() {
      guard let facts = records[row.path]?.source else { return nil }
      if changed.contains(row.path) { changedIndices.append(index) }
      lessons.append(Lesson(unopened: row, facts: facts))
    }
    guard changedIndices.count == changed.count else { return nil }
    var loader = self
    loader.known = [:]
    loader.makesFacts = true
    let read = ParallelMap.map(changedIndices, jobs: jobs) { [loader, glossary] index in
      let row = model.rows[index]
      return loader.readLesson(
        at: row.path, locale: row.listing.locale, glossary: glossary, sourceLocale: defaultLocale)
    }
    var rows = model.rows
    for (index, file) in zip(changedIndices, read) {
      guard let lesson = file.lesson, let facts = lesson.facts,
        lesson.order == rows[index].listing.order, lesson.slug == rows[index].listing.slug,
        let old = records[rows[index].path]?.facts,
        facts.title == old.title, facts.summary == old.summary, facts.headings == old.headings,
        facts.scenarioIDs == old.scenarioIDs, facts.glossaryTerms == old.glossaryTerms
      else { return nil }
      lessons[index] = lesson
      rows[index].listing.bodyFirstLine = lesson.bodyFirstLine
    }
    // The changed lessons' slugs: each one's lessons in every locale are checked again.
    let slugs = Set(changedIndices.map { rows[$0].listing.slug })
    let again = lessons.indices.filter { slugs.contains(lessons[$0].slug) }
    // Reference pages as `load` makes them; their diagnostics are the model's (nothing they
    // are checked against changed).
    var guides: [Lesson] = []
    for locale in config.localeCodes {
      guides +=
        loadGuides(
          in: root + "/" + locale, locale: locale, lessons: lessons.filter { $0.locale == locale }
        ).0
    }
    _ = TranslationFreshness.check(&guides, defaultLocale: defaultLocale)
    var own: [Int: [SiteDiagnostic]] = [:]
    for index in again {
      let facts = lessons[index].facts
      own[index] =
        (facts?.diagnostics ?? []) + (glossary == nil ? [] : facts?.glossaryDiagnostics ?? [])
    }
    // Translation marks: the slugs' lessons alone hold the sources and their translations.
    var group = again.map { lessons[$0] }
    let outdated = TranslationFreshness.check(&group, defaultLocale: defaultLocale)
    for (index, lesson) in zip(again, group) { lessons[index] = lesson }
    let assets = ContentAssets.list(root: root, locales: config.localeCodes)
    var pages = lessons + guides
    let guideIndices = Array(lessons.count..<pages.count)
    let linkProblems = LinkChecker(
      root: root, locales: config.localeCodes, assets: assets, jobs: jobs
    ).check(&pages, only: again + guideIndices)
    lessons = Array(pages.prefix(lessons.count))
    guides = Array(pages.dropFirst(lessons.count))
    var position: [String: Int] = [:]
    for index in again { position[lessons[index].path] = index }
    for diagnostic in outdated + linkProblems {
      // The guides' own are the model's.
      guard let file = diagnostic.file, let index = position[file] else { continue }
      own[index, default: []].append(diagnostic)
    }
    var patchedModel = model
    patchedModel.rows = rows
    for (index, diagnostics) in own {
      patchedModel.own[index] = diagnostics.sorted(by: SiteDiagnostic.ordered)
    }
    var content = SiteContent(
      directory: root, config: config, lessons: lessons, glossary: glossary,
      diagnostics: patchedModel.diagnostics, assets: assets)
    content.guides = guides
    return Patched(content: content, model: patchedModel, slugs: slugs)
  }
}
