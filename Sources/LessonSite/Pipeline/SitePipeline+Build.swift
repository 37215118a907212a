import Diagnostics
import Foundation

/// `build`: the cache's whole-site answer (nothing changed: nothing runs), then the build's
/// steps (`buildAndWrite`), then the cache recorded for the next build.
extension SitePipeline {
  /// Builds and writes the site. Never throws: the report says what stopped it.
  /// `progress(done, total)` is told as lessons finish.
  package func build(
    _ options: SiteBuilder.Options, progress: (@Sendable (Int, Int) -> Void)? = nil
  ) -> BuildReport {
    var report = BuildReport()
    var clock = StepClock()
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
      var summary: BuildCache?
      var cacheWarnings: [SiteDiagnostic] = []
      if options.useCache {
        do {
          summary = try BuildCache.read(
            cacheFile.path, tool: tool, output: output.url.path, summaryOnly: true)
        } catch {
          cacheWarnings.append(Self.cacheWarning(error, file: cacheFile.path))
        }
      }
      // The output's stamps (is it as the cache recorded it? which pages are?), walked while
      // the inputs are.
      let outputURL = output.url
      let walk = BackgroundValue { [hasCache = summary != nil] in
        hasCache ? FileTree.entries(under: outputURL.path) : []
      }
      let inputWalk = InputDigests.Walk([
        ("content", options.contentDirectory), ("templates", options.templatesDirectory),
      ])
      let optionsKey = self.optionsKey(options, tool: tool)
      // Nothing changed: the options, every input's stamp (none of them racy) and every
      // output file's stamp as the last build left them. Nothing else is read.
      if let summary, let recorded = summary.summary, recorded.optionsKey == optionsKey,
        recorded.inputsSettled, recorded.inputs == inputWalk.treeStamp,
        recorded.outputs == TreeStamp(walk.value)
      {
        return Self.replayed(summary, output: output, warnings: cacheWarnings)
      }
      // Something changed. Without a cache, the tables every scenario run needs are made on
      // another core while the inputs are digested, not after. With one, most runs are
      // taken from it (`SharedScenarioRuns`): the tables are made only if one must run.
      if summary == nil { preparing() }
      let current = FileTree.table(walk.value)
      var head: BuildCache?
      if summary != nil {
        do {
          head = try BuildCache.read(
            cacheFile.path, tool: tool, output: output.url.path, groups: false)
        } catch {
          cacheWarnings.append(Self.cacheWarning(error, file: cacheFile.path))
        }
      }
      // Markdown files of the content folder are kept as read, for loading to take.
      var inputs = InputDigests(
        walked: inputWalk, previous: head?.inputs, jobs: jobs,
        keeping: { key, size in
          key.hasPrefix("content/") && key.hasSuffix(".md") && size <= SiteLimits.lessonBytes
        })
      let siteKey = inputKey(options, tool: tool, inputs: inputs)
      if let head, head.siteKey == siteKey, head.files == current {
        return Self.replayed(head, output: output, warnings: cacheWarnings)
      }
      clock.mark("inputs")
      var cache: BuildCache?
      if head != nil {
        do {
          cache = try BuildCache.read(
            cacheFile.path, tool: tool, output: output.url.path, jobs: jobs, head: head)
        } catch {
          cacheWarnings.append(Self.cacheWarning(error, file: cacheFile.path))
        }
      }
      clock.mark("cache-read")
      let preread = inputs.takeBytesRead()
      var record: BuildCache
      do {
        record = try buildAndWrite(
          options, into: &report, inputs: inputs, preread: consume preread, cache: cache,
          current: current, output: output, cacheFile: cacheFile, progress: progress,
          clock: &clock)
      } catch SiteBuildError.cacheDamaged(let folder) {
        // Found before the output was touched: built again from nothing, as for a cache that
        // cannot be read at all.
        cacheWarnings.append(SiteMessages.cacheUnreadable(file: folder))
        cache = nil
        report = BuildReport()
        report.outputPath = output.url.path
        record = try buildAndWrite(
          options, into: &report, inputs: inputs, cache: nil, current: current,
          output: output, cacheFile: cacheFile, progress: progress, clock: &clock)
      }
      record.siteKey = siteKey
      // Recorded without this build's cache warnings: they were about the old file, and a
      // later build with nothing to do replays the recorded report.
      record.report = report
      report.warnings = cacheWarnings + report.warnings
      if record.files.isEmpty { record.files = BuildCache.stamps(of: output.url) }
      record.summary = BuildCache.Summary(
        optionsKey: optionsKey, inputs: inputs.treeStamp, inputsSettled: inputs.isSettled,
        outputs: TreeStamp(record.files))
      // A cache that cannot be written only makes the next build slower. The groups' files
      // first, then the cache file naming them; the old cache file goes, then the group files
      // and spares the new one does not name (those of the cache read by name, any others
      // found by a count), and only then is the new one renamed into place. So a kill at any
      // moment leaves either no cache (the next build makes everything and sweeps) or the new
      // one with exactly its own files beside it: a build with nothing to do sweeps nothing.
      try? FileManager.default.createDirectory(
        at: cacheFile.deletingLastPathComponent(), withIntermediateDirectories: true)
      let groupFolder = CacheGroupFiles.folder(cache: cacheFile.path)
      let spareFolder = SpareFolders.container(cache: cacheFile.path)
      let temporary = cacheFile.path + ".new-\(ProcessInfo.processInfo.processIdentifier)"
      unlink(temporary)
      var written = false
      if (try? record.writeGroups(to: groupFolder, jobs: jobs)) != nil,
        (try? record.write(toFile: temporary, tool: tool, jobs: jobs)) != nil
      {
        unlink(cacheFile.path)
        let named = record.groupFileNames
        for name in cache?.groupFileNames.subtracting(named) ?? [] {
          unlink(groupFolder + "/" + name)
        }
        CacheGroupFiles.sweep(groupFolder, keeping: named)
        SpareFolders.sweep(spareFolder, keeping: Set(record.spares.values.map(\.name)))
        FolderRemoval.waitForRemovals()
        written = rename(temporary, cacheFile.path) == 0
      }
      if !written {
        unlink(temporary)
        // No cache names a spare.
        SpareFolders.sweep(spareFolder, keeping: [])
      }
      clock.mark("cache-write")
      if options.holdsMemoryUntilExit {
        ExitHeld.hold((head, cache, record))
      }
    } catch {
      report.error = error
    }
    // A folder the update exchanged out, removed on another thread meanwhile.
    FolderRemoval.waitForRemovals()
    clock.mark("removal-wait")
    return report
  }

  /// The report `cache` recorded, for a build with nothing to do.
  static func replayed(_ cache: BuildCache, output: OutputFolder, warnings: [SiteDiagnostic])
    -> BuildReport
  {
    var unchanged = cache.report
    unchanged.outputPath = output.url.path
    unchanged.upToDate = true
    unchanged.warnings = warnings + unchanged.warnings
    return unchanged
  }

  /// `warning: … [cache.ignored]`.
  static func cacheWarning(_ rejection: BuildCache.Rejection, file: String) -> SiteDiagnostic {
    switch rejection {
    case .unreadable: SiteMessages.cacheUnreadable(file: file)
    case .foreign(let what): SiteMessages.cacheForeign(what, file: file)
    }
  }

  /// The digest of what a build depends on besides its input files: the tool, how
  /// scenarios run, the options that change output, and the folders read.
  func optionsKey(_ options: SiteBuilder.Options, tool: String) -> String {
    var digest = Digest()
    digest.add(tool)
    digest.add(executor.cacheIdentity)
    digest.add("keepGoing=\(options.keepGoing) requireTraces=\(requireTraces)")
    if let hook = options.pageHook { digest.add("pageHook=" + hook) }
    digest.add(options.contentDirectory)
    digest.add(options.templatesDirectory)
    return digest.description
  }

  /// The digest of every input of a build: the tool, how scenarios run, the options that
  /// change output, and every byte of the content and templates folders (through each
  /// file's digest).
  func inputKey(_ options: SiteBuilder.Options, tool: String, inputs: InputDigests) -> String {
    var digest = Digest()
    digest.add(tool)
    digest.add(executor.cacheIdentity)
    digest.add("keepGoing=\(options.keepGoing) requireTraces=\(requireTraces)")
    // `lessons serve`'s hook is in every page it builds; a build without one adds nothing.
    if let hook = options.pageHook { digest.add("pageHook=" + hook) }
    digest.add(inputs.folderDigest("content"))
    digest.add(inputs.folderDigest("templates"))
    return digest.description
  }

  /// Everything `build` does after the cache check, as named steps, each taking the values
  /// the steps before it made: Load (`LoadedSite`: unchanged lessons made from their
  /// recorded facts, unread) → Plan (`PlannedBuild`: which groups the cache keeps) → Open
  /// (the lessons of the other groups read) → Verify and Present (`PresentedBuild`) → Render and Write (`WrittenSite`:
  /// kept pages and site-wide files stay) → Record (the cache to write). The cache answers in
  /// Plan and in Write. Numbers and diagnostics go into `report`.
  func buildAndWrite(
    _ options: SiteBuilder.Options, into report: inout BuildReport, inputs: InputDigests,
    preread: consuming [String: [UInt8]] = [:], cache: BuildCache?, current: [String: FileStamp],
    output: OutputFolder, cacheFile: URL, progress: (@Sendable (Int, Int) -> Void)?,
    clock: inout StepClock
  ) throws(SiteBuildError) -> BuildCache {
    // The last build's site patched when only lesson files changed; else, or when the plan
    // needs more than the patch made again, the content loaded whole.
    let before = report
    var patched: (LoadedSite, PlannedBuild)?
    if let site = try patchedLoadStep(
      options, inputs: inputs, preread: preread, cache: cache, report: &report)
    {
      let plan = planStep(site, options: options, inputs: inputs, cache: cache, current: current)
      if plan.patchHolds {
        patched = (site, plan)
        report.patchedSite = true
      } else {
        report = before
      }
    }
    clock.mark("patch")
    let unopened: LoadedSite
    let firstPlan: PlannedBuild
    if let patched {
      (unopened, firstPlan) = patched
    } else {
      unopened = try loadStep(
        options, inputs: inputs, preread: consume preread, cache: cache, report: &report)
      clock.mark("load")
      firstPlan = planStep(
        unopened, options: options, inputs: inputs, cache: cache, current: current)
      clock.mark("plan")
    }
    let (loaded, planned) = try openStep(unopened, planned: firstPlan, report: &report)
    clock.mark("open")
    let presented = try verifyStep(
      loaded, planned: planned, cache: cache, options: options, report: &report,
      progress: progress)
    clock.mark("verify")
    let fresh = presented.fresh
    let runs = presented.runs
    let written = try writeStep(
      loaded, planned: planned, presented: consume presented, output: output, cache: cache,
      current: current, cacheFile: cacheFile, report: &report)
    clock.mark("render-write")
    let record = recordStep(
      loaded, planned: planned, fresh: fresh, runs: runs, written: written, inputs: inputs,
      cache: cache, output: output, report: &report)
    clock.mark("record")
    if options.holdsMemoryUntilExit { ExitHeld.hold((loaded, planned)) }
    return record
  }
}
