import Foundation
import Scenarios

/// `lessons build`: content and theme in, a static site out (DESIGN.md section 6).
///
/// The steps: check the output folder is ours to replace; load the content and the theme;
/// verify every lesson's scenarios (in parallel); render every page of every locale, a
/// missing translation filled from the default locale; write the search indexes and assets;
/// write everything beside the output folder and swap it in. Any failure before the swap
/// leaves the previous site as it was.
package struct SiteBuilder: Sendable {
  /// What to build from and where to.
  package struct Options: Sendable {
    /// `--content`: site.json and `<locale>/NN-slug.md`.
    package var contentDirectory = "Content"
    /// `--templates`: the theme.
    package var templatesDirectory = "Templates"
    /// `--output`: replaced only if the tool created it.
    package var outputDirectory = "_site"
    /// `--jobs`: lessons verified and pages rendered at once.
    package var jobs = ProcessInfo.processInfo.activeProcessorCount
    /// Build even when scenarios fail verification, marking them failed on the page.
    package var keepGoing = false

    package init() {}

    /// The theme to use when none is named: `Templates/` in `workingDirectory`, or else the
    /// `Templates/` beside the content folder (a project laid out like this one, built from
    /// elsewhere).
    package static func defaultTemplatesDirectory(
      forContent content: String,
      workingDirectory: String = FileManager.default.currentDirectoryPath
    ) -> String {
      let here = "Templates"
      let working = URL(fileURLWithPath: workingDirectory)
      if FileManager.default.fileExists(atPath: working.appendingPathComponent(here).path) {
        return here
      }
      let beside = URL(fileURLWithPath: content, relativeTo: working).standardizedFileURL
        .deletingLastPathComponent().appendingPathComponent(here).path
      return FileManager.default.fileExists(atPath: beside) ? beside : here
    }
  }

  /// What to build from and where to.
  package var options: Options
  /// Runs scenarios: the interpreter, or a fake in tests.
  package var executor: any ScenarioExecuting

  package init(options: Options, executor: any ScenarioExecuting = ScenarioRunner()) {
    self.options = options
    self.executor = executor
  }

  /// Builds and writes the site. `progress(done, total)` is told as lessons finish.
  package func build(progress: (@Sendable (Int, Int) -> Void)? = nil) -> BuildReport {
    var report = BuildReport()
    do {
      let output = try OutputFolder(
        path: options.outputDirectory,
        protected: [options.contentDirectory, options.templatesDirectory])
      report.outputPath = output.url.path
      let site = try render(into: &report, progress: progress)
      try output.write(site)
    } catch {
      report.error = error
    }
    return report
  }

  /// Everything but the writing: the site's files in memory, numbers and diagnostics in
  /// `report`.
  package func render(
    into report: inout BuildReport, progress: (@Sendable (Int, Int) -> Void)? = nil
  ) throws(SiteBuildError) -> SiteFiles {
    let content: SiteContent
    do {
      content = try ContentLoader().load(contentDirectory: options.contentDirectory)
    } catch {
      switch error {
      case .missingContentDirectory(let path):
        throw .content("no content folder at \(path)")
      case .missingSiteConfig(let path):
        throw .content("no site.json at \(path)")
      }
    }
    report.diagnostics = content.diagnostics
    if content.hasErrors || content.config.locales.isEmpty {
      throw .content("the content has errors; nothing was built")
    }
    let codes = content.config.localeCodes
    let theme = try Theme(folder: options.templatesDirectory, locales: codes)
    report.warnings = theme.warnings
    let plan = SitePlan(content: content)
    let sources = plan.sourceLessons
    let counter = ProgressCounter(total: sources.count, report: progress)
    let checker = SiteChecker(verifier: LessonVerifier(executor: executor), jobs: options.jobs)
    let check = checker.check(sources, localeOrder: codes) { _ in counter.advance() }
    report.diagnostics = (content.diagnostics + check.diagnostics).sorted(
      by: SiteDiagnostic.ordered)
    var scenarios: [String: LessonScenarios] = [:]
    for lessonReport in check.lessons {
      scenarios[lessonReport.lesson.path] = Self.scenarios(of: lessonReport)
    }
    for lessonScenarios in scenarios.values {
      report.verified += lessonScenarios.verifiedCount
      report.failed += lessonScenarios.failedCount
      report.unverified +=
        lessonScenarios.items.count - lessonScenarios.verifiedCount - lessonScenarios.failedCount
    }
    let errors = report.diagnostics.filter { $0.severity == .error }.count
    if !options.keepGoing {
      if report.failed > 0 { throw .verificationFailed(count: report.failed) }
      if errors > 0 { throw .lessonErrors(count: errors) }
    }
    let site = try files(plan: plan, theme: theme, scenarios: scenarios)
    report.locales = codes.count
    report.lessons = plan.slugs.count
    report.pages = site.paths.filter { $0.hasSuffix(".html") }.count
    return site
  }

  /// Every file of the site.
  private func files(plan: SitePlan, theme: Theme, scenarios: [String: LessonScenarios])
    throws(SiteBuildError) -> SiteFiles
  {
    let renderer = PageRenderer(plan: plan, theme: theme, scenarios: scenarios)
    let pages = plan.pages
    let rendered = ParallelMap.map(pages, jobs: options.jobs) { page in
      Result { () throws(SiteBuildError) in try renderer.lessonPage(page) }
    }
    var site = SiteFiles()
    var documents: [String: [SearchIndex.Document]] = [:]
    for (page, result) in zip(pages, rendered) {
      let (html, document) = try result.get()
      site.add(page.locale + "/" + page.fileName, html)
      documents[page.locale, default: []].append(document)
    }
    for locale in plan.locales.map(\.code) {
      site.add(locale + "/index.html", try renderer.localeIndex(locale))
      site.add(locale + "/search.html", try renderer.searchPage(locale))
      let index = SearchIndex(locale: locale, documents: documents[locale] ?? [])
      site.add(locale + "/" + SearchIndex.fileName, index.javaScript())
    }
    site.add("index.html", try renderer.rootIndex())
    for (name, bytes) in theme.assets { site.add("assets/" + name, bytes: bytes) }
    return site
  }

  /// A lesson's scenarios as pages show them. A scenario that failed (its own trace, the
  /// cross-locale check, or did not run) is failed, with the diagnostics placed inside it.
  static func scenarios(of report: LessonReport) -> LessonScenarios {
    var items: [LessonScenarios.Item] = []
    for result in report.scenarios {
      let block = result.block
      let last = block.trace?.lastLine ?? block.code.lastLine
      let verdict: ScenarioPresentation.Verdict
      switch result.status {
      case .failed:
        let messages = report.diagnostics.filter { diagnostic in
          diagnostic.severity == .error && diagnostic.file == report.lesson.path
            && (block.code.openingFenceLine...last).contains(diagnostic.line ?? 0)
        }.map { DiagnosticFormatter.text($0).trimmingCharacters(in: .newlines) }
        verdict = .failed(messages)
      case .passed:
        verdict = block.trace == nil ? .unverified : .verified
      }
      let presentation = ScenarioPresentation(
        ordinal: block.ordinal, id: block.id, language: block.language,
        source: block.code.literal, events: result.outcome.events,
        showLayout: result.outcome.showLayout, expectedTrace: block.expectedTrace,
        verdict: verdict)
      items.append(
        LessonScenarios.Item(
          codeBlock: block.code.index, traceBlock: block.trace?.index, presentation: presentation))
    }
    return LessonScenarios(items: items)
  }
}

/// Counts finished lessons across worker threads and reports each step.
private final class ProgressCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var done = 0
  private let total: Int
  private let report: (@Sendable (Int, Int) -> Void)?

  init(total: Int, report: (@Sendable (Int, Int) -> Void)?) {
    self.total = total
    self.report = report
  }

  func advance() {
    lock.lock()
    done += 1
    let now = done
    lock.unlock()
    report?(now, total)
  }
}
