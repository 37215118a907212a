import Foundation

/// `build`: load → parse → extract → run → verify → render → write, with the build cache
/// (`BuildCache`) deciding what can be skipped.
extension SitePipeline {
  /// Builds and writes the site. Never throws: the report says what stopped it.
  /// `progress(done, total)` is told as lessons finish.
  package func build(
    _ options: SiteBuilder.Options, progress: (@Sendable (Int, Int) -> Void)? = nil
  ) -> BuildReport {
    var report = BuildReport()
    do {
      let output = try OutputFolder(
        path: options.outputDirectory,
        protected: [options.contentDirectory, options.templatesDirectory])
      report.outputPath = output.url.path
      let tool = BuildCache.toolIdentity
      let cacheFile = BuildCache.location(for: output.url)
      var cache: BuildCache?
      var cacheWarnings: [String] = []
      if options.useCache, let data = FileManager.default.contents(atPath: cacheFile.path) {
        do {
          cache = try BuildCache.decode(data, tool: tool, output: output.url.path)
        } catch {
          cacheWarnings.append(Self.cacheWarning(error, file: cacheFile.path))
        }
      }
      let siteKey = inputKey(options, tool: tool)
      if let cache, cache.siteKey == siteKey, cache.outputIsIntact(output.url) {
        var unchanged = cache.report
        unchanged.outputPath = output.url.path
        unchanged.upToDate = true
        unchanged.warnings = cacheWarnings + unchanged.warnings
        return unchanged
      }
      var groups: [String: BuildCache.GroupEntry] = [:]
      let site = try buildFiles(
        options, into: &report, cache: cache, output: output.url, groups: &groups,
        progress: progress)
      report.warnings = cacheWarnings + report.warnings
      try write(site, to: output)
      let record = BuildCache(
        siteKey: siteKey, output: output.url.path, report: report,
        files: BuildCache.stamps(of: output.url), groups: groups)
      // A cache that cannot be written only makes the next build slower.
      try? FileManager.default.createDirectory(
        at: cacheFile.deletingLastPathComponent(), withIntermediateDirectories: true)
      try? record.encoded(tool: tool).write(to: cacheFile, options: .atomic)
    } catch {
      report.error = error
    }
    return report
  }

  /// `warning: … [cache.ignored]`.
  static func cacheWarning(_ rejection: BuildCache.Rejection, file: String) -> String {
    switch rejection {
    case .unreadable:
      return "\(file): warning: the build cache is unreadable; ignoring it and building "
        + "everything [cache.ignored]"
    case .foreign(let what):
      return "\(file): warning: the build cache was written for \(what); ignoring it and "
        + "building everything [cache.ignored]"
    }
  }

  /// The digest of every input of a build: the tool, how scenarios run, the options that
  /// change output, and every byte of the content and templates folders.
  func inputKey(_ options: SiteBuilder.Options, tool: String) -> String {
    var digest = Digest()
    digest.add(tool)
    digest.add(executor.cacheIdentity)
    digest.add("keepGoing=\(options.keepGoing) requireTraces=\(requireTraces)")
    digest.add(Digest.ofFolder(options.contentDirectory).description)
    digest.add(Digest.ofFolder(options.templatesDirectory).description)
    return digest.description
  }

