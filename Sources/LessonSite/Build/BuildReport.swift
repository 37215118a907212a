/// What a build did: the numbers for the summary line, the diagnostics to print, and the
/// error that stopped it, if one did.
package struct BuildReport: Sendable {
  /// Content and verification diagnostics, sorted by file and line.
  package var diagnostics: [SiteDiagnostic] = []
  /// Warnings about the build itself, not a lesson: the theme's (UI strings filled from the
  /// default locale), content assets left out, a build cache ignored. Printed after
  /// `diagnostics`, as they are.
  package var warnings: [SiteDiagnostic] = []
  /// HTML pages written.
  package var pages = 0
  /// Locales built.
  package var locales = 0
  /// Distinct lessons (slugs), each built in every locale.
  package var lessons = 0
  /// Scenarios whose run matched their trace block.
  package var verified = 0
  /// Scenarios shown as failed (mismatch, did not run, cross-locale drift).
  package var failed = 0
  /// Scenarios that ran but have no trace block to compare with.
  package var unverified = 0
  /// Nil when the site was written.
  package var error: SiteBuildError?
  /// The output folder, absolute.
  package var outputPath = ""
  /// True when the cache showed nothing changed: nothing ran and nothing was written.
  package var upToDate = false
  /// Lessons whose scenarios ran in this build (the others came from the cache).
  package var lessonsRun = 0
  /// Lesson files of every locale (what `lessonsRun` counts out of).
  package var lessonFiles = 0
  /// Lesson files this build read and parsed (the others were made from their recorded
  /// facts, `LessonFacts`, unread).
  package var lessonsRead = 0
  /// Files this build wrote into the output (an incremental build leaves unchanged ones).
  package var filesWritten = 0
  /// Search indexes this build spliced from the last build's (`SearchIndexSplice`) rather
  /// than made from every page's terms.
  package var searchIndexesSpliced = 0
  /// True when Load patched the last build's site model (`SiteModel`): only lesson files
  /// changed, and only their slugs' lessons were checked again.
  package var patchedSite = false

  package init() {}

  /// True when the site was written.
  package var succeeded: Bool { error == nil }
}
