import Diagnostics

/// `fix`: `check` stopped after Verify, then every fix-it of the report's diagnostics written
/// into its lesson file (`FixItWriter`, `PromotionWriter`), and the files a pass wrote checked
/// and fixed again until nothing more is fixable (`FixPasses`). The command checks once more
/// and prints; this says what was (or, on a dry run, would be) written.
extension SitePipeline {
  /// What `fix` checks: lessons of a content folder, or Markdown files outside any.
  package enum FixTarget: Sendable {
    case content(CheckRequest)
    case loose(LooseCheckRequest)
  }

  /// `fix`: the check's steps, then each pass's fix-its written (`fix(_:dryRun:)` on its
  /// report); the files a pass wrote are checked and fixed again, at most `FixPasses.limit`
  /// passes. A dry run writes nothing, so it stops after the first pass.
  package func fix(_ target: FixTarget, dryRun: Bool) throws(SiteBuildError) -> Fixes {
    // The check of `paths` (nil: the target's own).
    func checked(_ paths: [String]?) throws(SiteBuildError) -> CheckReport {
      switch target {
      case .content(var request):
        if let paths { request.paths = paths }
        return try check(request).report
      case .loose(var request):
        if let paths { request.paths = paths }
        return checkLooseFiles(request).report
      }
    }
    var passes = FixPasses(first: fix(try checked(nil), dryRun: dryRun))
    while !dryRun, let again = passes.pathsToCheckAgain {
      passes.add(fix(try checked(again), dryRun: false))
    }
    return passes.total
  }

  /// One lesson file `fix` changed, or would change on a dry run.
  package struct FixedFile: Sendable {
    package var path: String
    /// The file as read and as fixed.
    package var before: [UInt8]
    package var after: [UInt8]
    /// Fix-its applied.
    package var applied: Int
  }

  /// What `fix` did: the files, and the problems placing or writing fix-its.
  package struct Fixes: Sendable {
    package var files: [FixedFile] = []
    package var problems: [SiteDiagnostic] = []
  }

  /// Writes every fix-it of `report` into its lesson file (nothing with `dryRun`). Only bytes
  /// inside the fixed ranges change; a file edited since it was read, or one the fixes would
  /// take past `SiteLimits.lessonBytes`, is left alone with a diagnostic.
  package func fix(_ report: CheckReport, dryRun: Bool) -> Fixes {
    var fixes = Fixes()
    for lessonReport in report.perLesson {
      let (fixed, applied, found) = FixItWriter.fixedBytes(lessonReport)
      fixes.problems += found
      guard let bytes = fixed else { continue }
      let lesson = lessonReport.lesson
      let file = FixedFile(path: lesson.path, before: lesson.bytes, after: bytes, applied: applied)
      if dryRun {
        fixes.files.append(file)
        continue
      }
      guard bytes.count <= SiteLimits.lessonBytes else {
        var problem = FixItMessages.tooLarge(bytes.count, limit: SiteLimits.lessonBytes)
        problem.file = lesson.path
        fixes.problems.append(problem)
        continue
      }
      do {
        try PromotionWriter.write(bytes, to: lesson.path, expecting: lesson.bytes)
        fixes.files.append(file)
      } catch {
        var diagnostic: SiteDiagnostic
        switch error {
        case .fileChanged: diagnostic = VerifyMessages.fileChanged()
        case .writeFailed(let reason): diagnostic = FixItMessages.writeFailed(reason)
        }
        diagnostic.file = lesson.path
        fixes.problems.append(diagnostic)
      }
    }
    return fixes
  }
}
