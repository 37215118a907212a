import Foundation

/// What the Render and Write steps leave: each lesson page's search document and terms by
/// path, and the output's file stamps once written, when the update knows them.
struct WrittenSite {
  var pages: [String: BuildCache.PageEntry]
  var files: [String: FileStamp]
  /// Each locale's search index record's token (`SearchIndexRecord`), for the cache.
  var indexTokens: [String: String] = [:]
  /// The spares of the site's top-level folders after the update (`SpareFolders`), for the
  /// cache; none when the site was written whole.
  var spares: [String: SpareFolders.Record] = [:]
}

extension SitePipeline {
  /// Render and Write: the lesson pages of the groups not kept rendered (`SiteRenderer`:
  /// lesson by lesson on all cores), then the site-wide files, each written as it comes.
  /// The second place the cache answers, here and not in the renderer: kept pages are not
  /// rendered (their search entries and print sections come from the cache), a rendered
  /// page whose search document is unchanged keeps its terms, and site-wide files whose
  /// inputs are unchanged stay (`SiteWideChoice`).
  ///
  /// Two ways to write: when the cache keeps at least half the lesson pages as they are,
  /// the output is updated in place (`OutputFolder.update`: the smallest folder holding
  /// every changed file is made from its spare, or staged with hard links to its kept
  /// files, and exchanged whole; the cache file is removed first, so a kill midway leaves a
  /// site the next build fully rebuilds). Otherwise the pages stream into a staging folder lesson by lesson as they
  /// are rendered, kept pages hard-linked from the old site, and the folder is swapped in
  /// whole.
  func writeStep(
    _ loaded: LoadedSite, planned: PlannedBuild, presented: consuming PresentedBuild,
    output: OutputFolder, cache: BuildCache?, current: [String: FileStamp], cacheFile: URL,
    report: inout BuildReport
  ) throws(SiteBuildError) -> WrittenSite {
    let plan = loaded.plan
    let theme = loaded.theme
    let codes = loaded.content.config.localeCodes
    let kept = planned.kept
    // Search documents and terms of the pages the last build recorded: a page rendered
    // again whose document is unchanged is not tokenised again. Found through the page's
    // group, not gathered into one table of every page first.
    let previous = PreviousPages(groups: cache?.groups ?? [:])
    var renderer = SiteRenderer(
      plan: plan, theme: theme, scenarios: presented.scenarios, jobs: jobs)
    // The renderer holds them now, and lets lessons' go once their pages are written.
    presented.scenarios = [:]
    renderer.terms = { path, document in
      previous[path].flatMap { $0.document == document ? $0.terms : nil }
        ?? SearchIndex.terms(of: document)
    }
    let (assetFiles, assetWarnings) = SiteFiles.contentAssets(loaded.content, theme: theme)
    report.warnings += assetWarnings
    let inPlace = !kept.isEmpty && kept.count * 2 >= plan.slugs.count * codes.count
    var choice = SiteWideChoice(plan: plan)
    if let cache, inPlace, cache.commonKey == planned.common.description {
      choice.keep(cache: cache, current: current)
    }
    let slugs = plan.slugs.filter { planned.groups[$0] == nil }
    let old = output.url.path
    var pages: [String: BuildCache.PageEntry] = kept
    // The search index records the last build left hold for its page entries, which are
    // `previous` under an unchanged common key; each index made is recorded anew.
    var indexTokens = cache?.indexTokens ?? [:]
    let spliceable = cache != nil && cache?.commonKey == planned.common.description
    let tokens = indexTokens
    var spliced = 0
    // Every page entry once the lessons are rendered; which locales' pages changed.
    var clock = StepClock()
    func renderAll(into sink: SiteRenderer.Sink) throws(SiteBuildError) {
      for path in ByteOrder.sorted(kept.keys) { try sink(path, nil) }
      let rendered = try renderer.renderLessons(slugs, into: sink)
      var changed: [String: [String]] = [:]
      for (path, entry) in rendered {
        pages[path] = entry
        let old = previous[path]
        let isChanged = old?.document != entry.document
        choice.rendered(path, changed: isChanged)
        if isChanged, let old { changed[path] = old.terms }
      }
      clock.mark("  render-lessons")
      let splicing = IndexSplicing(
        previous: { locale in
          guard spliceable, let token = tokens[locale] else { return nil }
          return SearchIndexRecord.read(
            SearchIndexRecord.location(cache: cacheFile, locale: locale).path, token: token)
        },
        changed: changed,
        made: { made in
          if made.spliced { spliced += 1 }
          indexTokens[made.locale] = nil
          let record = SearchIndexRecord(
            token: SearchIndexRecord.newToken(), tail: made.tail, bytes: made.bytes[...],
            layout: made.layout)
          // A record that cannot be written only makes the next index whole.
          try? FileManager.default.createDirectory(
            at: cacheFile.deletingLastPathComponent(), withIntermediateDirectories: true)
          let path = SearchIndexRecord.location(cache: cacheFile, locale: made.locale).path
          if (try? record.write(to: path)) != nil { indexTokens[made.locale] = record.token }
        })
      try renderer.renderSiteWide(
        entries: pages, making: choice.making, splicing: splicing, into: sink)
      clock.mark("  site-wide")
    }
    // The output's stamps once written, when the update knows them; else walked afterwards.
    var files: [String: FileStamp] = [:]
    // The top-level folders' spares as the update leaves them; none after a whole site.
    var spares: SpareFolders?
    if inPlace {
      var changed: [(path: String, bytes: [UInt8])] = []
      var unchanged: Set<String> = []
      try renderAll { (path, bytes) throws(SiteBuildError) in
        if let bytes { changed.append((path, bytes)) } else { unchanged.insert(path) }
      }
      changed += assetFiles
      try Self.checkGroupFiles(cache)
      unlink(cacheFile.path)
      // From the changed folder's spare, when the cache recorded one that still holds; the
      // folder exchanged out is the next spare (`SpareFolders`).
      let updated = try output.update(
        changed: changed, kept: unchanged, current: current,
        spares: SpareFolders(
          container: SpareFolders.container(cache: cacheFile.path),
          records: cache?.spares ?? [:]))
      report.filesWritten = updated.written
      files = updated.stamps
      spares = updated.spares
      clock.mark("  update")
    } else {
      let staging = try output.beginStaging()
      var written = 0
      do {
        try renderAll { (path, bytes) throws(SiteBuildError) in
          if let bytes {
            try staging.add(path, bytes)
            written += 1
          } else {
            try staging.link(path, from: old + "/" + path)
          }
        }
        for (path, bytes) in assetFiles {
          try staging.add(path, bytes)
          written += 1
        }
        try Self.checkGroupFiles(cache)
      } catch {
        staging.abandon()
        throw error
      }
      try output.swapIn(staging)
      report.filesWritten = written
    }
    report.searchIndexesSpliced = spliced
    return WrittenSite(
      pages: pages, files: files,
      indexTokens: indexTokens.filter { codes.contains($0.key) },
      spares: spares?.records ?? [:])
  }

