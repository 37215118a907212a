import Foundation
import Scenarios

/// `lessons build`'s options, and the build as one call (`SitePipeline.build` does the work).
///
/// The steps: check the output folder is ours to replace; load the content and the theme;
/// verify every lesson's scenarios (in parallel); render every page of every locale, a
/// missing translation filled from the default locale, streaming them lesson by lesson as
/// they are rendered into a folder beside the output, with the search indexes and assets; swap that folder in.
/// Any failure before the swap leaves the previous site as it was. With the build cache, a
/// rebuild runs and renders only what changed and updates the output in place, file by file
/// (`SitePipeline.writeStep` says what each way guarantees).
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
    /// Read the build cache beside the output (`BuildCache`); `--no-cache` turns it off.
    /// The cache is written either way, for the next build.
    package var useCache = true
    /// Leave what the build held to the process's exit instead of freeing it (`ExitHeld`):
    /// for a command that exits right after one build.
    package var holdsMemoryUntilExit = false
    /// Markup for every page's `{{{lessonsServe}}}` slot (`Theme.pageHook`): `lessons
    /// serve`'s live-reload script. Nil for `lessons build`.
    package var pageHook: String?

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

  /// Builds and writes the site through the one pipeline. `progress(done, total)` is told as
  /// lessons finish.
  package func build(progress: (@Sendable (Int, Int) -> Void)? = nil) -> BuildReport {
    SitePipeline(executor: executor, jobs: options.jobs).build(options, progress: progress)
  }
}
