import Diagnostics

/// Promotes the traces of checked lessons: writes each file whose traces differ from what
/// ran (or, for a dry run, only describes the change), then re-reads what it wrote.
package struct LessonPromoter: Sendable {
  /// What promotion did to one file.
  package struct FileChange: Sendable, Equatable {
    package var path: String
    /// A unified diff of the file, old to new.
    package var diff: String
    /// True when the file was written (never on a dry run).
    package var written: Bool
    /// The lesson as re-read from disk after writing; nil for a dry run or a failure.
    package var reread: Lesson?
  }

  package var dryRun: Bool
  /// Reads a written file back: as the lesson (or reference page) it was by default;
  /// `check` of loose Markdown files reads them as loose files.
  package var reread: @Sendable (Lesson) -> (Lesson?, [SiteDiagnostic]) = {
    ContentLoader.reread($0)
  }

  package init(dryRun: Bool) {
    self.dryRun = dryRun
  }

  /// Promotes every lesson of `report` that needs it; problems (a file changed meanwhile,
  /// a write error) come back as diagnostics.
  package func promote(_ report: CheckReport) -> ([Int: FileChange], [SiteDiagnostic]) {
    var changes: [Int: FileChange] = [:]
    var problems: [SiteDiagnostic] = []
    for (index, lessonReport) in report.perLesson.enumerated() {
      let lesson = lessonReport.lesson
      let (promoted, found) = TracePromoter.promotedBytes(lessonReport)
      problems += found
      guard let bytes = promoted else { continue }
      // Never write a lesson the next run would refuse as too large.
      guard bytes.count <= SiteLimits.lessonBytes else {
        var problem = VerifyMessages.promotedTooLarge(bytes.count, limit: SiteLimits.lessonBytes)
        problem.file = lesson.path
        problems.append(problem)
        continue
      }
      let diff = UnifiedDiff.diff(
        old: Self.diffLines(lesson.text),
        new: Self.diffLines(String(decoding: bytes, as: UTF8.self)),
        oldName: lesson.path, newName: lesson.path + " (promoted)")
      guard !dryRun else {
        changes[index] = FileChange(path: lesson.path, diff: diff, written: false, reread: nil)
        continue
      }
      do {
        try PromotionWriter.write(bytes, to: lesson.path, expecting: lesson.bytes)
      } catch {
        let diagnostic: SiteDiagnostic
        switch error {
        case .fileChanged: diagnostic = VerifyMessages.fileChanged()
        case .writeFailed(let reason): diagnostic = VerifyMessages.writeFailed(reason)
        }
        var placed = diagnostic
        placed.file = lesson.path
        problems.append(placed)
        continue
      }
      let (reread, rereadProblems) = self.reread(lesson)
      problems += rereadProblems
      changes[index] = FileChange(path: lesson.path, diff: diff, written: true, reread: reread)
    }
    return (changes, problems)
  }

  /// Lines as `diff` sees them: a final line ending does not start another line.
  private static func diffLines(_ text: String) -> [String] {
    var lines = TextLines(text).lines.map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }
}
