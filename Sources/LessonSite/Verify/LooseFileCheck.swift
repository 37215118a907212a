import Foundation

/// `lessons check post.md docs/*.md`: the scenarios of Markdown files outside any content
/// folder (no site.json), verified, and with `--promote` written back, the way `check` does
/// for a site. Each file stands alone: no translations to compare and no links to check.
extension SitePipeline {
  /// What `check` of loose files asks for.
  package struct LooseCheckRequest: Sendable {
    /// Markdown files, or folders searched for `*.md` (hidden ones left out).
    package var paths: [String]
    package var promote = false
    package var dryRun = false

    package init(paths: [String]) {
      self.paths = paths
    }
  }

  /// The Markdown files `paths` name, folders expanded, each once, in the order given.
  package static func markdownFiles(_ paths: [String]) -> [String] {
    var files: [String] = []
    var seen = Set<String>()
    let manager = FileManager.default
    for path in paths {
      var isDirectory: ObjCBool = false
      var found = [path]
      if manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
        let root = path.hasSuffix("/") ? String(path.dropLast()) : path
        found = []
        let walker = manager.enumerator(atPath: root)
        while let item = walker?.nextObject() as? String {
          if (item as NSString).lastPathComponent.hasPrefix(".") {
            walker?.skipDescendants()
          } else if item.hasSuffix(".md") {
            found.append(root + "/" + item)
          }
        }
        found.sort()
      }
      for file in found where seen.insert(file).inserted { files.append(file) }
    }
    return files
  }

  /// load → extract → run → verify → (promote → re-check), for files on their own.
  package func checkLooseFiles(
    _ request: LooseCheckRequest, starting: ((Int) -> Void)? = nil,
    progress: (@Sendable (Lesson) -> Void)? = nil
  ) -> CheckOutcome {
    let files = Self.markdownFiles(request.paths)
    let loaded = ParallelMap.map(files, jobs: jobs) { ContentLoader.looseFile(at: $0) }
    var problems = loaded.flatMap(\.1)
    let lessons = loaded.compactMap(\.0)
    starting?(lessons.count)
    let verifier = LessonVerifier(executor: executor, requireTraces: requireTraces)
    var reports = ParallelMap.map(lessons, jobs: jobs) { lesson in
      let report = verifier.verify(lesson)
      progress?(lesson)
      return report
    }
    var changes: [LessonPromoter.FileChange] = []
    if request.promote {
      var promoter = LessonPromoter(dryRun: request.dryRun)
      promoter.reread = { ContentLoader.looseFile(at: $0.path) }
      let (found, promotionProblems) = promoter.promote(
        CheckReport(lessons: reports, perLesson: reports))
      problems += promotionProblems
      for (index, change) in found {
        if let lesson = change.reread { reports[index] = verifier.verify(lesson) }
      }
      changes = found.keys.sorted().map { found[$0]! }
    }
    let report = CheckReport(lessons: reports, perLesson: reports)
    // Published articles: say which Swift and Objective-C blocks nothing checked.
    let rereadLessons = reports.map(\.lesson)
    problems += rereadLessons.compactMap {
      UnmarkedCodeBlocks.diagnostic(for: $0, requireTraces: requireTraces)
    }
    return CheckOutcome(
      report: report,
      diagnostics: (report.diagnostics + problems).sorted(by: SiteDiagnostic.ordered),
      changes: changes)
  }
}