  /// The page entries a build cache recorded, by lesson page path (`locale/slug.html`), found
  /// in the group of the page's slug.
  struct PreviousPages: Sendable {
    var groups: [String: BuildCache.GroupEntry]

    subscript(path: String) -> BuildCache.PageEntry? {
      let bytes = path.utf8
      guard let slash = bytes.firstIndex(of: UInt8(ascii: "/")), path.hasSuffix(".html") else {
        return nil
      }
      let slug = Substring(
        bytes[bytes.index(after: slash)..<bytes.index(bytes.endIndex, offsetBy: -5)])
      return groups[String(slug)]?.pages[path]
    }
  }

  /// Throws `cacheDamaged` when a group file `cache` names could not be read when its pages
  /// were asked for: what was made from them is wrong, and the output must not get it.
  static func checkGroupFiles(_ cache: BuildCache?) throws(SiteBuildError) {
    if let files = cache?.groupFiles, files.damaged { throw .cacheDamaged(folder: files.folder) }
  }

  /// Record: the cache the next build reads, from what this one kept and did (the caller
  /// adds the site key and the report), and the page count into `report`.
  func recordStep(
    _ loaded: LoadedSite, planned: PlannedBuild, fresh: [String: BuildCache.LessonEntry],
    runs: [String: [String: ArraySlice<UInt8>]], written: WrittenSite, inputs: InputDigests,
    cache: BuildCache?, output: OutputFolder,
    report: inout BuildReport
  ) -> BuildCache {
    let plan = loaded.plan
    let codes = loaded.content.config.localeCodes
    var groups = planned.groups
    for slug in plan.slugs where groups[slug] == nil {
      var entry = BuildCache.GroupEntry(key: planned.keys[slug], lessons: [:], pages: [:])
      entry.runs = runs[slug] ?? [:]
      for lesson in loaded.translations[slug] ?? [] {
        entry.lessons[lesson.path] = fresh[lesson.path]
      }
      for locale in codes {
        let path = locale + "/" + plan.page(slug: slug, locale: locale).fileName
        entry.pages[path] = written.pages[path]
      }
      groups[slug] = entry
    }
    // The reference pages' runs: verified in every build, kept beside the groups.
    if let guideRuns = runs[BuildCache.guideRuns], !guideRuns.isEmpty {
      var entry = BuildCache.GroupEntry(key: "", lessons: [:], pages: [:])
      entry.runs = guideRuns
      groups[BuildCache.guideRuns] = entry
    }
    report.locales = codes.count
    report.lessons = plan.slugs.count
    // Each locale: its lessons, index, search and fidelity pages, the print page (when the
    // course is small enough for one), its reference pages; and the root index.
    let printPages = PrintPage.isWritten(lessons: plan.slugs.count) ? 1 : 0
    report.pages = (plan.slugs.count + plan.guideSlugs.count + 3 + printPages) * codes.count + 1
    var record = BuildCache(
      siteKey: "", output: output.url.path, inputs: inputs, report: report,
      files: written.files, commonKey: planned.common.description, groups: groups)
    record.indexTokens = written.indexTokens
    record.spares = written.spares
    // The tables' order as the last cache held them: kept where the keys are the same.
    if let order = cache?.readOrder { record.readOrder = order }
    // A group kept is the one read: written again as read.
    for slug in planned.groups.keys { record.groupBytes[slug] = cache?.groupBytes[slug] }
    // The site model: as Load patched it, or as loaded whole.
    record.model = loaded.patch?.model ?? SiteModel(content: loaded.content)
    (record.records, record.recordBytes) = Self.records(
      of: loaded.content.lessons, unchanged: loaded.unchangedRecords,
      keys: RecordKeys(inputs: inputs, root: loaded.content.directory), cache: cache)
    return record
  }

