import Diagnostics

/// `fix`: `check` stopped after Verify, then every fix-it of the report's diagnostics written
/// into its lesson file (`FixItWriter`, `PromotionWriter`). The command checks again and
/// prints; this says what was (or, on a dry run, would be) written.
extension SitePipeline {
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
