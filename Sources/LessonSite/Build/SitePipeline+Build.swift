import Foundation
import Scenarios

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
      // Held until the cache is recorded: one build at a time writes this output.
      let lock = try OutputLock(for: output.url)
      defer { withExtendedLifetime(lock) {} }
      let tool = BuildCache.toolIdentity
      let cacheFile = BuildCache.location(for: output.url)
      var head: BuildCache?
      var cacheWarnings: [String] = []
      if options.useCache {
        do {
          head = try BuildCache.read(
            cacheFile.path, tool: tool, output: output.url.path, groups: false)
        } catch {
          cacheWarnings.append(Self.cacheWarning(error, file: cacheFile.path))
        }
      }
      // Markdown files of the content folder are kept as read, for loading to take.
      var inputs = InputDigests(
        folders: [
          ("content", options.contentDirectory), ("templates", options.templatesDirectory),
        ],
        previous: head?.inputs, jobs: jobs,
        keeping: { key, size in
          key.hasPrefix("content/") && key.hasSuffix(".md") && size <= SiteLimits.lessonBytes
        })
      let siteKey = inputKey(options, tool: tool, inputs: inputs)
      if let head, head.siteKey == siteKey, head.outputIsIntact(output.url) {
        var unchanged = head.report
        unchanged.outputPath = output.url.path
        unchanged.upToDate = true
        unchanged.warnings = cacheWarnings + unchanged.warnings
        return unchanged
      }
      var cache: BuildCache?
      if head != nil {
        do {
          cache = try BuildCache.read(
            cacheFile.path, tool: tool, output: output.url.path, jobs: jobs)
        } catch {
          cacheWarnings.append(Self.cacheWarning(error, file: cacheFile.path))
        }
      }
      let preread = inputs.takeBytesRead()
      var record = try buildAndWrite(
        options, into: &report, inputs: inputs, preread: preread, cache: cache, output: output,
        cacheFile: cacheFile, progress: progress)
      record.siteKey = siteKey
      // Recorded without this build's cache warnings: they were about the old file, and a
      // later build with nothing to do replays the recorded report.
      record.report = report
      report.warnings = cacheWarnings + report.warnings
      if record.files.isEmpty { record.files = BuildCache.stamps(of: output.url) }
      // A cache that cannot be written only makes the next build slower.
      try? FileManager.default.createDirectory(
        at: cacheFile.deletingLastPathComponent(), withIntermediateDirectories: true)
      let temporary = cacheFile.path + ".new-\(ProcessInfo.processInfo.processIdentifier)"
      unlink(temporary)
      let parts = record.encodedParts(tool: tool, jobs: jobs)
      if (try? OutputFolder.writeFile(temporary, parts: parts)) != nil {
        rename(temporary, cacheFile.path)
      } else {
        unlink(temporary)
      }
      if options.holdsMemoryUntilExit {
        ExitHeld.hold((head, cache, record, parts))
      }
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
  /// change output, and every byte of the content and templates folders (through each
  /// file's digest).
  func inputKey(_ options: SiteBuilder.Options, tool: String, inputs: InputDigests) -> String {
    var digest = Digest()
    digest.add(tool)
    digest.add(executor.cacheIdentity)
    digest.add("keepGoing=\(options.keepGoing) requireTraces=\(requireTraces)")
    digest.add(inputs.folderDigest("content"))
    digest.add(inputs.folderDigest("templates"))
    return digest.description
  }

  /// Everything `build` does after the cache check: load, run what changed, render and
  /// write; returns the cache to record (its groups, inputs and common key; the caller adds
  /// the rest). Numbers and diagnostics go into `report`.
  ///
  /// Two ways to write: when the cache keeps at least half the lesson pages as they are,
  /// the output is updated in place (`OutputFolder.update`: only files whose bytes changed
  /// are written, each replaced by a rename; the cache file is removed first, so a kill
  /// midway leaves a site the next build fully rebuilds). Otherwise the pages stream into a
  /// staging folder lesson by lesson as they are rendered, kept pages hard-linked from the
  /// old site, and the folder is swapped in whole.
  func buildAndWrite(
    _ options: SiteBuilder.Options, into report: inout BuildReport, inputs: InputDigests,
    preread: [String: [UInt8]] = [:], cache: BuildCache?, output: OutputFolder, cacheFile: URL,
    progress: (@Sendable (Int, Int) -> Void)?
  ) throws(SiteBuildError) -> BuildCache {
    // The output's stamps (which pages are as the cache recorded them), walked while the
    // content loads.
    let outputURL = output.url
    let walk = BackgroundValue { [hasCache = cache != nil] in
      hasCache ? BuildCache.stamps(of: outputURL) : [:]
    }
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
    let codes = content.config.localeCodes
    let theme = try Theme(folder: options.templatesDirectory, locales: codes)
    report.warnings = theme.warnings
    let plan = SitePlan(content: content)
    let common = commonKey(options, plan: plan, inputs: inputs)
    // Each slug's lessons in every locale, in content order (`SiteContent.translations(of:)`
    // once per slug would scan every lesson for each: quadratic in lessons).
    var translations: [String: [Lesson]] = [:]
    for lesson in content.lessons { translations[lesson.slug, default: []].append(lesson) }
    let keys = GroupKeys(
      plan: plan, content: content, translations: translations, common: common,
      digests: LessonDigests(inputs: inputs, contentDirectory: options.contentDirectory))
    // Groups whose pages, diagnostics and search documents the cache holds unchanged, with
    // their pages as the output has them.
    let current = walk.value
    var kept: [String: BuildCache.PageEntry] = [:]
    var groups: [String: BuildCache.GroupEntry] = [:]
    // Kept groups' bytes, written again as read.
    var groupBytes: [String: ArraySlice<UInt8>] = [:]
    for slug in plan.slugs {
      guard let entry = cache?.groups[slug], !keys[slug].isEmpty, entry.key == keys[slug] else {
        continue
      }
      var pages: [String: BuildCache.PageEntry] = [:]
      for locale in codes {
        let path = locale + "/" + plan.page(slug: slug, locale: locale).fileName
        guard let page = entry.pages[path], cache?.isUnchanged(path, current: current) == true
        else { break }
        pages[path] = page
      }
      let lessons = translations[slug] ?? []
      guard pages.count == codes.count, lessons.allSatisfy({ entry.lessons[$0.path] != nil })
      else { continue }
      kept.merge(pages) { _, new in new }
      groups[slug] = entry
      groupBytes[slug] = cache?.groupBytes[slug]
    }
    let sources = plan.sourceLessons.filter { groups[$0.slug] == nil }
    report.lessonsRun = sources.count
    report.lessonFiles = plan.sourceLessons.count
    let counter = ProgressCounter(total: sources.count, report: progress)
    // Reference pages are few and always verified: their scenarios fail a build like a
    // lesson's.
    // The report's runs (events and UIKit states) are read into what pages show and then
    // let go, before any page renders. Each distinct scenario runs once for every lesson
    // that has it (`SharedScenarioRuns`): translations carry their original's code.
    let sharing = SitePipeline(
      executor: SharedScenarioRuns(executor), jobs: jobs, requireTraces: requireTraces)
    var check: CheckReport? = sharing.verify(sources + content.guides, localeOrder: codes) {
      _ in counter.advance()
    }
    var diagnostics = content.diagnostics + (check?.diagnostics ?? [])
    var fresh: [String: BuildCache.LessonEntry] = [:]
    var scenarios: [String: LessonScenarios] = [:]
    // Players made once per distinct run; let go with the runs' states (`check = nil`).
    var players = TracePlayers()
    for lessonReport in check?.lessons ?? [] {
      let lessonScenarios = LessonScenarios(lessonReport, players: &players)
      scenarios[lessonReport.lesson.path] = lessonScenarios
      fresh[lessonReport.lesson.path] = BuildCache.LessonEntry(
        diagnostics: lessonReport.diagnostics, verified: lessonScenarios.verifiedCount,
        failed: lessonScenarios.failedCount,
        unverified: lessonScenarios.items.count - lessonScenarios.verifiedCount
          - lessonScenarios.failedCount)
    }
    check = nil
    players = TracePlayers()
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
    var renderer = SiteRenderer(plan: plan, theme: theme, scenarios: scenarios, jobs: jobs)
    // The renderer holds them now, and lets lessons' go once their pages are written.
    scenarios = [:]
    renderer.kept = kept
    let old = output.url.path
    renderer.keptPage = { path in
      FileManager.default.contents(atPath: old + "/" + path).map {
        String(decoding: $0, as: UTF8.self)
      }
    }
    let (assetFiles, assetWarnings) = SiteFiles.contentAssets(content, theme: theme)
    report.warnings += assetWarnings
    for entry in cache?.groups.values.map(\.pages) ?? [] {
      renderer.previous.merge(entry) { _, new in new }
    }
    let inPlace = !kept.isEmpty && kept.count * 2 >= plan.slugs.count * codes.count
    if let cache, inPlace, cache.commonKey == common.description {
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
    for slug in plan.slugs where groups[slug] == nil {
      var entry = BuildCache.GroupEntry(key: keys[slug], lessons: [:], pages: [:])
      for lesson in translations[slug] ?? [] {
        entry.lessons[lesson.path] = fresh[lesson.path]
      }
      for locale in codes {
        let path = locale + "/" + plan.page(slug: slug, locale: locale).fileName
        entry.pages[path] = pages[path]
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
      siteKey: "", output: output.url.path, inputs: inputs, report: report, files: files,
      commonKey: common.description, groups: groups)
    record.documents = content.documents
    record.groupBytes = groupBytes
    record.documentBytes = cache?.documentBytes ?? [:]
    if options.holdsMemoryUntilExit { ExitHeld.hold((content, plan, translations, keys)) }
    return record
  }

  /// What every page of the site shows besides its own lesson: the tool, how scenarios run,
  /// the theme, the options, and each locale's lesson list. A change here renders everything.
  private func commonKey(
    _ options: SiteBuilder.Options, plan: SitePlan, inputs: InputDigests
  ) -> Digest {
    var digest = Digest()
    digest.add(BuildCache.toolIdentity)
    digest.add(executor.cacheIdentity)
    digest.add("keepGoing=\(options.keepGoing) requireTraces=\(requireTraces)")
    digest.add(inputs.folderDigest("templates"))
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

/// Each lesson's digest from the build's `InputDigests` (already computed, often without
/// reading the file again).
struct LessonDigests {
  var inputs: InputDigests
  var contentDirectory: String

  /// The digest of `lesson`'s bytes.
  func digest(of lesson: Lesson) -> String {
    let root = ContentLoader.root(contentDirectory)
    if lesson.path.hasPrefix(root + "/"),
      let known = inputs.digest(of: "content/" + lesson.path.dropFirst(root.count + 1))
    {
      return known
    }
    var digest = Digest()
    digest.add(lesson.bytes)
    return digest.description
  }
}

/// Each lesson group's cache key: the common key and the group's lessons' bytes.
///
/// Cross-locale and duplicate-id checks reach across groups only through scenario ids two
/// groups share (`id=` written the same in two lessons); such groups get no key, so they are
/// always run and checked together.
struct GroupKeys {
  private var keys: [String: String] = [:]

  init(
    plan: SitePlan, content: SiteContent, translations: [String: [Lesson]], common: Digest,
    digests: LessonDigests
  ) {
    // Where a page's links to assets lead depends on which assets exist.
    var common = common
    common.add(content.assets.paths.joined(separator: "\u{0}"))
    var slugsByID: [String: Set<String>] = [:]
    for lesson in content.lessons {
      for block in lesson.scenarios { slugsByID[block.id, default: []].insert(lesson.slug) }
    }
    let tied = Set(slugsByID.values.filter { $0.count > 1 }.flatMap { $0 })
    for slug in plan.slugs where !tied.contains(slug) {
      var digest = common
      for lesson in translations[slug] ?? [] {
        digest.add(lesson.path)
        digest.add(digests.digest(of: lesson))
      }
      keys[slug] = digest.description
    }
  }

  /// The key, or "" (never equal to a recorded key) for a tied group.
  subscript(slug: String) -> String { keys[slug] ?? "" }
}