  /// Everything `build` does but the writing: the site's files, numbers and diagnostics in
  /// `report`, and the cache entries of every lesson group in `groups`.
  func buildFiles(
    _ options: SiteBuilder.Options, into report: inout BuildReport, cache: BuildCache?,
    output: URL, groups: inout [String: BuildCache.GroupEntry],
    progress: (@Sendable (Int, Int) -> Void)?
  ) throws(SiteBuildError) -> SiteFiles {
    let content = try load(contentDirectory: options.contentDirectory)
    report.diagnostics = content.diagnostics
    if content.hasErrors || content.config.locales.isEmpty { throw .contentErrors }
    let codes = content.config.localeCodes
    let theme = try Theme(folder: options.templatesDirectory, locales: codes)
    report.warnings = theme.warnings
    let plan = SitePlan(content: content)
    let keys = GroupKeys(
      plan: plan, content: content, common: commonKey(options, plan: plan))
    // Groups whose pages, diagnostics and search documents the cache holds unchanged.
    var reused: [String: SiteRenderer.ReusedPage] = [:]
    for slug in plan.slugs {
      guard let entry = cache?.groups[slug], !keys[slug].isEmpty, entry.key == keys[slug] else {
        continue
      }
      var pages: [String: SiteRenderer.ReusedPage] = [:]
      for locale in codes {
        let path = locale + "/" + plan.page(slug: slug, locale: locale).fileName
        guard let document = entry.documents[path],
          let bytes = cache?.unchangedFile(path, in: output)
        else { break }
        pages[path] = SiteRenderer.ReusedPage(bytes: bytes, document: document)
      }
      let lessons = content.translations(of: slug)
      guard pages.count == codes.count, lessons.allSatisfy({ entry.lessons[$0.path] != nil })
      else { continue }
      reused.merge(pages) { _, new in new }
      groups[slug] = entry
    }
    let sources = plan.sourceLessons.filter { groups[$0.slug] == nil }
    report.lessonsRun = sources.count
    let counter = ProgressCounter(total: sources.count, report: progress)
    // Reference pages are few and always verified: their scenarios fail a build like a
    // lesson's.
    let check = verify(sources + content.guides, localeOrder: codes) { _ in counter.advance() }
    var diagnostics = content.diagnostics + check.diagnostics
    var fresh: [String: BuildCache.LessonEntry] = [:]
    for lessonReport in check.lessons {
      let scenarios = LessonScenarios(lessonReport)
      fresh[lessonReport.lesson.path] = BuildCache.LessonEntry(
        diagnostics: lessonReport.diagnostics, verified: scenarios.verifiedCount,
        failed: scenarios.failedCount,
        unverified: scenarios.items.count - scenarios.verifiedCount - scenarios.failedCount)
    }
    for entry in groups.values {
      for (path, lesson) in entry.lessons {
        diagnostics += lesson.diagnostics
        fresh[path] = nil
      }
    }
    for lesson in fresh.values + groups.values.flatMap(\.lessons.values) {
      report.verified += lesson.verified
      report.failed += lesson.failed
      report.unverified += lesson.unverified
    }
    report.diagnostics = diagnostics.sorted(by: SiteDiagnostic.ordered)
    let errors = report.diagnostics.filter { $0.severity == .error }.count
    if !options.keepGoing {
      if report.failed > 0 { throw .verificationFailed(count: report.failed) }
      if errors > 0 { throw .lessonErrors(count: errors) }
    }
    var (site, documents) = try render(plan: plan, theme: theme, report: check, reused: reused)
    report.warnings += site.addContentAssets(content, theme: theme)
    for slug in plan.slugs where groups[slug] == nil {
      var entry = BuildCache.GroupEntry(key: keys[slug], lessons: [:], documents: [:])
      for lesson in content.translations(of: slug) {
        entry.lessons[lesson.path] = fresh[lesson.path]
      }
      for locale in codes {
        let path = locale + "/" + plan.page(slug: slug, locale: locale).fileName
        entry.documents[path] = documents[path]
      }
      groups[slug] = entry
    }
    report.locales = codes.count
    report.lessons = plan.slugs.count
    report.pages = site.paths.filter { $0.hasSuffix(".html") }.count
    return site
  }

  /// What every page of the site shows besides its own lesson: the tool, how scenarios run,
  /// the theme, the options, and each locale's lesson list. A change here renders everything.
  private func commonKey(_ options: SiteBuilder.Options, plan: SitePlan) -> Digest {
    var digest = Digest()
    digest.add(BuildCache.toolIdentity)
    digest.add(executor.cacheIdentity)
    digest.add("keepGoing=\(options.keepGoing) requireTraces=\(requireTraces)")
    digest.add(Digest.ofFolder(options.templatesDirectory).description)
    // Every page's footer links to the reference pages by title.
    for guide in plan.guides { digest.add(guide.path + "\u{0}" + guide.title) }
    for locale in plan.locales {
      digest.add(locale.code + "\u{0}" + locale.title)
      for slug in plan.slugs {
        let page = plan.page(slug: slug, locale: locale.code)
        digest.add(
          [slug, page.source.locale, page.source.title, page.source.summary].joined(
            separator: "\u{0}"))
      }
    }
    return digest
  }
}

/// Each lesson group's cache key: the common key and the group's lessons' bytes.
///
/// Cross-locale and duplicate-id checks reach across groups only through scenario ids two
/// groups share (`id=` written the same in two lessons); such groups get no key, so they are
/// always run and checked together.
struct GroupKeys {
  private var keys: [String: String] = [:]

  init(plan: SitePlan, content: SiteContent, common: Digest) {
    // Where a page's links to assets lead depends on which assets exist.
    var common = common
    common.add(content.assets.paths.joined(separator: "\u{0}"))
    var slugsByID: [String: Set<String>] = [:]
    for lesson in content.lessons {
      for block in ScenarioExtractor.scenarios(in: lesson).0 {
        slugsByID[block.id, default: []].insert(lesson.slug)
      }
    }
    let tied = Set(slugsByID.values.filter { $0.count > 1 }.flatMap { $0 })
    for slug in plan.slugs where !tied.contains(slug) {
      var digest = common
      for lesson in content.translations(of: slug) {
        digest.add(lesson.path)
        digest.add(lesson.bytes)
      }
      keys[slug] = digest.description
    }
  }

  /// The key, or "" (never equal to a recorded key) for a tied group.
  subscript(slug: String) -> String { keys[slug] ?? "" }
}
