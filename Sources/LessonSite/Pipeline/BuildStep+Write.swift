import Foundation

/// What the Render and Write steps leave: each lesson page's search document and terms by
/// path, and the output's file stamps once written, when the update knows them.
struct WrittenSite {
  var pages: [String: BuildCache.PageEntry]
  var files: [String: FileStamp]
}

extension SitePipeline {
  /// Render and Write: every page rendered (`SiteRenderer`: lesson by lesson on all cores,
  /// then the site-wide files) and written as it comes. The second place the cache answers:
  /// kept pages are not rendered, and site-wide files whose inputs are unchanged stay.
  ///
  /// Two ways to write: when the cache keeps at least half the lesson pages as they are,
  /// the output is updated in place (`OutputFolder.update`: only files whose bytes changed
  /// are written, each replaced by a rename; the cache file is removed first, so a kill
  /// midway leaves a site the next build fully rebuilds). Otherwise the pages stream into a
  /// staging folder lesson by lesson as they are rendered, kept pages hard-linked from the
  /// old site, and the folder is swapped in whole.
  func writeStep(
    _ loaded: LoadedSite, planned: PlannedBuild, presented: consuming PresentedBuild,
    output: OutputFolder, cache: BuildCache?, current: [String: FileStamp], cacheFile: URL,
    report: inout BuildReport
  ) throws(SiteBuildError) -> WrittenSite {
    let plan = loaded.plan
    let theme = loaded.theme
    let codes = loaded.content.config.localeCodes
    let kept = planned.kept
    var renderer = SiteRenderer(
      plan: plan, theme: theme, scenarios: presented.scenarios, jobs: jobs)
    // The renderer holds them now, and lets lessons' go once their pages are written.
    presented.scenarios = [:]
    renderer.kept = kept
    let old = output.url.path
    renderer.keptPage = { path in
      FileManager.default.contents(atPath: old + "/" + path).map {
        String(decoding: $0, as: UTF8.self)
      }
    }
    let (assetFiles, assetWarnings) = SiteFiles.contentAssets(loaded.content, theme: theme)
    report.warnings += assetWarnings
    for entry in cache?.groups.values.map(\.pages) ?? [] {
      renderer.previous.merge(entry) { _, new in new }
    }
    let inPlace = !kept.isEmpty && kept.count * 2 >= plan.slugs.count * codes.count
    if let cache, inPlace, cache.commonKey == planned.common.description {
      let siteWide =
        ["index.html"]
        + codes.flatMap { locale in
          [
            "index.html", "search.html", FidelityPage.fileName, SearchIndex.fileName,
            PrintPage.fileName, LessonListScript.fileName,
          ].map {
            locale + "/" + $0
          }
        }
      renderer.keptSiteFiles = Set(siteWide.filter { cache.isUnchanged($0, current: current) })
    }
    let pages: [String: BuildCache.PageEntry]
    // The output's stamps once written, when the update knows them; else walked afterwards.
    var files: [String: FileStamp] = [:]
    if inPlace {
      var changed: [(path: String, bytes: [UInt8])] = []
      var unchanged: Set<String> = []
      pages = try renderer.render { (path, bytes) throws(SiteBuildError) in
        if let bytes { changed.append((path, bytes)) } else { unchanged.insert(path) }
      }
      changed += assetFiles
      unlink(cacheFile.path)
      (report.filesWritten, files) = try output.update(
        changed: changed, kept: unchanged, current: current)
    } else {
      let staging = try output.beginStaging()
      var written = 0
      do {
        pages = try renderer.render { (path, bytes) throws(SiteBuildError) in
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
      } catch {
        staging.abandon()
        throw error
      }
      try output.swapIn(staging)
      report.filesWritten = written
    }
    return WrittenSite(pages: pages, files: files)
  }

  /// Record: the cache the next build reads, from what this one kept and did (the caller
  /// adds the site key and the report), and the page count into `report`.
  func recordStep(
    _ loaded: LoadedSite, planned: PlannedBuild, fresh: [String: BuildCache.LessonEntry],
    written: WrittenSite, inputs: InputDigests, cache: BuildCache?, output: OutputFolder,
    report: inout BuildReport
  ) -> BuildCache {
    let plan = loaded.plan
    let codes = loaded.content.config.localeCodes
    var groups = planned.groups
    for slug in plan.slugs where groups[slug] == nil {
      var entry = BuildCache.GroupEntry(key: planned.keys[slug], lessons: [:], pages: [:])
      for lesson in loaded.translations[slug] ?? [] {
        entry.lessons[lesson.path] = fresh[lesson.path]
      }
      for locale in codes {
        let path = locale + "/" + plan.page(slug: slug, locale: locale).fileName
        entry.pages[path] = written.pages[path]
      }
      groups[slug] = entry
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
    record.documents = loaded.content.documents
    record.groupBytes = planned.groupBytes
    record.documentBytes = cache?.documentBytes ?? [:]
    return record
  }
}