  /// Each lesson's facts under the key they hold for, and the bytes of those written again
  /// as read: the records `cache` holds, patched. A lesson whose record Load found unchanged
  /// (`unchanged`, by path) keeps it and its bytes as they are; the others' records are
  /// made anew; records of files no longer loaded go.
  static func records(
    of lessons: [Lesson], unchanged: Set<String>, keys: RecordKeys, cache: BuildCache?
  ) -> ([String: BuildCache.Record], [String: ArraySlice<UInt8>]) {
    var records = cache?.records ?? [:]
    var bytes = cache?.recordBytes ?? [:]
    var present = 0
    for lesson in lessons {
      // Before asking for the facts: an unchanged lesson's are left undecoded.
      if unchanged.contains(lesson.path) {
        present += 1
        continue
      }
      guard let facts = lesson.facts else { continue }
      present += 1
      guard let key = keys.key(of: lesson.path) else {
        present -= 1
        records[lesson.path] = nil
        bytes[lesson.path] = nil
        continue
      }
      let record = BuildCache.Record(key: key, facts: facts)
      if let old = records[lesson.path], old == record { continue }
      records[lesson.path] = record
      bytes[lesson.path] = nil
    }
    if records.count != present {
      // Lessons removed (or not loaded with facts): their records go too.
      let paths = Set(
        lessons.filter { unchanged.contains($0.path) || $0.facts != nil }.map(\.path))
      records = records.filter { paths.contains($0.key) }
      bytes = bytes.filter { paths.contains($0.key) }
    }
    return (records, bytes)
  }
}
